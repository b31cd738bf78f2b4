/** The largest adjustment one action may make, either way (the server holds the same limit). */
export const MAX_ADJUSTMENT = 1000;

export const ADJUSTMENT_MESSAGES = {
  delta: `Enter a whole number of games between -${String(MAX_ADJUSTMENT)} and ${String(MAX_ADJUSTMENT)}, not 0.`,
  reason: 'Give a reason of 3 to 500 characters: it is kept with the change.',
} as const;

export type AdjustmentCheck =
  { ok: true; value: { delta: number; reason: string } } | { ok: false; errors: { delta?: string; reason?: string } };

/** Reads the adjustment form: a whole, non-zero number of games within the limit, and a reason. */
export function checkAdjustment(deltaText: string, reasonText: string): AdjustmentCheck {
  const errors: { delta?: string; reason?: string } = {};
  const trimmed = deltaText.trim();
  const delta = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_ADJUSTMENT) errors.delta = ADJUSTMENT_MESSAGES.delta;
  const reason = reasonText.trim();
  if (reason.length < 3 || reason.length > 500) errors.reason = ADJUSTMENT_MESSAGES.reason;
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
};

/** A ledger reason as people say it. */
export function ledgerReasonLabel(reason: string): string {
  return LEDGER_REASONS[reason] ?? reason.replace(/_/g, ' ');
}
