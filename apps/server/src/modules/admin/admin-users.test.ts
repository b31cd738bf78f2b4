import { and, asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, games, organizations, purchases, sessions, twoFactors, users } from '../../db/schema.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

const PASSWORD = 'a long enough password';

const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

describe('back office: users', () => {
  let t: TestApp;
  let admin: TestUser;
  let analyst: TestUser;
  let customer: TestUser;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpUser(t, 'users-admin@example.com', { role: 'admin', name: 'Ada Admin' });
    analyst = await signUpUser(t, 'users-analyst@example.com', { role: 'analyst', name: 'Andy Analyst' });
    customer = await signUpUser(t, 'users-customer@example.com', { name: 'Casey Customer' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const auth = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth${url}`,
      payload,
      remoteAddress: `10.200.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) },
    });
  const meOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
      user: { id: string; role: string; twoFactorEnabled: boolean } | null;
    }>().user;
  const auditOf = (targetId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.createdAt));

  /** Everything an action on `userId` could change, to show a refused one changed nothing. */
  async function stateOf(userId: string) {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, userId));
    const [ledger] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.organizationId, userId));
    const [sessionCount] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
    const [factors] = await db.select({ n: count() }).from(twoFactors).where(eq(twoFactors.userId, userId));
    const [audit] = await db.select({ n: count() }).from(auditLog);
    return { user, organization, ledger: ledger?.n, sessions: sessionCount?.n, factors: factors?.n, audit: audit?.n };
  }

  it('refuses customers and analysts every users route (403), and the signed-out (401), changing nothing', async () => {
    const target = await signUpUser(t, 'users-target@example.com');
    await giveGames(t.database.db, target.id, 2);
    const before = await stateOf(target.id);
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target.id}`],
      ['PUT', `/api/admin/users/${target.id}/role`, { role: 'admin' }],
      ['POST', `/api/admin/users/${target.id}/credits`, { delta: -2, reason: 'taking them back' }],
      ['POST', `/api/admin/users/${target.id}/sessions/revoke`],
      ['POST', `/api/admin/users/${target.id}/two-factor/reset`],
    ];
    for (const [method, url, payload] of routes) {
      for (const user of [customer, analyst]) {
        const response = await call(user, method, url, payload);
        expect(response.statusCode, `${user.email} ${method} ${url}`).toBe(403);
      }
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    expect(await stateOf(target.id)).toEqual(before);
  });

  describe('search', () => {
    it('finds users by part of their e-mail or name, any case, newest first, with their balance, 2FA and sessions', async () => {
      const older = await signUpUser(t, 'jordan.search@example.com', { name: 'Jordan Smith' });
      const newer = await signUpUser(t, 'riley@example.com', { name: 'Riley JORDANOVA', role: 'analyst' });
      await giveGames(t.database.db, older.id, 4);

      const response = await call(admin, 'GET', '/api/admin/users?q=jordan');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.users.map((user: { id: string }) => user.id)).toEqual([newer.id, older.id]);
      expect(body.nextCursor).toBeNull();
      expect(body.users[1]).toEqual({
        id: older.id,
        name: 'Jordan Smith',
        email: 'jordan.search@example.com',
        role: 'customer',
        gamesRemaining: 4,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        deletedAt: null,
        activeSessions: 1,
      });

      const analysts = (await call(admin, 'GET', '/api/admin/users?q=JORDAN&role=analyst')).json();
      expect(analysts.users.map((user: { id: string }) => user.id)).toEqual([newer.id]);
    });

    it('keeps deleted accounts out of the list unless asked for, and shows them with no balance', async () => {
      const kept = await signUpUser(t, 'leaving-kept@example.com', { name: 'Leaving Kept' });
      const leaving = await signUpUser(t, 'leaving-gone@example.com', { name: 'Leaving Gone' });
      await giveGames(t.database.db, leaving.id, 3);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { origin: t.config.baseUrl, cookie: leaving.cookie },
        payload: { password: PASSWORD },
      });
      expect(deleted.statusCode).toBe(204);
      // The 3 games stay on the ledger (the accounts keep it), but they are no balance anyone can use.
      expect(await balanceOf(t.database.db, leaving.id)).toBe(3);

      const idsOf = async (query: string) =>
        (await call(admin, 'GET', `/api/admin/users?${query}`)).json<{ users: { id: string }[] }>().users.map((user) => user.id);
      const listed = await idsOf('');
      expect(listed).toContain(kept.id);
      expect(listed).not.toContain(leaving.id);
      expect(await idsOf('accounts=all')).toEqual(expect.arrayContaining([kept.id, leaving.id]));
      const onlyDeleted = (await call(admin, 'GET', '/api/admin/users?accounts=deleted')).json<{ users: object[] }>().users;
      expect(onlyDeleted).toEqual([
        expect.objectContaining({ id: leaving.id, gamesRemaining: null, deletedAt: expect.any(String), activeSessions: 0 }),
      ]);
      expect((await call(admin, 'GET', '/api/admin/users?accounts=gone')).statusCode).toBe(400);
    });

    it('takes % and _ in the search literally, and refuses a search over 200 characters', async () => {
      const percent = await signUpUser(t, 'percent@example.com', { name: '100% Hoops' });
      const underscore = await signUpUser(t, 'x_y@example.com', { name: 'Under Score' });
      // What the pattern would also find if % and _ were wildcards.
      await signUpUser(t, 'zero0@example.com', { name: 'Zero Hoops' });
      await signUpUser(t, 'xzy@example.com', { name: 'Plain' });
      const byPercent = (await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent('0%')}`)).json();
      expect(byPercent.users.map((user: { id: string }) => user.id)).toEqual([percent.id]);
      const byUnderscore = (await call(admin, 'GET', '/api/admin/users?q=x_y')).json();
      expect(byUnderscore.users.map((user: { id: string }) => user.id)).toEqual([underscore.id]);

      const long = await call(admin, 'GET', `/api/admin/users?q=${'a'.repeat(201)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().error.fields).toHaveProperty('q');
    });

    it('pages 50 at a time with a cursor, never repeating or skipping users created at the same moment', async () => {
      // 53 users created at one instant: the order falls to their ids, and the page break lands among them.
      const sameMoment = new Date('2020-02-02T02:02:02.123Z');
      const ids = Array.from({ length: 53 }, (_, i) => `pager-${String(i).padStart(2, '0')}`);
      await t.database.db
        .insert(users)
        .values(ids.map((id) => ({ id, name: `Pager ${id}`, email: `${id}@pager.example.com`, createdAt: sameMoment })));
      const first = (await call(admin, 'GET', '/api/admin/users?q=pager.example')).json();
      expect(first.users).toHaveLength(50);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (
        await call(admin, 'GET', `/api/admin/users?q=pager.example&cursor=${encodeURIComponent(first.nextCursor)}`)
      ).json();
      expect(second.users).toHaveLength(3);
      expect(second.nextCursor).toBeNull();
      const seen = [...first.users, ...second.users].map((user: { id: string }) => user.id);
      expect(seen).toEqual([...ids].reverse());

      const forged = await call(admin, 'GET', '/api/admin/users?cursor=not-a-cursor');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error.code).toBe('bad_cursor');
    });
  });

  it("shows one user's balance, recent ledger with who made each change, counts and active sessions", async () => {
    const user = await signUpUser(t, 'detail@example.com', { name: 'Dee Tail' });
    await giveGames(t.database.db, user.id, 5);
    expect(
      (await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, { delta: -1, reason: 'duplicate order' })).statusCode,
    ).toBe(200);
    await t.database.db
      .insert(games)
      .values({ organizationId: user.id, actorId: user.id, name: 'Final', status: 'completed', source: 'file' });
    await t.database.db.insert(purchases).values({
      organizationId: user.id,
      actorId: user.id,
      packageType: 'single',
      gamesIncluded: 1,
      unitAmountCents: 3500,
      amountCents: 3500,
      provider: 'test',
    });

    const response = await call(admin, 'GET', `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      user: { id: user.id, name: 'Dee Tail', email: 'detail@example.com', gamesRemaining: 4, organization: null },
      balance: 4,
      gameCount: 1,
      purchaseCount: 1,
    });
    expect(body.ledger).toEqual([
      {
        id: expect.any(String),
        delta: -1,
        reason: 'admin_adjustment',
        note: 'duplicate order',
        actor: { id: admin.id, name: 'Ada Admin', email: 'users-admin@example.com' },
        createdAt: expect.any(String),
      },
      { id: expect.any(String), delta: 5, reason: 'purchase', note: null, actor: null, createdAt: expect.any(String) },
    ]);
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({
      id: expect.any(String),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });

    expect((await call(admin, 'GET', '/api/admin/users/nobody-has-this-id')).statusCode).toBe(404);
  });

  describe('roles', () => {
    it('changes a role at once and records from and to in the audit log', async () => {
      const user = await signUpUser(t, 'promote@example.com');
      const response = await call(admin, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'analyst' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, role: 'analyst' });
      // The user's own session sees the new role on its next request.
      expect((await meOf(user.cookie))?.role).toBe('analyst');

      // Asking for the role they already have changes nothing and records nothing.
      const same = await call(admin, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'analyst' });
      expect(same.json()).toMatchObject({ role: 'analyst' });

      const audit = await auditOf(user.id);
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          actorRole: 'admin',
          action: 'user.role_changed',
          targetType: 'user',
          targetId: user.id,
          details: { from: 'customer', to: 'analyst' },
        }),
      ]);
    });

    it('refuses an admin changing their own role (409), so the last admin cannot lock everyone out', async () => {
      const before = await stateOf(admin.id);
      const response = await call(admin, 'PUT', `/api/admin/users/${admin.id}/role`, { role: 'customer' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/cannot change your own role/);
      expect(await stateOf(admin.id)).toEqual(before);
      expect((await meOf(admin.cookie))?.role).toBe('admin');
    });

    it('refuses a role that does not exist (400), changing nothing', async () => {
      const user = await signUpUser(t, 'no-such-role@example.com');
      const before = await stateOf(user.id);
      expect((await call(admin, 'PUT', `/api/admin/users/${user.id}/role`, { role: 'owner' })).statusCode).toBe(400);
      expect(await stateOf(user.id)).toEqual(before);
    });
  });

  describe('credits', () => {
    it('adds games with a reason: one ledger row and one audit row, in the same change', async () => {
      const user = await signUpUser(t, 'credit-add@example.com');
      await giveGames(t.database.db, user.id, 1);
      const response = await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, {
        delta: 3,
        reason: '  Goodwill for the late delivery  ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ balance: 4 });
      expect(await balanceOf(t.database.db, user.id)).toBe(4);

      const [ledger] = await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.organizationId, user.id), eq(creditLedger.reason, 'admin_adjustment')));
      expect(ledger).toMatchObject({ delta: 3, actorId: admin.id, note: 'Goodwill for the late delivery' });
      expect(await auditOf(user.id)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          actorRole: 'admin',
          action: 'user.credits_adjusted',
          targetType: 'user',
          targetId: user.id,
          details: { delta: 3, reason: 'Goodwill for the late delivery', balanceAfter: 4 },
        }),
      ]);
    });

    it('takes games back, but never below zero: that changes nothing and says how many the customer has', async () => {
      const user = await signUpUser(t, 'credit-take@example.com');
      await giveGames(t.database.db, user.id, 3);
      const taken = await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, { delta: -2, reason: 'Refunded by bank' });
      expect(taken.json()).toEqual({ balance: 1 });
      expect(await auditOf(user.id)).toEqual([
        expect.objectContaining({ details: { delta: -2, reason: 'Refunded by bank', balanceAfter: 1 } }),
      ]);

      const before = await stateOf(user.id);
      const refused = await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, { delta: -2, reason: 'Refunded by bank' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This would take the balance below zero: the customer has 1 game.');
      expect(await stateOf(user.id)).toEqual(before);
      expect(await balanceOf(t.database.db, user.id)).toBe(1);
    });

    it('requires a reason and a whole, non-zero change of at most 1000 games (400), changing nothing', async () => {
      const user = await signUpUser(t, 'credit-bad@example.com');
      await giveGames(t.database.db, user.id, 2);
      const before = await stateOf(user.id);
      const url = `/api/admin/users/${user.id}/credits`;

      const noReason = await call(admin, 'POST', url, { delta: 1 });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields.reason).toMatch(/reason/);
      const blankReason = await call(admin, 'POST', url, { delta: 1, reason: '   ok   ' });
      expect(blankReason.json().error.fields).toHaveProperty('reason');
      expect((await call(admin, 'POST', url, { delta: 1, reason: 'x'.repeat(501) })).statusCode).toBe(400);
      for (const delta of [0, 1.5, 1001, -1001, '2']) {
        const response = await call(admin, 'POST', url, { delta, reason: 'a fine reason' });
        expect(response.statusCode, String(delta)).toBe(400);
        expect(response.json().error.fields).toHaveProperty('delta');
      }
      expect(await stateOf(user.id)).toEqual(before);
    });
  });

  it('revokes every session of a user: their browsers are signed out, and the count is audited', async () => {
    const user = await signUpUser(t, 'revoke@example.com');
    const second = cookiesOf(await auth('/sign-in/email', { email: 'revoke@example.com', password: PASSWORD }));
    expect((await meOf(second))?.id).toBe(user.id);

    const response = await call(admin, 'POST', `/api/admin/users/${user.id}/sessions/revoke`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect(await meOf(user.cookie)).toBeNull();
    expect(await meOf(second)).toBeNull();
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.sessions_revoked',
        targetType: 'user',
        targetId: user.id,
        details: { count: 2 },
      }),
    ]);
    // The admin's own session is untouched.
    expect((await meOf(admin.cookie))?.id).toBe(admin.id);
  });

  it('resets two-factor authentication: the user signs in with their password alone again', async () => {
    const user = await signUpUser(t, 'lost-phone@example.com');
    const enable = await auth('/two-factor/enable', { password: PASSWORD }, user.cookie);
    expect(enable.statusCode).toBe(200);
    const totp = new TOTP({ secret: new URL(enable.json<{ totpURI: string }>().totpURI).searchParams.get('secret') ?? '' });
    expect((await auth('/two-factor/verify-totp', { code: totp.generate() }, user.cookie)).statusCode).toBe(200);
    const asked = await auth('/sign-in/email', { email: 'lost-phone@example.com', password: PASSWORD });
    expect(asked.json()).toMatchObject({ twoFactorRedirect: true });

    const response = await call(admin, 'POST', `/api/admin/users/${user.id}/two-factor/reset`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.two_factor_reset',
        targetType: 'user',
        targetId: user.id,
        details: { wasEnabled: true },
      }),
    ]);

    const signIn = await auth('/sign-in/email', { email: 'lost-phone@example.com', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await meOf(cookiesOf(signIn))).toMatchObject({ id: user.id, twoFactorEnabled: false });

    // Nothing left to reset: refused, and no second audit row.
    const again = await call(admin, 'POST', `/api/admin/users/${user.id}/two-factor/reset`);
    expect(again.statusCode).toBe(409);
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});
