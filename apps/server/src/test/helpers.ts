import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDatabase, createPool, type Database } from '../db/client.js';
import { startQueue, type Queue } from '../jobs/queue.js';
import { TEMPLATE_DATABASE, withDatabase } from './database-url.js';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  db: Database;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template: no test sees another's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url);
  return {
    url,
    pool,
    db: createDatabase(pool),
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  queue: Queue;
  close(): Promise<void>;
}

/** The real application on its own fresh database, with the environment overridden by `env`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await createTestDatabase();
  const queue = await startQueue(database.url, () => undefined);
  const app = await buildApp({ config, db: database.db, queue, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    queue,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
