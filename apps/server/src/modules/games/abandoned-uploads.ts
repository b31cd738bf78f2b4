import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { games } from '../../db/schema.js';
import { isStale } from '../../lib/work-claims.js';
import { FINISH_CLAIM } from './file-uploads.js';
import { endGame } from './game-steps.js';

const ABANDONED_AFTER = sql`interval '24 hours'`;

/**
 * An upload nobody worked on for a day: still uploading, no byte written for 24 hours (a PATCH marks the game,
 * uploadActive), no finish under way (the last byte's probe and move, FINISH_CLAIM), and for a link, no worker
 * fetching it. Checked again in the update that ends it, so a PATCH or a finish that starts meanwhile wins.
 * A paused upload resumed within a day lives on, however long ago it began.
 */
const abandoned: SQL = and(
  eq(games.status, 'uploading'),
  lt(games.updatedAt, sql`now() - ${ABANDONED_AFTER}`),
  or(isNull(games.uploadCompletedAt), lt(games.uploadCompletedAt, sql`now() - ${FINISH_CLAIM}`)),
  or(eq(games.source, 'file'), isStale(games.fetchStartedAt)),
) as SQL;

export function createAbandonedUploadSweep({ db }: { db: Database }) {
  return {
    /** Uploads left untouched for a day end as failed and give their credit back. Answers their upload ids. */
    async abandonStaleUploads(): Promise<string[]> {
      const stale = await db.select({ id: games.id, uploadId: games.uploadId }).from(games).where(abandoned);
      const ended: string[] = [];
      for (const game of stale) {
        if (
          (await endGame(db, game.id, 'failed', 'Upload abandoned for 24 hours', null, ['uploading'], abandoned)) &&
          game.uploadId
        )
          ended.push(game.uploadId);
      }
      return ended;
    },

    /** A PATCH is writing to the upload: it is not abandoned (see `abandoned`). */
    async uploadActive(gameId: string): Promise<void> {
      await db
        .update(games)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(games.id, gameId), eq(games.status, 'uploading')));
    },
  };
}
