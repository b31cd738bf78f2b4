import { randomUUID } from 'node:crypto';
import type { GameStatus } from '@courtside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, purchases } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { encodeCursor } from '../../lib/keyset-cursor.js';
import { QUEUE_PAGE_SIZE } from '../analysis/analysis.service.js';
import { PURCHASES_PAGE_SIZE } from '../payments/purchases.service.js';
import { GAMES_PAGE_SIZE } from './game-list.js';

/**
 * The lists that grow without end (a customer's games and purchases, the analysts' queue) come a page at a time:
 * a keyset cursor says where the previous page ended. Rows created in the same microsecond keep one order (the
 * id breaks the tie), every row is seen exactly once, the last page has no cursor, a tampered cursor is refused,
 * and a cursor never shows a customer anything of another's.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let analyst: TestUser;

/** One instant, as Postgres keeps it (microseconds). */
const at = (offsetSeconds: number, microseconds = 0) =>
  `2026-03-01T10:00:${String(offsetSeconds).padStart(2, '0')}.${String(microseconds).padStart(6, '0')}Z`;

interface Row {
  id: string;
  /** The time the list is ordered by, as text with microseconds. */
  time: string;
}

const newestFirst = (rows: Row[]) =>
  [...rows].sort((a, b) => (a.time === b.time ? b.id.localeCompare(a.id) : b.time.localeCompare(a.time))).map((row) => row.id);
const earliestFirst = (rows: Row[]) =>
  [...rows].sort((a, b) => (a.time === b.time ? a.id.localeCompare(b.id) : a.time.localeCompare(b.time))).map((row) => row.id);

async function insertGames(owner: TestUser, rows: { time: string; status?: GameStatus; dueAt?: string }[]): Promise<Row[]> {
  const values = rows.map(({ time, status = 'completed', dueAt }) => ({
    id: randomUUID(),
    organizationId: owner.id,
    actorId: owner.id,
    name: `Game at ${time}`,
    status,
    source: 'url' as const,
    createdAt: new Date(time),
    ...(dueAt && { dueAt: new Date(dueAt) }),
  }));
  await t.database.db.insert(games).values(values);
  // A JavaScript Date keeps milliseconds: the microseconds are written by SQL.
  for (const [index, row] of rows.entries()) {
    await t.database.pool.query('update games set created_at = $2, due_at = coalesce($3, due_at) where id = $1', [
      values[index]?.id,
      row.time,
      row.dueAt ?? null,
    ]);
  }
  return values.map((value, index) => ({ id: value.id, time: rows[index]?.dueAt ?? rows[index]?.time ?? '' }));
}

interface Page {
  ids: string[];
  nextCursor: string | null;
  body: Record<string, unknown>;
}

async function page(user: TestUser, url: string, key: string, cursor?: string): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Record<string, unknown> & { nextCursor: string | null }>();
  return { ids: (body[key] as { id: string }[]).map((row) => row.id), nextCursor: body.nextCursor, body };
}

/** Every page of a list, following the cursors to the end. */
async function walk(user: TestUser, url: string, key: string): Promise<Page[]> {
  const pages = [await page(user, url, key)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) pages.push(await page(user, url, key, last.nextCursor));
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t, 'alice@lists.test');
  bob = await signUpUser(t, 'bob@lists.test');
  analyst = await signUpUser(t, 'ana@lists.test', { role: 'analyst' });
});

afterAll(async () => {
  await t.close();
});

describe("a customer's games (GET /api/games)", () => {
  let aliceGames: Row[];

  beforeAll(async () => {
    // 120 games: 60 created in one microsecond (ties across a page boundary), pairs a microsecond apart, and
    // the rest a second apart; Bob's games are interleaved with them in time.
    aliceGames = await insertGames(alice, [
      ...Array.from({ length: 60 }, () => ({ time: at(30, 123_456) })),
      ...Array.from({ length: 40 }, (_, index) => ({ time: at(20, index % 2), status: 'queued' as const })),
      ...Array.from({ length: 20 }, (_, index) => ({ time: at(index), status: 'failed' as const })),
    ]);
    await insertGames(
      bob,
      Array.from({ length: 60 }, (_, index) => ({ time: at(index % 40, 123_456) })),
    );
  });

  it('come newest first, the id breaking ties, each exactly once, and the last page has no cursor', async () => {
    const pages = await walk(alice, '/api/games', 'games');
    expect(pages.map((each) => each.ids.length)).toEqual([GAMES_PAGE_SIZE, GAMES_PAGE_SIZE, 120 - 2 * GAMES_PAGE_SIZE]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((each) => each.ids)).toEqual(newestFirst(aliceGames));
  });

  it('count every game of the customer on every page, and those being processed', async () => {
    const [first, second] = await walk(alice, '/api/games', 'games');
    expect(first?.body.counts).toEqual({ total: 120, processing: 40 });
    expect(second?.body.counts).toEqual({ total: 120, processing: 40 });
  });

  it("never show a customer another's games, whatever the cursor says", async () => {
    const bobsIds = new Set((await walk(bob, '/api/games', 'games')).flatMap((each) => each.ids));
    const alicesIds = new Set(aliceGames.map((row) => row.id));
    const bobsCursor = (await page(bob, '/api/games', 'games')).nextCursor;
    // Bob's own cursor, and one naming a game of Bob's at a time after everything.
    const cursors = [bobsCursor ?? '', encodeCursor({ createdAt: at(59, 999_999), id: [...bobsIds][0] ?? '' })];
    for (const cursor of cursors) {
      const seen = await page(alice, '/api/games', 'games', cursor);
      expect(seen.ids.length).toBeGreaterThan(0);
      expect(seen.ids.every((id) => alicesIds.has(id) && !bobsIds.has(id))).toBe(true);
      expect(seen.body.counts).toEqual({ total: 120, processing: 40 });
    }
  });

  it('answers an empty list without a cursor to a customer with no games', async () => {
    const carol = await signUpUser(t, 'carol@lists.test');
    const first = await page(carol, '/api/games', 'games');
    expect(first.body).toEqual({ games: [], nextCursor: null, counts: { total: 0, processing: 0 } });
  });
});

