import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { closeServer } from './shutdown.js';

describe('closing the server (what SIGTERM does first)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lets a request in flight finish and refuses new connections', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, logger: false });
    let started: () => void = () => undefined;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    // A request that takes a while, standing in for a slow upload or report.
    app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test-slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await requestStarted;
    const closed = app.close();

    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await closed;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });

  it('closes the connection of a request still running after the drain time, so the shutdown goes on', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, queue: t.queue, logger: false });
    let started: () => void = () => undefined;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    // A request that never ends, standing in for a client that stopped sending.
    app.get('/api/test-never', { config: { access: 'public' } }, async () => {
      started();
      return new Promise(() => undefined);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test-never`).then(
      (response) => response.status,
      () => 'connection closed',
    );
    await requestStarted;
    await closeServer(app, 300);
    expect(await inFlight).toBe('connection closed');
  });
});
