import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either, so callers choose the boundary. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every connection says it is Courtside's, so an embedded cluster can tell when its last server has left. */
export const APPLICATION_NAME = 'courtside';

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, application_name: APPLICATION_NAME, max: 10 });
  // An idle client losing its connection (a Postgres restart) must not crash the server.
  pool.on('error', () => undefined);
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
