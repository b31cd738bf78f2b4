import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../migrations');

/** An arbitrary constant: the advisory lock that serialises migrations between servers starting together. */
const MIGRATION_LOCK = 72_410_551;

/**
 * Applies the committed SQL migrations; safe when several servers start at once. They run on one connection
 * without the pool's statement timeout: rebuilding an index on a large table may take minutes.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    // Back to the pool's settings before anyone else uses this connection.
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
}
