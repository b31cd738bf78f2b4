import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { VIEWPORTS, launchBrowser, openPage, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Whether the card's inner face is turned (rotateY(180deg) gives a matrix3d starting with -1). */
const isTurned = (card: Locator) =>
  card.locator('[role="button"]').evaluate((element) => getComputedStyle(element).transform.startsWith('matrix3d(-1'));

const HEADLINE = 'Upload your basketball video and get a detailed box score within a day. No app required.';

describe('home page', () => {
  it('comes drawn from the server: the headline, the poster and the buttons show before any script has run', async () => {
    const context = await browser.newContext({ ...VIEWPORTS.mobile, baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('main h1').textContent()).toBe(HEADLINE);
    expect(await page.locator('section img').first().getAttribute('src')).toMatch(/\/assets\/hero-poster-[\w-]+\.jpg$/);
    const hero = page.locator('section').first();
    expect(await hero.getByRole('link', { name: 'Upload Your Game' }).getAttribute('href')).toBe('/upload');
    expect(await page.getByTestId('flip-card').count()).toBe(4);
    await context.close();
  });

  it('is taken over by the app as drawn (not drawn again), without an error', async () => {
    const { page, problems, close } = await openPage(browser, 'mobile');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('main h1');
      });
    });
    await visit(page, '/');
    const kept = await page.evaluate(() => {
      const drawn = (window as { drawnHeading?: Element | null }).drawnHeading;
      return !!drawn && drawn === document.querySelector('main h1');
    });
    expect(kept).toBe(true);
    // The app runs it: the menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('paints the poster first and fades the looping, muted video in once it can play', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const poster = page.locator('section img').first();
    await poster.waitFor({ state: 'attached' });
    expect(await poster.getAttribute('src')).toMatch(/\/assets\/hero-poster-[\w-]+\.jpg$/);

    const video = page.getByTestId('hero-video');
    await expect.poll(() => video.getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    // The fade lasts 1 s, as long as expect.poll waits by default: give it room on a loaded machine.
    await expect.poll(() => video.evaluate((element) => Number(getComputedStyle(element).opacity)), { timeout: 5_000 }).toBe(1);
    const state = await video.evaluate((element) => {
      const media = element as HTMLVideoElement;
      return { muted: media.muted, loop: media.loop, paused: media.paused };
    });
    expect(state).toEqual({ muted: true, loop: true, paused: false });
    await close();
  });

  it('shows the poster while the video is still downloading', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the real video response back, as a slow connection would.
    await page.route('**/*.mp4', async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/');
    const poster = page.locator('section img').first();
    await expect
      .poll(() =>
        poster.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
    const video = page.getByTestId('hero-video');
    expect(await video.getAttribute('data-ready')).toBe('false');
    expect(await video.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    release();
    await expect.poll(() => video.getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    await close();
  });

  it('serves the hero media from the immutable asset cache', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const src = await page.getByTestId('hero-video').getAttribute('src');
    const response = await page.request.get(src!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await response.body()).length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const poster = await page.request.get((await page.locator('section img').first().getAttribute('src'))!);
    expect(poster.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await poster.body()).length).toBeLessThanOrEqual(100 * 1024);
    await close();
  });

  it('has the two hero buttons, leading to upload and how it works', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const hero = page.locator('section').first();
    expect(await hero.getByRole('link', { name: 'Upload Your Game' }).getAttribute('href')).toBe('/upload');
    await hero.getByRole('link', { name: 'See How It Works' }).click();
    await page.waitForURL('**/how-it-works');
    await close();
  });

  it('flips a card on hover and turns it back when the pointer leaves', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const card = page.getByTestId('flip-card').first();
    expect(await isTurned(card)).toBe(false);
    await card.hover();
    await expect.poll(() => isTurned(card)).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => isTurned(card)).toBe(false);
    await close();
  });

  it('flips a card on keyboard focus', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const card = page.getByTestId('flip-card').nth(1);
    // Keyboard focus: Tab from the previous card.
    await page.getByTestId('flip-card').first().locator('[role="button"]').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => isTurned(card)).toBe(true);
    // It is this card that holds keyboard focus, and the one before it has turned back.
    expect(await card.locator('[role="button"]').evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => isTurned(page.getByTestId('flip-card').first())).toBe(false);
    await close();
  });

  it('flips a card on tap, and back on a second tap', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    await visit(page, '/');
    const card = page.getByTestId('flip-card').nth(2);
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await expect.poll(() => isTurned(card)).toBe(true);
    await card.tap();
    await expect.poll(() => isTurned(card)).toBe(false);
    await close();
  });

  it('closes with the call to action and its three figures', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const cta = page.locator('section', { has: page.getByRole('heading', { name: 'Ready to see your game in numbers?' }) });
    const text = await cta.textContent();
    for (const figure of ['1K+', 'moments tagged monthly', '98%', 'accuracy', '24h', 'turnaround'])
      expect(text).toContain(figure);
    expect(await cta.getByRole('link', { name: 'Upload Your Game' }).getAttribute('href')).toBe('/upload');
    await close();
  });
});
