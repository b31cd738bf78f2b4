import { describe, expect, it } from 'vitest';
import { formatClock, formatShortDate } from './dates.js';

describe('formatShortDate', () => {
  it("writes every day as Intl does in en-US, in the reader's zone and in UTC, without building a formatter", () => {
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const utc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 800; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1, 23, 30) + day * 86_400_000);
      expect(formatShortDate(date)).toBe(local.format(date));
      expect(formatShortDate(date, 'UTC')).toBe(utc.format(date));
    }
  });

  it('writes dates the way the purchase history shows them', () => {
    expect(formatShortDate('2024-01-05T03:00:00Z', 'UTC')).toBe('Jan 5, 2024');
    expect(formatShortDate(new Date('2026-11-21T12:00:00Z'), 'UTC')).toBe('Nov 21, 2026');
  });

  it('uses the time zone it is given: late on the 4th in UTC is the 5th in Melbourne', () => {
    expect(formatShortDate('2024-01-04T20:00:00Z', 'UTC')).toBe('Jan 4, 2024');
    expect(formatShortDate('2024-01-04T20:00:00Z', 'Australia/Melbourne')).toBe('Jan 5, 2024');
  });

  it('refuses a value that is not a date rather than printing "Invalid Date"', () => {
    expect(() => formatShortDate('yesterday')).toThrow(RangeError);
  });
});

describe('formatClock', () => {
  it('writes minutes and seconds, dropping fractions, never a 60th second', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(119.6)).toBe('1:59');
    expect(formatClock(2400)).toBe('40:00');
  });
});
