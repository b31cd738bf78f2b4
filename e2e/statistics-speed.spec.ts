import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { launchBrowser, openPage, visit } from './support/browser';
import { signUpWithGames } from './support/customer';
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

/** The files of a chunk and of every chunk it imports statically. */
function closure(chunks: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(chunks, imported, seen))];
}

/** The entry's files: index.html's chunk and those it imports (React's, the bundler's runtime). */
const entryFiles = (chunks: Manifest) => closure(chunks, 'index.html');

/** A page's own files: its chunk and those it imports, but the entry's (which every page runs). */
function pageFiles(chunks: Manifest, key: string): string[] {
  const entry = entryFiles(chunks);
  return closure(chunks, key).filter((file) => !entry.includes(file));
}

const gzipKb = async (files: string[]) => {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(path.join(DIST, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
};

/**
 * A time zone whose date is not UTC's (the server's) at `date`, so that a date drawn in the wrong zone shows:
 * UTC+14 from 10:00 UTC on, UTC-12 before.
 */
const zoneNotUtcAt = (date: Date) => (date.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Etc/GMT+12');
/** A date as the pages show it (`Nov 27, 2026`) in `timeZone`. */
const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);

let browser: Browser;
let game: LongGame;

beforeAll(async () => {
  browser = await launchBrowser();
  game = await deliveredLongGame(inject('baseUrl'), 'speed', 40);
});
afterAll(async () => browser.close());

describe('the statistics page, first visit', () => {
  it(`downloads at most ${String(ENTRY_BUDGET_KB)} KB compressed of entry chunks and ${String(PAGE_BUDGET_KB)} KB of its own chunks`, async () => {
    const chunks = await manifest();
    const entry = entryFiles(chunks);
    expect(entry.length).toBeGreaterThan(0);
    expect(await gzipKb(entry)).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
    for (const [name, module] of Object.entries(PAGES)) {
      const files = pageFiles(chunks, module);
      expect(files.length, name).toBeGreaterThan(0);
      expect(await gzipKb(files), name).toBeLessThanOrEqual(PAGE_BUDGET_KB);
    }
  });

  it('is sent, where the server cannot draw it (the reader is not signed in), with its chunks and first API answers preloaded, so the browser fetches them beside the entry instead of one after another', async () => {
    const baseUrl = inject('baseUrl');
    const chunks = await manifest();
    const html = await (await fetch(`${baseUrl}/games/${game.gameId}`)).text();
    expect(html).toContain('<div id="root"></div>');
    for (const file of pageFiles(chunks, PAGES.owner)) {
      expect(html, file).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    for (const answer of ['/api/me', `/api/games/${game.gameId}`, `/api/games/${game.gameId}/boxscore`]) {
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${answer}">`);
    }
    // Any other page, and a path whose segment is not an id, is the app's plain page.
    for (const url of ['/teams', '/games/a%22b', '/s/x/y']) {
      expect(await (await fetch(`${baseUrl}${url}`)).text(), url).not.toContain('rel="preload"');
    }
  });

  it('arrives drawn for a reader who may see it: the score is in the page the server sends, with the answers it was drawn from, kept by no cache, its style attributes allowed one by one; never for another customer', async () => {
    const baseUrl = inject('baseUrl');
    const chunks = await manifest();
    const token = new URL(game.gameShareUrl).pathname.split('/').pop() ?? '';
    const boxScore = (await (await fetch(`${baseUrl}/api/shared/${token}`)).json()) as {
      report: { boxScore: { home: { totals: { pts: number } }; away: { totals: { pts: number } } } };
    };
    const score = `${String(boxScore.report.boxScore.home.totals.pts)} – ${String(boxScore.report.boxScore.away.totals.pts)}`;
    const cases = [
      { url: `/games/${game.gameId}`, cookie: game.cookie, module: PAGES.owner },
      { url: `/s/${token}`, cookie: undefined, module: PAGES.shared },
    ];
    for (const { url, cookie, module } of cases) {
      const response = await fetch(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {} });
      // React's markup parts adjacent texts with empty comments.
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html, url).toMatch(/<div id="root"><[a-z]/);
      expect(html, url).toContain(score);
      expect(html, url).toContain('<script type="application/json" id="courtside-page-answers">');
      // No `<` inside the answers could end their script element.
      const answers = html.slice(html.indexOf('id="courtside-page-answers">'), html.lastIndexOf('</script>'));
      expect(answers.slice(answers.indexOf('>') + 1), url).not.toContain('<');
      expect(response.headers.get('cache-control'), url).toBe('private, no-store');
      const styleSrc = /style-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(styleSrc, url).toMatch(/^'self' 'unsafe-hashes'( 'sha256-[\w+/=]+')+$/);
      expect(styleSrc, url).not.toContain('unsafe-inline');
      // The app starts once the page has painted, with the page's chunks.
      for (const file of pageFiles(chunks, module)) expect(html, `${url} ${file}`).toContain(`/${file}`);
      expect(html, url).not.toContain('rel="preload" as="fetch"');
    }
    const stranger = await signUpWithGames(baseUrl, `stranger-${String(Date.now())}@club.com.au`, 0);
    const theirs = await (await fetch(`${baseUrl}/games/${game.gameId}`, { headers: { cookie: stranger.cookie } })).text();
    expect(theirs).toContain('<div id="root"></div>');
    expect(theirs).not.toContain('courtside-page-answers');
    expect(theirs).not.toContain(score);
  });

  it("hydrates what the server drew without asking the API for it again and without an error, then answers input and shows dates in the reader's time zone", async () => {
    const baseUrl = inject('baseUrl');
    const token = new URL(game.gameShareUrl).pathname.split('/').pop() ?? '';
    const created = (
      (await (await fetch(`${baseUrl}/api/games/${game.gameId}`, { headers: { cookie: game.cookie } })).json()) as {
        createdAt: string;
      }
    ).createdAt;
    const timezoneId = zoneNotUtcAt(new Date(created));
    expect(dayIn(new Date(created), timezoneId)).not.toBe(dayIn(new Date(created), 'UTC'));
    const uploaded = dayIn(new Date(created), timezoneId);
    const cases = [
      {
        url: `/games/${game.gameId}`,
        cookie: game.cookie,
        drawnFrom: [
          '/api/me',
          `/api/games/${game.gameId}`,
          `/api/games/${game.gameId}/boxscore`,
          `/api/games/${game.gameId}/play-reports`,
          `/api/games/${game.gameId}/share-links`,
        ],
      },
      { url: `/s/${token}`, cookie: undefined, drawnFrom: ['/api/me', `/api/shared/${token}`] },
    ];
    for (const { url, cookie, drawnFrom } of cases) {
      const { page, problems, close } = await openPage(browser, 'mobile', { timezoneId });
      if (cookie) await page.context().setExtraHTTPHeaders({ cookie });
      const requests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) requests.push(pathname);
      });
      await visit(page, url);
      await expect.poll(() => page.locator('#final-score').textContent()).toMatch(/\d+ – \d+/);
      await page.waitForLoadState('networkidle');
      for (const answer of drawnFrom) expect(requests, url).not.toContain(answer);
      if (cookie) await expect.poll(() => page.getByText(/^Uploaded /).textContent()).toBe(`Uploaded ${uploaded}`);
      const printPlays = page.getByLabel(/play-by-play when printing/);
      await printPlays.check();
      await expect.poll(() => printPlays.isChecked()).toBe(true);
      expect(problems, url).toEqual([]);
      await close();
    }
  });
});

