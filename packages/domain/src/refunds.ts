/** The figures of a purchase that a refund reads. */
export interface RefundFigures {
  gamesIncluded: number;
  unitAmountCents: number;
  amountCents: number;
  refundedGames: number;
  refundedCents: number;
}

/** Games of a purchase not refunded yet. */
export function gamesLeftToRefund(purchase: RefundFigures): number {
  return purchase.gamesIncluded - purchase.refundedGames;
}

/**
 * The money a refund of `games` returns: that many games at the purchase's own price per game. The refund that
 * takes the last game returns exactly what remains of the amount paid, so a purchase's refunds add up to it.
 */
export function refundAmountCents(purchase: RefundFigures, games: number): number {
  if (games >= gamesLeftToRefund(purchase)) return purchase.amountCents - purchase.refundedCents;
  return games * purchase.unitAmountCents;
}

/**
 * How a refund of `games` splits, given the customer's balance: the credits still unspent are taken back, and
 * the games already used (the balance cannot go below zero) are the shortfall.
 */
export function splitRefund(games: number, balance: number): { creditsTaken: number; shortfall: number } {
  const creditsTaken = Math.max(0, Math.min(games, balance));
  return { creditsTaken, shortfall: games - creditsTaken };
}
