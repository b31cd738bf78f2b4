import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import { startEmbeddedPostgres } from '../../db/embedded.js';
import { games } from '../../db/schema.js';
import { startInfrastructure, type Infrastructure } from '../../infrastructure.js';
import { withDatabase as withDatabaseName } from '../../test/database-url.js';
import { deliveredGame } from '../../test/games.js';
import { createTestApp, giveGames, signUpUser, type TestApp, type TestUser, tusMetadata } from '../../test/helpers.js';
import { entryArguments, startServerProcess, type ServerProcess } from '../../test/processes.js';
import { makeTestVideo } from '../../test/test-video.js';
import { createBackup, type BackupManifest } from './backup.js';
import { isRestorablePath, migrateTo, migrationLevel, readJournal, restoreBackup } from './restore.js';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const PASSWORD = 'a long enough password';

/**
 * Runs the backup and restore commands as the operator would (from the source, or the build `npm test` made for
 * this run: test/processes.ts); e2e/backup-cli.spec.ts runs `npm run backup` and `restore` themselves.
 */
async function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...entryArguments(`cli/${name}`), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** Every row of every table of ours, as Postgres prints it (each type's own output), in a stable order. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`select t::text as row from public."${name}" t order by 1`);
      result[name] = rows.map((row) => row.row);
    }
    return result;
  } finally {
    await client.end();
  }
}

