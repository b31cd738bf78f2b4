import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import {
  GAME_LIMITS,
  GAME_DETAILS_MESSAGES,
  MESSAGES,
  classifyVideoLink,
  footageDeletionDue,
  gameNameFromFile,
  isAcceptedVideoName,
  type GameDetails,
  type GameStatus,
} from '@courtside/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { isDatabaseUnavailable, type Database, type Executor } from '../../db/client.js';
import { games, inAnalysisQueue, teamGames, teams, users, type Role } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import { gameCreditOf, returnCredit, spendCredit } from '../credits/credits.service.js';
import { gameGuarantee } from '../guarantee/guarantee.service.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderGameUploadedCustomerEmail, renderGameUploadedTeamEmail } from '../mail/templates/game-uploaded.js';
import { deleteObjects, originalKeyOf, posterKeyOf, proxyKeyOf } from '../storage/game-objects.js';
import type { Storage } from '../storage/storage.js';
import { prepareGameById } from './game-by-id.js';
import { FetchRefusedError, safeDownload, type FetchPolicy } from './safe-fetch.js';
import { POSTER_DEADLINE_MS, posterArguments, proxyArguments, proxyDeadlineMs } from '../../lib/media/media-commands.js';
import { failureDetails, runMediaTool } from '../../lib/media/media-process.js';
import { probeVideo } from '../../lib/media/video-probe.js';
import { holdClaim, isStale, removeLeftoverScratch } from '../../lib/work-claims.js';

export type Game = typeof games.$inferSelect;

/** Where the games service writes what went wrong in detail (pino's logger fits). */
export interface GamesLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface GamesDeps {
  db: Database;
  storage: Storage;
  baseUrl: string;
  teamEmail: string;
  maxUploadBytes: number;
  /** ffmpeg's stderr, server paths and fetch errors go here, never into what a customer is shown. */
  log?: GamesLog;
  /** How long making a proxy may take, from the footage's length (see proxyDeadlineMs). */
  proxyDeadlineMs?: (durationSeconds: number | null) => number;
  /** How long fetching a link may take in all (see safe-fetch's DOWNLOAD_DEADLINE_MS). */
  linkDeadlineMs?: number;
  /** Told when a game's proxy is made (analyst assistance reads it then); must not throw. */
  onPrepared?: () => Promise<void>;
}

export interface FileUploadRequest {
  uploadId: string;
  filename: string;
  filetype: string;
  /** Upload-Length; tus allows it to be deferred, we do not. */
  size: number | undefined;
  /** A name the customer gave; the file name without its extension otherwise. */
  name?: string | undefined;
  /** What the customer said of the game (their team, the opponent, the date...), already validated. */
  details?: GameDetails | undefined;
}

/** Why a file is not accepted: the spec's file-selection wording where it has one. */
export const UPLOAD_MESSAGES = {
  type: 'Please upload a video file (MP4, MOV, AVI or WMV)',
  size: 'The file is too large. The maximum size is 2 GB',
  noSize: 'The upload must say how large the file is',
  notVideo: 'This file is not a video we can read. Please upload an MP4, MOV, AVI or WMV recording of the game.',
} as const;

/** What a customer is told when their footage could not be prepared; the details are in our logs. */
export const PREPARE_FAILED_MESSAGE = 'We could not process this video.';
/** What a customer is told when a link failed for a reason we did not write a sentence for. */
export const LINK_FAILED_MESSAGE = 'The video could not be fetched from this link.';

// NUL and the other C0/C1 controls: Postgres refuses NUL in text, and none belongs in a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** A game's name as stored: controls become spaces, trimmed, at most GAME_LIMITS.name characters. */
const cleanGameName = (name: string) =>
  name.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), ' ').trim().slice(0, GAME_LIMITS.name);

const ABANDONED_AFTER = sql`interval '24 hours'`;
/** An upload whose file has not changed for this long, and is complete, lost its finish step. */
export const STALLED_UPLOAD_QUIET_MS = 5 * 60_000;
/**
 * How long a started finish (probe, then a move or an S3 upload of up to 2 GB) holds its claim: after this a
 * sweep may finish the upload again, as the first attempt must have died.
 */
