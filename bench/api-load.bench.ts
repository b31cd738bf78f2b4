/**
 * bench/api-load: the API under a league's load. Seeds its own embedded Postgres (a fresh cluster in a temporary
 * directory, nothing kept between runs) with the load data set (20,000 customers, 100,000 games in every status,
 * 1,000,000 plays; apps/server/src/cli/load-dataset.ts), starts the production build on it (RUN_WORKERS=false),
 * and drives it with autocannon at 500 requests/s for 30 s an endpoint: the dashboard's game list, one game, a
 * delivered box score (signed-in customers, their own games), and the analysts' queue (signed-in analysts). The
 * baseline, in the same run at the same rate: a bare Fastify route in its own process reading one game by primary
 * key from the same database. Prints p50/p99 latency, errors and non-2xx answers, requests done, and each
 * endpoint's p99 as a multiple of the bare route's. Goal: p99 under 25 ms and no error, on 2 cores.
 *
 * For a quick look, API_LOAD_SCALE (e.g. 0.1) seeds a fraction of the data set and API_LOAD_SECONDS shortens each
 * run; the goal is for the full set and 30 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { FULL_LOAD, LOAD_ANALYSTS, LOAD_PASSWORD, loadEmail, seedLoadDataset } from '../apps/server/src/cli/load-dataset';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { ROOT, startServer, type RunningServer } from '../e2e/support/server';

const RATE = 500;
const SECONDS = Number(process.env.API_LOAD_SECONDS ?? 30);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 20;
const GOAL_P99_MS = 25;
/** Signed-in customers whose games are asked for (each owns delivered games), and the analysts. */
const CUSTOMERS = 40;
const ANALYSTS = 5;
/** Browsers ask for compressed answers, so the server compresses as it would for them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** The baseline: Fastify and pg with the server's pool size, one route, one row by primary key. */
const BARE_SERVER = `
const fastify = require('fastify')({ logger: false });
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
fastify.get('/games/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from games where id = $1', [request.params.id]);
  return rows[0] ?? reply.code(404).send({ error: 'not found' });
});
fastify.listen({ port: 0, host: '127.0.0.1' }).then(() => process.stdout.write(fastify.server.address().port + '\\n'));
`;

interface Target {
  name: string;
  url: string;
  requests: { path: string; headers: Record<string, string> }[];
}

