import type { FootageRetention } from '../modules/retention/footage-retention.js';
import type { JobDefinition } from './queue.js';

export const FOOTAGE_RETENTION = 'footage.retention';

/**
 * Hourly: deletes the footage of games delivered, failed or cancelled FOOTAGE_RETENTION_DAYS ago, a batch at a
 * time. A run that dies halfway is finished by the next one (deleting a missing object is a no-op).
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
