import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signInAs } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage } from './support/browser';
import { signUpWithGames } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('teams and rosters', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('a coach creates a team, adds players, imports a roster (a bad file imports nothing) and archives a player', async () => {
    const baseUrl = inject('baseUrl');
    const email = `teams-${String(Date.now())}@club.com.au`;
    await signUpWithGames(baseUrl, email, 0);
    const coach = await openPage(browser, 'desktop');
    opened.push(coach);
    const page = coach.page;
    await signInAs(page, baseUrl, email, 'a long enough password');

    await page.goto('/teams');
    await page.getByText('No teams yet.').waitFor();
    await page.getByLabel('Team name').fill('Northside Tigers');
    await page.getByLabel('Short name').fill('TIG');
    await page.getByLabel('Season').fill('2026 winter');
    await page.getByRole('button', { name: 'Add team' }).click();
    await page.getByRole('link', { name: /Northside Tigers/ }).click();
    await page.getByRole('heading', { name: 'Northside Tigers', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // One by one; a number already worn is refused with who wears it.
    await page.getByLabel('Number').fill('7');
    await page.getByLabel('Name', { exact: true }).fill('Sam Lee');
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('row', { name: /Sam Lee/ }).waitFor();
    await page.getByLabel('Number').fill('7');
    await page.getByLabel('Name', { exact: true }).fill('Jo King');
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByText('Number 7 is already Sam Lee').waitFor();

    // A file with a bad line imports nothing and says which lines.
    const roster = page.getByLabel('Or paste it here');
    await roster.fill('number,name,position\n4,Max Ade,Guard\n7,Jo King,\nten,Ann Ash,\n');
    await page.getByRole('button', { name: 'Import roster' }).click();
    await page.getByText('Line 3: Number 7 is already Sam Lee', { exact: true }).waitFor();
    expect(await page.getByText('Line 4: A number is one to three digits, like 7 or 00', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /Max Ade/ }).count()).toBe(0);

    await roster.fill('number,name,position\n4,Max Ade,Guard\n11,"Ree, Ola",Center\n');
    await page.getByRole('button', { name: 'Import roster' }).click();
    await page.getByText('2 players added.').waitFor();
    await page.getByRole('row', { name: /Ree, Ola/ }).waitFor();

    // Sam leaves the team: archived, kept, and #7 is free for Jo.
    await page.getByRole('button', { name: 'Archive Sam Lee' }).click();
    await page.getByRole('button', { name: 'Bring back Sam Lee' }).waitFor();
    await page.getByLabel('Number').fill('7');
    await page.getByLabel('Name', { exact: true }).fill('Jo King');
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('row', { name: /Jo King/ }).waitFor();
    const names = await page.locator('tbody th').allTextContents();
    expect(names).toEqual(['Max Ade', 'Jo King', 'Ree, Ola', 'Sam Lee(left the team)']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The only problems the browser saw are the two refusals the coach was shown.
    expect(coach.problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
