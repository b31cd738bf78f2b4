import { adminReasonSchema, creditAdjustmentSchema, problemOf } from '@courtside/domain';

export type AdjustmentCheck =
  { ok: true; value: { delta: number; reason: string } } | { ok: false; errors: { delta?: string; reason?: string } };

/** Reads the adjustment form by the server's rules: a whole, non-zero number of games within the limit, and a reason. */
export function checkAdjustment(deltaText: string, reasonText: string): AdjustmentCheck {
  const errors: { delta?: string; reason?: string } = {};
  const trimmed = deltaText.trim();
  // Only digits with a sign: Number() would also read '1e2' or '0x10'.
  const delta = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const deltaProblem = problemOf(creditAdjustmentSchema, delta);
  if (deltaProblem) errors.delta = deltaProblem;
  const reason = reasonText.trim();
  const reasonProblem = problemOf(adminReasonSchema, reason);
  if (reasonProblem) errors.reason = reasonProblem;
  return errors.delta || errors.reason ? { ok: false, errors } : { ok: true, value: { delta, reason } };
}

/** `3 games`, `1 game`. */
export function gamesLabel(games: number): string {
  return `${String(games)} game${games === 1 || games === -1 ? '' : 's'}`;
}

/** A change of balance with its sign: `+3`, `−2` (a true minus). */
export function signed(delta: number): string {
  return delta > 0 ? `+${String(delta)}` : `−${String(Math.abs(delta))}`;
}

const LEDGER_REASONS: Record<string, string> = {
  purchase: 'Purchase',
  upload: 'Game uploaded',
  upload_refund: 'Upload refunded',
  purchase_refund: 'Purchase refunded',
  admin_adjustment: 'Admin adjustment',
  guarantee_refund: 'Guarantee refund',
  dispute_won: 'Dispute won',
};

/** A ledger reason as people say it. */
export function ledgerReasonLabel(reason: string): string {
  return LEDGER_REASONS[reason] ?? reason.replace(/_/g, ' ');
}
