/**
 * bench/upload: a 1 GiB tus upload over loopback to the real server (production build, its own embedded
 * Postgres), in 32 MB PATCHes as the web app sends them, against a plain Node HTTP server (also in its own
 * process) that streams the same bytes to a file, with the same client in the same run. Reports throughput for both, their ratio
 * (target: at least 70%), and how much the server's resident memory grew during the upload (target: under
 * 150 MB).
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signUpWithGames } from '../e2e/support/customer';
import { removeDataDir, startServer } from '../e2e/support/server';
import { createUpload, patchHeaders } from '../e2e/support/tus';

const TOTAL = 1024 ** 3;
const CHUNK = 32 * 1024 * 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const block = randomBytes(4 * 1024 * 1024);

/** Sends `length` bytes (a repeated random block) as one request body, without holding them in memory. */
function send(url: string, method: string, headers: Record<string, string>, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: { ...headers, 'Content-Length': String(length) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    let left = length;
    const pump = () => {
      while (left > 0) {
        const piece = block.subarray(0, Math.min(block.length, left));
        left -= piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

/** The resident memory of a process, in bytes (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The baseline: a plain Node HTTP server, in its own process as ours is, appending each body to a file. */
const PLAIN_SERVER = `
const fs = require('node:fs');
const http = require('node:http');
const { pipeline } = require('node:stream/promises');
const file = process.argv[1];
fs.writeFileSync(file, '');
const server = http.createServer((request, response) => {
  pipeline(request, fs.createWriteStream(file, { flags: 'a' })).then(() => response.writeHead(204).end());
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

async function plainServerThroughput(directory: string): Promise<number> {
  const file = path.join(directory, 'plain.bin');
  const child = spawn(process.execPath, ['-e', PLAIN_SERVER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const url = `http://127.0.0.1:${line.toString().trim()}/`;
  try {
    const started = performance.now();
    for (let offset = 0; offset < TOTAL; offset += CHUNK) await send(url, 'PATCH', {}, Math.min(CHUNK, TOTAL - offset));
    return TOTAL / (1024 * 1024) / ((performance.now() - started) / 1000);
  } finally {
    child.kill();
    await rm(file, { force: true });
  }
}

async function courtsideThroughput(): Promise<{ mbPerSecond: number; rssGrowth: number }> {
  const server = await startServer({ env: { LOG_LEVEL: 'error' } });
  try {
    const { cookie } = await signUpWithGames(server.url, 'bench@club.com.au', 1);

    const url = await createUpload(server.url, cookie, { size: TOTAL, filename: 'bench.mp4' });

    const pid = server.process.pid ?? 0;
    const baseline = await rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))), 50);
    const started = performance.now();
    for (let offset = 0; offset < TOTAL; offset += CHUNK) {
      const length = Math.min(CHUNK, TOTAL - offset);
      const status = await send(url, 'PATCH', { cookie, origin: server.url, ...patchHeaders(offset) }, length);
      // The last PATCH answers 422: random bytes are not a video (the game fails and its credit returns).
      if (status !== 204 && !(status === 422 && offset + length === TOTAL))
        throw new Error(`PATCH at ${offset} answered ${status}`);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { mbPerSecond: TOTAL / (1024 * 1024) / seconds, rssGrowth: peak - baseline };
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

export async function run(): Promise<string[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-bench-upload-'));
  try {
    const plain = await plainServerThroughput(directory);
    const courtside = await courtsideThroughput();
    return [
      `upload.plain_node.throughput: ${plain.toFixed(0)} MB/s`,
      `upload.courtside.throughput: ${courtside.mbPerSecond.toFixed(0)} MB/s`,
      `upload.throughput_ratio: ${((courtside.mbPerSecond / plain) * 100).toFixed(0)} % of plain (target >= 70 %)`,
      `upload.courtside.rss_growth: ${(courtside.rssGrowth / (1024 * 1024)).toFixed(0)} MB (target < 150 MB)`,
    ];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
