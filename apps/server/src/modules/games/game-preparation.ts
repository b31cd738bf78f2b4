import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { isDatabaseUnavailable, type Database } from '../../db/client.js';
import { games } from '../../db/schema.js';
import { POSTER_DEADLINE_MS, posterArguments, proxyArguments } from '../../lib/media/media-commands.js';
import { failureDetails, runMediaTool } from '../../lib/media/media-process.js';
import { holdClaim, isStale, removeLeftoverScratch } from '../../lib/work-claims.js';
import { posterKeyOf, proxyKeyOf } from '../storage/game-objects.js';
import type { Storage } from '../storage/storage.js';
import { discardUnrecorded, endGame, type GamesLog } from './game-steps.js';

/** What a customer is told when their footage could not be prepared; the details are in our logs. */
export const PREPARE_FAILED_MESSAGE = 'We could not process this video.';

export interface GamePreparationDeps {
  db: Database;
  storage: Storage;
  log: GamesLog;
  /** How long making a proxy may take, from the footage's length. */
  proxyDeadline: (durationSeconds: number | null) => number;
  onPrepared?: (() => Promise<void>) | undefined;
}

/** A queued game made ready for analysts: a proxy and a poster frame from its stored footage. */
export function createGamePreparation({ db, storage, log, proxyDeadline, onPrepared }: GamePreparationDeps) {
  /** A stored object copied to local disk, for ffmpeg to read (S3; local storage gives its own path). */
  async function download(key: string, file: string): Promise<string> {
    await pipeline(await storage.read(key), createWriteStream(file));
    return file;
  }

  return {
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
        await endGame(db, game.id, 'failed', PREPARE_FAILED_MESSAGE, null, ['preparing']);
      } finally {
        // Its scratch goes first: a worker taking the game over makes a directory of the same name.
        await rm(directory, { recursive: true, force: true });
        await claim.end();
      }
      // Not ready (cancelled, deleted or failed meanwhile): whatever was stored for it has no use.
      if (!kept) await discardUnrecorded({ db, storage }, game.id, Object.values(keys));
      else await onPrepared?.();
      return true;
    },

    /** Removes the scratch directories of games no longer being prepared (a worker died mid-way). */
    removeLeftoverPreparations: (workDirectory: string) => removeLeftoverScratch(db, workDirectory, 'prepare'),
  };
}
