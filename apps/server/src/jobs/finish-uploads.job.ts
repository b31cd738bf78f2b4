import type { Games } from '../modules/games/games.service.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const FINISH_STALLED_UPLOADS = 'uploads.finish-stalled';

/**
 * Every 3 minutes: uploads whose last byte arrived but whose finish step died are finished (queued, or
 * failed with the credit back), so no credit is held by an upload that will never move. A queued game is
 * then picked up by the prepare job's next run, within a minute.
 */
export function finishStalledUploadsJob(games: Games, uploadsDirectory: string): JobDefinition {
  return {
    name: FINISH_STALLED_UPLOADS,
    cron: '*/3 * * * *',
    // Each finish is a probe and a move into storage (an S3 upload of up to 2 GB).
    expireInSeconds: 60 * 60,
    run: async () => {
      await games.finishStalledUploads(uploadsDirectory);
    },
  };
}
