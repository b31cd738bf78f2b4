import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory, workDirectory } from '../config.js';
import { creditLedger, games } from '../db/schema.js';
import { FETCH_LINKS } from '../jobs/fetch-links.job.js';
import { PREPARE_VIDEOS } from '../jobs/prepare-videos.job.js';
import { createGames, type Games } from '../modules/games/games.service.js';
import { probeVideo } from '../lib/media/video-probe.js';
import { CLAIM_STALE_MINUTES } from '../lib/work-claims.js';
import { createLocalStorage } from '../modules/storage/local-storage.js';
import { balanceOf, createTestApp, giveGames, personalViewer, signUpUser, type TestApp, type TestUser } from '../test/helpers.js';
import { startWorkerProcess, type CourtsideProcess } from '../test/processes.js';
import { makeTestVideo } from '../test/test-video.js';

const run = promisify(execFile);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sizeOf = async (file: string) => (await stat(file).catch(() => null))?.size ?? -1;

describe('a worker killed with SIGKILL mid-way', () => {
  let t: TestApp;
  let service: Games;
  let dataDir: string;
  let footage: string;
  let users = 0;
  const workers: CourtsideProcess[] = [];
  /** Stands in for a club's web server; slow until told otherwise, so a download is still running when killed. */
  let site: http.Server;
  let siteUrl: string;
  let linkVideo: Buffer;
  let slow = true;
  let linkRequests = 0;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = t.config.dataDir;
    footage = path.join(dataDir, 'footage');
    service = createGames({
      db: t.database.db,
      storage: createLocalStorage(footage),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes: t.config.maxUploadBytes,
    });
    // Random noise coded losslessly: megabytes for a few seconds, so that a throttled download takes a while.
    linkVideo = await makeTestVideo(path.join(dataDir, 'link-source.mp4'), { seconds: 2, noise: true });
    site = http.createServer((request, response) => {
      if (request.url !== '/final.mp4') return response.writeHead(404).end();
      linkRequests += 1;
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(linkVideo.length) });
      if (!slow) return response.end(linkVideo);
      // 64 KB every 100 ms: the whole video would take many seconds.
      let sent = 0;
      const drip = setInterval(() => {
        response.write(linkVideo.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
        if (sent >= linkVideo.length) {
          clearInterval(drip);
          response.end();
        }
      }, 100);
      response.on('close', () => clearInterval(drip));
      return undefined;
    });
    site.listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill()));
    site.close();
    await t.close();
  });

  const startWorker = async () => {
    const worker = await startWorkerProcess({
      dataDir,
      env: {
        DATABASE_URL: t.database.url,
        TEST_LINK_ORIGIN: siteUrl,
      },
    });
    workers.push(worker);
    return worker;
  };
  const customer = async (): Promise<TestUser> => {
    const user = await signUpUser(t, `killed-${++users}@club.com.au`);
    await giveGames(t.database.db, user.id, 1);
    return user;
  };
  const gameRow = async (id: string) => (await t.database.db.select().from(games).where(eq(games.id, id)))[0];
  /** As the clock would after the dead worker's claim went unrenewed for longer than CLAIM_STALE_MINUTES. */
  const ageClaims = (id: string) =>
    t.database.db
      .update(games)
      .set({
        fetchStartedAt: sql`${games.fetchStartedAt} - make_interval(mins => ${CLAIM_STALE_MINUTES + 1})`,
        prepareStartedAt: sql`${games.prepareStartedAt} - make_interval(mins => ${CLAIM_STALE_MINUTES + 1})`,
      })
      .where(eq(games.id, id));
  /** ffmpeg processes still working in this test's data directory (a killed worker's orphans). */
  const ffmpegsInDataDir = async () =>
    (await run('pgrep', ['-f', `ffmpeg.*${dataDir}`]).catch(() => ({ stdout: '' }))).stdout.trim();
  /** The pid of the ffmpeg (itself, not setpriv before its exec) making the proxy into `output`, or 0. */
  const proxyFfmpeg = async (output: string) =>
    Number((await run('pgrep', ['-f', `^ffmpeg .*${output}`]).catch(() => ({ stdout: '' }))).stdout.trim().split('\n')[0] || 0);
  /** A process's state letter from /proc (T: stopped, Z: exited but not yet reaped). */
  const processState = async (pid: number) => /\) (\w)/.exec(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''))?.[1];
  /** The credit is untouched: the game's one credit is spent, none is refunded for the crash. */
  const expectCreditSpentOnce = async (user: TestUser, gameId: string) => {
    expect(await balanceOf(t.database.db, user.id)).toBe(0);
    const entries = await t.database.db.select().from(creditLedger).where(eq(creditLedger.gameId, gameId));
    expect(entries.map((entry) => [entry.reason, entry.delta])).toEqual([['upload', -1]]);
  };
  /** Exactly the original, one proxy and one poster are stored for the game, and the proxy plays. */
  const expectOneProxy = async (gameId: string) => {
    const stored = (await readdir(path.join(footage, 'games', gameId))).sort();
    expect(stored).toEqual(['original.mp4', 'poster.jpg', 'proxy.mp4']);
    const proxy = await probeVideo(path.join(footage, 'games', gameId, 'proxy.mp4'));
    expect(proxy).toMatchObject({ contentType: 'video/mp4', codec: 'h264' });
  };

  it('mid-transcode: the game is prepared again by the next worker, one proxy results, the scratch files go', async () => {
    const source = path.join(dataDir, 'long-game.mp4');
    // 20 s of footage: its proxy is about 3 s of CPU here, long enough on a fast machine too for the 20 ms poll below
    // to find the ffmpeg at work (it is then held still). A minute cost three times that, all encoded again by the
    // next worker.
    await makeTestVideo(source, { width: 640, height: 360, seconds: 20, audio: true });
    const user = await customer();
    const uploadId = `upload-killed-${users}`;
    const game = await service.reserveFileUpload(personalViewer(user.id), {
      uploadId,
      filename: 'final.mp4',
      filetype: 'video/mp4',
      size: 1,
    });
    const upload = path.join(dataDir, `${uploadId}.mp4`);
    await copyFile(source, upload);
    expect((await service.finishFileUpload(uploadId, upload)).outcome).toBe('queued');

    const first = await startWorker();
    await t.queue.trigger(PREPARE_VIDEOS);
    const scratch = path.join(workDirectory(t.config), `prepare-${game.id}`);
    let ffmpeg = 0;
    await expect
      .poll(async () => (ffmpeg = await proxyFfmpeg(path.join(scratch, 'proxy.mp4'))), { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(0);
    // Held still (SIGSTOP) while its worker is killed, so it cannot finish the proxy first however fast the machine;
    // stopped, not exited, shows it was found mid-encode. SIGKILL (the worker's death passes one on) ends it regardless.
    process.kill(ffmpeg, 'SIGSTOP');
    await expect.poll(() => processState(ffmpeg), { timeout: 5000, interval: 20 }).toBe('T');
    await first.kill();
    // Let it go on, as a killed worker's orphan would: unless it died with its worker it encodes on, and is caught below.
    try {
      process.kill(ffmpeg, 'SIGCONT');
    } catch {
      // Already gone: killed with its worker.
    }

    // Killed mid-transcode: the game is still claimed, its proxy unmade, its scratch left behind; its
    // ffmpeg died with it rather than encode on for nobody.
    expect(await gameRow(game.id)).toMatchObject({ status: 'preparing', proxyKey: null });
    expect(await sizeOf(scratch)).toBeGreaterThan(0);
    await expect.poll(ffmpegsInDataDir, { timeout: 15_000, interval: 100 }).toBe('');

    await ageClaims(game.id);
    await startWorker();
    await t.queue.trigger(PREPARE_VIDEOS);
    await expect.poll(async () => (await gameRow(game.id))?.status, { timeout: 180_000, interval: 250 }).toBe('ready');

    expect(await gameRow(game.id)).toMatchObject({
      proxyKey: `games/${game.id}/proxy.mp4`,
      posterKey: `games/${game.id}/poster.jpg`,
    });
    await expectOneProxy(game.id);
    // The scratch folder goes a moment after the game is marked ready.
    await expect.poll(() => readdir(workDirectory(t.config)), { timeout: 15_000, interval: 100 }).toEqual([]);
    await expectCreditSpentOnce(user, game.id);
  }, 300_000);

  it('mid-link-download: the link is fetched again by the next worker, the partial file goes, the game becomes ready', async () => {
    await Promise.all(workers.map((worker) => worker.kill()));
    const user = await customer();
    const game = await service.createLinkGame(personalViewer(user.id), { name: 'Grand Final', videoUrl: `${siteUrl}/final.mp4` });
    expect(game.status).toBe('uploading');

    const first = await startWorker();
    await t.queue.trigger(FETCH_LINKS);
    const partial = path.join(uploadsDirectory(t.config), `link-${game.id}`);
    await expect.poll(() => sizeOf(partial), { timeout: 60_000, interval: 50 }).toBeGreaterThan(256 * 1024);
    await first.kill();

    // Killed mid-download: the game still waits for its footage, part of which lies on disk.
    expect(await gameRow(game.id)).toMatchObject({ status: 'uploading', storageKey: null });
    expect(await sizeOf(partial)).toBeLessThan(linkVideo.length);
    expect(linkRequests).toBe(1);

    slow = false;
    await ageClaims(game.id);
    await startWorker();
    await t.queue.trigger(FETCH_LINKS);
    // Fetched and stored: the game is queued, and may be prepared at once (the worker starts preparing queued
    // games itself), so its footage is what is waited for, not a status it may pass through between two polls.
    await expect.poll(async () => (await gameRow(game.id))?.storageKey, { timeout: 60_000, interval: 250 }).toBeTruthy();
    await t.queue.trigger(PREPARE_VIDEOS);
    await expect.poll(async () => (await gameRow(game.id))?.status, { timeout: 120_000, interval: 250 }).toBe('ready');

    expect(linkRequests).toBe(2);
    expect(sha256(await readFile(path.join(footage, 'games', game.id, 'original.mp4')))).toBe(sha256(linkVideo));
    expect((await readdir(uploadsDirectory(t.config))).filter((name) => name.startsWith('link-'))).toEqual([]);
    await expectOneProxy(game.id);
    await expectCreditSpentOnce(user, game.id);
  }, 300_000);
});
