import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

let counter = 0;
const PASSWORD = 'a long enough password';

/** A new customer with 0 games, made through the API (the sign-up page has its own tests). */
async function newCustomer(): Promise<string> {
  const email = `buyer-${Date.now()}-${++counter}@club.com.au`;
  const response = await fetch(`${inject('baseUrl')}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: inject('baseUrl') },
    body: JSON.stringify({ name: 'Jordan Coach', email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return email;
}

async function signInFromLogin(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signIn(page: Page, email: string) {
  await visit(page, '/login');
  await signInFromLogin(page, email);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Chooses `games` on the multi card and presses Get Started. */
async function buyMulti(page: Page, games: number) {
  const card = page.getByTestId('plan-multi');
  for (let count = 5; count < games; count += 1) await card.getByRole('button', { name: /^More games/ }).click();
  expect(await card.getByTestId('game-count').textContent()).toBe(String(games));
  await card.getByRole('button', { name: 'Get Started' }).click();
}

describe('buying games in test mode', () => {
  it('pricing, sign in, 7 games on the multi plan, pay: the dashboard shows 7 more games and an AU$224.00 purchase', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    const email = await newCustomer();
    await visit(page, '/pricing');
    await page.getByTestId('plan-multi').getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInFromLogin(page, email);
    await page.waitForURL((url) => url.pathname === '/pricing');

    await buyMulti(page, 7);
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await page.getByText('TEST MODE', { exact: true }).waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toBe('AU$224.00');
    expect(await page.getByText('7 x AU$32.00').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay AU$224.00' }).click();

    // Back on the dashboard: it confirms the payment, then shows the new balance and the purchase.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Payment received.').waitFor();
    expect(new URL(page.url()).searchParams.has('session_id')).toBe(false);
    expect(await page.getByTestId('games-remaining').textContent()).toBe('7');
    const row = page.getByTestId('purchase-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('5-19 Games Package');
    expect(cells[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(cells.slice(2)).toEqual(['AU$224.00', '7', 'completed']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The receipt is in the outbox, once.
    const mailbox = await (await fetch(`${inject('baseUrl')}/api/dev/mailbox`)).json();
    const receipts = (mailbox as { messages: { to: string; subject: string }[] }).messages.filter(
      (message) => message.to === email && message.subject.startsWith('Your Courtside receipt'),
    );
    expect(receipts.map((message) => message.subject)).toEqual(['Your Courtside receipt: 7 games']);
    expect(problems).toEqual([]);
    await close();
  });

  it('Cancel on the payment page returns to pricing and leaves no purchase', async () => {
    const { page, problems, close } = await openPage(browser, 'mobile');
    await signIn(page, await newCustomer());
    await visit(page, '/pricing');
    await page.getByTestId('plan-single').getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    expect(await page.getByTestId('checkout-total').textContent()).toBe('AU$35.00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');

    await visit(page, '/dashboard');
    await page.getByText('No purchase history available').waitFor();
    expect(await page.getByTestId('games-remaining').textContent()).toBe('0');
    expect(problems).toEqual([]);
    await close();
  });

  it('Get Started is disabled while the checkout starts, and enabled again after a failure, which is only logged', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await signIn(page, await newCustomer());
    await visit(page, '/pricing');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/checkout/sessions', async (route) => {
      await held;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'checkout_failed', message: 'Failed to create checkout session' } }),
      });
    });
    const button = page.getByTestId('plan-season').getByRole('button', { name: 'Get Started' });
    await button.click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button'))
        .filter((b) => b.textContent === 'Get Started')
        .every((b) => b.disabled),
    );
    release();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button'))
        .filter((b) => b.textContent === 'Get Started')
        .every((b) => !b.disabled),
    );
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems.some((problem) => problem.includes('Failed to create checkout session'))).toBe(true);
    await close();
  });

  it("on return without a payment, waits with 'Loading your dashboard...' and after 2 minutes says so and offers support", async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await signIn(page, await newCustomer());
    // A real session that is never paid: start a checkout and walk away from its page.
    const response = await page.request.post('/api/checkout/sessions', {
      data: { packageType: 'single', quantity: 1 },
      headers: { origin: inject('baseUrl') },
    });
    const { sessionId } = (await response.json()) as { sessionId: string };
    await page.clock.install();
    await visit(page, `/dashboard?session_id=${sessionId}`);
    expect(await page.getByRole('heading', { name: 'Loading your dashboard...' }).isVisible()).toBe(true);
    await page.clock.fastForward(60_000);
    expect(await page.getByRole('heading', { name: 'Loading your dashboard...' }).isVisible()).toBe(true);
    await page.clock.fastForward(61_000);
    await page.getByRole('heading', { name: 'We have not received your payment yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact');
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.getByRole('heading', { name: 'Purchase History' }).waitFor();
    expect(await page.getByTestId('purchase-row').locator('td').last().textContent()).toBe('pending');
    expect(problems).toEqual([]);
    await close();
  });

  it("the purchase history says when the session has ended, or the server failed, in the spec's words", async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await signIn(page, await newCustomer());
    const answers = [
      { status: 401, error: { code: 'unauthorized', message: 'Please log in again' } },
      { status: 500, error: { code: 'internal_error', message: 'Something went wrong. Please try again later.' } },
    ];
    const expected = ['Please log in to view purchase history', 'Something went wrong. Please try again later.'];
    for (const [index, answer] of answers.entries()) {
      await page.route('**/api/purchases', (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify({ error: answer.error }) }),
      );
      // Reached in the app (a page load of the dashboard arrives drawn from the server's own answers).
      await visit(page, '/pricing');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      expect(await page.getByRole('alert').textContent()).toBe(expected[index]);
      await page.unroute('**/api/purchases');
    }
    await close();
  });
});
