import type { Games } from '../modules/games/games.service.js';
import { removeUpload } from '../modules/storage/game-objects.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const ABANDON_UPLOADS = 'uploads.abandon';

/** Hourly: uploads left unfinished for 24 hours end as failed, give their credit back and free their disk. */
export function abandonUploadsJob(games: Games, uploadsDirectory: string): JobDefinition {
  return {
    name: ABANDON_UPLOADS,
    cron: '17 * * * *',
    expireInSeconds: 15 * 60,
    run: async () => {
      for (const uploadId of await games.abandonStaleUploads()) await removeUpload(uploadsDirectory, uploadId);
    },
  };
}
