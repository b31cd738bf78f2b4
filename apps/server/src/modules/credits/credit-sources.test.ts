import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditSpends, emailOutbox, games, purchases } from '../../db/schema.js';
import { approveGame, reviewedGame } from '../../test/games.js';
import { balanceOf, createTestApp, signUpUser, type TestApp, type TestUser, tusMetadata } from '../../test/helpers.js';
import { StripeStandIn } from '../../test/stripe-stand-in.js';
import { abandonUploadsJob } from '../../jobs/abandon-uploads.job.js';
import { createGames } from '../games/games.service.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { uploadsDirectory } from '../../config.js';
import { changeCredits, spendCredit } from './credits.service.js';

// Decision 016: a game's credit goes back to the balance only if the money for it was not refunded. Each test
// below says where the money ends (the purchase's refunded amount, at Stripe) and where the credit ends (the
// customer's balance, the game's credit).

type Purchase = typeof purchases.$inferSelect;

/** A purchase's state when the game's credit would come back, and what that leaves: 5 games bought, 1 used. */
const STATES = {
  untouched: { balanceBefore: 4, refundedCents: 0, balanceAfter: 5, credit: { state: 'returned' } },
  // An admin refunds 2 of the 5 games (AU$64): 2 unspent credits go with them; 3 games were paid for.
  'partly refunded': { balanceBefore: 2, refundedCents: 6400, balanceAfter: 3, credit: { state: 'returned' } },
  // An admin refunds all 5 (AU$160): the 4 unspent credits go, the game used is the shortfall.
  'fully refunded': {
    balanceBefore: 0,
    refundedCents: 16000,
    balanceAfter: 0,
    credit: { state: 'withheld', because: 'purchase_refunded' },
  },
  // The bank returns the whole payment: the 4 unspent credits go.
  disputed: { balanceBefore: 0, refundedCents: 0, balanceAfter: 0, credit: { state: 'withheld', because: 'purchase_disputed' } },
} as const;
type State = keyof typeof STATES;

