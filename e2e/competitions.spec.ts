import { slugFor } from '@courtside/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage, visit } from './support/browser';

// A league's manager runs a season from the competitions' pages (issue 40): the league, the competition, its teams,
// the fixtures from a CSV file (a bad line named, nothing imported), the league's game named for a fixture, a result
// and a forfeit, and the ladder moving; then the competition's page on a phone. One browser, one page loaded on each
// screen; the rest is the app's own navigation.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'a long enough password';
const stamp = String(Date.now());
const LEAGUE = `Metro League ${stamp}`;
const COMPETITION = `Metro Basketball ${stamp}`;
const SEASON = '2026 Winter';
const OWNER = { name: 'Lee League', email: `competitions-${stamp}@league.com.au` };
const TEAMS = [
  ['Tigers', 'TIG'],
  ['Hawks', 'HAW'],
  ['Lions', 'LIO'],
  ['Eagles', 'EAG'],
] as const;
const HEADER = 'round,date,time,venue,home,away';
const FIXTURES = [
  '1,2026-04-11,19:30,Court 1,Tigers,Hawks',
  '1,2026-04-11,19:30,Court 2,Lions,Eagles',
  '2,2026-04-18,19:30,Court 1,Tigers,Lions',
  '2,2026-04-18,19:30,Court 2,Hawks,Eagles',
  '3,2026-04-25,19:30,Court 1,Tigers,Eagles',
  '3,2026-04-25,19:30,Court 2,HAW,LIO',
];

/** Runs one step of the journey; a failure says which step it was, then what went wrong. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Competition sections' }).getByRole('link', { name, exact: true });
/** The ladder's rows as the table shows them: place, team and classification points. */
const ladderRows = async (page: Page) =>
  Promise.all(
    (await page.getByTestId('ladder-row').all()).map(async (row) => {
      const cells = await row.locator('td, th').allTextContents();
      return [cells[0], cells[1], cells[9]];
    }),
  );
