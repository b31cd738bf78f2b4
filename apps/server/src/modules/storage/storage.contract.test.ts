import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** One suite for every storage: what the upload and video routes rely on, whichever is configured. */
interface StorageDriver {
  name: string;
  setUp(directory: string): Promise<Storage>;
  /** The same kind of storage where footage cannot go: what /api/ready must report as down. */
  unusable(directory: string): Promise<Storage>;
  tearDown(): Promise<void>;
}

let s3: S3rver | null = null;
const drivers: StorageDriver[] = [
  {
    name: 'local disk',
    setUp: (directory) => Promise.resolve(createLocalStorage(path.join(directory, 'footage'))),
    // Its directory's place is taken by a file (a volume mounted wrongly, a path mistyped).
    unusable: async (directory) => {
      await writeFile(path.join(directory, 'not-a-directory'), '');
      return createLocalStorage(path.join(directory, 'not-a-directory'));
    },
    tearDown: async () => {},
  },
  {
    name: 'S3 (against s3rver, a local S3-compatible server)',
    setUp: async (directory) => {
      s3Port = await startS3(directory);
      return s3Storage('courtside');
    },
    // A bucket that was never created (or a name mistyped in S3_BUCKET).
    unusable: () => Promise.resolve(s3Storage('no-such-bucket')),
    tearDown: async () => {
      await s3?.close();
    },
  },
];

let s3Port = 0;
async function startS3(directory: string): Promise<number> {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: 'courtside', configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  return port;
}
const s3Storage = (bucket: string) =>
  createS3Storage({
    bucket,
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

describe.each(drivers)('footage storage on $name', (driver) => {
  let directory: string;
  let storage: Storage;
  const bytes = randomBytes(3 * 1024 * 1024 + 17);

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-storage-'));
    storage = await driver.setUp(directory);
  });
  afterAll(async () => {
    await driver.tearDown();
    await rm(directory, { recursive: true, force: true });
  });

  async function localFile(content: Buffer): Promise<string> {
    const file = path.join(directory, `incoming-${randomBytes(4).toString('hex')}`);
    await writeFile(file, content);
    return file;
  }

  it('takes a finished file in, leaving nothing at the old path, and gives the same bytes back', async () => {
    const file = await localFile(bytes);
    await storage.putFile('games/one/original.mp4', file, 'video/mp4');
    expect(existsSync(file)).toBe(false);
    expect(await storage.size('games/one/original.mp4')).toBe(bytes.length);
    expect((await buffer(await storage.read('games/one/original.mp4'))).equals(bytes)).toBe(true);
  });

  it('reads a byte range, both ends included', async () => {
    const part = await buffer(await storage.read('games/one/original.mp4', { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await buffer(await storage.read('games/one/original.mp4', { start: bytes.length - 5, end: bytes.length - 1 }));
    expect(tail.equals(bytes.subarray(bytes.length - 5))).toBe(true);
  });

  it('answers null for the size of a missing object, and deleting one twice is fine', async () => {
    const file = await localFile(Buffer.from('short'));
    await storage.putFile('games/two/original.mov', file, 'video/quicktime');
    await storage.delete('games/two/original.mov');
    await storage.delete('games/two/original.mov');
    expect(await storage.size('games/two/original.mov')).toBeNull();
  });

  it('reports itself ready while footage can be stored, and says why not when it cannot', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
    const unusable = await driver.unusable(directory);
    await expect(unusable.ready()).rejects.toThrow();
  });

  it('refuses keys that climb out of its space', async () => {
    for (const key of ['../secrets/auth-secret', '/etc/passwd', 'games//x', 'games/./x', '']) {
      await expect(storage.size(key)).rejects.toThrow(/Not a storage key/);
    }
  });
});
