import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { games } from '../../db/schema.js';
import { failureDetails } from '../../lib/media/media-process.js';
import { FINISH_CLAIM, type FileUploads } from './file-uploads.js';
import type { GamesLog } from './game-steps.js';

/** An upload whose file has not changed for this long, and is complete, lost its finish step. */
export const STALLED_UPLOAD_QUIET_MS = 5 * 60_000;

export interface StalledUploadSweepDeps {
  db: Database;
  log: GamesLog;
  finishFileUpload: FileUploads['finishFileUpload'];
}

export function createStalledUploadSweep({ db, log, finishFileUpload }: StalledUploadSweepDeps) {
  return {
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
  };
}
