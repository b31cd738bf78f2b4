import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_GAMES,
  PACKAGE_LABELS,
  PLANS,
  clampGames,
  getPlan,
  isValidGameCount,
  planTotalCents,
  quoteOrder,
} from './pricing.js';

describe('plans', () => {
  it('match the price list: single AU$35, multi AU$32 for 5-19, season AU$29 for 20-50, enterprise custom', () => {
    const summary = PLANS.map((plan) => [plan.id, plan.pricePerGameCents, plan.minGames, plan.maxGames]);
    expect(summary).toEqual([
      ['single', 3500, 1, DEFAULT_MAX_GAMES],
      ['multi', 3200, 5, 19],
      ['season', 2900, 20, 50],
      ['enterprise', null, 1, DEFAULT_MAX_GAMES],
    ]);
  });

  it('label the three package types as the purchase history shows them', () => {
    expect(PACKAGE_LABELS).toEqual({
      single: 'Single Game',
      multi: '5-19 Games Package',
      season: '20+ Games Season Package',
    });
  });

  it('refuse an unknown plan id', () => {
    expect(() => getPlan('platinum' as never)).toThrow('Unknown plan');
  });
});

describe('clampGames', () => {
  const multi = getPlan('multi');

  it('keeps a count inside the bounds unchanged', () => {
    expect(clampGames(multi, 7)).toBe(7);
  });

  it('raises a count below the minimum and lowers one above the maximum', () => {
    expect(clampGames(multi, 0)).toBe(5);
    expect(clampGames(multi, 4)).toBe(5);
    expect(clampGames(multi, 20)).toBe(19);
    expect(clampGames(getPlan('season'), 51)).toBe(50);
  });

  it('treats a count that is not a number as the minimum, and drops fractions', () => {
    expect(clampGames(multi, Number.NaN)).toBe(5);
    expect(clampGames(multi, 7.9)).toBe(7);
  });

  it('always lands within the bounds of every plan', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLANS), fc.double(), (plan, games) => {
        const clamped = clampGames(plan, games);
        return Number.isInteger(clamped) && clamped >= plan.minGames && clamped <= plan.maxGames;
      }),
    );
  });
});

describe('isValidGameCount', () => {
  it('accepts exactly the whole counts within the bounds', () => {
    const season = getPlan('season');
    expect([19, 20, 35, 50, 51, 20.5].map((n) => isValidGameCount(season, n))).toEqual([false, true, true, true, false, false]);
  });
});

describe('planTotalCents', () => {
  it('is the price per game times the game count', () => {
    expect(planTotalCents(getPlan('single'), 1)).toBe(3500);
    expect(planTotalCents(getPlan('multi'), 7)).toBe(22400);
    expect(planTotalCents(getPlan('season'), 20)).toBe(58000);
    expect(planTotalCents(getPlan('season'), 50)).toBe(145000);
  });

  it('prices the clamped count, never an out-of-bounds one', () => {
    expect(planTotalCents(getPlan('multi'), 2)).toBe(5 * 3200);
  });

  it('has no total for a custom quote', () => {
    expect(planTotalCents(getPlan('enterprise'), 10)).toBeNull();
  });

  it('equals price x clamped count for every plan and count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLANS), fc.integer({ min: -5, max: 80 }), (plan, games) => {
        const total = planTotalCents(plan, games);
        if (plan.pricePerGameCents === null) return total === null;
        return total === plan.pricePerGameCents * clampGames(plan, games);
      }),
    );
  });
});

describe('quoteOrder', () => {
  it('prices 7 games of the multi package at AU$32 each: AU$224.00', () => {
    expect(quoteOrder('multi', 7)).toEqual({
      ok: true,
      quote: { packageType: 'multi', label: '5-19 Games Package', games: 7, unitAmountCents: 3200, amountCents: 22400 },
    });
  });

  it.each([
    ['single', 0, 'The Single Game is for between 1 and 50 games.'],
    ['single', 51, 'The Single Game is for between 1 and 50 games.'],
    ['multi', 4, 'The 5-19 Games Package is for between 5 and 19 games.'],
    ['season', 19, 'The 20+ Games Season Package is for between 20 and 50 games.'],
    ['season', 20.5, 'The 20+ Games Season Package is for between 20 and 50 games.'],
  ] as const)('refuses %s x %s with a message naming the bounds', (planId, games, message) => {
    expect(quoteOrder(planId, games)).toEqual({ ok: false, message });
  });

  it('has no price for enterprise: those are quoted by our team', () => {
    expect(quoteOrder('enterprise', 10)).toEqual({
      ok: false,
      message: 'Enterprise packages are quoted by our team. Please contact us.',
    });
  });

  it('charges exactly the card total for every count the card allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLANS.filter((plan) => plan.pricePerGameCents !== null)),
        fc.integer({ min: 0, max: 60 }),
        (plan, games) => {
          const result = quoteOrder(plan.id, games);
          if (!isValidGameCount(plan, games)) return !result.ok;
          return result.ok && result.quote.amountCents === planTotalCents(plan, games);
        },
      ),
    );
  });
});
