import { formatShortDate, gameCreditSentence } from '@courtside/domain';
import type { AdminGuaranteeRequest, GameGuarantee, GuaranteeKind, GuaranteeRequest } from './guarantee-api';

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

/** A request's state as its customer reads it. */
export function requestStateText(request: GuaranteeRequest): string {
  if (request.status === 'pending') return `Requested on ${formatShortDate(request.createdAt)}: waiting for our team`;
  if (request.status === 'declined') return `Declined: ${request.decisionNote ?? 'please contact us for details.'}`;
  const outcome =
    request.kind === 'refund'
      ? request.credit?.state === 'withheld'
        ? (gameCreditSentence(request.credit, 'its game credit') ?? '')
        : 'your game credit is back.'
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

/** Where a refund request's game credit came from, as the back office's card says it. */
export function creditSourceText(credit: AdminGuaranteeRequest['credit']): string | null {
  if (!credit) return null;
  const { purchase } = credit;
  if (!purchase) return 'a credit without a purchase (an adjustment or a demo credit)';
  if (purchase.status === 'disputed') return 'a purchase whose payment was disputed';
  if (purchase.status === 'refunded') return 'a purchase refunded in full';
  if (purchase.refundedGames > 0)
    return `a purchase partly refunded (${String(purchase.refundedGames)} of ${String(purchase.games)} games)`;
  return 'a purchase, paid';
}

/**
 * What approving a refund request does with the game's credit (decision 016): it goes back only if the money for
 * it was not refunded.
 */
export function approvedRefundText(credit: AdminGuaranteeRequest['credit']): string {
  switch (credit?.outcome) {
    case 'purchase_refunded':
      return 'No game credit goes back: the money for it was already refunded. The customer is e-mailed so.';
    case 'purchase_disputed':
      return 'No game credit goes back: the payment for it was disputed and the bank returned it. The customer is e-mailed so.';
    case 'none':
      return 'This game holds no credit to give back. The customer is e-mailed.';
    case 'returned':
    case 'withheld':
    case undefined:
      return 'One game credit goes back to the customer, who is e-mailed.';
  }
}
