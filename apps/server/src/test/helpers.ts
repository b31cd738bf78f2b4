import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDatabase, createPool, type Database } from '../db/client.js';
import { creditLedger, organizations, users, type Role } from '../db/schema.js';
import { changeCredits } from '../modules/credits/credits.service.js';
import { startQueue, type Queue } from '../lib/job-queue.js';
import type { Viewer } from '../lib/viewer.js';
import { TEMPLATE_DATABASE, withDatabase } from './database-url.js';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  db: Database;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template: no test sees another's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Its files copied as they are, not written block by block through the WAL (the default): about half the CPU.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  // Tests share two cores with Postgres, a browser and ffmpeg: a connection may take longer than production's 1.5 s.
  const pool = createPool(url, { connectMs: 10_000 });
  return {
    url,
    pool,
    db: createDatabase(pool),
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  queue: Queue;
  close(): Promise<void>;
}

/** The real application on its own fresh database, with the environment overridden by `env`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await createTestDatabase();
  const queue = await startQueue(database.url, () => undefined);
  const app = await buildApp({ config, db: database.db, queue, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    queue,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  /** The cookie header a browser would send. */
  cookie: string;
}

let signUps = 0;

/**
 * Signs a user up through the real auth routes, optionally with a role and a name, and answers their session cookie.
 * Each sign-up comes from its own address, so a test file may sign up many users without meeting the
 * per-IP auth throttle.
 */
export async function signUpUser(t: TestApp, email: string, options: { role?: Role; name?: string } = {}): Promise<TestUser> {
  signUps += 1;
  const response = await t.app.inject({
    method: 'POST',
    remoteAddress: `10.${(signUps >> 16) & 255}.${(signUps >> 8) & 255}.${signUps & 255}`,
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.baseUrl },
    payload: { name: options.name ?? 'Sam Coach', email, password: 'a long enough password' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed (${response.statusCode}): ${response.body}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  if (options.role) await t.database.db.update(users).set({ role: options.role }).where(eq(users.id, id));
  return { id, email, cookie: response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

/**
 * The viewer a user is while acting for their personal organization (whose id is theirs), of which they are the
 * owner: what a freshly signed-up customer's request carries, or a staff member's with their `role`.
 */
export const personalViewer = (userId: string, role: Role = 'customer'): Viewer => ({
  id: userId,
  role,
  organizationId: userId,
  memberRole: 'owner',
});

/**
 * Gives an organization games through the ledger, as a paid purchase would. A user's id names their personal
 * organization (whose id is theirs).
 */
export async function giveGames(db: Database, organizationId: string, games: number): Promise<void> {
  await db.transaction((tx) => changeCredits(tx, { organizationId, delta: games, reason: 'purchase' }));
}

/**
 * An organization's balance (a user's id: their personal one), after checking DESIGN.md §4's invariant: it equals
 * the sum of its ledger.
 */
export async function balanceOf(db: Database, organizationId: string): Promise<number | undefined> {
  const [profile] = await db
    .select({ games: organizations.gamesRemaining })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [ledger] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.organizationId, organizationId));
  expect(profile?.games).toBe(Number(ledger?.sum));
  return profile?.games;
}

/** A tus `Upload-Metadata` header: each field as `key base64(value)`, comma separated. */
export const tusMetadata = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
