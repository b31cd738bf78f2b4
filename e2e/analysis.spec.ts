import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { DEMO_ADMIN, DEMO_ANALYST, sessionCookie, signInAs, uploadGame, waitUntilReady } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage, visit } from './support/browser';
import { signUpWithGames } from './support/customer';

let browser: Browser;
let directory: string;
let video: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-analysis-'));
  video = path.join(directory, 'game.mp4');
  await makeTestVideo(video, { width: 640, height: 360, seconds: 12, audio: true });
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

const plays = (page: Page) => page.getByRole('list', { name: 'Play-by-play' }).getByRole('listitem');

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Types keys one by one, as an analyst would. */
async function keys(page: Page, sequence: string[]) {
  for (const key of sequence) await page.keyboard.press(key);
}

describe('analysis, review and delivery', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('an analyst tags a game by keyboard, a reviewer approves it, and the customer sees its box score', async () => {
    const baseUrl = inject('baseUrl');
    const name = `Tigers v Hawks ${String(Date.now())}`;

    // The customer buys a game and uploads the footage; the in-process worker prepares it.
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    const email = `analysed-${String(Date.now())}@club.com.au`;
    const { cookie } = await signUpWithGames(baseUrl, email, 1);
    await signInAs(customer.page, baseUrl, email, 'a long enough password');
    const gameId = await uploadGame(baseUrl, cookie, video, name);
    await waitUntilReady(baseUrl, cookie, gameId);

    // The analyst claims it from the queue and fills in the setup.
    const analyst = await openPage(browser, 'desktop');
    opened.push(analyst);
    const page = analyst.page;
    await signInAs(page, baseUrl, DEMO_ANALYST.email, DEMO_ANALYST.password);
    await page.goto('/analyst');
    await page.getByRole('button', { name: `Claim ${name}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Claim ${name}` }).click();
    await page.waitForURL(`**/analyst/games/${gameId}`);
    await page.getByLabel('Home team name').fill('Tigers');
    await page
      .getByLabel('Home roster (one per line: number, then name)')
      .fill('4 Sam Smith\n5 Lee Wong\n7 Jo King\n9 Max Ade\n11 Ola Ree\n12 Ben Chu');
    for (const starter of ['#4 Sam Smith', '#5 Lee Wong', '#7 Jo King', '#9 Max Ade', '#11 Ola Ree'])
      await page.getByLabel(starter).check();
    await page.getByLabel('Away team name').fill('Hawks');
    await page
      .getByLabel('Away roster (one per line: number, then name)')
      .fill('3 Ann Ash\n6 Bea Bell\n8 Cat Cole\n10 Dee Dunn\n14 Eve Eng');
    await page.getByLabel('Scoreboard final, home').fill('7');
    await page.getByLabel('Scoreboard final, away').fill('3');
    expect(await page.getByLabel('Fast breaks tracked in this game').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save setup' }).click();
    await page.getByText('Setup saved.').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // Tagging, keys only. Home keys 1-5 are #4 #5 #7 #9 #11; away keys 6-0 are #3 #6 #8 #10 #14.
    await keys(page, ['p']); // period 1 starts: its five per team are asked for, the starters ticked
    await page.getByRole('dialog', { name: 'Who starts Q1?' }).getByRole('button', { name: 'Start Q1' }).click();
    await blur(page);
    await keys(page, ['1', 'q']); // #4 makes a two...
    await page.getByRole('img', { name: 'Shot locations' }).click({ position: { x: 120, y: 60 } }); // ...from here...
    await keys(page, ['2']); // ...assisted by #5: three keys in all
    await keys(page, ['ArrowRight', '6', 'w', 'Enter']); // Hawks #3 makes a three
    await keys(page, ['ArrowRight', '2', 'a', '7']); // #5 misses, Hawks #6 takes the defensive rebound
    await keys(page, ['7', 't', '3']); // Hawks #6 turns it over, stolen by #7
    await keys(page, ['Shift+ArrowRight', '8', 'f', 's', 'f', '3', '2', 'e', 'e']); // Hawks #8 fouls #7 shooting on the break (f): two made
    await keys(page, ['5', 'c', '1']); // #11 goes out, #12 (first on the bench) comes in
    await keys(page, ['4', 'w', 'Enter']); // #9 makes a three
    await keys(page, ['1', 'f', 'o', '6']); // #4 commits an offensive foul, drawn by Hawks #3
    await keys(page, ['p']); // period 1 ends
    await expect.poll(() => plays(page).count()).toBe(15);
    await page.getByTestId('live-score').getByText('Tigers 7 – 3 Hawks').waitFor();
    expect(await plays(page).nth(8).textContent()).toContain('#8 Cat Cole shooting foul on #7 Jo King (fast break)');
    expect(await plays(page).nth(13).textContent()).toContain('#4 Sam Smith offensive foul drawn by #3 Ann Ash');
    // Only #4's two was placed on the court: the checks say what the report will not show.
    await page.getByRole('heading', { name: 'Warnings (1)' }).waitFor();
    await page
      .getByText('2 made field goals have no location: points in the paint will read “not recorded”.', { exact: false })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    expect(await page.locator('svg[aria-label="Shot locations"] > circle').count()).toBe(1);

    // Footage speed by keyboard, and a click on a play seeks the footage to it.
    await keys(page, ['>', '>']);
    await page.getByTestId('footage-rate').getByText('1.5x').waitFor();
    await keys(page, ['<', '<']);
    await page.getByTestId('footage-rate').getByText('1x').waitFor();
    await plays(page).nth(5).getByRole('button').click();
    await page.getByTestId('footage-position').getByText('0:02').waitFor();

    // Delete removes the selected play; undo brings it back, saved again under its own id.
    await keys(page, ['Delete']);
    await expect.poll(() => plays(page).count()).toBe(14);
    await keys(page, ['Control+z']);
    await expect.poll(() => plays(page).count()).toBe(15);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // Undo and redo, by keyboard; then everything is on the server.
    await keys(page, ['Control+z']);
    await expect.poll(() => plays(page).count()).toBe(14);
    await keys(page, ['Control+Shift+z']);
    await expect.poll(() => plays(page).count()).toBe(15);
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();

    // A reload loses nothing; each play was stamped with the footage position.
    await page.reload();
    await expect.poll(() => plays(page).count()).toBe(15);
    expect(await plays(page).nth(5).textContent()).toContain('0:02');
    expect(await plays(page).nth(3).textContent()).toContain('#4 Sam Smith made 2PT (assist #5 Lee Wong)');

    // Submitting with warnings asks first, naming them; the game still goes.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Submit for review' }).click();
    expect(await asked).toMatch(/^1 warning remains:\n• 2 made field goals have no location/);
    await page.getByTestId('game-status').getByText('in review').waitFor();
    expect(analyst.problems).toEqual([]);

    // The reviewer (an admin here) opens it from the queue and approves it.
    const reviewer = await openPage(browser, 'desktop');
    opened.push(reviewer);
    await signInAs(reviewer.page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await reviewer.page.goto('/analyst');
    await reviewer.page.getByRole('link', { name: `Review ${name}` }).click();
    await expect.poll(() => plays(reviewer.page).count()).toBe(15);
    // The reviewer corrects a play (that three was a two); the checker now flags the scoreboard final.
    await reviewer.page.getByRole('button', { name: /#9 Max Ade made 3PT/ }).click();
    await reviewer.page.getByLabel('Points').selectOption('2');
    await reviewer.page.getByTestId('live-score').getByText('Tigers 6 – 3 Hawks').waitFor();
    await reviewer.page.getByRole('heading', { name: 'Warnings (2)' }).waitFor();
    await reviewer.page.getByTestId('save-status').getByText('All changes saved').waitFor();
    reviewer.page.once('dialog', (dialog) => void dialog.accept());
    await reviewer.page.getByRole('button', { name: 'Approve' }).click();
    await reviewer.page.waitForURL('**/analyst');
    expect(reviewer.problems).toEqual([]);

    // The customer sees it completed, with the score by period and both box scores.
    await customer.page.goto('/dashboard');
    await customer.page.getByRole('link', { name: 'View Stats' }).click();
    await customer.page.waitForURL(`**/games/${gameId}`);
    const score = customer.page.getByRole('table', { name: 'Score by period' });
    await score.waitFor();
    expect(await score.getByRole('row', { name: /Tigers/ }).textContent()).toMatch(/^Tigers6000\s*6$/);
    const tigers = customer.page.getByRole('table', { name: 'Tigers', exact: true });
    expect(await tigers.getByRole('row', { name: /#4 Sam Smith/ }).textContent()).toContain('1-1');
    expect(await tigers.getByRole('row', { name: 'Totals' }).textContent()).toMatch(/^Totals6/);
    expect(await seriousA11yViolations(customer.page)).toEqual([]);
    expect(customer.problems).toEqual([]);
  });

  it('an analyst changes a period’s five, places every shot and tags fouls by keyboard; the shot chart and paint points follow', async () => {
    const baseUrl = inject('baseUrl');
    const name = `Keys game ${String(Date.now())}`;
    const email = `zones-${String(Date.now())}@club.com.au`;
    const { cookie } = await signUpWithGames(baseUrl, email, 1);
    // A linked game: no footage to prepare, and every play is tagged at the footage's start.
    const created = await fetch(`${baseUrl}/api/games`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    });
    expect(created.status).toBe(201);
    const gameId = ((await created.json()) as { id: string }).id;
    await waitUntilReady(baseUrl, cookie, gameId);

    const analyst = await openPage(browser, 'desktop');
    opened.push(analyst);
    const page = analyst.page;
    // The machine has no internet: the embedded player's page is an empty one.
    await page
      .context()
      .route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
    await signInAs(page, baseUrl, DEMO_ANALYST.email, DEMO_ANALYST.password);
    await page.goto('/analyst');
    await page.getByRole('button', { name: `Claim ${name}` }).click();
    await page.waitForURL(`**/analyst/games/${gameId}`);
    await page.getByLabel('Home team name').fill('Tigers');
    await page
      .getByLabel('Home roster (one per line: number, then name)')
      .fill(
        '4 Sam Smith\n5 Lee Wong\n7 Jo King\n9 Max Ade\n11 Ola Ree\n12 Ben Chu\n15 Kim Tan\n20 Al Bee\n22 Cy Doe\n23 Di Eck\n24 Ed Fox\n25 Fi Gee\n30 Gus Hay\n31 Ian Ivy\n32 Jay Joe\n33 Kip Lee',
      );
    await page.getByLabel('Away team name').fill('Hawks');
    await page
      .getByLabel('Away roster (one per line: number, then name)')
      .fill('3 Ann Ash\n6 Bea Bell\n8 Cat Cole\n10 Dee Dunn\n14 Eve Eng\n21 Flo Fay');
    await page.getByRole('button', { name: 'Save setup' }).click();
    await page.getByText('Setup saved.').waitFor();
    await blur(page);

    // Q1's window offers each roster's first five. Key 3 (#7) makes way for the second on the bench (#15); key 0
    // (#14) for #21, by jersey number; Enter starts the quarter.
    await keys(page, ['p']);
    const window = page.getByRole('dialog', { name: 'Who starts Q1?' });
    await window.waitFor();
    await keys(page, ['3', '2', '0', '#', '2', '1', 'Enter']);
    await window.waitFor({ state: 'hidden' });
    await blur(page);
    await plays(page).filter({ hasText: 'On court: #4 Sam Smith, #5 Lee Wong, #15 Kim Tan, #9 Max Ade, #11 Ola Ree' }).waitFor();
    await plays(page).filter({ hasText: 'On court: #3 Ann Ash, #6 Bea Bell, #8 Cat Cole, #10 Dee Dunn, #21 Flo Fay' }).waitFor();

    // Each field goal placed by one zone key while its prompt is open; the newcomers answer to the keys they took.
    await keys(page, ['1', 'q', 'w', '2']); // #4 makes a two at the rim, assisted by #5
    await keys(page, ['6', 'w', 'q', 'Enter']); // Hawks #3: a left-corner three
    await keys(page, ['3', 'a', 'd', '7']); // #15 (key 3) misses from the right block; Hawks #6 rebounds
    await keys(page, ['0', 'q', 's', 'Enter']); // Hawks #21 (key 0) makes a floater in the lane
    await keys(page, ['4', 'q', 'a', 'z', 'Enter']); // #9's two: placed on the left block, moved to the left wing
    await keys(page, ['5', 'w', 'x', '1']); // #11 makes a three from the top, assisted by #4
    // The shorter fouls: an opponent's key right after f is a personal foul on them; after a shooting foul, e and d
    // alone are the fouled player's free throws, through a substitution between them.
    await keys(page, ['2', 'f', '9']); // #5 fouls Hawks #10
    await keys(page, ['7', 'f', 's', '1', 'e']); // Hawks #6 fouls #4 shooting; #4 makes the first...
    await keys(page, ['8', 'c', '1']); // ...Hawks #14 comes in for #8...
    await keys(page, ['e']); // ...and #4 makes the second
    // Sixteen Tigers: the bench's 11th (#33) comes in on q, the letter under 1, as the bench list shows.
    await keys(page, ['2', 'c']);
    await page.getByText('q #33 Kip Lee').waitFor();
    await keys(page, ['q']);
    await plays(page).filter({ hasText: '#33 Kip Lee in for #5 Lee Wong' }).waitFor();
    await keys(page, ['p']);
    await page.getByTestId('live-score').getByText('Tigers 9 – 5 Hawks').waitFor();
    await plays(page).filter({ hasText: '#5 Lee Wong personal foul on #10 Dee Dunn' }).waitFor();
    expect(await plays(page).filter({ hasText: '#4 Sam Smith made free throw' }).count()).toBe(2);

    // The workspace's court: the five made shots as dots and the miss as a cross, where the keys put them.
    const court = page.locator('svg[aria-label="Shot locations"]');
    const dots = await court
      .locator(':scope > circle')
      .evaluateAll((circles) =>
        circles.map((circle) => `${String(circle.getAttribute('cx'))},${String(circle.getAttribute('cy'))}`),
      );
    expect(dots.sort()).toEqual(['-13,16', '-23,5', '0,14', '0,30', '0,6.5']);
    const crosses = await court.locator(':scope > g:not([fill]) > line:first-child').evaluateAll((lines) =>
      lines.map((line) => {
        const at = (a: string, b: string) => (Number(line.getAttribute(a)) + Number(line.getAttribute(b))) / 2;
        return `${String(at('x1', 'x2'))},${String(at('y1', 'y2'))}`;
      }),
    );
    expect(crosses).toEqual(['6,9']);
    // Every made field goal is placed: no warning that the paint will read "not recorded".
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();
    // The warnings follow the plays a moment later (a deferred value): none may be left once they have caught up.
    await expect.poll(() => page.getByText('have no location', { exact: false }).count()).toBe(0);
    page.once('dialog', (question) => void question.accept());
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByTestId('game-status').getByText('in review').waitFor();
    expect(analyst.problems).toEqual([]);

    const admin = await sessionCookie(baseUrl, DEMO_ADMIN);
    const approved = await fetch(`${baseUrl}/api/analysis/games/${gameId}/approve`, {
      method: 'POST',
      headers: { cookie: admin, origin: baseUrl },
    });
    expect(approved.status).toBe(200);

    // The customer's statistics: the shot chart's zones and the points in the paint (#4 at the rim, #21 in the lane).
    const customer = await openPage(browser, 'desktop');
    opened.push(customer);
    await signInAs(customer.page, baseUrl, email, 'a long enough password');
    await visit(customer.page, `/games/${gameId}`);
    // The sections below the first screen render as they near it.
    await customer.page.locator('#shots').scrollIntoViewIfNeeded();
    const chart = customer.page.getByRole('img', { name: /Shot chart/ });
    await chart.waitFor();
    expect((await chart.locator('title').allTextContents()).sort()).toEqual([
      '#11 Ola Ree, Q1: made 3-pt, Above the break 3',
      '#15 Kim Tan, Q1: missed 2-pt, Paint (non-RA)',
      '#21 Flo Fay, Q1: made 2-pt, Paint (non-RA)',
      '#3 Ann Ash, Q1: made 3-pt, Corner 3',
      '#4 Sam Smith, Q1: made 2-pt, Restricted area',
      '#9 Max Ade, Q1: made 2-pt, Mid-range',
    ]);
    await customer.page.locator('#comparison').scrollIntoViewIfNeeded();
    const paint = customer.page.getByRole('table', { name: 'Team comparison' }).getByRole('row', { name: /Points in the paint/ });
    // The section renders as it nears the screen: its cells are read once they are there.
    await expect.poll(async () => (await paint.locator('td').allTextContents()).map((cell) => cell.trim())).toEqual(['2', '2']);
    expect(customer.problems).toEqual([]);
  });
});
