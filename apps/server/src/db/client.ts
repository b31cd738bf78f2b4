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
 * 10 s is an error the request reports, not a wait.
 */
export const DATABASE_TIMEOUTS = { statementMs: 15_000, idleInTransactionMs: 30_000, connectMs: 10_000 };

export function createPool(connectionString: string, timeouts: Partial<typeof DATABASE_TIMEOUTS> = {}): pg.Pool {
  const limits = { ...DATABASE_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString,
    application_name: APPLICATION_NAME,
    max: 10,
    statement_timeout: limits.statementMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    connectionTimeoutMillis: limits.connectMs,
  });
  // An idle client losing its connection (a Postgres restart) must not crash the server.
  pool.on('error', () => undefined);
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
