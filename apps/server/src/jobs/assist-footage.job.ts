import { ANALYST_PASSES, PROXY_PASSES, type Assist } from '../modules/assist/assist.service.js';
import type { JobDefinition } from './queue.js';

export const ASSIST_FOOTAGE = 'assist.footage';
export const READ_SCOREBOARD = 'assist.scoreboard';

/**
 * Runs analyst assistance's sound and motion passes, one at a time per worker, until none is waiting: first it
 * queues the passes of games whose proxy was made since, then claims and runs them. Each run first removes the
 * proxy copies a worker that died mid-pass left behind (a copy whose pass still runs is kept).
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
      while (await assist.runNextPass(workDirectory, PROXY_PASSES)) {
        // Each call claims and runs one pass.
      }
    },
  };
}

/**
 * Runs the scoreboard passes, queued when an analyst saves the scoreboard's regions and waits at the workspace
 * for its suggestions. It is a job of its own, beside the sound and motion passes' (a pg-boss queue runs one job
 * at a time per worker), so a long game's motion pass never holds it back: on a worker with nothing else to do
 * the two share the cores for as long as both run.
 */
export function readScoreboardJob(assist: Assist, workDirectory: string): JobDefinition {
  return {
    name: READ_SCOREBOARD,
    // Triggered when regions are saved; the minute's run takes over a pass whose worker died.
    cron: '* * * * *',
    expireInSeconds: 6 * 60 * 60,
    run: async () => {
      await assist.removeLeftoverCopies(workDirectory);
      while (await assist.runNextPass(workDirectory, ANALYST_PASSES)) {
        // Each call claims and runs one pass.
      }
    },
  };
}
