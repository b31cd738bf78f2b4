import type { FootagePass } from '../db/schema.js';
import { ANALYST_PASSES, PROXY_PASSES, type Assist } from '../modules/assist/assist.service.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const ASSIST_FOOTAGE = 'assist.footage';
export const READ_SCOREBOARD = 'assist.scoreboard';

/**
 * A job that runs footage passes of the kinds `passes` names, one at a time per worker, until none is waiting.
 * Each run first removes the proxy copies a worker that died mid-pass left behind (a copy whose pass still runs is
 * kept), and `before` queues what it has to. Every minute, to take over a pass whose worker died (its claim stops
 * being renewed and goes stale). A pass may take up to 5 hours (passDeadlineMs).
 */
function passesJob(
  name: string,
  passes: readonly FootagePass[],
  assist: Assist,
  workDirectory: string,
  before: () => Promise<unknown> = () => Promise.resolve(),
): JobDefinition {
  return {
    name,
    cron: '* * * * *',
    expireInSeconds: 6 * 60 * 60,
    run: async () => {
      await assist.removeLeftoverCopies(workDirectory);
      await before();
      while (await assist.runNextPass(workDirectory, passes)) {
        // Each call claims and runs one pass.
      }
    },
  };
}

/** The sound and motion passes, queued for every game whose proxy was made since (also triggered by preparation). */
export function assistFootageJob(assist: Assist, workDirectory: string): JobDefinition {
  return passesJob(ASSIST_FOOTAGE, PROXY_PASSES, assist, workDirectory, () => assist.queueProxyPasses());
}

/**
 * The scoreboard passes, queued when an analyst saves the scoreboard's regions and waits at the workspace for its
 * suggestions (triggered then). A job of its own beside the sound and motion passes' (a pg-boss queue runs one job
 * at a time per worker), so a long game's motion pass never holds it back: the two share the cores while both run.
 */
export function readScoreboardJob(assist: Assist, workDirectory: string): JobDefinition {
  return passesJob(READ_SCOREBOARD, ANALYST_PASSES, assist, workDirectory);
}
