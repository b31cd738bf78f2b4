import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser';
import { makeTestVideo } from '../apps/server/src/test/test-video';

let browser: Browser;
let directory: string;
let smallVideo: string;
let largeVideo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-upload-'));
  smallVideo = path.join(directory, 'Tigers vs Hawks.mp4');
  await makeTestVideo(smallVideo, { width: 640, height: 360, seconds: 5, audio: true });
  // Noise does not compress: a few MB that take seconds to send on a throttled connection.
  largeVideo = path.join(directory, 'Grand Final.mp4');
  await makeTestVideo(largeVideo, { width: 640, height: 360, noise: true });
  await writeFile(path.join(directory, 'scores.pdf'), '%PDF-1.4\n%%EOF\n');
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

let counter = 0;

/** A signed-in customer with `games` credits, bought through the test-mode checkout. */
async function customerWithGames(page: Page, games: number): Promise<void> {
  const email = `uploader-${Date.now()}-${++counter}@club.com.au`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Jordan Coach', email, password: 'a long enough password' },
    headers: { origin: inject('baseUrl') },
  });
  expect(signUp.status()).toBe(200);
  if (games > 0) {
    const headers = { origin: inject('baseUrl') };
    const checkout = await page.request.post('/api/checkout/sessions', {
      data: { packageType: 'single', quantity: games },
      headers,
    });
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    expect((await page.request.post(`/api/checkout/test-sessions/${sessionId}/pay`, { headers })).status()).toBe(200);
  }
}

