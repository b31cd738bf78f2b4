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

/** One embedded Postgres per run, with a migrated template database that every test file clones. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-test-'));
  const postgres = await startEmbeddedPostgres({ dataDir });

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
