import { randomUUID } from 'node:crypto';
import type { EventBody, GameSetup } from '@courtside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fixtures, gameEvents, games } from '../../db/schema.js';
import { approveGame, reviewedGameOf } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { as, createClub, join } from '../../test/organizations.js';

const RULES = { seasonLabel: '2026', visibility: 'public' as const };

interface League {
  owner: TestUser;
  organizationId: string;
  competitionId: string;
  teams: Record<'Tigers' | 'Hawks' | 'Lions' | 'Bears', string>;
}

/** A league organization with a public competition of four teams, Tigers with a roster of three. */
async function leagueOf(t: TestApp, prefix: string): Promise<League> {
  const owner = await signUpUser(t, `${prefix}-league@league.com.au`, { name: 'Lee League' });
  const organization = await as(t, owner).post('/api/organizations', { name: `${prefix} Metro League`, kind: 'league' });
  expect(organization.statusCode, organization.body).toBe(201);
  const created = await as(t, owner).post('/api/competitions', { name: 'Metro League', slug: `${prefix}-metro-2026`, ...RULES });
  expect(created.statusCode, created.body).toBe(201);
  const competitionId = created.json<{ id: string }>().id;
  const teams = {} as League['teams'];
  for (const [name, color] of [
    ['Tigers', '#f97316'],
    ['Hawks', '#1d4ed8'],
    ['Lions', '#eab308'],
    ['Bears', '#78350f'],
  ] as const) {
    const team = await as(t, owner).post(`/api/competitions/${competitionId}/teams`, {
      name,
      shortName: name.slice(0, 3).toUpperCase(),
      color,
    });
    expect(team.statusCode, team.body).toBe(201);
    teams[name] = team.json<{ id: string }>().id;
  }
  for (const [number, name] of [
    ['4', 'Tia Tiger'],
    ['7', 'Tomás Tiger'],
    ['11', 'Toni Tiger'],
  ])
    expect(
      (await as(t, owner).post(`/api/competitions/${competitionId}/teams/${teams.Tigers}/players`, { number, name })).statusCode,
    ).toBe(201);
  return { owner, organizationId: organization.json<{ organization: { id: string } }>().organization.id, competitionId, teams };
}

/** Every team of the league plays every other once, round 1: the six fixtures' ids, Tigers v Hawks first. */
async function roundRobin(t: TestApp, league: League): Promise<string[]> {
  const { Tigers, Hawks, Lions, Bears } = league.teams;
  const ids: string[] = [];
  for (const [home, away] of [
    [Tigers, Hawks],
    [Tigers, Lions],
    [Tigers, Bears],
    [Hawks, Lions],
    [Hawks, Bears],
    [Lions, Bears],
  ]) {
    const fixture = await as(t, league.owner).post(`/api/competitions/${league.competitionId}/fixtures`, {
      round: 1,
      date: '2026-05-01',
      time: '10:00',
      homeTeamId: home,
      awayTeamId: away,
    });
    expect(fixture.statusCode, fixture.body).toBe(201);
    ids.push(fixture.json<{ id: string }>().id);
  }
  return ids;
}

/** The Tigers' competition roster, as the league's page lists it. */
async function tigersRoster(t: TestApp, league: League): Promise<{ id: string; number: string; name: string }[]> {
  const competition = await as(t, league.owner).get(`/api/competitions/${league.competitionId}`);
  return (
    competition
      .json<{ teams: { id: string; players: { id: string; number: string; name: string }[] }[] }>()
      .teams.find((team) => team.id === league.teams.Tigers)?.players ?? []
  );
}

const FIXTURES_CSV = [
  'round,date,time,venue,home,away',
  '1,2026-04-11,10:00,Court 1,Tigers,Hawks',
  '1,2026-04-11,11:30,Court 2,Lions,Bears',
  '2,2026-04-18,10:00,Court 1,Hawks,Lions',
  '2,2026-04-18,11:30,"Court 2, North",Bears,Tigers',
].join('\n');

