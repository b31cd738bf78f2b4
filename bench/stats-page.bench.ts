/**
 * bench/stats-page: what the statistics page (/games/:id, and the shared /s/:token) adds to the JavaScript a
 * visitor already has: the page's own chunk and every chunk it imports that the app's entry does not, Brotli-
 * and gzip-compressed as the server sends them. Budget: at most 60 KB compressed (issue 13). The baseline in
 * the same build is the entry itself, which every page loads.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '../e2e/support/server';

const BUDGET_KB = 60;
const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const PAGES = { owner: 'src/pages/game/game-page.tsx', shared: 'src/pages/shared/shared-game-page.tsx' } as const;

interface Chunk {
  file: string;
  imports?: string[];
}

/** The chunk files `key` loads, itself included, through its static imports. */
function closure(manifest: Record<string, Chunk>, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`${entry} is not in ${MANIFEST}: run npm run build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

async function compressed(files: Iterable<string>): Promise<{ br: number; gzip: number }> {
  let br = 0;
  let gzip = 0;
  for (const file of files) {
    const body = await readFile(path.join(DIST, file));
    br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { br, gzip };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function run(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Record<string, Chunk>;
  const entry = closure(manifest, 'index.html');
  const base = await compressed(entry);
  const lines = [`entry (every page loads it): ${kb(base.br)} KB br, ${kb(base.gzip)} KB gzip`];
  for (const [name, key] of Object.entries(PAGES)) {
    const own = [...closure(manifest, key)].filter((file) => !entry.has(file));
    const size = await compressed(own);
    lines.push(
      `statistics page (${name}): ${kb(size.br)} KB br, ${kb(size.gzip)} KB gzip in ${String(own.length)} chunks; ` +
        `${(size.br / base.br).toFixed(2)}x the entry; budget ${String(BUDGET_KB)} KB: ${size.br <= BUDGET_KB * 1024 ? 'within' : 'OVER'}`,
    );
  }
  return lines;
}
