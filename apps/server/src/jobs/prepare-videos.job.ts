import type { Games } from '../modules/games/games.service.js';
import type { JobDefinition } from './queue.js';

export const PREPARE_VIDEOS = 'games.prepare';

/** Prepares queued games (proxy and poster), one at a time per worker, until none is waiting. */
export function prepareVideosJob(games: Games, workDirectory: string): JobDefinition {
  return {
    name: PREPARE_VIDEOS,
    cron: '* * * * *',
    // One proxy may take up to 5 hours (proxyDeadlineMs); a game's own claim lasts 6.
    expireInSeconds: 6 * 60 * 60,
    run: async () => {
      while (await games.prepareNextGame(workDirectory)) {
        // Each call claims and prepares one game.
      }
    },
  };
}