interface Measured {
  name: string;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

const shuffle = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

async function signIn(server: RunningServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: LOAD_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${String(response.status)} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Every request of a target once, before the load: a wrong setup must fail here, not count as fast errors. */
async function preflight(target: Target): Promise<void> {
  for (const request of target.requests) {
    const response = await fetch(`${target.url}${request.path}`, { headers: request.headers });
    if (response.status !== 200) throw new Error(`${target.name}: ${request.path} answered ${String(response.status)}`);
    await response.arrayBuffer();
  }
}

async function drive(target: Target, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    requests: shuffle(target.requests).map((request) => ({ method: 'GET', ...request })),
  });
  return {
    name: target.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function startBareServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${line.toString().trim()}`, child };
}

/** Picks whose sessions and which rows the load asks for, straight from the seeded database. */
async function pickTargets(pool: pg.Pool) {
  // The heaviest customers (a league's hundreds of games) and others spread over the rest, each with a delivered game.
  // A seeded customer's games are their personal organization's, whose id is theirs.
  const { rows: owners } = await pool.query<{ userId: string; games: string[]; delivered: string[] }>(
    `select organization_id as "userId", (array_agg(id order by created_at desc))[1:20] as games,
            (array_agg(id order by created_at desc) filter (where status = 'completed'))[1:5] as delivered
       from games group by organization_id having count(*) filter (where status = 'completed') > 0
      order by count(*) desc`,
  );
  const step = Math.max(1, Math.floor(owners.length / CUSTOMERS));
  const chosen = [...owners.slice(0, 4), ...owners.filter((_, index) => index >= 4 && index % step === 0)].slice(0, CUSTOMERS);
  return chosen.map((owner) => ({ ...owner, email: loadEmail('customer', Number(owner.userId.replace('load-customer-', ''))) }));
}

export async function run(): Promise<string[]> {
  const scale = Number(process.env.API_LOAD_SCALE ?? 1);
  const sizes = {
    customers: Math.round(FULL_LOAD.customers * scale),
    games: Math.round(FULL_LOAD.games * scale),
    plays: Math.round(FULL_LOAD.plays * scale),
  };
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-api-load-'));
  const postgres = await startEmbeddedPostgres({ dataDir: directory });
  const cleanup: (() => Promise<unknown>)[] = [() => postgres.stop(), () => rm(directory, { recursive: true, force: true })];
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE courtside_load');
    await admin.end();
    const databaseUrl = new URL(postgres.url);
    databaseUrl.pathname = '/courtside_load';

    const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    cleanup.unshift(() => pool.end());
    await runMigrations(pool);
    const seeded = await seedLoadDataset(pool, sizes, (line) => console.error(`  seed ${line}`));
    const owners = await pickTargets(pool);

    const server = await startServer({
      env: { DATABASE_URL: databaseUrl.toString(), RUN_WORKERS: 'false', SEED_DEMO_ACCOUNTS: 'false' },
    });
    cleanup.unshift(() => server.stop().then(() => rm(server.dataDir, { recursive: true, force: true })));
    const bare = await startBareServer(databaseUrl.toString());
    cleanup.unshift(async () => {
      bare.child.kill();
      if (bare.child.exitCode === null) await once(bare.child, 'exit');
    });

    const customers = await Promise.all(owners.map(async (owner) => ({ ...owner, cookie: await signIn(server, owner.email) })));
    const analysts = await Promise.all(
      Array.from({ length: ANALYSTS }, (_, index) => signIn(server, loadEmail('analyst', 1 + (index % LOAD_ANALYSTS)))),
    );
    const asCustomer = (cookie: string) => ({ ...BROWSER_HEADERS, cookie });
    // The queue's first page mostly, as analysts open it; its next pages now and then.
    const queuePages: string[] = ['/api/analysis/queue'];
    for (let page = 0; page < 4; page += 1) {
      const answer = await fetch(`${server.url}${queuePages.at(-1) ?? ''}`, { headers: asCustomer(analysts[0] ?? '') });
      const next = ((await answer.json()) as { nextCursor: string | null }).nextCursor;
      if (next) queuePages.push(`/api/analysis/queue?cursor=${encodeURIComponent(next)}`);
    }

    const targets: Target[] = [
      {
        name: 'bare route',
        url: bare.url,
        requests: customers.flatMap((customer) => customer.games.map((id) => ({ path: `/games/${id}`, headers: {} }))),
      },
      {
        name: 'game list',
        url: server.url,
        requests: customers.map((customer) => ({ path: '/api/games', headers: asCustomer(customer.cookie) })),
      },
      {
        name: 'one game',
        url: server.url,
        requests: customers.flatMap((customer) =>
          customer.games.map((id) => ({ path: `/api/games/${id}`, headers: asCustomer(customer.cookie) })),
        ),
      },
      {
        name: 'box score',
        url: server.url,
        requests: customers.flatMap((customer) =>
          customer.delivered.map((id) => ({ path: `/api/games/${id}/boxscore`, headers: asCustomer(customer.cookie) })),
        ),
      },
      {
        name: 'analyst queue',
        url: server.url,
        requests: analysts.flatMap((cookie) =>
          [queuePages[0], queuePages[0], queuePages[0], ...queuePages.slice(1)].map((page) => ({
            path: page ?? '/api/analysis/queue',
            headers: asCustomer(cookie),
          })),
        ),
      },
    ];

    const measured: Measured[] = [];
    for (const target of targets) {
      await preflight(target);
      await drive(target, WARM_UP_SECONDS);
      measured.push(await drive(target, SECONDS));
      console.error(`  load ${target.name}: done`);
    }

    const base = measured[0];
    const lines = [
      `api-load seed: ${(seeded.milliseconds / 1000).toFixed(1)} s (${String(seeded.customers)} customers, ${String(seeded.games)} games, ${String(seeded.plays)} plays)`,
    ];
    for (const result of measured) {
      const prefix = `api-load ${result.name}`;
      lines.push(
        `${prefix} p50: ${result.p50.toFixed(1)} ms`,
        `${prefix} p99: ${result.p99.toFixed(1)} ms`,
        `${prefix} errors: ${String(result.errors)} count`,
        `${prefix} non-2xx: ${String(result.non2xx)} count`,
        `${prefix} requests: ${String(result.requests)} count (${String(RATE)}/s asked for ${String(SECONDS)} s)`,
      );
      if (result !== base && base)
        lines.push(`${prefix} p99 / bare route p99: ${(result.p99 / Math.max(base.p99, 0.1)).toFixed(2)} x`);
    }
    const endpoints = measured.slice(1);
    const worst = Math.max(...endpoints.map((result) => result.p99));
    const failures = endpoints.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    lines.push(
      `api-load worst p99: ${worst.toFixed(1)} ms (goal < ${String(GOAL_P99_MS)} ms and no error: ${worst < GOAL_P99_MS && failures === 0 ? 'met' : 'missed'})`,
    );
    return lines;
  } finally {
    for (const step of cleanup) await step().catch(() => undefined);
  }
}
