import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers.js';
import { startQueue, type Queue } from './queue.js';

interface QueueRow {
  policy: string;
  retry_limit: number;
  retry_backoff: boolean;
  expire_seconds: number;
}

describe('the job queue', () => {
  let database: TestDatabase;
  let queue: Queue;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startQueue(database.url, () => undefined);
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
});
