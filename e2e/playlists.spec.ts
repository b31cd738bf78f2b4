import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { deliverThroughApi, signInAs, uploadGame, waitUntilReady } from './support/analysis';
import { downloaded, launchBrowser, openPage, seriousA11yViolations, type TestPage, visit, release } from './support/browser';
import { signUpWithGames } from './support/customer';
import { tigersAndHawks } from './support/tigers-hawks';

let browser: Browser;
let directory: string;
let video: string;

const SETUP = tigersAndHawks(['Sam Smith', 'Ann Lee', 'Bo Diaz', 'Cy Moss', 'Di Park', 'Ed Fox']);

/**
 * Ann Lee (#5) turns the ball over three times, the last an offensive foul; the turnovers' windows (5 s before,
 * 2 s after) are 7-14 s, 25-32 s and 43-50 s of the footage, apart. She also assists at 5 s and scores at 38 s.
 */
const PLAYS = [
  { period: 1, videoMs: 1000, body: { type: 'period_start' } },
  { period: 1, videoMs: 5000, body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, assistId: 't2' } },
  { period: 1, videoMs: 12_000, body: { type: 'turnover', team: 'home', playerId: 't2', kind: 'travel' } },
  { period: 1, videoMs: 18_000, body: { type: 'shot', team: 'away', playerId: 'h1', made: false, points: 3 } },
  { period: 1, videoMs: 19_000, body: { type: 'rebound', team: 'home', playerId: 't3', offensive: false } },
  { period: 1, videoMs: 30_000, body: { type: 'turnover', team: 'home', playerId: 't2', stealId: 'h2' } },
  { period: 1, videoMs: 38_000, body: { type: 'shot', team: 'home', playerId: 't2', made: true, points: 3 } },
  { period: 1, videoMs: 48_000, body: { type: 'foul', team: 'home', playerId: 't2', kind: 'offensive', drawnById: 'h3' } },
  { period: 1, videoMs: 55_000, body: { type: 'period_end' } },
];

const password = 'a long enough password';
let email: string;
let gameId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-playlists-'));
  video = path.join(directory, 'game.mp4');
  await makeTestVideo(video, { width: 160, height: 90, seconds: 60 });
  const baseUrl = inject('baseUrl');
  email = `playlists-${String(Date.now())}@club.com.au`;
  const { cookie } = await signUpWithGames(baseUrl, email, 1);
  gameId = await uploadGame(baseUrl, cookie, video, `Tigers v Hawks playlists ${String(Date.now())}`);
  await waitUntilReady(baseUrl, cookie, gameId);
  await deliverThroughApi(baseUrl, gameId, SETUP, PLAYS);
}, 180_000);
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

/** The playlist player's video in view (of its two, the other waits hidden at the next window's start). */
const footageOf = (dialog: Locator) => dialog.locator('video:not([aria-hidden="true"])');

/**
 * Records, in the page, where each seek of the playlist player's video in view goes (in seconds, to a tenth): its
 * `currentTime` at `seeking`, which is the seek's target while it is under way (at `seeked` the footage may already
 * have played on, by half a second and more on a busy machine), counted at `seeked` if the video is then the one in
 * view (the player marks the other hidden a render after it has sent it to the next window).
 */
async function recordSeeks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seeks: number[] = [];
    Object.assign(window, { playlistSeeks: seeks });
    const targets = new WeakMap<EventTarget, number>();
    // Media events do not bubble; a capturing listener on the document still sees them.
    document.addEventListener(
      'seeking',
      (event) => {
        if (event.target instanceof HTMLVideoElement) targets.set(event.target, event.target.currentTime);
      },
      true,
    );
    document.addEventListener(
      'seeked',
      (event) => {
        const target = event.target;
        // The player's hidden video, waiting at the next window's start, is not what the customer sees.
        const shown =
          target instanceof HTMLVideoElement && target.closest('dialog') && target.getAttribute('aria-hidden') !== 'true';
        if (shown) seeks.push(Math.round((targets.get(target) ?? target.currentTime) * 10) / 10);
      },
      true,
    );
  });
}
const seeks = (page: Page) => page.evaluate(() => (window as unknown as { playlistSeeks: number[] }).playlistSeeks.slice());

/**
 * Pauses the dialog's playlist with its button, as a user would, so that it does not run on to the next play by
 * itself while the test looks (a busy machine can take seconds between two steps). It waits for the first seek
 * to land first: the player starts playing as it seeks, and a pause before that would be undone by it.
 */
async function pausePlaylist(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(async () => (await seeks(page)).length).toBeGreaterThan(0);
  const paused = () => footageOf(dialog).evaluate((element: HTMLVideoElement) => element.paused);
  // Still paused here only when the browser's autoplay rules held the footage back.
  if (!(await paused())) await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(paused).toBe(true);
}

