import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, giveGames, signUpUser, type TestApp } from '../../test/helpers.js';
import { freePort } from '../../test/processes.js';
import { createMetrics, type Metrics } from './metrics.js';
import { metricsHost, startMetricsServer, startProcessMetrics } from './metrics-server.js';

const TOKEN = 'metrics-token-metrics-token-metrics-token';

/** The value of the series `name{labels}` in a scrape, or undefined when the scrape does not have it. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of scrape.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('Prometheus metrics on the main port, behind METRICS_TOKEN', () => {
  let t: TestApp;
  let metrics: Metrics;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    metrics = createMetrics({ queue: t.queue });
    app = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, metrics, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('refuses a scrape without the token, or with a wrong one, with 401', async () => {
    const missing = await app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    expect(missing.body + wrong.body).not.toContain('courtside_');
  });

  it('times requests by route pattern and status class, never by the raw path', async () => {
    const gameId = '6f1c1d64-5a41-4a51-9d0a-1f1d7c1e2a33';
    for (let index = 0; index < 3; index += 1) await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: `/api/games/${gameId}` });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });

    const body = await scrape();
    const health = { method: 'GET', route: '/api/health', status_class: '2xx' };
    expect(sample(body, 'courtside_http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(3);
    expect(sample(body, 'courtside_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBeGreaterThanOrEqual(3);
    const game = { method: 'GET', route: '/api/games/:id', status_class: '4xx' };
    expect(sample(body, 'courtside_http_request_duration_seconds_count', game)).toBe(1);
    expect(sample(body, 'courtside_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(body).not.toContain(gameId);
    expect(body).not.toContain('12345');
  });

  it('times every job run and counts the failed ones', async () => {
    let runs = 0;
    await t.queue.work(
      [
        { name: 'test.metrics-works', expireInSeconds: 60, retryLimit: 0, run: async () => void (runs += 1) },
        {
          name: 'test.metrics-fails',
          expireInSeconds: 60,
          retryLimit: 0,
          run: async () => {
            runs += 1;
            throw new Error('the job broke');
          },
        },
      ],
      metrics.observeJob,
    );
    await t.queue.trigger('test.metrics-works');
    await t.queue.trigger('test.metrics-fails');
    await expect.poll(() => runs, { timeout: 20_000 }).toBe(2);

    const body = await scrape();
    expect(sample(body, 'courtside_job_duration_seconds_count', { job: 'test.metrics-works' })).toBe(1);
    expect(sample(body, 'courtside_job_duration_seconds_count', { job: 'test.metrics-fails' })).toBe(1);
    expect(sample(body, 'courtside_job_failures_total', { job: 'test.metrics-fails' })).toBe(1);
    expect(sample(body, 'courtside_job_failures_total', { job: 'test.metrics-works' })).toBe(0);
  });

  it('reads the queue depths at scrape time: jobs waiting and running per queue', async () => {
    // Nothing consumes this queue here, so the job waits in it until the scrape.
    await t.queue.trigger('test.metrics-waiting');
    const body = await scrape();
    expect(sample(body, 'courtside_queue_jobs', { queue: 'test.metrics-waiting', state: 'waiting' })).toBe(1);
    expect(sample(body, 'courtside_queue_jobs', { queue: 'test.metrics-waiting', state: 'active' })).toBe(0);
  });

  it('counts the bytes of upload bodies received over tus', async () => {
    const user = await signUpUser(t, 'metrics-uploader@club.com.au');
    await giveGames(t.database.db, user.id, 1);
    const headers = { 'Tus-Resumable': '1.0.0', origin: t.config.baseUrl, cookie: user.cookie };
    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': '100000',
        'Upload-Metadata': `filename ${btoa('game.mp4')},filetype ${btoa('video/mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', `${base}/api/uploads`).toString();
    const before = sample(await scrape(), 'courtside_upload_bytes_total') ?? 0;
    for (const offset of [0, 30_000]) {
      const patched = await fetch(url, {
        method: 'PATCH',
        headers: { ...headers, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: Buffer.alloc(30_000, 7),
      });
      expect(patched.status).toBe(204);
    }
    expect(sample(await scrape(), 'courtside_upload_bytes_total')).toBe(before + 60_000);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are not served on the main port: /metrics is a 404, whatever the Authorization', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('courtside_');
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  it('serves the scrape there, with the token when one is set, and nothing else', async () => {
    const metrics = createMetrics({ queue: { depths: async () => [{ queue: 'games.prepare', waiting: 4, active: 1 }] } });
    metrics.observeJob({ job: 'games.prepare', seconds: 42, failed: false });
    const open = await startMetricsServer({ metrics, port: await freePort(), host: '127.0.0.1' });
    const guarded = await startMetricsServer({ metrics, port: await freePort(), host: '127.0.0.1', token: TOKEN });
    try {
      const body = await (await fetch(`http://127.0.0.1:${open.port}/metrics`)).text();
      expect(sample(body, 'courtside_queue_jobs', { queue: 'games.prepare', state: 'waiting' })).toBe(4);
      expect(sample(body, 'courtside_job_duration_seconds_sum', { job: 'games.prepare' })).toBe(42);
      expect((await fetch(`http://127.0.0.1:${open.port}/api/health`)).status).toBe(404);

      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      const authorised = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(authorised.status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });

  it('still answers a scrape while the queue depths cannot be read, without them', async () => {
    const problems: unknown[] = [];
    const metrics = createMetrics({
      queue: { depths: () => Promise.reject(new Error('database down')) },
      onQueueError: (error) => problems.push(error),
    });
    const { body } = await metrics.render();
    expect(body).toContain('# TYPE courtside_queue_jobs gauge');
    expect(sample(body, 'courtside_queue_jobs', { state: 'waiting' })).toBeUndefined();
    expect(problems).toEqual([new Error('database down')]);
  });
});

describe("a process's metrics (startProcessMetrics, as main.ts and worker.ts call it)", () => {
  const queue = { depths: async () => [{ queue: 'games.prepare', waiting: 2, active: 0 }] };
  const log = pino({ level: 'silent' });
  /** An address of this machine other than loopback, as another machine on the network would reach it. */
  const networkAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

  it('reports the shared queue depths only from a process that runs the workers', async () => {
    const config = { host: '127.0.0.1', metrics: { port: undefined, token: undefined } };
    const server = await startProcessMetrics(config, queue, log, { runsWorkers: false });
    const worker = await startProcessMetrics(config, queue, log, { runsWorkers: true });
    // Two servers and a worker would otherwise report the one queue three times over.
    expect((await server.metrics.render()).body).not.toContain('courtside_queue_jobs');
    expect(
      sample((await worker.metrics.render()).body, 'courtside_queue_jobs', { queue: 'games.prepare', state: 'waiting' }),
    ).toBe(2);
  });

  it('listens on 127.0.0.1 alone without METRICS_TOKEN, even with HOST=0.0.0.0; on HOST behind the token with one', async () => {
    expect(metricsHost({ host: '0.0.0.0', metrics: { port: 9464, token: undefined } })).toBe('127.0.0.1');
    expect(metricsHost({ host: '0.0.0.0', metrics: { port: 9464, token: TOKEN } })).toBe('0.0.0.0');

    const open = await startProcessMetrics(
      { host: '0.0.0.0', metrics: { port: await freePort(), token: undefined } },
      queue,
      log,
      {
        runsWorkers: true,
      },
    );
    const guarded = await startProcessMetrics(
      { host: '0.0.0.0', metrics: { port: await freePort(), token: TOKEN } },
      queue,
      log,
      {
        runsWorkers: true,
      },
    );
    try {
      expect(open.server?.host).toBe('127.0.0.1');
      expect((await fetch(`http://127.0.0.1:${String(open.server?.port)}/metrics`)).status).toBe(200);
      expect(guarded.server?.host).toBe('0.0.0.0');
      // From the network: the unguarded port is not there at all, the guarded one wants the token.
      if (networkAddress) {
        await expect(fetch(`http://${networkAddress}:${String(open.server?.port)}/metrics`)).rejects.toThrow();
        expect((await fetch(`http://${networkAddress}:${String(guarded.server?.port)}/metrics`)).status).toBe(401);
        const authorised = await fetch(`http://${networkAddress}:${String(guarded.server?.port)}/metrics`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(authorised.status).toBe(200);
      }
    } finally {
      await open.server?.close();
      await guarded.server?.close();
    }
  });
});
