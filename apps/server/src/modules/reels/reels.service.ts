import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  clipsDurationMs,
  clipsOf,
  footageDeletionDue,
  formatShortDate,
  REEL_LIMITS,
  type ClipWindow,
  type GameReport,
  type ReportPlay,
} from '@courtside/domain';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, type Database, type Executor } from '../../db/client.js';
import { boxScores, games, reels, type shareLinks } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { keepDeliveredReport, NOT_DELIVERED_MESSAGE } from '../box-scores/box-scores.service.js';
import { failureDetails } from '../../lib/media/media-process.js';
import { holdClaim, isStale, scratchEntries, UUID } from '../../lib/work-claims.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderReelReadyEmail } from '../mail/templates/reel-ready.js';
import type { Storage } from '../storage/storage.js';
import { captionsOf, cutReel } from './reel-cut.js';
import { footageDeletedMessage, REEL_FAILED_MESSAGE, REEL_REFUSALS, refusalOf } from './reel-limits.js';
import { memberMayReadGame, requireCan, type Viewer } from '../../lib/viewer.js';

type ReelRow = typeof reels.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** A reel as its owner sees it (issue 28's HTTP contract). */
export interface ReelView {
  id: string;
  gameId: string;
  title: string;
  status: ReelRow['status'];
  progress: number;
  error: string | null;
  clips: number;
  durationMs: number;
  bytes: number | null;
  createdAt: Date;
  completedAt: Date | null;
  deletedAt: Date | null;
  videoUrl: string | null;
}

export interface ReelsDeps {
  db: Database;
  storage: Storage;
  baseUrl: string;
  footageRetentionDays: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const reelNotFound = () => new AppError(404, 'not_found', 'Reel not found');
const gameNotFound = () => new AppError(404, 'not_found', 'Game not found');
const dateOf = (date: Date) => formatShortDate(date, 'UTC');

/** A reel's object: a new key for each run, so a taken-over run never writes over the object another run recorded. */
export const reelKeyOf = (reel: Pick<ReelRow, 'id' | 'gameId' | 'run'>) =>
  `reels/${reel.gameId}/${reel.id}-${String(reel.run)}.mp4`;

/** A cut's scratch directory, named after the reel and the run (`reel-<id>-<run>`). */
const SCRATCH = new RegExp(`^reel-(${UUID})-(\\d+)$`);
const scratchOf = (reel: Pick<ReelRow, 'id' | 'run'>) => `reel-${reel.id}-${String(reel.run)}`;

/** The newest reels a game's list shows: 10 a day over the footage's kept days fit, so the list never grows without end. */
export const REELS_LISTED = 500;

/** Progress is written at most this often (and at each whole 5 %), so a long cut does not flood the database. */
const PROGRESS_EVERY_MS = 1_000;

/** The windows of a reel's plays, from the delivered report, in footage order. */
export function windowsOf(report: GameReport, playIds: readonly string[], footageMs?: number): ClipWindow[] {
  const wanted = new Set(playIds);
  return clipsOf(
    report.plays.filter((play) => wanted.has(play.id)),
    footageMs,
  );
}

/**
 * Reels: a playlist of a delivered game's plays cut into one MP4 by a job (DESIGN.md §4 "Clips"). Access: the
 * reel's owner only (anyone else, staff included, is told it does not exist); a share link that names a reel
 * plays that reel alone.
 */
export function createReels({ db, storage, baseUrl, footageRetentionDays, log }: ReelsDeps) {
  async function ownGame(executor: Executor, viewer: Viewer, gameId: string, lock = false): Promise<GameRow> {
    const query = executor
      .select()
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.organizationId, viewer.organizationId)));
    const [game] = lock ? await query.for('update') : await query;
    if (!game || !memberMayReadGame(viewer, game)) throw gameNotFound();
    return game;
  }

  async function ownReel(viewer: Viewer, reelId: string): Promise<ReelRow> {
    const [reel] = await db
      .select()
      .from(reels)
      .innerJoin(games, eq(games.id, reels.gameId))
      .where(and(eq(reels.id, reelId), eq(reels.organizationId, viewer.organizationId)));
    if (!reel || !memberMayReadGame(viewer, reel.games)) throw reelNotFound();
    return reel.reels;
  }

  async function storedReport(executor: Executor, gameId: string): Promise<GameReport | null> {
    const [row] = await executor.select({ report: boxScores.report }).from(boxScores).where(eq(boxScores.gameId, gameId));
    return row?.report ?? null;
  }

  const footageMsOf = (game: Pick<GameRow, 'durationSeconds'>) =>
    game.durationSeconds ? Math.round(game.durationSeconds * 1000) : undefined;

  function viewOf(reel: ReelRow, report: GameReport | null, footageMs?: number): ReelView {
    const windows = report ? windowsOf(report, reel.playIds, footageMs) : [];
    return {
      id: reel.id,
      gameId: reel.gameId,
      title: reel.title,
      status: reel.status,
      progress: reel.progress,
      error: reel.error,
      clips: windows.length,
      durationMs: reel.durationMs ?? clipsDurationMs(windows),
      bytes: reel.bytes,
      createdAt: reel.createdAt,
      completedAt: reel.completedAt,
      deletedAt: reel.deletedAt,
      videoUrl: reel.status === 'ready' && !reel.deletedAt ? `/api/reels/${reel.id}/video` : null,
    };
  }

  async function viewOfReel(reel: ReelRow): Promise<ReelView> {
    const [game] = await db.select({ durationSeconds: games.durationSeconds }).from(games).where(eq(games.id, reel.gameId));
    return viewOf(reel, await storedReport(db, reel.gameId), game ? footageMsOf(game) : undefined);
  }

  /** Reels of a game made since the start of today (UTC): the per-day limit counts them, whatever became of them. */
  async function madeToday(executor: Executor, gameId: string): Promise<number> {
    const [row] = await executor
      .select({ made: count() })
      .from(reels)
      .where(
        and(eq(reels.gameId, gameId), gte(reels.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`)),
      );
    return row?.made ?? 0;
  }

  const footageGone = (game: Pick<GameRow, 'footageDeletedAt'>, what: 'make' | 'reel') =>
    game.footageDeletedAt
      ? new AppError(410, 'footage_deleted', footageDeletedMessage(dateOf(game.footageDeletedAt), what))
      : null;

  /** Whether the claim `run` of this reel is still current: not handed back, taken over, or deleted. */
  const thisRun = (reel: Pick<ReelRow, 'id' | 'run'>) =>
    and(eq(reels.id, reel.id), eq(reels.run, reel.run), eq(reels.status, 'cutting'), isNull(reels.deletedAt));

  async function claimNextReel(): Promise<ReelRow | null> {
    const [claimed] = await db
      .update(reels)
      .set({ status: 'cutting', startedAt: sql`now()`, run: sql`${reels.run} + 1`, progress: 0, error: null })
      .where(
        eq(
          reels.id,
          sql`(select id from ${reels} where ${reels.deletedAt} is null
               and (${reels.status} = 'queued' or (${reels.status} = 'cutting' and ${isStale(reels.startedAt)}))
               order by ${reels.createdAt} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return claimed ?? null;
  }

  async function localCopy(key: string, directory: string): Promise<string> {
    const local = storage.localPath?.(key);
    if (local) return local;
    const file = path.join(directory, 'footage.mp4');
    await pipeline(await storage.read(key), createWriteStream(file));
    return file;
  }

  return {
    /** A game's reels, newest first, how many more can be made today, and when its footage (and reels) will be deleted. */
    async list(viewer: Viewer, gameId: string) {
      const game = await ownGame(db, viewer, gameId);
      // Reels are for the roles that make them (DESIGN.md: not players), as their files are.
      requireCan(viewer, 'reels');
      const [rows, report, made] = await Promise.all([
        db
          .select()
          .from(reels)
          .where(eq(reels.gameId, game.id))
          .orderBy(desc(reels.createdAt), desc(reels.id))
          .limit(REELS_LISTED),
        storedReport(db, game.id),
        madeToday(db, game.id),
      ]);
      const deletesAt = game.footageDeletedAt ? null : footageDeletionDue(game, footageRetentionDays);
      return {
        reels: rows.map((reel) => viewOf(reel, report, footageMsOf(game))),
        reelsLeftToday: Math.max(0, REEL_LIMITS.perGamePerDay - made),
        footageDeletesAt: deletesAt,
      };
    },

    /**
     * Queues a reel of a delivered game's plays (the delivered report's, also while the game is being corrected).
     * The game's row is locked while the day's reels are counted, so two requests at once cannot both pass the limit.
     */
    async create(viewer: Viewer, gameId: string, input: { title: string; playIds: string[] }): Promise<ReelView> {
      requireCan(viewer, 'reels');
      return db.transaction(async (tx) => {
        const game = await ownGame(tx, viewer, gameId, true);
        const gone = footageGone(game, 'make');
        if (gone) throw gone;
        const row = await keepDeliveredReport(tx, game);
        if (!row) throw new AppError(409, 'not_ready', NOT_DELIVERED_MESSAGE);
        if (!game.proxyKey) throw new AppError(409, 'no_footage', 'This game has no footage to cut a reel from.');
        const windows = windowsOf(row.report, input.playIds, footageMsOf(game));
        const refusal = refusalOf(new Set(input.playIds).size, windows);
        if (refusal) throw new AppError(refusal.status, refusal.code, refusal.message);
        if ((await madeToday(tx, game.id)) >= REEL_LIMITS.perGamePerDay) {
          const { status, code, message } = REEL_REFUSALS.perDay;
          throw new AppError(status, code, message);
        }
        const [reel] = await tx
          .insert(reels)
          .values({
            gameId: game.id,
            organizationId: game.organizationId,
            actorId: viewer.id,
            title: input.title,
            playIds: [...new Set(input.playIds)],
            durationMs: clipsDurationMs(windows),
          })
          .returning();
        if (!reel) throw new Error('the reel was not stored');
        return viewOf(reel, row.report, footageMsOf(game));
      });
    },

    async get(viewer: Viewer, reelId: string): Promise<ReelView> {
      const reel = await ownReel(viewer, reelId);
      requireCan(viewer, 'reels');
      return viewOfReel(reel);
    },

    /** Queues a failed reel again (its footage still kept). */
    async retry(viewer: Viewer, reelId: string): Promise<ReelView> {
      requireCan(viewer, 'reels');
      const reel = await ownReel(viewer, reelId);
      const [game] = await db.select().from(games).where(eq(games.id, reel.gameId));
      const gone = game && footageGone(game, 'make');
      if (gone) throw gone;
      const [queued] = await db
        .update(reels)
        .set({ status: 'queued', progress: 0, error: null, startedAt: null })
        .where(and(eq(reels.id, reel.id), eq(reels.status, 'failed'), isNull(reels.deletedAt)))
        .returning();
      if (!queued) throw new AppError(409, 'not_failed', 'Only a reel that failed can be tried again.');
      return viewOfReel(queued);
    },

    /** The stored file of the owner's ready reel, and the names its download is named after. */
    async video(viewer: Viewer, reelId: string): Promise<{ key: string; gameName: string; title: string }> {
      const reel = await ownReel(viewer, reelId);
      // A reel is a download of footage: not a player's (they watch their clips on their page).
      requireCan(viewer, 'reels');
      const [game] = await db.select().from(games).where(eq(games.id, reel.gameId));
      if (!game) throw reelNotFound();
      return { key: readyKeyOf(reel, game), gameName: game.name, title: reel.title };
    },

    /** The reel a share link names, as the shared page shows it; null for a link without one (or a reel gone). */
    async sharedReel(link: Pick<typeof shareLinks.$inferSelect, 'reelId' | 'gameId'>) {
      if (!link.reelId || !link.gameId) return null;
      const [reel] = await db
        .select()
        .from(reels)
        .where(and(eq(reels.id, link.reelId), eq(reels.gameId, link.gameId)));
      if (!reel || reel.status !== 'ready' || reel.deletedAt) return null;
      const { clips, durationMs } = await viewOfReel(reel);
      return { title: reel.title, clips, durationMs };
    },

    /** The stored file of the reel a share link names; any other link answers 404. */
    async sharedVideo(link: Pick<typeof shareLinks.$inferSelect, 'reelId' | 'gameId'>): Promise<string> {
      const notFound = () => new AppError(404, 'not_found', 'This link is not valid. It may have been revoked or expired.');
      if (!link.reelId || !link.gameId) throw notFound();
      const [reel] = await db
        .select()
        .from(reels)
        .where(and(eq(reels.id, link.reelId), eq(reels.gameId, link.gameId)));
      const [game] = await db.select().from(games).where(eq(games.id, link.gameId));
      if (!reel || !game) throw notFound();
      return readyKeyOf(reel, game);
    },

    /**
     * Claims a queued reel (or one whose worker stopped renewing its claim, see work-claims.ts) and cuts it from
     * the game's proxy: its object is stored under a key of this run, then recorded with the reel's size and
     * status in one update, only if this run still holds the claim (a run taken over writes nothing; its object
     * is deleted again). Until then the reel has no key, so nothing half-written is ever served. A failed cut
     * ends the reel as failed with a plain sentence (ffmpeg's message goes to the log); the owner may retry.
     * The owner is e-mailed when it is ready. Answers whether there was a reel to cut.
     */
    async cutNextReel(workDirectory: string): Promise<boolean> {
      const reel = await claimNextReel();
      if (!reel) return false;
      const claim = holdClaim(
        () =>
          db
            .update(reels)
            .set({ startedAt: sql`now()` })
            .where(thisRun(reel)),
        // Queued again: a cut broken off by a database outage is run afresh once the database answers.
        () => db.update(reels).set({ status: 'queued', startedAt: null }).where(thisRun(reel)),
        (error, step) =>
          log.warn({ reelId: reel.id, step, ...failureDetails(error) }, 'could not renew or hand back the claim on a reel'),
      );
      const directory = path.join(workDirectory, scratchOf(reel));
      const key = reelKeyOf(reel);
      let recorded = false;
      let lastWrite = 0;
      let lastPercent = 0;
      const progressWrites: Promise<unknown>[] = [];
      const onProgress = (percent: number) => {
        const now = Date.now();
        if (percent <= lastPercent || (now - lastWrite < PROGRESS_EVERY_MS && percent - lastPercent < 5)) return;
        lastWrite = now;
        lastPercent = percent;
        progressWrites.push(
          db
            .update(reels)
            .set({ progress: percent })
            .where(thisRun(reel))
            .catch((error: unknown) =>
              log.warn({ reelId: reel.id, ...failureDetails(error) }, 'could not record a reel’s progress'),
            ),
        );
      };
      try {
        await rm(directory, { recursive: true, force: true });
        await mkdir(directory, { recursive: true });
        const [game] = await db.select().from(games).where(eq(games.id, reel.gameId));
        const report = await storedReport(db, reel.gameId);
        if (!game?.proxyKey || !report) throw new Error(`reel ${reel.id}: its game has no proxy or no delivered report`);
        const windows = windowsOf(report, reel.playIds, footageMsOf(game));
        if (windows.length === 0) throw new Error(`reel ${reel.id}: none of its plays has a footage position`);
        const plays = new Map<string, ReportPlay>(report.plays.map((play) => [play.id, play]));
        const output = path.join(directory, 'reel.mp4');
        const { durationMs } = await cutReel({
          input: await localCopy(game.proxyKey, directory),
          windows,
          captions: windows.map((window) => captionsOf(window, plays, report.setup.periods)),
          directory,
          output,
          onProgress,
        });
        const { size } = await stat(output);
        await storage.putFile(key, output, 'video/mp4');
        await Promise.all(progressWrites);
        recorded = await db.transaction(async (tx) => {
          const [ready] = await tx
            .update(reels)
            .set({
              status: 'ready',
              progress: 100,
              storageKey: key,
              bytes: size,
              durationMs,
              completedAt: sql`now()`,
              startedAt: null,
            })
            .where(thisRun(reel))
            .returning();
          if (!ready) return false;
          // A re-cut (a reel completed before, queued again to be cut anew) is not news to its owner.
          const owner = reel.completedAt === null ? await organizationContact(tx, reel.organizationId, reel.actorId) : null;
          if (owner)
            await queueEmail(tx, {
              to: owner.email,
              kind: 'reel_ready',
              ...renderReelReadyEmail({
                userName: owner.name,
                gameName: game.name,
                reelTitle: reel.title,
                url: `${baseUrl}/games/${game.id}`,
              }),
            });
          return true;
        });
      } catch (error) {
        // The database went away: the footage is not at fault. The claim is handed back and the job runs again.
        if (isDatabaseUnavailable(error)) throw error;
        log.warn({ reelId: reel.id, ...failureDetails(error) }, 'a reel could not be cut');
        await Promise.all(progressWrites);
        await db.update(reels).set({ status: 'failed', error: REEL_FAILED_MESSAGE, startedAt: null }).where(thisRun(reel));
      } finally {
        await rm(directory, { recursive: true, force: true });
        await claim.end();
      }
      // Taken over, deleted or failed meanwhile: the object stored for this run has no use. Recorded, a re-cut's
      // object replaces the one the reel had.
      if (!recorded) await storage.delete(key).catch(() => undefined);
      else if (reel.storageKey && reel.storageKey !== key) await storage.delete(reel.storageKey).catch(() => undefined);
      return true;
    },

    /** Removes the scratch of cuts no longer running (a worker died mid-way and its reel was taken over or ended). */
    async removeLeftoverCuts(workDirectory: string): Promise<string[]> {
      const removed: string[] = [];
      for (const entry of await scratchEntries(workDirectory)) {
        const match = SCRATCH.exec(entry);
        if (!match) continue;
        const [, id = '', run = ''] = match;
        const [running] = await db
          .select({ id: reels.id })
          .from(reels)
          .where(thisRun({ id, run: Number(run) }));
        if (running) continue;
        await rm(path.join(workDirectory, entry), { recursive: true, force: true });
        removed.push(entry);
      }
      return removed;
    },
  };

  /** The key of a reel that may be served: 410 once its footage was deleted, 409 while it is not ready. */
  function readyKeyOf(reel: ReelRow, game: GameRow): string {
    if (reel.deletedAt) {
      throw new AppError(410, 'footage_deleted', footageDeletedMessage(dateOf(game.footageDeletedAt ?? reel.deletedAt), 'reel'));
    }
    if (reel.status !== 'ready' || !reel.storageKey) throw new AppError(409, 'not_ready', 'This reel is not ready yet.');
    return reel.storageKey;
  }
}

export type Reels = ReturnType<typeof createReels>;
