import { rm } from 'node:fs/promises';
import path from 'node:path';
import { footageDeletionDue, type GameStatus } from '@courtside/domain';
import { and, asc, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { games, guaranteeRequests } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.js';
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

/** The stored objects of a game's footage: the original, the analysts' proxy and the poster frame. */
export function footageKeys(game: { storageKey: string | null; proxyKey: string | null; posterKey: string | null }): string[] {
  return [game.storageKey, game.proxyKey, game.posterKey].filter((key): key is string => key !== null);
}

export interface FootageRetentionDeps {
  db: Database;
  storage: Storage;
  /** Where tus keeps unfinished uploads (`<uploadId>` and `<uploadId>.json`). */
  uploadsDirectory: string;
  retentionDays: number;
}

export interface RetentionRun {
  /** Games whose footage was deleted (and marked) by this run. */
  deleted: number;
}

/**
 * Footage retention: `retentionDays` after a game's delivery (or after it failed or was cancelled), its
 * original, proxy and poster are deleted from storage, with any unfinished upload left on disk; the game row,
 * its plays and its box score stay. A game with a pending guarantee request keeps its footage until the request
 * is decided.
 *
 * The objects go first, then one transaction marks the game (footageDeletedAt, keys cleared) and writes the
 * audit row. Deleting a missing object is a no-op, so a run that dies between the two leaves the game unmarked
 * and the next run finishes it.
 */
export function createFootageRetention({ db, storage, uploadsDirectory, retentionDays }: FootageRetentionDeps) {
  const cutoff = (now: Date) => new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);

  const pendingGuarantees = () =>
    db
      .select({ id: guaranteeRequests.id })
      .from(guaranteeRequests)
      .where(and(eq(guaranteeRequests.gameId, games.id), eq(guaranteeRequests.status, 'pending')));

  async function dueGames(now: Date) {
    const before = cutoff(now);
    return db
      .select()
      .from(games)
      .where(
        and(
          isNull(games.footageDeletedAt),
          or(
            and(eq(games.status, 'completed'), lte(games.completedAt, before)),
            and(inArray(games.status, ['failed', 'cancelled']), lte(games.endedAt, before)),
          ),
          notExists(pendingGuarantees()),
        ),
      )
      .orderBy(asc(games.createdAt))
      .limit(RETENTION_BATCH);
  }

  /** Whether a customer asked for this game's guarantee since the batch was read (their request holds it). */
  async function heldByGuarantee(gameId: string): Promise<boolean> {
    const [pending] = await db
      .select({ id: guaranteeRequests.id })
      .from(guaranteeRequests)
      .where(and(eq(guaranteeRequests.gameId, gameId), eq(guaranteeRequests.status, 'pending')))
      .limit(1);
    return pending !== undefined;
  }

  return {
    /** Deletes the footage of every game now due (at most RETENTION_BATCH of them). */
    async deleteDueFootage(now: Date = new Date()): Promise<RetentionRun> {
      let deleted = 0;
      for (const game of await dueGames(now)) {
        const reason = retentionReason(game.status);
        const due = footageDeletionDue(game, retentionDays);
        if (!reason || !due || due > now) continue;
        if (await heldByGuarantee(game.id)) continue;
        const keys = footageKeys(game);
        for (const key of keys) await storage.delete(key);
        if (game.uploadId) {
          // An upload that never finished (a failed or cancelled game) may have left its bytes on disk.
          const file = path.join(uploadsDirectory, game.uploadId);
          await rm(file, { force: true });
          await rm(`${file}.json`, { force: true });
        }
        const marked = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(games)
            .set({ footageDeletedAt: sql`now()`, storageKey: null, proxyKey: null, posterKey: null, updatedAt: sql`now()` })
            .where(and(eq(games.id, game.id), isNull(games.footageDeletedAt)))
            .returning({ id: games.id });
          // Another run got there first: it wrote the audit row.
          if (!row) return false;
          await recordAudit(tx, {
            actor: null,
            action: 'footage.deleted',
            targetType: 'game',
            targetId: game.id,
            details: { keys, reason },
          });
          return true;
        });
        if (marked) deleted += 1;
      }
      return { deleted };
    },
  };
}

export type FootageRetention = ReturnType<typeof createFootageRetention>;
