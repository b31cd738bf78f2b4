import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, games } from '../../db/schema.js';
import {
  balanceOf,
  createTestApp,
  giveGames,
  personalViewer,
  signUpUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers.js';
import { originalKeyOf, posterKeyOf, proxyKeyOf } from '../storage/game-objects.js';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { PREPARE_FAILED_MESSAGE } from './game-preparation.js';
import { type GamesLog } from './game-steps.js';
import { createGames, type Games, type GamesDeps } from './games.service.js';
import { probeVideo } from '../../lib/media/video-probe.js';
import { makeTestVideo } from '../../test/test-video.js';

const run = promisify(execFile);

describe('video preparation', () => {
  let t: TestApp;
  let directory: string;
  let service: Games;
  let footage: string;
  let userCount = 0;
  let admin: TestUser;
  /** What the service logged: the details a customer must not see. */
  let logged: { details: Record<string, unknown>; message: string }[] = [];
  const log: GamesLog = { warn: (details, message) => logged.push({ details, message }) };
  const createService = (deps: Partial<GamesDeps> = {}) =>
    createGames({
      db: t.database.db,
      storage: createLocalStorage(footage),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes: t.config.maxUploadBytes,
      log,
      ...deps,
    });

  beforeAll(async () => {
    t = await createTestApp();
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-prepare-'));
    footage = path.join(t.config.dataDir, 'footage');
    service = createService();
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function customer(): Promise<TestUser> {
    const user = await signUpUser(t, `prep-${++userCount}@club.com.au`);
    await giveGames(t.database.db, user.id, 1);
    return user;
  }
  const gameOf = async (user: TestUser) => (await t.database.db.select().from(games).where(eq(games.organizationId, user.id)))[0];
  const balance = (user: TestUser) => balanceOf(t.database.db, user.id);

  /** A queued game whose footage is `file`, as a finished upload leaves it. */
  async function queuedGame(user: TestUser, file: string, name = 'game.mp4') {
    const uploadId = `upload-${userCount}`;
    await service.reserveFileUpload(personalViewer(user.id), { uploadId, filename: name, filetype: 'video/mp4', size: 1000 });
    const copy = path.join(directory, `${uploadId}.mp4`);
    await writeFile(copy, await readFile(file));
    expect((await service.finishFileUpload(uploadId, copy)).outcome).toBe('queued');
  }

  it('makes a 720p H.264/AAC proxy with its index first, and a poster, then marks the game ready', async () => {
    const source = path.join(directory, 'hd.mp4');
    await makeTestVideo(source, { width: 1920, height: 1080, seconds: 3, audio: true });
    const user = await customer();
    await queuedGame(user, source);
    expect(await service.prepareNextGame(path.join(directory, 'work'))).toBe(true);

    const game = await gameOf(user);
    expect(game).toMatchObject({
      status: 'ready',
      proxyKey: `games/${game?.id}/proxy.mp4`,
      posterKey: `games/${game?.id}/poster.jpg`,
    });
    const proxy = path.join(footage, game?.proxyKey ?? '');
    expect(await probeVideo(proxy)).toMatchObject({ width: 1280, height: 720, codec: 'h264' });
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'a',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      proxy,
    ]);
    expect(stdout.trim()).toBe('aac');
    // A keyframe every half second (and a frame: 25 fps here), and frames in decoding order (no B-frames), so a
    // reel copies each window's packets from its first keyframe on (docs/decisions/019-reels.md).
    const packets = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts_time,dts_time,flags', '-of', 'csv=p=0'],
      proxy,
    ]);
    const frames = packets.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(','))
      .map(([pts = '', dts = '', flags = '']) => ({ pts: Number(pts), dts: Number(dts), key: flags.includes('K') }));
    expect(frames).toHaveLength(75);
    let keyframe = Number.NEGATIVE_INFINITY;
    for (const frame of frames) {
      if (frame.key) keyframe = frame.pts;
      expect(frame.pts - keyframe, `frame at ${String(frame.pts)} s`).toBeLessThanOrEqual(0.5 + 1 / 25 + 1e-6);
      expect(frame.dts).toBe(frame.pts);
    }
    const bytes = await readFile(proxy);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const poster = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_name,height', '-of', 'csv=p=0'],
      path.join(footage, game?.posterKey ?? ''),
    ]);
    expect(poster.stdout.trim()).toBe('mjpeg,360');
    expect(await service.prepareNextGame(path.join(directory, 'work'))).toBe(false);
  });

  it('never scales a small video up', async () => {
    const source = path.join(directory, 'small.mp4');
    await makeTestVideo(source, { width: 640, height: 360 });
    const user = await customer();
    await queuedGame(user, source);
    await service.prepareNextGame(path.join(directory, 'work'));
    const game = await gameOf(user);
    expect(await probeVideo(path.join(footage, game?.proxyKey ?? ''))).toMatchObject({ width: 640, height: 360 });
  });

  it('makes a linked YouTube game ready at once: analysts watch it there', async () => {
    const user = await customer();
    await service.createLinkGame(personalViewer(user.id), { name: 'Final', videoUrl: 'https://youtu.be/abc123' });
    expect(await service.prepareNextGame(path.join(directory, 'work'))).toBe(true);
    expect(await gameOf(user)).toMatchObject({ status: 'ready', proxyKey: null });
  });

  it("fails the game with a plain sentence, logs ffmpeg's message and returns the credit when ffmpeg cannot prepare it", async () => {
    const source = path.join(directory, 'ok.mp4');
    await makeTestVideo(source, { seconds: 1 });
    const user = await customer();
    await queuedGame(user, source);
    expect(await balance(user)).toBe(0);
    // The stored footage is damaged after the upload's check (a disk fault, a bad copy).
    const game = await gameOf(user);
    await writeFile(path.join(footage, game?.storageKey ?? ''), 'not a video any more');
    logged = [];
    await service.prepareNextGame(path.join(directory, 'work'));
    const failed = await gameOf(user);
    expect(failed?.status).toBe('failed');
    // Neither ffmpeg's stderr nor a server path reaches the customer; both are in the log.
    expect(failed?.failureReason).toBe(PREPARE_FAILED_MESSAGE);
    expect(logged).toMatchObject([{ message: 'video preparation failed', details: { gameId: game?.id } }]);
    expect(String(logged[0]?.details.error)).toContain(footage);
    expect(await balance(user)).toBe(1);
  });

  it('kills ffmpeg at its deadline, fails the game and returns its credit', async () => {
    const source = path.join(directory, 'long.mp4');
    await makeTestVideo(source, { width: 1280, height: 720, seconds: 20 });
    const user = await customer();
    await queuedGame(user, source);
    logged = [];
    const started = Date.now();
    await createService({ proxyDeadlineMs: () => 300 }).prepareNextGame(path.join(directory, 'work'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await gameOf(user)).toMatchObject({ status: 'failed', failureReason: PREPARE_FAILED_MESSAGE, proxyKey: null });
    expect(logged[0]?.details).toMatchObject({ killed: true, signal: 'SIGKILL' });
    expect(await balance(user)).toBe(1);
  });

  /** Footage storage that runs `meanwhile` once, after storing the first object whose key passes `when`. */
  function storageWith(when: (key: string) => boolean, meanwhile: () => Promise<void>): Storage {
    const local = createLocalStorage(footage);
    let ran = false;
    return {
      ...local,
      putFile: async (key, file, contentType) => {
        await local.putFile(key, file, contentType);
        if (ran || !when(key)) return;
        ran = true;
        await meanwhile();
      },
    };
  }
  /** An admin cancels the game through the back office, as they may at any point before delivery. */
  async function cancelGame(gameId: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/games/${gameId}/cancel`,
      headers: { origin: t.config.baseUrl, cookie: admin.cookie },
      payload: { reason: 'Uploaded twice by mistake' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const storedSize = (key: string) => createLocalStorage(footage).size(key);

  it('deletes the proxy and poster it made for a game cancelled while it was being prepared', async () => {
    const source = path.join(directory, 'cancelled.mp4');
    await makeTestVideo(source, { seconds: 1 });
    const user = await customer();
    await queuedGame(user, source);
    const game = await gameOf(user);
    const gameId = game?.id ?? '';
    const worker = createService({
      storage: storageWith(
        (key) => key === posterKeyOf(gameId),
        () => cancelGame(gameId),
      ),
    });

    expect(await worker.prepareNextGame(path.join(directory, 'work'))).toBe(true);

    expect(await gameOf(user)).toMatchObject({ status: 'cancelled', proxyKey: null, posterKey: null });
    expect(await storedSize(proxyKeyOf(gameId))).toBeNull();
    expect(await storedSize(posterKeyOf(gameId))).toBeNull();
    // The original stays with the cancelled game until retention deletes it.
    expect(await storedSize(game?.storageKey ?? '')).not.toBeNull();
    expect(await balance(user)).toBe(1);
  });

  it('keeps a proxy and poster that another worker, which took the game over, stored and recorded', async () => {
    const source = path.join(directory, 'taken-over.mp4');
    await makeTestVideo(source, { seconds: 1 });
    const user = await customer();
    await queuedGame(user, source);
    const gameId = (await gameOf(user))?.id ?? '';
    const keys = { proxyKey: proxyKeyOf(gameId), posterKey: posterKeyOf(gameId) };
    // The other worker finishes first: same objects, recorded on the row.
    const worker = createService({
      storage: storageWith(
        (key) => key === keys.posterKey,
        async () => {
          await t.database.db
            .update(games)
            .set({ status: 'ready', ...keys })
            .where(eq(games.id, gameId));
        },
      ),
    });

    await worker.prepareNextGame(path.join(directory, 'work'));

    expect(await gameOf(user)).toMatchObject({ status: 'ready', ...keys });
    expect(await storedSize(keys.proxyKey)).not.toBeNull();
    expect(await storedSize(keys.posterKey)).not.toBeNull();
  });

  it('deletes the stored original of an upload cancelled while it was being stored, and queues nothing', async () => {
    const source = path.join(directory, 'cancelled-upload.mp4');
    await makeTestVideo(source, { seconds: 1 });
    const user = await customer();
    const uploadId = `upload-cancelled-${userCount}`;
    const game = await service.reserveFileUpload(personalViewer(user.id), {
      uploadId,
      filename: 'game.mp4',
      filetype: 'video/mp4',
      size: 1000,
    });
    const copy = path.join(directory, `${uploadId}.mp4`);
    await writeFile(copy, await readFile(source));
    const finisher = createService({
      storage: storageWith(
        (key) => key.includes('/original.'),
        () => cancelGame(game.id),
      ),
    });

    expect((await finisher.finishFileUpload(uploadId, copy)).outcome).toBe('unchanged');

    expect(await gameOf(user)).toMatchObject({ status: 'cancelled', storageKey: null });
    expect(await storedSize(originalKeyOf(game.id, 'video/mp4'))).toBeNull();
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'game_uploaded'))).not.toContainEqual(
      expect.objectContaining({ to: user.email }),
    );
    expect(await balance(user)).toBe(1);
  });

  it('lets two workers at once prepare a game only once', async () => {
    const user = await customer();
    await service.createLinkGame(personalViewer(user.id), { name: 'Semi', videoUrl: 'https://vimeo.com/1' });
    const claimed = await Promise.all([service.prepareNextGame(directory), service.prepareNextGame(directory)]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect((await gameOf(user))?.status).toBe('ready');
  });
});
