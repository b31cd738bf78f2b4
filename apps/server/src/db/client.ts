import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either, so callers choose the boundary. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every connection says it is Courtside's, so an embedded cluster can tell when its last server has left. */
export const APPLICATION_NAME = 'courtside';

/**
 * Deadlines on every connection: no statement runs longer than 15 s (our queries are milliseconds; a
 * runaway one must not hold a connection and its locks), no transaction sits idle for more than 30 s (a
 * request that died mid-transaction must not keep its row locks), and a connection that cannot be had in
 * 1.5 s is an error the request reports, not a wait. That last deadline covers both opening a connection (a
 * database that is down or unreachable) and waiting for a free one of the pool's 10 (a server overloaded):
 * either way the customer is told within 2 s that Courtside is briefly unavailable (503). 1 s cut a few tus
 * PATCHes of 20 uploads at once on a loaded 2-core machine; idle connections are kept a minute (pg's default
 * is 10 s) so a burst after a pause does not wait on new connections.
 */
export const DATABASE_TIMEOUTS = { statementMs: 15_000, idleInTransactionMs: 30_000, connectMs: 1_500, idleMs: 60_000 };

export function createPool(connectionString: string, timeouts: Partial<typeof DATABASE_TIMEOUTS> = {}): pg.Pool {
  const limits = { ...DATABASE_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString,
    application_name: APPLICATION_NAME,
    max: 10,
    statement_timeout: limits.statementMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    connectionTimeoutMillis: limits.connectMs,
    idleTimeoutMillis: limits.idleMs,
  });
  // An idle client losing its connection (a Postgres restart) must not crash the server.
  pool.on('error', () => undefined);
  // Nor one a transaction holds: pg emits 'error' on a checked-out client whose connection is cut, besides
  // failing its query, and nobody listens there (Drizzle's transactions check clients out). The failed query
  // reports it, and the pool drops the broken client when the transaction releases it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Waits until the database takes a connection, trying again every `retryMs` for up to `withinMs`: a process
 * that starts while its database is still starting, restarting or slow to answer (a loaded machine can take
 * longer than `connectMs` to open the first connection) waits for it instead of exiting. Rejects with the last
 * error once the time is up.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  { withinMs = 60_000, retryMs = 500, onRetry }: { withinMs?: number; retryMs?: number; onRetry?: (error: unknown) => void } = {},
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      const client = await pool.connect();
      client.release();
      return;
    } catch (error) {
      if (Date.now() + retryMs > deadline) throw error;
      onRetry?.(error);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}

/**
 * SQLSTATEs of a server going away or not yet there: admin_shutdown (a restart or failover cut the
 * connection), crash_shutdown, cannot_connect_now ("the database system is starting up / shutting down").
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/**
 * Socket errors of a connection refused, reset or timed out. S3, Stripe and SMTP meet them too, so they
 * count only inside a failed query (Drizzle's error, or pg's own); a bare one is left to `databaseAnswers`.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** pg's and pg-pool's own words for a connection lost, never made, or not had in time (DATABASE_TIMEOUTS.connectMs). */
const CONNECTION_LOST = /^Connection terminated|timeout exceeded when trying to connect|is not queryable/;

/**
 * Whether an error means the database could not be reached (a restart, a failover, a network fault, a
 * pool with no connection free in time) rather than that a query was wrong: the request may succeed if
 * tried again shortly. Looks through `cause` too, where Drizzle puts pg's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromDatabase = false;
  let socketFailed = false;
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    if (current instanceof DrizzleQueryError || current instanceof pg.DatabaseError) fromDatabase = true;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) socketFailed = true;
    current = cause;
  }
  return fromDatabase && socketFailed;
}

/** Every connection of the pool is handed out: a question now would wait for one (up to connectMs). */
function saturated(pool: pg.Pool): boolean {
  return pool.totalCount >= pool.options.max && pool.idleCount === 0;
}

/**
 * Whether the database answers a trivial query within `withinMs`. For a failure whose cause a library
 * kept to itself (Better Auth answers a failed session lookup with its own "Failed to get session").
 * A pool with no connection free does not answer: the request that failed waited connectMs already, and
 * its customer must be told within 2 s.
 */
export async function databaseAnswers(db: Database, withinMs = 500): Promise<boolean> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool && saturated(client)) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a connection this process has just closed may still be listed by Postgres, its backend exiting. */
const CLOSING_MS = 2000;

/**
 * Whether another Courtside process is still connected, in which case the shared embedded cluster stays up. The
 * connections this process has just closed can linger in `pg_stat_activity` while their backends exit (for long,
 * on a loaded machine): a count above zero is asked again until it falls to zero or CLOSING_MS have gone, so that
 * only connections that stay count as another process.
 */
export async function othersConnected(databaseUrl: string, closingMs = CLOSING_MS): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${APPLICATION_NAME}-shutdown` });
  try {
    await client.connect();
    const deadline = Date.now() + closingMs;
    for (;;) {
      const result = await client.query<{ count: string }>(
        'select count(*) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
        [APPLICATION_NAME],
      );
      if (Number(result.rows[0]?.count ?? 0) === 0) return false;
      if (Date.now() >= deadline) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
