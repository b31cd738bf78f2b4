import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, visit, type TestPage } from './support/browser';
import { deliveredLongGame, type LongGame } from './support/long-game';

/**
 * Issue 37: the statistics page opens on the game. On a phone and at 1280 px, the final score and each team's total
 * are in the first screen, the page never scrolls sideways, and from 1280 px up each team's box fits its column.
 * The sections are all drawn shortly after the page loads, without being scrolled to: find-in-page and a screen
 * reader's heading and table navigation find what they hold.
 */
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

let browser: Browser;
let game: LongGame;
/** A player's play as the play-by-play writes it, among the first 50 it lists (in game order). */
let playLine: string;

beforeAll(async () => {
  browser = await launchBrowser();
  game = await deliveredLongGame(inject('baseUrl'), 'layout', 500);
  const answer = await fetch(`${inject('baseUrl')}/api/games/${game.gameId}/boxscore`, { headers: { cookie: game.cookie } });
  const { report } = (await answer.json()) as { report: { plays: { description: string }[] } };
  playLine = report.plays.map((play) => play.description).find((line, index) => index > 10 && /^#\d+ /.test(line)) ?? '';
  expect(playLine).not.toBe('');
}, 180_000);
afterAll(async () => {
  await browser.close();
});

/** Where an element is on the screen, and whether the box that scrolls it sideways (if any) shows it whole. */
function placement(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    let clippedBy: string | null = null;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        clippedBy = parent.getAttribute('aria-label') ?? parent.tagName;
    }
    return {
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      screen: { width: window.innerWidth, height: window.innerHeight },
      clippedBy,
    };
  });
}

async function expectInFirstScreen(locator: Locator, what: string) {
  const { top, bottom, left, right, screen, clippedBy } = await placement(locator);
  expect(top, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(bottom, `${what}: bottom`).toBeLessThanOrEqual(screen.height);
  expect(left, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(right, `${what}: right`).toBeLessThanOrEqual(screen.width);
  expect(clippedBy, `${what}: hidden by a sideways scroll`).toBeNull();
}

/** Find-in-page as a script can ask for it (`window.find`: not standard, so not in the DOM's types). */
const findInPage = (page: Page, text: string) =>
  page.evaluate((line) => (window as unknown as { find: (text: string) => boolean }).find(line), text);

const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - document.documentElement.clientWidth);

describe('the statistics page opens on the game', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  for (const [screen, options] of Object.entries(SCREENS)) {
    it(`shows the score and both teams' totals in the first screen at ${String(options.viewport.width)}x${String(options.viewport.height)}, the owner's page and the shared link's, without the page scrolling sideways`, async () => {
      const reader = await openPage(browser, 'desktop', options);
      opened.push(reader);
      const { page } = reader;
      for (const [who, url, cookie] of [
        ['owner', `/games/${game.gameId}`, game.cookie],
        ['shared', new URL(game.gameShareUrl).pathname, undefined],
      ] as const) {
        await page.context().setExtraHTTPHeaders(cookie ? { cookie } : {});
        await visit(page, url);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const score = page.locator('#final-score');
        expect(await score.textContent()).toMatch(/Northside Tigers \d+ – \d+ Harbour Hawks/);
        await expectInFirstScreen(score, `${who} ${screen}: the final score`);
        const lineScore = page.getByRole('table', { name: 'Score by period' });
        for (const team of ['Northside Tigers', 'Harbour Hawks']) {
          const total = lineScore
            .getByRole('row', { name: new RegExp(`^${team}`) })
            .getByRole('cell')
            .last();
          await expectInFirstScreen(total, `${who} ${screen}: the ${team}' total`);
        }
        // Once every section is drawn, nothing runs past the right edge.
        await expect.poll(() => page.getByTestId('section-placeholder').count()).toBe(0);
        expect(await pageOverflow(page), `${who} ${screen}`).toBeLessThanOrEqual(0);
      }
      expect(reader.problems).toEqual([]);
    });
  }

  it("fits each team's whole box in its column at 1280 px", async () => {
    const reader = await openPage(browser, 'desktop', SCREENS.desktop);
    opened.push(reader);
    const { page } = reader;
    await page.context().setExtraHTTPHeaders({ cookie: game.cookie });
    await visit(page, `/games/${game.gameId}`);
    for (const team of ['Northside Tigers', 'Harbour Hawks']) {
      const box = page.getByRole('region', { name: `${team} box score` });
      await box.waitFor();
      const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, `${team}: the box is ${String(scrollWidth)} px in ${String(clientWidth)}`).toBeLessThanOrEqual(
        clientWidth,
      );
      // Its last column (EFF) is on the screen, not behind a sideways scroll.
      const last = box.getByRole('columnheader').last();
      await last.scrollIntoViewIfNeeded();
      const { left, right, screen, clippedBy } = await placement(last);
      expect(left, team).toBeGreaterThanOrEqual(0);
      expect(right, team).toBeLessThanOrEqual(screen.width);
      expect(clippedBy, team).toBeNull();
    }
    expect(reader.problems).toEqual([]);
  });

  it('keeps the player column and the header row in view on a phone while the figures scroll, both ways', async () => {
    // A small phone (an iPhone SE's width, a browser's bars taking some height), on which a team's box is taller
    // than the part of the screen it may take.
    const reader = await openPage(browser, 'mobile', { ...SCREENS.phone, viewport: { width: 375, height: 560 } });
    opened.push(reader);
    const { page } = reader;
    await page.context().setExtraHTTPHeaders({ cookie: game.cookie });
    await visit(page, `/games/${game.gameId}`);
    const box = page.getByRole('region', { name: 'Northside Tigers box score' });
    await box.waitFor();
    await box.scrollIntoViewIfNeeded();
    const name = box.getByRole('rowheader').first();
    const header = box.getByRole('columnheader', { name: 'PTS' });
    const before = { name: await placement(name), header: await placement(header) };
    const scrolled = await box.evaluate((element) => {
      element.scrollLeft = 200;
      element.scrollTop = 100;
      return { left: element.scrollLeft, top: element.scrollTop };
    });
    // The figures scrolled within the box, both ways.
    expect(scrolled.left).toBeGreaterThan(0);
    expect(scrolled.top).toBeGreaterThan(60);
    const after = { name: await placement(name), header: await placement(header), box: await placement(box) };
    // The names stay at its left edge (and cover the figures passing under them) while the rows go up; the header
    // row stays at its top (the team's name above it has scrolled away) while the figures go left.
    expect(after.name.left).toBeCloseTo(before.name.left, 0);
    expect(after.name.top).toBeCloseTo(before.name.top - scrolled.top, 0);
    expect(await name.evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(after.header.top).toBeCloseTo(after.box.top, 0);
    expect(after.header.left).toBeLessThan(before.header.left);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(reader.problems).toEqual([]);
  });

  it('finds a play-by-play line with find-in-page 3 s after the page loads, without scrolling', async () => {
    const reader = await openPage(browser, 'mobile', SCREENS.phone);
    opened.push(reader);
    const { page } = reader;
    await page.context().setExtraHTTPHeaders({ cookie: game.cookie });
    await page.goto(`/games/${game.gameId}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await findInPage(page, playLine)).toBe(true);
    // Every section's headings and tables are there for a screen reader's navigation.
    expect(await page.getByTestId('section-placeholder').count()).toBe(0);
    for (const name of ['Northside Tigers box score', 'Team comparison', 'Play-by-play']) {
      expect(await page.getByRole('region', { name }).count(), name).toBeGreaterThan(0);
    }
    expect(reader.problems).toEqual([]);
  });
});
