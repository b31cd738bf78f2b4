import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir, startServer, type RunningServer } from './support/server';

const contact = { name: 'Sam', email: 'sam@club.com.au', subject: 'Kept across restarts', message: 'Hello' };

async function mailboxSubjects(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${server.url}/api/dev/mailbox`);
  return ((await response.json()) as { messages: { subject: string }[] }).messages.map((message) => message.subject);
}

const postmasterPid = (dataDir: string) => path.join(dataDir, 'postgres', 'postmaster.pid');

describe('the server process', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dir of dataDirs) await removeDataDir(dir);
  });

  it('shuts down cleanly on SIGTERM, stopping its Postgres, and a second start reuses the data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-restart-'));
    dataDirs.push(dataDir);

    const first = await startServer({ dataDir });
    const posted = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(posted.status).toBe(201);
    expect(existsSync(postmasterPid(dataDir))).toBe(true);
    expect(await first.stop()).toBe(0);
    expect(existsSync(postmasterPid(dataDir))).toBe(false);

    const second = await startServer({ dataDir });
    expect(await mailboxSubjects(second)).toContain('Contact form: Kept across restarts');
    expect(await second.stop()).toBe(0);
  });

  it('lets two servers share one DATA_DIR; Postgres stops only when the last one leaves', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-shared-'));
    dataDirs.push(dataDir);
    const first = await startServer({ dataDir });
    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);

    expect(await first.stop()).toBe(0);
    expect(existsSync(postmasterPid(dataDir))).toBe(true);
    const health = await fetch(`${second.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    expect(await second.stop()).toBe(0);
    expect(existsSync(postmasterPid(dataDir))).toBe(false);
  });

  it('explains a port already in use and leaves the running server and its Postgres alone', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-port-'));
    dataDirs.push(dataDir);
    const first = await startServer({ dataDir });
    const port = new URL(first.url).port;
    await expect(startServer({ dataDir, env: { PORT: port, BASE_URL: first.url } })).rejects.toThrow(
      `Port ${port} is already in use (is Courtside already running?)`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(existsSync(postmasterPid(dataDir))).toBe(false);
  });

  it('refuses to start in production without its secrets, saying what is missing', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-prod-'));
    dataDirs.push(dataDir);
    await expect(startServer({ dataDir, env: { NODE_ENV: 'production' } })).rejects.toThrow(
      /AUTH_SECRET is required in production/,
    );
  });
});
