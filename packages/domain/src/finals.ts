import type { LadderRow } from './standings.js';

/**
 * The finals drawn from the ladder once the regular season ends: the top four (semi-finals, grand final) or the
 * top eight (quarter-finals first), the higher place at home. Each match is a fixture of its own, not counted in
 * the ladder. Pure: the server stores the matches as fixtures.
 */

export type FinalsSize = 4 | 8;
export type FinalsStage = 'quarter-final' | 'semi-final' | 'grand final';

/** Who plays in a match: a team by its place, or the winner of an earlier match. */
export type FinalsSide = { place: number; teamId: string } | { winnerOf: string };

export interface FinalsMatch {
  /** `QF1`..`QF4`, `SF1`, `SF2`, `GF`. */
  id: string;
  stage: FinalsStage;
  home: FinalsSide;
  away: FinalsSide;
}

export type FinalsDraw = { ok: true; matches: FinalsMatch[] } | { ok: false; problem: string };

/** The places that meet first: 1 v 8, 4 v 5, 2 v 7, 3 v 6 (so 1 and 2 meet only in the grand final). */
const FIRST_ROUND: Record<FinalsSize, [number, number][]> = {
  4: [
    [1, 4],
    [2, 3],
  ],
  8: [
    [1, 8],
    [4, 5],
    [2, 7],
    [3, 6],
  ],
};

const ordinal = (place: number) => `${String(place)}${place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th'}`;

/**
 * The finals of `size` from the final ladder `rows` (in ladder order). A place the procedure left shared among the
 * top `size` must be decided first (FIBA draws lots): the draw says which and does not guess.
 */
export function finalsDraw(rows: readonly LadderRow[], size: FinalsSize, nameOf: (teamId: string) => string): FinalsDraw {
  if (rows.length < size)
    return {
      ok: false,
      problem: `Finals of ${String(size)} need ${String(size)} teams; the competition has ${String(rows.length)}.`,
    };
  const shared = rows.filter((row) => row.shared && row.place <= size);
  const first = shared[0];
  if (first) {
    const level = rows.filter((row) => row.place === first.place).map((row) => nameOf(row.teamId));
    return {
      ok: false,
      problem: `${level.join(' and ')} share ${ordinal(first.place)} place: decide it (FIBA draws lots) before the finals are drawn.`,
    };
  }
  const team = (place: number): FinalsSide => ({ place, teamId: rows[place - 1]?.teamId ?? '' });
  const firstStage: FinalsStage = size === 8 ? 'quarter-final' : 'semi-final';
  const prefix = size === 8 ? 'QF' : 'SF';
  const matches: FinalsMatch[] = FIRST_ROUND[size].map(([home, away], index) => ({
    id: `${prefix}${String(index + 1)}`,
    stage: firstStage,
    home: team(home),
    away: team(away),
  }));
  if (size === 8)
    matches.push(
      { id: 'SF1', stage: 'semi-final', home: { winnerOf: 'QF1' }, away: { winnerOf: 'QF2' } },
      { id: 'SF2', stage: 'semi-final', home: { winnerOf: 'QF3' }, away: { winnerOf: 'QF4' } },
    );
  matches.push({ id: 'GF', stage: 'grand final', home: { winnerOf: 'SF1' }, away: { winnerOf: 'SF2' } });
  return { ok: true, matches };
}

/** A final as stored: its place in the draw, its two teams, and its winner once decided. */
export interface FinalsFixture {
  matchId: string;
  homeTeamId: string;
  awayTeamId: string;
  winnerTeamId: string | null;
}

/** A match of the bracket: its teams as far as known (a winner still to be decided is null), and its fixture once drawn. */
export interface BracketMatch {
  match: FinalsMatch;
  homeTeamId: string | null;
  awayTeamId: string | null;
  fixture: FinalsFixture | null;
}

/**
 * The bracket as it stands: every match of the draw with the teams its earlier matches' results have decided. Of a
 * later match's two winners, the one placed higher on the ladder is at home (`placeOf`: the ladder place).
 */
export function finalsBracket(
  matches: readonly FinalsMatch[],
  fixtures: readonly FinalsFixture[],
  placeOf: (teamId: string) => number,
): BracketMatch[] {
  const byMatch = new Map(fixtures.map((fixture) => [fixture.matchId, fixture]));
  const side = (value: FinalsSide): string | null =>
    'teamId' in value ? value.teamId : (byMatch.get(value.winnerOf)?.winnerTeamId ?? null);
  return matches.map((match) => {
    const fixture = byMatch.get(match.id) ?? null;
    if (fixture) return { match, homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId, fixture };
    const [first, second] = [side(match.home), side(match.away)];
    if (first === null || second === null) return { match, homeTeamId: first, awayTeamId: second, fixture: null };
    const [home, away] = placeOf(second) < placeOf(first) ? [second, first] : [first, second];
    return { match, homeTeamId: home, awayTeamId: away, fixture: null };
  });
}
