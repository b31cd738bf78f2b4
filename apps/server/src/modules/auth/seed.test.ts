import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, createPool, isDatabaseUnavailable } from '../../db/client.js';
import { creditLedger, organizations, users } from '../../db/schema.js';
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
      .select({ email: users.email, role: users.role, games: organizations.gamesRemaining })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.id));
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

  it('seeds again while the database does not answer in time (servers starting together on a busy machine), then gives up with its error', async () => {
    // A database that accepts connections and never answers, as an overloaded one: each connect times out.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const unanswered = createPool(`postgres://postgres@127.0.0.1:${String(port)}/nothing`, { connectMs: 200 });
    const retried: unknown[] = [];
    try {
      await expect(
        seedDemoAccounts(t.app.auth, createDatabase(unanswered), {
          attempts: 3,
          pauseMs: 10,
          onRetry: (error) => retried.push(error),
        }),
      ).rejects.toSatisfy(isDatabaseUnavailable);
      expect(retried.map(isDatabaseUnavailable)).toEqual([true, true]);
    } finally {
      await unanswered.end();
      silent.close();
    }
  });

  it('seeds each demo account once when two servers start together on one database, neither failing', async () => {
    // A second server: its own pool and its own better-auth, on the same database.
    const pool = createPool(t.database.url, { connectMs: 10_000 });
    const other = await buildApp({ config: t.config, db: createDatabase(pool), queue: t.queue, logger: false });
    try {
      const [first, second] = await Promise.all([
        seedDemoAccounts(t.app.auth, t.database.db),
        seedDemoAccounts(other.auth, createDatabase(pool)),
      ]);
      // Between them they created each account once; whichever went second found them all there.
      expect([...first, ...second].map((account) => account.email).sort()).toEqual(
        DEMO_ACCOUNTS.map((account) => account.email).sort(),
      );
      const rows = await t.database.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { email: 'admin@courtside.local', role: 'admin' },
        { email: 'analyst@courtside.local', role: 'analyst' },
        { email: 'customer@courtside.local', role: 'customer' },
      ]);
      const ledger = await t.database.db.select({ delta: creditLedger.delta }).from(creditLedger);
      expect(ledger).toEqual([{ delta: 5 }]);
    } finally {
      await other.close();
      await pool.end();
    }
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
