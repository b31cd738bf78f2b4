import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signInAs } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, visit, type TestPage } from './support/browser';
import { signUpWithGames } from './support/customer';
import { createUpload } from './support/tus';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * A customer's dashboard lists their games 50 at a time: the counts are of all their games, and "Show more
 * games", reached and pressed from the keyboard, brings the rest and moves focus to the first game it added.
 * The games are uploads started and left open, so they never enter the analysts' queue other specs read.
 */
describe("the dashboard's game list, page by page", () => {
  let customer: TestPage;
  afterAll(async () => {
    await customer.close();
  });

  it('shows 50 games, then the rest on "Show more games" from the keyboard, with focus on the first new one', async () => {
    const baseUrl = inject('baseUrl');
    const email = `many-games-${String(Date.now())}@club.com.au`;
    // The single-game plan sells at most 50 at once: two checkouts for 53 credits.
    const { cookie } = await signUpWithGames(baseUrl, email, 50);
    const more = await fetch(`${baseUrl}/api/checkout/sessions`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ packageType: 'single', quantity: 3 }),
    });
    const { sessionId } = (await more.json()) as { sessionId: string };
    const paid = await fetch(`${baseUrl}/api/checkout/test-sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
    });
    expect(paid.status).toBe(200);
    for (let game = 1; game <= 53; game += 1) {
      await createUpload(baseUrl, cookie, {
        size: 1_000_000,
        filename: `round-${String(game)}.mp4`,
        name: `Round ${String(game)}`,
      });
    }

    customer = await openPage(browser, 'desktop');
    const page = customer.page;
    await signInAs(page, baseUrl, email, 'a long enough password');
    // The server draws the dashboard: its button answers once the app has taken the page over.
    await visit(page, '/dashboard');
    const rows = page.getByTestId('game-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(50);
    expect(await page.getByTestId('total-games').textContent()).toBe('53');
    // Newest first: the last upload heads the list.
    expect(await rows.first().textContent()).toMatch(/^Round 53/);

    const showMore = page.getByRole('button', { name: 'Show more games' });
    await showMore.focus();
    await page.keyboard.press('Enter');
    await rows.nth(52).waitFor();
    expect(await rows.count()).toBe(53);
    expect(await rows.last().textContent()).toMatch(/^Round 1\D/);
    // The last page is in: no button, and focus went to the first game it added, not to the page's top.
    expect(await showMore.count()).toBe(0);
    expect(await rows.nth(50).evaluate((row) => row === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(customer.problems).toEqual([]);
  });
});
