import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { dataDirectoryOf, loadConfig } from '../../config.js';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate.js';
import { AUTH_SECRET_FILE, copyHashed, MANIFEST, secretFingerprint, withDatabase, type BackupManifest } from './backup.js';
import { existingTables, isPlainRelative, loadDatabase, resolveInside, tableFilePath } from './database-dump.js';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreOptions {
  /** The backup directory (made by `npm run backup`). */
  source: string;
  /** The environment the restored server will run with: DATA_DIR, DATABASE_URL, AUTH_SECRET, STORAGE. */
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * Restores a backup into an EMPTY DATA_DIR (and, with DATABASE_URL, an empty database), so that a server
 * started on them serves the same data. Everything is checked before anything is written: DATA_DIR and the
 * database are empty, the backup is whole and names no path outside its places, its migrations are this
 * release's (or older ones, then brought up to date), and the AUTH_SECRET the data needs is the one the
 * restored server will have. A failure after writing began removes what was written, so the operator can
 * simply run the restore again.
 */
export async function restoreBackup({ source, env = process.env, log = () => {} }: RestoreOptions): Promise<void> {
  const backup = path.resolve(source);
  const dataDir = path.resolve(dataDirectoryOf(env));
  // Checked before anything else reads the configuration, which would create a secret in an empty DATA_DIR.
  await checkEmptyDataDir(dataDir);
  const manifest = await readManifest(backup);
  const journal = await readJournal();
  const level = migrationLevel(manifest, journal);
  checkAuthSecret(manifest, env);
  const storage = env.STORAGE === 's3' ? 's3' : 'local';
  if (storage !== manifest.storage)
    throw new RestoreError(
      `The backup kept its footage in ${manifest.storage} storage; restore it with STORAGE=${manifest.storage}.`,
    );
  for (const table of manifest.database.tables) await verify(backup, table.file, table.sha256);
  // An embedded cluster is created new under the empty DATA_DIR; a DATABASE_URL's database is checked now.
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) await withDatabase({ databaseUrl, dataDir }, log, checkEmptyDatabase);

  log(`restoring ${String(manifest.files.length)} files into ${dataDir}`);
  // The first directory mkdir made, if DATA_DIR was missing: what to remove should the restore fail.
  const created = await mkdir(dataDir, { recursive: true });
  try {
    for (const file of manifest.files) {
      const target = resolveInside(dataDir, file.path) ?? '';
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const copied = await copyHashed(resolveInside(path.join(backup, 'files'), file.path) ?? '', target);
      if (copied.sha256 !== file.sha256)
        throw new RestoreError(`The backup is damaged: ${file.path} is not the file that was backed up.`);
    }

    // Now DATA_DIR holds the backed-up AUTH_SECRET, if any, and the configuration reads it rather than make one.
    const config = loadConfig(env);
    await withDatabase(config, log, async (client, url) => {
      // Again, on the connection that writes: the database may have been filled since the first look.
      await checkEmptyDatabase(client);
      const before = await droppableObjects(client);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      // A connection the database cuts while idle fails the restore through the query that needs it, not the process.
      pool.on('error', (error) => log(`the database closed a connection: ${error.message}`));
      try {
        const newer = journal.length - level.length;
        log(`creating the schema at the backup's migration (${journal[level.length - 1]?.tag ?? 'none'})`);
        await migrateTo(pool, journal.slice(0, level.length));
        log('loading the rows');
        await loadDatabase(client, backup, manifest.database);
        if (newer > 0) {
          log(`applying the ${String(newer)} migration(s) of this release that came after the backup`);
          await runMigrations(pool);
        }
      } catch (error) {
        // The rows went in one transaction, but the migrations' schema did not: drop it, so the database is
        // empty again for the next attempt (an embedded cluster goes with DATA_DIR anyway).
        await dropCreatedObjects(client, before).catch((cleanup: unknown) =>
          log(`could not empty the database again: ${cleanup instanceof Error ? cleanup.message : String(cleanup)}`),
        );
        throw error;
      } finally {
        await pool.end();
      }
    });
  } catch (error) {
    log(`the restore failed; removing what it wrote into ${dataDir}`);
    await emptyAgain(dataDir, created);
    throw error;
  }
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  log(`restored ${String(rows)} rows and ${String(manifest.files.length)} files from the backup of ${manifest.createdAt}`);
}

