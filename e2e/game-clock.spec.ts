import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { DEMO_ADMIN, claimedGame, signInAs } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage, visit } from './support/browser';

let browser: Browser;
let directory: string;
let video: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-clock-'));
  video = path.join(directory, 'game.mp4');
  // Two halves of one minute each, with the stoppages and the break: 140 s of footage.
  await makeTestVideo(video, { width: 320, height: 180, seconds: 140 });
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

const plays = (page: Page) => page.getByRole('list', { name: 'Play-by-play' }).getByRole('listitem');

/** Types keys one by one, as an analyst would. */
async function keys(page: Page, sequence: string[]) {
  for (const key of sequence) await page.keyboard.press(key);
}

/** Moves the (paused) footage forward by `seconds`, in the 5 s and 1 s steps of the keyboard. */
async function forward(page: Page, seconds: number) {
  for (let left = seconds; left > 0;) {
    if (left >= 5) {
      await page.keyboard.press('Shift+ArrowRight');
      left -= 5;
    } else {
      await page.keyboard.press('ArrowRight');
      left -= 1;
    }
  }
}

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** A player's row of a team's box table on the statistics page, by column heading. */
async function boxRow(page: Page, team: string, number: string): Promise<Record<string, string>> {
  return page.getByRole('table', { name: team, exact: true }).evaluate((table, wanted) => {
    const headings = Array.from(table.querySelectorAll('thead th')).map((cell) => cell.textContent.replace(/[▲▼↕]/g, '').trim());
    const row = Array.from(table.querySelectorAll('tbody tr')).find((candidate) =>
      (candidate.querySelector('th')?.textContent ?? '').trim().startsWith(`#${wanted} `),
    );
    const cells = Array.from(row?.querySelectorAll('td') ?? []).map((cell) => cell.textContent.trim());
    return Object.fromEntries(cells.map((text, index) => [headings[index + 1] ?? String(index), text]));
  }, number);
}

