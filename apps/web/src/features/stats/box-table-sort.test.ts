import { buildGameReport, type EventBody, type GameEvent, type GameReport, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { NOT_RECORDED_CELL, boxRows, nextSort, sortRows, visibleColumns, type Line } from './box-table-sort';

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
    expect(labels.slice(0, 4)).toEqual(['PTS', 'FGM-FGA', 'FG%', '2PM-2PA']);
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

/** The coach's sheet fields as an engine 3 report carries them, written here by hand for this game. */
const SHEET: Record<string, Partial<Line>> = {
  // s2: a made three, so no two; b1: a made two and a missed two. EFF = PTS - missed FG here.
  s2: { fg2m: 0, fg2a: 0, eff: 3 },
  b1: { fg2m: 1, fg2a: 2, eff: 1, fd: 1 },
};
function engine3(base: GameReport, dnp: string[] = []): GameReport {
  const lines = (side: 'home' | 'away') =>
    base.boxScore[side].players.map((line) => ({
      ...line,
      fg2m: 0,
      fg2a: 0,
      fd: 0,
      blka: 0,
      eff: 0,
      ...SHEET[line.playerId],
      starter: line.playerId.startsWith('s') || line.playerId.startsWith('a'),
      dnp: dnp.includes(line.playerId),
    }));
  return {
    ...base,
    boxScore: {
      home: { ...base.boxScore.home, players: lines('home') },
      away: { ...base.boxScore.away, players: lines('away') },
    },
  };
}
/** A report of engine 1 or 2: none of the coach's sheet fields. */
function engine2(base: GameReport): GameReport {
  const strip = (line: Line) => {
    const { fg2m: _fg2m, fg2a: _fg2a, fd: _fd, blka: _blka, eff: _eff, starter: _starter, dnp: _dnp, ...rest } = line;
    return rest;
  };
  return {
    ...base,
    boxScore: {
      home: { ...base.boxScore.home, players: base.boxScore.home.players.map(strip) },
      away: { ...base.boxScore.away, players: base.boxScore.away.players.map(strip) },
    },
  } as GameReport;
}

describe("the box score as the coach's sheet", () => {
  it("shows every column of the sheet, in the sheet's order", () => {
    expect(visibleColumns(report).map((column) => column.label)).toEqual([
      'MIN',
      'PTS',
      'FGM-FGA',
      'FG%',
      '2PM-2PA',
      '2P%',
      '3PM-3PA',
      '3P%',
      'FTM-FTA',
      'FT%',
      'OREB',
      'DREB',
      'REB',
      'AST',
      'TOV',
      'STL',
      'BLK',
      'BLKA',
      'PF',
      'FD',
      '+/-',
      'EFF',
    ]);
  });

  it("writes a player's twos made-attempted and their percentage, fouls drawn and EFF", () => {
    const columns = visibleColumns(engine3(report));
    const b1 = boxRows(engine3(report), 'home').find((row) => row.line.playerId === 'b1');
    const text = (label: string) => {
      const column = columns.find((candidate) => candidate.label === label);
      return b1 && column?.text(b1.line);
    };
    expect([text('2PM-2PA'), text('2P%'), text('FD'), text('EFF'), text('BLKA')]).toEqual(['1-2', '50.0', '1', '1', '0']);
  });

  it('hides the columns a report of an older engine does not carry, instead of showing zeros', () => {
    const labels = visibleColumns(engine2(report)).map((column) => column.label);
    for (const label of ['2PM-2PA', '2P%', 'BLKA', 'FD', 'EFF']) expect(labels).not.toContain(label);
    expect(labels).toContain('FGM-FGA');
  });

  it('keeps a player who did not play at the bottom, whichever way a column is sorted', () => {
    const withDnp = buildGameReport(
      { ...SETUP, home: { ...SETUP.home, players: [...SETUP.home.players, { id: 'b2', number: '30', name: 'Ace Dnp' }] } },
      game([
        { type: 'shot', team: 'home', playerId: 's2', made: true, points: 3 },
        { type: 'shot', team: 'home', playerId: 'b1', made: true, points: 2 },
        { type: 'shot', team: 'home', playerId: 'b1', made: false, points: 2 },
      ]),
    );
    const rows = boxRows(engine3(withDnp, ['b2']), 'home');
    expect(names(rows)).toEqual(['s1', 's2', 's3', 's4', 's5', 'b1', 'b2']);
    expect(rows.at(-1)).toMatchObject({ dnp: true, starter: false });
    // Lowest points first: b2's 0 would come before b1's 2, but a player who did not play has no points to rank.
    expect(names(sortRows(rows, { key: 'pts', direction: 'ascending' }))).toEqual(['s1', 's3', 's4', 's5', 'b1', 's2', 'b2']);
    expect(names(sortRows(rows, { key: 'pts', direction: 'descending' })).at(-1)).toBe('b2');
  });

  it('shows the figures of a player the report calls DNP who has some (a substitution not tagged)', () => {
    // b1 scored, but no substitution brought them on: the engine says never on court.
    const rows = boxRows(engine3(report, ['b1']), 'home');
    expect(rows.find((row) => row.line.playerId === 'b1')).toMatchObject({ dnp: false });
  });
});

describe('fouls drawn (FD) that no foul recorded', () => {
  const fouls = (drawnById?: string) =>
    buildGameReport(
      SETUP,
      game([
        { type: 'shot', team: 'home', playerId: 's2', made: true, points: 2 },
        { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting', ...(drawnById ? { drawnById } : {}) },
        { type: 'foul', team: 'home', playerId: 's1', kind: 'personal' },
      ]),
    );
  const fd = (report: GameReport) => visibleColumns(report).find((column) => column.key === 'fd');

  it('reads n/r for every player and the totals, never 0, when no foul names who drew it (an import, an older setup)', () => {
    const report = fouls();
    const column = fd(report);
    expect(column).toMatchObject({ label: 'FD', notRecorded: true });
    const lines = [...report.boxScore.home.players, ...report.boxScore.away.players];
    expect(lines.map((line) => column?.text(line))).toEqual(lines.map(() => NOT_RECORDED_CELL));
    expect(column?.text(report.boxScore.home.totals)).toBe(NOT_RECORDED_CELL);
    expect(column?.title).toMatch(/not recorded/);
    // Nothing to sort on: the order stays starters first.
    expect(lines.map((line) => column?.sortValue(line))).toEqual(lines.map(() => null));
  });

  it('shows the count, 0 included, once a foul names who drew it', () => {
    const report = fouls('s2');
    const column = fd(report);
    expect(column?.notRecorded).toBeUndefined();
    const text = (id: string) => {
      const line = report.boxScore.home.players.find((candidate) => candidate.playerId === id);
      return line && column?.text(line);
    };
    expect([text('s2'), text('s1')]).toEqual(['1', '0']);
  });
});
