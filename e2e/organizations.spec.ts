import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { deliverThroughApi, signInAs, waitUntilReady } from './support/analysis';
import { launchBrowser, openPage, printedPages, seriousA11yViolations, type TestPage, visit, release } from './support/browser';
import { mailbox } from './support/guarantee';
import { createUpload, patchHeaders } from './support/tus';

let browser: Browser;
let directory: string;
let video: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-organizations-'));
  video = path.join(directory, 'u14-v-hawks.mp4');
  await makeTestVideo(video, { width: 640, height: 360, seconds: 5, audio: true });
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

const PASSWORD = 'a long enough password';
const stamp = String(Date.now());
const CLUB = `Riverside Club ${stamp}`;
const OWNER = { name: 'Olive Owner', email: `org-owner-${stamp}@club.com.au` };
const COACH = { name: 'Cal Coach', email: `org-coach-${stamp}@club.com.au` };
const PLAYER = { name: 'Pia Player', email: `org-player-${stamp}@club.com.au` };

/** Runs one step of the journey; a failure says which step it was, then what went wrong. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The header's organization menu while the club is the active organization ("<club>, your organization"). */
const clubMenu = new RegExp(`^${CLUB}, your organization$`);
/** The names of the header's buttons, for a failure to say what the header showed. */
const navButtons = async (page: Page) =>
  Promise.all((await nav(page).getByRole('button').all()).map(async (button) => (await button.textContent()) ?? ''));
const origin = () => ({ origin: inject('baseUrl') });

/** The session cookie of a page's browser context, for the API calls made on that person's behalf. */
async function cookieOf(page: Page): Promise<string> {
  return (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** The e-mail's own link of the invitation sent to `email` (the development mailbox's copy), as a path of ours. */
async function invitationPath(email: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await mailbox(inject('baseUrl'))).find(
          (candidate) => candidate.to === email && candidate.kind === 'organization_invitation',
        );
        found = /\/invite\/[\w-]+/.exec(message?.text ?? '')?.[0];
        return found;
      },
      { message: `no invitation e-mail to ${email} in the development mailbox`, timeout: 20_000 },
    )
    .toBeDefined();
  return found ?? '';
}

/** Whether the page is wider than its viewport (something sticks out sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Opens an invitation's link signed out, signs up from its "Sign up" (the address filled in), comes back to it and
 * accepts: the club's dashboard opens, the header naming the club. With `axe`, answers the invitation page's axe
 * findings (a run costs Chromium 1-1.5 CPU-seconds: only where they are checked).
 */
async function acceptBySigningUp(
  page: Page,
  link: string,
  person: { name: string; email: string },
  { axe = false }: { axe?: boolean } = {},
): Promise<string[]> {
  await visit(page, link);
  await page.getByRole('heading', { name: new RegExp(`You're invited to join ${CLUB}`) }).waitFor();
  const violations = axe ? await seriousA11yViolations(page) : [];
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name').waitFor();
  expect(await page.getByLabel('Email').inputValue(), 'the sign-up has the invitation’s address').toBe(person.email);
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`**${link}`);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL('**/dashboard');
  await nav(page)
    .getByRole('button', { name: clubMenu })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(
        `the header does not name the club: ${JSON.stringify(await navButtons(page))}\n${await nav(page).ariaSnapshot()}`,
        {
          cause: error,
        },
      );
    });
  return violations;
}

/** The member row of `name` on the members page. */
const memberRow = (page: Page, name: string): Locator => page.getByTestId('member-row').filter({ hasText: name });

