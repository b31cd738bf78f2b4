import { DEFAULT_FOOTAGE_RETENTION_DAYS } from '@courtside/domain';

/** What the privacy page and the terms say of footage retention (the job deletes it after this many days). */
export function footageRetentionText(days: number = DEFAULT_FOOTAGE_RETENTION_DAYS): string {
  return `We delete your game footage — the original upload and our working copies — ${String(days)} days after we deliver your box score, or ${String(days)} days after a game fails or is cancelled. Your box scores and play-by-play stay in your account until you delete it.`;
}

/** What anyone can do from their account page, without asking us. */
export const SELF_SERVICE_RIGHTS =
  'From your account page you can download a copy of your data (your profile, teams, games, box scores, purchases and credit history), change your e-mail address, and delete your account. Deleting it removes your personal data, teams, games and footage at once; we keep the record of your purchases and credits, without your name or e-mail address, for as long as tax and consumer law require.';
