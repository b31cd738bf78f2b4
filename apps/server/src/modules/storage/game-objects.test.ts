import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VIDEO_CONTENT_TYPES } from '../../lib/media/video-probe.js';
import { deleteObjects, gameObjectKeys, originalKeyOf, posterKeyOf, proxyKeyOf, removeUpload } from './game-objects.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

describe("a game's stored objects", () => {
  const unrecorded = { id: 'g1', storageKey: null, proxyKey: null, posterKey: null };

  it('are named as the upload and preparation name them', () => {
    expect(originalKeyOf('g1', 'video/quicktime')).toBe('games/g1/original.mov');
    expect(proxyKeyOf('g1')).toBe('games/g1/proxy.mp4');
    expect(posterKeyOf('g1')).toBe('games/g1/poster.jpg');
  });

  it('include every name a worker may have written before the row recorded it, whatever the status', () => {
    const keys = gameObjectKeys(unrecorded);
    for (const extension of Object.values(VIDEO_CONTENT_TYPES)) expect(keys).toContain(`games/g1/original${extension}`);
    expect(keys).toEqual(expect.arrayContaining(['games/g1/proxy.mp4', 'games/g1/poster.jpg']));
    expect(keys).toHaveLength(Object.keys(VIDEO_CONTENT_TYPES).length + 2);
  });

  it('include the keys the row records, once each', () => {
    const keys = gameObjectKeys({
      ...unrecorded,
      storageKey: 'games/g1/original.mov',
      proxyKey: 'games/g1/proxy.mp4',
      posterKey: 'legacy/poster-g1.jpg',
    });
    expect(keys).toContain('legacy/poster-g1.jpg');
    expect(keys.filter((key) => key === 'games/g1/original.mov')).toHaveLength(1);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('deleting objects and unfinished uploads', () => {
  let directory: string;
  let storage: Storage;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-objects-'));
    storage = createLocalStorage(path.join(directory, 'footage'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  async function store(key: string) {
    const file = path.join(directory, `incoming-${key.replace(/\//g, '_')}`);
    await writeFile(file, key);
    await storage.putFile(key, file, 'application/octet-stream');
  }

  it('deletes every object, present or not, and reports a failure after trying the others', async () => {
    const keys = Array.from({ length: 20 }, (_, index) => `games/g/object-${String(index)}`);
    for (const key of keys.slice(0, 15)) await store(key);
    await deleteObjects(storage, keys);
    expect(await Promise.all(keys.map((key) => storage.size(key)))).toEqual(keys.map(() => null));

    for (const key of keys.slice(0, 3)) await store(key);
    const failing: Storage = {
      ...storage,
      delete: async (key) => {
        if (key === keys[0]) throw new Error('bucket unavailable');
        await storage.delete(key);
      },
    };
    await expect(deleteObjects(failing, keys.slice(0, 3))).rejects.toThrow('bucket unavailable');
    expect(await Promise.all(keys.slice(0, 3).map((key) => storage.size(key)))).toEqual([expect.any(Number), null, null]);
  });

  it("removes an upload's file and its .json, and is content when they are already gone", async () => {
    const uploads = path.join(directory, 'uploads');
    await mkdir(uploads);
    await writeFile(path.join(uploads, 'abc123'), 'partial');
    await writeFile(path.join(uploads, 'abc123.json'), '{}');
    await writeFile(path.join(uploads, 'other'), 'another upload');
    await removeUpload(uploads, 'abc123');
    expect([existsSync(path.join(uploads, 'abc123')), existsSync(path.join(uploads, 'abc123.json'))]).toEqual([false, false]);
    expect(existsSync(path.join(uploads, 'other'))).toBe(true);
    await expect(removeUpload(uploads, 'abc123')).resolves.toBeUndefined();
  });

  it('refuses an upload id that would name a file outside the uploads directory', async () => {
    const uploads = path.join(directory, 'uploads');
    await writeFile(path.join(directory, 'keep'), 'not an upload');
    for (const id of ['../keep', '..', '', 'a/b', '.hidden'])
      await expect(removeUpload(uploads, id)).rejects.toThrow('Not an upload id');
    expect(existsSync(path.join(directory, 'keep'))).toBe(true);
  });
});
