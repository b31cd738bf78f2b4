import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import {
  MESSAGES,
  classifyVideoLink,
  extensionOf,
  gameNameFromFile,
  isAcceptedVideoName,
  type GameStatus,
} from '@courtside/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { games, users, type Role } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { changeCredits } from '../credits/credits.service.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderGameUploadedCustomerEmail, renderGameUploadedTeamEmail } from '../mail/templates/game-uploaded.js';
import type { Storage } from '../storage/storage.js';
import { FetchRefusedError, safeDownload, type AddressPolicy } from './safe-fetch.js';
import { posterArguments, proxyArguments } from './media-commands.js';
import { probeVideo } from './video-probe.js';

const runFfmpeg = (args: string[]) => promisify(execFile)('ffmpeg', args, { maxBuffer: 16 * 1024 * 1024 });

export type Game = typeof games.$inferSelect;

export interface GamesDeps {
  db: Database;
  storage: Storage;
  baseUrl: string;
  teamEmail: string;
  maxUploadBytes: number;
}

export interface FileUploadRequest {
  uploadId: string;
  filename: string;
  filetype: string;
  /** Upload-Length; tus allows it to be deferred, we do not. */
  size: number | undefined;
  /** A name the customer gave; the file name without its extension otherwise. */
  name?: string | undefined;
}

/** Why a file is not accepted: the spec's file-selection wording where it has one. */
export const UPLOAD_MESSAGES = {
  type: 'Please upload a video file (MP4, MOV, AVI or WMV)',
  size: 'The file is too large. The maximum size is 2 GB',
  noSize: 'The upload must say how large the file is',
  notVideo: 'This file is not a video we can read. Please upload an MP4, MOV, AVI or WMV recording of the game.',
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.wmv': 'video/x-ms-wmv',
};

const ABANDONED_AFTER = sql`interval '24 hours'`;
const STAFF: readonly Role[] = ['analyst', 'admin'];

