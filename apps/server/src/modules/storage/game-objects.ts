import { rm } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_CONTENT_TYPES, type VideoContentType } from '../../lib/media/video-probe.js';
import type { Storage } from './storage.js';

/** Where a game's original goes: its extension is the one of the type probing found. */
export const originalKeyOf = (gameId: string, contentType: VideoContentType) =>
  `games/${gameId}/original${VIDEO_CONTENT_TYPES[contentType]}`;
/** The analysts' proxy of a game. */
export const proxyKeyOf = (gameId: string) => `games/${gameId}/proxy.mp4`;
/** A game's poster frame. */
export const posterKeyOf = (gameId: string) => `games/${gameId}/poster.jpg`;

export interface GameObjectsRow {
  id: string;
  storageKey: string | null;
  proxyKey: string | null;
  posterKey: string | null;
}

/**
 * Every object a game may have in storage: the keys its row records and every name the upload and preparation
 * steps give (an original of each video type, the proxy, the poster). A worker writes an object before the row
 * records it, and a game cancelled or deleted in between never records it: only the names find those.
 * Retention and account deletion both delete these; deleting a missing object is a no-op.
 */
export function gameObjectKeys(game: GameObjectsRow): string[] {
  const recorded = [game.storageKey, game.proxyKey, game.posterKey].filter((key): key is string => key !== null);
  const named = [
    ...(Object.keys(VIDEO_CONTENT_TYPES) as VideoContentType[]).map((type) => originalKeyOf(game.id, type)),
    proxyKeyOf(game.id),
    posterKeyOf(game.id),
  ];
  return [...new Set([...recorded, ...named])];
}

/** How many deletes run at once: S3 answers each separately, and an account may hold hundreds of objects. */
const DELETE_CONCURRENCY = 8;

/** Deletes the objects, a few at a time; the first failure is thrown once its batch has settled. */
export async function deleteObjects(storage: Storage, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
    const results = await Promise.allSettled(keys.slice(start, start + DELETE_CONCURRENCY).map((key) => storage.delete(key)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Removes what tus keeps of an upload in `uploadsDirectory`: the file (`<uploadId>`) and its metadata
 * (`<uploadId>.json`). Either may be missing. An id that is not a plain file name is refused, so a stored id
 * can never name a file elsewhere.
 */
export async function removeUpload(uploadsDirectory: string, uploadId: string): Promise<void> {
  if (!uploadId || path.basename(uploadId) !== uploadId || uploadId.startsWith('.'))
    throw new Error(`Not an upload id: ${JSON.stringify(uploadId)}`);
  const file = path.join(uploadsDirectory, uploadId);
  await rm(file, { force: true });
  await rm(`${file}.json`, { force: true });
}
