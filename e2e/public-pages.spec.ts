import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser';

const ROUTES = [
  { path: '/', heading: 'Upload your basketball video and get a detailed box score within a day. No app required.' },
  { path: '/how-it-works', heading: 'From game footage to box score in five steps' },
  { path: '/pricing', heading: 'Simple pricing per game' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/contact', heading: 'Talk to us' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/login', heading: 'Sign in to Courtside' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

// One route after another, each in a page of the viewport's context that the one before left (support/browser.ts):
// side by side, each in a context of its own, the 22 cost Chromium 116-126 CPU-seconds against 73-79, and the run's
// lanes already hold both cores. `expect` is the test's own.
describe.each(VIEWPORT_NAMES)('every public route at %s width', (viewport) => {
  it.for(ROUTES)(
    '$path renders its page with no errors, no CSP violation and no serious axe violation',
    async ({ path, heading }, { expect }) => {
      const { page, problems, close } = await openPage(browser, viewport);
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await page.locator('footer').textContent()).toContain('Quick Links');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe('legal pages', () => {
  it.each([
    ['/terms', 16],
    ['/privacy', 13],
  ] as const)('%s has %i sections written for Courtside', async (path, count) => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, path);
    await expect.poll(() => page.getByTestId('legal-section').count()).toBe(count);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Melbourne');
    if (path === '/terms') {
      for (const promise of ['Australian dollars', 'Credits do not expire', 'within 7 days']) expect(text).toContain(promise);
    } else {
      for (const promise of ['No facial recognition', 'Footage is deleted', 'payment provider']) expect(text).toContain(promise);
    }
    await close();
  });
});

describe('the 404 page', () => {
  it('links back home', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/definitely/not/here');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Upload your basketball video');
    await close();
  });
});
