import type { Database } from '../db/client.js';
import { pruneThrottleEvents } from '../modules/auth/throttle.js';
import type { JobDefinition } from '../lib/job-queue.js';

/** Forgets auth throttle events older than a day, every hour. */
export function pruneThrottleJob(db: Database): JobDefinition {
  return { name: 'auth.prune-throttle', cron: '17 * * * *', expireInSeconds: 5 * 60, run: () => pruneThrottleEvents(db) };
}
