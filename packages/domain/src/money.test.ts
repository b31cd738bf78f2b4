import { describe, expect, it } from 'vitest';
import { formatAud, formatAudShort, formatCount } from './money.js';

describe('formatAud', () => {
  it('shows Australian dollars with two decimals', () => {
    expect(formatAud(3500)).toBe('AU$35.00');
    expect(formatAud(22400)).toBe('AU$224.00');
    expect(formatAud(5)).toBe('AU$0.05');
    expect(formatAud(0)).toBe('AU$0.00');
  });

  it('groups thousands', () => {
    expect(formatAud(145000)).toBe('AU$1,450.00');
  });

  it('writes every amount as Intl.NumberFormat does for en-AU, millions included', () => {
    const intl = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [1, 99, 100, 999_99, 1000_00, 12_345_67, 123_456_78, 1_234_567_89, 100_000_000_00, 3500.4]) {
      expect(formatAud(cents)).toBe(`AU$${intl.format(cents / 100)}`);
    }
  });

  it('puts the sign before the currency', () => {
    expect(formatAud(-3500)).toBe('-AU$35.00');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatAud(Number.NaN)).toThrow(RangeError);
  });

  it('drops the cents of whole-dollar amounts in the short form only', () => {
    expect(formatAudShort(3500)).toBe('AU$35');
    expect(formatAudShort(3550)).toBe('AU$35.50');
  });
});

describe('formatCount', () => {
  it('writes a whole number as en-US does, with a comma every three digits', () => {
    for (const count of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, -2500])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('refuses a number that is not whole', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
});
