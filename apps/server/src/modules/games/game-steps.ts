/**
 * What several of the games use cases share: a game's name, ending a game with its credit back, storing its
 * footage once it is complete, and deleting what a worker stored for a game that then refused it.
 */
import { rm } from 'node:fs/promises';
import { CONTROL_CHARACTER, GAME_LIMITS, GAME_DETAILS_MESSAGES, type GameDetails, type GameStatus } from '@courtside/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { games, teams } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { seesTeam, teamsLimit, type Viewer } from '../../lib/viewer.js';
import { probeVideo } from '../../lib/media/video-probe.js';
import { returnCredit } from '../credits/credits.service.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderGameUploadedCustomerEmail, renderGameUploadedTeamEmail } from '../mail/templates/game-uploaded.js';
import { deleteObjects, originalKeyOf } from '../storage/game-objects.js';
import type { Storage } from '../storage/storage.js';

export type Game = typeof games.$inferSelect;

/** Where the games service writes what went wrong in detail (pino's logger fits). */
export interface GamesLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Why a file is not accepted: the spec's file-selection wording where it has one. */
export const UPLOAD_MESSAGES = {
  type: 'Please upload a video file (MP4, MOV, AVI or WMV)',
  size: 'The file is too large. The maximum size is 2 GB',
  noSize: 'The upload must say how large the file is',
  notVideo: 'This file is not a video we can read. Please upload an MP4, MOV, AVI or WMV recording of the game.',
} as const;

/** A game's name as stored: controls become spaces, trimmed, at most GAME_LIMITS.name characters. */
export const cleanGameName = (name: string) =>
  name.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), ' ').trim().slice(0, GAME_LIMITS.name);

/**
 * The Idempotency-Key a browser sends with a game's creation, a link's or a file upload's (16 to 100 letters,
 * digits, `-` or `_`); any other value is refused rather than ignored, so a client never believes a retry is safe
 * when it is not.
 */
export function creationKeyOf(header: string | string[] | null | undefined): string | undefined {
  if (header === undefined || header === null) return undefined;
  if (typeof header === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(header)) return header;
  throw new AppError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 16 to 100 letters, digits, - or _');
}

/**
 * The game an earlier request under this Idempotency-Key made in the viewer's organization, when it was this very
 * request (`same`, from the same member); null when the key is new. The key sent with another game is refused. A
 * game that has ended (failed, cancelled: its credit back) gives its key up, and null is answered: sent again, the
 * request makes a new game rather than being answered one that can no longer go anywhere.
 */
export async function gameMadeUnder(
  db: Executor,
  viewer: Viewer,
  creationKey: string | undefined,
  same: (game: Game) => boolean,
): Promise<Game | null> {
  if (!creationKey) return null;
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.organizationId, viewer.organizationId), eq(games.creationKey, creationKey)));
  if (!game) return null;
  if (game.actorId !== viewer.id || !same(game))
    throw new AppError(409, 'idempotency_key_reused', 'This request was already made for another game.');
  if (game.status === 'failed' || game.status === 'cancelled') {
    await db.update(games).set({ creationKey: null }).where(eq(games.id, game.id));
    return null;
  }
  return game;
}

/** How a game that never became ready ends (see endGame). */
export type EndedStatus = Extract<GameStatus, 'failed' | 'cancelled'>;

/** What became of footage offered to a game (see acceptFootage). */
export interface FootageOutcome {
  outcome: 'queued' | 'unchanged' | 'rejected';
  game: Game | null;
}

/** What storing a game's footage needs: the footage goes into storage, the notices link to the dashboard. */
export interface FootageDeps {
  db: Database;
  storage: Storage;
  baseUrl: string;
  teamEmail: string;
}

/**
 * Ends a game that never became ready (still in one of `from`), returning its credit (unless the money for it
 * was refunded: see returnCredit), exactly once: the status change is conditional, so a second caller finds
 * nothing to end.
 */
export async function endGame(
  db: Database,
  gameId: string,
  status: EndedStatus,
  reason: string,
  actorId: string | null,
  from: GameStatus[] = ['uploading'],
  /** A further condition the game must meet as it ends (checked in the same update). */
  only?: SQL,
) {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(games)
      .set({ status, failureReason: reason, endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(games.id, gameId), inArray(games.status, from), only))
      .returning();
    if (!ended) return null;
    await returnCredit(tx, { gameId, reason: 'upload_refund', actorId, note: reason });
    return ended;
  });
}

const TEAM_REQUIRED = 'Choose one of your teams: you upload games of your teams only.';

