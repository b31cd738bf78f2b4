import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool, type Database } from './db/client.js';
import { creditLedger, emailOutbox, games, users } from './db/schema.js';
import { DELIVER_MAIL } from './jobs/deliver-mail.job.js';
import { DEMO_ACCOUNTS } from './modules/auth/seed.js';
import { balanceOf, giveGames } from './test/helpers.js';
import {
  killAll,
  startExternalPostgres,
  startServerProcess,
  startWorkerProcess,
  type CourtsideProcess,
  type ExternalPostgres,
  type ServerProcess,
} from './test/processes.js';
import { signUpOverHttp, startSmtpRecorder } from './test/over-http.js';
import { makeTestVideo } from './test/test-video.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/**
 * The documented layout for more than one machine (docs/operations.md, "Scaling"): two API servers with
 * RUN_WORKERS=false and one worker, all on one external Postgres and one storage (here a shared DATA_DIR with
 * local storage, standing in for a network volume). A load balancer may send any request to either server.
 */
describe('two servers and a worker on one Postgres and one storage', () => {
  let database: ExternalPostgres;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpRecorder>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let worker: CourtsideProcess;
  let pool: pg.Pool | undefined;
  let db: Database;
  let video: Buffer;
  let cookie = '';
  let userId = '';

  beforeAll(async () => {
    database = await startExternalPostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-topology-'));
    smtp = await startSmtpRecorder();
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SUPPORT_EMAIL: 'support@courtside.test',
      TEAM_EMAIL: 'team@courtside.test',
      CONTACT_RATE_LIMIT: '2',
      // Each server seeds the demo accounts at start-up: they must be made once between them.
      DEMO_ACCOUNTS: 'true',
    };
    // All three start at once on an empty database, as after a deploy: migrations, the queue's schema and
    // the demo accounts are made once between them.
    const [first, second, third] = await Promise.allSettled([
      startServerProcess({ dataDir, env: { ...env, RUN_WORKERS: 'false' } }),
      startServerProcess({ dataDir, env: { ...env, RUN_WORKERS: 'false' } }),
      startWorkerProcess({ dataDir, env }),
    ]);
    if (first.status === 'rejected' || second.status === 'rejected' || third.status === 'rejected') {
      // The ones that did start are stopped, not left running after the test, before the failure is reported.
      await killAll([first, second, third].map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined)));
      const reason: unknown = [first, second, third].find((outcome) => outcome.status === 'rejected')?.reason;
      throw reason instanceof Error ? reason : new Error(String(reason));
    }
    [a, b, worker] = [first.value, second.value, third.value];
    pool = createPool(database.url);
    db = createDatabase(pool);
    video = await makeTestVideo(path.join(dataDir, 'game.mp4'), { width: 640, height: 360, seconds: 4, audio: true });

    ({ userId, cookie } = await signUpOverHttp(a.url));
    await giveGames(db, userId, 1);
  }, 240_000);

  afterAll(async () => {
    await killAll([a, b, worker]);
    await pool?.end();
    await smtp.close();
    await database.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  const tus = (server: ServerProcess, url: string, method: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(`${server.url}${url}`, { method, headers: { 'Tus-Resumable': '1.0.0', origin: server.url, cookie, ...headers }, body });
  const patchHeaders = (offset: number) => ({
    'Upload-Offset': String(offset),
    'Content-Type': 'application/offset+octet-stream',
  });

  it('creates each demo account once between the servers that started together, both of them running', async () => {
    const demo = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(demo.map(({ email, role }) => ({ email, role })).sort((x, y) => x.email.localeCompare(y.email))).toEqual([
      { email: 'admin@courtside.local', role: 'admin' },
      { email: 'analyst@courtside.local', role: 'analyst' },
      { email: 'customer@courtside.local', role: 'customer' },
    ]);
    // The demo customer's 5 games were given once.
    expect(await balanceOf(db, demo.find((row) => row.role === 'customer')?.id ?? '')).toBe(5);
    // Whichever server seeded first created them; the other found them there.
    const created = (server: ServerProcess) => server.output().match(/demo \w+ created/g)?.length ?? 0;
    expect(created(a) + created(b)).toBe(3);
    for (const server of [a, b]) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('refuses to start a server with another AUTH_SECRET on the same database, saying why', async () => {
    const outcome = await startServerProcess({
      dataDir,
      env: { DATABASE_URL: database.url, RUN_WORKERS: 'false', AUTH_SECRET: 'another-secret-another-secret-another-1' },
    }).then(
      // Should it start after all, it is not left running after the test.
      async (server) => {
        await server.kill();
        return 'it started';
      },
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(outcome).toMatch(/AUTH_SECRET differs from the one the other servers on this database use/);
    // The servers already running are untouched.
    expect((await fetch(`${a.url}/api/me`, { headers: { cookie } })).status).toBe(200);
  });

  it('knows a session made on one server on the other, and a sign-out on one ends it on both', async () => {
    const other = await fetch(`${b.url}/api/me`, { headers: { cookie } });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { user: { id: string } | null }).user?.id).toBe(userId);

    const second = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: b.url },
      body: JSON.stringify({ email: 'sam@club.test', password: 'a long enough password' }),
    });
    const secondCookie = second.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await fetch(`${a.url}/api/games`, { headers: { cookie: secondCookie } })).status).toBe(200);
    const signOut = await fetch(`${a.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: secondCookie, origin: a.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await fetch(`${b.url}/api/games`, { headers: { cookie: secondCookie } })).status).toBe(401);
  });

  it('resumes on server B an upload started on server A, even when A is still holding a PATCH whose client went silent', async () => {
    const third = Math.floor(video.length / 3);
    const created = await tus(a, '/api/uploads', 'POST', {
      'Upload-Length': String(video.length),
      'Upload-Metadata': `filename ${b64('Tigers vs Hawks.mp4')},filetype ${b64('video/mp4')}`,
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', `${a.url}/api/uploads`).pathname;
    const uploadId = location.split('/').at(-1) ?? '';
    expect(await balanceOf(db, userId)).toBe(0);

    expect((await tus(a, location, 'PATCH', patchHeaders(0), video.subarray(0, third))).status).toBe(204);

    // The next PATCH on A sends its bytes and then nothing more, with the connection left open: a laptop
    // that went to sleep, or a network that dropped the packets. A keeps waiting for the rest.
    const silent = http.request(`${a.url}${location}`, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: a.url,
        cookie,
        ...patchHeaders(third),
        'Content-Length': String(video.length - third),
      },
    });
    const silentEnded = new Promise<string>((resolve) => {
      silent.on('response', (response) => {
        response.resume();
        resolve(String(response.statusCode));
      });
      silent.on('error', () => resolve('connection closed'));
    });
    silent.write(video.subarray(third, 2 * third));
    const partial = path.join(dataDir, 'uploads', uploadId);
    await until('the silent PATCH to reach the disk', async () => (await stat(partial)).size === 2 * third);

    // The client resumes on B: B asks A to let go, A cuts its PATCH (keeping its bytes), B answers the offset.
    const head = await tus(b, location, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(2 * third));
    expect(await silentEnded).toMatch(/connection closed|400/);

    const finished = await tus(b, location, 'PATCH', patchHeaders(2 * third), video.subarray(2 * third));
    expect(finished.status).toBe(204);
    expect(finished.headers.get('upload-offset')).toBe(String(video.length));
    const [game] = await db.select().from(games).where(eq(games.uploadId, uploadId));
    expect(game).toMatchObject({ fileSize: video.length, width: 640, height: 360 });
    // Queued for the worker, which may already have taken it up on a loaded machine.
    expect(['queued', 'preparing', 'ready']).toContain(game?.status);
    // Either server now tells a retrying client the upload is complete.
    expect((await tus(a, location, 'HEAD')).headers.get('upload-offset')).toBe(String(video.length));

    // The worker, and only the worker, prepares the game: one proxy, one poster, the credit spent once.
    const ready = await until('the worker to prepare the game', async () => {
      const [row] = await db
        .select()
        .from(games)
        .where(eq(games.id, game?.id ?? ''));
      return row?.status === 'ready' ? row : null;
    });
    expect(ready.proxyKey).toBe(`games/${ready.id}/proxy.mp4`);
    expect((await readdir(path.join(dataDir, 'footage', 'games', ready.id))).sort()).toEqual([
      'original.mp4',
      'poster.jpg',
      'proxy.mp4',
    ]);
    // The worker removes its scratch folder once the game is marked ready (a moment after, not in the same step).
    await until('the worker to remove its scratch files', async () => (await readdir(path.join(dataDir, 'work'))).length === 0);
    const ledger = await db
      .select({ delta: creditLedger.delta, reason: creditLedger.reason })
      .from(creditLedger)
      .where(and(eq(creditLedger.organizationId, userId), eq(creditLedger.gameId, ready.id)));
    expect(ledger).toEqual([{ delta: -1, reason: 'upload' }]);
    expect(await balanceOf(db, userId)).toBe(0);
    expect(worker.output()).not.toMatch(/video preparation failed/);
  });

  it('counts the contact form limit across servers: two messages on A, the third on B is refused (429)', async () => {
    const contact = (server: ServerProcess, n: number) =>
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ name: 'Sam Coach', email: `fan${n}@club.test`, subject: 'Scores', message: 'When is my game?' }),
      });
    expect((await contact(a, 1)).status).toBe(201);
    expect((await contact(a, 2)).status).toBe(201);
    const refused = await contact(b, 3);
    expect(refused.status).toBe(429);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contact_message'))).toHaveLength(2);
  });

  it('delivers every e-mail once, whichever server wrote it', async () => {
    const outbox = () => db.select({ id: emailOutbox.id, status: emailOutbox.status }).from(emailOutbox);
    // The receipt and the team's notice of the upload, the two contact messages, and whatever sign-up sent.
    const rows = await until('the worker to send the outbox', async () => {
      const all = await outbox();
      return all.length >= 4 && all.every((row) => row.status === 'sent') ? all : null;
    });
    // A second delivery would come from a later run: one more run is queued (once no other waits, as
    // triggers merge into a waiting one) and the worker completes it before the count is taken.
    const boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    try {
      const runId = await until('a run of the mail delivery to be queued', () => boss.send(DELIVER_MAIL, {}));
      await until('the worker to complete that run', async () => {
        const run = await boss.getJobById(DELIVER_MAIL, runId);
        if (run?.state === 'failed' || run?.state === 'cancelled') throw new Error(`the mail delivery run ended ${run.state}`);
        return run?.state === 'completed';
      });
    } finally {
      await boss.stop({ graceful: false });
    }
    expect([...smtp.received].sort()).toEqual(rows.map((row) => row.id).sort());
  });
});
