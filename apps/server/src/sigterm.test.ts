import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, creditLedger, emailOutbox, games } from './db/schema.js';
import { balanceOf, createTestDatabase, giveGames, type TestDatabase } from './test/helpers.js';
import { killAll, startServerProcess, type ServerProcess } from './test/processes.js';
import { signUpOverHttp } from './test/over-http.js';
import { makeTestVideo } from './test/test-video.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64 = (value: string) => Buffer.from(value).toString('base64');

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * How many requests to `url` the server has taken: its "incoming request" line (debug level) is written once
 * Fastify has a request's headers, so a SIGTERM after it finds the request in flight, not a connection that
 * was not accepted yet (which a fixed pause before the signal could not promise on a loaded machine).
 */
function requestsTaken(server: ServerProcess, url: string): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)).length;
}

/** A request whose body the test sends in two halves, with a pause of its choosing in between (a slow client). */
function slowRequest(url: string, method: string, headers: Record<string, string>, body: Buffer) {
  const request = http.request(url, { method, headers: { ...headers, 'Content-Length': String(body.length) } });
  const ended = new Promise<{ status: number; body: string } | 'connection closed'>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', () => resolve('connection closed'));
    });
    request.on('error', () => resolve('connection closed'));
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { ended, sendTheRest: () => request.end(body.subarray(half)) };
}

/** SIGTERM (a deploy, a scale-down) while customers are mid-request and mid-upload. */
describe('SIGTERM during requests and uploads', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess | undefined;
  let cookie = '';
  let userId = '';
  let video: Buffer;

  const start = async () => {
    server = await startServerProcess({
      dataDir,
      env: { DATABASE_URL: database.url, TEAM_EMAIL: 'team@courtside.test', LOG_LEVEL: 'debug' },
    });
    return server;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-sigterm-'));
    video = await makeTestVideo(path.join(dataDir, 'game.mp4'), { width: 640, height: 360, seconds: 4, audio: true });
    const first = await start();
    ({ userId, cookie } = await signUpOverHttp(first.url));
    await giveGames(database.db, userId, 1);
  }, 120_000);

  afterAll(async () => {
    await killAll([server]);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const contact = (url: string) =>
    slowRequest(
      `${url}/api/contact`,
      'POST',
      { 'content-type': 'application/json', origin: url },
      Buffer.from(
        JSON.stringify({ name: 'Sam Coach', email: 'sam@club.test', subject: 'Slow', message: 'Sent on a slow line.' }),
      ),
    );

  it('finishes a slow request, cuts an upload mid-PATCH, exits cleanly; after a restart the upload resumes and completes once', async () => {
    const running = server ?? (await start());
    const created = await fetch(`${running.url}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: running.url,
        cookie,
        'Upload-Length': String(video.length),
        'Upload-Metadata': `filename ${b64('Tigers vs Hawks.mp4')},filetype ${b64('video/mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', `${running.url}/api/uploads`).pathname;
    const uploadId = location.split('/').at(-1) ?? '';
    const tusHeaders = (offset: number) => ({
      'Tus-Resumable': '1.0.0',
      origin: running.url,
      cookie,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    });

    // Mid-upload: half of the file's PATCH has arrived and is on disk; the rest is still on its way.
    const upload = slowRequest(`${running.url}${location}`, 'PATCH', tusHeaders(0), video);
    const partial = path.join(dataDir, 'uploads', uploadId);
    await until('half the PATCH to reach the disk', async () => (await stat(partial)).size === Math.floor(video.length / 2));
    // Mid-request: half of a contact form has arrived.
    const seen = requestsTaken(running, '/api/contact');
    const message = contact(running.url);
    await until('the server to take the contact form', async () => requestsTaken(running, '/api/contact') > seen);

    const exited = running.stop('SIGTERM');
    // The upload's PATCH is cut at once (it resumes later); the server no longer takes new connections.
    expect(await upload.ended).toBe('connection closed');
    await until('the server to stop listening', () =>
      fetch(`${running.url}/api/health`).then(
        () => false,
        () => true,
      ),
    );
    // The contact form's sender finishes sending: their message is taken, and answered.
    await sleep(500);
    message.sendTheRest();
    expect(await message.ended).toMatchObject({ status: 201 });
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(running.output()).toMatch(/shut down cleanly/);
    // Every request ended by itself: none had to be cut at the drain time.
    expect(running.output()).not.toMatch(/closing their connections/);
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);

    // Back up on the same DATA_DIR and database: the client asks where to resume and sends the rest.
    const restarted = await start();
    const head = await fetch(`${restarted.url}${location}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', origin: restarted.url, cookie },
    });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(Math.floor(video.length / 2));
    const rest = await fetch(`${restarted.url}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders(offset), origin: restarted.url },
      body: video.subarray(offset),
    });
    expect(rest.status).toBe(204);

    // Nothing lost, nothing twice: one game, queued once, its credit taken once, one receipt.
    const mine = await database.db.select().from(games).where(eq(games.organizationId, userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).not.toMatch(/uploading|failed|cancelled/);
    expect(mine[0]?.fileSize).toBe(video.length);
    const ledger = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.gameId, mine[0]?.id ?? ''));
    expect(ledger.map((entry) => entry.delta)).toEqual([-1]);
    expect(await balanceOf(database.db, userId)).toBe(0);
    const receipts = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'sam@club.test'), eq(emailOutbox.kind, 'game_uploaded')));
    expect(receipts).toHaveLength(1);
  });

  it('does not let a request that never finishes hold the shutdown past the drain time', async () => {
    const running = server?.process.exitCode === null ? server : await start();
    const seen = requestsTaken(running, '/api/contact');
    const stalled = contact(running.url);
    await until('the server to take the contact form', async () => requestsTaken(running, '/api/contact') > seen);
    const exited = running.stop('SIGTERM');
    // Its client never sends the rest: its connection is closed at the drain time, and the shutdown then
    // completes cleanly (queue and database stopped; exit code 0, not the 30 s limit's 1).
    expect(await stalled.ended).toBe('connection closed');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(running.output()).toMatch(/closing their connections/);
    expect(running.output()).toMatch(/shut down cleanly/);
  });
});
