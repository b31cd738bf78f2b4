import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAs } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser';
import { signUpWithGames } from './support/customer';

let browser: Browser;

/** The signed-in user the API answers the page's cookies with (null when signed out). */
const signedIn = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { user: unknown }).user);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the specs' pages (support/browser.ts)", () => {
  it("a page opened after another test's starts in the same context with nothing of it: signed out, no storage, no headers", async () => {
    const email = `pages-${String(Date.now())}@club.com.au`;
    await signUpWithGames(inject('baseUrl'), email, 1);
    const first = await openPage(browser, 'desktop');
    await signInAs(first.page, inject('baseUrl'), email, 'a long enough password');
    await first.page.goto('/');
    expect(await signedIn(first.page)).not.toBeNull();
    await first.page.evaluate(() => localStorage.setItem('left-behind', 'yes'));
    await first.page.context().setExtraHTTPHeaders({ 'x-left-behind': 'yes' });
    const context = first.page.context();
    await first.close();

    const second = await openPage(browser, 'desktop');
    expect(second.page.context()).toBe(context);
    await second.page.goto('/');
    expect(await second.page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
    expect(await second.page.context().cookies()).toEqual([]);
    expect(await signedIn(second.page)).toBeNull();
    const sent = second.page.waitForRequest((request) => request.url().endsWith('/favicon.svg'));
    await second.page.evaluate(() => void fetch('/favicon.svg', { cache: 'no-store' }));
    expect((await sent).headers()['x-left-behind']).toBeUndefined();
    await second.close();
  });

  it('axe, as the specs run it, names what is wrong on a page that breaks a rule', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, '/terms');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const nameless = document.createElement('button');
      nameless.innerHTML = '<svg width="10" height="10"></svg>';
      document.querySelector('main')?.append(nameless);
      const picture = document.createElement('img');
      picture.src = '/favicon.svg';
      document.querySelector('main')?.append(picture);
    });
    const violations = await seriousA11yViolations(page);
    expect(violations.find((violation) => violation.startsWith('button-name:'))).toContain('main > button');
    expect(violations.find((violation) => violation.startsWith('image-alt:'))).toContain('(img)');
    await close();
  });
});