/** A fixture of the list, by its two teams. */
const fixture = (page: Page, home: string, away: string) => page.getByTestId('fixture').filter({ hasText: `${home} v ${away}` });
/** Whether the page is wider than its viewport (something sticks out sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('competitions: a league manager runs a season', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('creates a competition and its teams, imports fixtures (a bad line first), names a game for one, records a result and a forfeit, and the ladder moves; on a phone the page fits and axe finds nothing', async () => {
    const manager = await openPage(browser, 'desktop');
    opened.push(manager);
    const page = manager.page;

    await step('the manager signs up and creates a league', async () => {
      await visit(page, '/signup');
      await page.getByLabel('Full Name').fill(OWNER.name);
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/upload');
      // A personal organization runs no competitions: its menu does not offer them.
      await nav(page).getByRole('button', { name: 'Organizations', exact: true }).click();
      await nav(page).getByRole('link', { name: 'Create a team, club or league' }).waitFor();
      expect(await nav(page).getByRole('link', { name: 'Competitions' }).count()).toBe(0);
      await nav(page).getByRole('link', { name: 'Create a team, club or league' }).click();
      await page.getByLabel('Name').fill(LEAGUE);
      await page.getByRole('radio', { name: 'League' }).check();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL('**/organization/members');
    });

    const competitionId = await step('from the menu, the manager opens the competitions and creates one', async () => {
      await nav(page)
        .getByRole('button', { name: `${LEAGUE}, your organization` })
        .click();
      await nav(page).getByRole('link', { name: 'Competitions' }).click();
      await page.getByRole('heading', { name: 'No competitions yet' }).waitFor();
      await page.getByText('A competition is one season of your league').waitFor();
      await page.getByRole('link', { name: 'New competition' }).click();
      await page.getByLabel('Competition name').fill(COMPETITION);
      await page.getByLabel('Season').fill(SEASON);
      // The address follows the name and season until it is typed.
      expect(await page.getByLabel('Address').inputValue()).toBe(slugFor(COMPETITION, SEASON));
      await page.getByRole('radio', { name: /^Public/ }).check();
      await page.getByRole('button', { name: 'Create competition' }).click();
      await page.waitForURL(/\/competitions\/[0-9a-f-]{36}\?tab=teams$/);
      await page.getByRole('heading', { name: COMPETITION, level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: /Public page/ }).getAttribute('href')).toBe(
        `/c/${slugFor(COMPETITION, SEASON)}`,
      );
      return /\/competitions\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    });

    await step('the manager adds four teams, a player to the Tigers and gets their claim code', async () => {
      const addTeam = page.getByRole('form', { name: 'Add a team' });
      for (const [name, shortName] of TEAMS) {
        await addTeam.getByLabel('Team name').fill(name);
        await addTeam.getByLabel('Short name').fill(shortName);
        await addTeam.getByRole('button', { name: 'Add team' }).click();
        await page.getByRole('heading', { name: `${name} (${shortName})` }).waitFor();
      }
      const tigers = page.getByTestId('competition-team').filter({ hasText: 'Tigers (TIG)' });
      await tigers.getByText('Roster of Tigers').click();
      const addPlayer = tigers.getByRole('form', { name: 'Add a player to Tigers' });
      await addPlayer.getByLabel('Number').fill('7');
      await addPlayer.getByLabel('Player name').fill('Sam Lee');
      await addPlayer.getByRole('button', { name: 'Add player' }).click();
      await tigers.getByRole('listitem').filter({ hasText: 'Sam Lee' }).waitFor();
      await tigers.getByRole('button', { name: 'Get a claim code for Tigers' }).click();
      await tigers.getByLabel('Claim code for Tigers').waitFor();
      expect(await tigers.getByLabel('Claim code for Tigers').inputValue()).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
      expect(await seriousA11yViolations(page), 'axe on the teams').toEqual([]);
    });

    await step('a file with a bad line imports nothing and names the line; fixed, it imports', async () => {
      await tab(page, 'Fixtures').click();
      await page.getByText('No fixtures yet.').waitFor();
      const csv = page.getByLabel('Or paste it here');
      const bad = [HEADER, ...FIXTURES.slice(0, 2), '2,2026-04-31,19:30,Court 1,Tigers,Lions', ...FIXTURES.slice(3)];
      await csv.fill(bad.join('\n'));
      await page.getByRole('button', { name: 'Import fixtures' }).click();
      const refusal = page.getByRole('form', { name: 'Import fixtures' }).getByRole('alert');
      await refusal.getByText('Nothing was imported.').waitFor();
      expect(await refusal.getByRole('listitem').allTextContents()).toEqual([
        'Line 4: "2026-04-31" is not a date written YYYY-MM-DD.',
      ]);
      const none = await page.request.get(`/api/competitions/${competitionId}/fixtures`);
      expect(((await none.json()) as { fixtures: unknown[] }).fixtures).toEqual([]);
      expect(await page.getByText('No fixtures yet.').isVisible()).toBe(true);

      await csv.fill([HEADER, ...FIXTURES].join('\n'));
      await page.getByRole('button', { name: 'Import fixtures' }).click();
      await page.getByText('6 fixtures imported.').waitFor();
      for (const round of ['Round 1', 'Round 2', 'Round 3']) await page.getByRole('heading', { name: round }).waitFor();
      await fixture(page, 'Hawks', 'Lions').getByText('Apr 25, 2026 · 19:30 · Court 2').waitFor();
    });

    await step("the owner names the league's game for a fixture: the dialog lists it, Escape gives the focus back", async () => {
      // A game from a video link, through the API (one credit, bought in test mode): nothing to upload.
      const origin = { origin: inject('baseUrl') };
      const checkout = await page.request.post('/api/checkout/sessions', {
        data: { packageType: 'single', quantity: 1 },
        headers: origin,
      });
      expect(checkout.status(), await checkout.text()).toBe(201);
      const { sessionId } = (await checkout.json()) as { sessionId: string };
      const paid = await page.request.post(`/api/checkout/test-sessions/${sessionId}/pay`, { headers: origin });
      expect(paid.status(), 'the test-mode payment').toBe(200);
      const created = await page.request.post('/api/games', {
        data: { name: 'Hawks v Lions, round 3', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        headers: origin,
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id: gameId } = (await created.json()) as { id: string };

      const game = fixture(page, 'Hawks', 'Lions');
      const open = game.getByRole('button', { name: 'Name the game of Hawks v Lions' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Name the game of Hawks v Lions' });
      await dialog.getByRole('radio', { name: /Hawks v Lions, round 3/ }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await open.evaluate((button) => button === document.activeElement), 'the focus back on its button').toBe(true);

      await open.press('Enter');
      await dialog.getByRole('radio', { name: /Hawks v Lions, round 3/ }).check();
      await dialog.getByRole('button', { name: 'Name this game' }).click();
      await game.getByText('Game named', { exact: true }).waitFor();
      expect(await game.getByRole('link', { name: 'Open the game of Hawks v Lions' }).getAttribute('href')).toBe(
        `/games/${gameId}`,
      );
      expect(await dialog.count()).toBe(0);
      // Its button is gone: the focus is on what replaced it.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Game named');
      // The other fixtures still offer it.
      await fixture(page, 'Tigers', 'Eagles').getByRole('button', { name: 'Name the game of Tigers v Eagles' }).waitFor();
    });

    await step('before any result, the four teams share first place', async () => {
      await tab(page, 'Ladder').click();
      await page.getByTestId('ladder-row').first().waitFor();
      expect(await ladderRows(page)).toEqual([
        ['1=', 'Eagles', '0'],
        ['1=', 'Hawks', '0'],
        ['1=', 'Lions', '0'],
        ['1=', 'Tigers', '0'],
      ]);
    });

    await step('the manager records a result, a forfeit and a postponement', async () => {
      await tab(page, 'Fixtures').click();
      const game = fixture(page, 'Tigers', 'Hawks');
      await game.getByText('Result and schedule of Tigers v Hawks').click();
      await game.getByLabel('Tigers score').fill('80');
      await game.getByLabel('Hawks score').fill('70');
      await game.getByRole('button', { name: 'Save result' }).click();
      await game.getByText('Tigers 80, Hawks 70', { exact: true }).waitFor();
      await game.getByText('Played', { exact: true }).waitFor();

      const forfeit = fixture(page, 'Lions', 'Eagles');
      await forfeit.getByText('Result and schedule of Lions v Eagles').click();
      await forfeit.getByRole('button', { name: 'Eagles forfeited' }).click();
      await forfeit.getByText('Eagles forfeited: Lions 20, Eagles 0').waitFor();

      const later = fixture(page, 'Tigers', 'Eagles');
      await later.getByText('Result and schedule of Tigers v Eagles').click();
      await later.getByRole('button', { name: 'Postpone' }).click();
      await later.getByText('Postponed', { exact: true }).first().waitFor();
    });

    await step('the ladder moves: Lions first on points difference, the tie explained', async () => {
      await tab(page, 'Ladder').click();
      await expect
        .poll(() => ladderRows(page), { timeout: 10_000 })
        .toEqual([
          ['1', 'Lions', '2'],
          ['2', 'Tigers', '2'],
          ['3', 'Hawks', '1'],
          ['4', 'Eagles', '0'],
        ]);
      await page.getByText('Lions and Tigers 1-0; points difference in all games Lions +20, Tigers +10').waitFor();
      expect(await seriousA11yViolations(page), 'axe on the ladder').toEqual([]);
      expect(manager.problems).toEqual([]);
    });

    await step('on a phone the competition fits its screen and axe finds nothing', async () => {
      const phone = await openPage(browser, 'mobile');
      opened.push(phone);
      await phone.page.context().addCookies(await page.context().cookies());
      await visit(phone.page, `/competitions/${competitionId}?tab=fixtures`);
      const game = fixture(phone.page, 'Tigers', 'Hawks');
      await game.getByText('Result and schedule of Tigers v Hawks').click();
      await game.getByLabel('Tigers score').waitFor();
      expect(await overflows(phone.page), 'the fixtures scroll sideways').toBe(false);
      expect(await seriousA11yViolations(phone.page), 'axe on the fixtures').toEqual([]);
      await fixture(phone.page, 'Tigers', 'Eagles').getByRole('button', { name: 'Name the game of Tigers v Eagles' }).click();
      await phone.page
        .getByRole('dialog')
        .getByRole('radio', { name: /Hawks v Lions, round 3/ })
        .waitFor();
      expect(await overflows(phone.page), 'the dialog naming the game scrolls sideways').toBe(false);
      expect(await seriousA11yViolations(phone.page), 'axe on the dialog naming the game').toEqual([]);
      await phone.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await tab(phone.page, 'Ladder').click();
      await phone.page.getByTestId('ladder-row').first().waitFor();
      expect(await overflows(phone.page), 'the ladder scrolls the page sideways').toBe(false);
      // The table scrolls inside its own box instead.
      const region = phone.page.getByRole('region', { name: 'Ladder table' });
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await seriousA11yViolations(phone.page), 'axe on the ladder').toEqual([]);
      await tab(phone.page, 'Teams').click();
      await phone.page.getByRole('heading', { name: 'Add a team' }).waitFor();
      expect(await overflows(phone.page), 'the teams scroll sideways').toBe(false);
      expect(phone.problems).toEqual([]);
    });
  });
});
