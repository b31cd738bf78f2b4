import { describe, expect, it } from 'vitest';
import { gamesLeftToRefund, refundAmountCents, splitRefund } from './refunds.js';

/** 7 games of the 5-19 package at AU$32.00: AU$224.00. */
const purchase = { gamesIncluded: 7, unitAmountCents: 3200, amountCents: 22400, refundedGames: 0, refundedCents: 0 };

describe('the money a refund returns', () => {
  it('is the games refunded at the price per game the customer paid', () => {
    expect(refundAmountCents(purchase, 1)).toBe(3200);
    expect(refundAmountCents(purchase, 2)).toBe(6400);
  });

  it('is exactly what remains of the amount paid when the refund takes the last games', () => {
    expect(refundAmountCents(purchase, 7)).toBe(22400);
    const afterTwo = { ...purchase, refundedGames: 2, refundedCents: 6400 };
    expect(gamesLeftToRefund(afterTwo)).toBe(5);
    expect(refundAmountCents(afterTwo, 5)).toBe(16000);
    // Whatever was returned before, the refunds add up to the amount paid and never more.
    const odd = { ...purchase, refundedGames: 2, refundedCents: 6399 };
    expect(odd.refundedCents + refundAmountCents(odd, 5)).toBe(22400);
  });
});

describe('how a refund splits between credits taken back and the shortfall', () => {
  it('takes back every refunded game while the customer still has them', () => {
    expect(splitRefund(5, 5)).toEqual({ creditsTaken: 5, shortfall: 0 });
    expect(splitRefund(2, 9)).toEqual({ creditsTaken: 2, shortfall: 0 });
  });

  it('never takes the balance below zero: games already used are the shortfall', () => {
    expect(splitRefund(5, 2)).toEqual({ creditsTaken: 2, shortfall: 3 });
    expect(splitRefund(3, 0)).toEqual({ creditsTaken: 0, shortfall: 3 });
  });
});
