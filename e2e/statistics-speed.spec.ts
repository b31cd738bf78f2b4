import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { deliveredLongGame, type LongGame } from './support/long-game';
import { ROOT } from './support/server';

/**
 * Issue 27, speed: the statistics page of a long game is opened from an e-mail or a shared link on a phone. The
 * Lighthouse figures are in bench/lighthouse; what is checked here is what they rest on and what stays put from
 * build to build: what the page downloads, and that it asks for it at once rather than one thing after another.
 */
const DIST = path.join(ROOT, 'apps/web/dist');
/** The budgets, compressed (gzip -9): the entry every page runs, and a statistics page's own chunks. */
const ENTRY_BUDGET_KB = 120;
const PAGE_BUDGET_KB = 60;

const PAGES = {
  owner: 'src/pages/game/game-page.tsx',
  shared: 'src/pages/shared/shared-game-page.tsx',
} as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = async () => JSON.parse(await readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The files of a page's chunk and of every chunk it imports statically, but the entry's (which every page runs). */
function pageFiles(chunks: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = chunks[key];
  if (!chunk || seen.has(key) || key === 'index.html') return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => pageFiles(chunks, imported, seen))];
}

const gzipKb = async (files: string[]) => {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(path.join(DIST, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
};

let browser: Browser;
let game: LongGame;

beforeAll(async () => {
  browser = await launchBrowser();
  game = await deliveredLongGame(inject('baseUrl'), 'speed', 40);
});
afterAll(async () => browser.close());

describe('the statistics page, first visit', () => {
  it(`downloads at most ${String(ENTRY_BUDGET_KB)} KB compressed of entry chunk and ${String(PAGE_BUDGET_KB)} KB of its own chunks`, async () => {
    const chunks = await manifest();
    const entry = chunks['index.html'];
    expect(entry).toBeDefined();
    expect(await gzipKb([entry?.file ?? ''])).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
    for (const [name, module] of Object.entries(PAGES)) {
      const files = pageFiles(chunks, module);
      expect(files.length, name).toBeGreaterThan(0);
      expect(await gzipKb(files), name).toBeLessThanOrEqual(PAGE_BUDGET_KB);
    }
  });

  it('is sent with its chunks and its first API answers preloaded, so the browser fetches them beside the entry instead of one after another', async () => {
    const baseUrl = inject('baseUrl');
    const chunks = await manifest();
    const token = new URL(game.gameShareUrl).pathname.split('/').pop() ?? '';
    const cases = [
      {
        url: `/games/${game.gameId}`,
        module: PAGES.owner,
        data: [`/api/games/${game.gameId}`, `/api/games/${game.gameId}/boxscore`],
      },
      { url: `/s/${token}`, module: PAGES.shared, data: [`/api/shared/${token}`] },
    ];
    for (const { url, module, data } of cases) {
      const html = await (await fetch(`${baseUrl}${url}`)).text();
      for (const file of pageFiles(chunks, module)) {
        expect(html, `${url} ${file}`).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
      }
      for (const answer of ['/api/me', ...data]) {
        expect(html, url).toContain(`<link rel="preload" as="fetch" crossorigin href="${answer}">`);
      }
    }
    // Any other page, and a path whose segment is not an id, is the app's plain page.
    for (const url of ['/dashboard', '/games/a%22b', '/s/x/y']) {
      expect(await (await fetch(`${baseUrl}${url}`)).text(), url).not.toContain('rel="preload"');
    }
  });

  it('reads each preloaded answer once: the page uses what the browser fetched ahead, and draws the score', async () => {
    const token = new URL(game.gameShareUrl).pathname.split('/').pop() ?? '';
    const cases = [
      { url: `/games/${game.gameId}`, cookie: game.cookie },
      { url: `/s/${token}`, cookie: undefined },
    ];
    for (const { url, cookie } of cases) {
      const { page, problems, close } = await openPage(browser, 'mobile');
      if (cookie) await page.context().setExtraHTTPHeaders({ cookie });
      const requests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) requests.push(pathname);
      });
      await page.goto(url);
      await expect.poll(() => page.locator('#final-score').textContent()).toMatch(/\d+ – \d+/);
      await page.waitForLoadState('networkidle');
      const twice = requests.filter((request, index) => requests.indexOf(request) !== index);
      expect(twice, url).toEqual([]);
      expect(requests, url).toContain('/api/me');
      expect(problems, url).toEqual([]);
      await close();
    }
  });
});
