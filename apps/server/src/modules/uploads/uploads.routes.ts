import { mkdir, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { gameDetailsInputSchema, toGameDetails, type GameDetails } from '@courtside/domain';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Metadata, Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { errorBody } from '../../lib/http.js';
import { viewerPart, type Viewer } from '../../lib/viewer.js';
import { viewerOf } from '../../plugins/access.js';
import { UPLOAD_MESSAGES, creationKeyOf } from '../games/game-steps.js';
import { type Games } from '../games/games.service.js';
import { removeUpload } from '../storage/game-objects.js';
import { pgLockerFor } from './pg-locker.js';
import { createTusPatch, isNoSpace } from './tus-patch.js';

export interface UploadsRoutesOptions {
  games: Games;
  /** Where the uploads' locks are kept, so that every server on this database writes an upload in turn. */
  db: Database;
  /** Where partial uploads are kept until they are complete (DATA_DIR/uploads). */
  directory: string;
  maxUploadBytes: number;
  trustProxy: boolean;
  /** Called when a finished upload queued its game (and its e-mails). */
  onGameQueued: () => Promise<void>;
}

/** Set by our route after it has checked the session; any value a client sends is removed first. */
/** The viewer, as JSON, for the tus server's hooks: set here on every request, any copy the client sent dropped. */
const VIEWER_HEADER = 'x-courtside-viewer';
const TUS_PATH = '/api/uploads';
/** The ids our FileStore gives (16 random bytes in hex); anything else names no upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * What a customer is told when the uploads disk is full. The spec has no words for it (its generic failure
 * text says nothing of the credit), so these are ours: at creation no credit was taken; during the upload the
 * game fails, its credit is returned and its partial file is deleted. Both come with 413 (the server cannot
 * take this much), which the upload page does not retry: retrying would only fill the disk again.
 */
export const NO_SPACE_MESSAGES = {
  atCreation: 'We cannot take this upload right now: our storage is full. No game credit was used. Please try again later.',
  duringUpload:
    'Our storage filled up during your upload, so it could not be kept. Your game credit has been returned. Please try again later.',
} as const;

/** An upload whose file could not be created for another reason (a broken disk, a permission). */
const NOT_STARTED_MESSAGE = 'The upload could not be started. Your game credit has been returned. Please try again.';

/**
 * The game's details, sent as JSON in the `details` metadata value (tus metadata is a flat list of strings):
 * the details, undefined when none were sent, or the message saying what is wrong with them.
 */
function readDetails(value: string | null | undefined): GameDetails | undefined | string {
  if (!value) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return 'The game details could not be read. Please try again.';
  }
  const parsed = gameDetailsInputSchema.safeParse(json);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The game details could not be read. Please try again.';
  return toGameDetails(parsed.data);
}

/** A tus error: the status and a plain-text body, which tus-js-client puts in its error message. */
class TusError extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}
const tusError = (status: number, body: string) => new TusError(status, body);

/**
 * The tus 1.0 endpoint for game files. Every request needs a session, and every request for an existing
 * upload must come from its owner. Creation takes the credit (see games.service); the final PATCH probes
 * the file and queues the game; DELETE (the customer's Cancel) ends the game and returns the credit.
 */
