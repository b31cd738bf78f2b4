import type { Reels } from '../modules/reels/reels.service.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const CUT_REELS = 'reels.cut';

/**
 * Cuts queued reels, one at a time per worker, until none is waiting. Each run first removes the scratch of
 * cuts a worker that died mid-way left behind.
 */
export function cutReelsJob(reels: Reels, workDirectory: string): JobDefinition {
  return {
    name: CUT_REELS,
    cron: '* * * * *',
    // A reel runs 20 minutes at most and is cut in well under that. A run that dies is not waited for: its
    // reel's claim stops being renewed and a later run takes the reel over once it is stale.
    expireInSeconds: 2 * 60 * 60,
    run: async () => {
      await reels.removeLeftoverCuts(workDirectory);
      while (await reels.cutNextReel(workDirectory)) {
        // Each call claims and cuts one reel.
      }
    },
  };
}
