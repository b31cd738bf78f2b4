import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.js';

/** Footage on local disk under `root` (DATA_DIR/footage by default). */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async putFile(key, filePath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(filePath, target);
      } catch (error) {
        // Another file system (a mounted volume): copy, then remove the original.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(filePath, target);
        await unlink(filePath);
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    read: (key, range) => Promise.resolve(createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {})),
    localPath: (key) => pathOf(key),
    async ready() {
      // Created on first use, as putFile would; a read-only mount answers EROFS to the access check.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
