import { formatShortDate } from '@courtside/domain';
import type { GameGuarantee, GuaranteeKind, GuaranteeRequest } from './guarantee-api';

/** The server's limits on a reason (POST /api/games/:id/guarantee-requests) and on a decision's note. */
export const REASON_LIMITS = { min: 10, max: 2000 } as const;
export const NOTE_LIMITS = { declineMin: 3, max: 2000 } as const;

export const KIND_LABELS: Record<GuaranteeKind, string> = {
  reprocess: 'Reprocess the game',
  refund: 'Refund the game credit',
};

/**
 * Whether the customer may ask now: the window is open, no request is waiting, and the game's credit was not
 * already refunded (the server refuses the same cases).
 */
export function canRequest(guarantee: GameGuarantee): boolean {
  return (
    guarantee.open &&
    !guarantee.requests.some(
      (request) => request.status === 'pending' || (request.kind === 'refund' && request.status === 'approved'),
    )
  );
}

/** What is wrong with a reason before it is sent (the server's own message), or null. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  return length < REASON_LIMITS.min || length > REASON_LIMITS.max
    ? `Please tell us what went wrong, in ${String(REASON_LIMITS.min)} to ${REASON_LIMITS.max.toLocaleString('en-US')} characters.`
    : null;
}

/** What is wrong with an admin's decision note, or null: a decline needs one. */
export function noteError(decision: 'approve' | 'decline', note: string): string | null {
  const length = note.trim().length;
  if (decision === 'decline' && length < NOTE_LIMITS.declineMin) return 'Please tell the customer why the request is declined.';
  if (length > NOTE_LIMITS.max) return `Please keep the note to ${NOTE_LIMITS.max.toLocaleString('en-US')} characters.`;
  return null;
}

/** A request's state as its customer reads it. */
export function requestStateText(request: GuaranteeRequest): string {
  if (request.status === 'pending') return `Requested on ${formatShortDate(request.createdAt)}: waiting for our team`;
  if (request.status === 'declined') return `Declined: ${request.decisionNote ?? 'please contact us for details.'}`;
  const outcome =
    request.kind === 'refund'
      ? 'your game credit is back.'
      : 'we are reprocessing this game and will e-mail you when the new box score is ready.';
  return `Approved: ${outcome}${request.decisionNote ? ` ${request.decisionNote}` : ''}`;
}

/** Why the request button is gone once the window has passed. */
export function guaranteeEndedText(endsAt: string): string {
  return `The 7-day guarantee for this game ended on ${formatShortDate(endsAt)}.`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How much of the window is left at `now`, as the back office shows it: "3 days left", "Less than a day left", "Ended". */
export function windowLeftText(endsAt: string | null, now: number): string {
  if (!endsAt) return '—';
  const left = Date.parse(endsAt) - now;
  if (left <= 0) return 'Ended';
  if (left < DAY_MS) return 'Less than a day left';
  const days = Math.floor(left / DAY_MS);
  return `${String(days)} ${days === 1 ? 'day' : 'days'} left`;
}
