import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpWithGames } from './support/customer';
import { removeDataDir, startServer, type RunningServer } from './support/server';
import { createUpload, patchHeaders } from './support/tus';
import { makeTestVideo } from '../apps/server/src/test/test-video';

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
      headers: { 'content-type': 'application/json', origin: first.url },
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

  it('resumes an upload after the server is killed (SIGKILL) midway and started again, taking one credit in all', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-kill-'));
    dataDirs.push(dataDir);
    const file = path.join(dataDir, 'game.mp4');
    const video = await makeTestVideo(file, { width: 640, height: 360, noise: true });
    const half = Math.floor(video.length / 2);

    const first = await startServer({ dataDir });
    const { cookie } = await signUpWithGames(first.url, 'sam@club.com.au', 1);
    const api = (
      server: RunningServer,
      url: string,
      init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
    ) =>
      fetch(`${server.url}${url}`, {
        ...init,
        headers: {
          cookie,
          origin: server.url,
          ...(typeof init.body === 'string' && { 'content-type': 'application/json' }),
          ...init.headers,
        },
      });
    // Creation throws unless the server answers 201.
    const uploadPath = new URL(await createUpload(first.url, cookie, { size: video.length, filename: 'game.mp4' })).pathname;
    expect(
      (await api(first, uploadPath, { method: 'PATCH', headers: patchHeaders(0), body: video.subarray(0, half) })).status,
    ).toBe(204);

    // The next PATCH is cut short: the server dies with it in flight.
    const killed = new Promise<void>((resolve) => {
      const request = http.request(`${first.url}${uploadPath}`, {
        method: 'PATCH',
        headers: { cookie, origin: first.url, ...patchHeaders(half), 'Content-Length': String(video.length - half) },
      });
      request.on('error', () => resolve());
      request.write(video.subarray(half, half + 64 * 1024), () => {
        first.process.kill('SIGKILL');
      });
    });
    await killed;

    const second = await startServer({ dataDir });
    const head = await api(second, uploadPath, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThan(video.length);
    const finished = await api(second, uploadPath, {
      method: 'PATCH',
      headers: patchHeaders(offset),
      body: video.subarray(offset),
    });
    expect(finished.status).toBe(204);

    const me = (await (await api(second, '/api/me')).json()) as { profile: { gamesRemaining: number } };
    expect(me.profile.gamesRemaining).toBe(0);
    const { games } = (await (await api(second, '/api/games')).json()) as {
      games: { id: string; status: string; customerStatus: string }[];
    };
    // Queued, and already being prepared by the server's own worker (the status may have moved on by now).
    expect(games.map((game) => game.customerStatus)).toEqual(['processing']);
    const stored = Buffer.from(await (await api(second, `/api/games/${games[0]?.id}/video`)).arrayBuffer());
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(video).digest('hex'));

    // The worker that `npm start` runs in-process prepares the game: proxy and poster, then ready.
    const deadline = Date.now() + 60_000;
    let status = games[0]?.status;
    while (status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = (await (await api(second, `/api/games/${games[0]?.id}`)).json()) as { status: string };
      status = answer.status;
    }
    expect(status).toBe('ready');
    expect(await second.stop()).toBe(0);
  });
});
