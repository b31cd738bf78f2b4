import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import type { CreditReason } from '../../db/schema.js';
import { createDatabaseMigratedTo, type MigratedDatabase } from '../../test/migrated-to.js';
import { returnCredit } from './credits.service.js';

// Migration 0016 replays every customer's ledger, written before games recorded where their credit came from,
// under the rules the server now keeps (decision 016). Here it runs on histories the old server would have left,
// in a database migrated only as far as the schema it was written for (0019: a customer is a user, whose balance
// is their profile's). The rows are written and read with raw SQL, since db/schema.ts describes today's tables.

const MIGRATION = path.join(MIGRATIONS_DIR, '0016_credit_sources.sql');
/** The last migration before customers became organizations (0020), whose columns the backfill names. */
const BEFORE_ORGANIZATIONS = 19;

describe('the credit sources backfill (migration 0016) on ledgers written before it', () => {
  let database: MigratedDatabase;
  let backfill: string[];
  let userCount = 0;

  beforeAll(async () => {
    const text = await readFile(MIGRATION, 'utf8');
    backfill = text
      .slice(text.indexOf('-- Backfill'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
  });
  beforeEach(async () => {
    database = await createDatabaseMigratedTo(BEFORE_ORGANIZATIONS);
  });
  afterEach(() => database.drop());

  const query = async <Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> =>
    (await database.pool.query<Row>(text, values)).rows;

  /** A customer whose history the old server wrote: ledger rows, purchases and games, and no credit sources. */
  async function history(steps: (ctx: History) => Promise<void>): Promise<History> {
    const userId = `legacy-${String(++userCount)}`;
    // The old schema's trigger gives the user a profile (with 0 games) in the same insert.
    await query('insert into users (id, name, email) values ($1, $2, $3)', [userId, 'Sam', `${userId}@club.com.au`]);
    const ctx = new History(database, userId);
    await steps(ctx);
    const [sum] = await query<{ n: number }>('select coalesce(sum(delta), 0)::int as n from credit_ledger where user_id = $1', [
      userId,
    ]);
    await query('update profiles set games_remaining = $1 where user_id = $2', [sum?.n ?? 0, userId]);
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

  const spendOf = async (gameId: string) =>
    (
      await query<{ gameId: string; purchaseId: string | null; state: string }>(
        'select game_id as "gameId", purchase_id as "purchaseId", state from credit_spends where game_id = $1',
        [gameId],
      )
    )[0];
  const unspentOf = async (purchaseId: string) =>
    (await query<{ unspent: number }>('select credits_unspent as unspent from purchases where id = $1', [purchaseId]))[0]
      ?.unspent;
  /** The old server's full refund of a purchase: its status and figures (its credits taken back in the ledger). */
  const refundInFull = (purchaseId: string, figures: { games: number; cents: number; shortfall: number }) =>
    query(
      `update purchases set status = 'refunded', refunded_games = $2, refunded_cents = $3, refund_shortfall = $4
        where id = $1`,
      [purchaseId, figures.games, figures.cents, figures.shortfall],
    );

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
      await refundInFull(h.purchases[0] ?? '', { games: 5, cents: 16000, shortfall: 1 });
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
    await refundInFull(h.purchases[0] ?? '', { games: 1, cents: 3500, shortfall: 1 });
    // The games end on today's server: the database is migrated the rest of the way (the customer's rows move to
    // their personal organization, 0020), and today's credits service ends them.
    await database.migrateTo();
    const end = (gameId: string) =>
      database.db.transaction((tx) => returnCredit(tx, { gameId, reason: 'upload_refund', actorId: null }));
    expect(await end(h.game('paid'))).toEqual({ outcome: 'withheld', because: 'purchase_refunded', gamesRemaining: 1 });
    expect(await end(h.game('goodwill'))).toEqual({ outcome: 'returned', gamesRemaining: 2 });
  });
});

/** The rows the server before decision 016 wrote for one customer, dated by day, in the columns it wrote. */
class History {
  purchases: string[] = [];
  games: Record<string, string> = {};
  constructor(
    private readonly database: MigratedDatabase,
    private readonly userId: string,
  ) {}

  game(name: string): string {
    const id = this.games[name];
    if (!id) throw new Error(`no game ${name}`);
    return id;
  }

  async ledger(day: number, delta: number, reason: CreditReason, ids: { purchaseId?: string; gameId?: string } = {}) {
    await this.database.pool.query(
      `insert into credit_ledger (user_id, delta, reason, purchase_id, game_id, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [this.userId, delta, reason, ids.purchaseId ?? null, ids.gameId ?? null, new Date(Date.UTC(2026, 0, day))],
    );
  }

  async purchase(day: number, count: number) {
    const unitAmountCents = count >= 5 ? 3200 : 3500;
    const { rows } = await this.database.pool.query<{ id: string }>(
      `insert into purchases (user_id, package_type, games_included, unit_amount_cents, amount_cents, status, provider,
                              completed_at)
       values ($1, $2, $3, $4, $5, 'completed', 'test', $6)
       returning id`,
      [
        this.userId,
        count >= 5 ? 'multi' : 'single',
        count,
        unitAmountCents,
        unitAmountCents * count,
        new Date(Date.UTC(2026, 0, day)),
      ],
    );
    const [row] = rows;
    if (!row) throw new Error('no purchase');
    this.purchases.push(row.id);
    await this.ledger(day, count, 'purchase', { purchaseId: row.id });
  }

  async upload(day: number, name: string) {
    const { rows } = await this.database.pool.query<{ id: string }>(
      `insert into games (user_id, name, status, source, created_at) values ($1, $2, 'queued', 'url', $3) returning id`,
      [this.userId, name, new Date(Date.UTC(2026, 0, day))],
    );
    const [row] = rows;
    if (!row) throw new Error('no game');
    this.games[name] = row.id;
    await this.ledger(day, -1, 'upload', { gameId: row.id });
  }
}
