import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Database } from '../../db/client.js';

/** Where a holder is asked to let go of an upload: the payload is the upload id. */
export const RELEASE_CHANNEL = 'courtside_tus_release';

/**
 * The advisory lock key of an upload: 64 bits of a hash of the id, in a namespace of our own, so it meets
 * neither another upload's key nor the other advisory locks in the database (migrations, pg-boss).
 */
export function uploadLockKey(uploadId: string): string {
  return createHash('sha256').update(`courtside.tus-upload.${uploadId}`).digest().readBigInt64BE(0).toString();
}

/** The wait before the next try after `attempt` failed ones: quick at first (a holder that was asked to let go does so at once), then every 250 ms. */
export function retryDelayMs(attempt: number): number {
  return Math.min(250, 10 * 1.5 ** attempt);
}

/**
 * The lock connection stopped answering (a half-open connection, a stuck server) and was ended: every
 * request that needs a lock gets this rather than waiting behind it. pg's own words for a lost connection,
 * so the errors plugin tells the customer Courtside is briefly unavailable (503) and the client tries again.
 */
export class LockConnectionLost extends Error {
  constructor(cause: unknown) {
    super('Connection terminated: the upload lock connection did not answer in time', { cause });
  }
}

/** No lock within the wait: 423 Locked, which tus clients know as "try again shortly". */
export class LockTimeout extends Error {
  readonly status_code = 423;
  readonly body = 'Another request is using this upload. Please try again shortly.';
}

export interface PgLockerOptions {
  /** Give up on a lock after this long (LockTimeout), as tus's MemoryLocker does after 30 s. */
  acquireTimeoutMs?: number;
  /** How often a waiter asks the holder again to let go (a holder that took the lock after the first ask). */
  askEveryMs?: number;
  /** A query on the lock connection unanswered after this long means the connection is lost (5 s). */
  queryTimeoutMs?: number;
  log?: { warn(object: object, message: string): void };
}

interface Holding {
  requestRelease: RequestRelease;
  /** The connection whose session holds the advisory lock; null once that connection is gone. */
  client: pg.Client | null;
}

/**
 * tus's Locker across processes: the lock on an upload is a session-level advisory lock in Postgres, held on
 * one dedicated connection per process, so two servers on one database never write one upload at once. A
 * request that wants a lock held elsewhere asks the holder to let go (NOTIFY on RELEASE_CHANNEL; the holder
 * cuts its request, which is what a PATCH whose client vanished needs) and polls with pg_try_advisory_lock.
 * A holder that crashed lets go by itself: Postgres ends its session and its locks with it.
 */
