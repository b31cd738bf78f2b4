import type { Games } from '../modules/games/games.service.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const PREPARE_VIDEOS = 'games.prepare';

/**
 * Prepares queued games (proxy and poster), one at a time per worker, until none is waiting. Each run first
 * removes the scratch files of games no longer being prepared, left by a worker that died mid-way.
 */
export function prepareVideosJob(games: Games, workDirectory: string): JobDefinition {
  return {
    name: PREPARE_VIDEOS,
    cron: '* * * * *',
    // One proxy may take up to 5 hours (proxyDeadlineMs). A run that dies is not waited for: its game's
    // claim stops being renewed and the next run, a minute later, takes the game over once it is stale.
    expireInSeconds: 6 * 60 * 60,
    run: async () => {
      await games.removeLeftoverPreparations(workDirectory);
      while (await games.prepareNextGame(workDirectory)) {
        // Each call claims and prepares one game.
      }
    },
  };
}
