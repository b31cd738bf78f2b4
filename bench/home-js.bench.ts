/**
 * bench/home-js: the JavaScript a first visit to / downloads, as the real server (production build) sends it to
 * a browser that accepts Brotli and gzip, against the same files sent uncompressed by the same server in the
 * same run (the baseline). Budget: at most 120 KB transferred.
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, removeDataDir, startServer } from '../e2e/support/server';

const BUDGET_KB = 120;
/** Vite's record of each chunk and what it imports (`build.manifest` in apps/web/vite.config.ts). */
const MANIFEST = path.join(ROOT, 'apps/web/dist/.vite/manifest.json');
/** The home route's page (apps/web/src/app/router.tsx): the router loads it before it draws / at all. */
const HOME_PAGE = 'src/pages/home/home-page.tsx';

interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
}

/**
 * The scripts / needs before its first paint: index.html's entry with the chunks it imports (the page's
 * modulepreload tags) and the home page's chunk with those it imports. Later routes' chunks are left out.
 */
async function homeScripts(): Promise<Chunk[]> {
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Record<string, Chunk>;
  const chunks = new Map<string, Chunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${MANIFEST}`);
    if (chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit(HOME_PAGE);
  return [...chunks.values()];
}

/** The bytes that crossed the wire for `url` (left as sent: Node's http client does not decode them). */
function download(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function run(): Promise<string[]> {
  const server = await startServer();
  try {
    const files = [];
    for (const chunk of await homeScripts()) {
      const url = `${server.url}/${chunk.file}`;
      const raw = await download(url, 'identity');
      const sent = await download(url, 'br, gzip');
      files.push({ name: chunk.name ?? chunk.file, raw: raw.bytes, sent });
    }
    files.sort((a, b) => b.sent.bytes - a.sent.bytes);
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    const sent = files.reduce((sum, file) => sum + file.sent.bytes, 0);
    const encodings = [...new Set(files.map((file) => file.sent.encoding))].join(', ');
    return [
      `home-js.files: ${files.length} scripts`,
      `home-js.raw: ${kb(raw)} KB`,
      `home-js.transferred: ${kb(sent)} KB (${encodings})`,
      `home-js.transferred_ratio: ${(sent / raw).toFixed(2)} x raw`,
      `home-js.budget: ${kb(sent)} KB of <= ${BUDGET_KB} KB: ${sent <= BUDGET_KB * 1024 ? 'PASS' : 'OVER'}`,
      ...files.map((file) => `home-js.chunk.${file.name}: ${kb(file.sent.bytes)} KB (${kb(file.raw)} KB raw)`),
    ];
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}
