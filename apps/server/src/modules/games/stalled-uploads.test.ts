import { access, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory } from '../../config.js';
import { games } from '../../db/schema.js';
import { finishStalledUploadsJob } from '../../jobs/finish-uploads.job.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser, tusMetadata } from '../../test/helpers.js';
import { makeTestVideo } from '../../test/test-video.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { type GamesLog } from './game-steps.js';
import { createGames, type Games } from './games.service.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Uploads whose last byte arrived but whose finish step (probe, store, queue) died with the process. */
describe('the sweep that finishes stalled uploads', () => {
  let t: TestApp;
  let base: string;
  let directory: string;
  let video: Buffer;
  let service: Games;
  let userCount = 0;
  const log: GamesLog = { warn: () => undefined };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-stalled-'));
    video = await makeTestVideo(path.join(directory, 'game.mp4'));
    service = createGames({
      db: t.database.db,
      storage: createLocalStorage(path.join(t.config.dataDir, 'footage')),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes: t.config.maxUploadBytes,
      log,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function customer(): Promise<TestUser> {
    const user = await signUpUser(t, `stalled-${++userCount}@club.com.au`);
    await giveGames(t.database.db, user.id, 1);
    return user;
  }
  const gameOf = async (user: TestUser) => (await t.database.db.select().from(games).where(eq(games.organizationId, user.id)))[0];
  const balance = (user: TestUser) => balanceOf(t.database.db, user.id);

  /**
   * Creates an upload over tus, then writes `bytes` straight into its file, as a PATCH does before its finish
   * step, with the file last changed `minutesAgo`. Answers the partial file's path.
   */
  async function stalledUpload(user: TestUser, bytes: Buffer, size = bytes.length, minutesAgo = 10): Promise<string> {
    const response = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: t.config.baseUrl,
        cookie: user.cookie,
        'Upload-Length': String(size),
        'Upload-Metadata': tusMetadata({ filename: 'game.mp4', filetype: 'video/mp4' }),
      },
    });
    expect(response.status).toBe(201);
    const uploadId = response.headers.get('location')?.split('/').at(-1) ?? '';
    const file = path.join(uploadsDirectory(t.config), uploadId);
    await writeFile(file, bytes);
    const then = new Date(Date.now() - minutesAgo * 60_000);
    await utimes(file, then, then);
    return file;
  }

  it('queues a complete upload whose finish step died, and frees its partial files', async () => {
    const user = await customer();
    const file = await stalledUpload(user, video);
    expect((await gameOf(user))?.status).toBe('uploading');
    await finishStalledUploadsJob(service, uploadsDirectory(t.config)).run();
    const game = await gameOf(user);
    expect(game).toMatchObject({ status: 'queued', contentType: 'video/mp4', storageKey: `games/${game?.id}/original.mp4` });
    expect(await balance(user)).toBe(0);
    await expect(access(file)).rejects.toThrow(/ENOENT/);
    await expect(access(`${file}.json`)).rejects.toThrow(/ENOENT/);
  });

  it('fails a complete upload that is not a video and returns its credit', async () => {
    const user = await customer();
    const file = await stalledUpload(user, PDF);
    expect(await balance(user)).toBe(0);
    expect(await service.finishStalledUploads(uploadsDirectory(t.config))).toMatchObject({ rejected: 1 });
    expect(await gameOf(user)).toMatchObject({ status: 'failed' });
    expect(await balance(user)).toBe(1);
    await expect(access(file)).rejects.toThrow(/ENOENT/);
  });

  it('leaves alone an upload still missing bytes, one written to a moment ago, and one whose finish is under way', async () => {
    const partial = await customer();
    await stalledUpload(partial, video.subarray(0, 1000), video.length);
    const recent = await customer();
    await stalledUpload(recent, video, video.length, 1);
    const finishing = await customer();
    await stalledUpload(finishing, video);
    // Another caller (the final PATCH) claimed the finish a minute ago and is still at it.
    await t.database.db
      .update(games)
      .set({ uploadCompletedAt: sql`now() - interval '1 minute'` })
      .where(eq(games.organizationId, finishing.id));

    expect(await service.finishStalledUploads(uploadsDirectory(t.config))).toEqual({ queued: 0, rejected: 0 });
    for (const user of [partial, recent, finishing]) {
      expect((await gameOf(user))?.status).toBe('uploading');
      expect(await balance(user)).toBe(0);
    }

    // A claim older than 30 minutes belongs to a finish that died: the sweep takes the upload over.
    await t.database.db
      .update(games)
      .set({ uploadCompletedAt: sql`now() - interval '31 minutes'` })
      .where(eq(games.organizationId, finishing.id));
    expect(await service.finishStalledUploads(uploadsDirectory(t.config))).toEqual({ queued: 1, rejected: 0 });
    expect((await gameOf(finishing))?.status).toBe('queued');
  });

  it('finishes an upload once when the sweep and the final PATCH race for it', async () => {
    const user = await customer();
    const file = await stalledUpload(user, video);
    const uploadId = path.basename(file);
    const outcomes = await Promise.all([
      service.finishFileUpload(uploadId, file),
      service.finishStalledUploads(uploadsDirectory(t.config)),
    ]);
    const finishers = [outcomes[0].outcome === 'queued', outcomes[1].queued === 1].filter(Boolean);
    expect(finishers).toHaveLength(1);
    expect((await gameOf(user))?.status).toBe('queued');
    expect(await balance(user)).toBe(0);
  });
});
