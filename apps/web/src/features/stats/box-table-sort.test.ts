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
    const lowest = nextSort(byPoints, 'pts');
    expect(names(sortRows(rows, lowest))).toEqual(['s1', 's3', 's4', 's5', 'b1', 's2']);
    // A third press goes back to starters first.
    expect(nextSort(lowest, 'pts')).toBeNull();
    expect(names(sortRows(rows, nextSort(lowest, 'pts')))).toEqual(names(rows));
    // FG%: b1 50%, s2 100%; those with no attempt come last.
    expect(names(sortRows(rows, nextSort(null, 'fgPct'))).slice(0, 2)).toEqual(['s2', 'b1']);
  });

  it('keeps players without a value (no attempt) at the bottom whichever way a percentage is sorted', () => {
    const rows = boxRows(report, 'home');
    const best = nextSort(null, 'fgPct');
    // s2 made 1 of 1, b1 1 of 2; the other four took no shot.
    expect(names(sortRows(rows, best))).toEqual(['s2', 'b1', 's1', 's3', 's4', 's5']);
    expect(names(sortRows(rows, nextSort(best, 'fgPct')))).toEqual(['b1', 's2', 's1', 's3', 's4', 's5']);
  });

  it('ranks made-attempted columns by makes, then attempts', () => {
    const rows = boxRows(report, 'home');
    // s2 and b1 both made one; b1 took two.
    expect(names(sortRows(rows, nextSort(null, 'fg'))).slice(0, 2)).toEqual(['b1', 's2']);
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
    expect(labels.slice(0, 4)).toEqual(['PTS', 'FGM-FGA', 'FG%', '3PM-3PA']);
  });

  it('shows minutes once the plays carry the clock', () => {
    // The starters play the whole of a game without substitutions: four ten-minute quarters.
    const timed = buildGameReport(SETUP, [{ id: 'e1', seq: 1, period: 1, clock: 300, type: 'period_end' }]);
    const [minutes] = visibleColumns(timed);
    expect(minutes?.label).toBe('MIN');
    const [s1] = boxRows(timed, 'home');
    expect(s1 && minutes?.text(s1.line)).toBe('40:00');
  });
});
