import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEMBER_ROLES, type MemberRole } from '@courtside/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, games, guaranteeRequests, playReports, reels } from './db/schema.js';
import { createLocalStorage } from './modules/storage/local-storage.js';
import type { Access } from './plugins/access.js';
import { approveGame, reviewedGame } from './test/games.js';
import { createTestApp, giveGames, signUpUser, tusMetadata, type TestApp, type TestUser } from './test/helpers.js';
import { as, clubOfEveryRole, createClub, invitationTokenFor, join, type Club } from './test/organizations.js';

// DESIGN.md's roles table, route by route: every route a signed-in customer may call is tried as each of the five
// roles of one club, and as an outsider (the owner of another organization), against the club's own rows: a
// delivered game of the player's team (U14), its play, share links and a reel, the team and its roster, a checkout.
// A role the table allows gets the route's answer; one it does not is refused with 403 and a plain sentence; an
// outsider is told the row does not exist (404). The first test fails when a route is added without a row here.

type Who = MemberRole | 'outsider';
const EVERYONE: readonly Who[] = [...MEMBER_ROLES, 'outsider'];
/** Who may, by the roles table: the rest of the club's members are refused (403). */
const MAY = {
  read: ['owner', 'manager', 'coach', 'viewer', 'player'],
  manage: ['owner', 'manager', 'coach'],
  reels: ['owner', 'manager', 'coach', 'viewer'],
  playReports: ['owner', 'manager', 'coach'],
  members: ['owner', 'manager'],
  billing: ['owner'],
} as const satisfies Record<string, readonly MemberRole[]>;

interface Fixture {
  club: Club;
  gameId: string;
  playId: string;
  reelId: string;
  gameLinkId: string;
  teamLinkId: string;
  otherPlayerId: string;
  checkoutSessionId: string;
  /** A competition the club runs: two teams, three fixtures (for results, schedule changes and a game); and one whose season is over. */
  competition: { id: string; teamIds: string[]; fixtureIds: string[]; finishedId: string };
}

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

