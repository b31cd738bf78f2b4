import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { TEMPLATE_DATABASE, withDatabase } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the test cluster; each test file clones TEMPLATE_DATABASE from it. */
    adminDatabaseUrl: string;
  }
}

/**
 * The run's cluster is thrown away at its end, so it does not flush to disk (`fsync`, and whole pages after a
 * checkpoint). With test/helpers.ts's file copy, a test database's CREATE and DROP took 31 ms of CPU against 124,
 * and 43 ms against 610 from start to end (30 of each); eight database-heavy test files, 74-83 CPU-seconds against
 * 94-97. A commit still returns only once its WAL is written to the kernel (synchronous_commit stays on), so a
 * Postgres that crashes keeps every commit: only the machine's crash would lose them. The tests that crash or
 * restart Postgres (faults/, backup, embedded) start clusters of their own, with the defaults.
 */
const THROWAWAY_CLUSTER = { fsync: 'off', full_page_writes: 'off' };

/** One embedded Postgres per run, with a migrated template database that every test file clones. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-test-'));
  const postgres = await startEmbeddedPostgres({ dataDir, settings: THROWAWAY_CLUSTER });

  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(postgres.url, TEMPLATE_DATABASE);
  const pool = new pg.Pool({ connectionString: templateUrl });
  await runMigrations(pool);
  await pool.end();
  // The job queue's own schema, created once here rather than in every test database.
  const boss = new PgBoss({ connectionString: templateUrl, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });

  project.provide('adminDatabaseUrl', postgres.url);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
