import { buildGameReport, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { boxScoreCsv, footageTime, playsCsv } from './box-score-csv.js';

const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    players: [
      { id: 't1', number: '4', name: 'Lee, "Sam"' },
      { id: 't2', number: '5', name: '=HYPERLINK("http://x")' },
      ...['t3', 't4', 't5'].map((id, index) => ({ id, number: String(index + 6), name: `Tiger ${id}` })),
    ],
    starters: ['t1', 't2', 't3', 't4', 't5'],
  },
  away: {
    name: 'Hawks',
    players: ['h1', 'h2', 'h3', 'h4', 'h5'].map((id, index) => ({ id, number: String(index + 10), name: `Hawk ${id}` })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

const report = buildGameReport(SETUP, [
  {
    id: 'e1',
    seq: 1,
    period: 1,
    clock: 590,
    videoMs: 3_723_450,
    type: 'shot',
    team: 'home',
    playerId: 't1',
    made: true,
    points: 3,
  },
  { id: 'e2', seq: 2, period: 1, clock: 570, videoMs: 3_730_000, type: 'rebound', team: 'away', offensive: false },
  { id: 'e3', seq: 3, period: 5, type: 'turnover', team: 'away', playerId: 'h1', kind: 'travel, again' },
]);

const rowsOf = (csv: string) => csv.slice(1).split('\r\n');

describe('the box score CSV', () => {
  const csv = boxScoreCsv(report);

  it('opens in Excel as UTF-8: a byte-order mark first, CRLF line ends', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('has a header, a row per player and a totals row per team', () => {
    const rows = rowsOf(csv).filter(Boolean);
    expect(rows[0]).toBe(
      'Team,Number,Player,Starter,MIN,PTS,FGM,FGA,FG%,3PM,3PA,3P%,FTM,FTA,FT%,OREB,DREB,REB,AST,STL,BLK,TOV,PF,+/-,Team REB,Team TOV',
    );
    expect(rows).toHaveLength(1 + 5 + 1 + 5 + 1);
    // Starters who never left play all four quarters and the overtime the last play is in: 45:00.
    expect(rows[1]).toBe('Tigers,4,"Lee, ""Sam""",yes,45:00,3,1,1,100,1,1,100,0,0,,0,0,0,0,0,0,0,0,3,,');
    // Hawks totals: a team rebound and h1's turnover.
    expect(rows[12]).toBe('Hawks,,Team totals,,,0,0,0,,0,0,,0,0,,0,1,1,0,0,0,1,0,,1,0');
  });

  it('keeps a name that looks like a formula as text', () => {
    expect(csv).toContain(`Tigers,5,"'=HYPERLINK(""http://x"")",yes`);
  });

  it('leaves out MIN and +/- when lineups are unknown, rather than blank columns', () => {
    const untracked = buildGameReport({ ...SETUP, home: { ...SETUP.home, starters: [] } }, []);
    const header = rowsOf(boxScoreCsv(untracked))[0];
    expect(header).not.toContain('MIN');
    expect(header).not.toContain('+/-');
  });
});

describe('the play-by-play CSV', () => {
  it('gives each play its period, clock, running score and footage time, for cutting clips', () => {
    const csv = playsCsv(report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(csv).filter(Boolean);
    expect(rows).toEqual([
      'Period,Clock,Team,Play,Points,Tigers,Hawks,Footage time,Footage seconds',
      `Q1,9:50,Tigers,"#4 Lee, ""Sam"" makes a 3-pt shot",3,3,0,1:02:03.450,3723.45`,
      'Q1,9:30,Hawks,Hawks team rebound (defensive),0,3,0,1:02:10.000,3730',
      // No clock and no footage time: blank cells, not zeros a coach would cut a clip at.
      'OT1,,Hawks,"#10 Hawk h1 turnover: travel, again",0,3,0,,',
    ]);
  });
});

describe('footage time', () => {
  it('is written as h:mm:ss.mmm', () => {
    expect(footageTime(0)).toBe('0:00:00.000');
    expect(footageTime(3_723_450)).toBe('1:02:03.450');
    // Footage positions may carry fractions of a millisecond; the time never shows more than three digits.
    expect(footageTime(59_999.6)).toBe('0:01:00.000');
  });
});