describe('the game clock, period lineups and the official +/-', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('an analyst keeps the clock and the lineups; the customer gets the minutes and +/- worked out by hand', async () => {
    const baseUrl = inject('baseUrl');
    const { analyst, gameId, email } = await claimedGame(browser, baseUrl, video, 'Clock game');
    opened.push(analyst);
    const page = analyst.page;

    // Setup: two halves of one minute, no starters (each half's start asks for its five).
    await page.getByLabel('Home team name').fill('Tigers');
    await page
      .getByLabel('Home roster (one per line: number, then name)')
      .fill('4 Sam Smith\n5 Lee Wong\n7 Jo King\n9 Max Ade\n11 Ola Ree\n12 Ben Chu');
    await page.getByLabel('Away team name').fill('Hawks');
    await page
      .getByLabel('Away roster (one per line: number, then name)')
      .fill('3 Ann Ash\n6 Bea Bell\n8 Cat Cole\n10 Dee Dunn\n14 Eve Eng\n15 Fay Fox');
    await page.getByLabel('Periods').selectOption('2');
    await page.getByLabel('Period length (minutes)').fill('1');
    await page.getByRole('button', { name: 'Save setup' }).click();
    await page.getByText('Setup saved.').waitFor();
    await blur(page);

    // First half. p asks who starts: the first five of each roster are ticked.
    await keys(page, ['p']);
    const dialog = page.getByRole('dialog', { name: 'Who starts H1?' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start H1' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The analyst sets the clock at this moment of the footage (0:00), then starts it at 0:02.
    await page.getByLabel('Set clock here').fill('1:00');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await blur(page);
    await page.getByTestId('game-clock').getByText('1:00').waitFor();
    await forward(page, 2);
    await keys(page, ['g']);
    await forward(page, 10); // 0:12, clock 0:50
    await page.getByTestId('game-clock').getByText('0:50.0').waitFor();
    await keys(page, ['1', 'q', 'Enter']); // #4 makes a two: 2-0
    await forward(page, 10); // 0:22, clock 0:40
    // Hawks #3 fouls #5 shooting (the whistle stops the clock); #5 makes the first free throw...
    await keys(page, ['6', 'f', 's', '2', '2', 'e']);
    await keys(page, ['5', 'c', '1']); // ...#12 comes in for #11 between the free throws...
    await keys(page, ['2', 'e']); // ...and #5 makes the second: 4-0
    await forward(page, 2); // 0:24: the clock restarts
    await keys(page, ['g']);
    await forward(page, 10); // 0:34, clock 0:30
    await keys(page, ['7', 'w', 'Enter']); // Hawks #6 makes a three: 4-3
    await forward(page, 30); // 1:04, clock 0:00
    await keys(page, ['p']); // the half ends

    // Second half: the Hawks bring #15 on for #14.
    await forward(page, 5); // 1:09
    await keys(page, ['p']);
    const second = page.getByRole('dialog', { name: 'Who starts H2?' });
    await second.waitFor();
    expect(await second.getByLabel('#12 Ben Chu').isChecked()).toBe(true);
    expect(await second.getByLabel('#11 Ola Ree').isChecked()).toBe(false);
    await second.getByLabel('#14 Eve Eng').uncheck();
    await second.getByLabel('#15 Fay Fox').check();
    await second.getByRole('button', { name: 'Start H2' }).click();
    await second.waitFor({ state: 'hidden' });
    await blur(page);
    await forward(page, 2); // 1:11
    await keys(page, ['g']);
    await forward(page, 10); // 1:21, clock 0:50
    await keys(page, ['5', 'q', 'Enter']); // #12 (on #11's key) makes a two: 6-3
    await forward(page, 10); // 1:31, clock 0:40
    await keys(page, ['[', 'x']); // Tigers timeout: the clock stops
    await keys(page, ['1', 'c', '1']); // #11 comes in for #4
    await forward(page, 2); // 1:33
    await keys(page, ['g']);
    await forward(page, 40); // 2:13, clock 0:00
    await keys(page, ['p']); // the game ends

    await page.getByTestId('live-score').getByText('Tigers 6 – 3 Hawks').waitFor();
    // Nothing wrong; the report will lack the paint (no shot placed) and fast breaks (none flagged), and says so.
    await page.getByRole('heading', { name: 'Warnings (2)' }).waitFor();
    // Every play shows its clock: #6's three came with 0:30 left in the first half.
    expect(await plays(page).filter({ hasText: '#6 Bea Bell made 3PT' }).textContent()).toContain('0:30');
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();
    page.once('dialog', (question) => void question.accept());
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByTestId('game-status').getByText('in review').waitFor();
    expect(analyst.problems).toEqual([]);

    const reviewer = await openPage(browser, 'desktop');
    opened.push(reviewer);
    await signInAs(reviewer.page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await reviewer.page.goto(`/analyst/games/${gameId}`);
    await reviewer.page.getByRole('heading', { name: 'Warnings (2)' }).waitFor();
    reviewer.page.once('dialog', (question) => void question.accept());
    await reviewer.page.getByRole('button', { name: 'Approve' }).click();
    await reviewer.page.waitForURL('**/analyst');

    // The customer's statistics page. Worked out by hand (foul rule: the free throws count for the five on
    // court at the foul, #11 among them, not #12 who came in before they were shot):
    //   #4 2 (H1 start) + 2 (FTs) - 3 (#6) + 2 (#12's two) = +3, on 60 + 20 s; #11 +2 +2 = +4, on 20 + 40 s;
    //   #12 -3 +2 = -1, on 40 + 60 s; #5 #7 #9 +3, 120 s. Hawks #3 #6 #8 #10 -3, 120 s; #14 -2 -2 +3 = -1,
    //   60 s; #15 -2, 60 s.
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    await signInAs(customer.page, baseUrl, email, 'a long enough password');
    await visit(customer.page, `/games/${gameId}`);
    await customer.page.getByRole('table', { name: 'Tigers', exact: true }).waitFor();
    const expected: [team: string, number: string, min: string, plusMinus: string][] = [
      ['Tigers', '4', '1:20', '+3'],
      ['Tigers', '5', '2:00', '+3'],
      ['Tigers', '11', '1:00', '+4'],
      ['Tigers', '12', '1:40', '-1'],
      ['Hawks', '3', '2:00', '-3'],
      ['Hawks', '14', '1:00', '-1'],
      ['Hawks', '15', '1:00', '-2'],
    ];
    for (const [team, number, min, plusMinus] of expected) {
      const row = await boxRow(customer.page, team, number);
      expect({ team, number, min: row.MIN, plusMinus: row['+/-'] }).toEqual({ team, number, min, plusMinus });
    }
    expect(await customer.page.getByTestId('plus-minus-rule').textContent()).toContain('when the foul was committed');
    expect(customer.problems).toEqual([]);
  });
});
