import type { Games } from '../modules/games/games.service.js';
import { testOriginPolicy } from '../modules/games/safe-fetch.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const FETCH_LINKS = 'games.fetch-links';

/**
 * Fetches direct-link games into storage, one at a time per worker, until none is waiting. Each run first
 * removes the partial downloads of games no longer being fetched, left by a worker that died mid-download.
 * `testLinkOrigin` (tests only, see config.ts) is a local server the fetcher may reach in a worker process.
 */
export function fetchLinksJob(games: Games, uploadsDirectory: string, testLinkOrigin?: string): JobDefinition {
  const policy = testLinkOrigin ? testOriginPolicy(testLinkOrigin) : undefined;
  return {
    name: FETCH_LINKS,
    cron: '* * * * *',
    // One link may take the download's 2-hour deadline, then a probe and a copy into storage. A run that
    // dies is not waited for: its game's claim stops being renewed and a later run takes the game over.
    expireInSeconds: 3 * 60 * 60,
    run: async () => {
      await games.removeLeftoverDownloads(uploadsDirectory);
      while (await games.fetchNextLinkedGame(uploadsDirectory, policy)) {
        // Each call claims and fetches one game.
      }
    },
  };
}
