import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { deliverThroughApi, signInAs, uploadGame, waitUntilReady } from './support/analysis';
import {
  downloaded,
  launchBrowser,
  openPage,
  printedPages,
  seriousA11yViolations,
  type TestPage,
  visit,
} from './support/browser';
import { signUpWithGames } from './support/customer';
import { deliveredLongGame, type LongGame } from './support/long-game';
import { tigersAndHawks } from './support/tigers-hawks';

let browser: Browser;
let directory: string;
let video: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-stats-'));
  video = path.join(directory, 'game.mp4');
  await makeTestVideo(video, { width: 640, height: 360, seconds: 20, audio: true });
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

const SETUP = tigersAndHawks(['Sam Smith', 'Ann Lee', 'Bo Diaz', 'Cy Moss', 'Di Park', 'Ed Fox']);

/** Tigers 7, Hawks 5 in the first quarter, every shot located; Ann Lee scores 5, Sam Smith 2. */
const PLAYS = [
  { period: 1, videoMs: 1000, body: { type: 'period_start' } },
  {
    period: 1,
    videoMs: 2000,
    body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, x: 1, y: 7, assistId: 't2' },
  },
  { period: 1, videoMs: 4000, body: { type: 'shot', team: 'away', playerId: 'h1', made: false, points: 3, x: -20, y: 20 } },
  { period: 1, videoMs: 5000, body: { type: 'rebound', team: 'home', playerId: 't3', offensive: false } },
  { period: 1, videoMs: 7000, body: { type: 'shot', team: 'home', playerId: 't2', made: true, points: 3, x: 22, y: 3 } },
  { period: 1, videoMs: 9000, body: { type: 'turnover', team: 'home', playerId: 't4', stealId: 'h2' } },
  {
    period: 1,
    videoMs: 11_000,
    body: { type: 'shot', team: 'away', playerId: 'h2', made: true, points: 2, x: 0, y: 6, fastBreak: true },
  },
  { period: 1, videoMs: 13_000, body: { type: 'shot', team: 'home', playerId: 't2', made: true, points: 2, x: -10, y: 15 } },
  { period: 1, videoMs: 15_000, body: { type: 'shot', team: 'away', playerId: 'h3', made: true, points: 3, x: 0, y: 28 } },
  { period: 1, videoMs: 17_000, body: { type: 'period_end' } },
];

