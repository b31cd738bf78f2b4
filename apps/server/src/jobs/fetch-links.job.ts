import type { Games } from '../modules/games/games.service.js';
import type { JobDefinition } from './queue.js';

export const FETCH_LINKS = 'games.fetch-links';

/** Fetches direct-link games into storage, one at a time per worker, until none is waiting. */
export function fetchLinksJob(games: Games, uploadsDirectory: string): JobDefinition {
  return {
    name: FETCH_LINKS,
    cron: '* * * * *',
    // One link may take the download's 2-hour deadline, then a probe and a copy into storage.
    expireInSeconds: 3 * 60 * 60,
    run: async () => {
      while (await games.fetchNextLinkedGame(uploadsDirectory)) {
        // Each call claims and fetches one game.
      }
    },
  };
}
