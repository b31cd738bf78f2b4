import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { createDatabase } from './client.js';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../migrations');

/** An arbitrary constant: the advisory lock that serialises migrations between servers starting together. */
const MIGRATION_LOCK = 72_410_551;

/** Applies the committed SQL migrations; safe when several servers start at once. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(createDatabase(pool), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
