import {
  buildGameReport,
  computeSeason,
  playerPage,
  type EventBody,
  type GameReport,
  type GameSetup,
  type PlayerPageGame,
} from '@courtside/domain';
import type { PlayerPageView } from './player-page-api';

// Test data for the player's page (not a test file itself): three games of the U14 built through the domain's own
// report, season and player page, so the figures are the ones the server sends.

const PIA = { id: 'pia', number: '7', name: 'Pia Player' };
const U14 = { id: 'team-u14', name: 'U14', color: '#ea580c' };

const setup = (opponent: string, side: 'home' | 'away'): GameSetup => {
  const own = {
    name: 'U14',
    teamId: U14.id,
    players: [
      PIA,
      ...['Ada', 'Bo', 'Cy', 'Di'].map((name, index) => ({ id: `u${String(index)}`, number: String(index + 10), name })),
    ],
    starters: ['pia', 'u0', 'u1', 'u2', 'u3'],
  };
  const other = {
    name: opponent,
    players: ['Kai', 'Lu', 'Mo', 'Ned', 'Oz'].map((name, index) => ({
      id: `o${String(index)}`,
      number: String(index + 4),
      name,
    })),
    starters: ['o0', 'o1', 'o2', 'o3', 'o4'],
  };
  return {
    home: side === 'home' ? own : other,
    away: side === 'home' ? other : own,
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
};

/** A game's report from its plays, each `[videoMs, body]` in period 1; play ids `${gameId}-p0`, `-p1`, ... */
function report(gameId: string, opponent: string, side: 'home' | 'away', plays: [number, EventBody][]): GameReport {
  return buildGameReport(
    setup(opponent, side),
    plays.map(([videoMs, body], index) => ({ ...body, id: `${gameId}-p${String(index)}`, seq: index + 1, period: 1, videoMs })),
  );
}

/**
 * - g1, Nov 1, 2026, at home to the Hawks, footage kept (30 s of it): Pia's made corner three (1 s), a turnover
 *   (2.5 s), a missed two (20 s), a rebound (21 s), and a steal past the footage's end (45 s).
 * - g2, Nov 8, away at the Owls, footage deleted: Pia's made three (5 s).
 * - g3, Nov 15, at home to the Eagles, footage kept: Pia's made three (3 s) and made two (40 s), and a three of
 *   the Eagles (50 s).
 */
export const REPORTS = {
  g1: report('g1', 'Hawks', 'home', [
    [1000, { type: 'shot', team: 'home', playerId: 'pia', made: true, points: 3, x: -22, y: 3 }],
    [2500, { type: 'turnover', team: 'home', playerId: 'pia', kind: 'travel' }],
    [20_000, { type: 'shot', team: 'home', playerId: 'pia', made: false, points: 2, x: 0, y: 8 }],
    [21_000, { type: 'rebound', team: 'home', playerId: 'pia', offensive: true }],
    // Past the end of the footage (30 s): no clip.
    [45_000, { type: 'turnover', team: 'away', playerId: 'o1', stealId: 'pia' }],
  ]),
  g2: report('g2', 'Owls', 'away', [[5000, { type: 'shot', team: 'away', playerId: 'pia', made: true, points: 3 }]]),
  g3: report('g3', 'Eagles', 'home', [
    [3000, { type: 'shot', team: 'home', playerId: 'pia', made: true, points: 3 }],
    [40_000, { type: 'shot', team: 'home', playerId: 'pia', made: true, points: 2 }],
    [50_000, { type: 'shot', team: 'away', playerId: 'o0', made: true, points: 3 }],
  ]),
};

const GAMES: PlayerPageGame[] = [
  {
    gameId: 'g1',
    playedOn: '2026-11-01',
    opponent: 'Hawks',
    side: 'home',
    report: REPORTS.g1,
    addedPlayers: [],
    footageKept: true,
    footageMs: 30_000,
  },
  {
    gameId: 'g2',
    playedOn: '2026-11-08',
    opponent: 'Owls',
    side: 'away',
    report: REPORTS.g2,
    addedPlayers: [],
    footageKept: false,
    footageMs: null,
  },
  {
    gameId: 'g3',
    playedOn: '2026-11-15',
    opponent: 'Eagles',
    side: 'home',
    report: REPORTS.g3,
    addedPlayers: [],
    footageKept: true,
    footageMs: null,
  },
];

/** Pia's page as `GET /api/me/player` answers it, over `games` (all three by default), the team's games open to its players unless told. */
export function piaPage(games: readonly PlayerPageGame[] = GAMES, { playersSeeGames = true } = {}): PlayerPageView {
  const season = computeSeason(
    games.map(({ gameId, playedOn, opponent, side, report: { boxScore } }) => ({
      gameId,
      playedOn,
      opponent,
      side,
      periodSeconds: 600,
      box: boxScore,
    })),
  );
  return { ...playerPage(PIA, season, games), team: { ...U14, playersSeeGames } };
}
