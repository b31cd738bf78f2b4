import { DEFAULT_PERIODS, MAX_SCORE, type BoxScore, type GameSetup, type Side, type TeamBox } from '@courtside/domain';
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

type RosterRow = { id: string; competitionTeamId: string; number: string; name: string };
type TeamRow = { id: string; name: string; claimedTeamId: string | null };

/**
 * Which way round a game's setup is against its fixture: `same` when its home side is the fixture's home team,
 * `swapped` when it is the away team, null when nothing tells. Asked in turn: a side that is a claiming club's own team
 * (the setup's `teamId`), the sides' players on the two competition rosters, the sides' names.
 */
export function orientation(
  setup: Pick<GameSetup, 'home' | 'away'>,
  fixture: { homeTeamId: string; awayTeamId: string },
  teams: readonly TeamRow[],
  roster: readonly RosterRow[],
): 'same' | 'swapped' | null {
  const home = teams.find((team) => team.id === fixture.homeTeamId);
  const away = teams.find((team) => team.id === fixture.awayTeamId);
  const claimed = (sheet: GameSetup['home'], team: TeamRow | undefined) =>
    sheet.teamId !== undefined && team?.claimedTeamId === sheet.teamId;
  if (claimed(setup.home, home) || claimed(setup.away, away)) return 'same';
  if (claimed(setup.home, away) || claimed(setup.away, home)) return 'swapped';
  const on = (sheet: GameSetup['home'], teamId: string) =>
    sheet.players.filter((player) => roster.some((entry) => entry.id === player.id && entry.competitionTeamId === teamId)).length;
  const same = on(setup.home, fixture.homeTeamId) + on(setup.away, fixture.awayTeamId);
  const swapped = on(setup.home, fixture.awayTeamId) + on(setup.away, fixture.homeTeamId);
  if (same !== swapped) return same > swapped ? 'same' : 'swapped';
  const named = (sheet: GameSetup['home'], team: TeamRow | undefined) =>
    team !== undefined && sheet.name.trim().toLowerCase() === team.name.trim().toLowerCase();
  if (named(setup.home, home) || named(setup.away, away)) return 'same';
  if (named(setup.home, away) || named(setup.away, home)) return 'swapped';
  return null;
}

/**
 * In the approval's transaction (and when a delivered game is named for a fixture): the delivered box score comes to
 * the fixture the game is named for, its sides matched to the fixture's teams (a game set up the other way round is
 * turned). With no result yet, its score is the result; with the league's result, or once the finals are drawn
 * from a regular-season result (settled, as the league's own changes are), a different score flags the fixture; a game whose sides nothing tells, a level box, a score past 250 or a cancelled fixture is kept and flagged,
 * its score not taken. Audited either way. The competition is locked first, as every league change locks it, so two
 * deliveries at once rewrite their players' seasons one after the other.
 */
export async function applyGameResult(tx: Executor, gameId: string): Promise<void> {
  const [named] = await tx.select({ competitionId: fixtures.competitionId }).from(fixtures).where(eq(fixtures.gameId, gameId));
  if (!named) return;
  const [competition] = await tx
    .select({ finalsSize: competitions.finalsSize })
    .from(competitions)
    .where(eq(competitions.id, named.competitionId))
    .for('update');
  const [row] = await tx
    .select({ fixture: fixtures, setup: games.setup, report: boxScores.report })
    .from(fixtures)
    .innerJoin(games, eq(games.id, fixtures.gameId))
    .innerJoin(boxScores, eq(boxScores.gameId, games.id))
    .where(eq(fixtures.gameId, gameId))
    .for('update', { of: fixtures });
  if (!row?.setup) return;
  const { fixture } = row;
  const roster = await tx
    .select()
    .from(competitionPlayers)
    .where(inArray(competitionPlayers.competitionTeamId, [fixture.homeTeamId, fixture.awayTeamId]));
  const teamRows = await tx
    .select({ id: competitionTeams.id, name: competitionTeams.name, claimedTeamId: competitionTeams.claimedTeamId })
    .from(competitionTeams)
    .where(inArray(competitionTeams.id, [fixture.homeTeamId, fixture.awayTeamId]));
  const way = orientation(row.setup, fixture, teamRows, roster);
  const turned = way === 'swapped';
  const setup = turned ? { ...row.setup, home: row.setup.away, away: row.setup.home } : row.setup;
  const box: BoxScore = turned ? { home: row.report.boxScore.away, away: row.report.boxScore.home } : row.report.boxScore;
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
  // Once the finals are drawn from the ladder, a regular-season result is settled (as the league's own changes are
  // refused, seasonSettled): a game re-delivered then brings its box, and a score unlike the result flags the fixture.
  const settled = competition?.finalsSize != null && fixture.stage === 'regular';
  const keepsResult = fixture.resultSource === 'league' || settled;
  const sound = way !== null && gameHomeScore !== gameAwayScore && Math.max(gameHomeScore, gameAwayScore) <= MAX_SCORE;
  const takesScore = !keepsResult && fixture.status !== 'cancelled' && sound;
  const disagreement = keepsResult
    ? !sound || fixture.homeScore !== gameHomeScore || fixture.awayScore !== gameAwayScore
    : !takesScore;
  await tx
    .update(fixtures)
    .set({
      gameHomeScore,
      gameAwayScore,
      box: { box: { home: home.box, away: away.box }, players: [...home.players, ...away.players] },
      disagreement,
      ...(takesScore
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
      game: { homeScore: gameHomeScore, awayScore: gameAwayScore, sides: way },
      disagreement,
    },
  });
}
