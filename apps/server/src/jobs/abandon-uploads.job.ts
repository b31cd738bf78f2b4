import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Games } from '../modules/games/games.service.js';
import type { JobDefinition } from './queue.js';

export const ABANDON_UPLOADS = 'uploads.abandon';

/** Hourly: uploads left unfinished for 24 hours end as failed, give their credit back and free their disk. */
export function abandonUploadsJob(games: Games, uploadsDirectory: string): JobDefinition {
  return {
    name: ABANDON_UPLOADS,
    cron: '17 * * * *',
    expireInSeconds: 15 * 60,
    run: async () => {
      for (const uploadId of await games.abandonStaleUploads()) {
        const file = path.join(uploadsDirectory, uploadId);
        await rm(file, { force: true });
        await rm(`${file}.json`, { force: true });
      }
    },
  };
}
