import { adminReasonSchema, problemOf, refundAmountCents as refundAmount, splitRefund } from '@courtside/domain';
import type { AdminPurchaseRow, PurchaseFilter } from './admin-purchases-api';

/** The list's filters, as the status menu names them. */
export const PURCHASE_FILTER_LABELS: Record<PurchaseFilter, string> = {
  all: 'All purchases',
  completed: 'Completed',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
export const PURCHASE_FILTERS = Object.keys(PURCHASE_FILTER_LABELS) as PurchaseFilter[];

const STATUS_LABELS: Record<AdminPurchaseRow['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

export type StatusTone = 'paid' | 'partial' | 'returned' | 'open';

/** A purchase's status in words: a completed purchase with some games refunded says how many, "2 of 5 refunded". */
export function purchaseStatus(purchase: Pick<AdminPurchaseRow, 'status' | 'games' | 'refundedGames'>): {
  label: string;
  tone: StatusTone;
} {
  if (purchase.status === 'completed' && purchase.refundedGames > 0)
    return { label: `${String(purchase.refundedGames)} of ${String(purchase.games)} refunded`, tone: 'partial' };
  if (purchase.status === 'completed') return { label: STATUS_LABELS.completed, tone: 'paid' };
  if (purchase.status === 'refunded' || purchase.status === 'disputed')
    return { label: STATUS_LABELS[purchase.status], tone: 'returned' };
  return { label: STATUS_LABELS[purchase.status], tone: 'open' };
}

export const gamesText = (n: number) => `${String(n)} game${n === 1 ? '' : 's'}`;

/** The figures of a purchase a refund reads (the names the server's detail gives). */
export interface PurchaseFigures {
  games: number;
  unitAmountCents: number;
  amountCents: number;
  refundedGames: number;
  refundedCents: number;
}

/** The money a refund of `games` returns, computed by the domain's rule, as the server does. */
export const refundAmountCents = (purchase: PurchaseFigures, games: number): number =>
  refundAmount({ ...purchase, gamesIncluded: purchase.games }, games);

export { splitRefund };

const gamesMessage = (left: number) => `Enter a whole number of games from 1 to ${String(left)}.`;

export type RefundCheck =
  { ok: true; value: { games: number; reason: string } } | { ok: false; errors: { games?: string; reason?: string } };

/** Reads the refund form: a whole number of games from 1 to those left, and a reason (the server's rule). */
export function checkRefund(gamesText: string, reasonText: string, left: number): RefundCheck {
  const errors: { games?: string; reason?: string } = {};
  const trimmed = gamesText.trim();
  const games = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(games) || games < 1 || games > left) errors.games = gamesMessage(left);
  const reason = reasonText.trim();
  const reasonProblem = problemOf(adminReasonSchema, reason);
  if (reasonProblem) errors.reason = reasonProblem;
  return errors.games || errors.reason ? { ok: false, errors } : { ok: true, value: { games, reason } };
}

/**
 * What a refund did to the customer's credits, in words: the credits taken back, and the games that had
 * already been used and so could not be.
 */
export function refundOutcomeText({ creditsTaken, shortfall }: { creditsTaken: number; shortfall: number }): string {
  const taken =
    creditsTaken === 0
      ? 'No credits were taken back.'
      : `${creditsTaken === 1 ? '1 credit was' : `${String(creditsTaken)} credits were`} taken back.`;
  if (shortfall === 0) return taken;
  const used =
    shortfall === 1
      ? '1 game had already been used: it could not be taken back.'
      : `${String(shortfall)} games had already been used: they could not be taken back.`;
  return `${taken} ${used}`;
}
