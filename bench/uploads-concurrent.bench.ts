/**
 * bench/uploads-concurrent: a Sunday night. 20 customers each upload 200 MB at once to one server (the source,
 * on its own embedded Postgres), in 32 MB PATCHes over their own connection, as the web app sends them.
 * Reports whether every upload completed, the per-upload throughput (min, max) and Jain's fairness index over
 * them (1 = all alike; target: shared fairly), and the growth of the server's resident memory (target: under
 * 300 MB). The bytes are random, so each game fails the video check once its last byte is in (422) and its
 * credit returns: the upload itself is what is measured. A PATCH refused with 5xx or 423 is resumed as the web
 * app would (HEAD, then the rest), and counted.
 */
import http from 'node:http';
import { startServerProcess } from '../apps/server/src/test/processes';
import { signUpWithGames } from '../e2e/support/customer';
import { createUpload, patchHeaders } from '../e2e/support/tus';
import { jainIndex, rssOf, sendBody } from './upload-support';

const UPLOADS = 20;
const SIZE = 200 * 1024 * 1024;
const CHUNK = 32 * 1024 * 1024;
const MB = 1024 * 1024;

/** How the web app retries (tus-js-client's retryDelays): a 5xx or 423 is tried again after these waits. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];

interface Outcome {
  mbPerSecond: number;
  /** Requests that were answered 5xx or 423 (or lost) and tried again, as the web app would. */
  retries: number;
  failure?: string;
}

/** Where the server says the upload stands (HEAD), or null if it did not say. */
async function offsetOf(url: string, cookie: string, origin: string): Promise<number | null> {
  const response = await fetch(url, { method: 'HEAD', headers: { cookie, origin, 'Tus-Resumable': '1.0.0' } }).catch(() => null);
  const offset = response?.ok ? Number(response.headers.get('upload-offset')) : NaN;
  return Number.isSafeInteger(offset) ? offset : null;
}

/** One customer's upload from its first byte to its last, resuming after a refusal as the web app does. */
async function upload(url: string, cookie: string, origin: string): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  let retries = 0;
  try {
    for (let offset = 0; offset < SIZE;) {
      const length = Math.min(CHUNK, SIZE - offset);
      const status = await sendBody(url, 'PATCH', { cookie, origin, ...patchHeaders(offset) }, length, agent).catch(() => 0);
      // The last PATCH answers 422: random bytes are not a video (the game fails and its credit returns).
      if (status === 204 || (status === 422 && offset + length === SIZE)) {
        offset += length;
        continue;
      }
      const delay = RETRY_DELAYS_MS[retries];
      if (!(status === 0 || status === 423 || status >= 500) || delay === undefined)
        return { mbPerSecond: 0, retries, failure: `PATCH at ${offset} answered ${status}` };
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
      offset = (await offsetOf(url, cookie, origin)) ?? offset;
    }
    return { mbPerSecond: SIZE / MB / ((performance.now() - started) / 1000), retries };
  } finally {
    agent.destroy();
  }
}

export async function run(): Promise<string[]> {
  const server = await startServerProcess({ env: { LOG_LEVEL: 'warn' } });
  try {
    const customers: { cookie: string }[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      customers.push(await signUpWithGames(server.url, `sunday-${index}@club.com.au`, 1));
    }
    const urls = await Promise.all(
      customers.map(({ cookie }, index) => createUpload(server.url, cookie, { size: SIZE, filename: `game-${index}.mp4` })),
    );

    const pid = server.process.pid ?? 0;
    const baseline = await rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))), 50);
    const started = performance.now();
    const results = await Promise.all(urls.map((url, index) => upload(url, customers[index]?.cookie ?? '', server.url)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const completed = results.filter((result) => !result.failure);
    const rates = completed.map((result) => result.mbPerSecond);
    const failures = results.flatMap((result) => (result.failure ? [result.failure] : []));
    const retries = results.reduce((sum, result) => sum + result.retries, 0);
    return [
      `uploads_concurrent.completed: ${completed.length} of ${UPLOADS}${failures.length ? ` (${failures.join('; ')})` : ''}`,
      `uploads_concurrent.retries: ${retries} (requests answered 5xx or 423 and tried again, as the web app does)`,
      `uploads_concurrent.aggregate_throughput: ${((UPLOADS * SIZE) / MB / seconds).toFixed(0)} MB/s`,
      `uploads_concurrent.min_throughput: ${Math.min(...rates).toFixed(1)} MB/s`,
      `uploads_concurrent.max_throughput: ${Math.max(...rates).toFixed(1)} MB/s`,
      `uploads_concurrent.jain_fairness: ${jainIndex(rates).toFixed(3)} (1 = equal shares)`,
      `uploads_concurrent.rss_growth: ${((peak - baseline) / MB).toFixed(0)} MB (target < 300 MB)`,
    ];
  } finally {
    await server.stop();
    await server.remove();
  }
}
