import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpWithGames } from './support/customer';
import { ROOT, removeDataDir, startServer, type RunningServer } from './support/server';

const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/**
 * Runs `npm run <name> -- ...args` as on a production install (`npm ci --omit=dev && npm run build`): the
 * script's command with node and the system's programs only on PATH, none of node_modules/.bin (no tsx).
 */
async function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const command = scripts[name] ?? '';
  const child = spawn('sh', ['-c', `${command} "$@"`, name, ...args], {
    cwd: ROOT,
    env: {
      PATH: [path.dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describe('npm run backup and npm run restore on a production install', () => {
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) await removeDataDir(dir);
  });

  it('back up a running server and restore it elsewhere with the build alone, no dev dependency', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'courtside-backup-cli-'));
    dataDirs.push(work);
    const source = path.join(work, 'source');
    const restored = path.join(work, 'restored');
    const backup = path.join(work, 'backup');

    const first = await startServer({ dataDir: source });
    servers.push(first);
    const { cookie } = await signUpWithGames(first.url, 'kept@club.com.au', 0);

    const backedUp = await runScript('backup', [backup], { DATA_DIR: source });
    expect(backedUp.output).toMatch(/backed up \d+ rows/);
    expect(backedUp.code).toBe(0);
    expect(existsSync(path.join(backup, 'manifest.json'))).toBe(true);
    expect(await first.stop()).toBe(0);

    const restoredRun = await runScript('restore', [backup], { DATA_DIR: restored });
    expect(restoredRun.output).toMatch(/restored \d+ rows/);
    expect(restoredRun.code).toBe(0);

    // The restored server knows the customer, and the session made before the backup.
    const second = await startServer({ dataDir: restored });
    servers.push(second);
    const me = await fetch(`${second.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: 'kept@club.com.au' } });
    // Two servers, a backup and a new cluster for the restore, on a shared machine.
  }, 300_000);
});
