import { describe, expect, it } from 'vitest';
import { formatDueAt, gameActionsOf, overdueLabel, reasonProblem } from './game-helpers';

const now = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('overdueLabel', () => {
  it('says nothing for a game not yet due, or without a due time', () => {
    expect(overdueLabel(null, now)).toBeNull();
    expect(overdueLabel(before(-60_000), now)).toBeNull();
    expect(overdueLabel(before(0), now)).toBeNull();
  });

  it('counts minutes in the first hour, whole hours up to two days, then days', () => {
    expect(overdueLabel(before(20_000), now)).toBe('Overdue by 1 min');
    expect(overdueLabel(before(40 * 60_000), now)).toBe('Overdue by 40 min');
    expect(overdueLabel(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('Overdue by 3 h');
    expect(overdueLabel(before(47 * 3_600_000), now)).toBe('Overdue by 47 h');
    expect(overdueLabel(before(4 * 86_400_000 + 3_600_000), now)).toBe('Overdue by 4 d');
  });
});

describe('formatDueAt', () => {
  it('shows the date as the site writes dates, and the time to the minute', () => {
    expect(formatDueAt('2024-01-05T15:04:00Z', 'UTC')).toBe('Jan 5, 2024, 3:04 PM');
  });
});

describe('gameActionsOf', () => {
  it('offers reopening only for a delivered game, and cancelling only before delivery', () => {
    expect(gameActionsOf({ status: 'completed', completedAt: '2026-03-01T00:00:00Z' })).toEqual({
      assign: false,
      cancel: false,
      reopen: true,
    });
    expect(gameActionsOf({ status: 'ready', completedAt: null })).toEqual({ assign: true, cancel: true, reopen: false });
    expect(gameActionsOf({ status: 'uploading', completedAt: null })).toEqual({ assign: false, cancel: true, reopen: false });
    // Reopened for correction: back with an analyst, but it was delivered, so it is not cancelled.
    expect(gameActionsOf({ status: 'in_analysis', completedAt: '2026-03-01T00:00:00Z' })).toMatchObject({
      assign: true,
      cancel: false,
    });
    for (const status of ['failed', 'cancelled'] as const)
      expect(gameActionsOf({ status, completedAt: null })).toEqual({ assign: false, cancel: false, reopen: false });
  });
});

describe('reasonProblem', () => {
  it('asks for 3 to 500 characters, not counting spaces around them', () => {
    expect(reasonProblem('  ab  ')).toBe('Give a reason of 3 to 500 characters.');
    expect(reasonProblem('Duplicate upload')).toBeNull();
    expect(reasonProblem(` ${'x'.repeat(500)} `)).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe('Give a reason of 3 to 500 characters.');
  });
});
