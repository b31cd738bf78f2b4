import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { makeAssistFootage, shortAssistScript, type AssistTruth } from '../apps/server/src/test/assist-footage';
import { DEMO_ADMIN, claimedGame, signInAs } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage } from './support/browser';

let browser: Browser;
let directory: string;
let footage: { file: string; truth: AssistTruth };

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-assist-'));
  // Forty seconds with a broadcast scoreboard: Tigers +2 at 0:08, Hawks +3 at 0:27, whistles, a horn, a still.
  footage = await makeAssistFootage(directory, shortAssistScript);
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

/** Passes and suggestions can take a while on a busy machine: the workspace fills in as they finish. */
const PASSES_MS = 150_000;

const plays = (page: Page) => page.getByRole('list', { name: 'Play-by-play' }).getByRole('listitem');
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const percent = (fraction: number) => String(Math.round(fraction * 1000) / 10);
/** Steps the (paused) footage forward with → to `second`, as an analyst would. */
async function stepTo(page: Page, second: number) {
  const now = await page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
  for (let step = Math.floor(now); step < second; step += 1) await page.keyboard.press('ArrowRight');
  await page
    .getByTestId('footage-position')
    .getByText(`0:${String(second).padStart(2, '0')}`)
    .waitFor();
}

interface AssistView {
  suggestions: { kind: string; status: string; detail: { side?: string } }[];
}