interface Row {
  /** The route as registered: `METHOD /api/path/:param`. */
  route: string;
  /** The members who may, or 'self' for what every signed-in person does for themself. */
  may: readonly MemberRole[] | 'self';
  /** What an allowed caller is answered. */
  ok: number;
  /** What a member the row does not allow is answered: 403 (their role may not), or 404 (the row is not theirs). */
  refused?: 403 | 404;
  /** What the outsider is answered: 404 unless the route acts on their own organization. */
  outsider?: number;
  /** The request, made afresh for each caller (after `prepare`, whose result it is given). */
  request: (f: Fixture, who: Who, prepared: unknown) => Request;
  prepare?: (f: Fixture, who: Who) => Promise<unknown>;
  /** Puts the club back as it was after an allowed call changed it. */
  restore?: (f: Fixture, who: Who) => Promise<void>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('every role on every customer route', () => {
  let t: TestApp;
  let f: Fixture;
  const callers = {} as Record<Who, TestUser>;
  let counter = 0;
  const unique = () => String(++counter);

  beforeAll(async () => {
    t = await createTestApp();
    const club = await clubOfEveryRole(t, 'matrix');
    Object.assign(callers, club.members);
    callers.outsider = await signUpUser(t, 'matrix-outsider@club.com.au');
    await giveGames(t.database.db, club.organizationId, 40);
    const { owner, coach } = club.members;
    const other = await as(t, owner).post(`/api/teams/${club.teamId}/players`, { number: '9', name: 'Omar Other' });
    const admin = await signUpUser(t, 'matrix-admin@courtside.test', { role: 'admin' });

    // A delivered game of the U14 team, uploaded by the coach, with footage stored for it.
    const gameId = await reviewedGame(t.database.db, {
      organizationId: club.organizationId,
      actorId: coach.id,
      teamId: club.teamId,
      name: 'U14 vs Hawks',
      source: 'file',
      submittedAt: new Date(),
    });
    await approveGame(t, admin, gameId);
    const storage = createLocalStorage(path.join(t.config.dataDir, 'footage'));
    for (const name of ['original', 'proxy']) {
      const file = path.join(t.config.dataDir, `${name}.mp4`);
      await writeFile(file, Buffer.alloc(2048, 1));
      await storage.putFile(`games/${gameId}/${name}.mp4`, file, 'video/mp4');
    }
    await t.database.db
      .update(games)
      .set({
        storageKey: `games/${gameId}/original.mp4`,
        proxyKey: `games/${gameId}/proxy.mp4`,
        contentType: 'video/mp4',
        durationSeconds: 600,
      })
      .where(eq(games.id, gameId));
    const report = (await as(t, owner).get(`/api/games/${gameId}/boxscore`)).json<{ report: { plays: { id: string }[] } }>()
      .report;
    const playId = report.plays[0]!.id;
    const [reel] = await t.database.db
      .insert(reels)
      .values({
        gameId,
        organizationId: club.organizationId,
        actorId: coach.id,
        title: 'Failed reel',
        playIds: [playId],
        status: 'failed',
      })
      .returning();
    const gameLink = await as(t, owner).post(`/api/games/${gameId}/share-links`, { expiresInDays: 7 });
    const teamLink = await as(t, owner).post(`/api/teams/${club.teamId}/share-links`, { expiresInDays: 7 });
    const checkout = await as(t, owner).post('/api/checkout/sessions', { packageType: 'single', quantity: 1 });
    expect([other.statusCode, gameLink.statusCode, teamLink.statusCode, checkout.statusCode]).toEqual([201, 201, 201, 201]);
    const competition = await competitionOfClub(t, owner, gameId);
    f = {
      competition,
      club,
      gameId,
      playId,
      reelId: reel!.id,
      gameLinkId: gameLink.json().link.id,
      teamLinkId: teamLink.json().link.id,
      otherPlayerId: other.json().id,
      checkoutSessionId: checkout.json().sessionId,
    };
  }, 120_000);
  afterAll(() => t.close());

  const game = (f: Fixture) => `/api/games/${f.gameId}`;
  const team = (f: Fixture) => `/api/teams/${f.club.teamId}`;
  const club = (f: Fixture) => `/api/organizations/${f.club.organizationId}`;
  const get = (url: (f: Fixture) => string) => (fx: Fixture) => ({ method: 'GET' as const, url: url(fx) });
  /** Each caller's own fresh checkout (an owner's, for the club), so paying or cancelling one leaves the others'. */
  const freshCheckout = async (_f: Fixture, who: Who) => {
    const buyer = who === 'outsider' ? callers.outsider : callers.owner;
    return (await as(t, buyer).post('/api/checkout/sessions', { packageType: 'single', quantity: 1 })).json().sessionId as string;
  };
  const creditForOutsider = async (_f: Fixture, who: Who) => {
    if (who === 'outsider') await giveGames(t.database.db, callers.outsider.id, 1);
  };
  /** A member who joins to be changed or removed, so the club's five stay as they are. */
  const throwawayMember = async () => {
    const person = await signUpUser(t, `matrix-extra-${unique()}@club.com.au`);
    await join(t, callers.owner, f.club.organizationId, person, 'viewer');
    const listed = (await as(t, callers.owner).get(club(f) + '/members')).json().members as { id: string; userId: string }[];
    return listed.find((member) => member.userId === person.id)!.id;
  };
  const pendingInvitation = async () =>
    (
      await as(t, callers.owner).post(club(f) + '/invitations', {
        email: `matrix-invited-${unique()}@club.com.au`,
        role: 'viewer',
      })
    ).json().invitation.id as string;
  /** Back to the organization each caller acts for: the club, or the outsider's own. */
  const backToClub = async (_f: Fixture, who: Who) => {
    const organizationId = who === 'outsider' ? callers.outsider.id : f.club.organizationId;
    const answer = await as(t, callers[who]).post('/api/organizations/active', { organizationId });
    expect(answer.statusCode).toBe(200);
  };

  const competition = (f: Fixture) => `/api/competitions/${f.competition.id}`;
  const runners = MAY.members; // a competition is run by its organization's owners and managers
  const readers = MAY.reels; // and read by its members but players

  const ROWS: Row[] = [
    // Competitions (a club runs them, as a league does)
    { route: 'GET /api/competitions', may: 'self', ok: 200, request: get(() => '/api/competitions') },
    {
      route: 'POST /api/competitions',
      may: runners,
      ok: 201,
      outsider: 403, // their personal organization runs no competition
      request: () => ({
        method: 'POST',
        url: '/api/competitions',
        payload: { name: 'Matrix Cup', seasonLabel: '2026', slug: `matrix-cup-${unique()}` },
      }),
    },
    { route: 'GET /api/competitions/:id', may: readers, ok: 200, request: get(competition) },
    {
      route: 'PUT /api/competitions/:id',
      may: runners,
      ok: 200,
      request: (fx) => ({
        method: 'PUT',
        url: competition(fx),
        payload: { name: 'Matrix League', seasonLabel: '2026', slug: 'matrix-league-2026', visibility: 'public' },
      }),
    },
    {
      route: 'POST /api/competitions/:id/copy',
      may: runners,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: competition(fx) + '/copy',
        payload: { seasonLabel: '2027', slug: `matrix-league-2027-${unique()}` },
      }),
    },
    {
      route: 'POST /api/competitions/:id/teams',
      may: runners,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: competition(fx) + '/teams',
        payload: { name: `Team ${unique()}`, shortName: 'TM', color: '#123456' },
      }),
    },
    {
      route: 'PUT /api/competitions/:id/teams/:teamId',
      may: runners,
      ok: 204,
      request: (fx) => ({
        method: 'PUT',
        url: `${competition(fx)}/teams/${fx.competition.teamIds[0]!}`,
        payload: { name: 'Matrix A', shortName: 'MA', color: '#123456' },
      }),
    },
    {
      route: 'POST /api/competitions/:id/teams/:teamId/players',
      may: runners,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: `${competition(fx)}/teams/${fx.competition.teamIds[0]!}/players`,
        payload: { number: unique(), name: 'Matrix Player' },
      }),
    },
    {
      route: 'POST /api/competitions/:id/teams/:teamId/claim-code',
      may: runners,
      ok: 201,
      request: (fx) => ({ method: 'POST', url: `${competition(fx)}/teams/${fx.competition.teamIds[1]!}/claim-code` }),
    },
    {
      route: 'POST /api/competition-claims',
      may: runners,
      ok: 201,
      // A fresh code from the club for each caller, redeemed for the club's own team (an outsider has no such team).
      prepare: async (fx) =>
        (await as(t, callers.owner).post(`${competition(fx)}/teams/${fx.competition.teamIds[1]!}/claim-code`)).json<{
          code: string;
        }>().code,
      request: (fx, _who, code) => ({
        method: 'POST',
        url: '/api/competition-claims',
        payload: { code, teamId: fx.club.teamId },
      }),
    },
    { route: 'GET /api/competitions/:id/fixtures', may: readers, ok: 200, request: get((fx) => competition(fx) + '/fixtures') },
    {
      route: 'POST /api/competitions/:id/fixtures',
      may: runners,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: competition(fx) + '/fixtures',
        payload: {
          round: 9,
          date: '2026-06-01',
          time: '10:00',
          homeTeamId: fx.competition.teamIds[0],
          awayTeamId: fx.competition.teamIds[1],
        },
      }),
    },
    {
      route: 'POST /api/competitions/:id/fixtures/import',
      may: runners,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: competition(fx) + '/fixtures/import',
        payload: { csv: 'round,date,time,venue,home,away\n8,2026-06-01,10:00,,Matrix A,Matrix B' },
      }),
    },
    {
      route: 'PATCH /api/competitions/:id/fixtures/:fixtureId',
      may: runners,
      ok: 200,
      request: (fx) => ({
        method: 'PATCH',
        url: `${competition(fx)}/fixtures/${fx.competition.fixtureIds[1]!}`,
        payload: { status: 'postponed' },
      }),
    },
    {
      route: 'PUT /api/competitions/:id/fixtures/:fixtureId/result',
      may: runners,
      ok: 200,
      request: (fx) => ({
        method: 'PUT',
        url: `${competition(fx)}/fixtures/${fx.competition.fixtureIds[0]!}/result`,
        payload: { homeScore: 71, awayScore: 65 },
      }),
    },
    {
      route: 'PUT /api/competitions/:id/fixtures/:fixtureId/game',
      may: runners,
      ok: 200,
      request: (fx) => ({
        method: 'PUT',
        url: `${competition(fx)}/fixtures/${fx.competition.fixtureIds[2]!}/game`,
        payload: { gameId: fx.gameId },
      }),
    },
    {
      route: 'DELETE /api/competitions/:id/fixtures/:fixtureId/game',
      may: runners,
      ok: 200,
      // The club's game named afresh for each caller, so each allowed one has a game to take off.
      prepare: async (fx) => {
        const named = await as(t, callers.owner).put(`${competition(fx)}/fixtures/${fx.competition.fixtureIds[2]!}/game`, {
          gameId: fx.gameId,
        });
        expect(named.statusCode, named.body).toBe(200);
      },
      request: (fx) => ({ method: 'DELETE', url: `${competition(fx)}/fixtures/${fx.competition.fixtureIds[2]!}/game` }),
    },
    {
      route: 'POST /api/competitions/:id/finals',
      may: runners,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: `/api/competitions/${fx.competition.finishedId}/finals`,
        payload: { size: 4, date: '2026-09-01', time: '19:00' },
      }),
      restore: async (fx) => {
        await t.database.db
          .delete(fixtures)
          .where(and(eq(fixtures.competitionId, fx.competition.finishedId), ne(fixtures.stage, 'regular')));
      },
    },
    { route: 'GET /api/competitions/:id/standings', may: readers, ok: 200, request: get((fx) => competition(fx) + '/standings') },
    { route: 'GET /api/competitions/:id/leaders', may: readers, ok: 200, request: get((fx) => competition(fx) + '/leaders') },
    // Games
    { route: 'GET /api/games', may: MAY.read, ok: 200, outsider: 200, request: get(() => '/api/games') },
    {
      route: 'POST /api/games',
      may: MAY.manage,
      ok: 201,
      outsider: 201, // a game of their own organization, on its own credit
      prepare: creditForOutsider,
      request: () => ({
        method: 'POST',
        url: '/api/games',
        payload: { name: 'Link game', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      }),
    },
    { route: 'GET /api/games/:id', may: MAY.read, ok: 200, request: get(game) },
    { route: 'GET /api/games/:id/boxscore', may: MAY.read, ok: 200, request: get((fx) => game(fx) + '/boxscore') },
    { route: 'GET /api/games/:id/boxscore.csv', may: MAY.read, ok: 200, request: get((fx) => game(fx) + '/boxscore.csv') },
    { route: 'GET /api/games/:id/plays.csv', may: MAY.read, ok: 200, request: get((fx) => game(fx) + '/plays.csv') },
    { route: 'GET /api/games/:id/report.pdf', may: MAY.read, ok: 200, request: get((fx) => game(fx) + '/report.pdf') },
    { route: 'GET /api/games/:id/video', may: MAY.read, ok: 200, request: get((fx) => game(fx) + '/video') },
    {
      route: 'POST /api/games/:id/guarantee-requests',
      may: MAY.manage,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: game(fx) + '/guarantee-requests',
        payload: { kind: 'reprocess', reason: 'Two plays were missed.' },
      }),
      restore: async () => void (await t.database.db.delete(guaranteeRequests).where(eq(guaranteeRequests.gameId, f.gameId))),
    },
    { route: 'GET /api/games/:id/play-reports', may: MAY.playReports, ok: 200, request: get((fx) => game(fx) + '/play-reports') },
    {
      route: 'POST /api/games/:id/plays/:playId/reports',
      may: MAY.playReports,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: `${game(fx)}/plays/${fx.playId}/reports`,
        payload: { kind: 'player', note: 'Wrong shooter.' },
      }),
      restore: async () => void (await t.database.db.delete(playReports).where(eq(playReports.gameId, f.gameId))),
    },
    { route: 'GET /api/games/:id/reels', may: MAY.reels, ok: 200, request: get((fx) => game(fx) + '/reels') },
    {
      route: 'POST /api/games/:id/reels',
      may: MAY.reels,
      ok: 202,
      request: (fx) => ({ method: 'POST', url: game(fx) + '/reels', payload: { title: 'My reel', playIds: [fx.playId] } }),
    },
    { route: 'GET /api/games/:id/share-links', may: MAY.manage, ok: 200, request: get((fx) => game(fx) + '/share-links') },
    {
      route: 'POST /api/games/:id/share-links',
      may: MAY.manage,
      ok: 201,
      request: (fx) => ({ method: 'POST', url: game(fx) + '/share-links', payload: { expiresInDays: 7 } }),
    },
    {
      route: 'DELETE /api/games/:id/share-links/:linkId',
      may: MAY.manage,
      ok: 204,
      request: (fx) => ({ method: 'DELETE', url: `${game(fx)}/share-links/${fx.gameLinkId}` }),
    },
    // Reels
    { route: 'GET /api/reels/:id', may: MAY.reels, ok: 200, request: get((fx) => `/api/reels/${fx.reelId}`) },
    {
      route: 'POST /api/reels/:id/retry',
      may: MAY.reels,
      ok: 202,
      request: (fx) => ({ method: 'POST', url: `/api/reels/${fx.reelId}/retry` }),
      restore: async () => void (await t.database.db.update(reels).set({ status: 'failed' }).where(eq(reels.id, f.reelId))),
    },
    // Not cut yet: whoever may download it is told so; a player downloads no footage; nobody else learns it exists.
    { route: 'GET /api/reels/:id/video', may: MAY.reels, ok: 409, request: get((fx) => `/api/reels/${fx.reelId}/video`) },
    // Teams, rosters, seasons
    { route: 'GET /api/teams', may: MAY.read, ok: 200, outsider: 200, request: get(() => '/api/teams') },
    {
      route: 'POST /api/teams',
      may: MAY.manage,
      ok: 201,
      outsider: 201, // a team of their own organization
      request: () => ({
        method: 'POST',
        url: '/api/teams',
        payload: { name: `Team ${unique()}`, shortName: 'TM', color: '#ea580c' },
      }),
    },
    { route: 'GET /api/teams/:id', may: MAY.read, ok: 200, request: get(team) },
    {
      route: 'PUT /api/teams/:id',
      may: MAY.manage,
      ok: 200,
      request: (fx) => ({
        method: 'PUT',
        url: team(fx),
        payload: { name: 'Northside U14', shortName: 'NU14', color: '#1d4ed8' },
      }),
    },
    {
      route: 'PUT /api/teams/:id/logo',
      may: MAY.manage,
      ok: 200,
      request: (fx) => ({ method: 'PUT', url: team(fx) + '/logo', payload: PNG, headers: { 'content-type': 'image/png' } }),
    },
    { route: 'GET /api/teams/:id/logo', may: MAY.read, ok: 200, request: get((fx) => team(fx) + '/logo') },
    {
      route: 'DELETE /api/teams/:id/logo',
      may: MAY.manage,
      ok: 200,
      request: (fx) => ({ method: 'DELETE', url: team(fx) + '/logo' }),
    },
    {
      route: 'POST /api/teams/:id/players',
      may: MAY.manage,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: team(fx) + '/players',
        payload: { number: String(20 + counter++), name: 'New Player' },
      }),
    },
    {
      route: 'PATCH /api/teams/:id/players/:playerId',
      may: MAY.manage,
      ok: 200,
      request: (fx) => ({ method: 'PATCH', url: `${team(fx)}/players/${fx.otherPlayerId}`, payload: { position: 'G' } }),
    },
    {
      route: 'POST /api/teams/:id/players/import',
      may: MAY.manage,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: team(fx) + '/players/import',
        payload: { csv: `number,name\n${String(60 + counter++)},Imported Player\n` },
      }),
    },
    { route: 'GET /api/teams/:id/season', may: MAY.read, ok: 200, request: get((fx) => team(fx) + '/season') },
    { route: 'GET /api/teams/:id/season.csv', may: MAY.read, ok: 200, request: get((fx) => team(fx) + '/season.csv') },
    { route: 'GET /api/teams/:id/season.pdf', may: MAY.read, ok: 200, request: get((fx) => team(fx) + '/season.pdf') },
    { route: 'GET /api/teams/:id/share-links', may: MAY.manage, ok: 200, request: get((fx) => team(fx) + '/share-links') },
    {
      route: 'POST /api/teams/:id/share-links',
      may: MAY.manage,
      ok: 201,
      request: (fx) => ({ method: 'POST', url: team(fx) + '/share-links', payload: { expiresInDays: 7 } }),
    },
    {
      route: 'DELETE /api/teams/:id/share-links/:linkId',
      may: MAY.manage,
      ok: 204,
      request: (fx) => ({ method: 'DELETE', url: `${team(fx)}/share-links/${fx.teamLinkId}` }),
    },
    // A player's own page: only a player member has one.
    { route: 'GET /api/me/player', may: ['player'], refused: 404, ok: 200, request: get(() => '/api/me/player') },
    // Credits and purchases: the owner's alone (an outsider buys for their own organization)
    {
      route: 'POST /api/checkout/sessions',
      may: MAY.billing,
      ok: 201,
      outsider: 201,
      request: () => ({ method: 'POST', url: '/api/checkout/sessions', payload: { packageType: 'single', quantity: 1 } }),
    },
    {
      route: 'POST /api/checkout/session-status',
      may: MAY.billing,
      ok: 200,
      request: (fx) => ({ method: 'POST', url: '/api/checkout/session-status', payload: { sessionId: fx.checkoutSessionId } }),
    },
    {
      route: 'GET /api/checkout/test-sessions/:sessionId',
      may: MAY.billing,
      ok: 200,
      request: get((fx) => `/api/checkout/test-sessions/${fx.checkoutSessionId}`),
    },
    {
      route: 'POST /api/checkout/test-sessions/:sessionId/pay',
      may: MAY.billing,
      ok: 200,
      outsider: 200, // their own checkout
      prepare: freshCheckout,
      request: (_fx, _who, sessionId) => ({ method: 'POST', url: `/api/checkout/test-sessions/${String(sessionId)}/pay` }),
    },
    {
      route: 'POST /api/checkout/test-sessions/:sessionId/cancel',
      may: MAY.billing,
      ok: 200,
      outsider: 200,
      prepare: freshCheckout,
      request: (_fx, _who, sessionId) => ({ method: 'POST', url: `/api/checkout/test-sessions/${String(sessionId)}/cancel` }),
    },
    { route: 'GET /api/purchases', may: MAY.billing, ok: 200, outsider: 200, request: get(() => '/api/purchases') },
    { route: 'GET /api/me/export', may: MAY.billing, ok: 200, outsider: 200, request: get(() => '/api/me/export') },
    // The person's own account: everyone, for themself
    {
      route: 'POST /api/me/email-change',
      may: 'self',
      ok: 400,
      request: () => ({
        method: 'POST',
        url: '/api/me/email-change',
        payload: { newEmail: `moved-${unique()}@club.com.au`, password: 'not the password' },
      }),
    },
    {
      route: 'POST /api/me/email-change/confirm',
      may: 'self',
      ok: 400,
      request: () => ({ method: 'POST', url: '/api/me/email-change/confirm', payload: { code: '000000' } }),
    },
    {
      route: 'DELETE /api/me',
      may: 'self',
      ok: 400,
      request: () => ({ method: 'DELETE', url: '/api/me', payload: { password: 'not the password' } }),
    },
    // Organizations
    { route: 'GET /api/organizations', may: 'self', ok: 200, request: get(() => '/api/organizations') },
    {
      route: 'POST /api/organizations',
      may: 'self',
      ok: 201,
      request: () => ({ method: 'POST', url: '/api/organizations', payload: { name: `New club ${unique()}`, kind: 'club' } }),
      restore: backToClub,
    },
    {
      route: 'POST /api/organizations/active',
      may: MAY.read,
      ok: 200,
      request: (fx) => ({
        method: 'POST',
        url: '/api/organizations/active',
        payload: { organizationId: fx.club.organizationId },
      }),
    },
    { route: 'GET /api/organizations/:id', may: MAY.read, ok: 200, request: get(club) },
    {
      route: 'PATCH /api/organizations/:id',
      may: MAY.billing,
      ok: 200,
      request: (fx) => ({ method: 'PATCH', url: club(fx), payload: { name: 'Northside Basketball Club' } }),
    },
    {
      // The owner is asked for their password (a wrong one here: nothing is deleted); nobody else may.
      route: 'DELETE /api/organizations/:id',
      may: MAY.billing,
      ok: 400,
      request: (fx) => ({ method: 'DELETE', url: club(fx), payload: { password: 'not the password' } }),
    },
    { route: 'GET /api/organizations/:id/members', may: MAY.members, ok: 200, request: get((fx) => club(fx) + '/members') },
    {
      route: 'GET /api/organizations/:id/invitations',
      may: MAY.members,
      ok: 200,
      request: get((fx) => club(fx) + '/invitations'),
    },
    {
      route: 'PATCH /api/organizations/:id/members/:memberId',
      may: MAY.members,
      ok: 200,
      prepare: throwawayMember,
      request: (fx, _who, memberId) => ({
        method: 'PATCH',
        url: `${club(fx)}/members/${String(memberId)}`,
        payload: { role: 'coach' },
      }),
    },
    {
      route: 'DELETE /api/organizations/:id/members/:memberId',
      may: MAY.members,
      ok: 204,
      prepare: throwawayMember,
      request: (fx, _who, memberId) => ({ method: 'DELETE', url: `${club(fx)}/members/${String(memberId)}` }),
    },
    {
      route: 'POST /api/organizations/:id/invitations',
      may: MAY.members,
      ok: 201,
      request: (fx) => ({
        method: 'POST',
        url: club(fx) + '/invitations',
        payload: { email: `matrix-new-${unique()}@club.com.au`, role: 'coach' },
      }),
    },
    {
      route: 'POST /api/organizations/:id/invitations/:invitationId/resend',
      may: MAY.members,
      ok: 200,
      prepare: pendingInvitation,
      request: (fx, _who, id) => ({ method: 'POST', url: `${club(fx)}/invitations/${String(id)}/resend` }),
    },
    {
      route: 'DELETE /api/organizations/:id/invitations/:invitationId',
      may: MAY.members,
      ok: 204,
      prepare: pendingInvitation,
      request: (fx, _who, id) => ({ method: 'DELETE', url: `${club(fx)}/invitations/${String(id)}` }),
    },
    {
      // An invitation to another organization, sent to the caller's own address: anyone accepts their own.
      route: 'POST /api/invitations/:token/accept',
      may: 'self',
      ok: 200,
      prepare: async (_fx, who) => {
        const host = await signUpUser(t, `matrix-host-${unique()}@club.com.au`);
        const other = await createClub(t, host, 'Other Club');
        await as(t, host).post(`/api/organizations/${other}/invitations`, { email: callers[who].email, role: 'viewer' });
        return invitationTokenFor(t, callers[who].email);
      },
      request: (_fx, _who, token) => ({ method: 'POST', url: `/api/invitations/${String(token)}/accept` }),
      restore: backToClub,
    },
    // Uploads (tus): creating one takes a credit, so it is the coaches'; an upload is its uploader's alone
    {
      route: 'POST /api/uploads',
      may: MAY.manage,
      ok: 201,
      outsider: 201,
      prepare: creditForOutsider,
      request: () => ({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '1024',
          'upload-metadata': tusMetadata({ name: 'Tus game', filename: 'game.mp4', filetype: 'video/mp4' }),
        },
      }),
    },
    // tus's collection takes only POST (creation): the other methods there name no upload.
    ...(['PATCH', 'DELETE'] as const).map((method): Row => ({
      route: `${method} /api/uploads`,
      may: 'self',
      ok: 404,
      request: () => ({ method, url: '/api/uploads', headers: { 'tus-resumable': '1.0.0' } }),
    })),
    ...(
      [
        // tus answers a POST to an upload's own address as a bad request, to the one who may send it.
        ['POST', 400, {}],
        ['PATCH', 204, { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }],
        ['DELETE', 204, {}],
      ] as const
    ).map(([method, ok, headers]): Row => ({
      route: `${method} /api/uploads/:id`,
      // An upload the coach started: only they reach it; for everyone else it does not exist.
      may: ['coach'],
      refused: 404,
      ok,
      prepare: async () => {
        const started = await t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: {
            origin: t.config.baseUrl,
            cookie: callers.coach.cookie,
            'tus-resumable': '1.0.0',
            'upload-length': '1024',
            'upload-metadata': tusMetadata({ name: 'Tus game', filename: 'game.mp4', filetype: 'video/mp4' }),
          },
        });
        expect(started.statusCode, started.body).toBe(201);
        return String(started.headers.location).split('/').pop();
      },
      request: (_fx, _who, id) => ({
        method,
        url: `/api/uploads/${String(id)}`,
        headers: { 'tus-resumable': '1.0.0', ...headers },
        ...(method === 'PATCH' ? { payload: Buffer.alloc(16, 7) } : {}),
      }),
    })),
  ];

  it('has a row for every route a customer may call, and no row for a route that is not there', () => {
    const customer: Access = 'customer';
    const routes = t.app.routeAccess.filter((route) => route.access === customer).map((route) => `${route.method} ${route.url}`);
    expect(new Set(ROWS.map((row) => row.route))).toEqual(new Set(routes));
  });

  for (const row of ROWS.map((r) => r))
    it(`${row.route}: ${row.may === 'self' ? 'everyone, for themself' : row.refused === 404 ? `${row.may.join(', ')} alone` : row.may.join(', ')}`, async () => {
      const answers: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const who of EVERYONE) {
        const prepared = row.prepare ? await row.prepare(f, who) : undefined;
        const request = row.request(f, who, prepared);
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: {
            origin: t.config.baseUrl,
            cookie: callers[who].cookie,
            ...(request.payload !== undefined && !Buffer.isBuffer(request.payload) ? { 'content-type': 'application/json' } : {}),
            ...request.headers,
          },
          ...(request.payload === undefined
            ? {}
            : { payload: Buffer.isBuffer(request.payload) ? request.payload : JSON.stringify(request.payload) }),
        });
        answers[who] = response.statusCode;
        if (process.env.MATRIX_DEBUG) console.log(row.route, who, response.statusCode, response.body.slice(0, 200));
        const allowed = row.may === 'self' || (who !== 'outsider' && row.may.includes(who));
        expected[who] =
          who === 'outsider' ? (row.outsider ?? (row.may === 'self' ? row.ok : 404)) : allowed ? row.ok : (row.refused ?? 403);
        if (response.statusCode === 403 && expected[who] === 403) {
          // Refused in a plain sentence, never a bare code.
          const message = response.headers['content-type']?.includes('json')
            ? response.json().error.message
            : response.body.trim();
          expect(message, `${row.route} as ${who}`).toMatch(/^[A-Z].*[.]$/);
        }
        if (allowed && row.restore) await row.restore(f, who);
      }
      expect(JSON.stringify(answers)).toBe(JSON.stringify(expected));
    });

  it.each([
    '/organization/create',
    '/organization/set-active',
    '/organization/invite-member',
    '/organization/accept-invitation',
    '/organization/update-member-role',
    '/organization/remove-member',
    '/organization/delete',
    '/organization/list',
    '/organization/get-full-organization',
  ])("better-auth's %s is not routed: organizations change only through our services", async (endpoint) => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.app.inject({
        method,
        url: `/api/auth${endpoint}`,
        headers: { origin: t.config.baseUrl, cookie: callers.owner.cookie },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(answer.statusCode).toBe(404);
    }
  });
});