/** DATA_DIR must be missing or empty; one that cannot be read (EACCES, ENOTDIR) is not known to be empty. */
async function checkEmptyDataDir(dataDir: string): Promise<void> {
  let present: string[];
  try {
    present = await readdir(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    throw new RestoreError(
      `DATA_DIR ${dataDir} cannot be read (${String(code)}): restore into an empty directory you can write.`,
    );
  }
  if (present.length > 0)
    throw new RestoreError(`DATA_DIR ${dataDir} is not empty: a backup is restored into an empty directory only.`);
}

/** Puts DATA_DIR back as it was found: missing (remove what mkdir created) or empty (remove what is in it). */
async function emptyAgain(dataDir: string, created: string | undefined): Promise<void> {
  if (created) return rm(created, { recursive: true, force: true });
  for (const entry of await readdir(dataDir)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
}

async function checkEmptyDatabase(client: pg.Client): Promise<void> {
  const tables = await existingTables(client);
  if (tables.length > 0)
    throw new RestoreError(
      `The database is not empty (it has ${tables.slice(0, 5).join(', ')}): restore into an empty database.`,
    );
}

/**
 * A DROP statement for each thing the migrations can make in a database: relations, functions and types in
 * public, and drizzle's schema. Taken before the restore writes, the difference afterwards is what it made.
 */
async function droppableObjects(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    `select format('DROP %s IF EXISTS %s CASCADE', case c.relkind when 'S' then 'SEQUENCE' when 'v' then 'VIEW'
              when 'm' then 'MATERIALIZED VIEW' else 'TABLE' end, c.oid::regclass) as statement
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'S', 'v', 'm')
     union all
     select format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure)
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
     union all
     select format('DROP TYPE IF EXISTS %s CASCADE', t.oid::regtype)
       from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype in ('e', 'd')
     union all
     select 'DROP SCHEMA IF EXISTS drizzle CASCADE' from pg_namespace where nspname = 'drizzle'`,
  );
  return rows.map((row) => row.statement);
}

async function dropCreatedObjects(client: pg.Client, before: string[]): Promise<void> {
  const existed = new Set(before);
  for (const statement of await droppableObjects(client)) if (!existed.has(statement)) await client.query(statement);
}

async function readManifest(backup: string): Promise<BackupManifest> {
  const text = await readFile(path.join(backup, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new RestoreError(`${backup} holds no ${MANIFEST}: it is not a backup, or one that did not finish.`);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new RestoreError(`${backup}'s ${MANIFEST} is not JSON: the backup is damaged.`);
  }
  if (manifest.format !== 'courtside-backup' || manifest.version !== 1)
    throw new RestoreError(`${backup} is not a Courtside backup this release can read.`);
  checkManifestPaths(manifest, backup);
  return manifest as BackupManifest;
}

/** Where a backed-up file may go back to in DATA_DIR: what `npm run backup` copies, and nothing else. */
export function isRestorablePath(relative: string): boolean {
  if (relative === AUTH_SECRET_FILE.split(path.sep).join('/')) return true;
  const [root, ...rest] = relative.split('/');
  return (root === 'footage' || root === 'uploads') && rest.length > 0 && isPlainRelative(relative);
}

/** Refuses a manifest whose files or tables point anywhere but the backup's and DATA_DIR's own places. */
function checkManifestPaths(manifest: Partial<BackupManifest>, backup: string): void {
  const { files } = manifest;
  const tables = manifest.database?.tables;
  if (!Array.isArray(files) || !Array.isArray(tables))
    throw new RestoreError(`${backup}'s ${MANIFEST} lists no files or tables: the backup is damaged.`);
  for (const file of files as Partial<BackupManifest['files'][number]>[]) {
    if (typeof file.path !== 'string' || !isRestorablePath(file.path) || typeof file.sha256 !== 'string')
      throw new RestoreError(
        `The backup is refused: its manifest names a file outside footage/, uploads/ and secrets/ (${String(file.path)}).`,
      );
  }
  for (const table of tables as Partial<BackupManifest['database']['tables'][number]>[]) {
    if (typeof table.name !== 'string' || !tableFilePath(backup, table.file) || typeof table.sha256 !== 'string')
      throw new RestoreError(`The backup is refused: its manifest names a rows file outside database/ (${String(table.file)}).`);
  }
}

export async function readJournal(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The migrations the backup's rows were written under: they must be the first of this release's, in
 * order. A backup from a newer release (or another history) cannot be restored by this one.
 */
export function migrationLevel(manifest: Pick<BackupManifest, 'database'>, journal: JournalEntry[]): JournalEntry[] {
  const applied = manifest.database.migrations;
  if (applied.length === 0) throw new RestoreError('The backup holds no migrated database.');
  const matches = applied.length <= journal.length && applied.every((when, index) => journal[index]?.when === when);
  if (!matches)
    throw new RestoreError(
      'The backup was made by a newer release of Courtside (or one with other migrations): restore it with that release.',
    );
  return journal.slice(0, applied.length);
}

function checkAuthSecret(manifest: BackupManifest, env: Record<string, string | undefined>) {
  const fromEnvironment = env.AUTH_SECRET ? secretFingerprint(env.AUTH_SECRET) : undefined;
  const carried = manifest.files.some((file) => file.path === AUTH_SECRET_FILE.split(path.sep).join('/'));
  // Without AUTH_SECRET set, the restored server reads the file the backup brings, if it brings one.
  const restored = fromEnvironment ?? (carried ? manifest.authSecret.fingerprint : undefined);
  if (restored !== manifest.authSecret.fingerprint)
    throw new RestoreError(
      'The backed-up server used another AUTH_SECRET: set AUTH_SECRET to the value it used (sessions, two-factor sign-in and pending e-mail changes depend on it).',
    );
}

async function verify(backup: string, file: string, sha256: string): Promise<void> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(tableFilePath(backup, file) ?? '')) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== sha256) throw new RestoreError(`The backup is damaged: ${file} is not the file that was backed up.`);
}

/** Applies exactly `entries` (the first migrations of this release), through a folder holding only those. */
export async function migrateTo(pool: pg.Pool, entries: JournalEntry[]): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'courtside-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      await copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
