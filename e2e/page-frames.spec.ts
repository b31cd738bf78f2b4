import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_ANALYST, signInAs, waitUntilReady } from './support/analysis';
import { VIEWPORTS, launchBrowser, openPage, seriousA11yViolations, visit, type TestPage, release } from './support/browser';
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
    // The first table of each report: the sections below the first screens render as they near it.
    const statistics = (shown: Page) => shown.getByRole('table', { name: 'Score by period' });
    const season = (shown: Page) => shown.getByRole('heading', { name: 'Results', level: 2 });
    const overflowing = await overflowingPages(page, [
      { path: `/games/${game.gameId}`, ready: statistics },
      { path: new URL(game.gameShareUrl).pathname, ready: statistics },
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
    await visit(page, `/games/${game.gameId}#plays`);
    const playByPlay = page.getByRole('region', { name: 'Play-by-play' }).last();
    await playByPlay.waitFor();
    // A section draws its rows once in view, as a transition: they may come a moment after the section.
    await expect.poll(() => playByPlay.getByRole('cell', { name: 'Northside Tigers' }).count()).toBeGreaterThan(10);
    expect(customer.problems).toEqual([]);
    await release(opened, customer);
  });

  it("draws a 500-play game's statistics a part at a time, every part soon after the page without scrolling, a linked one at once, all when printed; plays 50 at a time; lineups in a few screens", async () => {
    const customer = await openPage(browser, 'mobile');
    opened.push(customer);
    const page = customer.page;
    await signInAs(page, inject('baseUrl'), game.email, game.password);
    await visit(page, `/games/${game.gameId}`);
    await page.getByRole('table', { name: 'Score by period' }).waitFor();
    // Far below the first screen, the play-by-play and the lineups are drawn in their turn without being scrolled
    // to (find-in-page and a screen reader's navigation find them, issue 37); their headings are there at once.
    const section = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, level: 2 }) });
    const plays = section('Play-by-play');
    const lineups = section('Lineups');
    await plays.getByRole('heading').waitFor();
    await expect.poll(() => page.getByTestId('section-placeholder').count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await plays.getByRole('region', { name: 'Play-by-play' }).locator('tbody tr').first().waitFor();
    await lineups.getByRole('region', { name: 'Northside Tigers five-man units' }).waitFor();

    // The lineups: the units by number and family name (the full name in its title), the five
    // that played most a team at first, and a whole 500-play game's lineups in a few screens.
    await lineups.scrollIntoViewIfNeeded();
    const tigerUnits = lineups.getByRole('region', { name: 'Northside Tigers five-man units' });
    await tigerUnits.waitFor();
    expect(await tigerUnits.locator('tbody tr').count()).toBe(5);
    expect(await tigerUnits.locator('tbody th abbr').first().getAttribute('title')).toMatch(/^#\d+ Tiger \d+$/);
    const height = await lineups.evaluate((element) => element.getBoundingClientRect().height);
    expect(height, `the lineups are ${String(Math.round(height))} px tall`).toBeLessThan(3 * PHONE.height);
    // "Show all" brings every unit, and the focus goes to the first one it added.
    const showAll = lineups.getByRole('button', { name: /^Show all \d+ Northside Tigers units$/ });
    const units = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
    await showAll.click();
    expect(await tigerUnits.locator('tbody tr').count()).toBe(units);
    expect(
      await tigerUnits
        .locator('tbody tr')
        .nth(5)
        .evaluate((row) => row === document.activeElement),
    ).toBe(true);

    // The play-by-play: 50 plays, then 50 more, the first new one focused; a filter starts again from the top.
    await plays.scrollIntoViewIfNeeded();
    const rows = plays.getByRole('region', { name: 'Play-by-play' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(50);
    const total = Number((await plays.getByRole('status').textContent())?.match(/^(\d+) plays/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(500);
    await plays.getByRole('button', { name: 'Show 50 more plays' }).click();
    expect(await rows.count()).toBe(100);
    expect(await rows.nth(50).evaluate((row) => row === document.activeElement)).toBe(true);
    await plays.getByLabel('Period', { exact: true }).selectOption({ index: 2 });
    expect(await rows.count()).toBe(50);
    expect(await plays.getByRole('status').textContent()).toMatch(/^Showing \d+ of \d+ plays, the first 50 listed$/);
    await plays.getByLabel('Period', { exact: true }).selectOption({ index: 0 });

    // Printed, the page holds everything: every section, every play, every unit of both teams.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await page.getByTestId('section-placeholder').count()).toBe(0);
    expect(await rows.count()).toBe(total);
    expect(await lineups.getByRole('button', { name: /^Show all/ }).count()).toBe(0);

    // A link to a section draws it and scrolls to it, however far down it is (from another page: the same page
    // with a new hash would keep what printing drew); the others are drawn in their turn. The page before is a blank
    // one: the game's page loads afresh all the same, without the cost of loading one of ours first.
    await page.goto('about:blank');
    await visit(page, `/games/${game.gameId}#plays`);
    await rows.first().waitFor();
    await expect
      .poll(() => plays.getByRole('heading').evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
      .toBeLessThan(PHONE.height);
    await expect.poll(() => page.getByTestId('section-placeholder').count()).toBe(0);
    expect(customer.problems).toEqual([]);
    await release(opened, customer);
  });

  it("shows the dashboard and the purchases within the phone's width: whole game names, no table scrolling sideways", async () => {
    const customer = await openPage(browser, 'mobile');
    opened.push(customer);
    const page = customer.page;
    await signInAs(page, inject('baseUrl'), game.email, game.password);
    const answer = await fetch(`${inject('baseUrl')}/api/games/${game.gameId}`, { headers: { cookie: game.cookie } });
    const { name } = (await answer.json()) as { name: string };
    await visit(page, '/dashboard');
    await page.getByTestId('purchase-row').first().waitFor();
    // The game's whole name can be read, wrapped if need be.
    const gameName = page.getByTestId('game-row').getByText(name, { exact: true });
    expect(await gameName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Nothing runs past the right edge: neither the page, nor a box within it that scrolls or clips sideways.
    const overflowing = await page.evaluate(() => {
      const wide = Array.from(document.querySelectorAll('main *')).filter((element) => {
        const { overflowX } = getComputedStyle(element);
        // A box of 1 px is left to screen readers (sr-only).
        return overflowX !== 'visible' && element.clientWidth > 1 && element.scrollWidth - element.clientWidth > 1;
      });
      const page = document.scrollingElement;
      return [
        ...(page && page.scrollWidth > window.innerWidth ? [`the page: ${String(page.scrollWidth)} px wide`] : []),
        ...wide.map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class'))}">: ${String(element.scrollWidth)} px wide`,
        ),
      ];
    });
    expect(overflowing).toEqual([]);
    // The purchase still reads as a table, each figure under its column's name.
    const cells = await page.getByTestId('purchase-row').first().locator('td').allTextContents();
    expect(cells.slice(2)).toEqual(['AU$35.00', '1', 'completed']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(customer.problems).toEqual([]);
    await release(opened, customer);
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
    await release(opened, admin);
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
    await release(opened, admin);
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
    await release(opened, analyst);
  });
});
