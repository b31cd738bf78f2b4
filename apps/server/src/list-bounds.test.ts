import { randomUUID } from 'node:crypto';
import { buildGameReport, TEAM_LIMITS, toGameEvent } from '@courtside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxScores, gameEvents, games, shareLinks, teams } from './db/schema.js';
import { MAX_PLAYS_PER_GAME } from './modules/analysis/analysis.service.js';
import { MAX_SHARE_LINKS } from './modules/share-links/share-links.js';
import { TIGERS_VS_HAWKS, TWO_PLAYS } from './test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from './test/helpers.js';

/**
 * Lists that are not paged have a ceiling, so none grows without end (issue 17): an account's teams, a game's or
 * a season's share links, a game's plays. Past it, a new row is refused with a sentence saying why, and nothing
 * is written; the rows already there stay as they were.
 */
let t: TestApp;
let owner: TestUser;
let analyst: TestUser;

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie, origin: t.config.baseUrl }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t, 'league@bounds.test');
  analyst = await signUpUser(t, 'ana@bounds.test', { role: 'analyst' });
});

afterAll(async () => {
  await t.close();
});

describe("an account's teams", () => {
  it(`stop at ${String(TEAM_LIMITS.teams)}: the next is refused, the list stays whole, and another account is not affected`, async () => {
    await t.database.pool.query(
      `insert into teams (organization_id, actor_id, name, short_name, color) select $1, $1, 'Team ' || n, 'T' || n, '#112233'
         from generate_series(1, $2::int) n`,
      [owner.id, TEAM_LIMITS.teams],
    );
    const team = { name: 'One Too Many', shortName: 'OTM', color: '#445566' };
    const refused = await call(owner, 'POST', '/api/teams', team);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'too_many_teams', message: `An account can have at most ${String(TEAM_LIMITS.teams)} teams` },
    });
    expect(await t.database.db.select().from(teams).where(eq(teams.organizationId, owner.id))).toHaveLength(TEAM_LIMITS.teams);
    expect((await call(owner, 'GET', '/api/teams')).json<{ teams: unknown[] }>().teams).toHaveLength(TEAM_LIMITS.teams);

    const other = await signUpUser(t, 'club@bounds.test');
    expect((await call(other, 'POST', '/api/teams', team)).statusCode).toBe(201);
  });
});

describe('share links', () => {
  const tooMany = {
    error: {
      code: 'too_many_share_links',
      message: `You can keep at most ${String(MAX_SHARE_LINKS)} share links here. Revoke one to make another.`,
    },
  };

  it(`of a game stop at ${String(MAX_SHARE_LINKS)} unrevoked; revoking one makes room`, async () => {
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: owner.id,
        actorId: owner.id,
        name: 'Final',
        status: 'completed',
        source: 'url',
        setup: TIGERS_VS_HAWKS,
        completedAt: new Date(),
      })
      .returning();
    const gameId = game?.id ?? '';
    const events = TWO_PLAYS.map((body, index) =>
      toGameEvent({ id: `p${String(index)}`, seq: index + 1, period: 1, videoMs: null, clock: null, body }),
    );
    const report = buildGameReport(TIGERS_VS_HAWKS, events);
    await t.database.db.insert(boxScores).values({ gameId, engineVersion: report.engineVersion, report });
    const made = await t.database.db
      .insert(shareLinks)
      .values(Array.from({ length: MAX_SHARE_LINKS }, () => ({ tokenHash: randomUUID(), gameId, createdBy: owner.id })))
      .returning();

    const refused = await call(owner, 'POST', `/api/games/${gameId}/share-links`, { expiresInDays: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(tooMany);
    expect((await call(owner, 'GET', `/api/games/${gameId}/share-links`)).json<{ links: unknown[] }>().links).toHaveLength(
      MAX_SHARE_LINKS,
    );

    await t.database.db
      .update(shareLinks)
      .set({ revokedAt: new Date() })
      .where(eq(shareLinks.id, made[0]?.id ?? ''));
    expect((await call(owner, 'POST', `/api/games/${gameId}/share-links`, { expiresInDays: 7 })).statusCode).toBe(201);
  });

  it(`of a season stop at ${String(MAX_SHARE_LINKS)} unrevoked`, async () => {
    const other = await signUpUser(t, 'coach@bounds.test');
    const created = await call(other, 'POST', '/api/teams', { name: 'Tigers', shortName: 'TIG', color: '#f97316' });
    const teamId = created.json<{ id: string }>().id;
    await t.database.db
      .insert(shareLinks)
      .values(Array.from({ length: MAX_SHARE_LINKS }, () => ({ tokenHash: randomUUID(), teamId, createdBy: other.id })));
    const refused = await call(other, 'POST', `/api/teams/${teamId}/share-links`, { expiresInDays: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(tooMany);
  });
});

describe("a game's plays", () => {
  it(`stop at ${String(MAX_PLAYS_PER_GAME)}: the next is refused and not stored, while a retried save of one stored is still fine`, async () => {
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: owner.id,
        actorId: owner.id,
        name: 'Marathon',
        status: 'in_analysis',
        source: 'url',
        setup: TIGERS_VS_HAWKS,
        analystId: analyst.id,
        claimedAt: new Date(),
      })
      .returning();
    const gameId = game?.id ?? '';
    const body = { type: 'timeout' as const, team: 'home' as const };
    const stored = Array.from({ length: MAX_PLAYS_PER_GAME }, (_, index) => ({
      id: randomUUID(),
      gameId,
      seq: index + 1,
      period: 1,
      body,
    }));
    for (let from = 0; from < stored.length; from += 1000)
      await t.database.db.insert(gameEvents).values(stored.slice(from, from + 1000));

    const next = { id: randomUUID(), seq: MAX_PLAYS_PER_GAME + 1, period: 1, body };
    const refused = await call(analyst, 'POST', `/api/analysis/games/${gameId}/events`, next);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'too_many_plays', message: `A game can hold at most ${String(MAX_PLAYS_PER_GAME)} plays` },
    });
    expect(await t.database.db.select({ id: gameEvents.id }).from(gameEvents).where(eq(gameEvents.gameId, gameId))).toHaveLength(
      MAX_PLAYS_PER_GAME,
    );

    const first = stored[0];
    const retry = await call(analyst, 'POST', `/api/analysis/games/${gameId}/events`, {
      id: first?.id,
      seq: first?.seq,
      period: 1,
      body,
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });
});
