import { computeSeason, type PlayerLine, type SeasonGame, type TeamBox } from '@courtside/domain';
import { playerLine, sumLines } from '@courtside/domain/test-support/season-example';
import type { SeasonView } from './season-api';

// Test data for the season's pure functions (not a test file itself): three games built through the domain's
// own computeSeason, so the figures are the ones the server sends.

/** A stored team box: its players' lines, and `team` rebounds (defensive) and turnovers in its totals alone. */
function box(players: PlayerLine[], team = { reb: 0, tov: 0 }): TeamBox {
  const sum = sumLines(players);
  const totals = {
    ...sum,
    dreb: sum.dreb + team.reb,
    reb: sum.reb + team.reb,
    tov: sum.tov + team.tov,
    teamReb: team.reb,
    teamTov: team.tov,
  };
  return { players, totals, periodPoints: [totals.pts] };
}

function game(
  gameId: string,
  playedOn: string | null,
  opponent: string,
  side: 'home' | 'away',
  own: PlayerLine[],
  other: PlayerLine[],
  team?: { reb: number; tov: number },
): SeasonGame {
  const away = side === 'home' ? box(other) : box(own, team);
  const home = side === 'home' ? box(own, team) : box(other);
  // Ten-minute periods: a 40-minute game, so per-minutes figures are per 32.
  return { gameId, playedOn, opponent, side, periodSeconds: 600, box: { home, away } };
}

/**
 * - g1, Oct 1, 2026, at home to the Hawks, won 16-10: Ava (#10) 12 in 20:00 (+6), Bea (#4) 4 in 10:00 (-2), Cal on
 *   the bench (0 seconds: not a game played).
 * - g2, Oct 8, away at the Eagles, lost 18-20: Ava 6 in 15:00 (-4), Bea 10 in 25:00 (+1), Cal 2 in 4:00 (0); the
 *   Tigers' team rebounds 2 and a team turnover (in the totals, in no player's line).
 * - g3, Oct 15, at home to the Owls, tied 10-10, no clock and no lineups: Ava 8, Bea 2, and a player no longer on
 *   the roster (`ghost`) with a rebound.
 */
export const GAMES: SeasonGame[] = [
  game(
    'g1',
    '2026-10-01',
    'Hawks',
    'home',
    [
      playerLine('ava', { pts: 12, fgm: 5, fga: 10, fg3m: 2, fg3a: 4, reb: 4, dreb: 4, ast: 3 }, 1200, 6),
      playerLine('bea', { pts: 4, fgm: 2, fga: 3 }, 600, -2),
      playerLine('cal', {}, 0, 0),
    ],
    [playerLine('h1', { pts: 10, fgm: 5, fga: 12, reb: 6, dreb: 6, stl: 1 }, 1800, -6)],
  ),
  game(
    'g2',
    '2026-10-08',
    'Eagles',
    'away',
    [
      playerLine('ava', { pts: 6, fgm: 3, fga: 9, fg3a: 2, tov: 2 }, 900, -4),
      playerLine('bea', { pts: 10, fgm: 4, fga: 6, ftm: 2, fta: 2, ast: 1 }, 1500, 1),
      playerLine('cal', { pts: 2, fgm: 1, fga: 1 }, 240, 0),
    ],
    [playerLine('e1', { pts: 20, fgm: 8, fga: 15, fg3m: 1, fg3a: 3, ftm: 3, fta: 4 }, 1800, 2)],
    { reb: 2, tov: 1 },
  ),
  game(
    'g3',
    '2026-10-15',
    'Owls',
    'home',
    [
      playerLine('ava', { pts: 8, fgm: 4, fga: 8 }, null, null),
      playerLine('bea', { pts: 2, fgm: 1, fga: 2 }, null, null),
      playerLine('ghost', { reb: 1, oreb: 1 }, null, null),
    ],
    [playerLine('o1', { pts: 10, fgm: 4, fga: 10, ftm: 2, fta: 2 }, null, null)],
  ),
];

export const ROSTER: SeasonView['roster'] = [
  { id: 'ava', number: '10', name: 'Ava Smith', position: 'G', archived: false },
  { id: 'cal', number: '23', name: 'Cal Brown', position: null, archived: true },
  { id: 'bea', number: '4', name: 'Bea Jones', position: 'F', archived: false },
];

/** The Tigers' season as the API answers it. */
export function seasonView(games: readonly SeasonGame[] = GAMES): SeasonView {
  return {
    team: { name: 'Tigers', shortName: 'TIG', color: '#dc2626', seasonLabel: '2026' },
    roster: ROSTER,
    season: computeSeason(games),
  };
}
