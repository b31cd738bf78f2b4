import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, organizations, users } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { changeCredits } from './credits.service.js';

describe('the credit ledger', () => {
  let database: TestDatabase;
  let userCount = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  /** A user (and, through the trigger, their personal organization with 0 games, whose id is theirs). */
  async function newUser(): Promise<string> {
    const id = `user-${++userCount}`;
    await database.db.insert(users).values({ id, name: 'Sam', email: `${id}@club.com.au` });
    return id;
  }
  const balance = async (userId: string) =>
    (await database.db.select({ n: organizations.gamesRemaining }).from(organizations).where(eq(organizations.id, userId)))[0]?.n;
  const ledgerSum = async (userId: string) =>
    Number(
      (
        await database.db
          .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
          .from(creditLedger)
          .where(eq(creditLedger.organizationId, userId))
      )[0]?.sum,
    );

  it('adds and takes credits, recording each change with its reason', async () => {
    const userId = await newUser();
    expect(
      await database.db.transaction((tx) => changeCredits(tx, { organizationId: userId, delta: 7, reason: 'purchase' })),
    ).toBe(7);
    expect(
      await database.db.transaction((tx) => changeCredits(tx, { organizationId: userId, delta: -1, reason: 'upload' })),
    ).toBe(6);
    const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.organizationId, userId));
    expect(rows.map((row) => [row.delta, row.reason])).toEqual([
      [7, 'purchase'],
      [-1, 'upload'],
    ]);
  });

  it('refuses to go below zero with "No games remaining" and changes nothing', async () => {
    const userId = await newUser();
    await database.db.transaction((tx) => changeCredits(tx, { organizationId: userId, delta: 1, reason: 'purchase' }));
    await expect(
      database.db.transaction((tx) => changeCredits(tx, { organizationId: userId, delta: -2, reason: 'upload' })),
    ).rejects.toThrow('No games remaining');
    expect(await balance(userId)).toBe(1);
    expect(await ledgerSum(userId)).toBe(1);
  });

  it('keeps balance = sum of the ledger, never negative, through any sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0),
          { maxLength: 15 },
        ),
        async (deltas) => {
          const userId = await newUser();
          for (const delta of deltas) {
            await database.db
              .transaction((tx) =>
                changeCredits(tx, { organizationId: userId, delta, reason: delta > 0 ? 'purchase' : 'upload' }),
              )
              .catch(() => undefined);
            const now = await balance(userId);
            expect(now).toBeGreaterThanOrEqual(0);
            expect(now).toBe(await ledgerSum(userId));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('lets exactly as many concurrent uploads through as there are credits', async () => {
    const userId = await newUser();
    await database.db.transaction((tx) => changeCredits(tx, { organizationId: userId, delta: 3, reason: 'purchase' }));
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        database.db.transaction((tx) => changeCredits(tx, { organizationId: userId, delta: -1, reason: 'upload' })),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('is guarded by the database too: no negative balance, no unknown reason', async () => {
    const userId = await newUser();
    await expect(
      database.db.update(organizations).set({ gamesRemaining: -1 }).where(eq(organizations.id, userId)),
    ).rejects.toThrow();
    await expect(
      database.db.insert(creditLedger).values({ organizationId: userId, delta: 1, reason: 'gift' as 'purchase' }),
    ).rejects.toThrow();
  });
});
