import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from './support/server';

const DIST = path.join(ROOT, 'apps/web/dist');

describe('the production build', () => {
  it("hands nobody the app's source: no script names a map, and every script's map answers 404", async () => {
    const baseUrl = inject('baseUrl');
    const assets = await readdir(path.join(DIST, 'assets'));
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = assets.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) {
      expect(await readFile(path.join(DIST, 'assets', script), 'utf8'), script).not.toContain('sourceMappingURL');
      expect((await fetch(`${baseUrl}/assets/${script}.map`)).status, script).toBe(404);
    }
    // The maps are kept for reading a stack trace, in a folder the server does not serve. The bundler's own runtime
    // (its CommonJS wrappers, shared by React's chunk and the entry) has no source of ours, and no map.
    const kept = await readdir(path.join(DIST, '.vite', 'sourcemaps', 'assets'));
    const ours = scripts.filter((script) => !script.startsWith('rolldown-runtime-'));
    expect(ours.length).toBeGreaterThan(scripts.length - 2);
    expect(kept).toEqual(expect.arrayContaining(ours.map((script) => `${script}.map`)));
    expect((await fetch(`${baseUrl}/.vite/sourcemaps/assets/${scripts[0] ?? ''}.map`)).status).toBe(404);
  });
});

describe("a customer's pages of every visit", () => {
  it('ask for their chunks and first API answers beside the entry', async () => {
    const baseUrl = inject('baseUrl');
    const manifest = JSON.parse(await readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    for (const [url, module, answers] of [
      ['/dashboard', 'src/pages/dashboard/dashboard-page.tsx', ['/api/me']],
      ['/upload', 'src/pages/upload/upload-page.tsx', ['/api/me']],
    ] as const) {
      const html = await (await fetch(`${baseUrl}${url}`)).text();
      expect(html, url).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[module]?.file ?? module}">`);
      for (const answer of answers) expect(html, url).toContain(`<link rel="preload" as="fetch" crossorigin href="${answer}">`);
    }
  });
});
