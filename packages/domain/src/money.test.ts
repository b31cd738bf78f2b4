import { describe, expect, it } from 'vitest';
import { formatAud, formatAudShort } from './money.js';

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
