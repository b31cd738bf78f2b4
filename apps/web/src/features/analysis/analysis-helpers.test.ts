import { describe, expect, it } from 'vitest';
import { nextRate } from './footage';
import { parseRoster, formatRoster } from './roster';
import { timeLeft } from './time-left';

describe('parseRoster', () => {
  let next = 0;
  const newId = () => `p${String((next += 1))}`;

  it('reads a pasted list in the shapes coaches send', () => {
    const players = parseRoster('23 Sam Smith\n#4, Lee Wong\n00 - Ola Ade\n7\tJo\tKing\n\nCoach: Pat', [], newId);
    expect(players.map(({ number, name }) => `${number}|${name}`)).toEqual([
      '23|Sam Smith',
      '4|Lee Wong',
      '00|Ola Ade',
      '7|Jo King',
    ]);
  });

  it('keeps the ids of players already on the roster, so their plays stay theirs', () => {
    const before = [{ id: 'keep', number: '4', name: 'Lee' }];
    const after = parseRoster('4 Lee Wong\n5 Max', before, () => 'new');
    expect(after).toEqual([
      { id: 'keep', number: '4', name: 'Lee Wong' },
      { id: 'new', number: '5', name: 'Max' },
    ]);
    expect(formatRoster(after)).toBe('4 Lee Wong\n5 Max');
  });

  it('keeps a player whose number the analyst corrects, and gives another person under a known number a new id', () => {
    const before = [
      { id: 'sam', number: '7', name: 'Sam Lee' },
      { id: 'ann', number: '9', name: 'Ann Ash' },
    ];
    expect(parseRoster('17 Sam Lee\n9 Jo Bloggs', before, () => 'new')).toEqual([
      { id: 'sam', number: '17', name: 'Sam Lee' },
      { id: 'new', number: '9', name: 'Jo Bloggs' },
    ]);
    // Two players swapping numbers stay themselves.
    expect(parseRoster('9 Sam Lee\n7 Ann Ash', before, () => 'new').map((player) => player.id)).toEqual(['sam', 'ann']);
  });

  it('takes a repeated number once', () => {
    expect(parseRoster('4 A\n4 B', [], newId)).toHaveLength(1);
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('shows hours and minutes left, or how overdue a game is', () => {
    expect(timeLeft('2026-11-22T09:12:00Z', now)).toBe('23h 12m left');
    expect(timeLeft('2026-11-21T10:40:00Z', now)).toBe('40m left');
    expect(timeLeft('2026-11-21T08:57:00Z', now)).toBe('Overdue by 1h 3m');
    expect(timeLeft(null, now)).toBe('Not due yet');
  });
});

describe('nextRate', () => {
  it('steps through 0.5x to 4x and stops at either end', () => {
    expect(nextRate(1, 1)).toBe(1.25);
    expect(nextRate(2, 1)).toBe(3);
    expect(nextRate(4, 1)).toBe(4);
    expect(nextRate(1, -1)).toBe(0.75);
    expect(nextRate(0.5, -1)).toBe(0.5);
  });
});
