import { describe, expect, it } from 'vitest';
import { emptyStatLine, type StatLine } from './box-score.js';
import { leaderBoards, qualificationText, type LeaderCategory, type LeaderLine } from './leaders.js';

const games = (playerId: string, teamId: string, lines: Partial<StatLine>[]): LeaderLine[] =>
  lines.map((line, index) => ({
    playerId,
    teamId,
    fixtureId: `${teamId}-${String(index + 1)}`,
    line: { ...emptyStatLine(), ...line },
  }));

// Teams T and U have played 4 games each: a player needs 3 (70% of 4 is 2.8), and for FG% 15 FGM (300/82 x 4 =
// 14.6), for 3P% 4 3PM, for FT% 7 FTM (125/82 x 4 = 6.1).
const LINES = [
  // p1: 80 points in 4 games (20.0), 32-64 FG (50%), 4-8 3P (50%), 12-16 FT (75%); EFF 20 - 8 - 1 = 11 a game.
  ...games('p1', 'T', [
    { pts: 20, fgm: 8, fga: 16, fg3m: 1, fg3a: 2, ftm: 3, fta: 4 },
    { pts: 10, fgm: 8, fga: 16, fg3m: 1, fg3a: 2, ftm: 3, fta: 4 },
    { pts: 30, fgm: 8, fga: 16, fg3m: 1, fg3a: 2, ftm: 3, fta: 4 },
    { pts: 20, fgm: 8, fga: 16, fg3m: 1, fg3a: 2, ftm: 3, fta: 4 },
  ]),
  // p2: 40 a game, but 2 of the 4 games: not ranked.
  ...games('p2', 'T', [
    { pts: 40, fgm: 20, fga: 20 },
    { pts: 40, fgm: 20, fga: 20 },
  ]),
  // p3: 3 games, 20 each; 30-36 FG (83.33%); 3-3 FT but 7 FTM are needed. EFF 20 - 2 = 18 a game.
  ...games('p3', 'U', [
    { pts: 20, fgm: 10, fga: 12, ftm: 1, fta: 1 },
    { pts: 20, fgm: 10, fga: 12, ftm: 1, fta: 1 },
    { pts: 20, fgm: 10, fga: 12, ftm: 1, fta: 1 },
  ]),
  // p4: 4 games, 10 points and a rebound each; 16-40 FG (40%); EFF 10 + 1 - 6 = 5 a game.
  ...games('p4', 'U', [
    { pts: 10, fgm: 4, fga: 10, reb: 1 },
    { pts: 10, fgm: 4, fga: 10, reb: 1 },
    { pts: 10, fgm: 4, fga: 10, reb: 1 },
    { pts: 10, fgm: 4, fga: 10, reb: 1 },
  ]),
];
const TEAM_GAMES = { T: 4, U: 4 };

const board = (category: LeaderCategory, limit?: number) => {
  const found = leaderBoards(LINES, TEAM_GAMES, undefined, limit).find((entry) => entry.category === category);
  if (!found) throw new Error(`no ${category} board`);
  return found;
};
const table = (category: LeaderCategory, limit?: number) =>
  board(category, limit).leaders.map((leader) => [leader.rank, leader.playerId, Number(leader.value.toFixed(2))]);

describe('the leaders', () => {
  it('ranks points per game among players in 70% of their team’s games, level players sharing a rank', () => {
    expect(table('pts')).toEqual([
      [1, 'p1', 20],
      [1, 'p3', 20],
      [3, 'p4', 10],
    ]);
    expect(board('pts').minimumGames).toEqual({ T: 3, U: 3 });
    expect(board('pts').leaders[0]).toMatchObject({ games: 4, total: 80, fixtureIds: ['T-1', 'T-2', 'T-3', 'T-4'] });
  });

  it('computes efficiency per game as FIBA does: PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV', () => {
    expect(table('eff')).toEqual([
      [1, 'p3', 18],
      [2, 'p1', 11],
      [3, 'p4', 5],
    ]);
  });

  it('ranks a percentage over the season’s makes and attempts, among players with the makes it needs', () => {
    expect(table('fgPct')).toEqual([
      [1, 'p3', 83.33],
      [2, 'p1', 50],
      [3, 'p4', 40],
    ]);
    // p3's 3-3 is short of the 7 FTM four team games need; p4 took no free throw.
    expect(table('ftPct')).toEqual([[1, 'p1', 75]]);
    expect(board('ftPct').minimumMakes).toEqual({ T: 7, U: 7 });
    expect(table('fg3Pct')).toEqual([[1, 'p1', 50]]);
    expect(board('fgPct').leaders[0]).toMatchObject({ total: 30, attempts: 36 });
  });

  it('shows every player level with the last one a board has room for', () => {
    expect(table('pts', 1)).toEqual([
      [1, 'p1', 20],
      [1, 'p3', 20],
    ]);
    expect(table('eff', 1)).toEqual([[1, 'p3', 18]]);
  });

  it('takes the competition’s own qualification, and states it', () => {
    const boards = leaderBoards(LINES, TEAM_GAMES, { gamesShare: 0.5, makesPerTeamGame: { fg: 0, fg3: 0, ft: 0 } });
    // At 50% p2's 2 games of 4 count: 40 a game leads.
    expect(boards.find((entry) => entry.category === 'pts')?.leaders[0]).toMatchObject({ playerId: 'p2', value: 40 });
    expect(boards.find((entry) => entry.category === 'ftPct')?.leaders.map((leader) => leader.playerId)).toEqual(['p3', 'p1']);
    expect(qualificationText()).toBe(
      "Ranked: players in at least 70% of their team's games; for FG% also 3.66 FGM per team game, for 3P% 1 3PM, for FT% 1.52 FTM.",
    );
  });
});
