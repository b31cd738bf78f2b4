import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { creditLedger, creditSpends, games, profiles, purchases, users, type CreditReason } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { returnCredit } from './credits.service.js';

// Migration 0016 replays every customer's ledger, written before games recorded where their credit came from,
// under the rules the server now keeps (decision 016). Here it runs on histories the old server would have left.

const MIGRATION = path.join(MIGRATIONS_DIR, '0016_credit_sources.sql');

describe('the credit sources backfill (migration 0016) on ledgers written before it', () => {
  let database: TestDatabase;
  let backfill: string[];
  let userCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const text = await readFile(MIGRATION, 'utf8');
    backfill = text
      .slice(text.indexOf('-- Backfill'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
  });
  afterAll(() => database.drop());

  const db = () => database.db;

  /** A customer whose history the old server wrote: ledger rows, purchases and games, and no credit sources. */
  async function history(steps: (ctx: History) => Promise<void>): Promise<History> {
    const userId = `legacy-${String(++userCount)}`;
    await db()
      .insert(users)
      .values({ id: userId, name: 'Sam', email: `${userId}@club.com.au` });
    const ctx = new History(database, userId);
    await steps(ctx);
    const [sum] = await db()
      .select({ n: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    await db()
      .update(profiles)
      .set({ gamesRemaining: sum?.n ?? 0 })
      .where(eq(profiles.userId, userId));
    return ctx;
  }

  async function runBackfill() {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      for (const statement of backfill) await client.query(statement);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }

  const spendOf = async (gameId: string) => (await db().select().from(creditSpends).where(eq(creditSpends.gameId, gameId)))[0];
  const unspentOf = async (purchaseId: string) =>
    (await db().select().from(purchases).where(eq(purchases.id, purchaseId)))[0]?.creditsUnspent;

  it('places each game and each unspent credit where the rules of today would have', async () => {
    // A goodwill credit in January spent on G0; a purchase of 5 in February, and G1 from it.
    const goodwillFirst = await history(async (h) => {
      await h.ledger(1, 1, 'admin_adjustment');
      await h.upload(2, 'g0');
      await h.purchase(3, 5);
      await h.upload(4, 'g1');
    });
    // A purchase of 5 used up, then a goodwill credit.
    const goodwillLast = await history(async (h) => {
      await h.purchase(1, 5);
      for (let n = 1; n <= 5; n += 1) await h.upload(1 + n, `g${String(n)}`);
      await h.ledger(10, 1, 'admin_adjustment');
    });
    // Issue 26: 5 bought, 1 used, all 5 refunded (4 credits taken back, 1 short).
    const refunded = await history(async (h) => {
      await h.purchase(1, 5);
      await h.upload(2, 'used');
      await h.ledger(3, -4, 'purchase_refund', { purchaseId: h.purchases[0] });
      await db()
        .update(purchases)
        .set({ status: 'refunded', refundedGames: 5, refundedCents: 16000, refundShortfall: 1 })
        .where(eq(purchases.id, h.purchases[0] ?? ''));
    });
    // A game whose upload failed: its credit came back to the purchase.
    const returned = await history(async (h) => {
      await h.purchase(1, 1);
      await h.upload(2, 'failed');
      await h.ledger(3, 1, 'upload_refund', { gameId: h.games.failed });
    });

    await runBackfill();

    expect((await spendOf(goodwillFirst.game('g0')))?.purchaseId).toBeNull();
    expect((await spendOf(goodwillFirst.game('g1')))?.purchaseId).toBe(goodwillFirst.purchases[0]);
    expect(await unspentOf(goodwillFirst.purchases[0] ?? '')).toBe(4);

    for (let n = 1; n <= 5; n += 1)
      expect((await spendOf(goodwillLast.game(`g${String(n)}`)))?.purchaseId).toBe(goodwillLast.purchases[0]);
    expect(await unspentOf(goodwillLast.purchases[0] ?? '')).toBe(0);

    expect(await spendOf(refunded.game('used'))).toMatchObject({ purchaseId: refunded.purchases[0], state: 'spent' });
    expect(await unspentOf(refunded.purchases[0] ?? '')).toBe(0);

    expect(await spendOf(returned.game('failed'))).toMatchObject({ purchaseId: returned.purchases[0], state: 'returned' });
    expect(await unspentOf(returned.purchases[0] ?? '')).toBe(1);
  });

  it('so a game used from a purchase later refunded in full keeps its credit when it ends, and a goodwill game gives its back', async () => {
    const h = await history(async (steps) => {
      await steps.ledger(1, 1, 'admin_adjustment');
      await steps.upload(2, 'goodwill');
      await steps.purchase(3, 1);
      await steps.upload(4, 'paid');
      await steps.ledger(5, 1, 'admin_adjustment');
    });
    await runBackfill();
    // The purchase of 1 is refunded in full by the old server after the goodwill: nothing unspent, 1 short.
    await db()
      .update(purchases)
      .set({ status: 'refunded', refundedGames: 1, refundedCents: 3500, refundShortfall: 1 })
      .where(eq(purchases.id, h.purchases[0] ?? ''));
    const end = (gameId: string) =>
      db().transaction((tx) => returnCredit(tx, { gameId, reason: 'upload_refund', actorId: null }));
    expect(await end(h.game('paid'))).toEqual({ outcome: 'withheld', because: 'purchase_refunded', gamesRemaining: 1 });
    expect(await end(h.game('goodwill'))).toEqual({ outcome: 'returned', gamesRemaining: 2 });
  });
});

/** The rows the server before decision 016 wrote for one customer, dated by day. */
class History {
  purchases: string[] = [];
  games: Record<string, string> = {};
  constructor(
    private readonly database: TestDatabase,
    private readonly userId: string,
  ) {}

  game(name: string): string {
    const id = this.games[name];
    if (!id) throw new Error(`no game ${name}`);
    return id;
  }

  async ledger(day: number, delta: number, reason: CreditReason, ids: { purchaseId?: string; gameId?: string } = {}) {
    await this.database.db
      .insert(creditLedger)
      .values({ userId: this.userId, delta, reason, ...ids, createdAt: new Date(Date.UTC(2026, 0, day)) });
  }

  async purchase(day: number, count: number) {
    const [row] = await this.database.db
      .insert(purchases)
      .values({
        userId: this.userId,
        packageType: count >= 5 ? 'multi' : 'single',
        gamesIncluded: count,
        unitAmountCents: count >= 5 ? 3200 : 3500,
        amountCents: (count >= 5 ? 3200 : 3500) * count,
        status: 'completed',
        provider: 'test',
        completedAt: new Date(Date.UTC(2026, 0, day)),
      })
      .returning({ id: purchases.id });
    if (!row) throw new Error('no purchase');
    this.purchases.push(row.id);
    await this.ledger(day, count, 'purchase', { purchaseId: row.id });
  }

  async upload(day: number, name: string) {
    const [row] = await this.database.db
      .insert(games)
      .values({ userId: this.userId, name, status: 'queued', source: 'url', createdAt: new Date(Date.UTC(2026, 0, day)) })
      .returning({ id: games.id });
    if (!row) throw new Error('no game');
    this.games[name] = row.id;
    await this.ledger(day, -1, 'upload', { gameId: row.id });
  }
}