/** Records every value the upload progress bar shows, so a test can tell it reached 100%. */
async function recordProgress(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
const widget = (page: Page) => page.getByTestId('upload-widget');
const percentShown = async (page: Page) => Number.parseInt((await page.getByTestId('upload-percent').textContent()) ?? '0', 10);

const devtools = new WeakMap<Page, CDPSession>();

/**
 * Limits the page's upload speed (null: no limit), so an upload lasts long enough to pause, cancel or reload.
 * One DevTools session per page: Chromium keeps each session's emulation, so a second session could not lift it.
 */
async function limitUpload(page: Page, bytesPerSecond: number | null) {
  let cdp = devtools.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    devtools.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond === null ? 0 : 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** Starts uploading the large video on a slow connection and waits until `percent` of it has gone. */
async function startSlowUpload(page: Page, percent: number) {
  await limitUpload(page, 400 * 1024);
  await page.getByTestId('file-input').setInputFiles(largeVideo);
  await widget(page).getByRole('button', { name: 'Upload Game' }).click();
  await page.waitForFunction(
    (target) => Number.parseInt(document.querySelector('[data-testid="upload-percent"]')?.textContent ?? '0', 10) >= target,
    percent,
  );
}

describe('uploading a game in the browser', () => {
  it('uploads a 5-second MP4: progress to 100%, the success screen, and the dashboard shows it processing, one game fewer, even when the answer to its creation is lost', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await recordProgress(page);
    await customerWithGames(page, 2);
    await visit(page, '/upload');
    expect(await widget(page).getByTestId('games-remaining').textContent()).toBe('2');
    expect(await widget(page).getByRole('button', { name: 'Upload Game' }).isDisabled()).toBe(true);

    await page.getByTestId('file-input').setInputFiles(smallVideo);
    const selected = await page.getByTestId('selected-file').textContent();
    expect(selected).toMatch(/^Tigers vs Hawks\.mp4\d+\.\d{2} MB$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The creation's answer is lost on its way back (the game made, the connection reset): the upload sends its
    // creation again under the same Idempotency-Key and is answered the same upload, so one game takes one credit.
    const creations: (string | null)[] = [];
    await page.route('**/api/uploads', async (route) => {
      creations.push(await route.request().headerValue('idempotency-key'));
      if (creations.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await widget(page).getByRole('button', { name: 'Upload Game' }).click();
    await widget(page).getByRole('heading', { name: 'Upload Successful!' }).waitFor();
    expect((await progressSeen(page)).at(-1)).toBe(100);
    expect(await widget(page).getByTestId('games-remaining').textContent()).toBe('1');
    expect(creations).toHaveLength(2);
    expect(creations[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(creations[1]).toBe(creations[0]);

    await widget(page).getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Recent Games' }).waitFor();
    const row = page.getByTestId('game-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/^Tigers vs Hawks.*Processing$/);
    expect(await page.getByTestId('total-games').textContent()).toBe('1');
    expect(await page.getByTestId('processing-games').textContent()).toBe('1');
    expect(await page.getByTestId('games-remaining').textContent()).toBe('1');
    // Checked on a fresh load: mid-navigation the navigation bar is still fading between its two looks.
    await visit(page, '/dashboard');
    await page.getByTestId('game-row').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The browser reports the creation whose connection was reset; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await close();
  });

  it('pauses and resumes an upload on a slow connection, finishing from where it stopped', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await customerWithGames(page, 1);
    await visit(page, '/upload');
    await startSlowUpload(page, 10);
    await widget(page).getByRole('button', { name: 'Pause' }).click();
    await widget(page).getByText('Paused').waitFor();
    const pausedAt = await percentShown(page);
    expect(pausedAt).toBeGreaterThanOrEqual(10);
    expect(pausedAt).toBeLessThan(100);
    await page.waitForTimeout(1000);
    expect(await percentShown(page)).toBe(pausedAt);

    await limitUpload(page, null);
    await widget(page).getByRole('button', { name: 'Resume' }).click();
    await widget(page).getByRole('heading', { name: 'Upload Successful!' }).waitFor({ timeout: 60_000 });
    await visit(page, '/dashboard');
    await page.getByTestId('game-row').first().waitFor();
    expect(await page.getByTestId('game-row').textContent()).toMatch(/^Grand Final.*Processing$/);
    expect(problems).toEqual([]);
    await close();
  });

  it('warns before leaving mid-upload, and after a reload resumes the same file from the server offset, on one credit', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await recordProgress(page);
    await customerWithGames(page, 1);
    await visit(page, '/upload');
    await startSlowUpload(page, 20);
    await widget(page).getByRole('button', { name: 'Pause' }).click();
    const pausedAt = await percentShown(page);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(dialogs).toEqual(['beforeunload']);

    await limitUpload(page, null);
    expect(await widget(page).getByTestId('games-remaining').textContent()).toBe('0');
    expect(await widget(page).getByTestId('unfinished-upload').textContent()).toContain('Grand Final');
    await page.getByTestId('file-input').setInputFiles(largeVideo);
    await widget(page).getByRole('button', { name: 'Upload Game' }).click();
    await widget(page).getByRole('heading', { name: 'Upload Successful!' }).waitFor({ timeout: 60_000 });
    // The page started again from the server's offset, not from 0.
    const seen = await progressSeen(page);
    expect(seen.find((value) => value > 0)).toBeGreaterThanOrEqual(pausedAt - 1);
    await visit(page, '/dashboard');
    await page.getByTestId('game-row').first().waitFor();
    expect(await page.getByTestId('game-row').count()).toBe(1);
    expect(await page.getByTestId('games-remaining').textContent()).toBe('0');
    expect(problems).toEqual([]);
    await close();
  });

  it('Cancel stops the upload, ends the game and gives the credit back', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await customerWithGames(page, 1);
    await visit(page, '/upload');
    await startSlowUpload(page, 5);
    expect(await widget(page).getByTestId('games-remaining').textContent()).toBe('0');
    await widget(page).getByRole('button', { name: 'Cancel' }).click();
    await widget(page).getByRole('button', { name: 'Upload Game' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="games-remaining"]')?.textContent === '1');
    await limitUpload(page, null);
    await visit(page, '/dashboard');
    await page.getByTestId('game-row').first().waitFor();
    expect(await page.getByTestId('game-row').textContent()).toMatch(/^Grand Final.*Cancelled$/);
    expect(await page.getByTestId('games-remaining').textContent()).toBe('1');
    expect(problems).toEqual([]);
    await close();
  });

  it('adds a game from a YouTube link in URL mode', async () => {
    const { page, problems, close } = await openPage(browser, 'mobile');
    await customerWithGames(page, 1);
    await visit(page, '/upload');
    await widget(page).getByRole('button', { name: 'Video URL' }).click();
    const submit = widget(page).getByRole('button', { name: 'Upload Game' });
    await widget(page).getByLabel('Video URL').fill('https://www.youtube.com/watch?v=abc123');
    expect(await submit.isDisabled()).toBe(true);
    await widget(page).getByLabel('Game Name').focus();
    await widget(page).getByLabel('Video URL').focus();
    await widget(page).getByText('Please enter a name for the game').waitFor();
    await widget(page).getByLabel('Game Name').fill('Semi Final');
    expect(await widget(page).getByText('Please enter a name for the game').count()).toBe(0);
    await submit.click();
    await widget(page).getByRole('heading', { name: 'Upload Successful!' }).waitFor();
    expect(await widget(page).getByTestId('games-remaining').textContent()).toBe('0');
    await visit(page, '/dashboard');
    await page.getByTestId('game-row').first().waitFor();
    expect(await page.getByTestId('game-row').textContent()).toMatch(/^Semi Final.*Processing$/);
    expect(await page.getByRole('button', { name: 'Upload New Game' }).isDisabled()).toBe(true);
    expect(await page.getByRole('tooltip').textContent()).toBe('No games remaining');
    expect(problems).toEqual([]);
    await close();
  });

  it('refuses a file that is not a video with the file-selection message, keeping Upload Game disabled', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await customerWithGames(page, 1);
    await visit(page, '/upload');
    await page.getByTestId('file-input').setInputFiles(path.join(directory, 'scores.pdf'));
    await widget(page)
      .getByText(/^File type must be/)
      .waitFor();
    expect(await widget(page).getByRole('button', { name: 'Upload Game' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("shows a new customer's dashboard empty state and a helpful way in", async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await customerWithGames(page, 0);
    await visit(page, '/dashboard');
    await page.getByRole('heading', { name: 'No Games Yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upload Your First Game' }).getAttribute('href')).toBe('/upload');
    await page.getByText('No purchase history available').waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
