import { randomUUID } from 'node:crypto';
import { ENGINE_VERSION, type EventBody } from '@courtside/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games } from '../../db/schema.js';
import { TIGERS_VS_HAWKS } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

const two: EventBody = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 };
const three: EventBody = { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 3 };
const rebound: EventBody = { type: 'rebound', team: 'home', playerId: 't2', offensive: false };

describe('the audit trail of analysts’ work', () => {
  let t: TestApp;
  let customer: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpUser(t, 'audit-coach@example.com');
    ana = await signUpUser(t, 'audit-ana@courtside.test', { role: 'analyst', name: 'Ana Analyst' });
    ben = await signUpUser(t, 'audit-ben@courtside.test', { role: 'analyst', name: 'Ben Analyst' });
    admin = await signUpUser(t, 'audit-admin@courtside.test', { role: 'admin' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: t.config.baseUrl, cookie: user.cookie }, ...(payload ? { payload } : {}) });

  /** A linked game whose footage is ready for an analyst. */
  async function readyGame(): Promise<string> {
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: customer.id,
        actorId: customer.id,
        name: 'Tigers vs Hawks',
        status: 'ready',
        source: 'url',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      })
      .returning({ id: games.id });
    if (!game) throw new Error('no game');
    return game.id;
  }

  const trail = async (gameId: string) =>
    (
      await t.database.db
        .select({
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          targetType: auditLog.targetType,
          details: auditLog.details,
        })
        .from(auditLog)
        .where(eq(auditLog.targetId, gameId))
        .orderBy(asc(auditLog.createdAt))
    ).map(({ targetType, ...row }) => {
      expect(targetType).toBe('game');
      return row;
    });

  const play = (by: TestUser, gameId: string, body: EventBody, seq: number, id: string = randomUUID()) =>
    call(by, 'POST', `/api/analysis/games/${gameId}/events`, { id, seq, period: 1, videoMs: 1000 * seq, body });

  it('records a game tagged, corrected in review, sent back, resubmitted and approved, row by row and in order', async () => {
    const gameId = await readyGame();
    const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(200);
      return answer;
    };

    await ok(call(ana, 'POST', `/api/analysis/games/${gameId}/claim`));
    // A second claim by the same analyst (a retry) changes nothing and is not recorded.
    await ok(call(ana, 'POST', `/api/analysis/games/${gameId}/claim`));
    await ok(call(ana, 'PUT', `/api/analysis/games/${gameId}/setup`, { setup: TIGERS_VS_HAWKS, revision: 0 }));
    const twoId = randomUUID();
    await ok(play(ana, gameId, two, 1, twoId));
    // The workspace retries a save it did not hear back from: the same play, once in the play-by-play and the trail.
    await ok(play(ana, gameId, two, 1, twoId));
    const threeId = randomUUID();
    await ok(play(ana, gameId, three, 2, threeId));
    // Refused changes leave no row: another analyst cannot edit a game being tagged, a reviewer cannot approve yet.
    expect((await play(ben, gameId, rebound, 3)).statusCode).toBe(409);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/approve`)).statusCode).toBe(409);
    await ok(call(ana, 'POST', `/api/analysis/games/${gameId}/submit`));

    // The reviewer finds the three was a two, adds a missed rebound, thinks better of it, and sends the game back.
    await ok(
      call(ben, 'PATCH', `/api/analysis/games/${gameId}/events/${threeId}`, { revision: 1, body: { ...three, points: 2 } }),
    );
    const reboundId = randomUUID();
    await ok(play(ben, gameId, rebound, 3, reboundId));
    await ok(call(ben, 'DELETE', `/api/analysis/games/${gameId}/events/${reboundId}?revision=1`));
    await ok(call(ben, 'POST', `/api/analysis/games/${gameId}/send-back`));
    await ok(call(ana, 'PATCH', `/api/analysis/games/${gameId}/events/${twoId}`, { revision: 1, clock: 590 }));
    await ok(call(ana, 'POST', `/api/analysis/games/${gameId}/submit`));
    await ok(call(ben, 'POST', `/api/analysis/games/${gameId}/approve`));

    const byAna = { actorId: ana.id, actorRole: 'analyst' };
    const byBen = { actorId: ben.id, actorRole: 'analyst' };
    const tagging = { duringReview: false, taggerId: ana.id };
    const reviewing = { duringReview: true, taggerId: ana.id };
    expect(await trail(gameId)).toEqual([
      { ...byAna, action: 'analysis.claimed', details: {} },
      { ...byAna, action: 'analysis.setup_saved', details: { revision: 1 } },
      { ...byAna, action: 'analysis.play_added', details: { eventId: twoId, ...tagging } },
      { ...byAna, action: 'analysis.play_added', details: { eventId: threeId, ...tagging } },
      { ...byAna, action: 'analysis.submitted', details: { taggerId: ana.id } },
      { ...byBen, action: 'analysis.play_changed', details: { eventId: threeId, ...reviewing } },
      { ...byBen, action: 'analysis.play_added', details: { eventId: reboundId, ...reviewing } },
      { ...byBen, action: 'analysis.play_deleted', details: { eventId: reboundId, ...reviewing } },
      { ...byBen, action: 'analysis.sent_back', details: { taggerId: ana.id } },
      { ...byAna, action: 'analysis.play_changed', details: { eventId: twoId, ...tagging } },
      { ...byAna, action: 'analysis.submitted', details: { taggerId: ana.id } },
      { ...byBen, action: 'analysis.approved', details: { taggerId: ana.id, delivery: 1, engineVersion: ENGINE_VERSION } },
    ]);
  });

  it('records who assigned a game to whom, and who released it', async () => {
    const gameId = await readyGame();
    expect((await call(admin, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: ben.id })).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: ana.id })).statusCode).toBe(200);
    // Refused: assigning to a customer, and an analyst assigning at all.
    expect((await call(admin, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: customer.id })).statusCode).toBe(400);
    expect((await call(ben, 'POST', `/api/analysis/games/${gameId}/assign`, { analystId: ben.id })).statusCode).toBe(403);
    expect((await call(ana, 'POST', `/api/analysis/games/${gameId}/release`)).statusCode).toBe(200);

    const byAdmin = { actorId: admin.id, actorRole: 'admin' };
    expect(await trail(gameId)).toEqual([
      { ...byAdmin, action: 'analysis.assigned', details: { from: null, to: ben.id } },
      { ...byAdmin, action: 'analysis.assigned', details: { from: ben.id, to: ana.id } },
      { actorId: ana.id, actorRole: 'analyst', action: 'analysis.released', details: {} },
    ]);
  });
});