describe('npm run backup and npm run restore, with the embedded Postgres', () => {
  let work: string;
  let source: string;
  let config: Config;
  let infrastructure: Infrastructure | undefined;
  let app: FastifyInstance | undefined;
  let server: ServerProcess | undefined;
  let video: Buffer;
  let coach: TestUser;
  let uploadedGameId: string;
  let deliveredGameId: string;
  let boxScore: unknown;
  let rowsAtBackup: Record<string, string[]>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'courtside-backup-test-'));
    source = path.join(work, 'source');
    // No AUTH_SECRET: the server generates one into DATA_DIR, which the backup must carry.
    config = loadConfig({ NODE_ENV: 'test', DATA_DIR: source, WEB_DIST_DIR: path.join(work, 'no-web'), DEMO_ACCOUNTS: 'false' });
    infrastructure = await startInfrastructure(config, pino({ level: 'silent' }));
    app = await buildApp({ config, db: infrastructure.db, queue: infrastructure.queue, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The shape the shared test fixtures need of an app and its database.
    const t = { app, config, database: { db: infrastructure.db } } as unknown as TestApp;

    coach = await signUpUser(t, 'restored-coach@club.com.au');
    const admin = await signUpUser(t, 'restored-admin@club.com.au', { role: 'admin' });
    await giveGames(infrastructure.db, coach.id, 2);

    video = await makeTestVideo(path.join(work, 'game.mp4'), { width: 320, height: 180, seconds: 2 });
    const headers = { 'Tus-Resumable': '1.0.0', origin: config.baseUrl, cookie: coach.cookie };
    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(video.length),
        'Upload-Metadata': tusMetadata({ filename: 'game.mp4', filetype: 'video/mp4' }),
      },
    });
    expect(created.status).toBe(201);
    const patched = await fetch(new URL(created.headers.get('location') ?? '', `${base}/api/uploads`), {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: video,
    });
    expect(patched.status).toBe(204);
    const [uploaded] = await infrastructure.db.select().from(games).where(eq(games.organizationId, coach.id));
    expect(uploaded?.status).toBe('queued');
    uploadedGameId = uploaded?.id ?? '';

    deliveredGameId = await deliveredGame(t, admin, {
      organizationId: coach.id,
      actorId: coach.id,
      name: 'Tigers v Hawks',
      source: 'url',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const report = await app.inject({ url: `/api/games/${deliveredGameId}/boxscore`, headers: { cookie: coach.cookie } });
    expect(report.statusCode).toBe(200);
    boxScore = report.json();
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    await app?.close();
    await infrastructure?.stop();
    // Clusters a failed test may have left running.
    for (const dir of ['source', 'restored']) {
      if (existsSync(path.join(work, dir, 'postgres', 'postmaster.pid')))
        await (await startEmbeddedPostgres({ dataDir: path.join(work, dir) })).stop();
    }
    await rm(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, and again with the cluster stopped, starting and stopping it itself', async () => {
    const running = await runCli('backup', [path.join(work, 'backup-live')], { DATA_DIR: source });
    expect(running.output).toMatch(/backed up \d+ rows in \d+ tables and \d+ files to /);
    expect(running.code).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(work, 'backup-live', 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining([`footage/games/${uploadedGameId}/original.mp4`, 'secrets/auth-secret']),
    );
    expect(manifest.authSecret.source).toBe('data-dir');
    // Nothing in it is for anyone but its owner: it holds every account and the AUTH_SECRET.
    expect(statSync(path.join(work, 'backup-live')).mode & 0o077).toBe(0);

    // Joined, not started: the server's cluster, nothing written since the backup.
    rowsAtBackup = await everyRow((await startEmbeddedPostgres({ dataDir: source })).url);
    expect(rowsAtBackup.games).toHaveLength(2);

    await app?.close();
    await infrastructure?.stop();
    app = undefined;
    infrastructure = undefined;
    expect(existsSync(path.join(source, 'postgres', 'postmaster.pid'))).toBe(false);

    const stopped = await createBackup({ config, target: path.join(work, 'backup-stopped') });
    expect(existsSync(path.join(source, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(stopped.database.tables.map((table) => [table.name, table.rows])).toEqual(
      manifest.database.tables.map((table) => [table.name, table.rows]),
    );
    await expect(createBackup({ config, target: path.join(work, 'backup-stopped') })).rejects.toThrow(/already exists/);
    const mistyped = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'no-such-data'), AUTH_SECRET: 'x'.repeat(40) });
    await expect(createBackup({ config: mistyped, target: path.join(work, 'backup-of-nothing') })).rejects.toThrow(
      /holds no embedded Postgres/,
    );
    expect(existsSync(path.join(work, 'backup-of-nothing'))).toBe(false);
  }, 180_000);

  it('restores into an empty DATA_DIR only, and never with another AUTH_SECRET', async () => {
    const full = path.join(work, 'not-empty');
    await mkdir(full);
    await writeFile(path.join(full, 'notes.txt'), 'keep me');
    const refused = await runCli('restore', [path.join(work, 'backup-live')], { DATA_DIR: full });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${full} is not empty`);
    expect(await readFile(path.join(full, 'notes.txt'), 'utf8')).toBe('keep me');

    const elsewhere = path.join(work, 'other-secret');
    await expect(
      restoreBackup({
        source: path.join(work, 'backup-live'),
        env: { DATA_DIR: elsewhere, AUTH_SECRET: 'another-secret-another-secret-another-1' },
      }),
    ).rejects.toThrow(/another AUTH_SECRET/);
    expect(existsSync(elsewhere)).toBe(false);
  });

  it('restores the same rows and files, and a server started on them serves them to the same user', async () => {
    const restored = path.join(work, 'restored');
    const result = await runCli('restore', [path.join(work, 'backup-live')], { DATA_DIR: restored });
    expect(result.output).toMatch(/restored \d+ rows and \d+ files/);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(restored, 'footage', 'games', uploadedGameId, 'original.mp4'))).toEqual(video);

    const cluster = await startEmbeddedPostgres({ dataDir: restored });
    try {
      expect(await everyRow(cluster.url)).toEqual(rowsAtBackup);
    } finally {
      await cluster.stop();
    }

    // The generated AUTH_SECRET came along: AUTH_SECRET is left unset, as on the backed-up server.
    server = await startServerProcess({ dataDir: restored, env: { AUTH_SECRET: '', RUN_WORKERS: 'false' } });
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: coach.email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    // A session from before the backup is still good: its cookie is signed with the carried secret.
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie: coach.cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: coach.id, email: coach.email }, profile: { gamesRemaining: 1 } });

    const footage = await fetch(`${server.url}/api/games/${uploadedGameId}/video`, { headers: { cookie: coach.cookie } });
    expect(footage.status).toBe(200);
    expect(Buffer.from(await footage.arrayBuffer())).toEqual(video);
    const report = await fetch(`${server.url}/api/games/${deliveredGameId}/boxscore`, { headers: { cookie: coach.cookie } });
    expect(await report.json()).toEqual(boxScore);
  }, 180_000);
});

describe('backup and restore with DATABASE_URL', () => {
  let t: TestApp;
  let work: string;
  const created: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    work = await mkdtemp(path.join(os.tmpdir(), 'courtside-backup-url-'));
  });
  afterAll(async () => {
    await t.close();
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(work, { recursive: true, force: true });
  });

  /** An empty database (no schema at all) on the test cluster, as a new managed database would be. */
  async function emptyDatabase(): Promise<string> {
    const name = `restore_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    return withDatabaseName(inject('adminDatabaseUrl'), name);
  }
  const envFor = (databaseUrl: string, dataDir: string) => ({
    NODE_ENV: 'test',
    AUTH_SECRET: t.config.authSecret,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, dataDir),
  });

  it('restores into an empty database every row as it was, and refuses a database that is not empty', async () => {
    const coach = await signUpUser(t, 'url-coach@club.com.au', { name: 'Zoë "Z" O\'Neil – 🏀' });
    const admin = await signUpUser(t, 'url-admin@club.com.au', { role: 'admin' });
    await giveGames(t.database.db, coach.id, 3);
    await deliveredGame(t, admin, {
      organizationId: coach.id,
      actorId: coach.id,
      name: 'Final',
      source: 'url',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    // An upload in progress, which its customer resumes after the restore.
    await mkdir(path.join(work, 'source', 'uploads'), { recursive: true });
    await writeFile(path.join(work, 'source', 'uploads', 'in-progress'), 'half an upload');
    await createBackup({ config: loadConfig(envFor(t.database.url, 'source')), target: path.join(work, 'backup') });

    const target = await emptyDatabase();
    await restoreBackup({ source: path.join(work, 'backup'), env: envFor(target, 'restored') });
    const restored = await everyRow(target);
    expect(restored).toEqual(await everyRow(t.database.url));
    expect(restored.users?.join()).toContain('"Zoë ""Z"" O\'Neil – 🏀"');
    expect(await readFile(path.join(work, 'restored', 'uploads', 'in-progress'), 'utf8')).toBe('half an upload');

    // The wrong database (one already restored into) is found before DATA_DIR gets a single file.
    await expect(restoreBackup({ source: path.join(work, 'backup'), env: envFor(target, 'again') })).rejects.toThrow(
      /The database is not empty/,
    );
    expect(existsSync(path.join(work, 'again'))).toBe(false);
  });

  it('refuses a DATA_DIR it cannot read, rather than take it for empty', async () => {
    await writeFile(path.join(work, 'a-file'), 'not a directory');
    const target = await emptyDatabase();
    await expect(restoreBackup({ source: path.join(work, 'backup'), env: envFor(target, 'a-file/data') })).rejects.toThrow(
      /cannot be read \(ENOTDIR\)/,
    );
  });

  /** A copy of the backup whose manifest `alter` changed, as anyone with the files could. */
  async function alteredBackup(name: string, alter: (manifest: BackupManifest) => void): Promise<string> {
    const copy = path.join(work, name);
    await cp(path.join(work, 'backup'), copy, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(copy, 'manifest.json'), 'utf8')) as BackupManifest;
    alter(manifest);
    await writeFile(path.join(copy, 'manifest.json'), JSON.stringify(manifest));
    return copy;
  }

  it('refuses a manifest altered to write outside DATA_DIR or read outside the backup, before writing anything', async () => {
    for (const allowed of ['footage/games/g1/original.mp4', 'uploads/abc', 'secrets/auth-secret'])
      expect(isRestorablePath(allowed)).toBe(true);
    for (const refused of [
      '../x',
      'uploads/../../x',
      '/etc/passwd',
      'uploads/./x',
      'uploads//x',
      'uploads',
      'secrets/other',
      'postgres/PG_VERSION',
      'uploads\\..\\x',
    ])
      expect(isRestorablePath(refused)).toBe(false);

    // A file entry that climbs out of DATA_DIR, with a matching file and checksum in the backup.
    const escaping = await alteredBackup('tampered-files', (manifest) =>
      manifest.files.push({ path: 'uploads/../../escaped', size: 6, sha256: manifest.authSecret.fingerprint }),
    );
    await writeFile(path.join(escaping, 'escaped'), 'owned!');
    const target = await emptyDatabase();
    await expect(restoreBackup({ source: escaping, env: envFor(target, 'tampered-data') })).rejects.toThrow(
      /manifest names a file outside footage\/, uploads\/ and secrets\/ \(uploads\/\.\.\/\.\.\/escaped\)/,
    );
    // A rows file read from outside the backup.
    const reading = await alteredBackup('tampered-tables', (manifest) => {
      const [first] = manifest.database.tables;
      if (first) first.file = 'database/../../backup/manifest.json';
    });
    await expect(restoreBackup({ source: reading, env: envFor(target, 'tampered-data') })).rejects.toThrow(
      /manifest names a rows file outside database\//,
    );
    expect(existsSync(path.join(work, 'escaped'))).toBe(false);
    expect(existsSync(path.join(work, 'tampered-data'))).toBe(false);
    expect(await everyRow(target)).toEqual({});
  });

  it('removes what it wrote when it fails half-way, so the same restore can simply be run again', async () => {
    // The manifest promises a row the rows file does not hold: found while loading, after the files and schema.
    const short = await alteredBackup('short', (manifest) => {
      const users = manifest.database.tables.find((table) => table.name === 'users');
      if (users) users.rows += 1;
    });
    const target = await emptyDatabase();
    // DATA_DIR exists, empty (a mounted volume, say): it is left so, not removed.
    await mkdir(path.join(work, 'half-way'));
    await expect(restoreBackup({ source: short, env: envFor(target, 'half-way') })).rejects.toThrow(/users: the backup holds/);
    expect(await readdir(path.join(work, 'half-way'))).toEqual([]);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(
      `select nspname || '.' || relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where nspname in ('public', 'drizzle') union all select proname from pg_proc p join pg_namespace n
       on n.oid = p.pronamespace where nspname = 'public' union all select nspname from pg_namespace where nspname = 'drizzle'`,
    );
    await client.end();
    expect(rows).toEqual([]);

    await restoreBackup({ source: path.join(work, 'backup'), env: envFor(target, 'half-way') });
    expect(await everyRow(target)).toEqual(await everyRow(t.database.url));
    expect(await readFile(path.join(work, 'half-way', 'uploads', 'in-progress'), 'utf8')).toBe('half an upload');
  });

  it("brings a backup of an older release's database up to this release's migrations", async () => {
    const journal = await readJournal();
    const older = await emptyDatabase();
    const pool = new pg.Pool({ connectionString: older, max: 1 });
    await migrateTo(pool, journal.slice(0, -1));
    await pool.end();
    await createBackup({ config: loadConfig(envFor(older, 'older-source')), target: path.join(work, 'older') });

    const target = await emptyDatabase();
    await restoreBackup({ source: path.join(work, 'older'), env: envFor(target, 'older-restored') });
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    await client.end();
    expect(Number(rows[0]?.count)).toBe(journal.length);
  });

  it('refuses a backup made by a newer release, or a damaged one, before writing anything', async () => {
    const journal = await readJournal();
    const applied = {
      database: { migrations: [...journal.map((entry) => entry.when), 9_999_999_999_999], tables: [], sequences: [] },
    };
    expect(() => migrationLevel(applied, journal)).toThrow(/made by a newer release/);
    expect(migrationLevel({ database: { ...applied.database, migrations: [journal[0]?.when ?? 0] } }, journal)).toHaveLength(1);

    const manifestFile = path.join(work, 'backup', 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    const [first] = manifest.database.tables;
    if (!first) throw new Error('no table in the backup');
    await writeFile(path.join(work, 'backup', first.file), 'not the rows');
    const target = await emptyDatabase();
    await expect(restoreBackup({ source: path.join(work, 'backup'), env: envFor(target, 'damaged') })).rejects.toThrow(
      `The backup is damaged: ${first.file}`,
    );
    expect(existsSync(path.join(work, 'damaged'))).toBe(false);
  });
});
