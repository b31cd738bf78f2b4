import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.js';

/**
 * Courtside as separate processes, for tests of what only processes show: several servers on one database,
 * signals, crashes, a database going away. They run the source through tsx, or the server's build when
 * `npm test` has emitted it for this run (COURTSIDE_TEST_BUILD=dist, set by scripts/test.mjs once
 * `tsc -b apps/server` has written apps/server/dist): tsx compiles the server on every start, about 4 s of CPU
 * more than loading the build, and the tests start some twenty processes.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * How node runs one of the server's entry points (`main`, `worker`, `cli/restore`...): its build when this run
 * has one, else its source through tsx.
 */
export function entryArguments(entry: string): string[] {
  if (process.env.COURTSIDE_TEST_BUILD === 'dist') return [path.join(ROOT, 'apps/server/dist', `${entry}.js`)];
  return ['--import', 'tsx', '--conditions=source', path.join(ROOT, 'apps/server/src', `${entry}.ts`)];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ProcessOptions {
  /** Unset: a new temporary directory, removed by `remove()`. Pass one to share it or to restart on it. */
  dataDir?: string;
  /** Overrides and additions to the defaults below (DATABASE_URL, RUN_WORKERS, SMTP_URL, limits...). */
  env?: Record<string, string>;
  /** How long start-up may take (tsx, when it runs the source, compiles it on the way). */
  startTimeoutMs?: number;
  /** Options for node itself, e.g. --cpu-prof for a bench (NODE_OPTIONS refuses some). */
  nodeArgs?: string[];
}

export interface CourtsideProcess {
  dataDir: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (pino's JSON lines). */
  output(): string;
  /** Resolves when the output (from the start) matches `pattern`; rejects after `timeoutMs` or if the process exits. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends `signal` (SIGTERM unless told) and resolves with how it ended. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** SIGKILL: a crash, no clean-up. */
  kill(): Promise<Exit>;
  /** Removes the data directory when this helper created it. */
  remove(): Promise<void>;
}

export interface ServerProcess extends CourtsideProcess {
  url: string;
  port: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Settings that keep a test's process quiet and predictable; `options.env` overrides any of them. */
function baseEnv(dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // One secret for every process of a test, so a session made by one is good on another.
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // The e-mail templates are TSX: tsx must read the server's tsconfig (react-jsx), not the root's.
    TSX_TSCONFIG_PATH: path.join(ROOT, 'apps/server/tsconfig.json'),
    DEMO_ACCOUNTS: 'false',
    CONTACT_RATE_LIMIT: '1000',
    AUTH_IP_LIMIT: '1000',
    AUTH_BURST_LIMIT: '1000',
  };
}

async function spawnCourtside(
  entry: string,
  dataDir: string,
  env: Record<string, string>,
  ownsDataDir: boolean,
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, ...entryArguments(entry)], {
    cwd: ROOT,
    env: { ...baseEnv(dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  const handle: CourtsideProcess = {
    dataDir,
    process: child,
    output: () => output,
    waitForOutput: async (pattern, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (ended()) throw new Error(`the process exited before printing ${String(pattern)}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${String(pattern)} within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: async (signal = 'SIGTERM') => {
      if (!ended()) child.kill(signal);
      return exited;
    },
    kill: async () => {
      if (!ended()) child.kill('SIGKILL');
      return exited;
    },
    remove: async () => {
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

async function dataDirFor(options: ProcessOptions) {
  if (options.dataDir) return { dataDir: options.dataDir, owns: false };
  return { dataDir: await mkdtemp(path.join(os.tmpdir(), 'courtside-process-')), owns: true };
}

/** Starts `main.ts` (the API, and the jobs unless RUN_WORKERS=false) and waits until /api/health answers. */
export async function startServerProcess(options: ProcessOptions & { port?: number } = {}): Promise<ServerProcess> {
  const { dataDir, owns } = await dataDirFor(options);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), BASE_URL: url, ...options.env };
  const server = { ...(await spawnCourtside('main', dataDir, env, owns, options.nodeArgs)), url, port };
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`the server exited during start-up:\n${server.output()}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not become healthy:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts `worker.ts` (the jobs alone) and waits until it says which jobs it runs. */
export async function startWorkerProcess(options: ProcessOptions = {}): Promise<CourtsideProcess> {
  const { dataDir, owns } = await dataDirFor(options);
  const worker = await spawnCourtside('worker', dataDir, { ...options.env }, owns, options.nodeArgs);
  try {
    await worker.waitForOutput(/worker running/, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await worker.kill();
    throw error;
  }
  return worker;
}

export interface ExternalPostgres {
  /** The admin URL (database `postgres`); the servers migrate it themselves when they start. */
  url: string;
  port: number;
  /** A fast shutdown (`pg_ctl stop -m fast`): connections are cut, as in a restart or an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same port and files, so the servers' DATABASE_URL stays right. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

/**
 * A Postgres cluster of its own for one test (the embedded binaries in a temporary directory), standing in
 * for the external database several servers share. Not the test cluster: this one may be stopped.
 */
export async function startExternalPostgres(): Promise<ExternalPostgres> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-external-pg-'));
  const port = await freePort();
  let running: EmbeddedPostgres | null = await startEmbeddedPostgres({ dataDir, port });
  const { url } = running;
  return {
    url,
    port,
    stop: async () => {
      await running?.stop();
      running = null;
    },
    start: async () => {
      running ??= await startEmbeddedPostgres({ dataDir, port });
    },
    remove: async () => {
      await running?.stop();
      running = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until a spawned process has gone, for `finally` blocks that must not leave one behind. */
export async function killAll(processes: (CourtsideProcess | undefined)[]): Promise<void> {
  await Promise.all(processes.flatMap((each) => (each ? [each.kill()] : [])));
}