/** Games: created with a credit, filled by an upload or a link, ended (and refunded) when they fail. */
export function createGames({ db, storage, baseUrl, teamEmail, maxUploadBytes }: GamesDeps) {
  /**
   * Ends a game that never became ready (still in one of `from`), returning its credit, exactly once: the
   * status change is conditional, so a second caller finds nothing to end.
   */
  async function endGame(
    gameId: string,
    status: Extract<GameStatus, 'failed' | 'cancelled'>,
    reason: string,
    actorId: string | null,
    from: GameStatus[] = ['uploading'],
  ) {
    return db.transaction(async (tx) => {
      const [ended] = await tx
        .update(games)
        .set({ status, failureReason: reason, updatedAt: sql`now()` })
        .where(and(eq(games.id, gameId), inArray(games.status, from)))
        .returning();
      if (!ended) return null;
      await changeCredits(tx, { userId: ended.userId, delta: 1, reason: 'upload_refund', gameId, actorId, note: reason });
      return ended;
    });
  }

  async function queueUploadedEmails(tx: Executor, game: Game) {
    const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, game.userId));
    if (!user) throw new Error(`game ${game.id} has no user`);
    const facts = {
      gameId: game.id,
      name: game.name,
      method: game.source,
      userId: game.userId,
      userName: user.name,
      userEmail: user.email,
      fileSize: game.fileSize,
      videoUrl: game.videoUrl,
      dueAt: game.dueAt ?? new Date(),
      dashboardUrl: `${baseUrl}/dashboard`,
    };
    await queueEmail(tx, {
      to: teamEmail,
      kind: 'game_uploaded_team',
      replyTo: user.email,
      ...renderGameUploadedTeamEmail(facts),
    });
    await queueEmail(tx, { to: user.email, kind: 'game_uploaded', ...renderGameUploadedCustomerEmail(facts) });
  }

  /**
   * The footage of an uploading game is complete at `filePath`: ffprobe must find a video stream, then the
   * file goes into storage and the game is queued, with the team's notice and the customer's receipt, all
   * at most once (a conditional update on 'uploading'). Not a video: the game fails and the credit returns.
   */
  async function acceptFootage(
    game: Game,
    filePath: string,
  ): Promise<{ outcome: 'queued' | 'unchanged' | 'rejected'; game: Game | null }> {
    const facts = await probeVideo(filePath);
    if (!facts) {
      await rm(filePath, { force: true });
      await endGame(game.id, 'failed', 'Not a video file', null);
      return { outcome: 'rejected', game };
    }
    const extension = extensionOf(game.originalFilename ?? game.videoUrl ?? '');
    const storageKey = `games/${game.id}/original${isAcceptedVideoName(`x${extension}`) ? extension : '.mp4'}`;
    await storage.putFile(storageKey, filePath, game.contentType ?? 'application/octet-stream');
    const queued = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(games)
        .set({
          status: 'queued',
          storageKey,
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
      if (updated) await queueUploadedEmails(tx, updated);
      return updated ?? null;
    });
    return queued ? { outcome: 'queued', game: queued } : { outcome: 'unchanged', game };
  }

  /** A stored object copied to local disk, for ffmpeg to read (S3; local storage gives its own path). */
  async function download(key: string, file: string): Promise<string> {
    await pipeline(await storage.read(key), createWriteStream(file));
    return file;
  }

  async function byUploadId(uploadId: string): Promise<Game | null> {
    const [game] = await db.select().from(games).where(eq(games.uploadId, uploadId));
    return game ?? null;
  }

  return {
    byUploadId,
    endGame,

    /**
     * At tus creation, before any byte is sent: checks the file's name, type and size, then takes one credit
     * and creates the game in one transaction. Without a credit nothing is created ('No games remaining').
     */
    async reserveFileUpload(userId: string, upload: FileUploadRequest): Promise<Game> {
      if (!isAcceptedVideoName(upload.filename)) throw new AppError(400, 'unsupported_type', UPLOAD_MESSAGES.type);
      if (upload.filetype && !upload.filetype.startsWith('video/'))
        throw new AppError(400, 'unsupported_type', UPLOAD_MESSAGES.type);
      if (upload.size === undefined) throw new AppError(400, 'length_required', UPLOAD_MESSAGES.noSize);
      if (upload.size > maxUploadBytes) throw new AppError(413, 'too_large', UPLOAD_MESSAGES.size);
      if (upload.size <= 0) throw new AppError(400, 'empty_file', UPLOAD_MESSAGES.notVideo);
      const name = (upload.name?.trim() || gameNameFromFile(upload.filename)).slice(0, 200);
      return db.transaction(async (tx) => {
        const [game] = await tx
          .insert(games)
          .values({
            userId,
            name,
            status: 'uploading',
            source: 'file',
            uploadId: upload.uploadId,
            originalFilename: upload.filename.slice(0, 255),
            contentType: CONTENT_TYPES[extensionOf(upload.filename)] ?? 'application/octet-stream',
            fileSize: upload.size,
          })
          .returning();
        if (!game) throw new Error('The game was not created');
        await changeCredits(tx, { userId, delta: -1, reason: 'upload', gameId: game.id, actorId: userId });
        return game;
      });
    },

    /**
     * The last byte has arrived: ffprobe must find a video stream, then the file goes into storage and the
     * game is queued for analysis, with the team's notice and the customer's receipt. Idempotent: a game
     * that is no longer uploading is left as it is.
     */
    async finishFileUpload(uploadId: string, filePath: string) {
      const game = await byUploadId(uploadId);
      if (game?.status !== 'uploading') return { outcome: 'unchanged' as const, game };
      return acceptFootage(game, filePath);
    },

    /**
     * A game from a link (URL mode): one credit, taken with the game in one transaction. YouTube and Vimeo
     * links are kept for analysts to watch there, and the game is queued at once; any other link is a file
     * that a job fetches into storage (see fetchNextLinkedGame).
     */
    async createLinkGame(userId: string, input: { name: string; videoUrl: string }): Promise<Game> {
      const link = classifyVideoLink(input.videoUrl);
      if (!link) throw new AppError(400, 'invalid_link', MESSAGES.videoUrlInvalid);
      const watchable = link.kind !== 'direct';
      return db.transaction(async (tx) => {
        const [game] = await tx
          .insert(games)
          .values({
            userId,
            name: input.name.trim().slice(0, 200),
            status: watchable ? 'queued' : 'uploading',
            source: 'url',
            videoUrl: link.url,
            ...(watchable && { uploadCompletedAt: sql`now()`, dueAt: sql`now() + interval '24 hours'` }),
          })
          .returning();
        if (!game) throw new Error('The game was not created');
        await changeCredits(tx, { userId, delta: -1, reason: 'upload', gameId: game.id, actorId: userId });
        if (watchable) await queueUploadedEmails(tx, game);
        return game;
      });
    },

    /**
     * Claims one direct-link game waiting to be fetched and fetches it (SSRF-safe, size-capped) into
     * storage. A link that cannot be fetched, or is not a video, fails the game and returns its credit.
     * Answers whether there was a game to fetch.
     */
    async fetchNextLinkedGame(directory: string, policy?: AddressPolicy): Promise<boolean> {
      const [game] = await db
        .update(games)
        .set({ fetchStartedAt: sql`now()` })
        .where(
          eq(
            games.id,
            sql`(select id from ${games} where ${games.source} = 'url' and ${games.status} = 'uploading'
                 and (${games.fetchStartedAt} is null or ${games.fetchStartedAt} < now() - interval '1 hour')
                 order by ${games.createdAt} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      if (!game) return false;
      const filePath = path.join(directory, `link-${game.id}`);
      try {
        const fetched = await safeDownload(game.videoUrl ?? '', filePath, {
          maxBytes: maxUploadBytes,
          ...(policy && { policy }),
        });
        await db.update(games).set({ fileSize: fetched.bytes, contentType: fetched.contentType }).where(eq(games.id, game.id));
        await acceptFootage({ ...game, fileSize: fetched.bytes, contentType: fetched.contentType }, filePath);
      } catch (error) {
        await rm(filePath, { force: true });
        const reason = error instanceof FetchRefusedError ? error.message : 'The link could not be fetched';
        await endGame(game.id, 'failed', reason, null);
      }
      return true;
    },

    /**
     * Claims one queued game (earliest due first; a claim older than 6 hours is taken over) and prepares it:
     * a proxy for analysts and a poster frame, then ready. A linked YouTube or Vimeo game has nothing to
     * prepare and is ready at once. If ffmpeg fails, the game fails with the reason and its credit returns.
     * Answers whether there was a game to prepare.
     */
    async prepareNextGame(workDirectory: string): Promise<boolean> {
      const [game] = await db
        .update(games)
        .set({ status: 'preparing', prepareStartedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          eq(
            games.id,
            sql`(select id from ${games} where ${games.status} = 'queued'
                 or (${games.status} = 'preparing' and ${games.prepareStartedAt} < now() - interval '6 hours')
                 order by ${games.dueAt} nulls last, ${games.createdAt} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      if (!game) return false;
      const ready = (keys: { proxyKey?: string; posterKey?: string } = {}) =>
        db
          .update(games)
          .set({ status: 'ready', ...keys, updatedAt: sql`now()` })
          .where(and(eq(games.id, game.id), eq(games.status, 'preparing')));
      if (!game.storageKey) {
        await ready();
        return true;
      }
      const directory = path.join(workDirectory, `prepare-${game.id}`);
      await mkdir(directory, { recursive: true });
      try {
        const input = storage.localPath?.(game.storageKey) ?? (await download(game.storageKey, path.join(directory, 'original')));
        const proxy = path.join(directory, 'proxy.mp4');
        const poster = path.join(directory, 'poster.jpg');
        await runFfmpeg(proxyArguments(input, proxy));
        await runFfmpeg(posterArguments(input, poster, game.durationSeconds));
        const keys = { proxyKey: `games/${game.id}/proxy.mp4`, posterKey: `games/${game.id}/poster.jpg` };
        await storage.putFile(keys.proxyKey, proxy, 'video/mp4');
        await storage.putFile(keys.posterKey, poster, 'image/jpeg');
        await ready(keys);
      } catch (error) {
        const detail = error instanceof Error ? error.message.split('\n').slice(-2).join(' ').slice(0, 300) : 'unknown error';
        await endGame(game.id, 'failed', `Video preparation failed: ${detail}`, null, ['preparing']);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
      return true;
    },

    /** Uploads left unfinished for a day end as failed and give their credit back. Answers their upload ids. */
    async abandonStaleUploads(): Promise<string[]> {
      const stale = await db
        .select({ id: games.id, uploadId: games.uploadId })
        .from(games)
        .where(and(eq(games.status, 'uploading'), lt(games.createdAt, sql`now() - ${ABANDONED_AFTER}`)));
      const ended: string[] = [];
      for (const game of stale) {
        if ((await endGame(game.id, 'failed', 'Upload abandoned for 24 hours', null)) && game.uploadId) ended.push(game.uploadId);
      }
      return ended;
    },

    /** A customer's games, newest first. */
    async list(userId: string): Promise<Game[]> {
      return db.select().from(games).where(eq(games.userId, userId)).orderBy(desc(games.createdAt));
    },

    /** One game, for its owner or our staff; anyone else is told it does not exist. */
    async get(viewer: { id: string; role: Role }, gameId: string): Promise<Game> {
      const [game] = await db.select().from(games).where(eq(games.id, gameId));
      if (!game || (game.userId !== viewer.id && !STAFF.includes(viewer.role)))
        throw new AppError(404, 'not_found', 'Game not found');
      return game;
    },
  };
}

export type Games = ReturnType<typeof createGames>;
