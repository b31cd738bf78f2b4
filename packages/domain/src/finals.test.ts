import { describe, expect, it } from 'vitest';
import { finalsBracket, finalsDraw, type FinalsSide } from './finals.js';
import { ladder, type LadderResult } from './standings.js';

const TEAMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
/** A round robin in which the earlier letter always wins: A first, I last, no place shared. */
const results: LadderResult[] = TEAMS.flatMap((home, i) =>
  TEAMS.slice(i + 1).map((away, j) => ({
    fixtureId: `${home}${away}`,
    home,
    away,
    homeScore: 80,
    awayScore: 70,
    playedAt: `2027-03-${String(1 + ((i + j) % 28)).padStart(2, '0')}T10:00:00Z`,
  })),
);
const rows = ladder(TEAMS, results, { method: 'fiba' }).rows;
const side = (entry: FinalsSide) => ('winnerOf' in entry ? `W ${entry.winnerOf}` : `${String(entry.place)} ${entry.teamId}`);
const names = (draw: ReturnType<typeof finalsDraw>) =>
  draw.ok ? draw.matches.map((match) => `${match.id}: ${side(match.home)} v ${side(match.away)}`) : [draw.problem];

describe('the finals', () => {
  it('draws the top four: 1 v 4 and 2 v 3, then the grand final', () => {
    expect(names(finalsDraw(rows, 4, (team) => team))).toEqual(['SF1: 1 A v 4 D', 'SF2: 2 B v 3 C', 'GF: W SF1 v W SF2']);
  });

  it('draws the top eight so that first and second meet only in the grand final', () => {
    const draw = finalsDraw(rows, 8, (team) => team);
    expect(names(draw)).toEqual([
      'QF1: 1 A v 8 H',
      'QF2: 4 D v 5 E',
      'QF3: 2 B v 7 G',
      'QF4: 3 C v 6 F',
      'SF1: W QF1 v W QF2',
      'SF2: W QF3 v W QF4',
      'GF: W SF1 v W SF2',
    ]);
    expect(draw.ok && draw.matches.map((match) => match.stage)).toEqual([
      'quarter-final',
      'quarter-final',
      'quarter-final',
      'quarter-final',
      'semi-final',
      'semi-final',
      'grand final',
    ]);
  });

  it('does not guess a shared place, and needs enough teams', () => {
    // Half a round: A beat B, C beat D by the same score; E and F have not played. A and C share 1st.
    const half = ladder(
      ['A', 'B', 'C', 'D', 'E', 'F'],
      [
        { fixtureId: 'AB', home: 'A', away: 'B', homeScore: 80, awayScore: 70, playedAt: '2027-03-01T10:00:00Z' },
        { fixtureId: 'CD', home: 'C', away: 'D', homeScore: 80, awayScore: 70, playedAt: '2027-03-01T12:00:00Z' },
      ],
      { method: 'fiba' },
    ).rows;
    expect(names(finalsDraw(half, 4, (team) => `Team ${team}`))).toEqual([
      'Team A and Team C share 1st place: decide it (FIBA draws lots) before the finals are drawn.',
    ]);
    expect(names(finalsDraw(half, 8, (team) => team))).toEqual(['Finals of 8 need 8 teams; the competition has 6.']);
  });
});

describe('the bracket as results come in', () => {
  const placeOf = (teamId: string) => rows.find((row) => row.teamId === teamId)?.place ?? 99;
  const draw = finalsDraw(rows, 4, (id) => id);
  if (!draw.ok) throw new Error(draw.problem);

  it('knows the grand final only once both semi-finals are decided, the higher place at home', () => {
    const semis = finalsBracket(draw.matches, [], placeOf);
    expect(semis.map((match) => [match.match.id, match.homeTeamId, match.awayTeamId])).toEqual([
      ['SF1', 'A', 'D'],
      ['SF2', 'B', 'C'],
      ['GF', null, null],
    ]);
    // D beat A, B beat C: B (2nd) is at home to D (4th) in the grand final.
    const decided = finalsBracket(
      draw.matches,
      [
        { matchId: 'SF1', homeTeamId: 'A', awayTeamId: 'D', winnerTeamId: 'D' },
        { matchId: 'SF2', homeTeamId: 'B', awayTeamId: 'C', winnerTeamId: 'B' },
      ],
      placeOf,
    );
    expect(decided.at(-1)).toMatchObject({ homeTeamId: 'B', awayTeamId: 'D', fixture: null });
    // One semi-final decided, the other not yet: the grand final has one team.
    const half = finalsBracket(draw.matches, [{ matchId: 'SF1', homeTeamId: 'A', awayTeamId: 'D', winnerTeamId: 'A' }], placeOf);
    expect(half.at(-1)).toMatchObject({ homeTeamId: 'A', awayTeamId: null });
  });
});
