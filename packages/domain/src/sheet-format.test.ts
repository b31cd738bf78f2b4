import { describe, expect, it } from 'vitest';
import {
  carriedCount,
  madeAttempted,
  madeAttemptedWithRate,
  rateText,
  rateWithAttempts,
  shootingTotal,
  signed,
} from './sheet-format.js';

describe("the coach's sheet's figures", () => {
  it('writes made-attempted and a percentage with one decimal, a dash where nothing was tried', () => {
    expect(madeAttempted(49, 93)).toBe('49-93');
    // 49 / 93 = 0.52688...
    expect(rateText(49, 93)).toBe('52.7');
    expect(rateText(0, 0)).toBe('–');
    expect(madeAttemptedWithRate(49, 93)).toBe('49-93 (52.7%)');
    expect(madeAttemptedWithRate(0, 0)).toBe('0-0');
    // A total an older engine's report does not carry is null, not 0.
    expect(shootingTotal(1, 2)).toBe('1-2 (50.0%)');
    expect(shootingTotal(undefined, undefined)).toBeNull();
    expect(carriedCount(0)).toBe('0');
    expect(carriedCount(undefined)).toBeNull();
    expect(signed(7)).toBe('+7');
    expect(signed(-3)).toBe('-3');
    expect(signed(0)).toBe('0');
  });

  it('shows the attempts beside a rate, so 150% on two shots reads as a small sample, not a bug', () => {
    // eFG% of a made three on two attempts: (1 + 0.5 x 1) / 2 = 0.75; on one attempt, 1.5.
    expect(rateWithAttempts(1.5, [[1, 'FGA']])).toBe('150.0% (1 FGA)');
    expect(rateWithAttempts(0.75, [[2, 'FGA']])).toBe('75.0% (2 FGA)');
    // TS% names the free throws too, when there were any.
    expect(
      rateWithAttempts(0.6123, [
        [80, 'FGA'],
        [22, 'FTA'],
      ]),
    ).toBe('61.2% (80 FGA, 22 FTA)');
    expect(
      rateWithAttempts(0.5, [
        [2, 'FGA'],
        [0, 'FTA'],
      ]),
    ).toBe('50.0% (2 FGA)');
    expect(rateWithAttempts(null, [[0, 'FGA']])).toBe('–');
  });
});
