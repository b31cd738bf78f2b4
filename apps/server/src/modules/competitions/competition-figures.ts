import {
  effOf,
  finalsBracket,
  finalsDraw,
  ladder,
  playedIn,
  type BoxScore,
  type BracketMatch,
  type Ladder,
  type LadderResult,
} from '@courtside/domain';
import type { competitions, fixturePlayerLines, fixtures } from '../../db/schema.js';

/**
 * A competition's ladder and leaders from its stored rows: the results and the boxes kept on the fixtures at
 * delivery, never the plays. Pure: the service and the public pages read the rows, this hands them to the domain.
 */

type CompetitionRow = typeof competitions.$inferSelect;
type FixtureRow = typeof fixtures.$inferSelect;
/** What the ladder reads of a fixture: its teams, stage, status and result, never its box. */
export type ResultRow = Pick<
  FixtureRow,
  'id' | 'stage' | 'status' | 'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore' | 'forfeitedBy' | 'date' | 'time'
>;

/** The ladder counts the regular season's decided games; finals are fixtures of their own, not counted. */
export const countsInLadder = (fixture: Pick<ResultRow, 'stage' | 'status'>): boolean =>
  fixture.stage === 'regular' && (fixture.status === 'played' || fixture.status === 'forfeit');

export function ladderResults(rows: readonly ResultRow[]): LadderResult[] {
  return rows.filter(countsInLadder).map((fixture) => ({
    fixtureId: fixture.id,
    home: fixture.homeTeamId,
    away: fixture.awayTeamId,
    homeScore: fixture.homeScore ?? 0,
    awayScore: fixture.awayScore ?? 0,
    forfeitedBy: fixture.forfeitedBy,
    playedAt: `${fixture.date}T${fixture.time}`,
  }));
}

export function competitionLadder(
  competition: Pick<CompetitionRow, 'tieBreak' | 'winPoints' | 'lossPoints' | 'forfeitLossPoints'>,
  teamIds: readonly string[],
  rows: readonly ResultRow[],
): Ladder {
  return ladder(teamIds, ladderResults(rows), {
    method: competition.tieBreak,
    points: { win: competition.winPoints, loss: competition.lossPoints, forfeitLoss: competition.forfeitLossPoints },
  });
}

/** Each team's games in the ladder (forfeits too): what the leaders' qualification scales by. */
export function teamGames(teamIds: readonly string[], rows: readonly ResultRow[]): Record<string, number> {
  const games: Record<string, number> = Object.fromEntries(teamIds.map((id) => [id, 0]));
  for (const fixture of rows.filter(countsInLadder)) {
    games[fixture.homeTeamId] = (games[fixture.homeTeamId] ?? 0) + 1;
    games[fixture.awayTeamId] = (games[fixture.awayTeamId] ?? 0) + 1;
  }
  return games;
}

/** The players of the competition's delivered games, by id: the roster's, and those the boxes name beyond it. */
export function boxPlayers(
  rows: readonly FixtureRow[],
): Map<string, { id: string; teamId: string; number: string; name: string }> {
  const players = new Map<string, { id: string; teamId: string; number: string; name: string }>();
  for (const fixture of rows) for (const player of fixture.box?.players ?? []) players.set(player.id, player);
  return players;
}

/** The stored lines of a fixture's box: one for each player who came on, under the fixture's team ids. */
export function fixtureLines(
  fixture: Pick<FixtureRow, 'id' | 'competitionId' | 'homeTeamId' | 'awayTeamId'>,
  box: BoxScore,
): (typeof fixturePlayerLines.$inferInsert)[] {
  return (['home', 'away'] as const).flatMap((side) =>
    box[side].players.filter(playedIn).map((line) => ({
      fixtureId: fixture.id,
      competitionId: fixture.competitionId,
      teamId: side === 'home' ? fixture.homeTeamId : fixture.awayTeamId,
      playerId: line.playerId,
      pts: line.pts,
      fgm: line.fgm,
      fga: line.fga,
      fg3m: line.fg3m,
      fg3a: line.fg3a,
      ftm: line.ftm,
      fta: line.fta,
      oreb: line.oreb,
      dreb: line.dreb,
      reb: line.reb,
      ast: line.ast,
      stl: line.stl,
      blk: line.blk,
      tov: line.tov,
      pf: line.pf,
      eff: effOf(line),
    })),
  );
}

/**
 * The finals bracket of a competition whose finals are drawn: the draw from the regular season's ladder (which no
 * final changes), with the teams and fixtures its results have decided so far. Null before the finals are drawn.
 */
export function competitionBracket(
  finalsSize: number | null,
  standing: Ladder,
  rows: readonly (ResultRow & Pick<FixtureRow, 'finalsMatch'>)[],
): BracketMatch[] | null {
  if (finalsSize !== 4 && finalsSize !== 8) return null;
  const draw = finalsDraw(standing.rows, finalsSize, (teamId) => teamId);
  if (!draw.ok) return null;
  const places = new Map(standing.rows.map((row) => [row.teamId, row.place]));
  const finals = rows.flatMap((fixture) =>
    fixture.finalsMatch
      ? [
          {
            matchId: fixture.finalsMatch,
            homeTeamId: fixture.homeTeamId,
            awayTeamId: fixture.awayTeamId,
            winnerTeamId:
              fixture.homeScore === null || fixture.awayScore === null || fixture.homeScore === fixture.awayScore
                ? null
                : fixture.homeScore > fixture.awayScore
                  ? fixture.homeTeamId
                  : fixture.awayTeamId,
          },
        ]
      : [],
  );
  return finalsBracket(draw.matches, finals, (teamId) => places.get(teamId) ?? Number.MAX_SAFE_INTEGER);
}