describe('a league runs a competition', () => {
  let t: TestApp;
  let league: League;
  let analyst: TestUser;
  let reviewer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    league = await leagueOf(t, 'run');
    analyst = await signUpUser(t, 'run-analyst@courtside.test', { role: 'analyst' });
    reviewer = await signUpUser(t, 'run-reviewer@courtside.test', { role: 'analyst' });
  });
  afterAll(() => t.close());

  const url = (path = '') => `/api/competitions/${league.competitionId}${path}`;
  const fixtureList = async () =>
    (await as(t, league.owner).get(url('/fixtures'))).json<{
      fixtures: {
        id: string;
        homeTeamId: string;
        awayTeamId: string;
        status: string;
        homeScore: number | null;
        awayScore: number | null;
        disagreement: boolean;
        gameScore: unknown;
      }[];
    }>().fixtures;

  it('imports a fixtures file whole, after refusing one with bad lines and storing nothing', async () => {
    const bad = await as(t, league.owner).post(url('/fixtures/import'), {
      csv: [
        'round,date,time,venue,home,away',
        '1,2026-04-11,10:00,Court 1,Tigers,Tigers',
        '1,2026-02-30,10:00,Court 1,Lions,Bears',
        '1,2026-04-11,10:00,=HYPERLINK("x"),Lions,Bears',
      ].join('\n'),
    });
    expect(bad.statusCode).toBe(400);
    const error = bad.json<{ error: { code: string; message: string; fields: Record<string, string> } }>().error;
    expect(error.code).toBe('bad_fixtures');
    expect(error.message).toMatch(/^Nothing was imported\. Line 2: .*a team cannot play itself/);
    expect(Object.keys(error.fields)).toEqual(['2', '3', '4']);
    expect(error.fields['4']).toMatch(/formula/);
    expect(await fixtureList()).toEqual([]);

    const huge = [
      'round,date,time,venue,home,away',
      ...Array.from({ length: 10_000 }, () => '1,2026-04-11,10:00,Court 1,Tigers,Hawks'),
    ].join('\n');
    const tooLong = await as(t, league.owner).post(url('/fixtures/import'), { csv: huge });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('A fixtures file holds at most 2,000 lines; this one has 10,000.');
    expect(await fixtureList()).toEqual([]);

    const good = await as(t, league.owner).post(url('/fixtures/import'), { csv: FIXTURES_CSV });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ imported: 4 });
    const listed = await fixtureList();
    expect(listed.map((fixture) => [fixture.homeTeamId, fixture.awayTeamId])).toEqual([
      [league.teams.Tigers, league.teams.Hawks],
      [league.teams.Lions, league.teams.Bears],
      [league.teams.Hawks, league.teams.Lions],
      [league.teams.Bears, league.teams.Tigers],
    ]);
  });

  it('refuses a fixture against itself, an absurd score and a result for a cancelled fixture, storing nothing', async () => {
    const self = await as(t, league.owner).post(url('/fixtures'), {
      round: 3,
      date: '2026-04-25',
      time: '10:00',
      homeTeamId: league.teams.Lions,
      awayTeamId: league.teams.Lions,
    });
    expect(self.statusCode).toBe(400);
    expect(self.body).toContain('A team cannot play itself.');
    const [first] = await fixtureList();
    if (!first) throw new Error('no fixture');
    for (const score of [
      { homeScore: -1, awayScore: 50 },
      { homeScore: 999, awayScore: 50 },
      { homeScore: 60, awayScore: 60 },
      { homeScore: 61.5, awayScore: 60 },
    ]) {
      const refused = await as(t, league.owner).put(url(`/fixtures/${first.id}/result`), score);
      expect(refused.statusCode, JSON.stringify(score)).toBe(400);
    }
    const added = await as(t, league.owner).post(url('/fixtures'), {
      round: 3,
      date: '2026-04-25',
      time: '10:00',
      homeTeamId: league.teams.Lions,
      awayTeamId: league.teams.Tigers,
    });
    expect(added.statusCode, added.body).toBe(201);
    const cancelled = await as(t, league.owner).patch(url(`/fixtures/${added.json<{ id: string }>().id}`), {
      status: 'cancelled',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const result = await as(t, league.owner).put(url(`/fixtures/${added.json<{ id: string }>().id}/result`), {
      homeScore: 70,
      awayScore: 60,
    });
    expect(result.statusCode).toBe(409);
    expect(result.json().error.message).toBe('This fixture was cancelled: it takes no result. Reschedule it first.');
    const stored = await t.database.db.select().from(fixtures).where(eq(fixtures.id, added.json<{ id: string }>().id));
    expect(stored[0]).toMatchObject({ status: 'cancelled', homeScore: null, awayScore: null });
    expect((await fixtureList()).filter((fixture) => fixture.homeScore !== null)).toEqual([]);
  });

  it('records results and a forfeit, audits each, and the ladder follows', async () => {
    const [tigersHawks, lionsBears] = await fixtureList();
    if (!tigersHawks || !lionsBears) throw new Error('no fixtures');
    expect(
      (await as(t, league.owner).put(url(`/fixtures/${tigersHawks.id}/result`), { homeScore: 70, awayScore: 64 })).statusCode,
    ).toBe(200);
    const forfeit = await as(t, league.owner).put(url(`/fixtures/${lionsBears.id}/result`), { forfeitedBy: 'away' });
    expect(forfeit.json()).toMatchObject({ status: 'forfeit', homeScore: 20, awayScore: 0, forfeitedBy: league.teams.Bears });
    const standings = (await as(t, league.owner).get(url('/standings'))).json<{
      rows: { teamId: string; place: number; shared: boolean; classificationPoints: number; forfeits: number }[];
    }>();
    expect(standings.rows.map((row) => [row.teamId, row.place, row.shared, row.classificationPoints])).toEqual([
      // Tigers +6 and Lions +20 are level on 2 points, and never met: the all-games difference puts Lions first.
      [league.teams.Lions, 1, false, 2],
      [league.teams.Tigers, 2, false, 2],
      [league.teams.Hawks, 3, false, 1],
      [league.teams.Bears, 4, false, 0],
    ]);
    expect(standings.rows[3]?.forfeits).toBe(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fixture.result_entered'), eq(auditLog.targetId, tigersHawks.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      before: { status: 'scheduled', homeScore: null },
      after: { status: 'played', homeScore: 70, awayScore: 64 },
    });
    expect(audits[0]?.actorId).toBe(league.owner.id);
  });

  it('a game delivered for a fixture brings its result, and one that disagrees with the league is flagged, never applied', async () => {
    const all = await fixtureList();
    const hawksLions = all[2];
    const tigersHawks = all[0];
    if (!hawksLions || !tigersHawks) throw new Error('no fixtures');
    const deliver = async (fixtureId: string, plays: EventBody[]) => {
      const [game] = await t.database.db
        .insert(games)
        .values({ organizationId: league.organizationId, name: 'Fixture game', source: 'file', status: 'ready' })
        .returning();
      if (!game) throw new Error('no game');
      const linked = await as(t, league.owner).put(url(`/fixtures/${fixtureId}/game`), { gameId: game.id });
      expect(linked.statusCode, linked.body).toBe(200);
      // The analyst's setup starts from the fixture's two rosters.
      const claimed = await as(t, analyst).post(`/api/analysis/games/${game.id}/claim`);
      expect(claimed.statusCode, claimed.body).toBe(200);
      const opened = (await as(t, analyst).get(`/api/analysis/games/${game.id}`)).json<{ suggestedSetup: GameSetup }>();
      const setup = opened.suggestedSetup;
      expect(setup.details).toMatchObject({ competition: 'Metro League 2026' });
      await t.database.db.delete(games).where(eq(games.id, game.id));
      const filled: GameSetup = {
        ...setup,
        home: {
          ...setup.home,
          players: setup.home.players.length ? setup.home.players : [{ id: 'h-1', number: '1', name: 'Home One' }],
        },
        away: {
          ...setup.away,
          players: setup.away.players.length ? setup.away.players : [{ id: 'a-1', number: '1', name: 'Away One' }],
        },
      };
      const id = await reviewedGameOf(
        t.database.db,
        { organizationId: league.organizationId, name: 'Fixture game', source: 'file', analystId: analyst.id },
        filled,
        plays.map((body, index) => ({ id: '', seq: index + 1, period: 1, videoMs: 1000 * (index + 1), ...body })),
      );
      expect((await as(t, league.owner).put(url(`/fixtures/${fixtureId}/game`), { gameId: id })).statusCode).toBe(200);
      await approveGame(t, reviewer, id);
      return { id, setup: filled };
    };
    // Hawks v Lions has no result: the delivered game's 3-2 is the result.
    const hawksHome = (await as(t, league.owner).get(url())).json<{ teams: { id: string; players: { id: string }[] }[] }>();
    expect(hawksHome.teams.find((team) => team.id === league.teams.Tigers)?.players).toHaveLength(3);
    const first = await deliver(hawksLions.id, [
      { type: 'shot', team: 'home', playerId: 'h-1', made: true, points: 3 },
      { type: 'shot', team: 'away', playerId: 'a-1', made: true, points: 2 },
    ]);
    expect(first.setup.home.name).toBe('Hawks');
    const afterFirst = (await fixtureList()).find((fixture) => fixture.id === hawksLions.id);
    expect(afterFirst).toMatchObject({
      status: 'played',
      homeScore: 3,
      awayScore: 2,
      disagreement: false,
      gameScore: { home: 3, away: 2 },
    });

    // Tigers v Hawks: the league entered 70-64; a game of 2-0 is kept beside it and flagged.
    const tigerPlayer = (await as(t, league.owner).get(url()))
      .json<{ teams: { id: string; players: { id: string; number: string }[] }[] }>()
      .teams.find((team) => team.id === league.teams.Tigers)
      ?.players.find((player) => player.number === '7');
    if (!tigerPlayer) throw new Error('no roster');
    await deliver(tigersHawks.id, [{ type: 'shot', team: 'home', playerId: tigerPlayer.id, made: true, points: 2 }]);
    const flagged = (await fixtureList()).find((fixture) => fixture.id === tigersHawks.id);
    expect(flagged).toMatchObject({
      status: 'played',
      homeScore: 70,
      awayScore: 64,
      disagreement: true,
      gameScore: { home: 2, away: 0 },
    });
    const fromGame = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fixture.result_from_game'), eq(auditLog.targetId, tigersHawks.id)));
    expect(fromGame[0]?.details).toMatchObject({ disagreement: true, game: { homeScore: 2, awayScore: 0 } });
    // The league accepts the game's score: the flag clears.
    const accepted = await as(t, league.owner).put(url(`/fixtures/${tigersHawks.id}/result`), { homeScore: 2, awayScore: 0 });
    expect(accepted.json()).toMatchObject({ disagreement: false, homeScore: 2, awayScore: 0 });
    // The roster player's line is the leaders' under their competition id.
    const boards = (await as(t, league.owner).get(url('/leaders'))).json<{
      boards: { category: string; leaders: { playerId: string; value: number }[] }[];
    }>().boards;
    expect(
      boards.find((board) => board.category === 'pts')?.leaders.find((leader) => leader.playerId === tigerPlayer.id),
    ).toMatchObject({ value: 2 });
  });

  it('copies last season: rules, teams and rosters under a new season and address, no fixtures', async () => {
    const copied = await as(t, league.owner).post(url('/copy'), { seasonLabel: '2027', slug: 'run-metro-2027' });
    expect(copied.statusCode, copied.body).toBe(201);
    const next = copied.json<{ id: string; seasonLabel: string; visibility: string }>();
    expect(next).toMatchObject({ seasonLabel: '2027', visibility: 'public' });
    const detail = (await as(t, league.owner).get(`/api/competitions/${next.id}`)).json<{
      teams: { name: string; players: unknown[] }[];
    }>();
    expect(detail.teams.map((team) => team.name)).toEqual(['Bears', 'Hawks', 'Lions', 'Tigers']);
    expect(detail.teams.find((team) => team.name === 'Tigers')?.players).toHaveLength(3);
    expect((await as(t, league.owner).get(`/api/competitions/${next.id}/fixtures`)).json().fixtures).toEqual([]);
    const taken = await as(t, league.owner).post(url('/copy'), { seasonLabel: '2027', slug: 'run-metro-2027' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('slug_taken');
  });
});

describe('who may see and run a competition', () => {
  let t: TestApp;
  let league: League;
  beforeAll(async () => {
    t = await createTestApp();
    league = await leagueOf(t, 'who');
    await as(t, league.owner).post(`/api/competitions/${league.competitionId}/fixtures/import`, { csv: FIXTURES_CSV });
  });
  afterAll(() => t.close());

  it('a personal organization cannot start one; a stranger gets 404 for any of it', async () => {
    const solo = await signUpUser(t, 'who-solo@club.com.au');
    const refused = await as(t, solo).post('/api/competitions', { name: 'Mine', slug: 'mine-2026', ...RULES });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_a_league');
    for (const path of ['', '/fixtures', '/standings', '/leaders'])
      expect((await as(t, solo).get(`/api/competitions/${league.competitionId}${path}`)).statusCode, path).toBe(404);
    expect(
      (
        await as(t, solo).put(`/api/competitions/${league.competitionId}/fixtures/${league.competitionId}/result`, {
          homeScore: 1,
          awayScore: 0,
        })
      ).statusCode,
    ).toBe(404);
    expect((await as(t, solo).get('/api/competitions')).json().competitions).toEqual([]);
  });

  it("the league's viewers read it and cannot change it", async () => {
    const viewer = await signUpUser(t, 'who-viewer@league.com.au');
    await join(t, league.owner, league.organizationId, viewer, 'viewer');
    expect((await as(t, viewer).get(`/api/competitions/${league.competitionId}/standings`)).statusCode).toBe(200);
    const change = await as(t, viewer).post(`/api/competitions/${league.competitionId}/teams`, {
      name: 'Owls',
      shortName: 'OWL',
      color: '#000000',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toBe("Only the organization's owners and managers can run its competitions.");
  });

  it("a club that claimed a team sees that team's fixtures only, and names its own game for one of them", async () => {
    const clubOwner = await signUpUser(t, 'who-club@club.com.au');
    const clubId = await createClub(t, clubOwner, 'Tigers Basketball Club');
    const team = await as(t, clubOwner).post('/api/teams', { name: 'Tigers U16', shortName: 'TIG', color: '#f97316' });
    const code = (
      await as(t, league.owner).post(`/api/competitions/${league.competitionId}/teams/${league.teams.Tigers}/claim-code`)
    ).json<{ code: string }>().code;
    expect(code).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    expect(
      (await as(t, clubOwner).post('/api/competition-claims', { code: 'WRONG-CODE', teamId: team.json().id })).statusCode,
    ).toBe(404);
    const claimed = await as(t, clubOwner).post('/api/competition-claims', { code, teamId: team.json().id });
    expect(claimed.statusCode, claimed.body).toBe(201);
    // The code is used up.
    expect((await as(t, clubOwner).post('/api/competition-claims', { code, teamId: team.json().id })).statusCode).toBe(404);
    const listed = (await as(t, clubOwner).get('/api/competitions')).json<{
      competitions: { id: string; access: string; claimedTeamIds: string[] }[];
    }>().competitions;
    expect(listed).toEqual([
      expect.objectContaining({ id: league.competitionId, access: 'club', claimedTeamIds: [league.teams.Tigers] }),
    ]);
    const seen = (await as(t, clubOwner).get(`/api/competitions/${league.competitionId}/fixtures`)).json<{
      fixtures: { id: string; homeTeamId: string; awayTeamId: string }[];
    }>().fixtures;
    expect(seen).toHaveLength(2);
    expect(seen.every((fixture) => [fixture.homeTeamId, fixture.awayTeamId].includes(league.teams.Tigers))).toBe(true);
    // It cannot enter results, and cannot name a game for a fixture of other teams.
    const all = await t.database.db.select().from(fixtures).where(eq(fixtures.competitionId, league.competitionId));
    const others = all.find(
      (fixture) => fixture.homeTeamId !== league.teams.Tigers && fixture.awayTeamId !== league.teams.Tigers,
    );
    const own = all.find((fixture) => fixture.homeTeamId === league.teams.Tigers);
    if (!others || !own) throw new Error('no fixtures');
    expect(
      (
        await as(t, clubOwner).put(`/api/competitions/${league.competitionId}/fixtures/${own.id}/result`, {
          homeScore: 1,
          awayScore: 0,
        })
      ).statusCode,
    ).toBe(404);
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: clubId,
        teamId: team.json<{ id: string }>().id,
        name: 'Tigers v Hawks',
        source: 'file',
        status: 'ready',
      })
      .returning();
    // A game of another of the club's teams is not this fixture's.
    const otherTeam = await as(t, clubOwner).post('/api/teams', { name: 'Tigers U12', shortName: 'T12', color: '#f97316' });
    const [younger] = await t.database.db
      .insert(games)
      .values({
        organizationId: clubId,
        teamId: otherTeam.json<{ id: string }>().id,
        name: 'Tigers U12 v Hawks',
        source: 'file',
        status: 'ready',
      })
      .returning();
    const gameId = game?.id ?? '';
    // A game of another organization cannot be named.
    const [foreign] = await t.database.db
      .insert(games)
      .values({ organizationId: league.organizationId, name: 'Not theirs', source: 'file', status: 'ready' })
      .returning();
    expect(
      (await as(t, clubOwner).put(`/api/competitions/${league.competitionId}/fixtures/${own.id}/game`, { gameId: foreign?.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t, clubOwner).put(`/api/competitions/${league.competitionId}/fixtures/${others.id}/game`, { gameId })).statusCode,
    ).toBe(404);
    const wrongTeam = await as(t, clubOwner).put(`/api/competitions/${league.competitionId}/fixtures/${own.id}/game`, {
      gameId: younger?.id,
    });
    expect(wrongTeam.statusCode).toBe(409);
    expect(wrongTeam.json().error.code).toBe('game_of_another_team');
    const linked = await as(t, clubOwner).put(`/api/competitions/${league.competitionId}/fixtures/${own.id}/game`, { gameId });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ gameId });

    // The league names a game of its own for the club's other fixture: the club is shown that it has none of theirs.
    const second = all.find((fixture) => fixture.id !== own.id && fixture.awayTeamId === league.teams.Tigers);
    if (!second) throw new Error('no second fixture');
    const leagueLinked = await as(t, league.owner).put(`/api/competitions/${league.competitionId}/fixtures/${second.id}/game`, {
      gameId: foreign?.id,
    });
    expect(leagueLinked.statusCode, leagueLinked.body).toBe(200);
    const gamesSeen = (await as(t, clubOwner).get(`/api/competitions/${league.competitionId}/fixtures`)).json<{
      fixtures: { id: string; gameId: string | null }[];
    }>().fixtures;
    expect(Object.fromEntries(gamesSeen.map((fixture) => [fixture.id, fixture.gameId]))).toEqual({
      [own.id]: gameId,
      [second.id]: null,
    });

    // A coach limited to the club's U12s neither opens the competition nor finds it listed.
    const coach = await signUpUser(t, 'who-club-coach@club.com.au');
    await join(t, clubOwner, clubId, coach, 'coach');
    const memberId = (await as(t, coach).get('/api/me')).json<{ activeOrganization: { memberId: string } }>().activeOrganization
      .memberId;
    const limited = await as(t, clubOwner).patch(`/api/organizations/${clubId}/members/${memberId}`, {
      teamIds: [otherTeam.json<{ id: string }>().id],
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect((await as(t, coach).get(`/api/competitions/${league.competitionId}`)).statusCode).toBe(404);
    expect((await as(t, coach).get('/api/competitions')).json().competitions).toEqual([]);
  });
});

describe('the finals', () => {
  let t: TestApp;
  let league: League;
  beforeAll(async () => {
    t = await createTestApp();
    league = await leagueOf(t, 'finals');
  });
  afterAll(() => t.close());

  it('draws the semi-finals from the final ladder, then the grand final from their winners, outside the ladder', async () => {
    const url = (path = '') => `/api/competitions/${league.competitionId}${path}`;
    const owner = as(t, league.owner);
    const { Tigers, Hawks, Lions, Bears } = league.teams;
    // Every team plays every other once; Tigers win all, Hawks two, Lions one: 1 Tigers, 2 Hawks, 3 Lions, 4 Bears.
    for (const id of await roundRobin(t, league))
      expect((await owner.put(url(`/fixtures/${id}/result`), { homeScore: 70, awayScore: 60 })).statusCode).toBe(200);
    const before = (await owner.get(url('/standings'))).json<{ rows: { teamId: string }[] }>().rows.map((row) => row.teamId);
    expect(before).toEqual([Tigers, Hawks, Lions, Bears]);

    const semis = await owner.post(url('/finals'), { size: 4, date: '2026-06-01', time: '19:00' });
    expect(semis.statusCode, semis.body).toBe(201);
    const [sf1, sf2] = semis.json<{ fixtures: { id: string; stage: string; homeTeamId: string; awayTeamId: string }[] }>()
      .fixtures;
    expect([sf1?.stage, sf1?.homeTeamId, sf1?.awayTeamId]).toEqual(['semi-final', Tigers, Bears]);
    expect([sf2?.homeTeamId, sf2?.awayTeamId]).toEqual([Hawks, Lions]);
    // The season's results are settled now: the finals came from them.
    const regular = (await owner.get(url('/fixtures')))
      .json<{ fixtures: { id: string; stage: string }[] }>()
      .fixtures.find((fixture) => fixture.stage === 'regular');
    const changed = await owner.put(url(`/fixtures/${regular?.id ?? ''}/result`), { homeScore: 50, awayScore: 90 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('finals_drawn');
    const early = await owner.post(url('/finals'), { size: 4, date: '2026-06-08', time: '19:00' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('finals_round_open');

    // Bears upset Tigers; Hawks beat Lions. The grand final: Hawks (2nd) at home to Bears (4th).
    await owner.put(url(`/fixtures/${sf1?.id ?? ''}/result`), { homeScore: 60, awayScore: 66 });
    await owner.put(url(`/fixtures/${sf2?.id ?? ''}/result`), { homeScore: 75, awayScore: 71 });
    const grand = await owner.post(url('/finals'), { size: 4, date: '2026-06-08', time: '19:00' });
    expect(grand.statusCode, grand.body).toBe(201);
    expect(grand.json().fixtures).toEqual([
      expect.objectContaining({ stage: 'grand final', homeTeamId: Hawks, awayTeamId: Bears }),
    ]);
    expect((await owner.post(url('/finals'), { size: 4, date: '2026-06-15', time: '19:00' })).json().error.code).toBe(
      'finals_drawn',
    );
    // The finals count nowhere in the ladder.
    const after = (await owner.get(url('/standings'))).json<{ rows: { teamId: string; played: number }[] }>().rows;
    expect(after.map((row) => row.teamId)).toEqual(before);
    expect(after.every((row) => row.played === 3)).toBe(true);
  });
});

describe('a game re-delivered after the finals are drawn', () => {
  let t: TestApp;
  let league: League;
  beforeAll(async () => {
    t = await createTestApp();
    league = await leagueOf(t, 'settled');
  });
  afterAll(() => t.close());

  it('keeps the regular season its finals came from: the corrected score is shown beside the result and flagged', async () => {
    const url = (path = '') => `/api/competitions/${league.competitionId}${path}`;
    const owner = as(t, league.owner);
    const admin = await signUpUser(t, 'settled-admin@courtside.test', { role: 'admin' });
    const { Tigers, Hawks, Lions, Bears } = league.teams;
    const [tigersHawks = '', ...rest] = await roundRobin(t, league);
    for (const id of rest)
      expect((await owner.put(url(`/fixtures/${id}/result`), { homeScore: 70, awayScore: 60 })).statusCode).toBe(200);
    // Tigers v Hawks comes from its delivered game: Tigers 2, Hawks 1.
    const tigers = await tigersRoster(t, league);
    const tia = tigers[0];
    if (!tia) throw new Error('no roster');
    const setup: GameSetup = {
      home: { name: 'Tigers', players: tigers },
      away: { name: 'Hawks', players: [{ id: 'hawk-1', number: '1', name: 'Hal Hawk' }] },
      periods: 4,
      periodSeconds: 600,
      overtimeSeconds: 300,
    };
    const gameId = await reviewedGameOf(
      t.database.db,
      { organizationId: league.organizationId, actorId: league.owner.id, name: 'Tigers v Hawks', source: 'file' },
      setup,
      [
        { id: '', seq: 1, period: 1, videoMs: 1000, type: 'shot', team: 'home', playerId: tia.id, made: true, points: 2 },
        { id: '', seq: 2, period: 1, videoMs: 2000, type: 'free_throw', team: 'away', playerId: 'hawk-1', made: true },
      ],
    );
    expect((await owner.put(url(`/fixtures/${tigersHawks}/game`), { gameId })).statusCode).toBe(200);
    await approveGame(t, admin, gameId);
    const ladder = async () =>
      (await owner.get(url('/standings')))
        .json<{ rows: { teamId: string; won: number }[] }>()
        .rows.map((row) => [row.teamId, row.won]);
    const before = await ladder();
    expect(before).toEqual([
      [Tigers, 3],
      [Hawks, 2],
      [Lions, 1],
      [Bears, 0],
    ]);
    expect((await owner.post(url('/finals'), { size: 4, date: '2026-06-01', time: '19:00' })).statusCode).toBe(201);

    // A correction: the Hawks' 3 was missed. Reopened, tagged, delivered again: Tigers 2, Hawks 4.
    const reopened = await as(t, admin).post(`/api/admin/games/${gameId}/reopen`, { reason: 'A Hawks three was missed' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    await t.database.db.insert(gameEvents).values({
      id: randomUUID(),
      gameId,
      seq: 3,
      period: 1,
      videoMs: 3000,
      body: { type: 'shot', team: 'away', playerId: 'hawk-1', made: true, points: 3 },
    });
    await t.database.db.update(games).set({ status: 'in_review' }).where(eq(games.id, gameId));
    await approveGame(t, admin, gameId);

    const fixture = (await owner.get(url('/fixtures')))
      .json<{
        fixtures: { id: string; homeScore: number; awayScore: number; gameScore: unknown; disagreement: boolean }[];
      }>()
      .fixtures.find((row) => row.id === tigersHawks);
    expect(fixture).toMatchObject({ homeScore: 2, awayScore: 1, disagreement: true });
    expect(fixture?.gameScore).toMatchObject({ home: 2, away: 4 });
    expect(await ladder()).toEqual(before);
  });
});

describe('a game named for a fixture, the other way round, and taken off again', () => {
  let t: TestApp;
  let league: League;
  let reviewer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    league = await leagueOf(t, 'turned');
    reviewer = await signUpUser(t, 'turned-reviewer@courtside.test', { role: 'analyst' });
  });
  afterAll(() => t.close());

  it("turns a game set up with the fixture's away team at home, and takes its box, result and lines off on request", async () => {
    const url = (path = '') => `/api/competitions/${league.competitionId}${path}`;
    const owner = as(t, league.owner);
    const fixture = (
      await owner.post(url('/fixtures'), {
        round: 1,
        date: '2026-04-11',
        time: '10:00',
        homeTeamId: league.teams.Tigers,
        awayTeamId: league.teams.Hawks,
      })
    ).json<{ id: string }>();
    const tigers = await tigersRoster(t, league);
    const tia = tigers.find((player) => player.number === '4');
    if (!tia) throw new Error('no roster');
    // Set up as the Hawks' home game (the uploader's own choice): Hawks 2, Tigers 7.
    const setup: GameSetup = {
      home: { name: 'Hawks', players: [{ id: 'hawk-1', number: '1', name: 'Hal Hawk' }] },
      away: { name: 'Tigers', players: tigers },
      periods: 4,
      periodSeconds: 600,
      overtimeSeconds: 300,
    };
    const gameId = await reviewedGameOf(
      t.database.db,
      { organizationId: league.organizationId, name: 'Hawks v Tigers', source: 'file' },
      setup,
      [
        { id: '', seq: 1, period: 1, videoMs: 1000, type: 'shot', team: 'home', playerId: 'hawk-1', made: true, points: 2 },
        { id: '', seq: 2, period: 1, videoMs: 2000, type: 'shot', team: 'away', playerId: tia.id, made: true, points: 3 },
        { id: '', seq: 3, period: 1, videoMs: 3000, type: 'shot', team: 'away', playerId: tia.id, made: true, points: 2 },
        { id: '', seq: 4, period: 1, videoMs: 4000, type: 'free_throw', team: 'away', playerId: tia.id, made: true },
        { id: '', seq: 5, period: 1, videoMs: 5000, type: 'free_throw', team: 'away', playerId: tia.id, made: true },
      ],
    );
    expect((await owner.put(url(`/fixtures/${fixture.id}/game`), { gameId })).statusCode).toBe(200);
    await approveGame(t, reviewer, gameId);
    const played = (await owner.get(url('/fixtures'))).json<{
      fixtures: { id: string; homeScore: number; awayScore: number; status: string; resultSource: string }[];
    }>().fixtures[0];
    // Tigers (the fixture's home team) 7, Hawks 2: the game's sides were turned to the fixture's.
    expect(played).toMatchObject({ status: 'played', homeScore: 7, awayScore: 2, resultSource: 'game' });
    const leaders = (await owner.get(url('/leaders'))).json<{
      boards: { category: string; leaders: { playerId: string; teamId: string; value: number }[] }[];
    }>().boards;
    expect(leaders.find((board) => board.category === 'pts')?.leaders[0]).toMatchObject({
      playerId: tia.id,
      teamId: league.teams.Tigers,
      value: 7,
    });

    // Taken off: the result it brought, its box and Tia's line go with it; a refusal for anyone but the league.
    const removed = await owner.delete(url(`/fixtures/${fixture.id}/game`));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      gameId: null,
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      gameScore: null,
    });
    const after = (await owner.get(url('/leaders'))).json<{ boards: { leaders: unknown[] }[] }>().boards;
    expect(after.every((board) => board.leaders.length === 0)).toBe(true);
    expect((await owner.delete(url(`/fixtures/${fixture.id}/game`))).statusCode).toBe(404);
  });
});
