import { describe, expect, it } from 'vitest';
import { periodLabel, periodLength, periodStart } from './periods.js';

const quarters = { periods: 4, periodSeconds: 600, overtimeSeconds: 300 };

describe('periods', () => {
  it('gives overtimes their own, shorter length, and starts each period after the ones before', () => {
    expect([1, 4, 5, 6].map((period) => periodLength(quarters, period))).toEqual([600, 600, 300, 300]);
    expect([1, 2, 5, 6, 7].map((period) => periodStart(quarters, period))).toEqual([0, 600, 2400, 2700, 3000]);
  });

  it('names quarters, halves, other periods and overtimes as a box score does', () => {
    expect([1, 4, 5, 6].map((period) => periodLabel(4, period))).toEqual(['Q1', 'Q4', 'OT1', 'OT2']);
    expect([1, 2, 3].map((period) => periodLabel(2, period))).toEqual(['H1', 'H2', 'OT1']);
    expect(periodLabel(3, 3)).toBe('P3');
  });
});
