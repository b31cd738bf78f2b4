import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, deliverThroughApi, signInAs, waitUntilReady } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage, visit } from './support/browser';
import { signUpWithGames } from './support/customer';
import { createLinkGame, mailbox } from './support/guarantee';
import { tigersAndHawks } from './support/tigers-hawks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const SETUP = tigersAndHawks(['Sam Smith', 'Ann Lee', 'Bo Diaz', 'Cy Moss', 'Di Park']);
const PLAYS = [
  { period: 1, videoMs: 1000, body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 } },
  { period: 1, videoMs: 4000, body: { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 3 } },
];
const REASON = 'Half of the second quarter is missing from the play-by-play.';

describe('the 7-day satisfaction guarantee', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('a customer requests a refund, an admin approves it, the credit comes back', async () => {
    const baseUrl = inject('baseUrl');
    const email = `guarantee-${String(Date.now())}@club.com.au`;
    const name = `Tigers v Hawks guarantee ${String(Date.now())}`;
    const { cookie } = await signUpWithGames(baseUrl, email, 2);
    const gameId = await createLinkGame(baseUrl, cookie, name);
    await waitUntilReady(baseUrl, cookie, gameId);
    await deliverThroughApi(baseUrl, gameId, SETUP, PLAYS);

    // The customer notes their balance, then asks for a refund from the game's page.
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const page = customer.page;
    await signInAs(page, baseUrl, email, 'a long enough password');
    await page.goto('/dashboard');
    const remaining = page.getByTestId('games-remaining');
    await expect.poll(async () => (await remaining.textContent())?.match(/\d+/)?.[0]).toBe('1');
    const before = Number((await remaining.textContent())?.match(/\d+/)?.[0]);

    await visit(page, `/games/${gameId}`);
    const guarantee = page.getByRole('region', { name: 'Satisfaction guarantee' });
    await guarantee.waitFor();
    await page.getByText(/The footage will be deleted on .+; the box score and plays stay\./).waitFor();
    await guarantee.getByRole('button', { name: 'Request reprocessing or a refund' }).click();
    await guarantee.getByRole('radio', { name: 'Refund the game credit' }).check();
    // A reason too short is refused before anything is sent.
    await guarantee.getByLabel('What went wrong?').fill('Bad.');
    await guarantee.getByRole('button', { name: 'Send request' }).click();
    await guarantee.getByText('Please tell us what went wrong, in 10 to 2,000 characters.').waitFor();
    await guarantee.getByLabel('What went wrong?').fill(REASON);
    await guarantee.getByText(`${String(REASON.length)} / 2,000 characters`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await guarantee.getByRole('button', { name: 'Send request' }).click();
    await guarantee.getByText(/Requested on .+: waiting for our team/).waitFor();
    expect(await guarantee.getByRole('button', { name: 'Request reprocessing or a refund' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The demo admin approves it in the back office, after confirming.
    const adminPage = await openPage(browser, 'desktop');
    opened.push(adminPage);
    const admin = adminPage.page;
    await signInAs(admin, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.goto('/admin/requests');
    const card = admin.getByRole('article', { name: name });
    await card.waitFor();
    await card.getByText(REASON).waitFor();
    await card.getByText(email, { exact: false }).waitFor();
    await card.getByText(/\d+ days? left|Less than a day left/).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('One game credit goes back to the customer, who is e-mailed.').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await card.getByRole('button', { name: 'Confirm approval' }).click();
    await admin.getByRole('status').getByText(`Approved: refund the game credit for ${name}.`).waitFor();
    // Decided, it leaves the pending list and is listed as approved.
    await expect.poll(() => admin.getByRole('article', { name: name }).count()).toBe(0);
    await admin.getByLabel('Status').selectOption('approved');
    await admin
      .getByRole('article', { name: name })
      .getByText(/Approved on .+ by /)
      .waitFor();

    // The customer's credit is back, and the game's page says so.
    await page.goto('/dashboard');
    await expect.poll(async () => (await remaining.textContent())?.match(/\d+/)?.[0]).toBe(String(before + 1));
    await visit(page, `/games/${gameId}`);
    await guarantee.getByText('Approved: your game credit is back.').waitFor();
    expect(await guarantee.getByRole('button', { name: 'Request reprocessing or a refund' }).count()).toBe(0);

    // Every step was e-mailed: the customer's receipt, support's notice and the approval.
    const messages = await mailbox(baseUrl);
    const kinds = (to: string) =>
      messages.filter((message) => message.to === to && message.text.includes(name)).map((m) => m.kind);
    expect(kinds(email)).toEqual(expect.arrayContaining(['guarantee_requested', 'guarantee_refunded']));
    expect(
      messages.some(
        (message) =>
          message.kind === 'guarantee_requested_support' && message.text.includes(name) && message.text.includes(REASON),
      ),
    ).toBe(true);
    expect(messages.find((message) => message.kind === 'guarantee_refunded' && message.to === email)?.text).toContain(
      `You now have ${String(before + 1)} games remaining.`,
    );

    expect(customer.problems).toEqual([]);
    expect(adminPage.problems).toEqual([]);
  });

  it('a customer reports a mistake on a play from their phone, an admin watches and accepts it, the customer sees it accepted', async () => {
    const baseUrl = inject('baseUrl');
    const email = `play-report-${String(Date.now())}@club.com.au`;
    const name = `Tigers v Hawks report ${String(Date.now())}`;
    const { cookie } = await signUpWithGames(baseUrl, email, 1);
    const gameId = await createLinkGame(baseUrl, cookie, name);
    await waitUntilReady(baseUrl, cookie, gameId);
    await deliverThroughApi(baseUrl, gameId, SETUP, PLAYS);

    // On a phone, the customer reports the first play: the wrong player.
    const customer = await openPage(browser, 'mobile');
    opened.push(customer);
    const page = customer.page;
    await signInAs(page, baseUrl, email, 'a long enough password');
    // Linked to the play-by-play, the page draws it at once (the parts below the first screen wait until near).
    await visit(page, `/games/${gameId}#plays`);
    const reportButton = page.getByRole('button', { name: /^Report a mistake: .*Sam Smith/ });
    await reportButton.click();
    const dialog = page.getByRole('dialog', { name: 'Report a mistake' });
    await dialog.waitFor();
    // Nothing is sent before the customer says what is wrong.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose what is wrong with this play.').waitFor();
    await dialog.getByRole('radio', { name: 'Wrong player' }).check();
    await dialog.getByLabel(/^Note/).fill('That basket was Ann Lee, #5.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog
      .getByRole('status')
      .getByText(/Thank you\. We will look at this play/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const reports = page.getByRole('region', { name: 'Your reports' });
    await reports.getByText('Open: we will look at this play and answer you by e-mail.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The admin finds it in the back office, with the play and a way to watch it, and accepts it.
    const adminPage = await openPage(browser, 'desktop');
    opened.push(adminPage);
    const admin = adminPage.page;
    await signInAs(admin, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.goto('/admin/play-reports');
    const card = admin.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    await card.getByText('“That basket was Ann Lee, #5.”').waitFor();
    await card.getByRole('link', { name: /Watch the play on the video link/ }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await card.getByLabel(/^Note to the customer/).fill('Thanks, you are right.');
    await card.getByRole('button', { name: 'Accept and reopen the game' }).click();
    await admin.getByRole('status').getByText(`Accepted: ${name} went back to its analyst with the play marked.`).waitFor();
    await expect.poll(() => admin.getByRole('article').filter({ hasText: name }).count()).toBe(0);

    // The customer sees it accepted, with the admin's note, and was e-mailed.
    await visit(page, `/games/${gameId}`);
    await reports.getByText('Accepted: our analysts are correcting this play. Thanks, you are right.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const messages = await mailbox(baseUrl);
    expect(messages.some((message) => message.to === email && message.kind === 'play_report_accepted')).toBe(true);

    expect(customer.problems).toEqual([]);
    expect(adminPage.problems).toEqual([]);
  });
});
