import { CONTROL_CHARACTER, gameNameFromFile, isAcceptedVideoName, type GameDetails } from '@courtside/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { games } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { requireCan, type Viewer } from '../../lib/viewer.js';
import { spendCredit } from '../credits/credits.service.js';
import {
  UPLOAD_MESSAGES,
  acceptFootage,
  cleanGameName,
  gameMadeUnder,
  newGameColumns,
  type FootageDeps,
  type FootageOutcome,
  type Game,
} from './game-steps.js';

export interface FileUploadRequest {
  uploadId: string;
  filename: string;
  filetype: string;
  /** Upload-Length; tus allows it to be deferred, we do not. */
  size: number | undefined;
  /**
   * The browser's Idempotency-Key for this upload's creation: a creation sent again after a lost answer finds the
   * game the first one made (fileUploadMadeBefore) instead of making a second one with a second credit.
   */
  creationKey?: string | undefined;
  /** A name the customer gave; the file name without its extension otherwise. */
  name?: string | undefined;
  /** What the customer said of the game (their team, the opponent, the date...), already validated. */
  details?: GameDetails | undefined;
}

export interface FileUploadsDeps extends FootageDeps {
  maxUploadBytes: number;
}

/**
 * How long a started finish (probe, then a move or an S3 upload of up to 2 GB) holds its claim: after this a
 * sweep may finish the upload again, as the first attempt must have died.
 */
export const FINISH_CLAIM = sql`interval '30 minutes'`;

/** A game from a file (tus): created with a credit before any byte is sent, queued once the last byte is in. */
export function createFileUploads(deps: FileUploadsDeps) {
  const { db, maxUploadBytes } = deps;

  async function byUploadId(uploadId: string): Promise<Game | null> {
    const [game] = await db.select().from(games).where(eq(games.uploadId, uploadId));
    return game ?? null;
  }

  async function finishFileUpload(uploadId: string, filePath: string): Promise<FootageOutcome> {
    const [claimed] = await db
      .update(games)
      .set({ uploadCompletedAt: sql`now()` })
      .where(
        and(
          eq(games.uploadId, uploadId),
          eq(games.status, 'uploading'),
          or(isNull(games.uploadCompletedAt), lt(games.uploadCompletedAt, sql`now() - ${FINISH_CLAIM}`)),
        ),
      )
      .returning();
    if (!claimed) return { outcome: 'unchanged', game: await byUploadId(uploadId) };
    return acceptFootage(deps, claimed, filePath, UPLOAD_MESSAGES.notVideo);
  }

  return {
    byUploadId,

    /**
     * The game an earlier creation under this Idempotency-Key made, when it was for this file (its name and size)
     * from this member; null when the key is new. The key sent with another file is refused (409).
     */
    fileUploadMadeBefore(viewer: Viewer, upload: { filename: string; size: number | undefined }, creationKey: string) {
      return gameMadeUnder(
        db,
        viewer,
        creationKey,
        (game) =>
          game.source === 'file' && game.originalFilename === upload.filename.slice(0, 255) && game.fileSize === upload.size,
      );
    },

    /**
     * At tus creation, before any byte is sent: checks the file's name, type and size, then takes one credit
     * and creates the game in one transaction. Without a credit nothing is created ('No games remaining').
     */
    async reserveFileUpload(viewer: Viewer, upload: FileUploadRequest): Promise<Game> {
      requireCan(viewer, 'manage');
      if (!isAcceptedVideoName(upload.filename) || CONTROL_CHARACTER.test(upload.filename))
        throw new AppError(400, 'unsupported_type', UPLOAD_MESSAGES.type);
      if (upload.filetype && !upload.filetype.startsWith('video/'))
        throw new AppError(400, 'unsupported_type', UPLOAD_MESSAGES.type);
      if (upload.size === undefined) throw new AppError(400, 'length_required', UPLOAD_MESSAGES.noSize);
      if (upload.size > maxUploadBytes) throw new AppError(413, 'too_large', UPLOAD_MESSAGES.size);
      if (upload.size <= 0) throw new AppError(400, 'empty_file', UPLOAD_MESSAGES.notVideo);
      const name = cleanGameName(upload.name ?? '') || cleanGameName(gameNameFromFile(upload.filename)) || 'Untitled game';
      const reserved = db.transaction(async (tx) => {
        const [game] = await tx
          .insert(games)
          .values({
            ...(await newGameColumns(tx, viewer, name, upload.details)),
            status: 'uploading',
            source: 'file',
            uploadId: upload.uploadId,
            originalFilename: upload.filename.slice(0, 255),
            // Set by probing once the file is complete (acceptFootage); the name and filetype are claims.
            contentType: null,
            fileSize: upload.size,
            creationKey: upload.creationKey ?? null,
          })
          .returning();
        if (!game) throw new Error('The game was not created');
        await spendCredit(tx, { organizationId: viewer.organizationId, gameId: game.id, actorId: viewer.id });
        return game;
      });
      return reserved.catch((error: unknown) => {
        // The same creation at the same moment (a retry while the first was still running): the other one is making
        // the game. The browser tries again in a moment (423) and is then answered that game.
        if (upload.creationKey && isUniqueViolation(error))
          throw new AppError(423, 'upload_starting', 'This upload is being started. Please wait a moment.');
        throw error;
      });
    },

    /**
     * The last byte has arrived: ffprobe must find a video stream, then the file goes into storage and the
     * game is queued for analysis, with the team's notice and the customer's receipt. Idempotent: a game
     * that is no longer uploading is left as it is, and so is one whose finish another caller started less
     * than 30 minutes ago (the PATCH that brought the last byte, a retried PATCH, or the sweep); the claim
     * is `upload_completed_at`, when the last byte was seen.
     */
    finishFileUpload,
  };
}

export type FileUploads = ReturnType<typeof createFileUploads>;
