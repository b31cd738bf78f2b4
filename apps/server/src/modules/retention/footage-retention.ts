import { addDays, footageDeletionDue, type GameStatus } from '@courtside/domain';
import { and, asc, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { games, guaranteeRequests, reels } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.js';
import { deleteObjects, gameObjectKeys, removeUpload } from '../storage/game-objects.js';
import type { Storage } from '../storage/storage.js';

/** Games handled by one run of the job; the next hourly run takes the rest. */
export const RETENTION_BATCH = 200;

export type RetentionReason = 'delivered' | 'failed' | 'cancelled';

/** Why a game's footage is deleted, from its status; null for a game still in the works. */
export function retentionReason(status: GameStatus): RetentionReason | null {
  if (status === 'completed') return 'delivered';
  if (status === 'failed' || status === 'cancelled') return status;
  return null;
}

/** Where the job writes a game it could not finish (pino's logger fits). */
export interface RetentionLog {
  error(details: Record<string, unknown>, message: string): void;
}

export interface FootageRetentionDeps {
  db: Database;
  storage: Storage;
  /** Where tus keeps unfinished uploads (`<uploadId>` and `<uploadId>.json`). */
  uploadsDirectory: string;
  retentionDays: number;
  log?: RetentionLog;
}

export interface RetentionRun {
  /** Games whose footage was deleted (and marked) by this run. */
  deleted: number;
  /** Games whose footage could not be deleted (a storage error): left unmarked, for the next run. */
  failed: number;
}

const pendingGuarantee = (gameId: typeof games.id | string) =>
  and(eq(guaranteeRequests.gameId, gameId), eq(guaranteeRequests.status, 'pending'));

/**
 * Footage retention: `retentionDays` after a game's delivery (or after it failed or was cancelled), every object
 * it may have in storage (original, proxy, poster, its reels) is deleted, with any unfinished upload left on disk;
 * the game row, its plays and its box score stay, and its reels stay listed, marked deleted (a reel being cut
 * then records nothing: its run finds the reel deleted). A game with a pending guarantee request keeps its footage until the
 * request is decided.
 *
 * Each game is handled in one transaction that locks its row, checks again that its footage is due (the batch
 * was read without locks), deletes the objects, marks the game (footageDeletedAt, keys cleared) and writes the
 * audit row. The lock is held while the objects go, a few deletes: a reopen, a re-delivery or a guarantee
 * request for that game waits for it, so footage is never deleted from under a game that needs it again. A run
 * that dies, or a delete that fails, rolls the transaction back: the game stays unmarked and the next run
 * deletes again (deleting a missing object is a no-op). One game's failure does not stop the others.
 */
export function createFootageRetention({ db, storage, uploadsDirectory, retentionDays, log = consoleLog }: FootageRetentionDeps) {
  async function dueGames(now: Date) {
    // Footage is due `retentionDays` after the time in question: that time is at most now - retentionDays.
    const before = addDays(now, -retentionDays);
    return db
      .select({ id: games.id })
      .from(games)
      .where(
        and(
          isNull(games.footageDeletedAt),
          or(
            and(eq(games.status, 'completed'), lte(games.completedAt, before)),
            and(inArray(games.status, ['failed', 'cancelled']), lte(games.endedAt, before)),
          ),
          notExists(db.select({ id: guaranteeRequests.id }).from(guaranteeRequests).where(pendingGuarantee(games.id))),
        ),
      )
      .orderBy(asc(games.createdAt))
      .limit(RETENTION_BATCH);
  }

  async function heldByGuarantee(tx: Executor, gameId: string): Promise<boolean> {
    const [pending] = await tx
      .select({ id: guaranteeRequests.id })
      .from(guaranteeRequests)
      .where(pendingGuarantee(gameId))
      .limit(1);
    return pending !== undefined;
  }

  /** Deletes one game's footage if it is still due; answers whether it did. */
  async function deleteFootageOf(gameId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
      if (!game || game.footageDeletedAt) return false;
      const reason = retentionReason(game.status);
      const due = footageDeletionDue(game, retentionDays);
      if (!reason || !due || due > now) return false;
      // A request made since the batch was read holds the footage; one made from now on waits for the lock.
      if (await heldByGuarantee(tx, game.id)) return false;

      // Its reels first, locked (a cut recording its reel now waits, or has committed and its key is read here),
      // then marked deleted: a cut that ends afterwards records nothing.
      const reelRows = await tx
        .select({ storageKey: reels.storageKey })
        .from(reels)
        .where(and(eq(reels.gameId, game.id), isNull(reels.deletedAt)))
        .for('update');
      await tx
        .update(reels)
        .set({ deletedAt: sql`now()`, storageKey: null })
        .where(and(eq(reels.gameId, game.id), isNull(reels.deletedAt)));
      const reelKeys = reelRows.flatMap(({ storageKey }) => (storageKey ? [storageKey] : []));
      const keys = [...gameObjectKeys(game), ...reelKeys];
      await deleteObjects(storage, keys);
      // An upload that never finished (a failed or cancelled game) may have left its bytes on disk.
      if (game.uploadId) await removeUpload(uploadsDirectory, game.uploadId);
      const [marked] = await tx
        .update(games)
        .set({ footageDeletedAt: sql`now()`, storageKey: null, proxyKey: null, posterKey: null, updatedAt: sql`now()` })
        .where(and(eq(games.id, game.id), eq(games.status, game.status), isNull(games.footageDeletedAt)))
        .returning({ id: games.id });
      if (!marked) throw new Error(`game ${game.id} changed while its row was locked`);
      await recordAudit(tx, {
        actor: null,
        action: 'footage.deleted',
        targetType: 'game',
        targetId: game.id,
        details: { keys, reason },
      });
      return true;
    });
  }

  return {
    /** Deletes the footage of every game now due (at most RETENTION_BATCH of them). */
    async deleteDueFootage(now: Date = new Date()): Promise<RetentionRun> {
      const run: RetentionRun = { deleted: 0, failed: 0 };
      for (const { id } of await dueGames(now)) {
        try {
          if (await deleteFootageOf(id, now)) run.deleted += 1;
        } catch (error) {
          run.failed += 1;
          log.error({ gameId: id, err: error }, 'could not delete footage; the next run will try again');
        }
      }
      return run;
    },
  };
}

export type FootageRetention = ReturnType<typeof createFootageRetention>;

/** Without a logger (scripts), details go to stderr as one line each. */
const consoleLog: RetentionLog = {
  error: (details, message) => console.error(message, JSON.stringify({ ...details, err: String(details.err) })),
};
