import {
  ladder,
  leaderBoards,
  playedIn,
  qualificationOf,
  type Ladder,
  type LeaderBoard,
  type LeaderLine,
  type LadderResult,
} from '@courtside/domain';
import type { competitions, fixtures } from '../../db/schema.js';

/**
 * A competition's ladder and leaders from its stored rows: the results and the boxes kept on the fixtures at
 * delivery, never the plays. Pure: the service and the public pages read the rows, this hands them to the domain.
 */

type CompetitionRow = typeof competitions.$inferSelect;
type FixtureRow = typeof fixtures.$inferSelect;

/** The ladder counts the regular season's decided games; finals are fixtures of their own, not counted. */
export const countsInLadder = (fixture: Pick<FixtureRow, 'stage' | 'status'>): boolean =>
  fixture.stage === 'regular' && (fixture.status === 'played' || fixture.status === 'forfeit');

export function ladderResults(rows: readonly FixtureRow[]): LadderResult[] {
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
  rows: readonly FixtureRow[],
): Ladder {
  return ladder(teamIds, ladderResults(rows), {
    method: competition.tieBreak,
    points: { win: competition.winPoints, loss: competition.lossPoints, forfeitLoss: competition.forfeitLossPoints },
  });
}

/** Every player's line of every delivered regular-season game (a player who never came on has no line). */
export function leaderLines(rows: readonly FixtureRow[]): LeaderLine[] {
  const lines: LeaderLine[] = [];
  for (const fixture of rows) {
    if (!fixture.box || !countsInLadder(fixture)) continue;
    for (const [side, teamId] of [
      ['home', fixture.homeTeamId],
      ['away', fixture.awayTeamId],
    ] as const)
      for (const line of fixture.box.box[side].players)
        if (playedIn(line)) lines.push({ playerId: line.playerId, teamId, fixtureId: fixture.id, line });
  }
  return lines;
}

/** Each team's games in the ladder (forfeits too): what the leaders' qualification scales by. */
export function teamGames(teamIds: readonly string[], rows: readonly FixtureRow[]): Record<string, number> {
  const games: Record<string, number> = Object.fromEntries(teamIds.map((id) => [id, 0]));
  for (const fixture of rows.filter(countsInLadder)) {
    games[fixture.homeTeamId] = (games[fixture.homeTeamId] ?? 0) + 1;
    games[fixture.awayTeamId] = (games[fixture.awayTeamId] ?? 0) + 1;
  }
  return games;
}

export function competitionLeaders(
  competition: Pick<CompetitionRow, 'qualificationPercent'>,
  teamIds: readonly string[],
  rows: readonly FixtureRow[],
  limit = 10,
): LeaderBoard[] {
  return leaderBoards(leaderLines(rows), teamGames(teamIds, rows), qualificationOf(competition.qualificationPercent), limit);
}

/** The players of the competition's delivered games, by id: the roster's, and those the boxes name beyond it. */
export function boxPlayers(
  rows: readonly FixtureRow[],
): Map<string, { id: string; teamId: string; number: string; name: string }> {
  const players = new Map<string, { id: string; teamId: string; number: string; name: string }>();
  for (const fixture of rows) for (const player of fixture.box?.players ?? []) players.set(player.id, player);
  return players;
}
