import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, createPool } from '../db/client.js';
import { creditLedger, games } from '../db/schema.js';
import { PREPARE_VIDEOS } from '../jobs/prepare-videos.job.js';
import { startQueue } from '../lib/job-queue.js';
import { balanceOf, giveGames } from '../test/helpers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExternalPostgres, startServerProcess, type ExternalPostgres, type ServerProcess } from '../test/processes.js';
import { makeTestVideo } from '../test/test-video.js';

/** One request the customer's browser made while Postgres went away and came back. */
interface Outcome {
  what: string;
  status: number;
  ms: number;
  /** When it was answered, in ms since the test began. */
  at: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * A request that has not answered in this long counts as hung. The goal is an answer within 2 s (the pool's connect
 * timeout is 1.5 s): the test prints the longest answer, and asserts none hung, as a loaded machine may take longer.
 */
const HUNG_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Postgres restarted while customers use Courtside', () => {
  let database: ExternalPostgres;
  let server: ServerProcess;
  let cookie = '';
  /** Stands in for a club's web server; holds back a video's last bytes until `letFinish` is called. */
  let site: http.Server;
  let siteUrl = '';
  let scratch = '';
  let video: Buffer;
  let holdBack = false;
  let letFinish: () => void = () => undefined;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'courtside-outage-'));
    video = await makeTestVideo(path.join(scratch, 'final.mp4'));
    site = http.createServer((request, response) => {
      if (request.url !== '/final.mp4') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(video.length) });
      if (!holdBack) return response.end(video);
      // Once only: a later fetch of the link gets the whole video at once.
      holdBack = false;
      response.write(video.subarray(0, video.length - 1024));
      void new Promise<void>((resolve) => (letFinish = resolve)).then(() => response.end(video.subarray(video.length - 1024)));
      return undefined;
    });
    site.listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    database = await startExternalPostgres();
    // Workers run in the server too (the default): the job queue meets the outage as well.
    server = await startServerProcess({ env: { DATABASE_URL: database.url, TEST_LINK_ORIGIN: siteUrl } });
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ name: 'Sam Coach', email: 'sam@club.test', password: 'a long enough password' }),
    });
    expect(signUp.status).toBe(200);
    cookie = signUp.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    letFinish();
    await server.kill();
    await server.remove();
    await database.remove();
    site.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After during the outage, never hanging (liveness stays 200), recovers by itself and loses no acknowledged write', async () => {
    const began = Date.now();
    const outcomes: Outcome[] = [];
    let running = true;
    let teams = 0;

    const call = async (what: string, init: RequestInit & { path: string }) => {
      const started = Date.now();
      let outcome: Outcome;
      try {
        const response = await fetch(`${server.url}${init.path}`, {
          ...init,
          headers: { cookie, origin: server.url, ...(init.body ? { 'content-type': 'application/json' } : {}) },
          signal: AbortSignal.timeout(HUNG_MS),
        });
        const text = await response.text();
        outcome = {
          what,
          status: response.status,
          ms: Date.now() - started,
          at: Date.now() - began,
          retryAfter: response.headers.get('retry-after'),
          body: text ? JSON.parse(text) : null,
        };
      } catch (error) {
        // No answer at all (hung past HUNG_MS, or the connection was dropped): status 0.
        outcome = { what, status: 0, ms: Date.now() - started, at: Date.now() - began, retryAfter: null, body: String(error) };
      }
      outcomes.push(outcome);
      return outcome;
    };
    const loop = async (what: string, init: () => RequestInit & { path: string }) => {
      while (running) {
        await call(what, init());
        await sleep(20);
      }
    };
    const loops = [
      loop('health', () => ({ path: '/api/health' })),
      loop('ready', () => ({ path: '/api/ready' })),
      loop('me', () => ({ path: '/api/me' })),
      loop('games', () => ({ path: '/api/games' })),
      loop('teams', () => ({ path: '/api/teams' })),
      loop('create team', () => {
        teams += 1;
        return {
          path: '/api/teams',
          method: 'POST',
          body: JSON.stringify({ name: `Team ${teams}`, shortName: 'TM', color: '#112233' }),
        };
      }),
    ];

    // Every kind of request answered before the outage, a team among them (however busy the machine).
    const answeredBefore = () =>
      ['health', 'ready', 'me', 'games', 'teams', 'create team'].every((what) =>
        outcomes.some((each) => each.what === what && each.status < 300),
      );
    while (!answeredBefore() && Date.now() - began < 30_000) await sleep(50);
    await sleep(500);
    const stopping = Date.now() - began;
    await database.stop();
    const stopped = Date.now() - began;
    // The outage: long enough for every loop to meet it several times.
    await sleep(3000);
    await database.start();
    const restarted = Date.now() - began;
    // Until each kind of request has succeeded again after the restart (or 30 s, which fails below).
    const recovered = () =>
      ['health', 'ready', 'me', 'games', 'teams', 'create team'].every((what) =>
        outcomes.some((each) => each.what === what && each.at > restarted && each.status < 300),
      );
    while (!recovered() && Date.now() - began - restarted < 30_000) await sleep(100);
    running = false;
    await Promise.all(loops);

    const during = outcomes.filter((each) => each.at >= stopping && each.at <= restarted);
    const longest = Math.max(...outcomes.map((each) => each.ms));
    const firstSuccessAfterRestart = Math.min(
      ...outcomes.filter((each) => each.at > restarted && each.status < 300).map((each) => each.at),
    );
    const lastFailure = Math.max(...outcomes.filter((each) => each.status >= 300 || each.status === 0).map((each) => each.at));
    console.info(
      `postgres restart: ${outcomes.length} requests, ${during.length} during the outage ` +
        `(stop took ${stopped - stopping} ms, start ${restarted - stopped - 3000} ms); longest answer ${longest} ms; ` +
        `first success ${firstSuccessAfterRestart - restarted} ms after the restart, last failure ${lastFailure - restarted} ms after it`,
    );

    // The outage was met: requests were refused while Postgres was down.
    expect(during.filter((each) => each.status === 503).length).toBeGreaterThan(4);
    // None hung: every request was answered (a request unanswered after HUNG_MS is status 0).
    expect(outcomes.filter((each) => each.status === 0)).toEqual([]);
    // The load balancer's readiness check said the server could not serve meanwhile, and says it can again...
    const ready = outcomes.filter((each) => each.what === 'ready');
    expect(ready.filter((each) => each.at >= stopped && each.at <= restarted - 1000).map((each) => each.status)).toContain(503);
    expect(ready.at(-1)?.status).toBe(200);
    // ...while liveness stayed 200 throughout (a supervisor restarts nothing), saying when the database was down.
    const health = outcomes.filter((each) => each.what === 'health');
    expect(health.filter((each) => each.status !== 200)).toEqual([]);
    expect(health.filter((each) => each.at >= stopped && each.at <= restarted - 1000).map((each) => each.body)).toContainEqual({
      status: 'ok',
      database: 'down',
    });
    // Nothing but success or a polite 503 with Retry-After: no 500, and no 401 that would sign the customer out.
    const failures = outcomes.filter(
      (each) => each.what !== 'health' && each.what !== 'ready' && (each.status >= 300 || each.status === 0),
    );
    expect(failures.filter((each) => each.status !== 503)).toEqual([]);
    for (const failure of failures) {
      expect(failure.retryAfter).toMatch(/^\d+$/);
      expect(failure.body).toEqual({
        error: { code: 'unavailable', message: 'Courtside is briefly unavailable. Please try again in a moment.' },
      });
    }
    // It recovered by itself, in the same process.
    expect(recovered()).toBe(true);
    expect(server.process.exitCode).toBeNull();

    // Every team whose creation was acknowledged (201) is stored.
    const acknowledged = outcomes
      .filter((each) => each.what === 'create team' && each.status === 201)
      .map((each) => (each.body as { id: string }).id);
    // Some before the outage, and some after it.
    expect(acknowledged.length).toBeGreaterThanOrEqual(2);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = await client.query<{ id: string }>('select id from teams where id = any($1::uuid[])', [acknowledged]);
    await client.end();
    expect(stored.rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  }, 90_000);

  it('runs jobs again after the restart: the queue in the server reconnected too', async () => {
    const pool = createPool(database.url);
    const [user] = (await pool.query<{ id: string }>("select id from users where email = 'sam@club.test'")).rows;
    await giveGames(createDatabase(pool), user?.id ?? '', 1);
    await pool.end();
    // A link to a private address: the fetch job, run through pg-boss, refuses it and fails the game.
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After the restart', videoUrl: 'http://10.1.2.3/final.mp4' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/api/games/${id}`, { headers: { cookie } });
          return ((await response.json()) as { status: string }).status;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('failed');
  }, 30_000);

  it('lives through Postgres going away as a job finishes: the game is taken over once it is back, becomes ready, its credit spent once', async () => {
    let pool = createPool(database.url);
    const [user] = (await pool.query<{ id: string }>("select id from users where email = 'sam@club.test'")).rows;
    const userId = user?.id ?? '';
    await giveGames(createDatabase(pool), userId, 1);
    const before = await balanceOf(createDatabase(pool), userId);

    // The server's fetch job downloads the link; the site holds back its last bytes...
    holdBack = true;
    const arrived = new Promise<void>((resolve) => site.once('request', () => setImmediate(resolve)));
    const created = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Outage final', videoUrl: `${siteUrl}/final.mp4` }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await arrived;
    await pool.end();

    // ...Postgres goes away, and then the download ends: the job finishes with no database to record it in.
    await database.stop();
    letFinish();
    // It met the outage, and lives: the game's claim waits to be handed back.
    await server.waitForOutput(
      /"step":"release-retrying".*could not renew or hand back the claim on a link being fetched/,
      30_000,
    );
    expect(server.process.exitCode).toBeNull();
    await database.start();

    // Back: the same process takes the game over at once (its claim handed back, not left 5 minutes to go
    // stale), fetches it again and queues it; preparing it makes it ready.
    pool = createPool(database.url);
    const db = createDatabase(pool);
    const status = async () => (await db.select({ status: games.status }).from(games).where(eq(games.id, id)))[0]?.status;
    // Queued once fetched; on a loaded machine the prepare job's own cron (every minute) may take it on before a
    // poll sees it queued.
    await expect.poll(status, { timeout: 60_000, interval: 250 }).toBeOneOf(['queued', 'preparing', 'ready']);
    // The prepare job's cron would come within a minute: asked for now instead.
    const queue = await startQueue(database.url, () => undefined);
    await queue.trigger(PREPARE_VIDEOS);
    await queue.stop();
    await expect.poll(status, { timeout: 60_000, interval: 250 }).toBe('ready');
    expect(server.output()).toMatch(/job games\.fetch-links met a database outage: it runs again once the database answers/);
    expect(server.process.exitCode).toBeNull();

    // Its credit was spent once: taken at creation, neither given back for the outage nor taken again.
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.gameId, id));
    expect(entries.map((entry) => [entry.reason, entry.delta])).toEqual([['upload', -1]]);
    expect(await balanceOf(db, userId)).toBe((before ?? 0) - 1);
    await pool.end();
  }, 180_000);
});