describe('organizations: a club, its coach and its player', () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('an owner makes a club and invites a coach and a player; the coach uploads, the player watches her three; the coach is removed', async () => {
    const baseUrl = inject('baseUrl');
    const owner = await openPage(browser, 'desktop');
    opened.push(owner);
    const ownerPage = owner.page;

    // 1. The owner signs up, creates the club from the organization menu and lands on its members page; buys a
    // credit and adds the U14 with Pia (#7) on its roster.
    const { teamId, piaId } = await step('the owner creates the club and its U14', async () => {
      await visit(ownerPage, '/signup');
      await ownerPage.getByLabel('Full Name').fill(OWNER.name);
      await ownerPage.getByLabel('Email').fill(OWNER.email);
      await ownerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await ownerPage.getByLabel('Confirm Password').fill(PASSWORD);
      await ownerPage.getByRole('checkbox').check();
      await ownerPage.getByRole('button', { name: 'Create Account' }).click();
      await ownerPage.waitForURL('**/upload');
      await nav(ownerPage).getByRole('button', { name: 'Organizations', exact: true }).click();
      await nav(ownerPage).getByRole('link', { name: 'Create a team, club or league' }).click();
      await ownerPage.getByRole('heading', { name: 'Create a team, club or league' }).waitFor();
      await ownerPage.getByLabel('Name').fill(CLUB);
      await ownerPage.getByRole('radio', { name: 'Club' }).check();
      await ownerPage.getByRole('button', { name: 'Create', exact: true }).click();
      await ownerPage.waitForURL('**/organization/members');
      await ownerPage.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
      await ownerPage.getByText(CLUB).first().waitFor();

      const checkout = await ownerPage.request.post('/api/checkout/sessions', {
        data: { packageType: 'single', quantity: 1 },
        headers: origin(),
      });
      expect(checkout.status(), await checkout.text()).toBe(201);
      const { sessionId } = (await checkout.json()) as { sessionId: string };
      const paid = await ownerPage.request.post(`/api/checkout/test-sessions/${sessionId}/pay`, { headers: origin() });
      expect(paid.status(), 'the test-mode payment').toBe(200);
      const team = await ownerPage.request.post('/api/teams', {
        data: { name: 'U14', shortName: 'U14', color: '#ea580c' },
        headers: origin(),
      });
      expect(team.status(), await team.text()).toBe(201);
      const { id } = (await team.json()) as { id: string };
      const pia = await ownerPage.request.post(`/api/teams/${id}/players`, {
        data: { number: '7', name: 'Pia Player' },
        headers: origin(),
      });
      expect(pia.status(), await pia.text()).toBe(201);
      return { teamId: id, piaId: ((await pia.json()) as { id: string }).id };
    });

    // 2. From the members page, the owner invites a coach and a player (as the U14's #7); both are pending.
    await step('the owner invites a coach and a player from the members page', async () => {
      await visit(ownerPage, '/organization/members');
      const form = ownerPage.getByRole('form', { name: 'Invite a member' });
      await form.waitFor();
      await form.getByLabel('E-mail').fill(COACH.email);
      await form.getByLabel('Role', { exact: true }).selectOption({ label: 'Coach' });
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await form.getByText(`Invitation sent to ${COACH.email}.`).waitFor();
      await form.getByLabel('E-mail').fill(PLAYER.email);
      await form.getByLabel('Role', { exact: true }).selectOption({ label: 'Player' });
      await form.getByLabel('Team', { exact: true }).selectOption({ label: 'U14' });
      await form.getByLabel('Player', { exact: true }).selectOption({ label: '#7 Pia Player' });
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await form.getByText(`Invitation sent to ${PLAYER.email}.`).waitFor();
      const pending = ownerPage.getByTestId('invitation-row');
      await pending.filter({ hasText: COACH.email }).filter({ hasText: 'Coach' }).waitFor();
      await pending.filter({ hasText: PLAYER.email }).filter({ hasText: '#7 Pia Player' }).waitFor();
      expect(await seriousA11yViolations(ownerPage), 'axe on the members page').toEqual([]);
    });

    // 3. The coach opens the e-mail's link in a browser of their own, signs up from it and joins the club.
    const coach = await openPage(browser, 'desktop');
    opened.push(coach);
    const coachPage = coach.page;
    await step('the coach accepts the invitation by signing up', async () => {
      const violations = await acceptBySigningUp(coachPage, await invitationPath(COACH.email), COACH, { axe: true });
      expect(violations, 'axe on the invitation page').toEqual([]);
    });

    // The owner limits the coach to the U14 from the coach's row.
    await step("the owner limits the coach to the U14 from the coach's Teams", async () => {
      await visit(ownerPage, '/organization/members');
      const row = memberRow(ownerPage, COACH.name);
      await row.getByText('All teams').waitFor();
      await row.getByRole('button', { name: `Teams of ${COACH.name}` }).click();
      await row.getByRole('checkbox', { name: 'U14' }).check();
      await row.getByRole('button', { name: 'Save teams' }).click();
      await ownerPage
        .getByRole('status')
        .filter({ hasText: `${COACH.name} sees U14.` })
        .waitFor();
      await row.getByText('U14', { exact: true }).waitFor();
    });

    // 4. The coach uploads a game for the U14 (as the upload form would, by tus); it is prepared and delivered with
    // Pia's corner three at 1 s and her turnover at 2.5 s.
    const name = `U14 v Hawks ${stamp}`;
    const gameId = await step('the coach uploads a game for the U14, and it is delivered', async () => {
      const cookie = await cookieOf(coachPage);
      const bytes = await readFile(video);
      const location = await createUpload(
        baseUrl,
        cookie,
        { size: bytes.length, filename: 'u14-v-hawks.mp4', name, filetype: 'video/mp4' },
        { teamId, opponentName: 'Hawks', playedOn: '2026-11-01', homeAway: 'home' },
      );
      const sent = await fetch(location, {
        method: 'PATCH',
        headers: { cookie, origin: baseUrl, ...patchHeaders(0) },
        body: bytes,
      });
      expect(sent.status, await sent.text()).toBe(204);
      const listed = (await (await fetch(`${baseUrl}/api/games`, { headers: { cookie } })).json()) as {
        games: { id: string; name: string }[];
      };
      const game = listed.games.find((candidate) => candidate.name === name);
      if (!game) throw new Error(`the coach's game ${name} is not listed: ${JSON.stringify(listed)}`);
      await waitUntilReady(baseUrl, cookie, game.id);
      const others = ['Ada Ames', 'Bo Bell', 'Cy Cole', 'Di Dunn'].map((player, index) => ({
        id: `u14-${String(index)}`,
        number: String(index + 10),
        name: player,
      }));
      await deliverThroughApi(
        baseUrl,
        game.id,
        {
          home: {
            teamId,
            name: 'U14',
            color: '#ea580c',
            players: [{ id: piaId, number: '7', name: 'Pia Player' }, ...others],
            starters: [piaId, ...others.map((player) => player.id)],
          },
          away: {
            name: 'Hawks',
            color: '#1d4ed8',
            players: ['Kai Ito', 'Lu Chen', 'Mo Ali', 'Ned Roy', 'Oz Kerr'].map((player, index) => ({
              id: `h${String(index + 1)}`,
              number: String(index + 4),
              name: player,
            })),
            starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
          },
          periods: 4,
          periodSeconds: 600,
          overtimeSeconds: 300,
        },
        [
          {
            period: 1,
            videoMs: 1000,
            body: { type: 'shot', team: 'home', playerId: piaId, made: true, points: 3, x: -22, y: 3 },
          },
          { period: 1, videoMs: 2500, body: { type: 'turnover', team: 'home', playerId: piaId, kind: 'travel' } },
        ],
      );
      return game.id;
    });

    // 5. Pia joins as the player she was invited as, opens "My page": her 3 points, the game, her shot, and her
    // made threes played from the game's footage.
    const player = await openPage(browser, 'desktop');
    opened.push(player);
    const playerPage = player.page;
    await step('the player accepts the invitation by signing up', async () => {
      await acceptBySigningUp(playerPage, await invitationPath(PLAYER.email), PLAYER);
    });
    await step('the player reads her season, her game and her shot on "My page"', async () => {
      await nav(playerPage).getByRole('link', { name: 'My page' }).click();
      await playerPage.waitForURL('**/me/player');
      await playerPage.getByRole('heading', { name: '#7 Pia Player', level: 1 }).waitFor();
      await playerPage.getByText('U14', { exact: true }).first().waitFor();
      const points = playerPage
        .getByTestId('season-line-row')
        .filter({ has: playerPage.getByRole('rowheader', { name: 'PTS' }) });
      expect(await points.locator('td').allTextContents(), 'her season line: PTS, then per game').toEqual(['3', '3.0']);
      const games = playerPage.getByTestId('game-log-row');
      expect(await games.count(), 'her game log').toBe(1);
      expect(await games.first().textContent()).toContain('vs Hawks');
      expect(await games.first().getByRole('link').getAttribute('href')).toBe(`/games/${gameId}`);
      expect(await playerPage.getByTestId('player-shot-summary').textContent()).toBe('1 of 1 shots made (100.0%)');
      const marks = playerPage.locator('svg[aria-label="Shot chart"] circle > title');
      expect(await marks.allTextContents(), 'her shot on the chart').toEqual(['vs Hawks, Nov 1, 2026: made 3-pt, Corner 3']);
      await playerPage.getByRole('button', { name: 'Watch all (1): Turnovers' }).waitFor();
      expect(await seriousA11yViolations(playerPage), 'axe on the player page').toEqual([]);
    });
    await step('the player plays her made threes from the footage', async () => {
      await playerPage.getByRole('button', { name: 'Watch all (1): Made threes' }).click();
      const dialog = playerPage.getByRole('dialog', { name: '#7 Pia Player — made threes' });
      await dialog.waitFor();
      await dialog.getByTestId('playlist-game').getByText('vs Hawks, Nov 1, 2026').waitFor();
      const footage = dialog.locator('video:not([aria-hidden="true"])');
      await expect
        .poll(() => footage.evaluate((element: HTMLVideoElement) => element.currentSrc), {
          message: "the player's video shows the game's footage",
        })
        .toContain(`/api/games/${gameId}/video`);
      // As a user would, where the browser's autoplay rules held the footage back.
      await footage.evaluate(
        (element: HTMLVideoElement) =>
          element.readyState > 0 || new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true })),
      );
      if (await footage.evaluate((element: HTMLVideoElement) => element.paused && element.currentTime === 0))
        await dialog.getByRole('button', { name: 'Play', exact: true }).click();
      await expect
        .poll(() => footage.evaluate((element: HTMLVideoElement) => element.currentTime), {
          message: 'the footage plays on from the clip’s start (0 s)',
          timeout: 20_000,
        })
        .toBeGreaterThan(0.5);
      await playerPage.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
    // The player's part is done; her page, its footage loaded, need not run on (her errors are kept for the end).
    await release(opened, player);

    // 6. The owner removes the coach; the coach's next click says so, and they are back in their own organization.
    await step('the owner removes the coach', async () => {
      await visit(coachPage, '/teams');
      await visit(ownerPage, '/organization/members');
      await memberRow(ownerPage, COACH.name)
        .getByRole('button', { name: `Remove ${COACH.name}` })
        .click();
      const confirm = ownerPage.getByRole('dialog', { name: `Remove ${COACH.name}?` });
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await ownerPage
        .getByRole('status')
        .filter({ hasText: `${COACH.name} was removed.` })
        .waitFor();
      expect(await memberRow(ownerPage, COACH.name).count(), "the coach's row is gone").toBe(0);
    });
    await step("the coach's next click tells them, and they are back in their own organization", async () => {
      await nav(coachPage).getByRole('link', { name: 'Dashboard' }).click();
      await coachPage
        .getByRole('alert')
        .filter({ hasText: `You are no longer a member of ${CLUB}.` })
        .waitFor();
      await nav(coachPage).getByRole('button', { name: 'Organizations', exact: true }).waitFor();
      expect(await nav(coachPage).getByRole('button', { name: clubMenu }).count()).toBe(0);
    });
    await release(opened, coach);
    await release(opened, owner);

    // 7. At a phone's width the members page and the player page fit; on paper they take a page or two.
    await step('the members page and the player page fit a phone and print on two pages at most', async () => {
      const ownerPhone = await openPage(browser, 'mobile');
      opened.push(ownerPhone);
      await signInAs(ownerPhone.page, baseUrl, OWNER.email, PASSWORD);
      await visit(ownerPhone.page, '/organization/members');
      await ownerPhone.page.getByTestId('member-row').first().waitFor();
      expect(await overflows(ownerPhone.page), 'the members page is wider than a phone').toBe(false);
      const membersPrinted = await printedPages(ownerPhone.page);
      // The player's phone opens in the owner's phone's context, emptied of its cookies and storage (openPage).
      await release(opened, ownerPhone);
      const playerPhone = await openPage(browser, 'mobile');
      opened.push(playerPhone);
      await signInAs(playerPhone.page, baseUrl, PLAYER.email, PASSWORD);
      // A new session acts for the organization the person last worked in: the club, the player's page at once.
      await visit(playerPhone.page, '/me/player');
      await playerPhone.page.getByRole('button', { name: 'Watch all (1): Made threes' }).waitFor();
      expect(await overflows(playerPhone.page), 'the player page is wider than a phone').toBe(false);
      const playerPrinted = await printedPages(playerPhone.page);
      expect(membersPrinted, 'the members page on A4').toBeLessThanOrEqual(2);
      expect(playerPrinted, 'the player page on A4').toBeLessThanOrEqual(2);
      expect([...ownerPhone.problems, ...playerPhone.problems], 'errors on the phones').toEqual([]);
      await release(opened, playerPhone);
    });

    expect(owner.problems, "errors on the owner's pages").toEqual([]);
    expect(player.problems, "errors on the player's pages").toEqual([]);
    // The coach's pages were refused once they were removed (403), and only then.
    expect(
      coach.problems.filter((problem) => !problem.includes('status of 403')),
      "errors on the coach's pages",
    ).toEqual([]);
  }, 300_000);
});