/** Plays the dialog's video if the browser's autoplay rules held it back (the Play button, as a user would). */
async function ensurePlaying(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await footageOf(dialog).evaluate((element: HTMLVideoElement) => element.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
}

describe('playlists: every counted figure plays back to back', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it("a customer plays a player's turnovers back to back: the footage moves from window to window, and the keyboard steps through them", async () => {
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const { page } = customer;
    await recordSeeks(page);
    await signInAs(page, inject('baseUrl'), email, password);
    await visit(page, `/games/${gameId}`);
    await page.getByRole('heading', { name: 'Box score' }).waitFor();

    // Ann Lee's TOV cell (3) plays her three turnovers.
    const tigers = page.getByRole('table', { name: /Tigers/ }).first();
    await tigers.getByRole('button', { name: 'Watch all (3): #5 Ann Lee — turnovers' }).click();
    const dialog = page.getByRole('dialog', { name: '#5 Ann Lee — turnovers' });
    await dialog.waitFor();
    const position = dialog.getByTestId('playlist-position');
    const sentence = dialog.getByTestId('playlist-play');
    await expect.poll(() => position.textContent()).toBe('1 of 3');
    const first = await sentence.textContent();
    expect(first).toMatch(/#5 Ann Lee.*turnover/i);
    expect(await dialog.getByText(/^Q1/).count()).toBeGreaterThan(0);
    // Seeks read where they go, to the second, once they have landed.
    const seconds = async (count: number) => (await seeks(page)).slice(0, count).map(Math.round);
    await expect.poll(() => seconds(1)).toEqual([7]);
    await ensurePlaying(page);

    // At the first window's end (14 s) the footage in view moves on to the second window (25-32 s) by itself: the
    // player's other video was waiting there.
    const shownAt = () => footageOf(dialog).evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime));
    await expect.poll(shownAt, { timeout: 30_000 }).toBeGreaterThanOrEqual(25);
    expect(await shownAt()).toBeLessThan(32);
    await expect.poll(() => position.textContent()).not.toBe('1 of 3');
    const second = await dialog.getByTestId('playlist-play').textContent();
    expect(second).toMatch(/#5 Ann Lee/);
    expect(second).not.toBe(first);

    // Space (the player has the focus from its opening) pauses; the right arrow goes on to the offensive foul (a
    // turnover too), the left arrow back, each from its window's start.
    await page.keyboard.press('Space');
    await expect.poll(() => footageOf(dialog).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    // A seek cut short by the next one has no seeked event: each step waits for its own to land.
    const last = async () => Math.round((await seeks(page)).at(-1) ?? -1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toBe('1 of 3');
    await expect.poll(last).toBe(7);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe('2 of 3');
    await expect.poll(last).toBe(25);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe('3 of 3');
    await expect.poll(last).toBe(43);
    expect(await sentence.textContent()).toMatch(/#5 Ann Lee.*offensive foul/i);

    // Pause and play are buttons, big enough for a thumb.
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await dialog.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await footageOf(dialog).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const size = await dialog.getByRole('button', { name: 'Next' }).boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(44);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(customer.problems).toEqual([]);
    await release(opened, customer);
  }, 120_000);

  it("the play-by-play's filter plays its plays, overlapping windows merged: a play inside a window starts halfway from the one before", async () => {
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const { page } = customer;
    await recordSeeks(page);
    await signInAs(page, inject('baseUrl'), email, password);
    await visit(page, `/games/${gameId}`);
    const plays = page.locator('section[aria-labelledby="plays"]');
    await plays.scrollIntoViewIfNeeded();
    await plays.getByLabel('Player', { exact: true }).selectOption({ label: '#5 Ann Lee' });
    // Her five plays: the assist at 5 s and the turnover at 12 s share one window (0-14 s), as do the turnover at
    // 30 s and her three at 38 s (25-40 s); the offensive foul at 48 s has its own (43-50 s).
    await plays.getByRole('button', { name: 'Watch all (5): Plays: #5 Ann Lee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plays: #5 Ann Lee' });
    const position = dialog.getByTestId('playlist-position');
    await pausePlaylist(page, dialog);
    await expect.poll(() => position.textContent()).toBe('1 of 5');
    expect(await dialog.getByTestId('playlist-play').textContent()).toMatch(/#4 Sam Smith makes a 2-pt shot/);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => position.textContent()).toBe('2 of 5');
    // The first window starts at the footage's start (a seek to 0 s), Next at 8.5 s, halfway from 5 s to 12 s.
    // Read where each seek goes, to the half second below.
    await expect.poll(async () => Math.floor(((await seeks(page)).at(-1) ?? 0) * 2) / 2).toBe(8.5);
    expect((await seeks(page)).slice(0, -1).every((at) => Math.floor(at) === 0)).toBe(true);
    expect(await dialog.getByTestId('playlist-play').textContent()).toMatch(/#5 Ann Lee.*turnover/i);
    expect(customer.problems).toEqual([]);
    await release(opened, customer);
  }, 120_000);

  it('fits a phone: the player opens over the page without sideways scrolling, axe clean; the shared page has no footage', async () => {
    const phone = await openPage(browser, 'mobile');
    opened.push(phone);
    const { page } = phone;
    await recordSeeks(page);
    await signInAs(page, inject('baseUrl'), email, password);
    await visit(page, `/games/${gameId}`);
    const plays = page.locator('section[aria-labelledby="plays"]');
    await plays.scrollIntoViewIfNeeded();
    await plays.getByRole('button', { name: /^Watch all \(\d+\): Plays: all$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Plays: all' });
    await expect.poll(() => dialog.getByTestId('playlist-position').textContent()).toMatch(/^1 of \d+$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // A thumb presses Next: the playlist goes on by one play.
    await pausePlaylist(page, dialog);
    const at = Number.parseInt((await dialog.getByTestId('playlist-position').textContent()) ?? '', 10);
    await dialog.getByRole('button', { name: 'Next' }).tap();
    await expect
      .poll(() => dialog.getByTestId('playlist-position').textContent())
      .toMatch(new RegExp(`^${String(at + 1)} of \\d+$`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(phone.problems).toEqual([]);

    // A shared game link (no reel) never plays the footage: no video, no Watch all.
    const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const baseUrl = inject('baseUrl');
    const response = await fetch(`${baseUrl}/api/games/${gameId}/share-links`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresInDays: null }),
    });
    const { url } = (await response.json()) as { url: string };
    // The visitor's page opens in the phone's context, emptied of its cookies and storage (openPage).
    await release(opened, phone);
    const visitor = await openPage(browser, 'mobile');
    opened.push(visitor);
    await visitor.page.goto(url);
    await visitor.page.getByRole('heading', { name: 'Box score' }).waitFor();
    await visitor.page.locator('section[aria-labelledby="plays"]').scrollIntoViewIfNeeded();
    await visitor.page.locator('[role="region"][aria-label="Play-by-play"]').waitFor();
    expect(await visitor.page.locator('video').count()).toBe(0);
    expect(await visitor.page.getByRole('button', { name: /^Watch all/ }).count()).toBe(0);
    expect(visitor.problems).toEqual([]);
    await release(opened, visitor);
  }, 120_000);
  it('a customer downloads a playlist as a video, then shares that reel: the shared page plays it and nothing else', async () => {
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const { page } = customer;
    await signInAs(page, inject('baseUrl'), email, password);
    await visit(page, `/games/${gameId}`);
    await page.getByRole('heading', { name: 'Box score' }).scrollIntoViewIfNeeded();
    const tigers = page.getByRole('table', { name: /Tigers/ }).first();
    await tigers.getByRole('button', { name: 'Watch all (3): #5 Ann Lee — turnovers' }).click();
    const dialog = page.getByRole('dialog', { name: '#5 Ann Lee — turnovers' });
    await dialog.getByRole('button', { name: 'Download as video' }).click();
    // The job cuts the three 7-second windows; the player says when the video can be saved.
    const save = dialog.getByRole('link', { name: 'Save the video' });
    await save.waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toMatch(/turnovers\.mp4$/);
    const bytes = await downloaded(download);
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    await page.keyboard.press('Escape');

    // The game's reels list it, ready; Share gives a link shown once.
    await page.locator('#reels').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Share #5 Ann Lee — turnovers' }).click();
    const shareUrl = await page.getByLabel('Reel share link (shown once)').inputValue();
    expect(shareUrl).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    expect(customer.problems).toEqual([]);
    await release(opened, customer);

    // On a phone, the shared page plays that reel: one video, the reel's own address, no footage, axe clean.
    const visitor = await openPage(browser, 'mobile');
    opened.push(visitor);
    await visit(visitor.page, shareUrl);
    const reel = visitor.page.locator('video');
    await reel.waitFor();
    expect(await reel.count()).toBe(1);
    expect(await reel.getAttribute('src')).toMatch(/^\/api\/shared\/[A-Za-z0-9_-]{43}\/reel\.mp4$/);
    expect(await visitor.page.getByRole('button', { name: /^Watch all/ }).count()).toBe(0);
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await release(opened, visitor);
  }, 180_000);
});
