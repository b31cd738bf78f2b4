import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, createPool } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { withDatabase } from './database-url.js';
import type { TestDatabase } from './helpers.js';

interface JournalEntry {
  idx: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

const readJournal = async (): Promise<Journal> =>
  JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;

export interface MigratedDatabase extends TestDatabase {
  /** The idx (in meta/_journal.json) of the last migration applied so far. */
  readonly migratedTo: number;
  /**
   * Applies the migrations after those applied so far, up to and including idx `lastIdx` (every one there is when
   * omitted), as the server would on starting after an upgrade: in one transaction, through drizzle's migrator.
   */
  migrateTo(lastIdx?: number): Promise<void>;
}

/**
 * A fresh database migrated only up to and including migration idx `lastIdx` (its number: 19 is
 * `0019_plain_reels`), for a test of a migration's SQL against the schema and rows it was written for: the
 * template every other test clones is migrated to the end. Write its rows with raw SQL (`pool.query`, or drizzle's
 * `sql`): the table objects of db/schema.ts describe the newest schema. `migrateTo` then takes it further, e.g.
 * through the migration under test, after which `db` fits again once it is at the end.
 *
 * It is made as the template is (test/global-setup.ts): an empty database on the run's cluster, and drizzle's
 * migrator over a copy of apps/server/migrations whose journal stops at the wanted entry. Unlike a clone of the
 * template it has no job-queue (pg-boss) schema, so it serves the database alone, not a test app.
 */
export async function createDatabaseMigratedTo(lastIdx: number): Promise<MigratedDatabase> {
  const journal = await readJournal();
  if (!journal.entries.some((entry) => entry.idx === lastIdx)) throw new Error(`There is no migration ${String(lastIdx)}`);

  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_migrated_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { connectMs: 10_000 });

  let migratedTo = -1;
  const migrateTo = async (target: number = Math.max(...journal.entries.map((entry) => entry.idx))) => {
    if (!journal.entries.some((entry) => entry.idx === target)) throw new Error(`There is no migration ${String(target)}`);
    if (target < migratedTo) throw new Error(`Already migrated to ${String(migratedTo)}, past ${String(target)}`);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'courtside-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, folder, { recursive: true });
      const truncated = { ...journal, entries: journal.entries.filter((entry) => entry.idx <= target) };
      await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(truncated, null, 2));
      const client = await pool.connect();
      try {
        // As runMigrations (db/migrate.ts): no statement timeout on the migration's connection.
        await client.query('SET statement_timeout = 0');
        await migrate(drizzle(client), { migrationsFolder: folder });
        await client.query('RESET statement_timeout');
      } finally {
        client.release();
      }
      migratedTo = target;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };

  try {
    await migrateTo(lastIdx);
  } catch (error) {
    await pool.end();
    await dropDatabase(adminUrl, name);
    throw error;
  }

  return {
    url,
    pool,
    db: createDatabase(pool),
    get migratedTo() {
      return migratedTo;
    },
    migrateTo,
    drop: async () => {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
