import { finishFileDeletions, type FileDeletionDeps } from '../modules/storage/file-deletions.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const FINISH_DELETIONS = 'storage.finish-deletions';

/**
 * Every ten minutes: removes the files of deleted accounts and organizations whose own request could not (storage
 * down, the process killed after the rows went; modules/storage/file-deletions.ts).
 */
export function finishDeletionsJob(deps: FileDeletionDeps): JobDefinition {
  return {
    name: FINISH_DELETIONS,
    cron: '*/10 * * * *',
    expireInSeconds: 30 * 60,
    run: async () => {
      await finishFileDeletions(deps);
    },
  };
}
