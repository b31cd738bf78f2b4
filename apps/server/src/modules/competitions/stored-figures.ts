import { qualificationOf, rankLeaders, STAT_KEYS, type Ladder, type LeaderBoard, type LeaderSeason } from '@courtside/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { competitionPlayerSeasons, competitionTeams, competitions, fixturePlayerLines, fixtures } from '../../db/schema.js';
import { competitionLadder, type ResultRow } from './competition-figures.js';

// A competition's standings and leaders from its stored rows (issue 40): the results alone for the ladder (never a
// box), and the players' seasons stored beside their lines for the leaders, so neither reads a box or a play.

type CompetitionRow = typeof competitions.$inferSelect;

const resultColumns = {
  id: fixtures.id,
  stage: fixtures.stage,
  status: fixtures.status,
  homeTeamId: fixtures.homeTeamId,
  awayTeamId: fixtures.awayTeamId,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
  forfeitedBy: fixtures.forfeitedBy,
  date: fixtures.date,
  time: fixtures.time,
};

export async function teamIdsOf(executor: Executor, competitionId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(eq(competitionTeams.competitionId, competitionId))
    .orderBy(asc(competitionTeams.name));
  return rows.map((row) => row.id);
}

export const resultsOf = (executor: Executor, competitionId: string): Promise<ResultRow[]> =>
  executor.select(resultColumns).from(fixtures).where(eq(fixtures.competitionId, competitionId));

export async function storedStandings(executor: Executor, competition: CompetitionRow): Promise<Ladder> {
  const [teamIds, results] = await Promise.all([teamIdsOf(executor, competition.id), resultsOf(executor, competition.id)]);
  return competitionLadder(competition, teamIds, results);
}

const SUMS = [...STAT_KEYS, 'eff'] as const;

/**
 * Rewrites the seasons of `playerIds` (null: every player of the competition) from their stored lines of the regular
 * season's decided games, in the caller's transaction; a player left with no such game has no season.
 */
export async function refreshSeasons(tx: Executor, competitionId: string, playerIds: readonly string[] | null): Promise<void> {
  if (playerIds !== null && playerIds.length === 0) return;
  const list =
    playerIds === null
      ? null
      : sql.join(
          playerIds.map((id) => sql`${id}`),
          sql`, `,
        );
  const players = list === null ? sql`true` : sql`player_id in (${list})`;
  await tx.execute(sql`delete from competition_player_seasons where competition_id = ${competitionId} and ${players}`);
  const columns = sql.raw(SUMS.join(', '));
  const sums = sql.raw(SUMS.map((key) => `sum(l.${key})::int`).join(', '));
  await tx.execute(sql`
    insert into competition_player_seasons (competition_id, team_id, player_id, games, fixture_ids, ${columns})
    select l.competition_id, l.team_id, l.player_id, count(*)::int, array_agg(l.fixture_id order by f.date, f.time, f.id), ${sums}
      from fixture_player_lines l join fixtures f on f.id = l.fixture_id
     where l.competition_id = ${competitionId} and ${list === null ? sql`true` : sql`l.player_id in (${list})`}
       and f.stage = 'regular' and f.status in ('played', 'forfeit')
     group by l.competition_id, l.team_id, l.player_id`);
}

/** The players with a stored line in `fixtureId`: whose seasons a change of that fixture changes. */
export async function playersOf(tx: Executor, fixtureId: string): Promise<string[]> {
  const rows = await tx
    .select({ playerId: fixturePlayerLines.playerId })
    .from(fixturePlayerLines)
    .where(eq(fixturePlayerLines.fixtureId, fixtureId));
  return rows.map((row) => row.playerId);
}

const seasonTotals = Object.fromEntries(SUMS.map((key) => [key, competitionPlayerSeasons[key]])) as Record<
  (typeof SUMS)[number],
  (typeof competitionPlayerSeasons)['pts']
>;

/**
 * The leaders, from the players' stored seasons; the games behind a leader (what they open to) are read for the
 * leaders shown alone (an array of game ids for each of 360 players is most of the time otherwise).
 */
export async function storedLeaders(executor: Executor, competition: CompetitionRow, limit = 10): Promise<LeaderBoard[]> {
  const [played, rows] = await Promise.all([
    // Each team's games with a delivered box (what a player's games can be counted against), by the database.
    executor.execute<{ team: string; games: number }>(sql`
      select team, count(*)::int as games
        from (select home_team_id as team from fixtures
               where competition_id = ${competition.id} and stage = 'regular' and status in ('played', 'forfeit') and box is not null
              union all
              select away_team_id from fixtures
               where competition_id = ${competition.id} and stage = 'regular' and status in ('played', 'forfeit') and box is not null) decided
       group by team`),
    executor
      .select({
        playerId: competitionPlayerSeasons.playerId,
        teamId: competitionPlayerSeasons.teamId,
        games: competitionPlayerSeasons.games,
        ...seasonTotals,
      })
      .from(competitionPlayerSeasons)
      .where(eq(competitionPlayerSeasons.competitionId, competition.id)),
  ]);
  const seasons = rows.map(({ playerId, teamId, games, ...totals }): LeaderSeason => ({
    playerId,
    teamId,
    games,
    fixtureIds: [],
    totals,
  }));
  const teamGames = Object.fromEntries(played.rows.map((row) => [row.team, row.games]));
  const boards = rankLeaders(seasons, teamGames, qualificationOf(competition.qualificationPercent), limit);
  // The games behind the leaders shown (what a leader opens to), for those players alone: 360 arrays of game ids
  // would cost more to read than everything else.
  const shown = [...new Set(boards.flatMap((board) => board.leaders.map((leader) => leader.playerId)))];
  if (shown.length === 0) return boards;
  const behind = await executor
    .select({
      playerId: competitionPlayerSeasons.playerId,
      teamId: competitionPlayerSeasons.teamId,
      fixtureIds: competitionPlayerSeasons.fixtureIds,
    })
    .from(competitionPlayerSeasons)
    .where(and(eq(competitionPlayerSeasons.competitionId, competition.id), inArray(competitionPlayerSeasons.playerId, shown)));
  const games = new Map(behind.map((row) => [`${row.teamId} ${row.playerId}`, row.fixtureIds]));
  return boards.map((board) => ({
    ...board,
    leaders: board.leaders.map((leader) => ({ ...leader, fixtureIds: games.get(`${leader.teamId} ${leader.playerId}`) ?? [] })),
  }));
}

/** Every player's stored season, whole (the bench ranks these alone). */
export async function seasonsOf(executor: Executor, competitionId: string): Promise<LeaderSeason[]> {
  const rows = await executor
    .select()
    .from(competitionPlayerSeasons)
    .where(eq(competitionPlayerSeasons.competitionId, competitionId));
  return rows.map(({ competitionId: _competition, playerId, teamId, games, fixtureIds, ...totals }) => ({
    playerId,
    teamId,
    games,
    fixtureIds,
    totals,
  }));
}

export async function competitionById(executor: Executor, id: string): Promise<CompetitionRow | undefined> {
  const [row] = await executor.select().from(competitions).where(eq(competitions.id, id));
  return row;
}
