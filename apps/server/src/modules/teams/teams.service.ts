import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  TEAM_LIMITS,
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_MESSAGES,
  numberTakenMessage,
  parseRosterCsv,
  type RosterPlayerInput,
  type TeamInput,
  type TeamLogoType,
} from '@courtside/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { teamPlayers, teams } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../storage/storage.js';
import { logoTypeOf, logoUrlOf, newLogoKey } from './teams-logo.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { requireCan, seesTeam, teamsLimit, type Viewer } from '../../lib/viewer.js';

type TeamRow = typeof teams.$inferSelect;
type PlayerRow = typeof teamPlayers.$inferSelect;

export interface Team {
  id: string;
  name: string;
  shortName: string;
  color: string;
  secondaryColor: string | null;
  seasonLabel: string | null;
  /** Whether its player members read its delivered games (off: their own page only). */
  playersSeeGames: boolean;
  /** Where the owner reads the team's logo (a new address for each logo), or null when it has none. */
  logoUrl: string | null;
  createdAt: Date;
}

export interface TeamLogo {
  type: TeamLogoType;
  size: number;
  body: Readable;
}

export interface RosterPlayer {
  id: string;
  number: string;
  name: string;
  position: string | null;
  archived: boolean;
}

export interface TeamWithRoster extends Team {
  players: RosterPlayer[];
}

const teamNotFound = () => new AppError(404, 'not_found', 'Team not found');
const noLogo = () => new AppError(404, 'not_found', 'This team has no logo');
const playerNotFound = () => new AppError(404, 'not_found', 'Player not found');
const tooManyPlayers = () =>
  new AppError(409, 'roster_full', `A roster can hold at most ${String(TEAM_LIMITS.players)} players, archived ones included`);

const toTeam = (row: TeamRow): Team => ({
  id: row.id,
  name: row.name,
  shortName: row.shortName,
  color: row.color,
  secondaryColor: row.secondaryColor,
  seasonLabel: row.seasonLabel,
  playersSeeGames: row.playersSeeGames,
  logoUrl: logoUrlOf(row),
  createdAt: row.createdAt,
});

const toPlayer = (row: PlayerRow): RosterPlayer => ({
  id: row.id,
  number: row.number,
  name: row.name,
  position: row.position,
  archived: row.archivedAt !== null,
});

/** Whether an error is Postgres refusing a second active player with one number (the partial unique index). */
const isNumberTaken = isUniqueViolation;

/** Where a stored object that could not be deleted is noted, so it can be removed by hand. */
interface LeftoverLog {
  warn(details: object, message: string): void;
}

