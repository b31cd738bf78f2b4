/** What the upload benches share: a client that sends bodies without holding them, the baseline server, RSS. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';

/** One connection, kept alive between PATCHes, as a browser uploading one file has. */
const defaultAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const block = randomBytes(4 * 1024 * 1024);

/** Sends `length` bytes (a repeated random block) as one request body, without holding them in memory. */
export function sendBody(
  url: string,
  method: string,
  headers: Record<string, string>,
  length: number,
  agent: http.Agent = defaultAgent,
): Promise<number> {
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
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Jain's fairness index of shares: 1 when all are equal, 1/n when one takes everything. */
export function jainIndex(values: number[]): number {
  const sum = values.reduce((total, value) => total + value, 0);
  const squares = values.reduce((total, value) => total + value * value, 0);
  return squares === 0 ? 1 : (sum * sum) / (values.length * squares);
}

/** The baseline: a plain Node HTTP server, in its own process as ours is, appending each body to a file. */
export const PLAIN_SERVER = `
const fs = require('node:fs');
const http = require('node:http');
const { pipeline } = require('node:stream/promises');
const file = process.argv[1];
const server = http.createServer((request, response) => {
  pipeline(request, fs.createWriteStream(file, { flags: 'a' })).then(() => response.writeHead(204).end());
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;
