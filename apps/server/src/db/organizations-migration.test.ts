import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseMigratedTo, type MigratedDatabase } from '../test/migrated-to.js';

// Migration 0020 makes every customer an organization: their balance, purchases, ledger, games, teams and rosters,
// reels, share links, guarantee requests and play reports move to their personal organization (whose id is theirs).
// Here it runs on rows as the release before it wrote them (a database migrated to 0019, written with its columns),
// and everything is found where it should be, with every balance as it was.

const PRE_ORGANIZATIONS = 19;
const ORGANIZATIONS = 20;

describe('migration 0020 (organizations) on data written before it', () => {
  let database: MigratedDatabase;
  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database.pool.query<T>(text, values)).rows;

  /** What the old server held for each customer, read back after the migration. */
  const before = new Map<string, { games: string[]; purchases: string[]; teams: string[]; balance: number; ledger: number }>();

  beforeAll(async () => {
    database = await createDatabaseMigratedTo(PRE_ORGANIZATIONS);
    // Three customers as the old server left them: Ana with a purchase, two games (one delivered with a reel, a
    // share link, a guarantee request and a play report) and a team with a roster; Ben with an admin adjustment
    // and a failed, refunded game; Cy, whose account was deleted (anonymised; their purchase and ledger kept).
    for (const [id, name, deleted] of [
      ['ana', 'Ana Coach', false],
      ['ben', 'Ben Coach', false],
      ['cy', 'Deleted user', true],
    ] as const) {
      await query(`insert into users (id, name, email, deleted_at) values ($1, $2, $3, $4)`, [
        id,
        name,
        `${id}@club.com.au`,
        deleted ? new Date() : null,
      ]);
    }
    const purchase = async (userId: string, games: number) =>
      (
        await query<{ id: string }>(
          `insert into purchases (user_id, package_type, games_included, unit_amount_cents, amount_cents, status, provider,
             provider_session_id, completed_at, credits_unspent)
           values ($1, 'multi', $2, 4500, $2 * 4500, 'completed', 'test', $3, now(), $2) returning id`,
          [userId, games, `session-${userId}`],
        )
      )[0]!.id;
    const ledger = (userId: string, delta: number, reason: string, purchaseId: string | null, gameId: string | null) =>
      query(
        `insert into credit_ledger (user_id, delta, reason, purchase_id, game_id, actor_id) values ($1, $2, $3, $4, $5, $1)`,
        [userId, delta, reason, purchaseId, gameId],
      );
    const game = async (userId: string, name: string, status: string) =>
      (
        await query<{ id: string }>(`insert into games (user_id, name, status, source) values ($1, $2, $3, 'url') returning id`, [
          userId,
          name,
          status,
        ])
      )[0]!.id;

    const anaPurchase = await purchase('ana', 5);
    await ledger('ana', 5, 'purchase', anaPurchase, null);
    const delivered = await game('ana', 'Tigers vs Hawks', 'completed');
    const queued = await game('ana', 'Tigers vs Lions', 'queued');
    for (const gameId of [delivered, queued]) {
      await ledger('ana', -1, 'upload', anaPurchase, gameId);
      await query(`insert into credit_spends (game_id, user_id, purchase_id) values ($1, 'ana', $2)`, [gameId, anaPurchase]);
    }
    await query(`update purchases set credits_unspent = 3 where id = $1`, [anaPurchase]);
    const team = (
      await query<{ id: string }>(
        `insert into teams (owner_id, name, short_name, color) values ('ana', 'Tigers', 'TIG', '#ea580c') returning id`,
      )
    )[0]!.id;
    await query(`insert into team_players (team_id, number, name) values ($1, '7', 'Sam Lee'), ($1, '9', 'Alex Kim')`, [team]);
    await query(`insert into reels (game_id, owner_id, title, play_ids) values ($1, 'ana', 'Every shot', '["p1"]')`, [delivered]);
    await query(`insert into share_links (token_hash, game_id, created_by) values ('hash-1', $1, 'ana')`, [delivered]);
    await query(
      `insert into guarantee_requests (game_id, user_id, kind, reason) values ($1, 'ana', 'reprocess', 'Missed plays')`,
      [delivered],
    );
    await query(`insert into play_reports (game_id, play_id, user_id, kind) values ($1, 'p1', 'ana', 'player')`, [delivered]);

    await ledger('ben', 2, 'admin_adjustment', null, null);
    const failed = await game('ben', 'Broken upload', 'failed');
    await ledger('ben', -1, 'upload', null, failed);
    await ledger('ben', 1, 'upload_refund', null, failed);

    const cyPurchase = await purchase('cy', 1);
    await ledger('cy', 1, 'purchase', cyPurchase, null);

    // The balances as the old server kept them (profiles, one per user by its trigger), equal to each ledger.
    await query(
      `update profiles p set games_remaining = (select coalesce(sum(delta), 0) from credit_ledger l where l.user_id = p.user_id)`,
    );
    for (const id of ['ana', 'ben', 'cy']) {
      const [{ balance } = { balance: -1 }] = await query<{ balance: number }>(
        `select games_remaining as balance from profiles where user_id = $1`,
        [id],
      );
      const [{ sum } = { sum: -1 }] = await query<{ sum: number }>(
        `select coalesce(sum(delta), 0)::int as sum from credit_ledger where user_id = $1`,
        [id],
      );
      before.set(id, {
        balance,
        ledger: sum,
        games: (await query<{ id: string }>(`select id from games where user_id = $1 order by id`, [id])).map((row) => row.id),
        purchases: (await query<{ id: string }>(`select id from purchases where user_id = $1 order by id`, [id])).map(
          (row) => row.id,
        ),
        teams: (await query<{ id: string }>(`select id from teams where owner_id = $1 order by id`, [id])).map((row) => row.id),
      });
    }
    expect(before.get('ana')).toMatchObject({ balance: 3, ledger: 3 });

    await database.migrateTo(ORGANIZATIONS);
  }, 120_000);
  afterAll(() => database.drop());

  it('gives every customer a personal organization, whose id is theirs, with their balance, and makes them its owner', async () => {
    const rows = await query<{ id: string; name: string; kind: string; games_remaining: number; deleted: boolean }>(
      `select id, name, kind, games_remaining, deleted_at is not null as deleted from organizations order by id`,
    );
    expect(rows).toEqual([
      { id: 'ana', name: 'Ana Coach', kind: 'personal', games_remaining: 3, deleted: false },
      { id: 'ben', name: 'Ben Coach', kind: 'personal', games_remaining: 2, deleted: false },
      { id: 'cy', name: 'Deleted user', kind: 'personal', games_remaining: 1, deleted: true },
    ]);
    const owners = await query(`select organization_id, user_id, role from members order by user_id`);
    // A deleted account is no member of anything.
    expect(owners).toEqual([
      { organization_id: 'ana', user_id: 'ana', role: 'owner' },
      { organization_id: 'ben', user_id: 'ben', role: 'owner' },
    ]);
  });

  it('keeps every balance equal to its ledger, and each as it was', async () => {
    for (const [id, was] of before) {
      const [row] = await query<{ balance: number; ledger: number }>(
        `select o.games_remaining as balance, (select coalesce(sum(delta), 0)::int from credit_ledger l where l.organization_id = o.id) as ledger
           from organizations o where o.id = $1`,
        [id],
      );
      expect(row, id).toEqual({ balance: was.balance, ledger: was.ledger });
    }
  });

  it('finds every game, purchase and team in its customer’s organization, with the customer as who did it', async () => {
    for (const [id, was] of before) {
      const ids = async (table: string) =>
        (
          await query<{ id: string; actor_id: string }>(
            `select id, actor_id from ${table} where organization_id = $1 order by id`,
            [id],
          )
        ).map((row) => {
          expect(row.actor_id).toBe(id);
          return row.id;
        });
      expect(await ids('games'), id).toEqual(was.games);
      expect(await ids('purchases'), id).toEqual(was.purchases);
      expect(await ids('teams'), id).toEqual(was.teams);
    }
    const [roster] = await query<{ n: number }>(
      `select count(*)::int as n from team_players p join teams t on t.id = p.team_id where t.organization_id = 'ana'`,
    );
    expect(roster?.n).toBe(2);
  });

  it('moves the reels, guarantee requests, play reports and credit spends too, and keeps the share links', async () => {
    for (const table of ['reels', 'guarantee_requests', 'play_reports', 'credit_spends', 'credit_ledger']) {
      const rows = await query<{ organization_id: string }>(`select organization_id from ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.organization_id)), table).toEqual(
        new Set(table === 'credit_ledger' ? ['ana', 'ben', 'cy'] : table === 'credit_spends' ? ['ana'] : ['ana']),
      );
    }
    expect(await query(`select created_by from share_links`)).toEqual([{ created_by: 'ana' }]);
  });

  it('removes the profiles, and a new user gets a personal organization and owner membership with their row', async () => {
    expect(await query(`select to_regclass('profiles') as t`)).toEqual([{ t: null }]);
    await query(`insert into users (id, name, email) values ('dee', 'Dee New', 'dee@club.com.au')`);
    expect(await query(`select id, name, kind, games_remaining from organizations where id = 'dee'`)).toEqual([
      { id: 'dee', name: 'Dee New', kind: 'personal', games_remaining: 0 },
    ]);
    expect(await query(`select role from members where user_id = 'dee'`)).toEqual([{ role: 'owner' }]);
  });

  it('refuses a balance below zero and a role it does not know, as before', async () => {
    await expect(query(`update organizations set games_remaining = -1 where id = 'ana'`)).rejects.toThrow(
      /games_remaining_nonnegative/,
    );
    await expect(query(`update members set role = 'admin' where user_id = 'ana'`)).rejects.toThrow(/members_role_known/);
  });
});
