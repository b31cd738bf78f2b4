import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { games } from '../../db/schema.js';
import { endGame } from './game-steps.js';

const ABANDONED_AFTER = sql`interval '24 hours'`;

export function createAbandonedUploadSweep({ db }: { db: Database }) {
  return {
    /** Uploads left unfinished for a day end as failed and give their credit back. Answers their upload ids. */
    async abandonStaleUploads(): Promise<string[]> {
      const stale = await db
        .select({ id: games.id, uploadId: games.uploadId })
        .from(games)
        .where(and(eq(games.status, 'uploading'), lt(games.createdAt, sql`now() - ${ABANDONED_AFTER}`)));
      const ended: string[] = [];
      for (const game of stale) {
        if ((await endGame(db, game.id, 'failed', 'Upload abandoned for 24 hours', null)) && game.uploadId)
          ended.push(game.uploadId);
      }
      return ended;
    },
  };
}