describe('analyst assistance', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('the footage suggests a score change; the analyst accepts it with two keys and the play is in the list', async () => {
    const baseUrl = inject('baseUrl');
    const { analyst, gameId } = await claimedGame(browser, baseUrl, footage.file, 'Assisted game');
    opened.push(analyst);
    const page = analyst.page;
    // The workspace opens whatever the passes are doing.
    await page.getByRole('heading', { name: /^Suggestions \(\d+ open\)$/ }).waitFor();
    await page.getByLabel('Home team name').fill('Tigers');
    await page
      .getByLabel('Home roster (one per line: number, then name)')
      .fill('4 Sam Smith\n5 Lee Wong\n7 Jo King\n9 Max Ade\n11 Ola Ree');
    await page.getByLabel('Away team name').fill('Hawks');
    await page
      .getByLabel('Away roster (one per line: number, then name)')
      .fill('3 Ann Ash\n6 Bea Bell\n8 Cat Cole\n10 Dee Dunn\n14 Eve Eng');
    await page.getByRole('button', { name: 'Save setup' }).click();
    await page.getByText('Setup saved.').waitFor();
    await blur(page);
    await page.keyboard.press('p'); // period 1 starts at 0:00, with the first five of each roster
    await page.getByRole('dialog', { name: 'Who starts Q1?' }).getByRole('button', { name: 'Start Q1' }).click();

    // The whistles come from the sound pass, before any scoreboard is drawn: judged by their sound alone.
    const whistleAt15 = suggestions(page).filter({ hasText: /^0:15Whistle/ });
    await whistleAt15.waitFor({ timeout: PASSES_MS });
    expect(await whistleAt15.textContent()).toMatch(
      /Whistle(likely|unsure): no scoreboard was read here, so the sound alone tells/,
    );

    // The scoreboard's boxes: a still of the footage, a box dragged on it, then the exact numbers typed.
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
    await page.getByRole('button', { name: 'Take a still here' }).click();
    await page.getByRole('img', { name: 'Still of the footage' }).waitFor();
    const frame = page.getByTestId('scoreboard-frame');
    // The setup above it grew (coaches, the game's details): bring the still on screen to drag on it.
    await frame.scrollIntoViewIfNeeded();
    const bounds = await frame.boundingBox();
    if (!bounds) throw new Error('the scoreboard frame is not shown');
    const { home } = footage.truth.regions;
    await page.mouse.move(bounds.x + home.x * bounds.width, bounds.y + home.y * bounds.height);
    await page.mouse.down();
    await page.mouse.move(bounds.x + (home.x + home.width) * bounds.width, bounds.y + (home.y + home.height) * bounds.height, {
      steps: 5,
    });
    await page.mouse.up();
    expect(Number(await page.getByLabel('Home score left (%)').inputValue())).toBeCloseTo(home.x * 100, 0);
    expect(Number(await page.getByLabel('Home score width (%)').inputValue())).toBeCloseTo(home.width * 100, 0);
    for (const [box, label] of [
      ['home', 'Home score'],
      ['away', 'Away score'],
      ['clock', 'Game clock'],
    ] as const) {
      const region = footage.truth.regions[box];
      await page.getByLabel(`${label} left (%)`).fill(percent(region.x));
      await page.getByLabel(`${label} top (%)`).fill(percent(region.y));
      await page.getByLabel(`${label} width (%)`).fill(percent(region.width));
      await page.getByLabel(`${label} height (%)`).fill(percent(region.height));
    }
    await page.getByLabel('Scoreboard type').selectOption('overlay');
    await page.getByRole('button', { name: 'Save boxes' }).click();
    await page.getByText('Boxes saved: reading the scoreboard…').waitFor();

    // Once the board is read, the clock stopping at 0:15 makes that whistle sure.
    await whistleAt15.locator('[data-confidence="sure"]').waitFor({ timeout: PASSES_MS });
    expect(await whistleAt15.textContent()).toContain('the scoreboard clock stopped with it');

    // The horn at 0:19 sounds while the clock stands (stopped at 0:15, running again at 0:22): the board cannot
    // confirm it, so it is unsure however loud. v hides the unsure suggestions and shows them again; the button
    // says so, and how many are hidden.
    const unsure = suggestions(page).filter({ hasText: /^0:1[89]Horn/ });
    await unsure.locator('[data-confidence="unsure"]').waitFor({ timeout: PASSES_MS });
    expect(await unsure.textContent()).toContain('the scoreboard clock already stood, so it cannot confirm it');
    const uncertain = await page.locator('[data-confidence="unsure"]').count();
    await blur(page);
    await page.keyboard.press('v');
    await unsure.waitFor({ state: 'detached' });
    expect(await page.locator('[data-confidence="unsure"]').count()).toBe(0);
    // The status line says how many are hidden.
    expect(await page.getByTestId('assist-hidden').textContent()).toBe(
      uncertain === 1
        ? '1 unsure suggestion hidden: v shows them.'
        : `${String(uncertain)} unsure suggestions hidden: v shows them.`,
    );
    // The choice is kept: the workspace opened again still hides them.
    await page.reload();
    await page.getByTestId('assist-hidden').waitFor();
    expect(await unsure.count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Hide unsure v' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await unsure.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('assist-hidden').count()).toBe(0);

    // The scoreboard pass suggests Tigers +2 at about 0:08.
    const tigersTwo = suggestions(page).filter({ hasText: 'Tigers +2 (2-0)' });
    await tigersTwo.waitFor({ timeout: PASSES_MS });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // j steps through the marks from the start of the footage to the score change; y accepts it, 1 names #4.
    await blur(page);
    for (let step = 0; step < 10 && (await tigersTwo.getAttribute('aria-current')) !== 'true'; step += 1) {
      await page.keyboard.press('j');
    }
    expect(await tigersTwo.getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('y');
    await page.getByTestId('entry-prompt').getByText('Scoreboard: home +2. Who scored?').waitFor();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter'); // no assist
    const made = plays(page).filter({ hasText: '#4 Sam Smith made 2PT' });
    await made.waitFor();
    expect(await made.textContent()).toMatch(/0:0[89]/); // where the scoreboard changed, not where the footage is
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();

    // The game clock follows the scoreboard's (5:00, running from 0:01, stopped by the whistle at 0:15, running
    // again from 0:22): nobody presses g. The panel says so, and how to take it over.
    const clockSource = page.getByTestId('game-clock-source');
    const clockState = () => page.getByTestId('game-clock-state').textContent();
    await clockSource.getByText(/^Follows the scoreboard: it starts and stops by itself\./).waitFor({ timeout: PASSES_MS });
    expect(await clockSource.textContent()).toContain("g, h or Set clock here take it over until the scoreboard's next mark.");
    await blur(page);
    await stepTo(page, 10);
    await expect.poll(clockState).toBe('running');
    expect(await page.getByTestId('game-clock').textContent()).toMatch(/^4:5\d$/);
    // h takes it over (the board still runs) until the board's next mark, its stop at the whistle.
    await page.keyboard.press('h');
    await clockSource.getByText(/^Taken over by your mark at 0:10: the scoreboard takes it back at 0:1[45]\./).waitFor();
    await expect.poll(clockState).toBe('stopped');
    await stepTo(page, 17);
    await clockSource.getByText(/^Follows the scoreboard/).waitFor();
    await expect.poll(clockState).toBe('stopped');
    // A home timeout tagged at 0:20, in the stoppage: the table's horn at 0:19 called it, so the horn is sure now.
    await stepTo(page, 20);
    await page.keyboard.press('[');
    await page.keyboard.press('x');
    await plays(page).filter({ hasText: 'Timeout' }).first().waitFor();
    await unsure.locator('[data-confidence="sure"]').waitFor({ timeout: PASSES_MS });
    expect(await unsure.textContent()).toContain('a substitution or timeout is tagged just after it');
    // Play restarts at 0:22: the clock runs again by itself, from where the board stopped.
    await stepTo(page, 24);
    await expect.poll(clockState).toBe('running');
    expect(await page.getByTestId('game-clock').textContent()).toMatch(/^4:4\d$/);
    await page.getByTestId('save-status').getByText('All changes saved').waitFor();

    // Onward to the frozen stretch (0:33-0:39); l skips it, and the period ends there. The scoreboard has
    // Hawks +3 by then, which nobody tagged: the checks say so before submission.
    const deadTime = suggestions(page).filter({ hasText: 'Dead time' }).first();
    await deadTime.waitFor({ timeout: PASSES_MS });
    await blur(page);
    for (let step = 0; step < 10 && (await deadTime.getAttribute('aria-current')) !== 'true'; step += 1) {
      await page.keyboard.press('j');
    }
    expect(await deadTime.getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('l');
    await expect.poll(() => page.getByTestId('footage-position').textContent()).toMatch(/^0:(3[6-9]|40)$/);
    await page.keyboard.press('p');
    await page.getByText(/^End of Q1: the scoreboard shows \d+-\d+, the plays make 2-0\.$/).waitFor();

    // The answer is stored with the game.
    await expect
      .poll(async () => {
        const view = (await (await page.request.get(`/api/analysis/games/${gameId}/assist`)).json()) as AssistView;
        return view.suggestions.find((suggestion) => suggestion.kind === 'score' && suggestion.detail.side === 'home')?.status;
      })
      .toBe('accepted');
    expect(analyst.problems).toEqual([]);

    // The back office counts it.
    const admin = await openPage(browser, 'desktop');
    opened.push(admin);
    await signInAs(admin.page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.page.goto('/admin/analysts');
    const scoreRow = admin.page
      .getByRole('table', { name: /Suggestions accepted and dismissed/ })
      .getByRole('row', { name: /Score changes/ });
    await scoreRow.waitFor();
    expect(Number(await scoreRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
  }, 240_000);
});
