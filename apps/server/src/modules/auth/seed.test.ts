import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, profiles, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { setUserRole } from './auth.service.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed.js';

describe('demo accounts and roles', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('seeds a customer with 5 credits, an analyst and an admin, once', async () => {
    const auth = t.app.auth;
    expect((await seedDemoAccounts(auth, t.database.db)).map((account) => account.role)).toEqual([
      'customer',
      'analyst',
      'admin',
    ]);
    expect(await seedDemoAccounts(auth, t.database.db)).toEqual([]);

    const rows = await t.database.db
      .select({ email: users.email, role: users.role, games: profiles.gamesRemaining })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'admin@courtside.local', role: 'admin', games: 0 },
      { email: 'analyst@courtside.local', role: 'analyst', games: 0 },
      { email: 'customer@courtside.local', role: 'customer', games: 5 },
    ]);

    // The demo credits go through the ledger like any other change.
    const ledger = await t.database.db.select({ delta: creditLedger.delta, reason: creditLedger.reason }).from(creditLedger);
    expect(ledger).toEqual([{ delta: 5, reason: 'admin_adjustment' }]);

    const customer = DEMO_ACCOUNTS[0]!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.baseUrl },
      payload: { email: customer.email, password: customer.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('grants a role by e-mail, and says when no user has it', async () => {
    const auth = t.app.auth;
    await auth.api.signUpEmail({ body: { name: 'Alex', email: 'alex@club.com.au', password: 'long enough password' } });
    expect(await setUserRole(t.database.db, 'Alex@Club.com.au', 'analyst')).toBe(true);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, 'alex@club.com.au'));
    expect(row?.role).toBe('analyst');
    expect(await setUserRole(t.database.db, 'nobody@club.com.au', 'admin')).toBe(false);
  });

  it('refuses a role that does not exist, in the database itself', async () => {
    const auth = t.app.auth;
    await auth.api.signUpEmail({ body: { name: 'Alex', email: 'alex@club.com.au', password: 'long enough password' } });
    await expect(t.database.db.update(users).set({ role: 'owner' })).rejects.toThrow();
  });
});
