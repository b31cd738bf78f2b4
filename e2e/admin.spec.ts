import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DEMO_ADMIN, signInAs } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage } from './support/browser';
import { signUpWithGames } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The back office's sections, as its tab bar names them, and the heading each page draws. */
const SECTIONS = [
  { tab: 'Users', heading: 'Users' },
  { tab: 'Games', heading: 'Games' },
  { tab: 'Guarantee requests', heading: 'Guarantee requests' },
  { tab: 'Purchases', heading: 'Purchases' },
  { tab: 'Contact inbox', heading: 'Contact inbox' },
  { tab: 'Analysts', heading: 'Analysts' },
  { tab: 'Audit log', heading: 'Audit log' },
];

describe('the back office', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('is closed to customers: no Admin link, and /admin says so', async () => {
    const baseUrl = inject('baseUrl');
    const email = `not-admin-${String(Date.now())}@club.com.au`;
    await signUpWithGames(baseUrl, email, 0);
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    await signInAs(customer.page, baseUrl, email, 'a long enough password');
    await customer.page.goto('/admin/users');
    await customer.page.getByRole('heading', { name: 'No access', level: 1 }).waitFor();
    await customer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await customer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('an admin opens every section from the tab bar, with no errors and no serious axe violation', async () => {
    const admin = await openPage(browser, 'desktop');
    opened.push(admin);
    const page = admin.page;
    await signInAs(page, inject('baseUrl'), DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    const tabs = page.getByRole('navigation', { name: 'Back office' });
    for (const section of SECTIONS) {
      await tabs.getByRole('link', { name: section.tab, exact: true }).click();
      await page.getByRole('heading', { name: section.heading, level: 2, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await tabs.getByRole('link', { name: section.tab, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await seriousA11yViolations(page), section.tab).toEqual([]);
    }
    expect(admin.problems).toEqual([]);
  });

  it("an admin gives a customer games with a reason: the customer's balance and the audit log show it", async () => {
    const baseUrl = inject('baseUrl');
    const email = `given-games-${String(Date.now())}@club.com.au`;
    await signUpWithGames(baseUrl, email, 1);
    const admin = await openPage(browser, 'desktop');
    opened.push(admin);
    const page = admin.page;
    await signInAs(page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await page.goto('/admin/users');
    await page.getByLabel('Search by e-mail or name').fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await row.getByRole('button').click();
    await page.getByLabel('Games to add (a negative number takes games)').fill('2');
    await page.getByLabel('Reason (kept in the ledger and the audit log)').fill('Footage arrived corrupted twice');
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByText('Done. The balance is now 3 games.').waitFor();

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await page
      .getByRole('cell', { name: /\+2 games, balance then 3: “Footage arrived corrupted twice”/ })
      .first()
      .waitFor();
    expect(admin.problems).toEqual([]);

    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    await signInAs(customer.page, baseUrl, email, 'a long enough password');
    await customer.page.goto('/dashboard');
    await expect
      .poll(async () => (await customer.page.getByTestId('games-remaining').textContent())?.match(/\d+/)?.[0])
      .toBe('3');
  });
});
