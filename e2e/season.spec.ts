import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { DEMO_ADMIN, DEMO_ANALYST, deliverThroughApi, sessionCookie, signInAs, waitUntilReady } from './support/analysis';
import { launchBrowser, openPage, seriousA11yViolations, type TestPage, visit } from './support/browser';
import { signUpWithGames } from './support/customer';

let browser: Browser;
let directory: string;
let video: string;

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-season-'));
  video = path.join(directory, 'rockets-v-hawks.mp4');
  await makeTestVideo(video, { width: 640, height: 360, seconds: 5, audio: true });
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

interface Sheet {
  players: { id: string; number: string; name: string }[];
}
interface Workspace {
  setup: { home: Sheet; away: Sheet } | null;
  suggestedSetup: { home: Sheet; away: Sheet } | null;
}

/** The texts of a table row's cells, keyed by the column headings of its table. */
async function rowByColumn(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headings = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const cells = (await row.locator('th, td').allTextContents()).map((text) => text.trim());
  return Object.fromEntries(headings.map((heading, index) => [heading, cells[index] ?? '']));
}

/** The game details every upload of this test fills in: the team, the opponent, the day, home or away. */
async function fillDetails(page: Page, details: { opponent: string; date: string; side: 'Home' | 'Away'; roster?: string }) {
  const fields = page.getByRole('group', { name: 'Game details' });
  await fields.getByLabel('Your team').selectOption({ label: 'Riverside Rockets' });
  await fields.getByRole('textbox', { name: 'Opponent', exact: true }).fill(details.opponent);
  await fields.getByLabel('Date played').fill(details.date);
  await fields.getByRole('radio', { name: details.side, exact: true }).check();
  if (details.roster) await fields.getByLabel('Opponent roster (optional)').fill(details.roster);
}