export const uploadsRoutes: FastifyPluginAsync<UploadsRoutesOptions> = async (app, options) => {
  const { games } = options;
  await mkdir(options.directory, { recursive: true });
  const locker = pgLockerFor(options.db, { log: app.log });
  app.addHook('onClose', () => locker.close());
  // A POST makes an upload with a new random id, which no other server can know yet, so it needs no lock
  // across servers. tus takes that lock after onUploadCreate reserved the credit: one in memory is free at
  // once and cannot fail on the database, so between the reservation and the file's creation nothing is
  // left that could keep the credit (see UploadStore).
  const creationLocker = new MemoryLocker();

  /** The disk filled up under an upload: the game fails, its credit returns, and what it had written goes. */
  async function giveUpForLackOfSpace(uploadId: string) {
    app.log.error(
      { uploadId, directory: options.directory },
      'the uploads disk is full: an upload failed and its credit was returned',
    );
    const game = await games.byUploadId(uploadId);
    if (game) await games.endGame(game.id, 'failed', NO_SPACE_MESSAGES.duringUpload, null);
    await removeUpload(options.directory, uploadId);
  }

  /**
   * The FileStore, but an upload whose empty file cannot be created fails and gives its credit back at once:
   * this is the last step of a POST after onUploadCreate reserved the credit. Should ending the game fail
   * too (the database away), the game stays "uploading" without a file, and abandonStaleUploads returns the
   * credit a day later.
   */
  class UploadStore extends FileStore {
    override async create(upload: Upload) {
      try {
        return await super.create(upload);
      } catch (error) {
        if (isNoSpace(error)) {
          await giveUpForLackOfSpace(upload.id);
          throw tusError(413, NO_SPACE_MESSAGES.duringUpload);
        }
        app.log.error({ err: error, uploadId: upload.id }, 'an upload file could not be created: returning its credit');
        const game = await games.byUploadId(upload.id);
        if (game) await games.endGame(game.id, 'failed', NOT_STARTED_MESSAGE, null);
        await removeUpload(options.directory, upload.id);
        throw tusError(500, NOT_STARTED_MESSAGE);
      }
    }
  }
  const store = new UploadStore({ directory: options.directory });
  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    locker: (request) => (request.method === 'POST' ? creationLocker : locker),
    maxSize: options.maxUploadBytes,
    respectForwardedHeaders: options.trustProxy,
    relativeLocation: true,
    onUploadCreate: async (request, upload) => {
      const viewerJson = request.headers.get(VIEWER_HEADER);
      if (!viewerJson) throw tusError(401, 'Unauthorized');
      const viewer = JSON.parse(Buffer.from(viewerJson, 'base64url').toString('utf8')) as Viewer;
      const metadata = upload.metadata ?? {};
      const details = readDetails(metadata.details);
      if (typeof details === 'string') throw tusError(400, details);
      // A file that cannot fit now would fail part way, after minutes of sending: refused before the credit.
      if ((upload.size ?? 0) > (await freeBytes())) throw tusError(413, NO_SPACE_MESSAGES.atCreation);
      try {
        await games.reserveFileUpload(viewer, {
          uploadId: upload.id,
          // Checked by our route before tus saw the request (creationKeyOf refuses a malformed key there).
          creationKey: creationKeyOf(request.headers.get('idempotency-key')),
          filename: metadata.filename ?? '',
          filetype: metadata.filetype ?? '',
          size: upload.size,
          name: metadata.name ?? undefined,
          details,
        });
      } catch (error) {
        if (error instanceof AppError) throw tusError(error.statusCode, error.message);
        // Never the error's own words: they may hold SQL, paths or values.
        app.log.error({ err: error }, 'upload creation failed');
        throw tusError(500, 'The upload could not be started. Please try again.');
      }
      return {};
    },
    onUploadFinish: async (_request, upload: Upload) => {
      const refusal = await finish(upload.id);
      if (refusal) throw tusError(refusal.status, refusal.body);
      return {};
    },
  });
  const patch = createTusPatch(store, locker);

  // PATCHes being written. When the server stops they are cut at once rather than awaited (a 32 MB chunk on a
  // slow uplink takes minutes): what they wrote stays, and the client resumes on another server or this one
  // once it is back.
  const writing = new Set<IncomingMessage>();
  app.addHook('preClose', async () => {
    for (const request of writing) request.destroy();
  });

  /** Room left for uploads; when it cannot be told, uploads are not refused for it. */
  async function freeBytes(): Promise<number> {
    const disk = await statfs(options.directory).catch(() => null);
    return disk ? disk.bavail * disk.bsize : Infinity;
  }

  /** The last byte is in: probe, store and queue the game. Answers a refusal when the file is not a video. */
  async function finish(uploadId: string): Promise<{ status: number; body: string } | null> {
    const filePath = path.join(options.directory, uploadId);
    const { outcome } = await games.finishFileUpload(uploadId, filePath);
    await rm(`${filePath}.json`, { force: true });
    if (outcome === 'rejected') {
      await rm(filePath, { force: true });
      return { status: 422, body: UPLOAD_MESSAGES.notVideo };
    }
    if (outcome === 'queued') await options.onGameQueued();
    return null;
  }

  // tus bodies are streamed to disk by the tus server: Fastify must leave them unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handle(request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) {
    const user = viewerOf(request);
    const uploadId = request.params.id;
    if (uploadId !== undefined && !UPLOAD_ID.test(uploadId))
      return reply.status(404).send(errorBody('not_found', 'Upload not found'));
    // tus reads the upload id from the request's URL itself (after its last '/', query included): it is
    // given exactly the URL whose id was checked here, and nothing a client appended.
    request.raw.url = uploadId ? `${TUS_PATH}/${uploadId}` : TUS_PATH;
    if (uploadId) {
      const game = await games.byUploadId(uploadId);
      // An upload is its uploader's to continue or cancel, in the organization it was made for.
      if (!game || game.organizationId !== user.organizationId || game.actorId !== user.id)
        return reply.status(404).send(errorBody('not_found', 'Upload not found'));
      if (game.status !== 'uploading') return answerFinished(request, reply, game.status, game.fileSize ?? 0);
      if (request.method === 'DELETE') await games.endGame(game.id, 'cancelled', 'Cancelled by the customer', user.id);
      if (request.method === 'PATCH') {
        // The upload is being worked on: the abandoned-upload sweep counts its day from here.
        await games.uploadActive(game.id);
        writing.add(request.raw);
        const result = await patch(uploadId, request.raw).finally(() => writing.delete(request.raw));
        if (result.noSpace) {
          await giveUpForLackOfSpace(uploadId);
          return reply
            .status(413)
            .header('Tus-Resumable', '1.0.0')
            .header('Cache-Control', 'no-store')
            .send(NO_SPACE_MESSAGES.duringUpload);
        }
        const refusal = result.complete ? await finish(uploadId) : null;
        reply
          .status(refusal?.status ?? result.status)
          .header('Tus-Resumable', '1.0.0')
          .header('Cache-Control', 'no-store');
        if (!refusal && result.offset !== undefined) reply.header('Upload-Offset', String(result.offset));
        return reply.send(refusal?.body ?? result.body);
      }
    }
    if (request.method === 'POST' && !uploadId) {
      const earlier = await madeBefore(request, user);
      if (earlier) return answerCreated(reply, earlier);
    }
    setTrustedHeader(request, VIEWER_HEADER, Buffer.from(JSON.stringify(viewerPart(user))).toString('base64url'));
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  /**
   * The upload an earlier creation under the request's Idempotency-Key made: the browser sent its creation again
   * after losing the answer. Null when the request has no key or a new one; the key sent with another file is
   * refused (409), a malformed one too (400).
   */
  async function madeBefore(request: FastifyRequest, viewer: Viewer): Promise<string | null> {
    const creationKey = creationKeyOf(request.headers['idempotency-key']);
    if (!creationKey) return null;
    let metadata: Record<string, string | null>;
    try {
      const header = request.headers['upload-metadata'];
      metadata = Metadata.parse(typeof header === 'string' ? header : undefined);
    } catch {
      return null; // tus refuses it (400) itself
    }
    const size = Number(request.headers['upload-length'] ?? Number.NaN);
    const game = await games.fileUploadMadeBefore(viewer, { filename: metadata.filename ?? '', size }, creationKey);
    return game?.uploadId ?? null;
  }

  /** The answer tus gives a creation (201 and the upload's address), for an upload made by an earlier request. */
  function answerCreated(reply: FastifyReply, uploadId: string) {
    return reply
      .status(201)
      .header('Location', `${TUS_PATH}/${uploadId}`)
      .header('Tus-Resumable', '1.0.0')
      .header('Cache-Control', 'no-store')
      .send();
  }

  /**
   * The upload is over (queued, failed or cancelled) and its partial file is gone. A client that repeats the
   * final PATCH, or asks for the offset after a lost response, is told it is complete, so finishing twice
   * looks like finishing once; an ended upload is gone (410).
   */
  function answerFinished(request: FastifyRequest, reply: FastifyReply, status: string, size: number) {
    reply.header('Tus-Resumable', '1.0.0').header('Cache-Control', 'no-store');
    if (status === 'failed' || status === 'cancelled') return reply.status(410).send(errorBody('gone', 'This upload has ended'));
    if (request.method === 'HEAD' || request.method === 'PATCH') {
      return reply
        .status(request.method === 'HEAD' ? 200 : 204)
        .header('Upload-Offset', String(size))
        .header('Upload-Length', String(size))
        .send();
    }
    return reply.status(405).send(errorBody('method_not_allowed', 'This upload is complete'));
  }

  /** Sets a header the tus server will read (it reads rawHeaders), dropping any copy the client sent. */
  function setTrustedHeader(request: FastifyRequest, name: string, value: string) {
    const raw = request.raw.rawHeaders;
    const kept: string[] = [];
    for (let index = 0; index < raw.length; index += 2) {
      if (raw[index]?.toLowerCase() !== name) kept.push(raw[index] ?? '', raw[index + 1] ?? '');
    }
    request.raw.rawHeaders.splice(0, raw.length, ...kept, name, value);
    request.raw.headers[name] = value;
  }

  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
  const config = { access: 'customer' } as const;
  app.route({ method: [...methods], url: '/uploads', handler: handle, config, schema: { hide: true } });
  app.route({ method: [...methods], url: '/uploads/:id', handler: handle, config, schema: { hide: true } });
};
