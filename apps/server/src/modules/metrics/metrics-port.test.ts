import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue, type Queue } from '../../lib/job-queue.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import {
  freePort,
  killAll,
  startServerProcess,
  startWorkerProcess,
  type CourtsideProcess,
  type ServerProcess,
} from '../../test/processes.js';

/** A server (RUN_WORKERS=false) and a worker, each with its METRICS_PORT, as in production. */
describe('METRICS_PORT on the server and the worker processes', () => {
  let database: TestDatabase;
  let queue: Queue;
  let server: ServerProcess | undefined;
  let worker: CourtsideProcess | undefined;
  let serverMetrics: string;
  let workerMetrics: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startQueue(database.url, () => undefined);
    const [serverPort, workerPort] = [await freePort(), await freePort()];
    serverMetrics = `http://127.0.0.1:${serverPort}/metrics`;
    workerMetrics = `http://127.0.0.1:${workerPort}/metrics`;
    const env = { DATABASE_URL: database.url };
    [server, worker] = await Promise.all([
      startServerProcess({ env: { ...env, RUN_WORKERS: 'false', METRICS_PORT: String(serverPort) } }),
      startWorkerProcess({ env: { ...env, METRICS_PORT: String(workerPort) } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await killAll([server, worker]);
    await Promise.all([server?.remove(), worker?.remove()]);
    await queue.stop();
    await database.drop();
  });

  it("serves the server's request timings on its metrics port, and not on the public one", async () => {
    await fetch(`${server?.url}/api/ready`);
    const body = await (await fetch(serverMetrics)).text();
    expect(body).toMatch(
      /courtside_http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status_class="2xx"\} 1/,
    );
    // The Node process's own figures come along.
    expect(body).toContain('courtside_process_resident_memory_bytes');
    // RUN_WORKERS=false: the shared queue's depths are the worker's to report, not this server's as well.
    expect(body).not.toContain('courtside_queue_jobs');
    expect((await fetch(`${server?.url}/metrics`)).status).toBe(404);
  });

  it("serves the worker's job runs and the queue depths on the worker's metrics port", async () => {
    await queue.trigger('auth.prune-throttle');
    await expect
      .poll(
        async () =>
          (await (await fetch(workerMetrics)).text()).match(
            /courtside_job_duration_seconds_count\{job="auth.prune-throttle"\} (\d+)/,
          )?.[1],
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe('1');
    const body = await (await fetch(workerMetrics)).text();
    expect(body).toContain('courtside_job_failures_total{job="auth.prune-throttle"} 0');
    expect(body).toMatch(/courtside_queue_jobs\{queue="games.prepare",state="waiting"\} \d+/);
  });
});
