import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, classifyVideoLink, type GameDetails } from '@courtside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../../db/client.js';
import { games } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { failureDetails } from '../../lib/media/media-process.js';
import { holdClaim, isStale, removeLeftoverScratch } from '../../lib/work-claims.js';
import { requireCan, type Viewer } from '../../lib/viewer.js';
import { spendCredit } from '../credits/credits.service.js';
import {
  UPLOAD_MESSAGES,
  acceptFootage,
  cleanGameName,
  newGameColumns,
  endGame,
  gameMadeUnder,
  queueUploadedEmails,
  type FootageDeps,
  type Game,
  type GamesLog,
} from './game-steps.js';
import { FetchRefusedError, safeDownload, type FetchPolicy } from './safe-fetch.js';

/** What a customer is told when a link failed for a reason we did not write a sentence for. */
export const LINK_FAILED_MESSAGE = 'The video could not be fetched from this link.';

export interface LinkGamesDeps extends FootageDeps {
  maxUploadBytes: number;
  log: GamesLog;
  linkDeadlineMs?: number | undefined;
}

/** A game from a link: created with a credit, then watched where it is or fetched into storage. */
export function createLinkGames(deps: LinkGamesDeps) {
  const { db, maxUploadBytes, log, linkDeadlineMs } = deps;
  return {
    /**
     * A game from a link (URL mode): one credit, taken with the game in one transaction. YouTube and Vimeo
     * links are kept for analysts to watch there, and the game is queued at once; any other link is a file
     * that a job fetches into storage (see fetchNextLinkedGame). `creationKey` (the browser's Idempotency-Key):
     * the same request sent again, a retry after a lost answer, answers the game it made, not a second game with a
     * second credit; the key with another name or link is refused.
     */
    async createLinkGame(
      viewer: Viewer,
      input: { name: string; videoUrl: string; details?: GameDetails | undefined },
      creationKey?: string,
    ): Promise<Game> {
      requireCan(viewer, 'manage');
      const link = classifyVideoLink(input.videoUrl);
      if (!link) throw new AppError(400, 'invalid_link', MESSAGES.videoUrlInvalid);
      const watchable = link.kind !== 'direct';
      const name = cleanGameName(input.name) || 'Untitled game';
      const madeBefore = () => gameMadeUnder(db, viewer, creationKey, (game) => game.videoUrl === link.url && game.name === name);
      const earlier = await madeBefore();
      if (earlier) return earlier;
      return db
        .transaction(async (tx) => {
          const [game] = await tx
            .insert(games)
            .values({
              ...(await newGameColumns(tx, viewer, name, input.details)),
              status: watchable ? 'queued' : 'uploading',
              source: 'url',
              videoUrl: link.url,
              creationKey: creationKey ?? null,
              ...(watchable && { uploadCompletedAt: sql`now()`, dueAt: sql`now() + interval '24 hours'` }),
            })
            .returning();
          if (!game) throw new Error('The game was not created');
          await spendCredit(tx, { organizationId: viewer.organizationId, gameId: game.id, actorId: viewer.id });
          if (watchable) await queueUploadedEmails(tx, deps, game);
          return game;
        })
        .catch(async (error: unknown) => {
          // The same request at the same moment (a double click): the other one made the game.
          const raced = isUniqueViolation(error) ? await madeBefore() : null;
          if (raced) return raced;
          throw error;
        });
    },

    /**
     * Claims one direct-link game waiting to be fetched and fetches it (SSRF-safe, size-capped) into
     * storage. A link that cannot be fetched, or is not a video, fails the game and returns its credit.
     * The claim is renewed while the download runs; one whose worker died is taken over (see work-claims.ts)
     * and fetched again from the start, the credit untouched. Answers whether there was a game to fetch.
     */
    async fetchNextLinkedGame(directory: string, policy?: FetchPolicy): Promise<boolean> {
      const [game] = await db
        .update(games)
        .set({ fetchStartedAt: sql`now()` })
        .where(
          eq(
            games.id,
            sql`(select id from ${games} where ${games.source} = 'url' and ${games.status} = 'uploading'
                 and (${games.fetchStartedAt} is null or ${isStale(games.fetchStartedAt)})
                 order by ${games.createdAt} limit 1 for update skip locked)`,
          ),
        )
        .returning();
      if (!game) return false;
      const filePath = path.join(directory, `link-${game.id}`);
      // A worker that died fetching this game may have left part of it here.
      await mkdir(directory, { recursive: true });
      await rm(filePath, { force: true });
      const fetching = and(eq(games.id, game.id), eq(games.status, 'uploading'));
      const claim = holdClaim(
        () =>
          db
            .update(games)
            .set({ fetchStartedAt: sql`now()` })
            .where(fetching),
        () => db.update(games).set({ fetchStartedAt: null }).where(fetching),
        (error, step) =>
          log.warn(
            { gameId: game.id, step, ...failureDetails(error) },
            'could not renew or hand back the claim on a link being fetched',
          ),
      );
      try {
        const fetched = await safeDownload(game.videoUrl ?? '', filePath, {
          maxBytes: maxUploadBytes,
          ...(policy && { policy }),
          ...(linkDeadlineMs !== undefined && { deadlineMs: linkDeadlineMs }),
        });
        await db.update(games).set({ fileSize: fetched.bytes }).where(eq(games.id, game.id));
        await acceptFootage(deps, { ...game, fileSize: fetched.bytes }, filePath, UPLOAD_MESSAGES.notVideo);
      } catch (error) {
        await rm(filePath, { force: true });
        // The database went away: the game is not at fault. Its claim is handed back and the job runs again.
        if (isDatabaseUnavailable(error)) throw error;
        // FetchRefusedError's message is a sentence we wrote for customers; anything else (DNS, TLS, disk,
        // storage) is described only in the log.
        const reason = error instanceof FetchRefusedError ? error.message : LINK_FAILED_MESSAGE;
        log.warn(
          { gameId: game.id, ...failureDetails(error), ...(error instanceof FetchRefusedError && { detail: error.detail }) },
          'a video link could not be fetched',
        );
        await endGame(db, game.id, 'failed', reason, null);
      } finally {
        await claim.end();
      }
      return true;
    },

    /** Removes the partial downloads of link games no longer being fetched (a worker died mid-download). */
    removeLeftoverDownloads: (directory: string) => removeLeftoverScratch(db, directory, 'link'),
  };
}