const FINISH_CLAIM = sql`interval '30 minutes'`;
const STAFF: readonly Role[] = ['analyst', 'admin'];
/** Games a page of the customer's list holds. */
export const GAMES_PAGE_SIZE = 50;
/** What the customer's list shows of a game: not its setup or storage keys, which are read only for one game. */
const listedColumns = {
  id: games.id,
  name: games.name,
  status: games.status,
  source: games.source,
  videoUrl: games.videoUrl,
  fileSize: games.fileSize,
  durationSeconds: games.durationSeconds,
  failureReason: games.failureReason,
  createdAt: games.createdAt,
  dueAt: games.dueAt,
  details: games.details,
};
export type ListedGame = Pick<Game, keyof typeof listedColumns>;

/** Games: created with a credit, filled by an upload or a link, ended (and refunded) when they fail. */
export function createGames({
  db,
  storage,
  baseUrl,
  teamEmail,
  maxUploadBytes,
  log = consoleLog,
  proxyDeadlineMs: proxyDeadline = proxyDeadlineMs,
  linkDeadlineMs,
  onPrepared,
}: GamesDeps) {
  // The reads every page view makes, prepared once: drizzle builds their SQL here rather than on every request,
  // and Postgres plans them once per connection (bench/api-load).
  const gameById = prepareGameById(db);
  const newestGames = db
    .select({ game: listedColumns, cursorCreatedAt: cursorTime(games.createdAt) })
    .from(games)
    .where(eq(games.userId, sql.placeholder('userId')))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(GAMES_PAGE_SIZE + 1)
    .prepare('newest_games');
  const gameCounts = db
    .select({
      total: sql<number>`count(*)::int`,
      processing: sql<number>`(count(*) filter (where ${inAnalysisQueue(games.status)}))::int`,
    })
    .from(games)
    .where(eq(games.userId, sql.placeholder('userId')))
    .prepare('game_counts');

  /**
   * Ends a game that never became ready (still in one of `from`), returning its credit (unless the money for it
   * was refunded: see returnCredit), exactly once: the status change is conditional, so a second caller finds
   * nothing to end.
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
        .set({ status, failureReason: reason, endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(games.id, gameId), inArray(games.status, from)))
        .returning();
      if (!ended) return null;
      await returnCredit(tx, { gameId, reason: 'upload_refund', actorId, note: reason });
      return ended;
    });
  }

  /**
   * The columns a new game takes from its details; the team must be the customer's own (another customer's
   * team is refused as if it did not exist).
   */
  async function detailsColumns(tx: Executor, userId: string, details: GameDetails | undefined) {
    if (!details) return {};
    if (details.teamId) {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, details.teamId), eq(teams.ownerId, userId)));
      if (!team)
        throw new AppError(400, 'team_not_found', GAME_DETAILS_MESSAGES.teamNotFound, {
          fields: { teamId: GAME_DETAILS_MESSAGES.teamNotFound },
        });
    }
    return { teamId: details.teamId, details };
  }

  /**
   * Deletes objects a worker stored for a game whose row then refused them (the game was cancelled, failed or
   * deleted meanwhile): nothing would ever name them again, so they would stay in storage for ever. A key the
   * row does record is kept: another worker that took the game over stored the same object and recorded it.
   */
  async function discardUnrecorded(gameId: string, keys: string[]) {
    const [row] = await db
      .select({ storageKey: games.storageKey, proxyKey: games.proxyKey, posterKey: games.posterKey })
      .from(games)
      .where(eq(games.id, gameId));
    const recorded = new Set(row ? [row.storageKey, row.proxyKey, row.posterKey] : []);
    const unrecorded = keys.filter((key) => !recorded.has(key));
    await deleteObjects(storage, unrecorded);
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
   * The footage of an uploading game is complete at `filePath`: ffprobe must find a video stream in a video
   * container, then the file goes into storage and the game is queued, with the team's notice and the
   * customer's receipt, all at most once (a conditional update on 'uploading'). The stored type is the one
   * probing found, whatever the file was called or a server said it was. Not a video: the game fails with
   * `notVideoReason` and the credit returns. A game cancelled or deleted while its file was being stored is not
   * queued, and the stored file is deleted again.
   */
  async function acceptFootage(
    game: Game,
    filePath: string,
    notVideoReason: string,
  ): Promise<{ outcome: 'queued' | 'unchanged' | 'rejected'; game: Game | null }> {
    const facts = await probeVideo(filePath);
    if (!facts) {
      await rm(filePath, { force: true });
      await endGame(game.id, 'failed', notVideoReason, null);
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
      if (updated) await queueUploadedEmails(tx, updated);
      return updated ?? null;
    });
    if (queued) return { outcome: 'queued', game: queued };
    await discardUnrecorded(game.id, [storageKey]);
    return { outcome: 'unchanged', game };
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

  async function finishFileUpload(
    uploadId: string,
    filePath: string,
  ): Promise<{ outcome: 'queued' | 'unchanged' | 'rejected'; game: Game | null }> {
    const [claimed] = await db
      .update(games)
      .set({ uploadCompletedAt: sql`now()` })
      .where(
        and(
          eq(games.uploadId, uploadId),
          eq(games.status, 'uploading'),
          or(isNull(games.uploadCompletedAt), lt(games.uploadCompletedAt, sql`now() - ${FINISH_CLAIM}`)),
        ),
      )
      .returning();
    if (!claimed) return { outcome: 'unchanged', game: await byUploadId(uploadId) };
    return acceptFootage(claimed, filePath, UPLOAD_MESSAGES.notVideo);
  }

  return {
    byUploadId,
    endGame,

    /**
     * At tus creation, before any byte is sent: checks the file's name, type and size, then takes one credit
     * and creates the game in one transaction. Without a credit nothing is created ('No games remaining').
     */
    async reserveFileUpload(userId: string, upload: FileUploadRequest): Promise<Game> {
      if (!isAcceptedVideoName(upload.filename) || CONTROL_CHARACTER.test(upload.filename))
        throw new AppError(400, 'unsupported_type', UPLOAD_MESSAGES.type);
      if (upload.filetype && !upload.filetype.startsWith('video/'))
        throw new AppError(400, 'unsupported_type', UPLOAD_MESSAGES.type);
      if (upload.size === undefined) throw new AppError(400, 'length_required', UPLOAD_MESSAGES.noSize);
      if (upload.size > maxUploadBytes) throw new AppError(413, 'too_large', UPLOAD_MESSAGES.size);
      if (upload.size <= 0) throw new AppError(400, 'empty_file', UPLOAD_MESSAGES.notVideo);
      const name = cleanGameName(upload.name ?? '') || cleanGameName(gameNameFromFile(upload.filename)) || 'Untitled game';
      return db.transaction(async (tx) => {
        const [game] = await tx
          .insert(games)
          .values({
            userId,
            name,
            ...(await detailsColumns(tx, userId, upload.details)),
            status: 'uploading',
            source: 'file',
            uploadId: upload.uploadId,
            originalFilename: upload.filename.slice(0, 255),
            // Set by probing once the file is complete (acceptFootage); the name and filetype are claims.
            contentType: null,
            fileSize: upload.size,
          })
          .returning();
        if (!game) throw new Error('The game was not created');
        await spendCredit(tx, { userId, gameId: game.id, actorId: userId });
        return game;
      });
    },

    /**
     * The last byte has arrived: ffprobe must find a video stream, then the file goes into storage and the
     * game is queued for analysis, with the team's notice and the customer's receipt. Idempotent: a game
     * that is no longer uploading is left as it is, and so is one whose finish another caller started less
     * than 30 minutes ago (the PATCH that brought the last byte, a retried PATCH, or the sweep); the claim
     * is `upload_completed_at`, when the last byte was seen.
     */
    finishFileUpload,

    /**
     * The sweep for uploads whose last byte arrived but whose finish step died (a crash, a restart, a lost
     * database connection): a game still uploading whose file in `uploadsDirectory` has all its bytes
     * (Upload-Length, kept as the game's fileSize) and has not changed for `quietMs` is finished as the
     * final PATCH would have: queued, or failed with its credit back. Answers how many it queued and failed.
     */
    async finishStalledUploads(
      uploadsDirectory: string,
      quietMs = STALLED_UPLOAD_QUIET_MS,
    ): Promise<{ queued: number; rejected: number }> {
      const candidates = await db
        .select({ uploadId: games.uploadId, fileSize: games.fileSize })
        .from(games)
        .where(
          and(
            eq(games.status, 'uploading'),
            eq(games.source, 'file'),
            isNotNull(games.uploadId),
            or(isNull(games.uploadCompletedAt), lt(games.uploadCompletedAt, sql`now() - ${FINISH_CLAIM}`)),
          ),
        )
        .orderBy(games.createdAt)
        .limit(500);
      const counts = { queued: 0, rejected: 0 };
      for (const { uploadId, fileSize } of candidates) {
        if (!uploadId || !fileSize) continue;
        const filePath = path.join(uploadsDirectory, uploadId);
        const file = await stat(filePath).catch(() => null);
        if (!file?.isFile() || file.size !== fileSize || Date.now() - file.mtimeMs < quietMs) continue;
        try {
          const { outcome } = await finishFileUpload(uploadId, filePath);
          if (outcome === 'unchanged') continue;
          log.warn({ uploadId, outcome }, 'finished an upload whose finish step had not completed');
          await rm(`${filePath}.json`, { force: true });
          counts[outcome] += 1;
        } catch (error) {
          log.warn({ uploadId, ...failureDetails(error) }, 'could not finish a stalled upload; the sweep will try again');
        }
      }
      return counts;
    },

    /**
     * A game from a link (URL mode): one credit, taken with the game in one transaction. YouTube and Vimeo
     * links are kept for analysts to watch there, and the game is queued at once; any other link is a file
     * that a job fetches into storage (see fetchNextLinkedGame).
     */
    async createLinkGame(
      userId: string,
      input: { name: string; videoUrl: string; details?: GameDetails | undefined },
    ): Promise<Game> {
      const link = classifyVideoLink(input.videoUrl);
      if (!link) throw new AppError(400, 'invalid_link', MESSAGES.videoUrlInvalid);
      const watchable = link.kind !== 'direct';
      return db.transaction(async (tx) => {
        const [game] = await tx
          .insert(games)
          .values({
            userId,
            name: cleanGameName(input.name) || 'Untitled game',
            ...(await detailsColumns(tx, userId, input.details)),
            status: watchable ? 'queued' : 'uploading',
            source: 'url',
            videoUrl: link.url,
            ...(watchable && { uploadCompletedAt: sql`now()`, dueAt: sql`now() + interval '24 hours'` }),
          })
          .returning();
        if (!game) throw new Error('The game was not created');
        await spendCredit(tx, { userId, gameId: game.id, actorId: userId });
        if (watchable) await queueUploadedEmails(tx, game);
        return game;
      });
    },

    /**
     * Claims one direct-link game waiting to be fetched and fetches it (SSRF-safe, size-capped) into
     * storage. A link that cannot be fetched, or is not a video, fails the game and returns its credit.
     * The claim is renewed while the download runs; one whose worker died is taken over (see work-claims.ts)
     * and fetched again from the start, the credit untouched. Answers whether there was a game to fetch.
     */
    async fetchNextLinkedGame(directory: string, policy?: FetchPolicy): Promise<boolean> {
      const [game] = await db
        .update(games)
        .set({ fetchStartedAt: sql`now()` })
        .where(
          eq(
            games.id,
            sql`(select id from ${games} where ${games.source} = 'url' and ${games.status} = 'uploading'
                 and (${games.fetchStartedAt} is null or ${isStale(games.fetchStartedAt)})
                 order by ${games.createdAt} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      if (!game) return false;
      const filePath = path.join(directory, `link-${game.id}`);
      // A worker that died fetching this game may have left part of it here.
      await mkdir(directory, { recursive: true });
      await rm(filePath, { force: true });
      const fetching = and(eq(games.id, game.id), eq(games.status, 'uploading'));
      const claim = holdClaim(
        () =>
          db
            .update(games)
            .set({ fetchStartedAt: sql`now()` })
            .where(fetching),
        () => db.update(games).set({ fetchStartedAt: null }).where(fetching),
        (error, step) =>
          log.warn(
            { gameId: game.id, step, ...failureDetails(error) },
            'could not renew or hand back the claim on a link being fetched',
          ),
      );
      try {
        const fetched = await safeDownload(game.videoUrl ?? '', filePath, {
          maxBytes: maxUploadBytes,
          ...(policy && { policy }),
          ...(linkDeadlineMs !== undefined && { deadlineMs: linkDeadlineMs }),
        });
        await db.update(games).set({ fileSize: fetched.bytes }).where(eq(games.id, game.id));
        await acceptFootage({ ...game, fileSize: fetched.bytes }, filePath, UPLOAD_MESSAGES.notVideo);
      } catch (error) {
        await rm(filePath, { force: true });
        // The database went away: the game is not at fault. Its claim is handed back and the job runs again.
        if (isDatabaseUnavailable(error)) throw error;
        // FetchRefusedError's message is a sentence we wrote for customers; anything else (DNS, TLS, disk,
        // storage) is described only in the log.
        const reason = error instanceof FetchRefusedError ? error.message : LINK_FAILED_MESSAGE;
        log.warn(
          { gameId: game.id, ...failureDetails(error), ...(error instanceof FetchRefusedError && { detail: error.detail }) },
          'a video link could not be fetched',
        );
        await endGame(game.id, 'failed', reason, null);
      } finally {
        await claim.end();
      }
      return true;
    },

    /** Removes the partial downloads of link games no longer being fetched (a worker died mid-download). */
    removeLeftoverDownloads: (directory: string) => removeLeftoverScratch(db, directory, 'link'),

    /**
     * Claims one queued game (earliest due first; a game whose worker died is taken over, see work-claims.ts,
     * and prepared from the start) and prepares it:
     * a proxy for analysts and a poster frame, then ready. A linked YouTube or Vimeo game has nothing to
     * prepare and is ready at once. If ffmpeg fails or passes its deadline (and is killed), the game fails
     * with a plain sentence (ffmpeg's message and our paths go to the log) and its credit returns. A game
     * cancelled or deleted meanwhile stays as it is, and the proxy and poster made for it are deleted again.
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
                 or (${games.status} = 'preparing' and ${isStale(games.prepareStartedAt)})
                 order by ${games.dueAt} nulls last, ${games.createdAt} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      if (!game) return false;
      /** Whether the game became ready: not when it was cancelled, failed or deleted while it was prepared. */
      const ready = async (keys: { proxyKey?: string; posterKey?: string } = {}) => {
        const marked = await db
          .update(games)
          .set({ status: 'ready', ...keys, updatedAt: sql`now()` })
          .where(and(eq(games.id, game.id), eq(games.status, 'preparing')))
          .returning({ id: games.id });
        return marked.length > 0;
      };
      if (!game.storageKey) {
        await ready();
        return true;
      }
      const keys = { proxyKey: proxyKeyOf(game.id), posterKey: posterKeyOf(game.id) };
      const directory = path.join(workDirectory, `prepare-${game.id}`);
      // A worker that died preparing this game may have left its files here: start afresh.
      await rm(directory, { recursive: true, force: true });
      await mkdir(directory, { recursive: true });
      const preparing = and(eq(games.id, game.id), eq(games.status, 'preparing'));
      const claim = holdClaim(
        () =>
          db
            .update(games)
            .set({ prepareStartedAt: sql`now()` })
            .where(preparing),
        () => db.update(games).set({ prepareStartedAt: null }).where(preparing),
        (error, step) =>
          log.warn(
            { gameId: game.id, step, ...failureDetails(error) },
            'could not renew or hand back the claim on a game being prepared',
          ),
      );
      let kept = false;
      try {
        const input = storage.localPath?.(game.storageKey) ?? (await download(game.storageKey, path.join(directory, 'original')));
        const proxy = path.join(directory, 'proxy.mp4');
        const poster = path.join(directory, 'poster.jpg');
        await runMediaTool('ffmpeg', proxyArguments(input, proxy), proxyDeadline(game.durationSeconds));
        await runMediaTool('ffmpeg', posterArguments(input, poster, game.durationSeconds), POSTER_DEADLINE_MS);
        await storage.putFile(keys.proxyKey, proxy, 'video/mp4');
        await storage.putFile(keys.posterKey, poster, 'image/jpeg');
        kept = await ready(keys);
      } catch (error) {
        // The database went away: the footage is not at fault. Its claim is handed back and the job runs again.
        if (isDatabaseUnavailable(error)) throw error;
        log.warn({ gameId: game.id, ...failureDetails(error) }, 'video preparation failed');
        await endGame(game.id, 'failed', PREPARE_FAILED_MESSAGE, null, ['preparing']);
      } finally {
        // Its scratch goes first: a worker taking the game over makes a directory of the same name.
        await rm(directory, { recursive: true, force: true });
        await claim.end();
      }
      // Not ready (cancelled, deleted or failed meanwhile): whatever was stored for it has no use.
      if (!kept) await discardUnrecorded(game.id, Object.values(keys));
      else await onPrepared?.();
      return true;
    },

    /** Removes the scratch directories of games no longer being prepared (a worker died mid-way). */
    removeLeftoverPreparations: (workDirectory: string) => removeLeftoverScratch(db, workDirectory, 'prepare'),

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

    /**
     * A page of a customer's games, newest first (GAMES_PAGE_SIZE a page; `cursor` is the previous page's
     * `nextCursor`), with how many games they have in all and how many are being processed, which the
     * dashboard shows whatever page it is on. A cursor only says where to start: the rows are the customer's.
     */
    async list(userId: string, cursor?: string) {
      const [rows, [counts]] = await Promise.all([
        cursor
          ? db
              .select({ game: listedColumns, cursorCreatedAt: cursorTime(games.createdAt) })
              .from(games)
              .where(and(eq(games.userId, userId), olderThan(games.createdAt, games.id, decodeCursor(cursor, 'uuid'), 'uuid')))
              .orderBy(desc(games.createdAt), desc(games.id))
              .limit(GAMES_PAGE_SIZE + 1)
          : newestGames.execute({ userId }),
        gameCounts.execute({ userId }),
      ]);
      const page = pageOf(
        rows.map(({ game, cursorCreatedAt }) => ({ ...game, cursorCreatedAt })),
        GAMES_PAGE_SIZE,
      );
      return { games: page.rows, nextCursor: page.nextCursor, counts: counts ?? { total: 0, processing: 0 } };
    },

    /**
     * One game as its page shows it: the game, the name of the customer's team that played (if any), the
     * players the analyst added to that team's roster at delivery, its satisfaction guarantee (window and
     * requests) and when its footage will be, or was, deleted (`footageRetentionDays` after delivery).
     */
    async view(viewer: { id: string; role: Role }, gameId: string, { footageRetentionDays }: { footageRetentionDays: number }) {
      const game = await this.get(viewer, gameId);
      const [team, guarantee, credit] = await Promise.all([
        game.teamId
          ? db
              .select({ teamName: teams.name, addedPlayers: teamGames.addedPlayers })
              .from(teams)
              .leftJoin(teamGames, eq(teamGames.gameId, gameId))
              .where(eq(teams.id, game.teamId))
              .then(([row]) => row)
          : undefined,
        gameGuarantee(db, game),
        gameCreditOf(db, gameId),
      ]);
      return {
        game,
        credit,
        teamName: team?.teamName ?? null,
        addedPlayers: team?.addedPlayers ?? [],
        guarantee,
        footage: footageOf(game, footageRetentionDays),
      };
    },

    /** One game, for its owner or our staff; anyone else is told it does not exist. */
    async get(viewer: { id: string; role: Role }, gameId: string): Promise<Game> {
      const [game] = await gameById.execute({ id: gameId });
      if (!game || (game.userId !== viewer.id && !STAFF.includes(viewer.role)))
        throw new AppError(404, 'not_found', 'Game not found');
      return game;
    },
  };
}

export type Games = ReturnType<typeof createGames>;

/** When a game's footage is due to be deleted (null once deleted, or while the game is in the works), and when it was. */
export function footageOf(
  game: Pick<Game, 'status' | 'completedAt' | 'endedAt' | 'footageDeletedAt'>,
  retentionDays: number,
): { deletesAt: Date | null; deletedAt: Date | null } {
  if (game.footageDeletedAt) return { deletesAt: null, deletedAt: game.footageDeletedAt };
  return { deletesAt: footageDeletionDue(game, retentionDays), deletedAt: null };
}

/** Without a logger (tests, scripts), details go to stderr as one line each. */
const consoleLog: GamesLog = {
  warn: (details, message) => console.warn(message, JSON.stringify(details)),
};
