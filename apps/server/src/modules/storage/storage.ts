import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where footage is kept once its upload is complete: local disk under DATA_DIR, or an S3-compatible bucket.
 * Keys are ours (`games/<id>/original.mp4`); nothing here is ever served from a public path.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Takes a complete file from local disk into storage (the file is gone from its path afterwards). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The stored object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes, or the bytes of `range`. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Resolves when footage can be stored now (the directory is writable, or the bucket answers to our
   * credentials); rejects with the reason otherwise. For /api/ready: cheap, no object is written.
   */
  ready(): Promise<void>;
  /** Where the object is on local disk, when the storage is local (tools like ffmpeg read it in place). */
  localPath?(key: string): string;
}

export class StorageKeyError extends Error {}

/** Keys are relative paths of safe segments: no `..`, no absolute paths, no empty parts. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 512 ||
    segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || /^\.+$/.test(segment))
  )
    throw new StorageKeyError(`Not a storage key: ${JSON.stringify(key)}`);
}