describe("a team's season", () => {
  const opened: TestPage[] = [];
  afterAll(async () => {
    for (const page of opened) await page.close();
  });

  it('a coach creates a team, imports its roster, uploads two games for it; once both are delivered the season adds them up', async () => {
    const baseUrl = inject('baseUrl');
    const email = `season-${String(Date.now())}@club.com.au`;
    const { cookie } = await signUpWithGames(baseUrl, email, 2);
    const coach = await openPage(browser, 'desktop');
    opened.push(coach);
    const page = coach.page;
    await signInAs(page, baseUrl, email, 'a long enough password');

    // The team and its roster, imported from a file's text.
    await page.goto('/teams');
    await page.getByLabel('Team name').fill('Riverside Rockets');
    await page.getByLabel('Short name').fill('RKT');
    await page.getByRole('button', { name: 'Add team' }).click();
    await page.getByRole('link', { name: /Riverside Rockets/ }).click();
    await page.getByRole('heading', { name: 'Riverside Rockets', level: 1 }).waitFor();
    const teamId = page.url().split('/teams/')[1] ?? '';
    await page.getByLabel('Or paste it here').fill('number,name\n1,Ava Reed\n2,Bea Cole\n3,Cy Dunn\n4,Di Ekk\n5,Eve Fox\n');
    await page.getByRole('button', { name: 'Import roster' }).click();
    await page.getByText('5 players added.').waitFor();

    // Game 1 is a file, at home to the Hawks, whose roster the coach pastes; game 2 a link, away at the Eagles.
    await page.goto('/upload');
    await page.getByTestId('file-input').setInputFiles(video);
    await fillDetails(page, {
      opponent: 'Hawks',
      date: '2026-10-01',
      side: 'Home',
      roster: '1 Hal One\n2 Hal Two\n3 Hal Three\n4 Hal Four\n5 Hal Five',
    });
    await page.getByRole('button', { name: 'Upload Game' }).click();
    await page.getByText('Upload Successful!').waitFor();
    await page.getByRole('button', { name: 'Upload Another Game' }).click();
    await page.getByRole('button', { name: 'Video URL' }).click();
    await page.getByLabel('Game Name').fill('Rockets at Eagles');
    await page.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await fillDetails(page, { opponent: 'Eagles', date: '2026-10-08', side: 'Away' });
    await page.getByRole('button', { name: 'Upload Game' }).click();
    await page.getByText('Upload Successful!').waitFor();

    const games = (await (await fetch(`${baseUrl}/api/games`, { headers: { cookie } })).json()) as {
      games: { id: string; name: string }[];
    };
    const game1 = games.games.find((game) => game.name === 'rockets-v-hawks')?.id ?? '';
    const game2 = games.games.find((game) => game.name === 'Rockets at Eagles')?.id ?? '';
    await waitUntilReady(baseUrl, cookie, game1);
    await waitUntilReady(baseUrl, cookie, game2);

    // The analyst opens game 1: the setup is the coach's roster and the Hawks; Jo Newman, #23, is not on the
    // roster but plays, so the analyst adds him.
    const analystPage = await openPage(browser, 'desktop');
    opened.push(analystPage);
    await signInAs(analystPage.page, baseUrl, DEMO_ANALYST.email, DEMO_ANALYST.password);
    await analystPage.page.goto(`/analyst/games/${game1}`);
    await analystPage.page.getByRole('button', { name: 'Claim' }).click();
    await analystPage.page.getByTestId('setup-prefilled').waitFor();
    const homeRoster = analystPage.page.getByLabel(/Home roster/);
    expect(await homeRoster.inputValue()).toBe('1 Ava Reed\n2 Bea Cole\n3 Cy Dunn\n4 Di Ekk\n5 Eve Fox');
    expect(await analystPage.page.getByLabel(/Away roster/).inputValue()).toContain('1 Hal One');
    await homeRoster.fill(`${await homeRoster.inputValue()}\n23 Jo Newman`);
    await analystPage.page.getByRole('button', { name: 'Save setup' }).click();
    await analystPage.page.getByText('Setup saved.').waitFor();

    // The plays of game 1 (Rockets 8, Hawks 2) go in through the API, then review approves.
    const analyst = await sessionCookie(baseUrl, DEMO_ANALYST);
    const admin = await sessionCookie(baseUrl, DEMO_ADMIN);
    const workspace = async (gameId: string) =>
      (await (await fetch(`${baseUrl}/api/analysis/games/${gameId}`, { headers: { cookie: analyst } })).json()) as Workspace;
    const saved = (await workspace(game1)).setup;
    if (!saved) throw new Error('the setup was not saved');
    const rocket = (number: string) => saved.home.players.find((player) => player.number === number)?.id ?? '';
    const hawk = (number: string) => saved.away.players.find((player) => player.number === number)?.id ?? '';
    const send = async (who: string, gameId: string, url: string, body?: object) => {
      const response = await fetch(`${baseUrl}/api/analysis/games/${gameId}${url}`, {
        method: 'POST',
        headers: { cookie: who, origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${url} failed: ${String(response.status)} ${await response.text()}`);
    };
    const plays1 = [
      { type: 'shot', team: 'home', playerId: rocket('1'), made: true, points: 3, assistId: rocket('2') },
      { type: 'shot', team: 'home', playerId: rocket('1'), made: true, points: 2 },
      { type: 'shot', team: 'away', playerId: hawk('1'), made: true, points: 2 },
      { type: 'shot', team: 'home', playerId: rocket('23'), made: true, points: 2 },
      { type: 'foul', team: 'away', playerId: hawk('2'), drawnById: rocket('2'), kind: 'shooting' },
      { type: 'free_throw', team: 'home', playerId: rocket('2'), made: true },
      { type: 'free_throw', team: 'home', playerId: rocket('2'), made: false },
    ];
    for (const [index, body] of plays1.entries()) {
      await send(analyst, game1, '/events', {
        id: crypto.randomUUID(),
        seq: index + 1,
        period: 1,
        videoMs: 1000 * (index + 1),
        body,
      });
    }
    await send(analyst, game1, '/submit');
    await send(admin, game1, '/approve');

    // Game 2 (Rockets 2, Eagles 3), from its suggested setup: Jo Newman is on the roster now.
    const suggested = (await workspace(game2)).suggestedSetup;
    if (!suggested) throw new Error('no suggested setup');
    expect(suggested.away.players.map((player) => player.name)).toEqual([
      'Ava Reed',
      'Bea Cole',
      'Cy Dunn',
      'Di Ekk',
      'Eve Fox',
      'Jo Newman',
    ]);
    const eagles = [1, 2, 3, 4, 5].map((n) => ({ id: crypto.randomUUID(), number: String(n), name: `Eagle ${String(n)}` }));
    const rocketOf = (number: string) => suggested.away.players.find((player) => player.number === number)?.id ?? '';
    await deliverThroughApi(baseUrl, game2, { ...suggested, home: { ...suggested.home, name: 'Eagles', players: eagles } }, [
      { period: 1, videoMs: 1000, body: { type: 'shot', team: 'home', playerId: eagles[0]?.id, made: true, points: 3 } },
      { period: 1, videoMs: 2000, body: { type: 'shot', team: 'away', playerId: rocketOf('1'), made: false, points: 2 } },
      { period: 1, videoMs: 3000, body: { type: 'rebound', team: 'home', playerId: eagles[1]?.id, offensive: false } },
      { period: 1, videoMs: 4000, body: { type: 'shot', team: 'away', playerId: rocketOf('3'), made: true, points: 2 } },
      // Out off an Eagle after a miss (a Rockets team rebound), then the Rockets run out the shot clock.
      { period: 1, videoMs: 5000, body: { type: 'shot', team: 'home', playerId: eagles[0]?.id, made: false, points: 2 } },
      { period: 1, videoMs: 6000, body: { type: 'rebound', team: 'away', offensive: false } },
      { period: 1, videoMs: 7000, body: { type: 'turnover', team: 'away', kind: 'shot clock' } },
    ]);

    // The coach is told who joined the roster.
    await visit(page, `/games/${game1}`);
    await page
      .getByText(
        'Added to your Riverside Rockets roster: #23 Jo Newman. Our analyst saw them play; you can edit or archive them on the team page.',
      )
      .waitFor();

    // The season: 1-1, the two results, and each player's sums.
    await page.goto(`/teams/${teamId}`);
    await page.getByRole('link', { name: 'Season statistics' }).click();
    await page.getByRole('heading', { name: 'Riverside Rockets season', level: 1 }).waitFor();
    expect(await page.locator('dt', { hasText: 'Record' }).locator('+ dd').textContent()).toBe('1-1');
    const results = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Opponent' }) });
    expect(await rowByColumn(results, results.locator('tbody tr').nth(0))).toMatchObject({
      Date: 'Oct 1, 2026',
      Opponent: 'vs Hawks',
      Result: 'W',
      Score: '8-2',
    });
    expect(await rowByColumn(results, results.locator('tbody tr').nth(1))).toMatchObject({
      Opponent: 'at Eagles',
      Result: 'L',
      Score: '2-3',
    });
    // The sections below the first screen render as they near it.
    await page.locator('#player-stats').scrollIntoViewIfNeeded();
    const players = page.getByRole('table', { name: 'Player season statistics' });
    await players.waitFor();
    const line = (name: string) => rowByColumn(players, players.locator('tbody tr').filter({ hasText: name }).first());
    // Ava Reed: a three and a two in game 1, a missed two in game 2.
    expect(await line('Ava Reed')).toMatchObject({ GP: '2', PTS: '5', 'FGM-FGA': '2-3', '3PM-3PA': '1-1' });
    expect(await line('Bea Cole')).toMatchObject({ GP: '1', PTS: '1', 'FTM-FTA': '1-2', AST: '1' });
    expect(await line('Jo Newman')).toMatchObject({ GP: '1', PTS: '2' });
    expect(await line('Cy Dunn')).toMatchObject({ GP: '1', PTS: '2' });
    // The team rebound and turnover in a Team row of their own, under REB and TOV; no player has them.
    expect(await rowByColumn(players, players.locator('tfoot tr'))).toMatchObject({
      Player: 'Team',
      REB: '1',
      TOV: '1',
      PTS: '',
    });
    expect(await line('Ava Reed')).toMatchObject({ REB: '0', TOV: '0' });
    // Ava's 2 of 3 is no FG% a coach should read: a dash, its cell saying why.
    const avaFg = players.locator('tbody tr').filter({ hasText: 'Ava Reed' }).first().locator('td[title]').first();
    expect(await avaFg.textContent()).toBe('—');
    expect(await avaFg.getAttribute('title')).toBe('Fewer than 10 FGA over the season (3): too few attempts for a rate');
    await page.getByRole('group', { name: 'Show statistics as' }).getByRole('button', { name: 'Per game' }).click();
    await expect.poll(async () => (await line('Ava Reed')).PTS).toBe('2.5');
    await page.locator('#points-per-game').scrollIntoViewIfNeeded();
    await page.getByRole('img', { name: 'Points per game: Riverside Rockets and opponents' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(coach.problems).toEqual([]);

    // Shared, the season names its games and players by keys of the link's own (no id of ours), which still join:
    // Ava Reed's line, and her game log with both results.
    const link = await fetch(`${baseUrl}/api/teams/${teamId}/share-links`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresInDays: 1 }),
    });
    const { url } = (await link.json()) as { url: string };
    const visitor = await openPage(browser, 'mobile');
    opened.push(visitor);
    await visitor.page.goto(url);
    await visitor.page.getByRole('heading', { name: 'Riverside Rockets season', level: 1 }).waitFor();
    await visitor.page.locator('#player-stats').scrollIntoViewIfNeeded();
    const sharedPlayers = visitor.page.getByRole('table', { name: 'Player season statistics' });
    await sharedPlayers.waitFor();
    expect(
      await rowByColumn(sharedPlayers, sharedPlayers.locator('tbody tr').filter({ hasText: 'Ava Reed' }).first()),
    ).toMatchObject({ GP: '2', PTS: '5' });
    await visitor.page.getByRole('button', { name: 'Ava Reed: game log' }).click();
    const log = visitor.page.getByRole('table', { name: 'Game log: Ava Reed' });
    expect((await log.locator('tbody th').allTextContents()).map((text) => text.trim())).toEqual(['vs Hawks', 'at Eagles']);
    expect(visitor.problems).toEqual([]);
  });
});
