import { randomUUID } from 'node:crypto';
import type { EventBody, GameEvent, GameSetup } from '@courtside/domain';
import { eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../db/client.js';
import { gameEvents, games } from '../db/schema.js';
import type { TestApp, TestUser } from './helpers.js';

const fivePlayers = (prefix: string, name: string) => ({
  players: [1, 2, 3, 4, 5].map((n) => ({ id: `${prefix}${String(n)}`, number: String(n), name: `${name} ${String(n)}` })),
  starters: [1, 2, 3, 4, 5].map((n) => `${prefix}${String(n)}`),
});

/** Tigers (home, t1-t5) against Hawks (away, h1-h5): five players a side, all of them starters, four 10-minute periods. */
export const TIGERS_VS_HAWKS: GameSetup = {
  home: { name: 'Tigers', color: '#f97316', ...fivePlayers('t', 'Tiger') },
  away: { name: 'Hawks', color: '#1d4ed8', ...fivePlayers('h', 'Hawk') },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

/** Tigers 2, Hawks 3: a located two by t1 assisted by t2, and a located three by h2. */
export const TWO_PLAYS: EventBody[] = [
  { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, assistId: 't2', x: 1, y: 6 },
  { type: 'shot', team: 'away', playerId: 'h2', made: true, points: 3, x: -22, y: 3 },
];

type NewGame = Omit<typeof games.$inferInsert, 'status' | 'setup'>;

/**
 * A game set up as Tigers vs Hawks, tagged with `plays` (in order, in the first period, 5 s of video apart)
 * and waiting in review: what an analyst's submission leaves, written straight to the database.
 */
export async function reviewedGame(db: Executor, game: NewGame, plays: EventBody[] = TWO_PLAYS): Promise<string> {
  const events = plays.map((body, index) => ({ id: '', seq: index + 1, period: 1, videoMs: 5000 * (index + 1), ...body }));
  return reviewedGameOf(db, game, TIGERS_VS_HAWKS, events);
}

/** A game with its own `setup`, tagged with whole `events` (their periods, clocks, footage times), waiting in review. */
export async function reviewedGameOf(db: Executor, game: NewGame, setup: GameSetup, events: GameEvent[]): Promise<string> {
  const [row] = await db
    .insert(games)
    .values({ ...game, status: 'in_review', setup })
    .returning({ id: games.id });
  if (!row) throw new Error('no game');
  await db.insert(gameEvents).values(
    events.map(({ id: _id, seq, period, clock, videoMs, ...body }) => ({
      id: randomUUID(),
      gameId: row.id,
      seq,
      period,
      clock: clock ?? null,
      videoMs: videoMs ?? null,
      body,
    })),
  );
  return row.id;
}

/**
 * Delivers a game in review through the real approval route, as `reviewer` (which stores the report and
 * e-mails the customer); `completedAt` then moves the delivery back in time.
 */
export async function approveGame(
  t: TestApp,
  reviewer: TestUser,
  gameId: string,
  options: { completedAt?: Date | SQL } = {},
): Promise<void> {
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/analysis/games/${gameId}/approve`,
    headers: { origin: t.config.baseUrl, cookie: reviewer.cookie },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  if (options.completedAt)
    await t.database.db.update(games).set({ completedAt: options.completedAt }).where(eq(games.id, gameId));
}

/** A game of `game.organizationId`'s tagged with `plays` and delivered through the real approval by `reviewer`. */
export async function deliveredGame(
  t: TestApp,
  reviewer: TestUser,
  game: NewGame,
  options: { plays?: EventBody[]; completedAt?: Date | SQL } = {},
): Promise<string> {
  const id = await reviewedGame(t.database.db, game, options.plays);
  await approveGame(t, reviewer, id, options);
  return id;
}

/**
 * A suggested team game's setup as the analyst confirms it: numbers 1-5 start on both sides, and #23 Jo Newman,
 * seen on the footage but not on the roster, is added to the home team (so the delivery adds him to the roster).
 */
export function withJoNewman(suggested: GameSetup): GameSetup {
  const starters = (sheet: GameSetup['home']) =>
    ['1', '2', '3', '4', '5'].map((number) => sheet.players.find((player) => player.number === number)?.id ?? '');
  return {
    ...suggested,
    home: {
      ...suggested.home,
      players: [...suggested.home.players, { id: 'jo-newman', number: '23', name: 'Jo Newman' }],
      starters: starters(suggested.home),
    },
    away: { ...suggested.away, starters: starters(suggested.away) },
  };
}
