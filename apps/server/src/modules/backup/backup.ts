import { othersConnected } from '../../db/client.js';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Config } from '../../config.js';
import { startEmbeddedPostgres } from '../../db/embedded.js';
import { dumpDatabase, type DatabaseDump } from './database-dump.js';

/** What a backup directory holds, in its `manifest.json`, written last: a backup without one is unfinished. */
export interface BackupManifest {
  format: 'courtside-backup';
  version: 1;
  createdAt: string;
  /** Where footage was kept: with `s3`, the bucket holds it and this backup does not. */
  storage: 'local' | 's3';
  /**
   * Which AUTH_SECRET the data needs (session cookies are signed, two-factor secrets encrypted and e-mail
   * change codes keyed with it), as a fingerprint: from the environment, or DATA_DIR's file (then copied).
   */
  authSecret: { source: 'environment' | 'data-dir'; fingerprint: string };
  database: DatabaseDump;
  /** Files copied from DATA_DIR, by their path under it (and under `files/` here). */
  files: BackupFile[];
}

export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

export const MANIFEST = 'manifest.json';
/** Name the connection, so an embedded cluster's last server does not count it as a Courtside process. */
const APPLICATION_NAME = 'courtside-backup';

/** The first 16 hex digits of the secret's SHA-256: enough to tell two secrets apart, nothing to guess from. */
export const secretFingerprint = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 16);

/** Where the generated AUTH_SECRET lives when the environment gives none (config.ts). */
export const AUTH_SECRET_FILE = path.join('secrets', 'auth-secret');

/**
 * What of DATA_DIR a restored server needs, besides the database:
 * - footage/: the stored footage, when STORAGE=local;
 * - uploads/: uploads in progress (their customers resume them after a restore);
 * - secrets/auth-secret: the generated AUTH_SECRET, when the environment sets none.
 * Not copied: postgres/ (dumped instead, and restored into a new cluster with its own password in
 * secrets/postgres-password) and work/ (ffmpeg's scratch space; a game being prepared is prepared again).
 */
function directoriesToCopy(config: Pick<Config, 'storage'>): string[] {
  return config.storage.kind === 'local' ? ['footage', 'uploads'] : ['uploads'];
}

export interface BackupOptions {
  config: Config;
  /** The directory to create; it must not exist yet. */
  target: string;
  log?: (message: string) => void;
}

/**
 * Backs up the database (one consistent snapshot) and DATA_DIR's files into `target`. The database is
 * dumped first, then the files are copied: a file that a dumped row names was written before the snapshot,
 * so it is there too, unless the retention job deleted it meanwhile (and it would delete it again).
 */
export async function createBackup({ config, target, log = () => {} }: BackupOptions): Promise<BackupManifest> {
  const destination = path.resolve(target);
  // A mistyped DATA_DIR must not yield a backup of a new, empty cluster.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION')))
    throw new Error(`${config.dataDir} holds no embedded Postgres: set DATA_DIR to the server's, or DATABASE_URL.`);
  if (existsSync(destination)) throw new Error(`${destination} already exists: name a new directory for the backup.`);
  const partial = `${destination}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const database = await withDatabase(config, log, async (client) => {
      log('dumping the database (one snapshot)');
      return dumpDatabase(client, partial);
    });
    const files: BackupFile[] = [];
    for (const directory of directoriesToCopy(config)) files.push(...(await copyTree(config.dataDir, directory, partial)));
    const authSecret = await authSecretOf(config);
    if (authSecret.source === 'data-dir') files.push(await copyOne(config.dataDir, AUTH_SECRET_FILE, partial));
    const manifest: BackupManifest = {
      format: 'courtside-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      storage: config.storage.kind,
      authSecret,
      database,
      files,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, destination);
    const rows = database.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `backed up ${String(rows)} rows in ${String(database.tables.length)} tables and ${String(files.length)} files to ${destination}`,
    );
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function authSecretOf(config: Pick<Config, 'dataDir' | 'authSecret'>): Promise<BackupManifest['authSecret']> {
  const stored = await readFile(path.join(config.dataDir, AUTH_SECRET_FILE), 'utf8').catch(() => null);
  const source = stored?.trim() === config.authSecret ? 'data-dir' : 'environment';
  return { source, fingerprint: secretFingerprint(config.authSecret) };
}

/**
 * Runs `work` with a connection to Courtside's database: DATABASE_URL, or the embedded cluster under
 * DATA_DIR, joined if a server runs it, started for the occasion (and stopped after) if none does.
 */
export async function withDatabase<T>(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void,
  work: (client: pg.Client, url: string) => Promise<T>,
): Promise<T> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const client = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
  // A cut connection fails the work through its next query, not the process.
  client.on('error', (error) => log(`the database closed the connection: ${error.message}`));
  try {
    await client.connect();
    return await work(client, url);
  } finally {
    await client.end().catch(() => undefined);
    // A server that joined the cluster while we worked keeps it running.
    if (embedded?.started && !(await othersConnected(url))) await embedded.stop();
  }
}

/** Copies DATA_DIR/`directory` into `backup`/files/, file by file, with each file's size and digest. */
async function copyTree(dataDir: string, directory: string, backup: string): Promise<BackupFile[]> {
  const root = path.join(dataDir, directory);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const copied: BackupFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dataDir, path.join(entry.parentPath, entry.name));
    try {
      copied.push(await copyOne(dataDir, relative, backup));
    } catch (error) {
      // Deleted between the listing and the copy (footage past its retention, an upload that finished).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

async function copyOne(dataDir: string, relative: string, backup: string): Promise<BackupFile> {
  const target = path.join(backup, 'files', relative);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const { size, sha256 } = await copyHashed(path.join(dataDir, relative), target);
  return { path: relative.split(path.sep).join('/'), size, sha256 };
}

/** Copies a file, measuring and hashing the bytes as they pass (a file still growing is taken as read). */
export async function copyHashed(from: string, to: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    createReadStream(from),
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(to, { mode: 0o600 }),
  );
  return { size, sha256: hash.digest('hex') };
}