describe('where a game credit ends up (decision 016): every way a game gives it back, against every state of its purchase', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let base: string;
  let admin: TestUser;
  let analyst: TestUser;
  let userCount = 0;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await createTestApp(stripe.env());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin', name: 'Ada Admin' });
    analyst = await signUpUser(t, 'analyst@courtside.test', { role: 'analyst', name: 'Ana Lyst' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const db = () => t.database.db;
  const gamesService = () =>
    createGames({
      db: db(),
      storage: createLocalStorage(path.join(t.config.dataDir, 'footage')),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes: t.config.maxUploadBytes,
    });
  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: t.config.baseUrl, cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const deliver = ({ payload, headers }: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
  const tus = (url: string, method: string, headers: Record<string, string>) =>
    fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', origin: t.config.baseUrl, ...headers },
    });
  const purchase = async (id: string): Promise<Purchase> => {
    const [row] = await db().select().from(purchases).where(eq(purchases.id, id));
    if (!row) throw new Error(`no purchase ${id}`);
    return row;
  };
  const credits = (user: TestUser) => balanceOf(db(), user.id);
  const creditOf = async (gameId: string) =>
    (await call(admin, 'GET', `/api/games/${gameId}`)).json<{ credit: unknown }>().credit;
  const mailOf = async (user: TestUser, kind: string) =>
    (
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.kind, kind)))
    ).at(-1);

  async function customer(): Promise<TestUser> {
    return signUpUser(t, `coach-${++userCount}@club.com.au`);
  }

  /** The customer buys `games` games through Stripe Checkout (the 5-19 package at AU$32 a game, or single). */
  async function buy(user: TestUser, games = 5): Promise<Purchase> {
    const response = await call(user, 'POST', '/api/checkout/sessions', {
      packageType: games >= 5 ? 'multi' : 'single',
      quantity: games,
    });
    expect(response.statusCode).toBe(201);
    const { sessionId } = response.json<{ sessionId: string }>();
    expect((await deliver(stripe.webhook('checkout.session.completed', stripe.pay(sessionId)))).statusCode).toBe(200);
    const [row] = await db().select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    if (!row) throw new Error('no purchase');
    return row;
  }

  /** An upload started over tus: one credit spent, a game 'uploading'. Answers the game and its upload URL. */
  async function startUpload(user: TestUser): Promise<{ gameId: string; url: string }> {
    const response = await tus('/api/uploads', 'POST', {
      cookie: user.cookie,
      'Upload-Length': '100000',
      'Upload-Metadata': tusMetadata({ filename: 'final.mp4', filetype: 'video/mp4', name: 'Grand final' }),
    });
    expect(response.status).toBe(201);
    const url = new URL(response.headers.get('location') ?? '', `${base}/api/uploads`).toString();
    const [game] = await db()
      .select({ id: games.id })
      .from(games)
      .where(eq(games.organizationId, user.id))
      .orderBy(sql`created_at desc`);
    if (!game) throw new Error('no game');
    return { gameId: game.id, url };
  }

  /** A game delivered through the real approval, its credit spent as an upload spends it. */
  async function delivered(user: TestUser): Promise<{ gameId: string; url: string }> {
    const gameId = await db().transaction(async (tx) => {
      const id = await reviewedGame(tx, {
        organizationId: user.id,
        actorId: user.id,
        name: 'Grand final',
        source: 'url',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        analystId: analyst.id,
        submittedAt: new Date(),
      });
      await spendCredit(tx, { organizationId: user.id, gameId: id, actorId: user.id });
      return id;
    });
    await approveGame(t, admin, gameId);
    return { gameId, url: '' };
  }

  /** Brings the purchase to `state`, through the back office or Stripe's signed events. */
  async function bringTo(state: State, bought: Purchase) {
    if (state === 'partly refunded' || state === 'fully refunded') {
      const games = state === 'partly refunded' ? 2 : 5;
      const response = await call(admin, 'POST', `/api/admin/purchases/${bought.id}/refunds`, {
        games,
        reason: 'Asked by email',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    if (state === 'disputed') {
      const dispute = stripe.dispute(stripe.chargeOf(bought.providerSessionId ?? '').id);
      expect((await deliver(stripe.webhook('charge.dispute.created', dispute))).json()).toMatchObject({ outcome: 'applied' });
    }
  }

  /** The ways a game ends without its credit's worth; each answers what the customer was told, if by e-mail. */
  const PATHS = {
    'the customer cancels the upload': {
      start: startUpload,
      end: async (user: TestUser, game: { url: string }) => {
        expect((await tus(game.url, 'DELETE', { cookie: user.cookie })).status).toBe(204);
        return null;
      },
    },
    'the upload fails': {
      start: startUpload,
      end: async (_user: TestUser, game: { gameId: string }) => {
        expect(await gamesService().endGame(game.gameId, 'failed', 'The file is not a video', null)).not.toBeNull();
        return null;
      },
    },
    'the upload is abandoned for a day': {
      start: startUpload,
      end: async (_user: TestUser, game: { gameId: string }) => {
        await db()
          .update(games)
          .set({ createdAt: sql`now() - interval '25 hours'`, updatedAt: sql`now() - interval '25 hours'` })
          .where(eq(games.id, game.gameId));
        await abandonUploadsJob(gamesService(), uploadsDirectory(t.config)).run();
        return null;
      },
    },
    'an admin cancels the game': {
      start: startUpload,
      end: async (user: TestUser, game: { gameId: string }) => {
        const response = await call(admin, 'POST', `/api/admin/games/${game.gameId}/cancel`, { reason: 'Duplicate upload' });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ credit: unknown }>().credit).toEqual(await creditOf(game.gameId));
        return (await mailOf(user, 'game_cancelled'))?.text ?? '';
      },
    },
    'an admin approves a guarantee refund': {
      start: delivered,
      end: async (user: TestUser, game: { gameId: string }) => {
        const asked = await call(user, 'POST', `/api/games/${game.gameId}/guarantee-requests`, {
          kind: 'refund',
          reason: 'The second half was never tagged.',
        });
        expect(asked.statusCode).toBe(201);
        const { id } = asked.json<{ id: string }>();
        const pending = (await call(admin, 'GET', '/api/admin/guarantee-requests')).json<{
          requests: { id: string; credit: { outcome: string } }[];
        }>();
        // Before deciding, the admin's card says what approving would do with the credit.
        const card = pending.requests.find((request) => request.id === id);
        const credit = await db().select().from(creditSpends).where(eq(creditSpends.gameId, game.gameId));
        const purchaseStatus = credit[0]?.purchaseId ? (await purchase(credit[0].purchaseId)).status : null;
        expect(card?.credit.outcome).toBe(
          purchaseStatus === 'disputed' ? 'purchase_disputed' : purchaseStatus === 'refunded' ? 'purchase_refunded' : 'returned',
        );
        const decided = await call(admin, 'POST', `/api/admin/guarantee-requests/${id}/decision`, { decision: 'approve' });
        expect(decided.statusCode).toBe(200);
        return (await mailOf(user, 'guarantee_refunded'))?.text ?? '';
      },
    },
  } as const;

  for (const [pathName, route] of Object.entries(PATHS)) {
    describe(pathName, () => {
      for (const [stateName, expected] of Object.entries(STATES)) {
        it(`against a purchase ${stateName}: money ${expected.refundedCents > 0 ? `AU$${String(expected.refundedCents / 100)} back` : 'kept'}, balance ${String(expected.balanceBefore)} -> ${String(expected.balanceAfter)}`, async () => {
          const user = await customer();
          const bought = await buy(user);
          const game = await route.start(user);
          expect(await credits(user)).toBe(4);
          await bringTo(stateName as State, bought);
          expect(await credits(user)).toBe(expected.balanceBefore);

          const told = await route.end(user, game);

          // The credit: in the balance, or withheld; the game says which, and so does the customer's e-mail.
          expect(await credits(user)).toBe(expected.balanceAfter);
          expect(await creditOf(game.gameId)).toEqual(expected.credit);
          if (told !== null) {
            expect(told).toContain(expected.credit.state === 'returned' ? 'is back' : 'was not returned');
          }
          // The money: what the purchase records as refunded, and what Stripe returned.
          const after = await purchase(bought.id);
          expect(after.refundedCents).toBe(expected.refundedCents);
          const charge = stripe.chargeOf(bought.providerSessionId ?? '');
          expect(stripe.refundsOf(charge.id).reduce((sum, refund) => sum + refund.amount, 0)).toBe(expected.refundedCents);
          // Nothing comes back twice: the game's credit has ended, once.
          const returns = await db()
            .select()
            .from(creditLedger)
            .where(and(eq(creditLedger.gameId, game.gameId), sql`${creditLedger.delta} > 0`));
          expect(returns).toHaveLength(expected.credit.state === 'returned' ? 1 : 0);
        });
      }
    });
  }

  it('a game ends twice (a retry, two admins): its credit comes back once', async () => {
    const user = await customer();
    await buy(user);
    const { gameId } = await startUpload(user);
    const answers = await Promise.all(
      [1, 2].map(() => call(admin, 'POST', `/api/admin/games/${gameId}/cancel`, { reason: 'Duplicate upload' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await credits(user)).toBe(5);
    // Even a game ended again past its status guard finds its credit already back.
    expect(await gamesService().endGame(gameId, 'failed', 'late failure', null, ['cancelled'])).not.toBeNull();
    // Money: kept. Credit: back once, 5 of 5 in the balance.
    expect(await credits(user)).toBe(5);
  });

  it('a refund made in the Stripe dashboard (charge.refunded) withholds the used game’s credit too', async () => {
    const user = await customer();
    const bought = await buy(user);
    const { url } = await startUpload(user);
    await deliver(stripe.webhook('charge.refunded', stripe.refund(stripe.chargeOf(bought.providerSessionId ?? '').id)));
    expect(await purchase(bought.id)).toMatchObject({ status: 'refunded', refundShortfall: 1, refundedCents: 16000 });
    expect(await credits(user)).toBe(0);
    expect((await tus(url, 'DELETE', { cookie: user.cookie })).status).toBe(204);
    // Money: AU$160 back. Credit: withheld, the balance stays 0.
    expect(await credits(user)).toBe(0);
  });

  it('a game paid for by a refunded purchase is paid for by another credit when there is one, which then comes back with it', async () => {
    const user = await customer();
    const first = await buy(user, 1);
    const second = await buy(user, 1);
    const { gameId, url } = await startUpload(user);
    // Spent oldest purchase first.
    expect((await db().select().from(creditSpends).where(eq(creditSpends.gameId, gameId)))[0]?.purchaseId).toBe(first.id);
    const refunded = await call(admin, 'POST', `/api/admin/purchases/${first.id}/refunds`, { games: 1, reason: 'Bought twice' });
    expect(refunded.json()).toMatchObject({ refund: { creditsTaken: 1, shortfall: 0 } });
    // Money: the first AU$35 back. Credit: the second purchase's credit now pays for the game; the balance is 0.
    expect(await credits(user)).toBe(0);
    expect((await db().select().from(creditSpends).where(eq(creditSpends.gameId, gameId)))[0]?.purchaseId).toBe(second.id);
    expect((await tus(url, 'DELETE', { cookie: user.cookie })).status).toBe(204);
    // The cancelled game gives back the second purchase's credit: paid for, and not refunded.
    expect(await credits(user)).toBe(1);
    expect(await purchase(second.id)).toMatchObject({ status: 'completed', creditsUnspent: 1, refundedCents: 0 });
    expect(await purchase(first.id)).toMatchObject({ status: 'refunded', creditsUnspent: 0, refundedCents: 3500 });
  });

  it('a partly refunded purchase with games used: the credits beyond what was paid for are withheld, the rest come back', async () => {
    const user = await customer();
    const bought = await buy(user);
    const uploads = [];
    for (let n = 0; n < 4; n += 1) uploads.push(await startUpload(user));
    // 4 of 5 used; the admin refunds 2 games (AU$64): the 1 unspent credit goes, 1 game used is the shortfall.
    const refunded = await call(admin, 'POST', `/api/admin/purchases/${bought.id}/refunds`, {
      games: 2,
      reason: 'Season cut short',
    });
    expect(refunded.json()).toMatchObject({ refund: { creditsTaken: 1, shortfall: 1 } });
    expect(await credits(user)).toBe(0);
    // 3 games paid for, 4 held: the first game cancelled keeps its credit, the second gives its back.
    const [first, second] = uploads;
    if (!first || !second) throw new Error('no uploads');
    await tus(first.url, 'DELETE', { cookie: user.cookie });
    expect(await creditOf(first.gameId)).toEqual({ state: 'withheld', because: 'purchase_refunded' });
    expect(await credits(user)).toBe(0);
    await tus(second.url, 'DELETE', { cookie: user.cookie });
    expect(await creditOf(second.gameId)).toEqual({ state: 'returned' });
    expect(await credits(user)).toBe(1);
    expect((await purchase(bought.id)).refundedCents).toBe(6400);
  });

  describe('credits no purchase stands behind (admin adjustments, demo credits)', () => {
    it('are spent first, and always come back: no money was paid for them, so none was refunded', async () => {
      const user = await customer();
      const bought = await buy(user, 1);
      await db().transaction((tx) =>
        changeCredits(tx, { organizationId: user.id, delta: 1, reason: 'admin_adjustment', actorId: admin.id, note: 'Goodwill' }),
      );
      const { gameId, url } = await startUpload(user);
      expect((await db().select().from(creditSpends).where(eq(creditSpends.gameId, gameId)))[0]?.purchaseId).toBeNull();
      // The purchase is refunded in full: its credit was never spent, so it goes back with the money.
      await call(admin, 'POST', `/api/admin/purchases/${bought.id}/refunds`, { games: 1, reason: 'Asked by email' });
      expect(await purchase(bought.id)).toMatchObject({ status: 'refunded', refundShortfall: 0 });
      expect(await credits(user)).toBe(0);
      await tus(url, 'DELETE', { cookie: user.cookie });
      // The goodwill credit is back.
      expect(await credits(user)).toBe(1);
    });

    it('an admin taking credits away takes those without a purchase first, then the oldest purchase’s', async () => {
      const user = await customer();
      const bought = await buy(user, 2);
      await db().transaction((tx) =>
        changeCredits(tx, { organizationId: user.id, delta: 1, reason: 'admin_adjustment', actorId: admin.id, note: 'Goodwill' }),
      );
      const taken = await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, { delta: -2, reason: 'Given by mistake' });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(await credits(user)).toBe(1);
      expect((await purchase(bought.id)).creditsUnspent).toBe(1);
    });
  });
});
