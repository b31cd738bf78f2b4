import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory } from '../../config.js';
import { games } from '../../db/schema.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { makeTestVideo } from '../../test/test-video.js';
import { NO_SPACE_MESSAGES } from './uploads.routes.js';

const run = promisify(execFile);

/**
 * Why this machine cannot mount a small file system over the uploads directory, or null when it can. It needs
 * root (CI runs as root), and root in a container without CAP_SYS_ADMIN is refused too (EPERM): both skip,
 * with the reason printed. Any other failure of the trial mount fails the test file.
 */
async function cannotMount(): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const trial = await mkdtemp(path.join(os.tmpdir(), 'courtside-mount-trial-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=4096', 'tmpfs', trial]);
    await run('umount', [trial]);
    return null;
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? error);
    if (/permission denied|not permitted|EPERM/i.test(said)) return `mount was refused (no CAP_SYS_ADMIN?): ${said.trim()}`;
    throw error;
  } finally {
    await rm(trial, { recursive: true, force: true });
  }
}
const skipReason = await cannotMount();
if (skipReason) console.warn(`disk-full tests skipped: ${skipReason}`);
const b64 = (value: string) => Buffer.from(value).toString('base64');

/**
 * The uploads disk (DATA_DIR/uploads) fills up: here a small tmpfs mounted over it, so that the disk really
 * answers ENOSPC. What the customer relies on: a plain message, the credit back, nothing half-written left
 * behind, and a server that goes on serving.
 */
describe.skipIf(skipReason !== null)('an upload when the disk is full', () => {
  let t: TestApp;
  let base: string;
  let directory: string;
  let video: Buffer;
  let users = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-disk-full-'));
    // Noise coded losslessly: a real video of a few MB, which a small disk cannot hold twice.
    video = await makeTestVideo(path.join(directory, 'game.mp4'), { seconds: 2, noise: true });
  });
  afterEach(async () => {
    await run('umount', [uploadsDirectory(t.config)]).catch(() => undefined);
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** Mounts a tmpfs of `bytes` (and at most `inodes` files, the directory counting as one) over DATA_DIR/uploads. */
  async function mountSmallDisk(bytes: number, inodes = 100) {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${bytes},nr_inodes=${inodes}`, 'tmpfs', uploadsDirectory(t.config)]);
  }

  async function customer(credits: number): Promise<TestUser> {
    const user = await signUpUser(t, `full-disk-${++users}@club.com.au`);
    await giveGames(t.database.db, user.id, credits);
    return user;
  }

  const create = (user: TestUser, size: number) =>
    fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: t.config.baseUrl,
        cookie: user.cookie,
        'Upload-Length': String(size),
        'Upload-Metadata': `filename ${b64('game.mp4')},filetype ${b64('video/mp4')}`,
      },
    });
  const locationOf = (response: Response) => new URL(response.headers.get('location') ?? '', `${base}/api/uploads`).toString();
  const patch = (user: TestUser, url: string, offset: number, bytes: Buffer) =>
    fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: t.config.baseUrl,
        cookie: user.cookie,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
  const gamesOf = (user: TestUser) => t.database.db.select().from(games).where(eq(games.organizationId, user.id));

  it('ends the upload that no longer fits with a plain message, returns its credit, deletes its part and goes on serving', async () => {
    // Room for one upload and a half: two customers start at once, each fitting on its own.
    await mountSmallDisk(Math.ceil((video.length * 1.5) / 4096) * 4096);
    const first = await customer(1);
    const second = await customer(1);
    const firstUpload = await create(first, video.length);
    const secondUpload = await create(second, video.length);
    expect([firstUpload.status, secondUpload.status]).toEqual([201, 201]);
    expect([await balanceOf(t.database.db, first.id), await balanceOf(t.database.db, second.id)]).toEqual([0, 0]);

    // The first sends all but its last byte, taking two thirds of the disk; the second then runs out of room.
    const firstUrl = locationOf(firstUpload);
    expect((await patch(first, firstUrl, 0, video.subarray(0, video.length - 1))).status).toBe(204);
    const refused = await patch(second, locationOf(secondUpload), 0, randomBytes(video.length));
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(NO_SPACE_MESSAGES.duringUpload);

    // The second customer's game failed with the same words, and its credit is back.
    expect(await gamesOf(second)).toMatchObject([{ status: 'failed', failureReason: NO_SPACE_MESSAGES.duringUpload }]);
    expect(await balanceOf(t.database.db, second.id)).toBe(1);
    // Its part is gone: only the first upload's file and record remain.
    const firstId = firstUrl.split('/').at(-1) ?? '';
    expect((await readdir(uploadsDirectory(t.config))).sort()).toEqual([firstId, `${firstId}.json`]);
    // A retry of the failed upload is told it has ended; it does not write again.
    expect((await patch(second, locationOf(secondUpload), 0, Buffer.alloc(10))).status).toBe(410);

    // The server goes on: the first upload completes and its game is queued, its credit spent once.
    const last = await patch(first, firstUrl, video.length - 1, video.subarray(video.length - 1));
    expect(last.status).toBe(204);
    expect(await gamesOf(first)).toMatchObject([{ status: 'queued' }]);
    expect(await balanceOf(t.database.db, first.id)).toBe(0);
    // And with the room freed, the second customer can try again and succeed.
    const retry = await create(second, video.length);
    expect(retry.status).toBe(201);
    expect((await patch(second, locationOf(retry), 0, video)).status).toBe(204);
    expect(await balanceOf(t.database.db, second.id)).toBe(0);
  });

  it('refuses at creation, before taking a credit, a file larger than the room left', async () => {
    await mountSmallDisk(Math.ceil(video.length / 2 / 4096) * 4096);
    const user = await customer(1);
    const refused = await create(user, video.length);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(NO_SPACE_MESSAGES.atCreation);
    expect(await gamesOf(user)).toEqual([]);
    expect(await balanceOf(t.database.db, user.id)).toBe(1);
  });

  it('gives the credit back when not even the empty upload can be created (no file left to make)', async () => {
    // Three entries: the first upload's file and record fit; the second's file takes the last.
    await mountSmallDisk(10 * 1024 * 1024, 4);
    const user = await customer(2);
    expect((await create(user, 1000)).status).toBe(201);
    const refused = await create(user, 1000);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(NO_SPACE_MESSAGES.duringUpload);
    expect((await gamesOf(user)).map((game) => game.status).sort()).toEqual(['failed', 'uploading']);
    expect(await balanceOf(t.database.db, user.id)).toBe(1);
    expect(await readdir(uploadsDirectory(t.config))).toHaveLength(2);
  });
});
