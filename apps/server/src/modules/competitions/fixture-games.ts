import { DEFAULT_PERIODS, type BoxScore, type GameSetup, type Side, type TeamBox } from '@courtside/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  boxScores,
  competitionPlayers,
  competitionTeams,
  competitions,
  fixturePlayerLines,
  fixtures,
  games,
  type FixtureBox,
} from '../../db/schema.js';
import { fixtureLines } from './competition-figures.js';
import { playersOf, refreshSeasons } from './stored-figures.js';
import { recordAudit } from '../audit/audit.js';

// A game delivered for a fixture (issue 40): its setup starts from the two teams' competition rosters, and at
// delivery its score and box come to the fixture. The fixture's home team is the setup's home side. A result the
// league entered stands: a game whose score differs flags the fixture for the league, never overwrites it.

/** The setup the analyst starts from for a game named for a fixture: both rosters, the fixture's day, time and venue. */
export async function fixtureSetup(executor: Executor, gameId: string): Promise<GameSetup | null> {
  const [row] = await executor
    .select({ fixture: fixtures, competition: competitions.name, season: competitions.seasonLabel, gameTeamId: games.teamId })
    .from(fixtures)
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(games, eq(games.id, fixtures.gameId))
    .where(eq(fixtures.gameId, gameId));
  if (!row) return null;
  const { fixture } = row;
  const teamRows = await executor
    .select()
    .from(competitionTeams)
    .where(inArray(competitionTeams.id, [fixture.homeTeamId, fixture.awayTeamId]));
  const players = await executor
    .select()
    .from(competitionPlayers)
    .where(inArray(competitionPlayers.competitionTeamId, [fixture.homeTeamId, fixture.awayTeamId]));
  const sheet = (teamId: string) => {
    const team = teamRows.find((candidate) => candidate.id === teamId);
    const claimed = team?.claimedTeamId && team.claimedTeamId === row.gameTeamId ? { teamId: team.claimedTeamId } : {};
    return {
      ...claimed,
      name: team?.name ?? '',
      ...(team ? { color: team.color } : {}),
      players: players
        .filter((player) => player.competitionTeamId === teamId)
        .sort((a, b) => a.number.length - b.number.length || a.number.localeCompare(b.number))
        .slice(0, 30)
        .map((player) => ({ id: player.id, number: player.number, name: player.name })),
    };
  };
  return {
    home: sheet(fixture.homeTeamId),
    away: sheet(fixture.awayTeamId),
    ...DEFAULT_PERIODS,
    details: {
      competition: `${row.competition} ${row.season}`.slice(0, 100),
      date: fixture.date,
      startTime: fixture.time,
      ...(fixture.venue ? { venue: fixture.venue.slice(0, 100) } : {}),
    },
  };
}

/**
 * The fixture's side of a game's box under the competition's player ids: a setup player is the roster's when the id
 * is one of the team's roster ids, or when the roster has their number and name; anyone else keeps the game's id.
 */
function rosterSide(
  team: TeamBox,
  sheet: GameSetup['home'],
  roster: readonly { id: string; number: string; name: string }[],
  teamId: string,
): { box: TeamBox; players: FixtureBox['players'] } {
  const byId = new Set(roster.map((player) => player.id));
  const idOf = new Map<string, string>();
  const players: FixtureBox['players'] = [];
  for (const player of sheet.players) {
    const same = byId.has(player.id)
      ? player.id
      : roster.find(
          (candidate) =>
            candidate.number === player.number && candidate.name.trim().toLowerCase() === player.name.trim().toLowerCase(),
        )?.id;
    const id = same ?? player.id;
    idOf.set(player.id, id);
    players.push({ id, teamId, number: player.number, name: player.name });
  }
  return {
    box: { ...team, players: team.players.map((line) => ({ ...line, playerId: idOf.get(line.playerId) ?? line.playerId })) },
    players,
  };
}

/**
 * In the approval's transaction (and when a delivered game is named for a fixture): the delivered box score comes to
 * the fixture the game is named for. With no result yet, its score is the result; with the league's result, a
 * different score flags the fixture. Audited either way.
 */
export async function applyGameResult(tx: Executor, gameId: string): Promise<void> {
  const [row] = await tx
    .select({ fixture: fixtures, setup: games.setup, report: boxScores.report })
    .from(fixtures)
    .innerJoin(games, eq(games.id, fixtures.gameId))
    .innerJoin(boxScores, eq(boxScores.gameId, games.id))
    .where(eq(fixtures.gameId, gameId))
    .for('update', { of: fixtures });
  if (!row?.setup) return;
  const { fixture, setup } = row;
  const box: BoxScore = row.report.boxScore;
  const roster = await tx
    .select()
    .from(competitionPlayers)
    .where(inArray(competitionPlayers.competitionTeamId, [fixture.homeTeamId, fixture.awayTeamId]));
  const side = (which: Side, teamId: string) =>
    rosterSide(
      box[which],
      setup[which],
      roster.filter((player) => player.competitionTeamId === teamId),
      teamId,
    );
  const home = side('home', fixture.homeTeamId);
  const away = side('away', fixture.awayTeamId);
  const gameHomeScore = box.home.totals.pts;
  const gameAwayScore = box.away.totals.pts;
  const leagueResult = fixture.resultSource === 'league';
  const takesScore = !leagueResult && fixture.status !== 'cancelled';
  // A level box (a game tagged short of its end) or a game on a cancelled fixture is the league's to look at.
  const disagreement = leagueResult
    ? fixture.homeScore !== gameHomeScore || fixture.awayScore !== gameAwayScore
    : fixture.status === 'cancelled' || gameHomeScore === gameAwayScore;
  await tx
    .update(fixtures)
    .set({
      gameHomeScore,
      gameAwayScore,
      box: { box: { home: home.box, away: away.box }, players: [...home.players, ...away.players] },
      disagreement,
      ...(takesScore && gameHomeScore !== gameAwayScore
        ? {
            status: 'played' as const,
            homeScore: gameHomeScore,
            awayScore: gameAwayScore,
            forfeitedBy: null,
            resultSource: 'game' as const,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(fixtures.id, fixture.id));
  // The leaders' stored lines are the box's: replaced with it.
  const before = await playersOf(tx, fixture.id);
  await tx.delete(fixturePlayerLines).where(eq(fixturePlayerLines.fixtureId, fixture.id));
  const lines = fixtureLines(fixture, { home: home.box, away: away.box });
  if (lines.length) await tx.insert(fixturePlayerLines).values(lines);
  await refreshSeasons(tx, fixture.competitionId, [...new Set([...before, ...lines.map((line) => line.playerId)])]);
  await recordAudit(tx, {
    actor: null,
    action: 'fixture.result_from_game',
    targetType: 'fixture',
    targetId: fixture.id,
    details: {
      gameId,
      before: {
        status: fixture.status,
        homeScore: fixture.homeScore,
        awayScore: fixture.awayScore,
        source: fixture.resultSource,
      },
      game: { homeScore: gameHomeScore, awayScore: gameAwayScore },
      disagreement,
    },
  });
}
