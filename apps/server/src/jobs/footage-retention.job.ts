import type { FootageRetention } from '../modules/retention/footage-retention.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const FOOTAGE_RETENTION = 'footage.retention';

/**
 * Hourly: deletes the footage of games delivered, failed or cancelled FOOTAGE_RETENTION_DAYS ago, a batch at a
 * time. A game whose footage could not be deleted (a storage error, a run that died halfway) stays unmarked and
 * the next run tries it again; the run does not fail for it, so pg-boss does not retry the whole batch.
 */
export function footageRetentionJob(retention: FootageRetention): JobDefinition {
  return {
    name: FOOTAGE_RETENTION,
    cron: '41 * * * *',
    expireInSeconds: 30 * 60,
    run: async () => {
      await retention.deleteDueFootage();
    },
  };
}