describe('the statistics page of a delivered game', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('a customer sorts the box score, filters the shot chart, watches a play, downloads the PDF and the CSV, and shares the game', async () => {
    const baseUrl = inject('baseUrl');
    const name = `Tigers v Hawks stats ${String(Date.now())}`;
    const email = `stats-${String(Date.now())}@club.com.au`;
    const { cookie } = await signUpWithGames(baseUrl, email, 1);
    const gameId = await uploadGame(baseUrl, cookie, video, name);
    await waitUntilReady(baseUrl, cookie, gameId);
    await deliverThroughApi(baseUrl, gameId, SETUP, PLAYS);

    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const page = customer.page;
    await signInAs(page, baseUrl, email, 'a long enough password');
    await visit(page, `/games/${gameId}`);

    // The header: both teams and the final score.
    await page.getByRole('heading', { name: /Tigers 7\D+5 Hawks/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Sorting the Tigers' table by points puts Ann Lee (5) above Sam Smith (2).
    const tigers = page.getByRole('table', { name: /Tigers/ }).first();
    await tigers.getByRole('button', { name: 'PTS', exact: true }).click();
    const names = async () => (await tigers.locator('tbody tr th').allTextContents()).map((text) => text.trim());
    await expect.poll(async () => (await names())[0]).toContain('Ann Lee');
    expect((await names()).findIndex((text) => text.includes('Ann Lee'))).toBeLessThan(
      (await names()).findIndex((text) => text.includes('Sam Smith')),
    );

    // The shot chart shows all six located shots; filtered to the Hawks, three.
    // The sections are drawn one after another shortly after the page.
    await page.locator('#shots').scrollIntoViewIfNeeded();
    const chart = page.getByRole('img', { name: /Shot chart/ });
    await chart.waitFor();
    expect(await chart.locator('title').count()).toBe(6);
    await page.getByLabel('Team', { exact: true }).first().selectOption('away');
    await expect.poll(() => chart.locator('title').count()).toBe(3);

    // Choosing a play seeks the footage to a few seconds before it, then plays it: the seek is read as it starts
    // (\`currentTime\` is then its target), as the position moves on once playing starts (by seconds when busy).
    await page.locator('#plays').scrollIntoViewIfNeeded();
    const footage = page.locator('video');
    await footage.evaluate((element: HTMLVideoElement) => {
      element.addEventListener('seeking', () => element.setAttribute('data-seeking-to', String(element.currentTime)), {
        once: true,
      });
    });
    await page.getByRole('button', { name: /^Watch: #5 Ann Lee makes a 2-pt shot/ }).click();
    await expect.poll(async () => Math.round(Number(await footage.getAttribute('data-seeking-to')))).toBe(8);

    // The downloads: a PDF and a CSV, named after the game.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /PDF report/ }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^tigers-v-hawks-stats-\d+-box-score\.pdf$/);
    expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Box score CSV/ }).click()]);
    const text = (await downloaded(csv)).toString('utf8');
    expect(text).toContain('Ann Lee');

    // A share link: shown once, opens the game read-only for anyone, and stops working once revoked.
    await page.getByRole('button', { name: 'Create share link' }).click();
    const shareUrl = await page.getByLabel('Share link').inputValue();
    expect(shareUrl).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    const visitor = await openPage(browser, 'mobile');
    opened.push(visitor);
    await visit(visitor.page, shareUrl);
    await visitor.page.getByRole('heading', { name: /Tigers 7\D+5 Hawks/ }).waitFor();
    expect(await visitor.page.locator('video').count()).toBe(0);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // Every section drawn, and laid out as a reader scrolling down lays it out (a section far from the screen is
    // not: axe would read its colours against whatever is painted where it would be), then checked whole.
    await scrollThrough(visitor.page);
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    // The shared answer names players and plays by keys of its own, which still join: Ann Lee's two located shots.
    await visitor.page.locator('#shots').scrollIntoViewIfNeeded();
    const sharedChart = visitor.page.getByRole('img', { name: /Shot chart/ });
    await expect.poll(() => sharedChart.locator('title').count()).toBe(6);
    await visitor.page.getByLabel('Player', { exact: true }).first().selectOption({ label: '#5 Ann Lee' });
    await expect.poll(() => sharedChart.locator('title').count()).toBe(2);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByText('No share links yet').waitFor();
    await visitor.page.reload();
    await visitor.page.getByText('This link is not valid. It may have been revoked or expired.').waitFor();
    expect(customer.problems).toEqual([]);
  });
});

/**
 * Scrolls the page down a screen at a time to its end, then back to the top, once every section is drawn: each
 * section is laid out as it comes near the screen (content-visibility), as it is for a reader.
 */
async function scrollThrough(page: Page) {
  await expect.poll(() => page.getByTestId('section-placeholder').count()).toBe(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = await page.evaluate(() => window.innerHeight);
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Made-attempted cells ("49-93") of the page's tables that the browser laid out on more than one line. */
function wrappedTotals(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table td'))
      .filter((cell) => /\d-\d/.test(cell.textContent) && cell.getClientRects().length > 0)
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
      })
      .map((cell) => cell.textContent),
  );
}

