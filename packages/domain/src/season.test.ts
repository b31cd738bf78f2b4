import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import type { EventBody, GameEvent, GameSetup } from './play-by-play.js';
import { computeSeason } from './season.js';

/** The Tigers' roster: the same ids in every game (roster players), so a season adds them up. */
const tigers = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `t${String(n)}`, number: String(n), name: `Tiger ${String(n)}` }));
const others = (prefix: string) =>
  [1, 2, 3, 4, 5].map((n) => ({ id: `${prefix}${String(n)}`, number: String(n), name: `${prefix}${String(n)}` }));
const starters = (prefix: string) => [1, 2, 3, 4, 5].map((n) => `${prefix}${String(n)}`);

function events(rows: [clock: number, body: EventBody][]): GameEvent[] {
  return rows.map(([clock, body], index) => ({ id: `e${String(index)}`, seq: index + 1, period: 1, clock, ...body }));
}

// Game 1, at home to the Hawks, Tigers 8-2: t1 a three (assist t2) and a two, h1 a two, t6 on for t5 at 5:00,
// t6 a two, t2 one free throw of two.
const game1Setup: GameSetup = {
  home: { name: 'Tigers', players: tigers, starters: starters('t') },
  away: { name: 'Hawks', players: others('h'), starters: starters('h') },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};
const game1 = computeBoxScore(
  game1Setup,
  events([
    [590, { type: 'shot', team: 'home', playerId: 't1', made: true, points: 3, assistId: 't2' }],
    [560, { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 }],
    [400, { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2 }],
    [300, { type: 'substitution', team: 'home', inId: 't6', outId: 't5' }],
    [250, { type: 'shot', team: 'home', playerId: 't6', made: true, points: 2 }],
    [200, { type: 'foul', team: 'away', playerId: 'h2', drawnById: 't2', kind: 'shooting' }],
    [200, { type: 'free_throw', team: 'home', playerId: 't2', made: true }],
    [200, { type: 'free_throw', team: 'home', playerId: 't2', made: false }],
    [198, { type: 'rebound', team: 'away', playerId: 'h3', offensive: false }],
  ]),
);

// Game 2, away at the Eagles, Tigers 2-3: e1 a three, t1 misses, e2 rebounds, t3 a two. t6 does not play.
const game2Setup: GameSetup = {
  home: { name: 'Eagles', players: others('e'), starters: starters('e') },
  away: { name: 'Tigers', players: tigers, starters: starters('t') },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};
const game2 = computeBoxScore(
  game2Setup,
  events([
    [580, { type: 'shot', team: 'home', playerId: 'e1', made: true, points: 3 }],
    [560, { type: 'shot', team: 'away', playerId: 't1', made: false, points: 2 }],
    [558, { type: 'rebound', team: 'home', playerId: 'e2', offensive: false }],
    [540, { type: 'turnover', team: 'home', playerId: 'e2', stealId: 't4' }],
    [530, { type: 'shot', team: 'away', playerId: 't3', made: true, points: 2 }],
  ]),
);

describe("a team's season from its stored box scores (two games worked out by hand)", () => {
  const season = computeSeason([
    { gameId: 'g2', playedOn: '2026-10-08', opponent: 'Eagles', side: 'away', periodSeconds: 600, box: game2 },
    { gameId: 'g1', playedOn: '2026-10-01', opponent: 'Hawks', side: 'home', periodSeconds: 600, box: game1 },
  ]);
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
    const untimed = computeBoxScore({ ...game1Setup, home: { ...game1Setup.home, starters: [] } }, []);
    expect(
      computeSeason([{ gameId: 'g', playedOn: null, opponent: 'Hawks', side: 'home', periodSeconds: 720, box: untimed }]).players,
    ).toEqual([]);
    expect(computeSeason([])).toMatchObject({ games: 0, wins: 0, players: [], team: { perGame: { pts: 0 } } });
  });
});
