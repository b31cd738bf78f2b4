import { createServer, connect, type Server } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort, startExternalPostgres } from '../test/processes.js';
import { createPool, othersConnected, waitForDatabase } from './client.js';

/** A TCP relay to the test Postgres on `port`, opened late: a database that starts after the process does. */
function relay(port: number, target: URL): Promise<Server> {
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('a process starting before its database answers', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('waits for the database to take a connection instead of exiting, and fails only once the time is up', async () => {
    const target = new URL(inject('adminDatabaseUrl'));
    const port = await freePort();
    const late = new URL(target);
    late.port = String(port);
    const pool = createPool(late.toString(), { connectMs: 300 });
    closing.push(() => pool.end());

    // Nothing listens for a second; then the database appears.
    const retries: unknown[] = [];
    const waited = waitForDatabase(pool, { withinMs: 20_000, retryMs: 200, onRetry: (error) => retries.push(error) });
    const server = await new Promise<Server>((resolve) => setTimeout(() => resolve(relay(port, target)), 1_000));
    closing.push(() => new Promise((resolve) => server.close(() => resolve())));
    await waited;
    expect(retries.length).toBeGreaterThan(0);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);

    // A database that never answers: the last error, once the time is up.
    const nowhere = new URL(target);
    nowhere.port = String(await freePort());
    const lost = createPool(nowhere.toString(), { connectMs: 300 });
    closing.push(() => lost.end());
    await expect(waitForDatabase(lost, { withinMs: 1_000, retryMs: 200 })).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});

describe('whether another Courtside process still uses the embedded cluster', () => {
  it('does not count the connections a stopping process has just closed, and counts one that stays open', async () => {
    // A cluster of its own: every test file's pool on the shared one names itself courtside too.
    const cluster = await startExternalPostgres();
    try {
      // Closed at once after use: their backends may still be listed while they exit.
      const stopping = createPool(cluster.url);
      await Promise.all(Array.from({ length: 4 }, () => stopping.query('select pg_sleep(0.05)')));
      await stopping.end();
      expect(await othersConnected(cluster.url)).toBe(false);

      const staying = createPool(cluster.url);
      await staying.query('select 1');
      expect(await othersConnected(cluster.url, 300)).toBe(true);
      await staying.end();
    } finally {
      await cluster.remove();
    }
  });
});