/** Stores `bytes` under `key` (storage takes whole files from disk, and removes the file it took). */
async function storeBytes(storage: Storage, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-logo-'));
  try {
    const file = path.join(directory, 'logo');
    await writeFile(file, bytes);
    await storage.putFile(key, file, contentType);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * A customer's teams and rosters. Every read and write is for the viewer's own teams: another customer's team
 * answers 404, as if it did not exist. Jersey numbers are unique among a team's active players; the database
 * holds the rule too, so two requests at once cannot both take a number.
 */
/** The teams a limited member may list (lib/viewer.ts, teamsLimit); undefined for all. */
function limitedTo(viewer: Viewer) {
  const limit = teamsLimit(viewer);
  if (limit === null) return undefined;
  return limit.length ? inArray(teams.id, limit) : sql`false`;
}

export function createTeams({ db, storage, log }: { db: Database; storage: Storage; log?: LeftoverLog }) {
  /** The viewer's team, locked for the rest of the transaction when `lock`. */
  async function ownTeam(executor: Executor, viewer: Viewer, teamId: string, lock = false): Promise<TeamRow> {
    const query = executor
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, viewer.organizationId)));
    const [row] = lock ? await query.for('update') : await query;
    // A member limited to some teams (a player: theirs) reaches only those (lib/viewer.ts).
    if (!row || !seesTeam(viewer, row.id)) throw teamNotFound();
    return row;
  }

  async function rosterOf(executor: Executor, teamId: string): Promise<PlayerRow[]> {
    return executor
      .select()
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId))
      .orderBy(asc(sql`${teamPlayers.archivedAt} is not null`), asc(sql`length(${teamPlayers.number})`), asc(teamPlayers.number));
  }

  /** Refuses a number worn by another active player of the team, naming who wears it. */
  async function checkNumberFree(executor: Executor, teamId: string, number: string, exceptId?: string) {
    const [holder] = await executor
      .select({ name: teamPlayers.name })
      .from(teamPlayers)
      .where(
        and(
          eq(teamPlayers.teamId, teamId),
          eq(teamPlayers.number, number),
          isNull(teamPlayers.archivedAt),
          ...(exceptId ? [ne(teamPlayers.id, exceptId)] : []),
        ),
      );
    if (holder)
      throw new AppError(409, 'number_taken', numberTakenMessage(number, holder.name), {
        fields: { number: numberTakenMessage(number, holder.name) },
      });
  }

  async function countPlayers(executor: Executor, teamId: string): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId));
    return row?.count ?? 0;
  }

  const numberRace = (number?: string) =>
    new AppError(
      409,
      'number_taken',
      `${number ? `Number ${number} was` : 'A number was'} just taken by another change. Check the roster and try again.`,
    );

  /** Deletes an object no row points at any more; a failure leaves it behind, noted, and fails nothing. */
  async function deleteLeftover(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.warn({ err: error, key }, 'a team logo no row points at could not be deleted from storage');
    }
  }

  /** Points the viewer's team at `key` (or at no logo), and answers the team and the key it pointed at before. */
  async function pointLogoAt(viewer: Viewer, teamId: string, logo: { key: string; type: TeamLogoType } | null) {
    return db.transaction(async (tx) => {
      // Locked, so of two uploads at once each deletes exactly the object the other replaced.
      const current = await ownTeam(tx, viewer, teamId, true);
      const [row] = await tx
        .update(teams)
        .set({ logoKey: logo?.key ?? null, logoType: logo?.type ?? null, updatedAt: new Date() })
        .where(eq(teams.id, teamId))
        .returning();
      if (!row) throw teamNotFound();
      return { team: toTeam(row), previousKey: current.logoKey };
    });
  }

  return {
    async list(viewer: Viewer): Promise<Team[]> {
      const rows = await db
        .select()
        .from(teams)
        .where(and(eq(teams.organizationId, viewer.organizationId), limitedTo(viewer)))
        .orderBy(desc(teams.createdAt));
      return rows.map(toTeam);
    },

    async get(viewer: Viewer, teamId: string): Promise<TeamWithRoster> {
      const team = await ownTeam(db, viewer, teamId);
      return { ...toTeam(team), players: (await rosterOf(db, teamId)).map(toPlayer) };
    },

    /**
     * A new team, unless the account has TEAM_LIMITS.teams already (checked before the insert: teams made at the same
     * moment may pass it together, by as many as there are at once).
     */
    async create(viewer: Viewer, input: TeamInput): Promise<Team> {
      requireCan(viewer, 'manage');
      const [owned] = await db.select({ teams: count() }).from(teams).where(eq(teams.organizationId, viewer.organizationId));
      if ((owned?.teams ?? 0) >= TEAM_LIMITS.teams)
        throw new AppError(409, 'too_many_teams', `An account can have at most ${String(TEAM_LIMITS.teams)} teams`);
      const [row] = await db
        .insert(teams)
        .values({
          organizationId: viewer.organizationId,
          actorId: viewer.id,
          name: input.name,
          shortName: input.shortName,
          color: input.color,
          secondaryColor: input.secondaryColor ?? null,
          seasonLabel: input.seasonLabel || null,
          playersSeeGames: input.playersSeeGames ?? true,
        })
        .returning();
      if (!row) throw new Error('the team was not stored');
      return toTeam(row);
    },

    async update(viewer: Viewer, teamId: string, input: TeamInput): Promise<Team> {
      requireCan(viewer, 'manage');
      await ownTeam(db, viewer, teamId);
      const [row] = await db
        .update(teams)
        .set({
          name: input.name,
          shortName: input.shortName,
          color: input.color,
          secondaryColor: input.secondaryColor ?? null,
          seasonLabel: input.seasonLabel || null,
          ...(input.playersSeeGames === undefined ? {} : { playersSeeGames: input.playersSeeGames }),
          updatedAt: new Date(),
        })
        .where(eq(teams.id, teamId))
        .returning();
      if (!row) throw teamNotFound();
      return toTeam(row);
    },

    /**
     * Sets a team's logo from an image's bytes. The type is read from the bytes, never taken from the request.
     * The new object is stored under a key of its own before the row points at it, and the old one is deleted
     * only after, so a reader never meets a row pointing at nothing.
     */
    async setLogo(viewer: Viewer, teamId: string, bytes: Uint8Array): Promise<Team> {
      requireCan(viewer, 'manage');
      await ownTeam(db, viewer, teamId);
      if (bytes.length > TEAM_LOGO_MAX_BYTES) throw new AppError(413, 'logo_too_large', TEAM_LOGO_MESSAGES.tooLarge);
      const type = logoTypeOf(bytes);
      if (!type) throw new AppError(400, 'invalid_logo', TEAM_LOGO_MESSAGES.wrongType);
      const key = newLogoKey(teamId, type);
      await storeBytes(storage, key, bytes, type);
      let pointed: Awaited<ReturnType<typeof pointLogoAt>>;
      try {
        pointed = await pointLogoAt(viewer, teamId, { key, type });
      } catch (error) {
        await deleteLeftover(key);
        throw error;
      }
      if (pointed.previousKey) await deleteLeftover(pointed.previousKey);
      return pointed.team;
    },

    /** Removes a team's logo (nothing to do when it has none). */
    async removeLogo(viewer: Viewer, teamId: string): Promise<Team> {
      requireCan(viewer, 'manage');
      const { team, previousKey } = await pointLogoAt(viewer, teamId, null);
      if (previousKey) await deleteLeftover(previousKey);
      return team;
    },

    /** A team's logo, to send to its owner. */
    async readLogo(viewer: Viewer, teamId: string): Promise<TeamLogo> {
      const team = await ownTeam(db, viewer, teamId);
      if (!team.logoKey || !team.logoType) throw noLogo();
      const size = await storage.size(team.logoKey);
      if (size === null) throw noLogo();
      return { type: team.logoType, size, body: await storage.read(team.logoKey) };
    },

    async addPlayer(viewer: Viewer, teamId: string, input: RosterPlayerInput): Promise<RosterPlayer> {
      requireCan(viewer, 'manage');
      try {
        return await db.transaction(async (tx) => {
          await ownTeam(tx, viewer, teamId, true);
          if ((await countPlayers(tx, teamId)) >= TEAM_LIMITS.players) throw tooManyPlayers();
          await checkNumberFree(tx, teamId, input.number);
          const [row] = await tx
            .insert(teamPlayers)
            .values({ teamId, number: input.number, name: input.name, position: input.position || null })
            .returning();
          if (!row) throw new Error('the player was not stored');
          return toPlayer(row);
        });
      } catch (error) {
        if (isNumberTaken(error)) throw numberRace(input.number);
        throw error;
      }
    },

    /** Edits a player, or archives (`archived: true`) one who left, or brings one back (if their number is free). */
    async updatePlayer(
      viewer: Viewer,
      teamId: string,
      playerId: string,
      input: Partial<RosterPlayerInput> & { archived?: boolean },
    ): Promise<RosterPlayer> {
      requireCan(viewer, 'manage');
      try {
        return await db.transaction(async (tx) => {
          await ownTeam(tx, viewer, teamId, true);
          const [current] = await tx
            .select()
            .from(teamPlayers)
            .where(and(eq(teamPlayers.id, playerId), eq(teamPlayers.teamId, teamId)));
          if (!current) throw playerNotFound();
          const number = input.number ?? current.number;
          const archived = input.archived ?? current.archivedAt !== null;
          if (!archived) await checkNumberFree(tx, teamId, number, playerId);
          const [row] = await tx
            .update(teamPlayers)
            .set({
              number,
              name: input.name ?? current.name,
              position: input.position === undefined ? current.position : input.position || null,
              archivedAt: archived ? (current.archivedAt ?? new Date()) : null,
            })
            .where(eq(teamPlayers.id, playerId))
            .returning();
          if (!row) throw playerNotFound();
          return toPlayer(row);
        });
      } catch (error) {
        if (isNumberTaken(error)) throw numberRace(input.number);
        throw error;
      }
    },

    /**
     * Imports a roster CSV into a team: every row is checked (against the file and the active roster) before
     * anything is written, and either every player is added, in one transaction, or none is and the answer
     * says what is wrong with which line.
     */
    async importRoster(viewer: Viewer, teamId: string, csv: string): Promise<{ added: RosterPlayer[] }> {
      requireCan(viewer, 'manage');
      try {
        return await db.transaction(async (tx) => {
          await ownTeam(tx, viewer, teamId, true);
          const roster = await rosterOf(tx, teamId);
          const taken = new Map(
            roster.filter((player) => player.archivedAt === null).map((player) => [player.number, player.name]),
          );
          const { players, errors } = parseRosterCsv(csv, taken);
          if (errors.length > 0) {
            const fields = Object.fromEntries(errors.map((error) => [`line ${String(error.line)}`, error.message]));
            const first = errors[0];
            throw new AppError(
              400,
              'invalid_roster',
              `Nothing was imported: ${String(errors.length)} line${errors.length === 1 ? '' : 's'} need${errors.length === 1 ? 's' : ''} fixing${first ? ` (line ${String(first.line)}: ${first.message})` : ''}`,
              { fields },
            );
          }
          if (roster.length + players.length > TEAM_LIMITS.players) throw tooManyPlayers();
          const rows = await tx
            .insert(teamPlayers)
            .values(
              players.map((player) => ({ teamId, number: player.number, name: player.name, position: player.position ?? null })),
            )
            .returning();
          return { added: rows.map(toPlayer) };
        });
      } catch (error) {
        if (isNumberTaken(error)) throw numberRace();
        throw error;
      }
    },
  };
}

export type Teams = ReturnType<typeof createTeams>;
