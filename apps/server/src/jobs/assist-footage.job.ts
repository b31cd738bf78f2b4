import type { Assist } from '../modules/assist/assist.service.js';
import type { JobDefinition } from './queue.js';

export const ASSIST_FOOTAGE = 'assist.footage';

/**
 * Runs analyst assistance's footage passes, one at a time per worker, until none is waiting: first it queues
 * the sound and motion passes of games whose proxy was made since, then claims and runs passes (the scoreboard
 * pass is queued when an analyst saves its regions). Each run first removes the proxy copies a worker that
 * died mid-pass left behind.
 */
export function assistFootageJob(assist: Assist, workDirectory: string): JobDefinition {
  return {
    name: ASSIST_FOOTAGE,
    cron: '* * * * *',
    // A pass may take up to 5 hours (passDeadlineMs). A run that dies is not waited for: its pass's claim
    // stops being renewed and a later run takes the pass over once it is stale.
    expireInSeconds: 6 * 60 * 60,
    run: async () => {
      await assist.removeLeftoverCopies(workDirectory);
      await assist.queueProxyPasses();
      while (await assist.runNextPass(workDirectory)) {
        // Each call claims and runs one pass.
      }
    },
  };
}
