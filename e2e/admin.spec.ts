import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DEMO_ADMIN, deliverThroughApi, signInAs, waitUntilReady } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage, release } from './support/browser';
import { signUpWithGames } from './support/customer';
import { createLinkGame } from './support/guarantee';

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
    await release(opened, customer);
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
    await release(opened, admin);
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
    // The customer's page opens in the admin's context, emptied of its cookies and storage (openPage).
    await release(opened, admin);

    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    await signInAs(customer.page, baseUrl, email, 'a long enough password');
    await customer.page.goto('/dashboard');
    await expect
      .poll(async () => (await customer.page.getByTestId('games-remaining').textContent())?.match(/\d+/)?.[0])
      .toBe('3');
    await release(opened, customer);
  });

  it('lists a delivered game with when it was delivered, and a deleted account only when asked, with no balance', async () => {
    const baseUrl = inject('baseUrl');
    const stamp = String(Date.now());
    const { cookie } = await signUpWithGames(baseUrl, `delivered-${stamp}@club.com.au`, 1);
    const gameName = `Delivered then left ${stamp}`;
    const gameId = await createLinkGame(baseUrl, cookie, gameName);
    await waitUntilReady(baseUrl, cookie, gameId);
    const roster = (prefix: string) =>
      Array.from({ length: 5 }, (_, i) => ({
        id: `${prefix}${String(i + 1)}`,
        number: String(i + 4),
        name: `P ${prefix}${String(i)}`,
      }));
    await deliverThroughApi(
      baseUrl,
      gameId,
      {
        home: { name: 'Tigers', players: roster('t') },
        away: { name: 'Hawks', players: roster('h') },
        periods: 4,
        periodSeconds: 600,
        overtimeSeconds: 300,
      },
      [{ period: 1, videoMs: 1000, body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 } }],
    );
    // Another customer deletes their account with a game left.
    const leaving = await signUpWithGames(baseUrl, `leaving-${stamp}@club.com.au`, 1);
    const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { cookie: leaving.cookie } })).json()) as {
      user: { id: string };
    };
    const deleted = await fetch(`${baseUrl}/api/me`, {
      method: 'DELETE',
      headers: { cookie: leaving.cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a long enough password' }),
    });
    expect(deleted.status).toBe(204);

    const admin = await openPage(browser, 'desktop');
    opened.push(admin);
    const page = admin.page;
    await signInAs(page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await page.goto('/admin/games');
    await page.getByLabel('Game name or customer e-mail').fill(gameName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const time = page.getByRole('row', { name: new RegExp(gameName) }).getByTestId('admin-game-time');
    await expect.poll(() => time.textContent()).toMatch(/^Delivered [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);

    // The deleted account's e-mail is now deleted-<id>@deleted.invalid: searched for, it is not listed ... (Users
    // from the tab bar: the same page, without loading the app again.)
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByLabel('Search by e-mail or name').fill(me.user.id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(`No users match “${me.user.id}”.`).waitFor();
    // ... until the admin asks for deleted accounts: marked deleted, with no balance (its game left is none).
    await page.getByLabel('Accounts').selectOption('deleted');
    const row = page.getByRole('row', { name: new RegExp(me.user.id) });
    await row.getByText('Deleted', { exact: true }).waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('—No balance');
    expect(admin.problems).toEqual([]);
    await release(opened, admin);
  });
});
