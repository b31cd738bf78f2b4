import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers.js';
import { startQueue, type Queue } from './job-queue.js';

interface QueueRow {
  policy: string;
  retry_limit: number;
  retry_backoff: boolean;
  expire_seconds: number;
}

describe('the job queue', () => {
  let database: TestDatabase;
  let queue: Queue;
  const queueErrors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startQueue(database.url, (error) => queueErrors.push(error));
  });
  afterAll(async () => {
    await queue.stop();
    await database.drop();
  });

  const settingsOf = async (name: string) =>
    (
      await database.pool.query<QueueRow>(
        'select policy, retry_limit, retry_backoff, expire_seconds from pgboss.queue where name = $1',
        [name],
      )
    ).rows[0];

  it('gives every job its own expiry and a bounded number of retries with backoff', async () => {
    await queue.work([
      { name: 'test.long', expireInSeconds: 6 * 60 * 60, retryLimit: 1, run: async () => undefined },
      { name: 'test.short', expireInSeconds: 300, run: async () => undefined },
    ]);
    expect(await settingsOf('test.long')).toEqual({
      policy: 'short',
      retry_limit: 1,
      retry_backoff: true,
      expire_seconds: 21600,
    });
    expect(await settingsOf('test.short')).toEqual({ policy: 'short', retry_limit: 3, retry_backoff: true, expire_seconds: 300 });
  });

  it('tells the observer how each run went, and a failed run still fails in pg-boss (which retries it up to its limit)', async () => {
    const runs: { job: string; failed: boolean }[] = [];
    await queue.work(
      [
        {
          name: 'test.observed-failure',
          expireInSeconds: 60,
          retryLimit: 0,
          run: async () => {
            throw new Error('the ffmpeg run broke');
          },
        },
      ],
      ({ job, failed, seconds }) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        runs.push({ job, failed });
      },
    );
    await queue.trigger('test.observed-failure');
    await expect.poll(() => runs, { timeout: 20_000 }).toEqual([{ job: 'test.observed-failure', failed: true }]);
    const state = async () =>
      (await database.pool.query<{ state: string }>(`select state from pgboss.job where name = 'test.observed-failure'`)).rows[0]
        ?.state;
    await expect.poll(state, { timeout: 10_000 }).toBe('failed');
    expect(await queue.depths()).toContainEqual({ queue: 'test.observed-failure', waiting: 0, active: 0 });
  });

  it("applies a worker's settings to a queue a trigger created first", async () => {
    await queue.trigger('test.triggered');
    expect(await settingsOf('test.triggered')).toMatchObject({ retry_limit: 3, expire_seconds: 900 });
    await queue.work([{ name: 'test.triggered', expireInSeconds: 120, retryLimit: 2, run: async () => undefined }]);
    expect(await settingsOf('test.triggered')).toMatchObject({ retry_limit: 2, expire_seconds: 120 });
  });

  it('lives through the database going away just as a job ends, and records the job as completed once it is back', async () => {
    // This test's own database, closed to new connections and its connections cut: to pg-boss, the database
    // is gone. (The test cluster itself cannot be stopped; the fault tests stop a cluster of their own.)
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    const cutOff = async (away: boolean) => {
      await admin.query(`alter database ${name} allow_connections ${away ? 'false' : 'true'}`);
      if (away) await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    };
    let ran = 0;
    try {
      await queue.work([
        {
          name: 'test.outage-at-the-end',
          expireInSeconds: 300,
          // The run's work is done; pg-boss then records its completion, with no database to take it.
          run: async () => {
            ran += 1;
            await cutOff(true);
          },
        },
      ]);
      await queue.trigger('test.outage-at-the-end');
      await expect
        .poll(() => queueErrors.map((error) => error.message).join('\n'), { timeout: 20_000 })
        .toMatch(/could not record that job .* of test\.outage-at-the-end ended \(complete\): trying again/);
    } finally {
      await cutOff(false);
      await admin.end();
    }
    // Back: the completion is recorded by the retry (not left active until the job expires), and the run was not repeated.
    const state = async () =>
      (await database.pool.query<{ state: string }>(`select state from pgboss.job where name = 'test.outage-at-the-end'`)).rows[0]
        ?.state;
    await expect.poll(state, { timeout: 30_000, interval: 250 }).toBe('completed');
    expect(ran).toBe(1);
  });
});
