/**
 * bench/upload: a 1 GiB tus upload over loopback to the real server (the source, run as `npm run dev` does, on
 * its own embedded Postgres), in 32 MB PATCHes as the web app sends them, against a plain Node HTTP server
 * (also in its own process) that streams the same bytes to a file, with the same client. The two take turns,
 * ROUNDS times each, so that a shared machine's load falls on both alike; the medians are compared (target:
 * Courtside at least 70% of plain). Also reports how much the server's resident memory grew (target: under
 * 150 MB).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../apps/server/src/test/processes';
import { signUpWithGames } from '../e2e/support/customer';
import { createUpload, patchHeaders } from '../e2e/support/tus';
import { median, rssOf, sendBody, PLAIN_SERVER } from './upload-support';

const TOTAL = 1024 ** 3;
const CHUNK = 32 * 1024 * 1024;
const ROUNDS = 3;

const mbPerSecond = (bytes: number, started: number) => bytes / (1024 * 1024) / ((performance.now() - started) / 1000);

export async function run(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-upload-'));
  const plainFile = path.join(directory, 'plain.bin');
  const plain = spawn(process.execPath, ['-e', PLAIN_SERVER, plainFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const server = await startServerProcess({ env: { LOG_LEVEL: 'warn' } });
  try {
    const [line] = (await once(plain.stdout, 'data')) as [Buffer];
    const plainUrl = `http://127.0.0.1:${line.toString().trim()}/`;
    const { cookie } = await signUpWithGames(server.url, 'bench@club.com.au', ROUNDS);

    const pid = server.process.pid ?? 0;
    const baseline = await rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))), 50);

    const plainRuns: number[] = [];
    const courtsideRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      for (let offset = 0; offset < TOTAL; offset += CHUNK)
        await sendBody(plainUrl, 'PATCH', {}, Math.min(CHUNK, TOTAL - offset));
      plainRuns.push(mbPerSecond(TOTAL, started));
      await rm(plainFile, { force: true });

      const url = await createUpload(server.url, cookie, { size: TOTAL, filename: 'bench.mp4' });
      started = performance.now();
      for (let offset = 0; offset < TOTAL; offset += CHUNK) {
        const length = Math.min(CHUNK, TOTAL - offset);
        const status = await sendBody(url, 'PATCH', { cookie, origin: server.url, ...patchHeaders(offset) }, length);
        // The last PATCH answers 422: random bytes are not a video (the game fails and its credit returns).
        if (status !== 204 && !(status === 422 && offset + length === TOTAL))
          throw new Error(`PATCH at ${offset} answered ${status}`);
      }
      courtsideRuns.push(mbPerSecond(TOTAL, started));
    }
    clearInterval(sampler);

    const ratios = courtsideRuns.map((courtside, round) => courtside / (plainRuns[round] ?? courtside));
    const list = (values: number[], scale = 1) => values.map((value) => (value * scale).toFixed(0)).join(' / ');
    return [
      `upload.plain_node.throughput: ${median(plainRuns).toFixed(0)} MB/s (median; runs ${list(plainRuns)})`,
      `upload.courtside.throughput: ${median(courtsideRuns).toFixed(0)} MB/s (median; runs ${list(courtsideRuns)})`,
      `upload.throughput_ratio: ${((median(courtsideRuns) / median(plainRuns)) * 100).toFixed(0)} % of plain (target >= 70 %; per round ${list(ratios, 100)} %)`,
      `upload.courtside.rss_growth: ${((peak - baseline) / (1024 * 1024)).toFixed(0)} MB (target < 150 MB)`,
    ];
  } finally {
    plain.kill();
    await server.stop();
    await server.remove();
    await rm(directory, { recursive: true, force: true });
  }
}
