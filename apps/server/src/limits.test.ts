import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from './db/client.js';
import { HTTP_TIMEOUTS } from './app.js';
import { createTestApp, type TestApp } from './test/helpers.js';

/** Every request, query and transaction has a deadline (issue 12, "limits everywhere"). */
describe('deadlines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('the HTTP server bounds the request head, the whole request and idle keep-alive connections', () => {
    expect(t.app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(t.app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(t.app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    // A 32 MB PATCH of the upload page fits in a request at 0.3 Mbit/s.
    expect((32 * 8) / 0.3).toBeLessThan(HTTP_TIMEOUTS.requestMs / 1000);
  });

  it('Postgres cancels a statement that runs past the deadline, and the pool stays usable', async () => {
    const pool = createPool(t.database.url, { statementMs: 200 });
    try {
      await expect(pool.query('select pg_sleep(2)')).rejects.toThrow(/statement timeout/);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('Postgres ends a transaction left idle past the deadline, releasing its locks', async () => {
    const pool = createPool(t.database.url, { idleInTransactionMs: 200 });
    pool.on('error', () => undefined);
    const client = await pool.connect();
    // The server ends the session: the client hears of it as an error event.
    client.on('error', () => undefined);
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(4242)');
      // Left idle, the transaction holds the lock until the server ends it: another session can take it then
      // (and only then). When the server gets to it on a loaded machine varies, so ask until it can (a timeout,
      // not a measure: a lock never released fails it).
      const taken = async () =>
        (await t.database.pool.query<{ taken: boolean }>('select pg_try_advisory_xact_lock(4242) as taken')).rows[0]?.taken;
      await expect.poll(taken, { timeout: 10_000, interval: 100 }).toBe(true);
      await expect(client.query('select 1')).rejects.toThrow();
    } finally {
      client.release(true);
      await pool.end();
    }
  });

  it('the application pool carries the deadlines', async () => {
    const settings = await t.database.pool.query<{ name: string; setting: string }>(
      "select name, setting from pg_settings where name in ('statement_timeout', 'idle_in_transaction_session_timeout') order by name",
    );
    expect(settings.rows).toEqual([
      { name: 'idle_in_transaction_session_timeout', setting: '30000' },
      { name: 'statement_timeout', setting: '15000' },
    ]);
  });
});
