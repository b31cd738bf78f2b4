import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventBody, GameSetup } from '@courtside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, games } from '../../db/schema.js';
import { createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { createGames } from '../games/games.service.js';
import { createLocalStorage } from '../storage/local-storage.js';

const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    players: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `t${String(n)}`, number: String(n), name: `Tiger ${String(n)}` })),
    starters: ['t1', 't2', 't3', 't4', 't5'],
  },
  away: {
    name: 'Hawks',
    players: [1, 2, 3, 4, 5].map((n) => ({ id: `h${String(n)}`, number: String(n), name: `Hawk ${String(n)}` })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

const twoByT1: EventBody = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, assistId: 't2' };

describe('the analysis API', () => {
  let t: TestApp;
  let directory: string;
  let customer: TestUser;
  let stranger: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  let admin: TestUser;
  let gameCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-analysis-'));
    customer = await signUpUser(t, 'coach@example.com');
    stranger = await signUpUser(t, 'stranger@example.com');
    ana = await signUpUser(t, 'ana@courtside.test', { role: 'analyst', name: 'Ana Analyst' });
    ben = await signUpUser(t, 'ben@courtside.test', { role: 'analyst', name: 'Ben Analyst' });
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin' });
    await giveGames(t.database.db, customer.id, 50);
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A customer's linked game, made ready by the real preparation job (YouTube needs no transcoding). */
  async function readyGame(): Promise<string> {
    gameCount += 1;
    const created = await call(customer, 'POST', '/api/games', {
      name: `Game ${String(gameCount)}`,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(created.statusCode).toBe(201);
    const service = createGames({
      db: t.database.db,
      storage: createLocalStorage(path.join(directory, 'footage')),
      baseUrl: t.config.baseUrl,
      teamEmail: 'team@example.com',
      maxUploadBytes: 1e9,
    });
    while (await service.prepareNextGame(path.join(directory, 'work'))) {
      // every queued game is made ready
    }
    return created.json<{ id: string }>().id;
  }

  async function claimedGame(by: TestUser, setup = true): Promise<string> {
    const id = await readyGame();
    expect((await call(by, 'POST', `/api/analysis/games/${id}/claim`)).statusCode).toBe(200);
    if (setup)
      expect((await call(by, 'PUT', `/api/analysis/games/${id}/setup`, { setup: SETUP, revision: 0 })).statusCode).toBe(200);
    return id;
  }

  const addEvent = (by: TestUser, gameId: string, body: EventBody, seq = 1, id: string = randomUUID()) =>
    call(by, 'POST', `/api/analysis/games/${gameId}/events`, { id, seq, period: 1, videoMs: 1000 * seq, body });

  it('answers customers 403 on every analysis route, and signed-out visitors 401', async () => {
    const gameId = await readyGame();
    const eventId = randomUUID();
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/analysis/queue'],
      ['GET', '/api/analysis/analysts'],
      ['GET', `/api/analysis/games/${gameId}`],
      ['GET', `/api/analysis/games/${gameId}/events`],
      ['GET', `/api/analysis/games/${gameId}/video`],
      ['POST', `/api/analysis/games/${gameId}/claim`],
      ['POST', `/api/analysis/games/${gameId}/release`],
      ['POST', `/api/analysis/games/${gameId}/assign`, { analystId: customer.id }],
      ['PUT', `/api/analysis/games/${gameId}/setup`, { setup: SETUP, revision: 0 }],
      ['POST', `/api/analysis/games/${gameId}/events`, { id: eventId, seq: 1, period: 1, body: twoByT1 }],
      ['PATCH', `/api/analysis/games/${gameId}/events/${eventId}`, { revision: 1 }],
      ['DELETE', `/api/analysis/games/${gameId}/events/${eventId}?revision=1`],
      ['POST', `/api/analysis/games/${gameId}/submit`],
      ['POST', `/api/analysis/games/${gameId}/approve`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(customer, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({ status: 'ready', analystId: null, setup: null });
  });

  it('lists the queue earliest due first, with who is on each game', async () => {
    const later = await readyGame();
    const sooner = await readyGame();
    await t.database.db
      .update(games)
      .set({ dueAt: new Date(Date.now() + 3_600_000) })
      .where(eq(games.id, sooner));
    await t.database.db
      .update(games)
      .set({ dueAt: new Date(Date.now() + 7_200_000) })
      .where(eq(games.id, later));
    await call(ana, 'POST', `/api/analysis/games/${later}/claim`);

    const queue = (await call(ben, 'GET', '/api/analysis/queue')).json<{
      games: { id: string; dueAt: string; analystName: string | null }[];
    }>().games;
    const ids = queue.map((game) => game.id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    const dues = queue.map((game) => Date.parse(game.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(queue.find((game) => game.id === later)?.analystName).toBe('Ana Analyst');
    expect(queue.find((game) => game.id === sooner)?.analystName).toBeNull();
  });

  it('gives a ready game to exactly one of several analysts claiming it at once', async () => {
    const gameId = await readyGame();
    const answers = await Promise.all(
      [ana, ben, admin, ana, ben].map((user) => call(user, 'POST', `/api/analysis/games/${gameId}/claim`)),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const winners = new Set(won.map((answer) => answer.json<{ analystId: string }>().analystId));
    expect(winners.size).toBe(1);
    const lost = answers.filter((answer) => answer.statusCode === 409);
    expect(won.length + lost.length).toBe(answers.length);
    expect(lost[0]?.json()).toEqual({
      error: { code: 'already_claimed', message: 'Another analyst has already claimed this game' },
    });
  });

  it('lets only the claiming analyst or an admin release a game, and keeps its tagging', async () => {
    const gameId = await claimedGame(ana);
    expect((await addEvent(ana, gameId, twoByT1)).statusCode).toBe(200);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/release`)).statusCode).toBe(409);
    const released = await call(ana, 'POST', `/api/analysis/games/${gameId}/release`);
    expect(released.json()).toMatchObject({ status: 'ready', analystId: null });
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
    const workspace = (await call(ben, 'GET', `/api/analysis/games/${gameId}`)).json<{ events: unknown[]; rights: object }>();
    expect(workspace.events).toHaveLength(1);
    expect(workspace.rights).toMatchObject({ edit: true, submit: true, review: false });
  });

  it('lets an admin assign a game to an analyst, and no one else', async () => {
    const gameId = await readyGame();
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: ben.id })).statusCode).toBe(403);
    const toCustomer = await call(admin, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: customer.id });
    expect(toCustomer.statusCode).toBe(400);
    const assigned = await call(admin, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: ben.id });
    expect(assigned.json()).toMatchObject({ status: 'in_analysis', analystId: ben.id });
    const reassigned = await call(admin, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: ana.id });
    expect(reassigned.json()).toMatchObject({ analystId: ana.id });
    const analysts = (await call(admin, 'GET', '/api/analysis/analysts')).json<{ analysts: { id: string }[] }>().analysts;
    expect(analysts.map((analyst) => analyst.id).sort()).toEqual([ana.id, ben.id, admin.id].sort());
  });

  it('saves each play once however often it is retried, and refuses another play under its id', async () => {
    const gameId = await claimedGame(ana);
    const id = randomUUID();
    const first = await addEvent(ana, gameId, twoByT1, 1, id);
    const retry = await addEvent(ana, gameId, twoByT1, 1, id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ version: number }>().version).toBe(first.json<{ version: number }>().version);
    const clash = await addEvent(ana, gameId, { ...twoByT1, made: false }, 1, id);
    expect(clash.json()).toMatchObject({ error: { code: 'event_exists' } });
    const events = (await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json<{ events: { body: EventBody }[] }>().events;
    expect(events.map((event) => event.body)).toEqual([twoByT1]);
  });

  it('answers an edit retried after its answer was lost as saved, and only that edit, by its author', async () => {
    const gameId = await claimedGame(ana);
    const created = (await addEvent(ana, gameId, twoByT1)).json<{ event: { id: string } }>().event;
    const url = `/api/analysis/games/${gameId}/events/${created.id}`;
    const edit = { revision: 1, body: { ...twoByT1, points: 3 }, period: 2 };
    const first = await call(ana, 'PATCH', url, edit);
    const retry = await call(ana, 'PATCH', url, edit);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ...first.json(), replayed: true });
    // Not another change from the same revision, nor the same change by someone else: those were made on a version
    // their author had not seen.
    expect((await call(ana, 'PATCH', url, { ...edit, period: 3 })).json()).toMatchObject({ error: { code: 'stale_event' } });
    expect((await call(admin, 'PATCH', url, edit)).json()).toMatchObject({ error: { code: 'stale_event' } });
    // Saved once: one revision more, and the game's version moved once.
    const saved = (await call(ana, 'GET', `/api/analysis/games/${gameId}/events`)).json<{
      version: number;
      events: { revision: number; period: number; body: EventBody }[];
    }>();
    expect(saved.events).toMatchObject([{ revision: 2, period: 2, body: { ...twoByT1, points: 3 } }]);
    expect(saved.version).toBe(first.json<{ version: number }>().version);
  });

  it('never lets two people editing one play overwrite each other silently', async () => {
    const gameId = await claimedGame(ana);
    const created = (await addEvent(ana, gameId, twoByT1)).json<{ event: { id: string; revision: number } }>().event;
    const url = `/api/analysis/games/${gameId}/events/${created.id}`;
    // The analyst and an admin both change the same play from revision 1 at the same moment.
    const [a, b] = await Promise.all([
      call(ana, 'PATCH', url, { revision: 1, body: { ...twoByT1, points: 3 } }),
      call(admin, 'PATCH', url, { revision: 1, body: { ...twoByT1, assistId: 't3' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({
      error: { code: 'stale_event', message: 'Someone else changed this play; their version is shown now' },
    });
    const stored = (await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json<{
      events: { revision: number; body: EventBody }[];
    }>().events[0];
    expect(stored?.revision).toBe(2);
    expect([
      { ...twoByT1, points: 3 },
      { ...twoByT1, assistId: 't3' },
    ]).toContainEqual(stored?.body);

    // A delete based on the old revision is refused too; with the current one it goes through.
    expect((await call(ana, 'DELETE', `${url}?revision=1`)).json()).toMatchObject({ error: { code: 'stale_event' } });
    expect((await call(ana, 'DELETE', `${url}?revision=2`)).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', url, { revision: 2, period: 2 })).json()).toMatchObject({ error: { code: 'event_gone' } });
  });

  it('refuses a setup saved over someone else’s newer one', async () => {
    const gameId = await claimedGame(ana);
    const renamed = { ...SETUP, home: { ...SETUP.home, name: 'Lions' } };
    expect((await call(admin, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: renamed, revision: 1 })).statusCode).toBe(
      200,
    );
    const stale = await call(ana, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: SETUP, revision: 1 });
    expect(stale.json()).toEqual({
      error: { code: 'stale_setup', message: 'Someone else changed the game setup; their version is shown now' },
    });
    const workspace = (await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json<{
      setup: GameSetup;
      setupRevision: number;
    }>();
    expect(workspace).toMatchObject({ setupRevision: 2, setup: { home: { name: 'Lions' } } });
  });

  it('keeps the coaches, whether fast breaks were tracked and the game’s details the setup was saved with', async () => {
    const gameId = await claimedGame(ana, false);
    const sheet: GameSetup = {
      ...SETUP,
      home: { ...SETUP.home, coach: 'Brian Goorjian' },
      away: { ...SETUP.away, coach: 'Lindsay Allen' },
      fastBreaksTracked: false,
      details: {
        competition: 'NBL1 North',
        date: '2024-01-05',
        startTime: '19:30',
        venue: 'Marrara Stadium',
        attendance: 850,
        officials: ['Ann Ref', 'Bo Ump', 'Cy Line'],
      },
    };
    const url = `/api/analysis/games/${gameId}/setup`;
    // Six officials are one too many: refused whole, nothing saved.
    const six = { ...sheet, details: { officials: ['A', 'B', 'C', 'D', 'E', 'F'] } };
    expect((await call(ana, 'PUT', url, { setup: six, revision: 0 })).statusCode).toBe(400);
    const saved = await call(ana, 'PUT', url, { setup: sheet, revision: 0 });
    expect(saved.json()).toEqual({ setup: sheet, setupRevision: 1 });
    const workspace = (await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json<{ setup: GameSetup }>();
    expect(workspace.setup).toEqual(sheet);
  });

  it('tells a polling workspace whether the play-by-play changed', async () => {
    const gameId = await claimedGame(ana);
    const { version } = (await addEvent(ana, gameId, twoByT1)).json<{ version: number }>();
    expect((await call(ben, 'GET', `/api/analysis/games/${gameId}/events?since=${String(version)}`)).json()).toEqual({
      version,
      events: null,
    });
    await addEvent(ana, gameId, { type: 'rebound', team: 'away', playerId: 'h1', offensive: false }, 2);
    const changed = (await call(ben, 'GET', `/api/analysis/games/${gameId}/events?since=${String(version)}`)).json<{
      version: number;
      events: unknown[];
    }>();
    expect(changed.version).toBe(version + 1);
    expect(changed.events).toHaveLength(2);
  });

  it('keeps other analysts out of a game being tagged', async () => {
    const gameId = await claimedGame(ana);
    const refused = await addEvent(ben, gameId, twoByT1);
    expect(refused.statusCode).toBe(409);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(409);
    expect((await call(ben, 'GET', `/api/analysis/games/${gameId}`)).json()).toMatchObject({
      rights: { claim: false, edit: false, submit: false, review: false },
    });
  });

  it('keeps an analyst from reviewing plays they tagged, though they released the game and a colleague submitted it', async () => {
    const gameId = await claimedGame(ana);
    await addEvent(ana, gameId, twoByT1, 1);
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/release`)).statusCode).toBe(200);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/claim`)).statusCode).toBe(200);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/submit`)).json()).toMatchObject({ status: 'in_review' });

    expect((await call(ana, 'GET', `/api/analysis/games/${gameId}`)).json()).toMatchObject({
      rights: { edit: false, review: false },
    });
    const approved = await call(ana, 'POST', `/api/analysis/games/${gameId}/approve`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.message).toBe('Only a reviewer (not the analyst who tagged it) can approve this game');
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/send-back`)).statusCode).toBe(409);
    expect((await addEvent(ana, gameId, twoByT1, 2)).statusCode).toBe(409);
    // Nor the colleague who submitted it; an admin may.
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(409);
    expect((await call(admin, 'GET', `/api/analysis/games/${gameId}`)).json()).toMatchObject({ rights: { review: true } });

    // The queue offers the review (its link) to whom the workspace would let review, and to nobody else.
    const queued = async (viewer: TestUser) => {
      const { games } = (await call(viewer, 'GET', '/api/analysis/queue')).json<{ games: { id: string; rights: object }[] }>();
      return games.find((game) => game.id === gameId)?.rights;
    };
    expect(await queued(ana)).toMatchObject({ review: false, edit: false, claim: false });
    expect(await queued(ben)).toMatchObject({ review: false });
    expect(await queued(admin)).toMatchObject({ review: true });
    const cleo = await signUpUser(t, 'cleo@courtside.test', { role: 'analyst', name: 'Cleo Analyst' });
    expect(await queued(cleo)).toMatchObject({ review: true, release: false });
  });

  it('takes a game from tagging through review to the customer, who sees the box score', async () => {
    const gameId = await claimedGame(ana, false);
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).json()).toMatchObject({
      error: { code: 'no_setup' },
    });
    await call(ana, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: SETUP, revision: 0 });
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).json()).toMatchObject({
      error: { code: 'no_events' },
    });
    await addEvent(ana, gameId, twoByT1, 1);
    await addEvent(ana, gameId, { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 3 }, 2);
    // Before delivery the customer has nothing to see.
    expect((await call(customer, 'GET', `/api/games/${gameId}/boxscore`)).statusCode).toBe(409);

    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).json()).toMatchObject({ status: 'in_review' });
    // Nobody approves their own tagging, and the tagger's edits stop at submission.
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(409);
    expect((await addEvent(ana, gameId, twoByT1, 3)).statusCode).toBe(409);

    // The reviewer corrects a play (the three was a two), sends it back, gets it again and approves.
    const review = (await call(ben, 'GET', `/api/analysis/games/${gameId}`)).json<{
      events: { id: string; revision: number; body: EventBody }[];
      rights: object;
    }>();
    expect(review.rights).toMatchObject({ edit: true, review: true, submit: false });
    const three = review.events.find((event) => event.body.type === 'shot' && event.body.points === 3);
    const fixed = await call(ben, 'PATCH', `/api/analysis/games/${gameId}/events/${three?.id ?? ''}`, {
      revision: three?.revision,
      body: { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2 },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/send-back`)).json()).toMatchObject({ status: 'in_analysis' });
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/submit`)).statusCode).toBe(200);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/approve`)).json()).toMatchObject({ status: 'completed' });

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, customer.email), eq(emailOutbox.kind, 'box_score_ready')));
    expect(mail?.text).toContain(`${t.config.baseUrl}/games/${gameId}`);
    expect(mail?.text).toContain(`${t.config.baseUrl}/api/games/${gameId}/report.pdf`);

    const delivered = await call(customer, 'GET', `/api/games/${gameId}/boxscore`);
    expect(delivered.statusCode).toBe(200);
    const { boxScore, setup } = delivered.json<{
      report: {
        boxScore: { home: { totals: { pts: number; ast: number } }; away: { totals: { pts: number } } };
        setup: { home: { name: string } };
      };
    }>().report;
    expect(boxScore.home.totals).toMatchObject({ pts: 2, ast: 1 });
    expect(boxScore.away.totals.pts).toBe(2);
    expect(setup.home.name).toBe('Tigers');
    expect(
      (await call(customer, 'GET', '/api/games')).json<{ games: { id: string; customerStatus: string }[] }>().games,
    ).toContainEqual(expect.objectContaining({ id: gameId, customerStatus: 'completed' }));

    // Another customer cannot see it, and the delivered play-by-play is closed to edits.
    expect((await call(stranger, 'GET', `/api/games/${gameId}/boxscore`)).statusCode).toBe(404);
    expect((await addEvent(ben, gameId, twoByT1, 4)).statusCode).toBe(409);
    expect((await addEvent(admin, gameId, twoByT1, 4)).statusCode).toBe(409);
  });
});
