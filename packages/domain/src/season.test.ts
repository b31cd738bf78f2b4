import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { computeSeason } from './season.js';
import { SEASON_EXAMPLE_GAMES, SEASON_EXAMPLE_HOME_SETUP } from './season-example.js';

describe("a team's season from its stored box scores (two games worked out by hand)", () => {
  const season = computeSeason(SEASON_EXAMPLE_GAMES);
  const player = (id: string) => season.players.find((line) => line.playerId === id);

  it('keeps the record and the results in date order', () => {
    expect({ games: season.games, wins: season.wins, losses: season.losses, ties: season.ties }).toEqual({
      games: 2,
      wins: 1,
      losses: 1,
      ties: 0,
    });
    expect(season.results).toEqual([
      { gameId: 'g1', playedOn: '2026-10-01', opponent: 'Hawks', side: 'home', pointsFor: 8, pointsAgainst: 2, result: 'W' },
      { gameId: 'g2', playedOn: '2026-10-08', opponent: 'Eagles', side: 'away', pointsFor: 2, pointsAgainst: 3, result: 'L' },
    ]);
  });

  it("averages the team's and the opponents' points per game", () => {
    expect(season.team.totals.pts).toBe(10);
    expect(season.team.perGame.pts).toBe(5);
    expect(season.opponents.perGame.pts).toBe(2.5);
    expect(season.opponents.perGame.reb).toBe(1);
  });

  it('adds up a player across games: totals, averages per game and per 32 minutes, shooting, +/-, game log', () => {
    // t1: 5 pts on 2/3 (1/1 from three), on court 2 x 40 min; +6 (8-2 with t1 on) then -1 (2-3).
    expect(player('t1')).toMatchObject({
      games: 2,
      totals: { pts: 5, fgm: 2, fga: 3, fg3m: 1, fg3a: 1 },
      seconds: 4800,
      plusMinus: 5,
      perGame: { pts: 2.5, fga: 1.5 },
      // 5 points in 80 minutes: 2.0 per 32.
      perMinutes: { pts: 2 },
    });
    expect(player('t1')?.rates.efgPct).toBeCloseTo((2 + 0.5) / 3);
    expect(player('t1')?.log.map((entry) => entry.gameId)).toEqual(['g1', 'g2']);
    // t6 played only game 1: 2 points in 35 minutes (from 5:00 of Q1) = 1.8 per 32.
    expect(player('t6')).toMatchObject({ games: 1, seconds: 2100, plusMinus: 3, perMinutes: { pts: 1.8 } });
    // t5: 5 min then off in game 1 (+3), all of game 2 (-1).
    expect(player('t5')).toMatchObject({ games: 2, seconds: 2700, plusMinus: 2 });
    expect(player('t2')).toMatchObject({ totals: { pts: 1, ftm: 1, fta: 2, ast: 1 } });
    expect(player('t4')).toMatchObject({ totals: { stl: 1 } });
    expect(season.perMinutesBasis).toBe(32);
  });

  it('counts a player without minutes as playing when anything was counted, and has nothing for no game', () => {
    const untimed = computeBoxScore(
      { ...SEASON_EXAMPLE_HOME_SETUP, home: { ...SEASON_EXAMPLE_HOME_SETUP.home, starters: [] } },
      [],
    );
    expect(
      computeSeason([{ gameId: 'g', playedOn: null, opponent: 'Hawks', side: 'home', periodSeconds: 720, box: untimed }]).players,
    ).toEqual([]);
    expect(computeSeason([])).toMatchObject({ games: 0, wins: 0, players: [], team: { perGame: { pts: 0 } } });
  });
});
