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
 * How a refund of `games` splits, given the credits a refund of the purchase can take back (its unspent credits,
 * and other credits of the balance to pay for its games used): those are taken back, and the games already used
 * that no credit can pay for (the balance cannot go below zero) are the shortfall.
 */
export function splitRefund(games: number, takeable: number): { creditsTaken: number; shortfall: number } {
  const creditsTaken = Math.max(0, Math.min(games, takeable));
  return { creditsTaken, shortfall: games - creditsTaken };
}

/** What became of the game credit a game took (decision 016): held by the game, returned, or withheld. */
export type GameCredit =
  { state: 'spent' } | { state: 'returned' } | { state: 'withheld'; because: 'purchase_refunded' | 'purchase_disputed' };

/**
 * The sentence that tells a customer what became of an ended game's credit ("Its game credit was returned."),
 * on the game page and in e-mails; null for a game that took no credit or still holds it.
 */
export function gameCreditSentence(credit: GameCredit | null, subject = 'Its game credit'): string | null {
  if (!credit || credit.state === 'spent') return null;
  if (credit.state === 'returned') return `${subject} was returned.`;
  return credit.because === 'purchase_disputed'
    ? `${subject} was not returned: the payment for it was disputed with your bank and returned to you.`
    : `${subject} was not returned: the payment for it was refunded to you.`;
}
