import { describe, expect, it } from 'vitest';
import { buildGameReport } from './game-report.js';
import type { GameEvent, GameSetup } from './play-by-play.js';
import { gamePlayerIdsOf, playerPage } from './player-page.js';
import { computeSeason } from './season.js';

// Sam Lee (#7, roster id r7) in two delivered games of the Tigers, worked out by hand:
// - game 1, at home, under his roster id: a located three (made) and a located two (missed);
// - game 2, away, typed afresh by the analyst as "s7" (the same number and name): a located two (made), and an
//   unlocated free throw, which is no shot on the chart.
// Another Tigers player (#7 would be his number, but another name) in game 2 is not him.
const SAM = { id: 'r7', number: '7', name: 'Sam Lee' };
const five = (prefix: string, first: { id: string; number: string; name: string }) => [
  first,
  ...[1, 2, 3, 4].map((n) => ({ id: `${prefix}${String(n)}`, number: String(n), name: `${prefix}${String(n)}` })),
];
const setup = (home: GameSetup['home']['players'], away: GameSetup['away']['players']): GameSetup => ({
  home: { name: 'Home', players: home, starters: home.map((player) => player.id) },
  away: { name: 'Away', players: away, starters: away.map((player) => player.id) },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
});
const events = (bodies: GameEvent[]) => bodies;

const game1Setup = setup(five('t', SAM), five('h', { id: 'h0', number: '0', name: 'Hawk' }));
const game1 = buildGameReport(
  game1Setup,
  events([
    { id: 'a', seq: 1, period: 1, clock: 590, type: 'shot', team: 'home', playerId: 'r7', made: true, points: 3, x: -22, y: 3 },
    { id: 'b', seq: 2, period: 1, clock: 560, type: 'shot', team: 'home', playerId: 'r7', made: false, points: 2, x: 2, y: 10 },
    { id: 'c', seq: 3, period: 1, clock: 500, type: 'shot', team: 'away', playerId: 'h0', made: true, points: 2, x: 1, y: 6 },
  ]),
);
const game2Setup = setup(
  five('l', { id: 'l0', number: '0', name: 'Lion' }),
  five('u', { id: 's7', number: '7', name: 'sam lee ' }),
);
const game2 = buildGameReport(
  game2Setup,
  events([
    { id: 'd', seq: 1, period: 1, clock: 590, type: 'shot', team: 'away', playerId: 's7', made: true, points: 2, x: 0, y: 8 },
    { id: 'e', seq: 2, period: 1, clock: 580, type: 'free_throw', team: 'away', playerId: 's7', made: true },
    { id: 'f', seq: 3, period: 1, clock: 570, type: 'shot', team: 'away', playerId: 'u1', made: true, points: 2, x: 3, y: 4 },
  ]),
);

describe("a player's own page", () => {
  it('finds them under their roster id, an added id, or their number and name', () => {
    expect(gamePlayerIdsOf(SAM, { report: game1, side: 'home', addedPlayers: [] })).toEqual(['r7']);
    expect(gamePlayerIdsOf(SAM, { report: game2, side: 'away', addedPlayers: [] })).toEqual(['s7']);
    expect(gamePlayerIdsOf(SAM, { report: game2, side: 'away', addedPlayers: [{ id: 'r7', gamePlayerId: 'u2' }] })).toEqual([
      's7',
      'u2',
    ]);
    expect(gamePlayerIdsOf({ ...SAM, name: 'Someone Else' }, { report: game2, side: 'away', addedPlayers: [] })).toEqual([]);
  });

  it('holds their season line and their located shots of every game, with the game of each', () => {
    const season = computeSeason([
      { gameId: 'g1', playedOn: '2026-10-01', opponent: 'Hawks', side: 'home', periodSeconds: 600, box: game1.boxScore },
      {
        gameId: 'g2',
        playedOn: '2026-10-08',
        opponent: 'Lions',
        side: 'away',
        periodSeconds: 600,
        // As delivery stores it: the team's players under their roster ids.
        box: {
          ...game2.boxScore,
          away: {
            ...game2.boxScore.away,
            players: game2.boxScore.away.players.map((line) => (line.playerId === 's7' ? { ...line, playerId: 'r7' } : line)),
          },
        },
      },
    ]);
    const page = playerPage(SAM, season, [
      {
        gameId: 'g1',
        playedOn: '2026-10-01',
        opponent: 'Hawks',
        side: 'home',
        report: game1,
        addedPlayers: [],
        footageKept: true,
        footageMs: 60_000,
      },
      {
        gameId: 'g2',
        playedOn: '2026-10-08',
        opponent: 'Lions',
        side: 'away',
        report: game2,
        addedPlayers: [],
        footageKept: false,
        footageMs: null,
      },
    ]);
    // 3 + 2 + 1 = 6 points over 2 games; 2 of 3 field goals.
    expect(page.season).toMatchObject({ games: 2, totals: { pts: 6, fgm: 2, fga: 3, ftm: 1, fta: 1 }, perGame: { pts: 3 } });
    expect(page.games.map((game) => [game.gameId, game.gamePlayerIds, game.footageKept])).toEqual([
      ['g1', ['r7'], true],
      ['g2', ['s7'], false],
    ]);
    // Their plays of each game, for "Watch all": not the Hawks' in game 1, nor u1's in game 2.
    expect(page.games.map((game) => game.plays.map((play) => play.id))).toEqual([
      ['a', 'b'],
      ['d', 'e'],
    ]);
    expect(page.shots.map((shot) => [shot.gameId, shot.playId, shot.made, shot.points])).toEqual([
      ['g1', 'a', true, 3],
      ['g1', 'b', false, 2],
      ['g2', 'd', true, 2],
    ]);
  });

  it('is empty, not zero, before their first game', () => {
    const page = playerPage(SAM, computeSeason([]), []);
    expect(page.season).toBeNull();
    expect(page.games).toEqual([]);
  });
});
