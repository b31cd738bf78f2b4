import { ORGANIZATION_NAME_MAX, emailField, problemOf, type MemberRole } from '@courtside/domain';
import type { InvitationInput } from './organizations-api';

/** Why `name` cannot name a new organization (read trimmed), or null: the server's words for the same rules. */
export function organizationNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name.';
  if (trimmed.length > ORGANIZATION_NAME_MAX) return `A name is at most ${String(ORGANIZATION_NAME_MAX)} characters.`;
  return null;
}

export interface InvitationDraft {
  email: string;
  role: MemberRole;
  /** The roster entry chosen for a player ('' for none). */
  teamPlayerId: string;
}

/** The invitation form's problems by field (`email`, `teamPlayerId`); empty when it may be sent. */
export function invitationProblems({
  email,
  role,
  teamPlayerId,
}: InvitationDraft): Partial<Record<'email' | 'teamPlayerId', string>> {
  const emailProblem = problemOf(emailField, email);
  return {
    ...(emailProblem ? { email: emailProblem } : {}),
    ...(role === 'player' && !teamPlayerId ? { teamPlayerId: "Choose the player's roster entry." } : {}),
  };
}

/** What the invitation form sends: a roster entry for a player only. */
export function invitationBody({ email, role, teamPlayerId }: InvitationDraft): InvitationInput {
  return { email: email.trim(), role, ...(role === 'player' && teamPlayerId ? { teamPlayerId } : {}) };
}

/** "a coach", "an owner": a role as a sentence names it. */
export function withArticle(roleLabel: string): string {
  return `${/^[aeiou]/i.test(roleLabel) ? 'an' : 'a'} ${roleLabel.toLowerCase()}`;
}
