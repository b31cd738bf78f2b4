import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudit } from './audit.js';

interface Entry {
  id: string;
  actor: { id: string; role: string | null; name: string | null; email: string | null } | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
  actions: string[];
  targetTypes: string[];
}

const GAME_ID = '0b6f8c5e-4c1a-4c3e-9d7a-2f4b5c6d7e8f';

describe('back office: the audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let analyst: TestUser;
  let customer: TestUser;
  let promoted: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpUser(t, 'audit-admin@example.com', { role: 'admin', name: 'Ada Admin' });
    analyst = await signUpUser(t, 'audit-analyst@example.com', { role: 'analyst', name: 'Andy Analyst' });
    customer = await signUpUser(t, 'audit-customer@example.com', { name: 'Casey Customer' });
    promoted = await signUpUser(t, 'audit-promoted@example.com');
    await giveGames(t.database.db, customer.id, 2);

    // A small history: two admin actions through the API, an analyst's claim and a system deletion.
    const admin_ = { origin: t.config.baseUrl, cookie: admin.cookie };
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${promoted.id}/role`,
      headers: admin_,
      payload: { role: 'analyst' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer.id}/credits`,
      headers: admin_,
      payload: { delta: 1, reason: 'Sorry for the wait' },
    });
    await recordAudit(t.database.db, {
      actor: { id: analyst.id, role: 'analyst' },
      action: 'analysis.claimed',
      targetType: 'game',
      targetId: GAME_ID,
    });
    await recordAudit(t.database.db, {
      actor: null,
      action: 'footage.deleted',
      targetType: 'game',
      targetId: GAME_ID,
      details: { keys: 2 },
    });
  });
  afterAll(() => t.close());

  const read = (user: TestUser | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: user ? { cookie: user.cookie } : {} });
  const page = async (query = '') => {
    const response = await read(admin, query);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const rowCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n;

  it('is for admins only: customers and analysts get 403, the signed-out 401, and reading writes nothing', async () => {
    const before = await rowCount();
    expect((await read(customer)).statusCode).toBe(403);
    expect((await read(analyst)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    await page();
    expect(await rowCount()).toBe(before);
  });

  it('lists who did what to which row, newest first, with the actor named and the system as null', async () => {
    const { entries, actions, targetTypes, nextCursor } = await page();
    expect(entries.map((entry) => entry.action)).toEqual([
      'footage.deleted',
      'analysis.claimed',
      'user.credits_adjusted',
      'user.role_changed',
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      actor: null,
      action: 'footage.deleted',
      targetType: 'game',
      targetId: GAME_ID,
      details: { keys: 2 },
      createdAt: expect.any(String),
    });
    expect(entries[2]).toMatchObject({
      actor: { id: admin.id, role: 'admin', name: 'Ada Admin', email: 'audit-admin@example.com' },
      targetType: 'user',
      targetId: customer.id,
      details: { delta: 1, reason: 'Sorry for the wait', balanceAfter: 3 },
    });
    expect(nextCursor).toBeNull();
    expect(actions).toEqual([...AUDIT_ACTIONS]);
    expect(targetTypes).toEqual([...AUDIT_TARGETS]);
  });

  it('filters by action, target, actor id or e-mail, and combines them', async () => {
    const actionsOf = async (query: string) => (await page(query)).entries.map((entry) => entry.action);
    expect(await actionsOf('?action=analysis.claimed')).toEqual(['analysis.claimed']);
    expect(await actionsOf(`?targetType=game&targetId=${GAME_ID}`)).toEqual(['footage.deleted', 'analysis.claimed']);
    expect(await actionsOf(`?targetType=user&targetId=${customer.id}`)).toEqual(['user.credits_adjusted']);
    expect(await actionsOf(`?actorId=${analyst.id}`)).toEqual(['analysis.claimed']);
    expect(await actionsOf('?actorEmail=AUDIT-ADMIN@example.com')).toEqual(['user.credits_adjusted', 'user.role_changed']);
    expect(await actionsOf(`?actorId=${analyst.id}&action=footage.deleted`)).toEqual([]);

    const unknown = await read(admin, '?action=user.deleted_everything');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('action');
  });

  it('filters by date: a day counts whole, an instant is exact', async () => {
    const targetId = 'dated-user';
    const at = (iso: string) => new Date(iso);
    await t.database.db.insert(auditLog).values([
      {
        action: 'user.sessions_revoked',
        targetType: 'user',
        targetId,
        details: { count: 1 },
        createdAt: at('2023-05-01T23:59:59.999Z'),
      },
      {
        action: 'user.sessions_revoked',
        targetType: 'user',
        targetId,
        details: { count: 2 },
        createdAt: at('2023-05-02T00:00:00Z'),
      },
      {
        action: 'user.sessions_revoked',
        targetType: 'user',
        targetId,
        details: { count: 3 },
        createdAt: at('2023-05-02T23:59:59.999Z'),
      },
      {
        action: 'user.sessions_revoked',
        targetType: 'user',
        targetId,
        details: { count: 4 },
        createdAt: at('2023-05-03T00:00:00Z'),
      },
    ]);
    const counts = async (query: string) =>
      (await page(`?targetType=user&targetId=${targetId}&${query}`)).entries.map((entry) => entry.details.count);
    expect(await counts('from=2023-05-02&to=2023-05-02')).toEqual([3, 2]);
    expect(await counts('from=2023-05-02')).toEqual([4, 3, 2]);
    expect(await counts('to=2023-05-01')).toEqual([1]);
    expect(await counts(`from=${encodeURIComponent('2023-05-02T12:00:00+02:00')}`)).toEqual([4, 3]);
    expect((await read(admin, '?from=yesterday')).statusCode).toBe(400);
  });

  it('pages 50 at a time with a cursor, never repeating or skipping rows written at the same moment', async () => {
    const targetId = 'busy-user';
    const sameMoment = new Date('2022-01-01T00:00:00.000Z');
    await t.database.db.insert(auditLog).values(
      Array.from({ length: 53 }, (_, i) => ({
        action: 'user.role_changed',
        targetType: 'user',
        targetId,
        details: { n: i },
        createdAt: sameMoment,
      })),
    );
    const query = `?targetType=user&targetId=${targetId}`;
    const first = await page(query);
    expect(first.entries).toHaveLength(50);
    const second = await page(`${query}&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.entries).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(53);
    expect(ids).toEqual([...ids].sort().reverse());

    const forged = await read(admin, `?cursor=${Buffer.from('["2022-01-01T00:00:00.000000Z","x"]').toString('base64url')}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('bad_cursor');
  });
});