/**
 * A competition the club runs, with teams Matrix A and B and three fixtures between them; and a second whose
 * regular season is over (four teams, each played once, places 1 to 4 apart), so its finals can be drawn.
 */
async function competitionOfClub(t: TestApp, owner: TestUser, _gameId: string): Promise<Fixture['competition']> {
  const make = async (slug: string, teams: string[]) => {
    const created = await as(t, owner).post('/api/competitions', { name: 'Matrix League', seasonLabel: '2026', slug });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const teamIds: string[] = [];
    for (const name of teams) {
      const team = await as(t, owner).post(`/api/competitions/${id}/teams`, {
        name,
        shortName: name.slice(-2),
        color: '#123456',
      });
      expect(team.statusCode, team.body).toBe(201);
      teamIds.push(team.json<{ id: string }>().id);
    }
    return { id, teamIds };
  };
  const running = await make('matrix-league-2026', ['Matrix A', 'Matrix B']);
  const fixtureIds: string[] = [];
  for (const round of [1, 2, 3]) {
    const fixture = await as(t, owner).post(`/api/competitions/${running.id}/fixtures`, {
      round,
      date: '2026-05-0' + String(round),
      time: '10:00',
      homeTeamId: running.teamIds[0],
      awayTeamId: running.teamIds[1],
    });
    expect(fixture.statusCode, fixture.body).toBe(201);
    fixtureIds.push(fixture.json<{ id: string }>().id);
  }
  const finished = await make('matrix-finished-2026', ['F1', 'F2', 'F3', 'F4']);
  const [a, b, c, d] = finished.teamIds as [string, string, string, string];
  for (const [home, away, homeScore, awayScore] of [
    [a, b, 70, 60],
    [a, c, 70, 60],
    [a, d, 70, 60],
    [b, c, 70, 60],
    [b, d, 70, 60],
    [c, d, 70, 60],
  ] as const) {
    const fixture = await as(t, owner).post(`/api/competitions/${finished.id}/fixtures`, {
      round: 1,
      date: '2026-05-01',
      time: '10:00',
      homeTeamId: home,
      awayTeamId: away,
    });
    const result = await as(t, owner).put(
      `/api/competitions/${finished.id}/fixtures/${fixture.json<{ id: string }>().id}/result`,
      { homeScore, awayScore },
    );
    expect(result.statusCode, result.body).toBe(200);
  }
  return { id: running.id, teamIds: running.teamIds, fixtureIds, finishedId: finished.id };
}
