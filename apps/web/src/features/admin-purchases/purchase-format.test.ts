import { describe, expect, it } from 'vitest';
import { checkRefund, purchaseStatus, refundAmountCents, refundOutcomeText, splitRefund } from './purchase-format';

/** 5 games of the 5-19 package at AU$32.00: AU$160.00. */
const purchase = { games: 5, unitAmountCents: 3200, amountCents: 16000, refundedGames: 0, refundedCents: 0 };

describe("a purchase's status in the back office", () => {
  it('says how many games of a completed purchase were refunded', () => {
    expect(purchaseStatus({ status: 'completed', games: 5, refundedGames: 2 })).toEqual({
      label: '2 of 5 refunded',
      tone: 'partial',
    });
    expect(purchaseStatus({ status: 'completed', games: 5, refundedGames: 0 })).toEqual({ label: 'Completed', tone: 'paid' });
  });

  it('shows refunded and disputed purchases as money returned, and the rest as open', () => {
    expect(purchaseStatus({ status: 'refunded', games: 5, refundedGames: 5 }).tone).toBe('returned');
    expect(purchaseStatus({ status: 'disputed', games: 5, refundedGames: 0 })).toEqual({ label: 'Disputed', tone: 'returned' });
    expect(purchaseStatus({ status: 'pending', games: 5, refundedGames: 0 })).toEqual({ label: 'Pending', tone: 'open' });
  });
});

describe('the refund form', () => {
  it('shows the amount the server will return: games at the price paid, the last games exactly what remains', () => {
    expect(refundAmountCents(purchase, 2)).toBe(6400);
    expect(refundAmountCents(purchase, 5)).toBe(16000);
    expect(refundAmountCents({ ...purchase, refundedGames: 2, refundedCents: 6400 }, 3)).toBe(9600);
  });

  it('foresees the credits taken back and the shortfall from the balance', () => {
    expect(splitRefund(5, 2)).toEqual({ creditsTaken: 2, shortfall: 3 });
    expect(splitRefund(2, 9)).toEqual({ creditsTaken: 2, shortfall: 0 });
  });

  it('accepts a whole number of games up to those left and a reason of 3 to 500 characters', () => {
    expect(checkRefund(' 3 ', ' Club folded ', 3)).toEqual({ ok: true, value: { games: 3, reason: 'Club folded' } });
    expect(checkRefund('4', 'Club folded', 3)).toEqual({
      ok: false,
      errors: { games: 'Enter a whole number of games from 1 to 3.' },
    });
    for (const games of ['0', '1.5', '', '-1', 'two']) expect(checkRefund(games, 'Club folded', 3).ok).toBe(false);
    expect(checkRefund('1', ' x ', 3)).toEqual({
      ok: false,
      errors: { reason: 'Give a reason of 3 to 500 characters.' },
    });
    expect(checkRefund('1', 'x'.repeat(501), 3).ok).toBe(false);
  });
});

describe("a refund's outcome in words", () => {
  it('says the credits taken back, and the games already used that could not be', () => {
    expect(refundOutcomeText({ creditsTaken: 5, shortfall: 0 })).toBe('5 credits were taken back.');
    expect(refundOutcomeText({ creditsTaken: 3, shortfall: 2 })).toBe(
      '3 credits were taken back. 2 games had already been used: they could not be taken back.',
    );
    expect(refundOutcomeText({ creditsTaken: 0, shortfall: 1 })).toBe(
      'No credits were taken back. 1 game had already been used: it could not be taken back.',
    );
    expect(refundOutcomeText({ creditsTaken: 1, shortfall: 0 })).toBe('1 credit was taken back.');
  });
});
