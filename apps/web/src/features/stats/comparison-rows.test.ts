import { buildGameReport, type EventBody, type GameEvent, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { NOT_RECORDED, comparisonRows } from './comparison-rows';

const players = (prefix: string) =>
  [1, 2, 3, 4, 5, 6].map((n) => ({ id: `${prefix}${String(n)}`, number: String(n), name: `${prefix}${String(n)}` }));
const SETUP: GameSetup = {
  home: { name: 'Tigers', players: players('h'), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
  away: { name: 'Hawks', players: players('a'), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};
const game = (plays: [number | undefined, EventBody][]): GameEvent[] =>
  plays.map(([clock, body], index) => ({
    id: `e${String(index + 1)}`,
    seq: index + 1,
    period: 1,
    ...(clock === undefined ? {} : { clock }),
    ...body,
  }));

// Hawks turn it over (h2 steals), h6 off the bench scores a two: Tigers 2, Hawks 0; then a Hawks miss.
const PLAYS: [number | undefined, EventBody][] = [
  [590, { type: 'turnover', team: 'away', playerId: 'a1', stealId: 'h2' }],
  [580, { type: 'shot', team: 'home', playerId: 'h6', made: true, points: 2 }],
  [570, { type: 'shot', team: 'away', playerId: 'a2', made: false, points: 3 }],
];

const byLabel = (report: ReturnType<typeof buildGameReport>, label: string) =>
  comparisonRows(report).find((row) => row.label === label);

describe('the team comparison', () => {
  const report = buildGameReport(SETUP, game(PLAYS));

  it("compares the teams' box score totals first, then the figures from the plays", () => {
    const rows = comparisonRows(report);
    const totals = rows.filter((row) => row.group === 'totals').map((row) => row.label);
    // The order the issue gives; 2P, FD and EFF come with reports of engine 3 (this one).
    expect(totals).toEqual(['FG', '2P', '3P', 'FT', 'OREB', 'DREB', 'REB', 'AST', 'TOV', 'STL', 'BLK', 'PF', 'FD', 'EFF']);
    expect(rows.findIndex((row) => row.group === 'figures')).toBe(totals.length);
    expect(rows.slice(totals.length).every((row) => row.group === 'figures')).toBe(true);
  });

  it('leaves out the totals an older engine did not keep (2P, FD, EFF), rather than showing them as 0', () => {
    const older = buildGameReport(SETUP, game(PLAYS));
    for (const side of ['home', 'away'] as const) {
      const { fg2m: _a, fg2a: _b, fd: _c, eff: _d, ...totals } = older.boxScore[side].totals;
      older.boxScore[side].totals = totals;
    }
    const labels = comparisonRows(older)
      .filter((row) => row.group === 'totals')
      .map((row) => row.label);
    expect(labels).toEqual(['FG', '3P', 'FT', 'OREB', 'DREB', 'REB', 'AST', 'TOV', 'STL', 'BLK', 'PF']);
  });

  it('writes shooting made-attempted with the percentage beside it, only the count where nothing was tried', () => {
    // Tigers 1 of 1 (h6's two), Hawks 0 of 1 (a2's three); nobody went to the line.
    expect(byLabel(report, 'FG')).toMatchObject({ home: '1-1 (100.0%)', away: '0-1 (0.0%)' });
    expect(byLabel(report, '3P')).toMatchObject({ home: '0-0', away: '0-1 (0.0%)' });
    expect(byLabel(report, 'FT')).toMatchObject({ home: '0-0', away: '0-0' });
    expect(byLabel(report, 'TOV')).toMatchObject({ home: '0', away: '1' });
    expect(byLabel(report, 'STL')).toMatchObject({ home: '1', away: '0' });
    // Engine 3's totals: h6's two; fouls drawn; EFF = PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV:
    // Tigers 2 + 1 (h2's steal) = 3, Hawks 0 - 1 (a2's miss) - 1 (a1's turnover) = -2.
    expect(byLabel(report, '2P')).toMatchObject({ home: '1-1 (100.0%)', away: '0-0' });
    expect(byLabel(report, 'FD')).toMatchObject({ home: '0', away: '0' });
    expect(byLabel(report, 'EFF')).toMatchObject({ home: '3', away: '-2' });
    // The percentages are not repeated among the figures.
    expect(byLabel(report, 'FG%')).toBeUndefined();
  });

  it('shows the attempts beside a shooting rate, so a rate on one shot reads as the small sample it is', () => {
    // eFG%: Tigers (1 + 0.5 x 0) / 1 = 100%, Hawks 0 / 1. TS%: Tigers 2 / (2 x (1 + 0.44 x 0)) = 100%.
    expect(byLabel(report, 'eFG%')).toMatchObject({ home: '100.0% (1 FGA)', away: '0.0% (1 FGA)' });
    expect(byLabel(report, 'TS%')).toMatchObject({ home: '100.0% (1 FGA)', away: '0.0% (1 FGA)' });
  });

  it('says "not recorded" for paint and fast-break points the plays cannot support, never 0', () => {
    // h6's made two has no location and nobody tracked fast breaks: the engine records neither.
    expect(byLabel(report, 'Points in the paint')).toMatchObject({ home: NOT_RECORDED, away: NOT_RECORDED });
    expect(byLabel(report, 'Fast-break points')).toMatchObject({ home: NOT_RECORDED, away: NOT_RECORDED });
    const unrecorded = {
      ...report,
      figures: {
        ...report.figures,
        home: { ...report.figures.home, paintPoints: null, fastBreakPoints: null },
        away: { ...report.figures.away, paintPoints: null, fastBreakPoints: null },
      },
    };
    expect(byLabel(unrecorded, 'Points in the paint')).toMatchObject({ home: NOT_RECORDED, away: NOT_RECORDED });
    expect(byLabel(unrecorded, 'Fast-break points')).toMatchObject({ home: 'not recorded', away: 'not recorded' });
  });

  it('says "not recorded" for FD when players fouled and no foul names who drew it, never 0', () => {
    const unnamed = buildGameReport(
      SETUP,
      game([...PLAYS, [560, { type: 'foul', team: 'away', playerId: 'a3', kind: 'shooting' }]]),
    );
    expect(byLabel(unnamed, 'FD')).toMatchObject({ group: 'totals', home: NOT_RECORDED, away: NOT_RECORDED });
    // Not a playlist of fouls drawn: there are none to play.
    expect(byLabel(unnamed, 'FD')?.stat).toBeUndefined();
    const named = buildGameReport(
      SETUP,
      game([...PLAYS, [560, { type: 'foul', team: 'away', playerId: 'a3', kind: 'shooting', drawnById: 'h1' }]]),
    );
    expect(byLabel(named, 'FD')).toMatchObject({ home: '1', away: '0', stat: 'fd' });
  });

  it('shows counted possessions with the estimate beside them', () => {
    // Tigers: the steal's possession (1); estimate 1 FGA. Hawks: the turnover's and the miss's (2); estimate 1 FGA + 1 TOV.
    expect(byLabel(report, 'Possessions')).toMatchObject({ home: '1 (est. 1.0)', away: '2 (est. 2.0)' });
  });

  it('lists the plays behind the figures that count plays, so a coach can see which ones', () => {
    expect(byLabel(report, 'Points off turnovers')).toMatchObject({ home: '2', away: '0', plays: { home: ['e2'], away: [] } });
    expect(byLabel(report, 'Bench points')?.plays).toEqual({ home: ['e2'], away: [] });
    expect(byLabel(report, 'Biggest scoring run')).toMatchObject({ home: '2-0', away: '–', plays: { home: ['e2'], away: [] } });
  });

  it('opens the biggest lead to the play that made it', () => {
    expect(byLabel(report, 'Biggest lead')).toMatchObject({ home: '2', away: '0', plays: { home: ['e2'], away: [] } });
  });

  it('gives pace, lead changes and times tied once for the game, not once per team', () => {
    const tied = buildGameReport(
      SETUP,
      game([...PLAYS, [560, { type: 'shot', team: 'away', playerId: 'a2', made: true, points: 2 }]]),
    );
    expect(byLabel(tied, 'Times tied')).toEqual({ label: 'Times tied', group: 'figures', hint: 'After 0-0', game: '1' });
    expect(byLabel(tied, 'Lead changes')).toMatchObject({ game: '0' });
    expect(byLabel(tied, 'Pace')).not.toHaveProperty('home');
  });

  it('shows time leading only with a clock on every play, and bench points only with the starters', () => {
    // Tigers lead from 0:20 of the first quarter to the end of the fourth: 2400 - 20 seconds.
    expect(byLabel(report, 'Time leading')).toMatchObject({ home: '39:40', away: '0:00' });
    const untimed = buildGameReport(SETUP, game(PLAYS.map(([, body]) => [undefined, body])));
    expect(byLabel(untimed, 'Time leading')).toBeUndefined();
    const noStarters = buildGameReport({ ...SETUP, home: { ...SETUP.home, starters: [] } }, game(PLAYS));
    expect(byLabel(noStarters, 'Bench points')).toBeUndefined();
  });
});
