import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_ANALYST, signInAs, waitUntilReady } from './support/analysis';
import { VIEWPORTS, launchBrowser, openPage, seriousA11yViolations, visit, type TestPage } from './support/browser';
import { signUpWithGames } from './support/customer';
import { createLinkGame } from './support/guarantee';
import { deliveredLongGame, type LongGame } from './support/long-game';

let browser: Browser;
let game: LongGame;
let queuedName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject('baseUrl');
  // A delivered game of 500 plays, shared; a guarantee request on it, a message to support, and a game waiting in
  // the analysts' queue: every list of the tools has something in it.
  game = await deliveredLongGame(baseUrl, 'frames', 500);
  const requested = await fetch(`${baseUrl}/api/games/${game.gameId}/guarantee-requests`, {
    method: 'POST',
    headers: { cookie: game.cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'reprocess', reason: 'The second half is missing from the play-by-play.' }),
  });
  if (requested.status !== 201) throw new Error(`guarantee request failed: ${String(requested.status)}`);
  const contacted = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sam Coach', email: game.email, subject: 'Our season', message: 'How do we share it?' }),
  });
  if (contacted.status !== 201) throw new Error(`contact failed: ${String(contacted.status)}`);
  const waiting = await signUpWithGames(baseUrl, `frames-queue-${String(Date.now())}@club.com.au`, 1);
  queuedName = `Queued for the frames ${String(Date.now())}`;
  await waitUntilReady(baseUrl, waiting.cookie, await createLinkGame(baseUrl, waiting.cookie, queuedName));
});
afterAll(async () => {
  await browser.close();
});

const PHONE = VIEWPORTS.mobile.viewport;

/**
 * How far the page scrolls past the end of what it draws: the document's scroll height less the bottom of the
 * app's frame (the site's footer, or the tool's last content), or of the screen when the page is shorter.
 */
function blankBelowContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const scrolling = document.scrollingElement;
    if (!root || !scrolling) throw new Error('the page has no #root or scrolling element');
    const contentBottom = root.getBoundingClientRect().bottom + window.scrollY;
    return scrolling.scrollHeight - Math.max(contentBottom, window.innerHeight);
  });
}

/** Opens each page in turn and names those that scroll a screen or more past their content on this phone. */
async function overflowingPages(page: Page, pages: { path: string; ready?: (page: Page) => Locator }[]): Promise<string[]> {
  const overflowing: string[] = [];
  for (const target of pages) {
    await visit(page, target.path);
    await target.ready?.(page).waitFor();
    await page.waitForLoadState('networkidle');
    const blank = await blankBelowContent(page);
    if (blank >= PHONE.height) overflowing.push(`${target.path}: ${String(Math.round(blank))} px of blank page`);
  }
  return overflowing;
}

const ADMIN_SECTIONS = ['users', 'games', 'requests', 'purchases', 'inbox', 'analysts', 'audit'];

describe('every page on a phone (390 x 844)', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it("scrolls no further than a screen past its content: a 500-play game's statistics, its shared copy, the season, the customer's pages", async () => {
    const customer = await openPage(browser, 'mobile');
    opened.push(customer);
    const page = customer.page;
    await signInAs(page, inject('baseUrl'), game.email, game.password);
    // The section of that name, and its scroll box.
    const playByPlay = (shown: Page) => shown.getByRole('region', { name: 'Play-by-play' }).last();
    const season = (shown: Page) => shown.getByRole('table', { name: 'Player season statistics' }).first();
    const overflowing = await overflowingPages(page, [
      { path: `/games/${game.gameId}`, ready: playByPlay },
      { path: new URL(game.gameShareUrl).pathname, ready: playByPlay },
      { path: `/teams/${game.teamId}/season`, ready: season },
      { path: new URL(game.seasonShareUrl).pathname, ready: season },
      { path: '/dashboard' },
      { path: '/teams' },
      { path: `/teams/${game.teamId}` },
      { path: '/upload' },
      { path: '/account' },
      { path: '/' },
      { path: '/pricing' },
      { path: '/how-it-works' },
      { path: '/faq' },
      { path: '/contact' },
    ]);
    expect(overflowing).toEqual([]);
    // The play-by-play still names each play's team to a screen reader, as the wide screen shows it.
    await visit(page, `/games/${game.gameId}`);
    expect(await playByPlay(page).getByRole('cell', { name: 'Northside Tigers' }).count()).toBeGreaterThan(100);
    expect(customer.problems).toEqual([]);
  });

  it('scrolls no further than a screen past its content: the back office, the queue and the workspace of the 500-play game', async () => {
    const admin = await openPage(browser, 'mobile');
    opened.push(admin);
    const page = admin.page;
    await signInAs(page, inject('baseUrl'), DEMO_ADMIN.email, DEMO_ADMIN.password);
    const overflowing = await overflowingPages(page, [
      ...ADMIN_SECTIONS.map((section) => ({ path: `/admin/${section}` })),
      { path: '/analyst', ready: (shown: Page) => shown.getByRole('row', { name: new RegExp(queuedName) }) },
      { path: `/analyst/games/${game.gameId}`, ready: (shown: Page) => shown.getByTestId('save-status') },
    ]);
    expect(overflowing).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});

/** Where the first table or list of the page's content starts (the queue's games, a back-office section's rows). */
async function firstListTop(page: Page): Promise<number> {
  const list = page.locator('main section table, main section ul, main section ol, main table').first();
  await list.waitFor();
  return list.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

describe("the staff's tools", () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('at 1280 x 900 the back office and the queue show their first table or list above the fold, under a slim bar: no hero, no site footer', async () => {
    const admin = await openPage(browser, 'desktop');
    opened.push(admin);
    const page = admin.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, inject('baseUrl'), DEMO_ADMIN.email, DEMO_ADMIN.password);
    const below: string[] = [];
    for (const path of [...ADMIN_SECTIONS.map((section) => `/admin/${section}`), '/analyst']) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      const top = await firstListTop(page);
      if (top >= 900) below.push(`${path}: its first table or list starts at ${String(Math.round(top))} px`);
      // The site's frame is not there: its navigation bar, its hero band and its footer.
      expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(0);
      expect(await page.locator('footer').count(), path).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Admin' }).isVisible(), path).toBe(
        true,
      );
    }
    expect(below).toEqual([]);
    expect(admin.problems).toEqual([]);
  });

  it('an analyst works the tools by keyboard on a phone: the tools, the account menu, no serious axe violation', async () => {
    const analyst = await openPage(browser, 'mobile');
    opened.push(analyst);
    const page = analyst.page;
    await signInAs(page, inject('baseUrl'), DEMO_ANALYST.email, DEMO_ANALYST.password);
    await visit(page, '/analyst');
    await page.getByRole('row', { name: new RegExp(queuedName) }).waitFor();
    const tools = page.getByRole('navigation', { name: 'Tools' });
    expect(await tools.getByRole('link').allTextContents()).toEqual(['Analysis']);
    expect(await tools.getByRole('link', { name: 'Analysis' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('footer').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // From the top of the page: the skip link, the home link, the tools, then the account menu.
    const menu = page.getByRole('button', { name: /account menu/ });
    for (let presses = 0; presses < 4 && !(await menu.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(`Signed in as ${DEMO_ANALYST.email}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Escape closes it and leaves the focus on its button; Enter opens it again, and its links are next in order.
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Account');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/account');
    // The account page is the site's again: its navigation bar and footer.
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'attached' });
    expect(await page.locator('footer').count()).toBe(1);
    expect(analyst.problems).toEqual([]);
  });
});
