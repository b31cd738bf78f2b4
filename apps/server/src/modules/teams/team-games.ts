import { randomUUID } from 'node:crypto';
import { opponentOf, sideOfTeam, type BoxScore, type GameDetails, type GameSetup, type RosterTeam } from '@courtside/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { teamGames, teamPlayers, teams } from '../../db/schema.js';

export interface AddedPlayer {
  /** The player's roster id. */
  id: string;
  number: string;
  name: string;
  /** The player's id in the game's setup, when it is not the roster id (a re-delivery finds them by it). */
  gamePlayerId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A team and its active roster, as the analyst's setup starts from it; null when the team is gone. */
export async function rosterTeam(executor: Executor, teamId: string): Promise<RosterTeam | null> {
  const [team] = await executor.select().from(teams).where(eq(teams.id, teamId));
  if (!team) return null;
  const players = await executor
    .select({ id: teamPlayers.id, number: teamPlayers.number, name: teamPlayers.name })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), isNull(teamPlayers.archivedAt)))
    .orderBy(asc(sql`length(${teamPlayers.number})`), asc(teamPlayers.number));
  return { id: team.id, name: team.name, color: team.color, players };
}

/**
 * At delivery, in the approval's transaction: a game uploaded for a customer's team joins that team's season.
 * Every player of the team's side who is not on the roster (the analyst added them from the footage; the setup's
 * save checked they fit a roster, see teamSheetProblem) is added to it, archived when an active player already wears the number, so the roster never holds a number twice;
 * then the game's box score is stored with the team's players under their roster ids (and the opponent's totals). A re-delivery replaces
 * the row and finds the players added the first time. Answers the players added, for the customer's notice.
 */
export async function recordTeamGame(
  tx: Executor,
  game: { id: string; teamId: string | null; details: GameDetails | null; setup: GameSetup | null; createdAt: Date },
  box: BoxScore,
): Promise<{ teamName: string; added: AddedPlayer[] } | null> {
  const { teamId, setup } = game;
  if (!teamId || !setup) return null;
  const side = sideOfTeam(setup, teamId);
  if (!side) return null;
  // Serialises roster changes of this team with the customer's own edits (teams.service locks the row too).
  const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) return null;

  const roster = await tx.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId));
  const rosterIds = new Set(roster.map((player) => player.id));
  const activeByNumber = new Map<string, { id: string; name: string }>(
    roster.filter((player) => player.archivedAt === null).map((player) => [player.number, player]),
  );
  const [previous] = await tx.select({ added: teamGames.addedPlayers }).from(teamGames).where(eq(teamGames.gameId, game.id));
  const addedBefore = new Map(
    (previous?.added ?? []).map((player): [string, AddedPlayer] => [player.gamePlayerId ?? player.id, player]),
  );

  // A setup id becomes the new roster player's id when it is a UUID no roster row has (of any team).
  const candidates = setup[side].players.map((player) => player.id).filter((id) => UUID.test(id) && !rosterIds.has(id));
  const taken = new Set(
    candidates.length === 0
      ? []
      : (await tx.select({ id: teamPlayers.id }).from(teamPlayers).where(inArray(teamPlayers.id, candidates))).map(
          (row) => row.id,
        ),
  );

  const rosterIdOf = new Map<string, string>();
  const added: AddedPlayer[] = [];
  for (const player of setup[side].players) {
    const earlier = addedBefore.get(player.id);
    if (rosterIds.has(player.id)) {
      rosterIdOf.set(player.id, player.id);
      if (earlier) added.push(earlier);
      continue;
    }
    if (earlier && rosterIds.has(earlier.id)) {
      rosterIdOf.set(player.id, earlier.id);
      added.push(earlier);
      continue;
    }
    // The roster's own player, typed afresh (beyond the 30 the setup was suggested with, say): the same player.
    const wearer = activeByNumber.get(player.number);
    if (wearer && wearer.name.trim().toLowerCase() === player.name.trim().toLowerCase()) {
      rosterIdOf.set(player.id, wearer.id);
      continue;
    }
    const id = UUID.test(player.id) && !taken.has(player.id) ? player.id : randomUUID();
    const numberWorn = wearer !== undefined;
    await tx.insert(teamPlayers).values({
      id,
      teamId,
      number: player.number,
      name: player.name,
      archivedAt: numberWorn ? new Date() : null,
    });
    if (!numberWorn) activeByNumber.set(player.number, { id, name: player.name });
    rosterIds.add(id);
    rosterIdOf.set(player.id, id);
    added.push({ id, number: player.number, name: player.name, ...(id === player.id ? {} : { gamePlayerId: player.id }) });
  }

  // The season reads the team's lines and the opponent's totals: the opponent's players are left out.
  const own = {
    ...box[side],
    players: box[side].players.map((line) => ({ ...line, playerId: rosterIdOf.get(line.playerId) ?? line.playerId })),
  };
  const other = { ...box[opponentOf(side)], players: [] };
  const stored: BoxScore = side === 'home' ? { home: own, away: other } : { home: other, away: own };
  const row = {
    teamId,
    side,
    playedOn: game.details?.playedOn ?? game.createdAt.toISOString().slice(0, 10),
    opponent: setup[opponentOf(side)].name,
    periodSeconds: setup.periodSeconds,
    box: stored,
    addedPlayers: added,
    deliveredAt: new Date(),
  };
  await tx
    .insert(teamGames)
    .values({ gameId: game.id, ...row })
    .onConflictDoUpdate({ target: teamGames.gameId, set: row });
  return { teamName: team.name, added };
}
