import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'courtside-precompress-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  const script = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, index) => `row ${index}`))};`;

  it('writes a Brotli and a gzip copy beside each text file that decode to the very same bytes', async () => {
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'app.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><html><body>${'<p>Courtside</p>'.repeat(50)}</body></html>`);

    const written = await precompressDirectory(dir);

    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual([
      'assets/app.js.br',
      'assets/app.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
  });

  it('leaves alone media, fonts, source maps, hidden folders and files a copy would not make smaller', async () => {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ script }));
    await writeFile(path.join(dir, 'hero.mp4'), script);
    await writeFile(path.join(dir, 'inter.woff2'), script);
    await writeFile(path.join(dir, 'app.js.map'), script);
    await writeFile(path.join(dir, 'tiny.js'), 'x');

    expect(await precompressDirectory(dir)).toEqual([]);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      '.vite',
      '.vite/manifest.json',
      'app.js.map',
      'hero.mp4',
      'inter.woff2',
      'tiny.js',
    ]);
  });
});
