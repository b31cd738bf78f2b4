import { eq, sql } from 'drizzle-orm';
import { isDatabaseUnavailable, type Database } from '../../db/client.js';
import { users, type Role } from '../../db/schema.js';
import { changeCredits } from '../credits/credits.service.js';
import type { Auth } from './auth.js';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  gamesRemaining: number;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Demo Customer',
    email: 'customer@courtside.local',
    password: 'courtside-customer',
    role: 'customer',
    gamesRemaining: 5,
  },
  { name: 'Demo Analyst', email: 'analyst@courtside.local', password: 'courtside-analyst', role: 'analyst', gamesRemaining: 0 },
  { name: 'Demo Admin', email: 'admin@courtside.local', password: 'courtside-admin', role: 'admin', gamesRemaining: 0 },
];

/** An arbitrary constant beside migrate.ts's: the advisory lock that makes servers starting together seed in turn. */
const SEED_LOCK = 72_410_552;

/**
 * Creates the demo accounts that do not exist yet (development only) and answers the ones it created; safe
 * when several servers start at once on one database. Accounts are created through better-auth, so their
 * passwords are hashed like anyone's.
 */
export async function seedDemoAccounts(
  auth: Auth,
  db: Database,
  { attempts = 5, pauseMs = 1000, onRetry }: { attempts?: number; pauseMs?: number; onRetry?: (error: unknown) => void } = {},
): Promise<DemoAccount[]> {
  // Servers starting together on a busy machine may wait longer than the pool's connect timeout for a connection:
  // seeding is run again (it creates only what is missing) rather than stopping the server.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await seedOnce(auth, db);
    } catch (error) {
      if (attempt >= attempts || !isDatabaseUnavailable(error)) throw error;
      onRetry?.(error);
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}

function seedOnce(auth: Auth, db: Database): Promise<DemoAccount[]> {
  // Without the lock, two servers starting together both find an account missing and both create it; the
  // second sign-up fails on the unique e-mail ("Failed to create user") and stops its server. The lock is
  // held by a transaction on a connection of its own while the accounts are made on others; it may wait
  // for another server's seeding (password hashing on a busy machine), so without the pool's deadlines.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    return createMissingAccounts(auth, db);
  });
}

async function createMissingAccounts(auth: Auth, db: Database): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const { user } = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    });
    await db.update(users).set({ role: account.role }).where(eq(users.id, user.id));
    if (account.gamesRemaining > 0) {
      await db.transaction((tx) =>
        changeCredits(tx, {
          organizationId: user.id,
          delta: account.gamesRemaining,
          reason: 'admin_adjustment',
          note: 'demo account',
        }),
      );
    }
    created.push(account);
  }
  return created;
}