export class PgLocker implements Locker {
  private readonly holdings = new Map<string, Holding>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private readonly acquireTimeoutMs: number;
  private readonly askEveryMs: number;
  private readonly queryTimeoutMs: number;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly options: PgLockerOptions = {},
  ) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.askEveryMs = options.askEveryMs ?? 1_000;
    this.queryTimeoutMs = options.queryTimeoutMs ?? 5_000;
  }

  newLock(id: string): Lock {
    return new PgLock(this, id);
  }

  /** Ends the connection, which lets go of every lock this process still holds. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Takes the lock if nobody holds it, here or in another process; never waits. */
  async tryAcquire(id: string, requestRelease: RequestRelease): Promise<boolean> {
    // One session may take an advisory lock twice, so requests in this process are told apart here, before
    // the query, and the map entry is the claim.
    if (this.holdings.has(id)) return false;
    const holding: Holding = { requestRelease, client: null };
    this.holdings.set(id, holding);
    try {
      const client = await this.connect();
      const result = await this.query<{ locked: boolean }>(client, 'SELECT pg_try_advisory_lock($1::bigint) AS locked', [
        uploadLockKey(id),
      ]);
      if (result.rows[0]?.locked) {
        holding.client = client;
        return true;
      }
    } catch (error) {
      this.holdings.delete(id);
      throw error;
    }
    this.holdings.delete(id);
    return false;
  }

  async release(id: string): Promise<void> {
    const holding = this.holdings.get(id);
    if (!holding) throw new Error('Releasing an unlocked lock!');
    this.holdings.delete(id);
    // A lost connection already took the lock with it. The unlock is not awaited (a round trip less on every
    // PATCH): this connection runs its queries in order, so a later try here comes after it, and a failure
    // means the connection, and the lock with it, is gone anyway.
    if (holding.client && holding.client === this.client) {
      this.query(holding.client, 'SELECT pg_advisory_unlock($1::bigint)', [uploadLockKey(id)]).catch(() => undefined);
    }
  }

  /** Asks whoever holds `id` to let go: a request in this process directly, others through Postgres. */
  async askToRelease(id: string): Promise<void> {
    await this.holdings.get(id)?.requestRelease();
    const client = await this.connect();
    await this.query(client, 'SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
  }

  /**
   * A query on the lock connection. pg leaves a query that timed out in place, so every later query would
   * queue behind it: the connection is given up at once (its requests are cut, as when it drops) and the next
   * use opens a new one. Ending it tells Postgres to end the session and its locks once it reads that; a
   * half-open one is ended by the keepalive.
   */
  private async query<Row extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[]) {
    try {
      return await client.query<Row>(text, values);
    } catch (error) {
      if (!(error instanceof Error && error.message === 'Query read timeout')) throw error;
      this.lose(client, error);
      client.end().catch(() => undefined);
      throw new LockConnectionLost(error);
    }
  }

  /** The connection is gone or given up: its session and its locks are gone with it. */
  private lose(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    if (!this.closed) this.options.log?.warn({ err: error }, 'lost the upload lock connection: cutting the uploads it guarded');
    // A request still writing would write without a lock, so it stops (its client resumes, and takes a new lock).
    for (const holding of this.holdings.values()) {
      if (holding.client !== client) continue;
      holding.client = null;
      ask(holding);
    }
  }

  private async connect(): Promise<pg.Client> {
    if (this.closed) throw new Error('The upload locker is closed');
    if (this.client) return this.client;
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    // Keepalive probes after 10 s idle find a connection that died without a word (a NAT, a failover), and
    // the query timeout a connection that stopped answering mid-query: neither may hold up every upload.
    const client = new pg.Client({
      ...this.connection,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: this.queryTimeoutMs,
    });
    client.on('notification', (message) => {
      const holding = message.channel === RELEASE_CHANNEL && message.payload ? this.holdings.get(message.payload) : undefined;
      if (holding) ask(holding);
    });
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
    } catch (error) {
      // Not awaited: a connection that stopped answering may never confirm its end.
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The upload locker is closed');
    }
    this.client = client;
    return client;
  }

  /** Used by PgLock: the options that bound a wait. */
  get limits() {
    return { acquireTimeoutMs: this.acquireTimeoutMs, askEveryMs: this.askEveryMs };
  }
}

/** Calls a holder's requestRelease from an event handler, where a failure of it must not go unhandled. */
function ask(holding: Holding): void {
  Promise.resolve()
    .then(() => holding.requestRelease())
    .catch(() => undefined);
}

class PgLock implements Lock {
  constructor(
    private readonly locker: PgLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { acquireTimeoutMs, askEveryMs } = this.locker.limits;
    const deadline = Date.now() + acquireTimeoutMs;
    let askedAt = -Infinity;
    for (let attempt = 0; ; attempt += 1) {
      if (signal.aborted) throw new LockTimeout();
      if (await this.locker.tryAcquire(this.id, requestRelease)) return;
      if (Date.now() - askedAt >= askEveryMs) {
        askedAt = Date.now();
        await this.locker.askToRelease(this.id);
      }
      if (Date.now() >= deadline) throw new LockTimeout();
      await sleep(retryDelayMs(attempt), undefined, { signal }).catch(() => undefined);
    }
  }

  async unlock(): Promise<void> {
    await this.locker.release(this.id);
  }
}

/**
 * The locker for an app whose database handle is `db`: a connection of its own (a session lock must stay on
 * one session, and must not take one of the pool's), with the pool's settings. Drizzle keeps the pool it was
 * given as `$client`.
 */
export function pgLockerFor(db: Database, options?: PgLockerOptions): PgLocker {
  return new PgLocker((db as Database & { $client: pg.Pool }).$client.options, options);
}