/**
 * The columns every new game takes, file or link: the viewer's organization and themselves, its name, and its
 * details; the team must be the organization's own (another's is refused as if it did not exist), and a member
 * limited to some teams uploads only their games.
 */
export async function newGameColumns(tx: Executor, viewer: Viewer, name: string, details: GameDetails | undefined) {
  const { organizationId } = viewer;
  const own = { organizationId, actorId: viewer.id, name };
  if (teamsLimit(viewer) !== null && !seesTeam(viewer, details?.teamId ?? null))
    throw new AppError(400, 'team_required', TEAM_REQUIRED, { fields: { teamId: TEAM_REQUIRED } });
  if (!details) return own;
  if (details.teamId) {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, details.teamId), eq(teams.organizationId, organizationId)));
    if (!team)
      throw new AppError(400, 'team_not_found', GAME_DETAILS_MESSAGES.teamNotFound, {
        fields: { teamId: GAME_DETAILS_MESSAGES.teamNotFound },
      });
  }
  return { ...own, teamId: details.teamId, details };
}

/**
 * Deletes objects a worker stored for a game whose row then refused them (the game was cancelled, failed or
 * deleted meanwhile): nothing would ever name them again, so they would stay in storage for ever. A key the
 * row does record is kept: another worker that took the game over stored the same object and recorded it.
 */
export async function discardUnrecorded({ db, storage }: { db: Database; storage: Storage }, gameId: string, keys: string[]) {
  const [row] = await db
    .select({ storageKey: games.storageKey, proxyKey: games.proxyKey, posterKey: games.posterKey })
    .from(games)
    .where(eq(games.id, gameId));
  const recorded = new Set(row ? [row.storageKey, row.proxyKey, row.posterKey] : []);
  const unrecorded = keys.filter((key) => !recorded.has(key));
  await deleteObjects(storage, unrecorded);
}

export async function queueUploadedEmails(
  tx: Executor,
  { baseUrl, teamEmail }: { baseUrl: string; teamEmail: string },
  game: Game,
) {
  const user = await organizationContact(tx, game.organizationId, game.actorId);
  const facts = {
    gameId: game.id,
    name: game.name,
    method: game.source,
    userId: game.actorId ?? game.organizationId,
    userName: user?.name ?? 'A former member',
    userEmail: user?.email ?? '',
    fileSize: game.fileSize,
    videoUrl: game.videoUrl,
    dueAt: game.dueAt ?? new Date(),
    dashboardUrl: `${baseUrl}/dashboard`,
  };
  await queueEmail(tx, {
    to: teamEmail,
    kind: 'game_uploaded_team',
    ...(user && { replyTo: user.email }),
    ...renderGameUploadedTeamEmail(facts),
  });
  if (user) await queueEmail(tx, { to: user.email, kind: 'game_uploaded', ...renderGameUploadedCustomerEmail(facts) });
}

/**
 * The footage of an uploading game is complete at `filePath`: ffprobe must find a video stream in a video
 * container, then the file goes into storage and the game is queued, with the team's notice and the
 * customer's receipt, all at most once (a conditional update on 'uploading'). The stored type is the one
 * probing found, whatever the file was called or a server said it was. Not a video: the game fails with
 * `notVideoReason` and the credit returns. A game cancelled or deleted while its file was being stored is not
 * queued, and the stored file is deleted again.
 */
export async function acceptFootage(
  deps: FootageDeps,
  game: Game,
  filePath: string,
  notVideoReason: string,
): Promise<FootageOutcome> {
  const { db, storage } = deps;
  const facts = await probeVideo(filePath);
  if (!facts) {
    await rm(filePath, { force: true });
    await endGame(db, game.id, 'failed', notVideoReason, null);
    return { outcome: 'rejected', game };
  }
  const storageKey = originalKeyOf(game.id, facts.contentType);
  await storage.putFile(storageKey, filePath, facts.contentType);
  const queued = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(games)
      .set({
        status: 'queued',
        storageKey,
        contentType: facts.contentType,
        durationSeconds: facts.durationSeconds,
        width: facts.width,
        height: facts.height,
        videoCodec: facts.codec,
        uploadCompletedAt: sql`now()`,
        dueAt: sql`now() + interval '24 hours'`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(games.id, game.id), eq(games.status, 'uploading')))
      .returning();
    if (updated) await queueUploadedEmails(tx, deps, updated);
    return updated ?? null;
  });
  if (queued) return { outcome: 'queued', game: queued };
  await discardUnrecorded(deps, game.id, [storageKey]);
  return { outcome: 'unchanged', game };
}
