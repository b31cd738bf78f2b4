import type { GameStatus } from '@courtside/domain';
import type { Database } from '../../db/client.js';
import { proxyDeadlineMs } from '../../lib/media/media-commands.js';
import type { Storage } from '../storage/storage.js';
import { createAbandonedUploadSweep } from './abandoned-uploads.js';
import { createFileUploads } from './file-uploads.js';
import { createGameList } from './game-list.js';
import { createGamePreparation } from './game-preparation.js';
import { endGame, type EndedStatus, type GamesLog } from './game-steps.js';
import { createGameView } from './game-view.js';
import { createLinkGames } from './link-games.js';
import { createStalledUploadSweep } from './stalled-uploads.js';

export interface GamesDeps {
  db: Database;
  storage: Storage;
  baseUrl: string;
  teamEmail: string;
  maxUploadBytes: number;
  /** ffmpeg's stderr, server paths and fetch errors go here, never into what a customer is shown. */
  log?: GamesLog;
  /** How long making a proxy may take, from the footage's length (see proxyDeadlineMs). */
  proxyDeadlineMs?: (durationSeconds: number | null) => number;
  /** How long fetching a link may take in all (see safe-fetch's DOWNLOAD_DEADLINE_MS). */
  linkDeadlineMs?: number;
  /** Told when a game's proxy is made (analyst assistance reads it then); must not throw. */
  onPrepared?: () => Promise<void>;
}

/**
 * Games: created with a credit, filled by an upload or a link, ended (and refunded) when they fail. Each use
 * case is a file of its own; this puts them together as the one service the routes, jobs and worker take.
 */
export function createGames({
  db,
  storage,
  baseUrl,
  teamEmail,
  maxUploadBytes,
  log = consoleLog,
  proxyDeadlineMs: proxyDeadline = proxyDeadlineMs,
  linkDeadlineMs,
  onPrepared,
}: GamesDeps) {
  const fileUploads = createFileUploads({ db, storage, baseUrl, teamEmail, maxUploadBytes });
  return {
    ...fileUploads,
    /** Ends a game that never became ready and returns its credit, exactly once (see endGame in game-steps.ts). */
    endGame: (gameId: string, status: EndedStatus, reason: string, actorId: string | null, from?: GameStatus[]) =>
      endGame(db, gameId, status, reason, actorId, from),
    ...createStalledUploadSweep({ db, log, finishFileUpload: fileUploads.finishFileUpload }),
    ...createLinkGames({ db, storage, baseUrl, teamEmail, maxUploadBytes, log, linkDeadlineMs }),
    ...createGamePreparation({ db, storage, log, proxyDeadline, onPrepared }),
    ...createAbandonedUploadSweep({ db }),
    ...createGameList({ db }),
    ...createGameView({ db }),
  };
}

export type Games = ReturnType<typeof createGames>;

/** Without a logger (tests, scripts), details go to stderr as one line each. */
const consoleLog: GamesLog = {
  warn: (details, message) => console.warn(message, JSON.stringify(details)),
};