describe('a customer’s purchases (GET /api/purchases)', () => {
  it('come newest first a page at a time, ties broken by id; checkouts abandoned a day ago stay out', async () => {
    const ids = Array.from({ length: 55 }, () => randomUUID());
    const row = (id: string, status: 'completed' | 'pending') => ({
      id,
      organizationId: alice.id,
      actorId: alice.id,
      packageType: 'single' as const,
      gamesIncluded: 1,
      unitAmountCents: 4500,
      amountCents: 4500,
      status,
      provider: 'test' as const,
    });
    await t.database.db.insert(purchases).values([...ids.map((id) => row(id, 'completed')), row(randomUUID(), 'pending')]);
    // 30 in one microsecond, 25 a second apart; the pending checkout is two days old.
    await t.database.pool.query(
      `update purchases set created_at = case when id = any($1::uuid[]) then $2::timestamptz else now() - interval '2 days' end
       where organization_id = $3`,
      [ids.slice(0, 30), at(45, 7), alice.id],
    );
    for (const [index, id] of ids.slice(30).entries())
      await t.database.pool.query('update purchases set created_at = $2 where id = $1', [id, at(index)]);
    const expected = newestFirst(ids.map((id, index) => ({ id, time: index < 30 ? at(45, 7) : at(index - 30) })));

    const pages = await walk(alice, '/api/purchases', 'purchases');
    expect(pages.map((each) => each.ids.length)).toEqual([PURCHASES_PAGE_SIZE, 55 - PURCHASES_PAGE_SIZE]);
    expect(pages.flatMap((each) => each.ids)).toEqual(expected);
    expect(pages.at(-1)?.nextCursor).toBeNull();

    // Alice's cursor read by Bob, who has bought nothing: still nothing.
    expect((await page(bob, '/api/purchases', 'purchases', pages[0]?.nextCursor ?? '')).ids).toEqual([]);
  });
});

describe("the analysts' queue (GET /api/analysis/queue)", () => {
  it('comes the earliest due first a page at a time, ties broken by id, with only games on their way to delivery', async () => {
    const customer = await signUpUser(t, 'queue-owner@lists.test');
    const statuses: GameStatus[] = ['queued', 'preparing', 'ready', 'in_analysis', 'in_review'];
    const waiting = await insertGames(customer, [
      // 40 due at one microsecond, the others a second apart.
      ...Array.from({ length: 40 }, (_, index) => ({ time: at(1), status: statuses[index % 5], dueAt: at(50, 42) })),
      ...Array.from({ length: 30 }, (_, index) => ({ time: at(2), status: statuses[index % 5], dueAt: at(index) })),
    ]);
    // Delivered, failed and still uploading games are not in the queue (nor are Alice's and Bob's above).
    await insertGames(customer, [
      { time: at(3), status: 'completed', dueAt: at(1) },
      { time: at(3), status: 'failed', dueAt: at(1) },
      { time: at(3), status: 'uploading' },
    ]);
    const queued = new Set(waiting.map((row) => row.id));

    const pages = await walk(analyst, '/api/analysis/queue', 'games');
    const seen = pages.flatMap((each) => each.ids);
    // Other files' games do not exist here: this test's database holds only these queue games and Alice's 40 queued.
    const ours = seen.filter((id) => queued.has(id));
    expect(ours).toEqual(earliestFirst(waiting));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages.slice(0, -1).every((each) => each.ids.length === QUEUE_PAGE_SIZE)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('is for staff only, cursor or not', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/queue?cursor=${encodeCursor({ createdAt: at(0), id: randomUUID() })}`,
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a tampered cursor', () => {
  const tampered = [
    'not-a-cursor',
    Buffer.from('["2026-03-01T10:00:00.000000Z"]').toString('base64url'),
    Buffer.from('["2026-03-01 10:00", "0b7e0c36-3f5e-4d8e-9f50-8f4f3a1f6c11"]').toString('base64url'),
    Buffer.from('["2026-03-01T10:00:00.000000Z", "1 or 1=1"]').toString('base64url'),
  ];
  const lists: [string, () => TestUser][] = [
    ['/api/games', () => alice],
    ['/api/purchases', () => alice],
    ['/api/analysis/queue', () => analyst],
  ];

  it.each(lists)('is refused by %s with 400, and nothing is listed', async (url, user) => {
    for (const cursor of tampered) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: user().cookie },
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'bad_cursor', message: 'This page link is not valid. Start again from the first page.' },
      });
    }
  });
});
