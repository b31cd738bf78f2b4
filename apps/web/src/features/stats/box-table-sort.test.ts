import { buildGameReport, type EventBody, type GameEvent, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { boxRows, nextSort, sortRows, visibleColumns } from './box-table-sort';

const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    players: [
      { id: 'b1', number: '12', name: 'Zed Bench' },
      ...['s1', 's2', 's3', 's4', 's5'].map((id, index) => ({ id, number: String(index + 4), name: `Starter ${id}` })),
    ],
    starters: ['s1', 's2', 's3', 's4', 's5'],
  },
  away: {
    name: 'Hawks',
    players: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id, index) => ({ id, number: String(index + 20), name: `Hawk ${id}` })),
    starters: ['a1', 'a2', 'a3', 'a4', 'a5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};
const game = (bodies: EventBody[]): GameEvent[] =>
  bodies.map((body, index) => ({ id: `e${String(index)}`, seq: index, period: 1, ...body }));

// s2 scores 3, b1 (off the bench) 2 on 1 of 2, s1 nothing.
const report = buildGameReport(
  SETUP,
  game([
    { type: 'shot', team: 'home', playerId: 's2', made: true, points: 3 },
    { type: 'shot', team: 'home', playerId: 'b1', made: true, points: 2 },
    { type: 'shot', team: 'home', playerId: 'b1', made: false, points: 2 },
  ]),
);
const names = (rows: ReturnType<typeof boxRows>) => rows.map((row) => row.line.playerId);

describe('the box score table', () => {
  it('lists starters first, then the bench, each in roster order', () => {
    expect(names(boxRows(report, 'home'))).toEqual(['s1', 's2', 's3', 's4', 's5', 'b1']);
    expect(boxRows(report, 'home')[0]).toMatchObject({ number: '4', name: 'Starter s1', starter: true });
  });

  it('sorts by a column, highest first, then the other way; ties keep starters first', () => {
    const rows = boxRows(report, 'home');
    const byPoints = nextSort(null, 'pts');
    expect(byPoints).toEqual({ key: 'pts', direction: 'descending' });
    expect(names(sortRows(rows, byPoints))).toEqual(['s2', 'b1', 's1', 's3', 's4', 's5']);
    expect(names(sortRows(rows, nextSort(byPoints, 'pts')))).toEqual(['s1', 's3', 's4', 's5', 'b1', 's2']);
    // FG%: b1 50%, s2 100%; those with no attempt come last.
    expect(names(sortRows(rows, nextSort(null, 'fgPct'))).slice(0, 2)).toEqual(['s2', 'b1']);
  });

  it('sorts names A to Z first', () => {
    const sorted = sortRows(boxRows(report, 'home'), nextSort(null, 'name'));
    expect(sorted.map((row) => row.name)[0]).toBe('Starter s1');
    expect(sorted.at(-1)?.name).toBe('Zed Bench');
  });

  it('hides MIN without a clock and +/- without lineups, instead of filling them with dashes', () => {
    // Starters known and no substitution: +/- and minutes are known.
    expect(visibleColumns(report).map((column) => column.label)).toContain('+/-');
    const untracked = buildGameReport({ ...SETUP, away: { ...SETUP.away, starters: [] } }, []);
    const labels = visibleColumns(untracked).map((column) => column.label);
    expect(labels).not.toContain('+/-');
    expect(labels).not.toContain('MIN');
    expect(labels.slice(0, 4)).toEqual(['PTS', 'FG', 'FG%', '3PT']);
  });
});
