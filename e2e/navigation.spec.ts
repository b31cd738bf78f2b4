import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES, launchBrowser, openPage, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLook = (page: Page) =>
  nav(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, shadow: style.boxShadow !== 'none' };
  });

describe.each(VIEWPORT_NAMES)('navigation bar at %s width', (viewport) => {
  it('is transparent at the top and white with a shadow once scrolled past 20 px', async () => {
    const { page, close } = await openPage(browser, viewport);
    await visit(page, '/pricing');
    await expect.poll(() => navLook(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: false });

    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(400);
    expect(await navLook(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: false });

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => navLook(page)).toEqual({ background: 'rgb(255, 255, 255)', shadow: true });

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navLook(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: false });
    await close();
  });
});

describe('navigation links', () => {
  it('shows the public links, Sign In and Get Started while signed out', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    // The signed-out links appear once the session check has answered.
    await nav(page).getByRole('link', { name: 'Sign In' }).waitFor();
    for (const name of ['Home', 'How It Works', 'Pricing', 'FAQ', 'Contact', 'Sign In', 'Get Started']) {
      expect(await nav(page).getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await nav(page).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await nav(page).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    await close();
  });

  it('scrolls to the top on every path change', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/terms');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('footer links reach every page they name', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/');
    const footer = page.locator('footer');
    for (const [name, path] of [
      ['How It Works', '/how-it-works'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['Contact Us', '/contact'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    expect(await footer.getByRole('link', { name: 'Upload Your Game' }).getAttribute('href')).toBe('/upload');
    await close();
  });
});

describe('mobile menu', () => {
  it('opens from the menu button and closes when a link changes the route', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await nav(page).getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
    await toggle.tap();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await menu.getByRole('link', { name: 'Pricing' }).tap();
    await page.waitForURL('**/pricing');
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('closes with Escape', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    await visit(page, '/faq');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.locator('#mobile-menu').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    await close();
  });
});