describe("the customer's dashboard, first visit", () => {
  it('arrives drawn for its customer: their games and purchases are in the page the server sends, kept by no cache; not for a visitor, and not on return from a payment', async () => {
    const baseUrl = inject('baseUrl');
    const games = (await (await fetch(`${baseUrl}/api/games`, { headers: { cookie: game.cookie } })).json()) as {
      games: { name: string }[];
    };
    const gameName = games.games[0]?.name ?? '';
    expect(gameName).not.toBe('');
    const response = await fetch(`${baseUrl}/dashboard`, { headers: { cookie: game.cookie } });
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).toContain('Welcome, Sam Coach');
    expect(html).toContain(gameName);
    expect(html).toContain('data-testid="purchase-row"');
    expect(html).toContain('<script type="application/json" id="courtside-page-answers">');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // A visitor gets the app's page, its chunks asked for at once; so does a payment's return, whose page the
    // browser renders from ?session_id=, and which must not be handed lists from before the payment.
    for (const [url, headers] of [
      ['/dashboard', {}],
      ['/dashboard?session_id=cs_test_1', { cookie: game.cookie }],
    ] as const) {
      const shell = await (await fetch(`${baseUrl}${url}`, { headers })).text();
      expect(shell, url).toContain('<div id="root"></div>');
      expect(shell, url).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-page-[\w-]+\.js">/);
      expect(shell, url).not.toContain('href="/api/games"');
      expect(shell, url).not.toContain('href="/api/purchases"');
      expect(shell, url).not.toContain('courtside-page-answers');
    }
  });

  it("hydrates without asking the API for what it was drawn from and without an error, shows dates in the reader's time zone, and navigates in the app", async () => {
    const baseUrl = inject('baseUrl');
    const headers = { cookie: game.cookie };
    const listed = (await (await fetch(`${baseUrl}/api/games`, { headers })).json()) as { games: { createdAt: string }[] };
    const bought = (await (await fetch(`${baseUrl}/api/purchases`, { headers })).json()) as {
      purchases: { purchaseDate: string }[];
    };
    const created = new Date(listed.games[0]?.createdAt ?? '');
    const paid = new Date(bought.purchases[0]?.purchaseDate ?? '');
    const timezoneId = zoneNotUtcAt(created);
    expect(dayIn(created, timezoneId)).not.toBe(dayIn(created, 'UTC'));
    // The server draws the dates in UTC.
    const drawn = (await (await fetch(`${baseUrl}/dashboard`, { headers })).text()).replaceAll('<!-- -->', '');
    expect(drawn).toContain(dayIn(created, 'UTC'));

    const { page, problems, close } = await openPage(browser, 'mobile', { timezoneId });
    await page.context().setExtraHTTPHeaders(headers);
    const requests: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push(pathname);
      if (request.resourceType() === 'document') documents.push(pathname);
    });
    await visit(page, '/dashboard');
    await page.getByTestId('game-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const answer of ['/api/me', '/api/games', '/api/purchases']) expect(requests).not.toContain(answer);
    await expect.poll(() => page.getByTestId('game-row').first().textContent()).toContain(dayIn(created, timezoneId));
    await expect.poll(() => page.getByTestId('purchase-row').first().textContent()).toContain(dayIn(paid, timezoneId));
    // A link followed by the app's router: no page load.
    await page.getByRole('link', { name: 'Buy Games' }).click();
    await page.waitForURL('**/pricing');
    expect(documents).toEqual(['/dashboard']);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the upload page, first visit', () => {
  it('arrives drawn for its customer, their balance in the page the server sends but not its form, kept by no cache; not for a visitor', async () => {
    const baseUrl = inject('baseUrl');
    const customer = await signUpWithGames(baseUrl, `drawn-upload-${String(Date.now())}@club.com.au`, 3);
    const response = await fetch(`${baseUrl}/upload`, { headers: { cookie: customer.cookie } });
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).toContain('Upload Your Game');
    expect(html).toMatch(/data-testid="games-remaining">3</);
    expect(html).toContain('Recording Guidelines');
    // No form before the app is live: a file chosen in it would reach no upload.
    expect(html).toContain('data-testid="upload-form-pending"');
    expect(html).not.toContain('type="file"');
    expect(html).toContain('<script type="application/json" id="courtside-page-answers">');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const shell = await (await fetch(`${baseUrl}/upload`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/upload-page-[\w-]+\.js">/);
    expect(shell).not.toContain('courtside-page-answers');
  });

  it("hydrates without asking the API for what it was drawn from and without an error, then shows the form, its date the reader's today, and uploads a file chosen in it", async () => {
    const baseUrl = inject('baseUrl');
    const customer = await signUpWithGames(baseUrl, `drawn-upload-form-${String(Date.now())}@club.com.au`, 1);
    const timezoneId = zoneNotUtcAt(new Date());
    const { page, problems, close } = await openPage(browser, 'mobile', { timezoneId });
    await page.context().setExtraHTTPHeaders({ cookie: customer.cookie });
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push(pathname);
    });
    await visit(page, '/upload');
    const date = page.getByLabel('Date played');
    await date.waitFor();
    await expect.poll(() => page.getByTestId('upload-form-pending').count()).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date());
    expect(await date.inputValue()).toBe(today);
    expect(today).not.toBe(new Date().toISOString().slice(0, 10));
    await page.waitForLoadState('networkidle');
    for (const answer of ['/api/me', '/api/teams', '/api/games']) expect(requests).not.toContain(answer);
    // What is below the form stays where the drawn page put it when the form comes (the page as drawn: no script).
    const guidelinesTop = (of: typeof page) =>
      of.locator('#guidelines').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const drawn = await openPage(browser, 'mobile', { timezoneId, javaScriptEnabled: false });
    await drawn.page.context().setExtraHTTPHeaders({ cookie: customer.cookie });
    await drawn.page.goto('/upload');
    await drawn.page.getByTestId('upload-form-pending').waitFor();
    expect(Math.abs((await guidelinesTop(page)) - (await guidelinesTop(drawn.page)))).toBeLessThan(40);
    await drawn.close();

    const directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-drawn-upload-'));
    const video = path.join(directory, 'drawn.mp4');
    await makeTestVideo(video, { width: 320, height: 180, seconds: 2 });
    await page.getByTestId('file-input').setInputFiles(video);
    await page.getByTestId('selected-file').getByText('drawn.mp4').waitFor();
    await page.getByRole('button', { name: 'Upload Game' }).click();
    await page.getByRole('heading', { name: 'Upload Successful!' }).waitFor();
    expect(problems).toEqual([]);
    await close();
    await rm(directory, { recursive: true, force: true });
  });
});