describe("the statistics page of a long game, as the coach's sheet", () => {
  let game: LongGame;
  const opened: TestPage[] = [];
  beforeAll(async () => {
    game = await deliveredLongGame(inject('baseUrl'), 'sheet', 500);
  }, 180_000);
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('prints the sheet on at most four A4 pages, without controls or notices, and the play-by-play only when asked', async () => {
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const { page } = customer;
    await signInAs(page, inject('baseUrl'), game.email, game.password);
    await visit(page, `/games/${game.gameId}`);
    await page.getByRole('heading', { name: 'Box score' }).waitFor();
    await page.getByRole('heading', { name: 'Play-by-play' }).waitFor();

    // The box score carries the sheet's columns, the team row and the totals.
    const home = page.getByRole('table', { name: /Northside Tigers/ }).first();
    // The sections are drawn one after another, just after the page is interactive.
    await home.locator('thead th').first().waitFor();
    const headers = (await home.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headers.slice(1)).toEqual([
      'MIN',
      'PTS',
      'FGM-FGA',
      'FG%',
      '2PM-2PA',
      '2P%',
      '3PM-3PA',
      '3P%',
      'FTM-FTA',
      'FT%',
      'OREB',
      'DREB',
      'REB',
      'AST',
      'TOV',
      'STL',
      'BLK',
      'BLKA',
      'PF',
      'FD',
      '+/-',
      'EFF',
    ]);
    await home.getByRole('rowheader', { name: 'Team', exact: true }).waitFor();
    // The team's minutes: five players for four ten-minute quarters.
    expect(
      await home
        .getByRole('row', { name: /^Totals/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('200:00');
    // Two of the generated Tigers never come on.
    expect(await home.getByRole('cell', { name: 'DNP' }).count()).toBeGreaterThan(0);
    await page
      .getByText(/^Team fouls:/)
      .first()
      .waitFor();
    expect(await page.getByTestId('game-header').textContent()).toContain('Oct 1, 2026');

    // 500 plays printed on 21 pages; the sheet fits on four.
    const sheetPages = await printedPages(page);
    expect(sheetPages).toBeLessThanOrEqual(4);
    await page.emulateMedia({ media: 'print' });
    expect(await wrappedTotals(page)).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Play-by-play' }).isVisible()).toBe(false);
    expect(await page.getByRole('group', { name: 'Downloads' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Share links' }).isVisible()).toBe(false);
    expect(await page.getByText(/^The footage (will be|was) deleted/).isVisible()).toBe(false);
    // No button prints, but as the label of a table heading (a sortable column, a figure with its plays).
    const printedButtons = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('button')).filter(
          (button) => button.getClientRects().length > 0 && !button.closest('th'),
        ).length,
    );
    expect(printedButtons).toBe(0);
    await page.emulateMedia({ media: 'screen' });

    // A filtered shot chart says its filter on paper.
    await page.getByLabel('Team', { exact: true }).first().selectOption('away');
    await page.getByLabel('Period', { exact: true }).first().selectOption('2');
    await page.emulateMedia({ media: 'print' });
    await page.getByText('Shot chart: Harbour Hawks, Q2 only').waitFor();
    await page.emulateMedia({ media: 'screen' });

    // Asked for, the lineups and the play-by-play print too.
    await page.getByLabel(/^Include the lineups and the play-by-play when printing/).check();
    expect(await printedPages(page)).toBeGreaterThan(sheetPages + 5);
    expect(customer.problems).toEqual([]);
  });

  it('fits a phone: the page does not scroll sideways, the box score scrolls in its own box with the names in view', async () => {
    const visitor = await openPage(browser, 'mobile');
    opened.push(visitor);
    const { page } = visitor;
    await signInAs(page, inject('baseUrl'), game.email, game.password);
    await visit(page, `/games/${game.gameId}`);
    // The sections are drawn one after another shortly after the page: scroll to the box score.
    await page.getByRole('heading', { name: 'Box score' }).scrollIntoViewIfNeeded();
    const box = page.getByRole('region', { name: 'Northside Tigers box score' });
    await box.waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const name = box.getByRole('rowheader').first();
    expect(await name.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
    expect(await wrappedTotals(page)).toEqual([]);
    // The sheet's parts; the short game above checks the lineups and the play-by-play with axe.
    const sheet = await seriousA11yViolations(page, {
      exclude: ['section[aria-labelledby="plays"]', 'section[aria-labelledby="lineups"]'],
    });
    expect(sheet).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });
});
