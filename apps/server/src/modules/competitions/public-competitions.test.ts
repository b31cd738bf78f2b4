import type { GameSetup } from '@courtside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpreadsheetSafe, readCsv } from '../../test/csv-reader.js';
import { approveGame, reviewedGameOf } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { as } from '../../test/organizations.js';

interface Competition {
  id: string;
  slug: string;
  teams: Record<string, string>;
  fixtures: { id: string; homeTeamId: string; awayTeamId: string }[];
}

/** A competition of three teams (one named like a formula), three fixtures, as `owner`'s league runs it. */
async function competitionOf(
  t: TestApp,
  owner: TestUser,
  slug: string,
  visibility: 'public' | 'unlisted' | 'private',
  publishBoxScores = true,
): Promise<Competition> {
  const created = await as(t, owner).post('/api/competitions', {
    name: 'Metro League',
    seasonLabel: '2026',
    slug,
    visibility,
    publishBoxScores,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  const teams: Record<string, string> = {};
  for (const [name, color] of [
    ['Tigers', '#f97316'],
    ['Hawks', '#1d4ed8'],
    ['=Owls', '#111827'],
  ] as const) {
    const team = await as(t, owner).post(`/api/competitions/${id}/teams`, {
      name,
      shortName: name.replace('=', '').slice(0, 3),
      color,
    });
    expect(team.statusCode, team.body).toBe(201);
    teams[name] = team.json<{ id: string }>().id;
  }
  for (const [number, name] of [
    ['4', 'Zoë Ngata'],
    ['7', 'Tomás Álvarez'],
  ])
    await as(t, owner).post(`/api/competitions/${id}/teams/${teams.Tigers ?? ''}/players`, { number, name });
  // A file cannot name "=Owls" (its cell would be a formula): their fixtures are added one by one.
  const imported = await as(t, owner).post(`/api/competitions/${id}/fixtures/import`, {
    csv: 'round,date,time,venue,home,away\n1,2026-04-11,10:00,Court 1,Tigers,Hawks',
  });
  expect(imported.statusCode, imported.body).toBe(201);
  for (const [round, date, time, venue, home, away] of [
    [2, '2026-04-18', '10:00', 'Court 1', 'Hawks', '=Owls'],
    [3, '2026-04-25', '19:30', 'Court 2', '=Owls', 'Tigers'],
  ] as const) {
    const added = await as(t, owner).post(`/api/competitions/${id}/fixtures`, {
      round,
      date,
      time,
      venue,
      homeTeamId: teams[home],
      awayTeamId: teams[away],
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const fixtures = (await as(t, owner).get(`/api/competitions/${id}/fixtures`)).json<{ fixtures: Competition['fixtures'] }>()
    .fixtures;
  return { id, slug, teams, fixtures };
}

describe('the public competition pages', () => {
  let t: TestApp;
  let owner: TestUser;
  let reviewer: TestUser;
  let open: Competition;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t, 'public-league@league.com.au');
    reviewer = await signUpUser(t, 'public-reviewer@courtside.test', { role: 'analyst' });
    expect((await as(t, owner).post('/api/organizations', { name: 'Metro League', kind: 'league' })).statusCode).toBe(201);
    open = await competitionOf(t, owner, 'metro-2026', 'public');
    const [first, second] = open.fixtures;
    if (!first || !second) throw new Error('no fixtures');
    // Round 1 delivered as a game (Tigers 5, Hawks 2: Zoë a three, Tomás a two), round 2 entered by the league.
    const roster = (await as(t, owner).get(`/api/competitions/${open.id}`)).json<{
      teams: { id: string; players: { id: string; number: string; name: string }[] }[];
    }>().teams;
    const tigers = roster.find((team) => team.id === open.teams.Tigers)?.players ?? [];
    const zoe = tigers.find((player) => player.number === '4');
    const tomas = tigers.find((player) => player.number === '7');
    if (!zoe || !tomas) throw new Error('no roster');
    const setup: GameSetup = {
      home: { name: 'Tigers', players: tigers },
      away: { name: 'Hawks', players: [{ id: 'hawk-9', number: '9', name: 'Hana Hawk' }] },
      periods: 4,
      periodSeconds: 600,
      overtimeSeconds: 300,
    };
    const gameId = await reviewedGameOf(
      t.database.db,
      {
        organizationId: (await as(t, owner).get('/api/me')).json<{ activeOrganization: { id: string } }>().activeOrganization.id,
        name: 'Tigers v Hawks',
        source: 'file',
      },
      setup,
      [
        { id: '', seq: 1, period: 1, videoMs: 1000, type: 'shot', team: 'home', playerId: zoe.id, made: true, points: 3 },
        { id: '', seq: 2, period: 1, videoMs: 2000, type: 'shot', team: 'away', playerId: 'hawk-9', made: true, points: 2 },
        {
          id: '',
          seq: 3,
          period: 1,
          videoMs: 3000,
          type: 'shot',
          team: 'home',
          playerId: tomas.id,
          made: true,
          points: 2,
          assistId: zoe.id,
        },
      ],
    );
    expect((await as(t, owner).put(`/api/competitions/${open.id}/fixtures/${first.id}/game`, { gameId })).statusCode).toBe(200);
    await approveGame(t, reviewer, gameId);
    expect(
      (await as(t, owner).put(`/api/competitions/${open.id}/fixtures/${second.id}/result`, { homeScore: 60, awayScore: 71 }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('draws the overview, ladder, fixtures, leaders, a team, a player and a game for anyone, without a cookie', async () => {
    const overview = await get('/c/metro-2026');
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['content-type']).toMatch(/^text\/html/);
    expect(overview.body).toContain('<h1>Metro League</h1>');
    expect(overview.body).not.toContain('<script');
    expect(overview.body).toMatch(/<meta property="og:title" content="Metro League 2026">/);
    expect(overview.body).not.toContain('noindex');

    const ladder = await get('/c/metro-2026/ladder');
    // Tigers 1-0 (+3), =Owls 1-0 (+11), Hawks 0-2: Owls and Tigers level on 2 points never met; difference decides.
    const names = [
      ...ladder.body.matchAll(/<td class="name">.*?<a href="\/c\/metro-2026\/teams\/[^"]+">([^<]+)<\/a><\/td>/g),
    ].map((match) => match[1]);
    expect(names).toEqual(['=Owls', 'Tigers', 'Hawks']);
    expect(ladder.body).toContain('How ties were broken');

    const player = await get(
      `/c/metro-2026/players/${
        (await as(t, owner).get(`/api/competitions/${open.id}`))
          .json<{ teams: { id: string; players: { id: string; number: string }[] }[] }>()
          .teams.find((team) => team.id === open.teams.Tigers)
          ?.players.find((p) => p.number === '4')?.id ?? ''
      }`,
    );
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('#4 Zoë Ngata');
    expect(player.body).toContain('Game log');
    // Her line: 3 points, 1 assist, 1-1 from the field, 1-1 from three; EFF 3 + 1 = 4.
    expect(player.body).toMatch(
      /<td>3<\/td><td>0<\/td><td>1<\/td><td>0<\/td><td>0<\/td><td>0<\/td><td>1-1<\/td><td>1-1<\/td><td>0-0<\/td><td>0<\/td><td>4<\/td>/,
    );

    const leaders = await get('/c/metro-2026/leaders');
    expect(leaders.body).toContain('Ranked: players in at least 70% of their team&#39;s games');
    // Tigers have played one game, which Zoë played: she leads the points with 3.
    expect(leaders.body).toMatch(/Points per game.*?#4 Zoë Ngata.*?<td>3\.0<\/td>/);
    expect(leaders.body).toContain('Points per game');

    const team = await get(`/c/metro-2026/teams/${open.teams.Tigers ?? ''}`);
    expect(team.body).toContain('2nd on the ladder · 1-0 · 2 points');
    const game = await get(`/c/metro-2026/games/${open.fixtures[0]?.id ?? ''}`);
    expect(game.body).toContain('#7 Tomás Álvarez');
    expect(game.body).toContain('Box score');
    expect((await get('/c/metro-2026/teams/not-a-team')).statusCode).toBe(404);
  });

  it('is identical for every reader, with an ETag, a 304 for a reader who has it, and the max-age of DESIGN.md §6', async () => {
    const first = await get('/c/metro-2026/ladder');
    const signedIn = await get('/c/metro-2026/ladder', { cookie: owner.cookie });
    expect(signedIn.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(signedIn.headers.etag).toBe(first.headers.etag);
    const again = await get('/c/metro-2026/ladder', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const api = await get('/api/public/competitions/metro-2026/standings');
    expect(api.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(api.json<{ tieTexts: string[] }>().tieTexts.length).toBeGreaterThan(0);
  });

  it('shows a new result within the max-age, with a new ETag', async () => {
    const before = await get('/c/metro-2026/fixtures');
    const third = open.fixtures[2];
    if (!third) throw new Error('no fixture');
    expect(
      (await as(t, owner).put(`/api/competitions/${open.id}/fixtures/${third.id}/result`, { homeScore: 50, awayScore: 58 }))
        .statusCode,
    ).toBe(200);
    let after = before;
    for (let tries = 0; tries < 120 && !after.body.includes('50–58'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await get('/c/metro-2026/fixtures');
    }
    expect(after.body).toContain('50–58');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves the ladder, results and leaders as spreadsheet-safe CSV, and the fixtures as a calendar', async () => {
    const ladder = await get('/api/public/competitions/metro-2026/standings.csv');
    expect(ladder.headers['content-type']).toMatch(/^text\/csv/);
    expectSpreadsheetSafe(ladder.body);
    const rows = readCsv(ladder.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 3)).toEqual(['Place', 'Team', 'P']);
    expect(rows.map((row) => row[1])).toContain("'=Owls");
    const results = readCsv((await get('/api/public/competitions/metro-2026/fixtures.csv')).body.replace(/^\uFEFF/, ''));
    expect(results).toHaveLength(4);
    // The Tigers' one game with a box score is the one Zoë played: she qualifies (1 of 1), though round 3's result
    // (entered, no box) makes two games in the ladder.
    const leaders = readCsv((await get('/api/public/competitions/metro-2026/leaders.csv')).body.replace(/^\uFEFF/, ''));
    expect(leaders[0]).toEqual(['Category', 'Rank', 'Number', 'Player', 'Team', 'Games', 'Value', 'Total', 'Attempts']);
    expect(leaders.find((row) => row[0] === 'PTS' && row[1] === '1')?.slice(2, 7)).toEqual([
      '4',
      'Zoë Ngata',
      'Tigers',
      '1',
      '3',
    ]);
    const calendar = await get('/api/public/competitions/metro-2026/fixtures.ics');
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    // 7:30 pm in Melbourne on April 25 (AEST, UTC+10) is 09:30 UTC.
    expect(calendar.body).toContain('DTSTART:20260425T093000Z');
    const team = await get(`/api/public/competitions/metro-2026/teams/${open.teams.Hawks ?? ''}/fixtures.ics`);
    expect(team.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('answers 404 for a private competition, keeps an unlisted one out of search, and lists public ones in the sitemap', async () => {
    await competitionOf(t, owner, 'metro-private-2026', 'private');
    await competitionOf(t, owner, 'metro-unlisted-2026', 'unlisted', false);
    for (const url of [
      '/c/metro-private-2026',
      '/c/metro-private-2026/ladder',
      '/embed/c/metro-private-2026/ladder',
      '/api/public/competitions/metro-private-2026',
      '/api/public/competitions/metro-private-2026/fixtures.ics',
    ])
      expect((await get(url, { cookie: owner.cookie })).statusCode, url).toBe(404);
    const unlisted = await get('/c/metro-unlisted-2026');
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.headers['x-robots-tag']).toBe('noindex');
    expect(unlisted.body).toContain('<meta name="robots" content="noindex">');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('/c/metro-2026/ladder</loc>');
    expect(sitemap.body).not.toContain('unlisted');
    expect(sitemap.body).not.toContain('private');
  });

  it('lets other sites frame only the widgets', async () => {
    const widget = await get('/embed/c/metro-2026/ladder');
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(widget.body).toContain('target="_top"');
    const results = await get('/embed/c/metro-2026/results');
    expect(results.body).toContain('60–71');
    const page = await get('/c/metro-2026');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('keeps box scores to the result where the competition does not publish them', async () => {
    const hidden = await competitionOf(t, owner, 'metro-nobox-2026', 'public', false);
    const answer = await get(`/api/public/competitions/metro-nobox-2026/games/${hidden.fixtures[0]?.id ?? ''}`);
    expect(answer.json()).toMatchObject({ box: null, fixture: { boxScore: false } });
  });
});

describe('the finals on the public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the semi-finals drawn, and the grand final waiting for their winners', async () => {
    const owner = await signUpUser(t, 'finals-league@league.com.au');
    await as(t, owner).post('/api/organizations', { name: 'Finals League', kind: 'league' });
    const created = await as(t, owner).post('/api/competitions', {
      name: 'Finals League',
      seasonLabel: '2026',
      slug: 'finals-2026',
      visibility: 'public',
    });
    const id = created.json<{ id: string }>().id;
    const teams: string[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      teams.push(
        (await as(t, owner).post(`/api/competitions/${id}/teams`, { name, shortName: name.slice(0, 3), color: '#1d4ed8' })).json<{
          id: string;
        }>().id,
      );
    const [a, b, c, d] = teams as [string, string, string, string];
    for (const [home, away] of [
      [a, b],
      [a, c],
      [a, d],
      [b, c],
      [b, d],
      [c, d],
    ]) {
      const fixture = await as(t, owner).post(`/api/competitions/${id}/fixtures`, {
        round: 1,
        date: '2026-05-01',
        time: '10:00',
        homeTeamId: home,
        awayTeamId: away,
      });
      await as(t, owner).put(`/api/competitions/${id}/fixtures/${fixture.json<{ id: string }>().id}/result`, {
        homeScore: 70,
        awayScore: 60,
      });
    }
    expect(
      (await as(t, owner).post(`/api/competitions/${id}/finals`, { size: 4, date: '2026-06-01', time: '19:00' })).statusCode,
    ).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/c/finals-2026' });
    expect(page.body).toContain('<h2>Finals</h2>');
    expect(page.body).toMatch(
      /Alpha<\/a> v .*Delta<\/a> <span class="tag">Jun 1, 2026 19:00<\/span><\/div><div class="muted">SF1 · Semi-final/,
    );
    expect(page.body).toContain(
      'Winner of SF1</span> v <span class="muted">Winner of SF2</span> <span class="tag">To be drawn</span>',
    );
  });
});
