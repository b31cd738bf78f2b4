import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestVideo } from '../apps/server/src/test/test-video';
import { deliverThroughApi, uploadGame, waitUntilReady } from './support/analysis';
import { launchBrowser, openPage, printedPages, seriousA11yViolations } from './support/browser';

// A league's public pages as a parent reads them on game day (issue 40): the ladder, a team and a player, on a phone,
// drawn by the server with no script; and a game delivered for a fixture moving the ladder.

let browser: Browser;
let directory: string;
const stamp = String(Date.now());
const SLUG = `e2e-metro-${stamp}`;
const baseUrl = () => inject('baseUrl');

interface Seeded {
  cookie: string;
  competitionId: string;
  teams: Record<string, { id: string; players: { id: string; number: string; name: string }[] }>;
  fixtures: { id: string; homeTeamId: string; awayTeamId: string }[];
}
let seeded: Seeded;

async function api<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { cookie, origin: baseUrl(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${String(response.status)} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A league owner, their league organization with one game's credit, and a public competition of four teams. */
async function seedLeague(): Promise<Seeded> {
  const signUp = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ name: 'Lee League', email: `league-${stamp}@league.com.au`, password: 'a long enough password' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await api(cookie, 'POST', '/api/organizations', { name: `Metro League ${stamp}`, kind: 'league' });
  const { sessionId } = await api<{ sessionId: string }>(cookie, 'POST', '/api/checkout/sessions', {
    packageType: 'single',
    quantity: 1,
  });
  await api(cookie, 'POST', `/api/checkout/test-sessions/${sessionId}/pay`);
  const { id: competitionId } = await api<{ id: string }>(cookie, 'POST', '/api/competitions', {
    name: 'Metro League',
    seasonLabel: '2026',
    slug: SLUG,
    visibility: 'public',
  });
  const teams: Seeded['teams'] = {};
  for (const [name, color] of [
    ['Tigers', '#f97316'],
    ['Hawks', '#1d4ed8'],
    ['Lions', '#a16207'],
    ['Bears', '#78350f'],
  ] as const) {
    const { id } = await api<{ id: string }>(cookie, 'POST', `/api/competitions/${competitionId}/teams`, {
      name,
      shortName: name.slice(0, 3).toUpperCase(),
      color,
    });
    teams[name] = { id, players: [] };
  }
  for (const [team, number, name] of [
    ['Tigers', '4', 'Zoë Ngata'],
    ['Tigers', '7', 'Tomás Álvarez'],
    ['Hawks', '9', 'Hana Hawk'],
  ] as const)
    await api(cookie, 'POST', `/api/competitions/${competitionId}/teams/${teams[team]?.id ?? ''}/players`, { number, name });
  const detail = await api<{ teams: { id: string; name: string; players: { id: string; number: string; name: string }[] }[] }>(
    cookie,
    'GET',
    `/api/competitions/${competitionId}`,
  );
  for (const team of detail.teams) if (teams[team.name]) teams[team.name] = { id: team.id, players: team.players };
  await api(cookie, 'POST', `/api/competitions/${competitionId}/fixtures/import`, {
    csv: [
      'round,date,time,venue,home,away',
      '1,2026-04-11,10:00,Court 1,Tigers,Hawks',
      '1,2026-04-11,11:30,Court 2,Lions,Bears',
      '2,2026-04-18,10:00,Court 1,Hawks,Lions',
    ].join('\n'),
  });
  const { fixtures } = await api<{ fixtures: Seeded['fixtures'] }>(cookie, 'GET', `/api/competitions/${competitionId}/fixtures`);
  // Lions beat Bears 80-62, entered by the league.
  await api(cookie, 'PUT', `/api/competitions/${competitionId}/fixtures/${fixtures[1]?.id ?? ''}/result`, {
    homeScore: 80,
    awayScore: 62,
  });
  return { cookie, competitionId, teams, fixtures };
}

/** Opens a page the server draws (no app to wait for: it has no script) and waits for its heading. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
}

/** The ladder page's team names in their order. */
const ladderOrder = (page: Page) => page.locator('table').first().locator('tbody td.name a').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
  directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-e2e-competition-'));
  seeded = await seedLeague();
});
afterAll(async () => {
  await browser.close();
  await rm(directory, { recursive: true, force: true });
});

describe('a league on game day', () => {
  it('a game delivered for a fixture moves the ladder', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await visit(page, `/c/${SLUG}/ladder`);
    // Lions 2 points, Bears 1 (a loss), Tigers and Hawks yet to play.
    expect((await ladderOrder(page)).slice(0, 2)).toEqual(['Lions', 'Bears']);

    const video = path.join(directory, 'tigers-v-hawks.mp4');
    await makeTestVideo(video, { width: 640, height: 360, seconds: 4, audio: true });
    const gameId = await uploadGame(baseUrl(), seeded.cookie, video, 'Tigers v Hawks');
    await waitUntilReady(baseUrl(), seeded.cookie, gameId);
    const tigersHawks = seeded.fixtures[0];
    if (!tigersHawks) throw new Error('no fixture');
    await api(seeded.cookie, 'PUT', `/api/competitions/${seeded.competitionId}/fixtures/${tigersHawks.id}/game`, { gameId });
    const tigers = seeded.teams.Tigers?.players ?? [];
    const hawks = seeded.teams.Hawks?.players ?? [];
    const zoe = tigers.find((player) => player.number === '4');
    const hana = hawks.find((player) => player.number === '9');
    if (!zoe || !hana) throw new Error('no roster');
    await deliverThroughApi(
      baseUrl(),
      gameId,
      {
        home: { name: 'Tigers', players: tigers },
        away: { name: 'Hawks', players: hawks },
        periods: 4,
        periodSeconds: 600,
        overtimeSeconds: 300,
      },
      [
        { period: 1, videoMs: 500, body: { type: 'shot', team: 'home', playerId: zoe.id, made: true, points: 3 } },
        { period: 1, videoMs: 1500, body: { type: 'shot', team: 'away', playerId: hana.id, made: true, points: 2 } },
      ],
    );
    // The page shows it within its max-age; here, at once after the server's own short check.
    await expect
      .poll(
        async () => {
          await page.reload();
          return ladderOrder(page);
        },
        { timeout: 30_000, interval: 1000 },
      )
      // Tigers win 3-2: level with Lions on 2 points (never met: Lions' +18 beats +1); Hawks and Bears on 1 (-1, -18).
      .toEqual(['Lions', 'Tigers', 'Hawks', 'Bears']);
    await close();
  });

  it('a parent on a phone reads the ladder, a team and a player: no script, no sideways scroll, axe clean, prints short', async () => {
    const { page, problems, close } = await openPage(browser, 'mobile');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await visit(page, `/c/${SLUG}/ladder`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ladder');
    expect(await page.locator('main').textContent()).toContain('How ties were broken');
    expect(await fits()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await printedPages(page)).toBeLessThanOrEqual(2);

    await page.getByRole('link', { name: 'Tigers' }).first().click();
    await page.waitForURL(/\/teams\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tigers');
    expect(await page.locator('main').textContent()).toContain('2nd on the ladder · 1-0');
    expect(await fits()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '#4 Zoë Ngata' }).click();
    await page.waitForURL(/\/players\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('#4 Zoë Ngata');
    expect(await page.getByRole('table', { name: 'Game log' }).isVisible()).toBe(true);
    expect(await fits()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await visit(page, `/c/${SLUG}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Metro League');
    expect(await fits()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
