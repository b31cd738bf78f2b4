import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { describePurchase, purchaseHistoryError, type PurchaseView } from './purchases';

const purchase = (overrides: Partial<PurchaseView>): PurchaseView => ({
  id: '3f0e2a56-1d7c-4a55-9b0e-2f1f6c1a2b3c',
  packageType: 'multi',
  purchaseDate: '2024-01-05T12:00:00.000Z',
  amountPaidCents: 22400,
  gamesIncluded: 7,
  status: 'completed',
  refundedGames: 0,
  ...overrides,
});

describe('a purchase history row', () => {
  it("shows the spec's package label, AU$ with two decimals and the games", () => {
    expect(describePurchase(purchase({}))).toMatchObject({
      packageLabel: '5-19 Games Package',
      amount: 'AU$224.00',
      games: 7,
    });
    expect(describePurchase(purchase({ packageType: 'season', amountPaidCents: 145000 })).amount).toBe('AU$1,450.00');
    expect(describePurchase(purchase({ packageType: 'single' })).packageLabel).toBe('Single Game');
  });

  it('shows N/A when nothing was charged', () => {
    expect(describePurchase(purchase({ amountPaidCents: null })).amount).toBe('N/A');
  });

  it('gives completed and refunded their own badges and every other status the pending style', () => {
    expect(describePurchase(purchase({ status: 'completed' })).tone).toBe('completed');
    expect(describePurchase(purchase({ status: 'refunded' })).tone).toBe('refunded');
    expect(describePurchase(purchase({ status: 'disputed' })).tone).toBe('refunded');
    expect(describePurchase(purchase({ status: 'pending' })).tone).toBe('pending');
    expect(describePurchase(purchase({ status: 'failed' })).tone).toBe('pending');
  });
});

describe('a purchase refunded in part', () => {
  it('stays completed and says how many of its games were refunded', () => {
    expect(describePurchase(purchase({ refundedGames: 2 }))).toMatchObject({
      status: 'completed',
      tone: 'completed',
      partlyRefunded: '2 of 7 games refunded',
    });
    expect(describePurchase(purchase({})).partlyRefunded).toBeNull();
    expect(describePurchase(purchase({ status: 'refunded', refundedGames: 7 })).partlyRefunded).toBeNull();
  });
});

describe('a purchase history that cannot be shown', () => {
  it("asks a signed-out visitor to log in, in the spec's words", () => {
    expect(purchaseHistoryError(new ApiError(401, 'unauthorized', 'Please log in again'))).toBe(
      'Please log in to view purchase history',
    );
  });

  it("shows the server's message, or 'Failed to load purchase history' when there is none", () => {
    expect(purchaseHistoryError(new ApiError(500, 'internal_error', 'Something went wrong. Please try again later.'))).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(purchaseHistoryError(new ApiError(502, 'unknown', 'Request failed with status 502'))).toBe(
      'Failed to load purchase history',
    );
    expect(purchaseHistoryError(new TypeError('Failed to fetch'))).toBe('Failed to load purchase history');
  });
});
