import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isDatabaseUnavailable, type Database } from '../db/client.js';
import { games } from '../db/schema.js';

/**
 * A worker's claim on a game it fetches or prepares (`fetch_started_at`, `prepare_started_at`), or on a footage
 * pass it runs, is renewed every CLAIM_RENEW_MS while it works. A claim left unrenewed for CLAIM_STALE_MINUTES
 * belongs to a worker that died (SIGKILL, out of memory, a lost machine), and another worker takes the work
 * over: minutes after the death, not after the longest a download or a proxy may take. Five renewals fit in
 * that time, so a slow database or a short outage does not hand live work to a second worker. A worker that
 * lives but breaks off its work (a database outage met on the way) hands the claim back instead, and the work
 * is taken over at once (see holdClaim).
 */
export const CLAIM_RENEW_MS = 60_000;
export const CLAIM_STALE_MINUTES = 5;

/** Whether a claim is free to take: handed back (null), or its last renewal is older than CLAIM_STALE_MINUTES (by the database clock). */
export function isStale(claimedAt: PgColumn): SQL {
  return sql`(${claimedAt} is null or ${claimedAt} < now() - make_interval(mins => ${CLAIM_STALE_MINUTES}))`;
}

/**
 * How long after its last renewal a worker may still hand its claim back: a minute short of staleness, so the
 * claim it hands back is surely still its own (nobody takes over a claim before it is stale), whatever the
 * delay between a renewal's `now()` and this process hearing of it.
 */
export const HAND_BACK_WITHIN_MS = (CLAIM_STALE_MINUTES - 1) * 60_000;
const HAND_BACK_RETRY_MS = 1_000;

export interface HeldClaim {
  /**
   * Stops the renewals and hands the claim back (`release`), waiting for a database that is away. For work
   * that finished, the release changes nothing (the game or pass has left the claimed state); for work broken
   * off, the next run takes it over at once. Never throws: a release that cannot be made in time is reported,
   * and the claim goes stale as a dead worker's would.
   */
  end(): Promise<void>;
}

/**
 * What failed: a renewal (tried again at the next), the first try at handing the claim back (tried again every
 * second while the database is away), or handing it back for good.
 */
export type ClaimStep = 'renew' | 'release-retrying' | 'release';

/**
 * Holds a claim just made: `renew` every `everyMs` while the work runs, `release` when it ends (see
 * HeldClaim). Failures are reported to `onError` with the step that failed.
 */
export function holdClaim(
  renew: () => Promise<unknown>,
  release: () => Promise<unknown>,
  onError: (error: unknown, step: ClaimStep) => void,
  { everyMs = CLAIM_RENEW_MS, handBackWithinMs = HAND_BACK_WITHIN_MS } = {},
): HeldClaim {
  let renewed = Date.now();
  const timer = setInterval(() => {
    const sent = Date.now();
    renew().then(
      () => (renewed = Math.max(renewed, sent)),
      (error: unknown) => onError(error, 'renew'),
    );
  }, everyMs);
  timer.unref();
  return {
    end: async () => {
      clearInterval(timer);
      for (let tries = 1; ; tries += 1) {
        try {
          await release();
          return;
        } catch (error) {
          if (!isDatabaseUnavailable(error) || Date.now() - renewed + HAND_BACK_RETRY_MS > handBackWithinMs) {
            onError(error, 'release');
            return;
          }
          if (tries === 1) onError(error, 'release-retrying');
          await sleep(HAND_BACK_RETRY_MS, undefined, { ref: false });
        }
      }
    },
  };
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
