import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { games } from '../../db/schema.js';

/**
 * A worker's claim on a game it fetches or prepares (`fetch_started_at`, `prepare_started_at`) is renewed
 * every CLAIM_RENEW_MS while it works. A claim left unrenewed for CLAIM_STALE_MINUTES belongs to a worker that
 * died (SIGKILL, out of memory, a lost machine), and another worker takes the game over: minutes after the
 * death, not after the longest a download or a proxy may take. Five renewals fit in that time, so a slow
 * database or a short outage does not hand live work to a second worker.
 */
export const CLAIM_RENEW_MS = 60_000;
export const CLAIM_STALE_MINUTES = 5;

/** Whether a claim's last renewal is older than CLAIM_STALE_MINUTES (by the database clock). */
export function isStale(claimedAt: PgColumn): SQL {
  return sql`${claimedAt} < now() - make_interval(mins => ${CLAIM_STALE_MINUTES})`;
}

/** Calls `renew` every `everyMs` until the returned function is called; a failed renewal is reported and tried again. */
export function renewWhileWorking(renew: () => Promise<unknown>, onError: (error: unknown) => void, everyMs = CLAIM_RENEW_MS) {
  const timer = setInterval(() => void renew().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Scratch files are named after their game: `prepare-<id>` directories (ffmpeg's input and output) in the work
 * directory, `link-<id>` files (a download in progress) in the uploads directory.
 */
/** A game id as it stands in a scratch file's name. */
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SCRATCH = {
  prepare: { pattern: new RegExp(`^prepare-(${UUID})$`), inUse: eq(games.status, 'preparing') },
  link: { pattern: new RegExp(`^link-(${UUID})$`), inUse: and(eq(games.status, 'uploading'), eq(games.source, 'url')) },
};

/**
 * Removes the scratch files of games no longer being fetched or prepared: what a worker killed mid-way left
 * behind once its game was taken over and finished, failed, cancelled or deleted. A game still being worked on
 * keeps its files, whoever works on it: a worker that takes a game over starts its scratch afresh itself.
 * A scratch name's game can only leave that state, never come back to it, so nothing in use is removed.
 */
/** The names in a scratch directory; none when it was never made. */
export async function scratchEntries(directory: string): Promise<string[]> {
  return readdir(directory).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
}

export async function removeLeftoverScratch(db: Database, directory: string, kind: keyof typeof SCRATCH): Promise<string[]> {
  const { pattern, inUse } = SCRATCH[kind];
  const entries = await scratchEntries(directory);
  const byGame = new Map<string, string>();
  for (const entry of entries) {
    const gameId = pattern.exec(entry)?.[1];
    if (gameId) byGame.set(gameId, entry);
  }
  if (byGame.size === 0) return [];
  const working = await db
    .select({ id: games.id })
    .from(games)
    .where(and(inArray(games.id, [...byGame.keys()]), inUse));
  for (const { id } of working) byGame.delete(id);
  const removed = [...byGame.values()];
  for (const entry of removed) await rm(path.join(directory, entry), { recursive: true, force: true });
  return removed;
}
