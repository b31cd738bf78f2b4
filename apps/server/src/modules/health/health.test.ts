import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, createPool } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok while the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is down, so a load balancer stops sending traffic', async () => {
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({ config: t.config, db: createDatabase(pool), queue: t.queue, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await app.close();
    await pool.end();
  });
});
