import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, createPool } from '../../db/client.js';
import { startQueue } from '../../lib/job-queue.js';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok while the database is reachable', async () => {
    // Liveness waits 500 ms on the database in production: a stalled Postgres on a loaded machine misses that and
    // reads 'down'. Given longer, the database is seen up whenever it answers at all.
    const app = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, logger: false, databaseProbeMs: 5_000 });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      await app.close();
    }
  });

  it('answers 200 while the database is down, saying so, so a supervisor does not restart the server for it', async () => {
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({ config: t.config, db: createDatabase(pool), queue: t.queue, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'down' });
    await app.close();
    await pool.end();
  });
});

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 200 when the database, the footage storage and the job queue all answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up', storage: 'up', queue: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('answers 503 naming the database when it is unreachable, the other parts still up, with Retry-After as the API 503s have', async () => {
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({ config: t.config, db: createDatabase(pool), queue: t.queue, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down', storage: 'up', queue: 'up' });
    // Like every 503 of the API: when to ask again, and never a cached answer.
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
    await pool.end();
  });

  it('answers 503 naming the storage when footage cannot be stored (its directory is not a directory)', async () => {
    const broken = await createTestApp();
    try {
      await writeFile(path.join(broken.config.dataDir, 'footage'), 'a volume mounted in the wrong place');
      const response = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'down', queue: 'up' });
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    } finally {
      await broken.close();
    }
  });

  it('answers 503 naming the queue when pg-boss cannot be reached', async () => {
    // A queue whose connections are gone, as after its database was lost: the app's own database still answers.
    const stopped = await startQueue(t.database.url, () => undefined);
    await stopped.stop();
    const app = await buildApp({ config: t.config, db: t.database.db, queue: stopped, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'up', queue: 'down' });
    await app.close();
  });

  it('answers within its time limit when a part hangs, calling that part down', async () => {
    const hanging = { ...t.queue, ready: () => new Promise<void>(() => undefined) };
    const app = await buildApp({ config: t.config, db: t.database.db, queue: hanging, logger: false });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toMatchObject({ status: 'unavailable', queue: 'down' });
    expect(Date.now() - started).toBeLessThan(10_000);
    await app.close();
  });
});
