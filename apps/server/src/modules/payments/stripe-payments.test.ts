import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { creditLedger, creditSpends, emailOutbox, games, organizations, purchases } from '../../db/schema.js';
import { balanceOf, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { StripeStandIn } from '../../test/stripe-stand-in.js';
import { changeCredits, returnCredit, spendCredit } from '../credits/credits.service.js';

describe('payments through Stripe (the real SDK against a local Stripe stand-in)', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let customer: TestUser;
  let userCount = 0;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await createTestApp(stripe.env());
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  beforeEach(async () => {
    customer = await signUpUser(t, `coach-${++userCount}@club.com.au`);
  });

  const db = () => t.database.db;
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) } });
  const checkout = (user: TestUser, body: object = { packageType: 'multi', quantity: 7 }) =>
    post('/api/checkout/sessions', body, user.cookie);
  const sessionStatus = (user: TestUser, sessionId: string) => post('/api/checkout/session-status', { sessionId }, user.cookie);
  const deliver = ({ payload, headers }: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });

  const credits = (userId: string) => balanceOf(db(), userId);
  const receipts = async (to: string) =>
    (
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'purchase_receipt')))
    ).length;
  const purchaseOf = async (sessionId: string) =>
    (await db().select().from(purchases).where(eq(purchases.providerSessionId, sessionId)))[0];

  /** A started checkout of 7 multi games: its Stripe session id. */
  async function startCheckout(user = customer): Promise<string> {
    const response = await checkout(user);
    expect(response.statusCode).toBe(201);
    return response.json<{ sessionId: string }>().sessionId;
  }

  describe('starting a checkout', () => {
    it('opens a Stripe Checkout Session in AUD at the server price, and records a pending purchase', async () => {
      const response = await checkout(customer);
      expect(response.statusCode).toBe(201);
      const { sessionId, url } = response.json<{ sessionId: string; url: string }>();
      expect(url).toBe(stripe.session(sessionId).url);

      const purchase = await purchaseOf(sessionId);
      expect(purchase).toMatchObject({
        organizationId: customer.id,
        actorId: customer.id,
        packageType: 'multi',
        gamesIncluded: 7,
        unitAmountCents: 3200,
        amountCents: 22400,
        status: 'pending',
        provider: 'stripe',
      });
      const created = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions');
      expect(created?.params).toMatchObject({
        mode: 'payment',
        client_reference_id: purchase?.id,
        customer_email: customer.email,
        success_url: `${t.config.baseUrl}/dashboard?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${t.config.baseUrl}/pricing`,
        line_items: [
          { quantity: '7', price_data: { currency: 'aud', unit_amount: '3200', product_data: { name: '5-19 Games Package' } } },
        ],
      });
      expect(created?.idempotencyKey).toBe(`checkout-${purchase?.id}`);
      expect(await credits(customer.id)).toBe(0);
    });

    it('ignores a price, a price id and a user or organization id in the body: the signed-in customer pays the server price', async () => {
      const other = await signUpUser(t, `other-${userCount}@club.com.au`);
      const response = await checkout(customer, {
        packageType: 'season',
        quantity: 20,
        priceId: 'price_cheap',
        userId: other.id,
        organizationId: other.id,
        amount: 100,
        unitAmountCents: 1,
      });
      expect(response.statusCode).toBe(201);
      const purchase = await purchaseOf(response.json<{ sessionId: string }>().sessionId);
      expect(purchase).toMatchObject({
        organizationId: customer.id,
        actorId: customer.id,
        unitAmountCents: 2900,
        amountCents: 58000,
      });
      expect(stripe.requests.at(-1)?.params).toMatchObject({
        line_items: [{ quantity: '20', price_data: { unit_amount: '2900' } }],
        metadata: { purchaseId: purchase?.id, organizationId: customer.id },
      });
    });

    it.each([
      ['an unknown package', { packageType: 'platinum', quantity: 5 }, undefined],
      ['quantity 0', { packageType: 'single', quantity: 0 }, 'The Single Game is for between 1 and 50 games.'],
      ['quantity 51', { packageType: 'single', quantity: 51 }, 'The Single Game is for between 1 and 50 games.'],
      [
        '4 games on the 5-19 package',
        { packageType: 'multi', quantity: 4 },
        'The 5-19 Games Package is for between 5 and 19 games.',
      ],
      ['a fraction of a game', { packageType: 'single', quantity: 1.5 }, undefined],
      ['a quantity as text', { packageType: 'single', quantity: '3' }, undefined],
      [
        'enterprise',
        { packageType: 'enterprise', quantity: 10 },
        'Enterprise packages are quoted by our team. Please contact us.',
      ],
    ])('refuses %s with 400 and records nothing', async (_name, body, message) => {
      const before = stripe.requests.length;
      const response = await checkout(customer, body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      expect(await db().select().from(purchases).where(eq(purchases.organizationId, customer.id))).toEqual([]);
      expect(stripe.requests.length).toBe(before);
    });

    it('needs a signed-in customer', async () => {
      const response = await post('/api/checkout/sessions', { packageType: 'multi', quantity: 7 });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Please log in again');
    });

    it("answers 'Failed to create checkout session' when Stripe refuses, and leaves no purchase behind", async () => {
      stripe.failNext();
      const response = await checkout(customer);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe('Failed to create checkout session');
      expect(await db().select().from(purchases).where(eq(purchases.organizationId, customer.id))).toEqual([]);
    });
  });

  describe('fulfilment', () => {
    it('credits the games once on a signed checkout.session.completed, with a ledger row and one receipt', async () => {
      const sessionId = await startCheckout();
      const response = await deliver(stripe.webhook('checkout.session.completed', stripe.pay(sessionId)));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });

      const purchase = await purchaseOf(sessionId);
      expect(purchase).toMatchObject({ status: 'completed', providerPaymentId: stripe.session(sessionId).payment_intent });
      expect(await credits(customer.id)).toBe(7);
      const ledger = await db().select().from(creditLedger).where(eq(creditLedger.organizationId, customer.id));
      expect(ledger.map((row) => [row.delta, row.reason, row.purchaseId])).toEqual([[7, 'purchase', purchase?.id]]);
      const [receipt] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, customer.email));
      expect(receipt?.subject).toBe('Your Courtside receipt: 7 games');
      expect(receipt?.text).toContain('5-19 Games Package');
      expect(receipt?.text).toContain('Total paid: AU$224.00');
      expect(receipt?.text).toContain('you now have 7 to use');
      expect((await sessionStatus(customer, sessionId)).json()).toEqual({ paid: true });
    });

    it('credits once when the same event arrives twice', async () => {
      const sessionId = await startCheckout();
      const delivery = stripe.webhook('checkout.session.completed', stripe.pay(sessionId));
      expect((await deliver(delivery)).json().outcome).toBe('applied');
      expect((await deliver(delivery)).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(7);
      expect(await receipts(customer.email)).toBe(1);
    });

    it.each([
      ['a bad signature', { secret: 'whsec_not_ours' }],
      ['a stale timestamp (10 minutes old)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ])('refuses %s with 400 and changes nothing', async (_name, options) => {
      const sessionId = await startCheckout();
      const response = await deliver(stripe.webhook('checkout.session.completed', stripe.pay(sessionId), options));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_signature');
      expect((await purchaseOf(sessionId))?.status).toBe('pending');
      expect(await credits(customer.id)).toBe(0);
    });

    it('refuses a body changed after signing, and a delivery with no signature', async () => {
      const sessionId = await startCheckout();
      const delivery = stripe.webhook('checkout.session.completed', stripe.pay(sessionId));
      const tampered = delivery.payload.replace('"livemode":false', '"livemode":true');
      expect((await deliver({ ...delivery, payload: tampered })).statusCode).toBe(400);
      const unsigned = { payload: delivery.payload, headers: { 'content-type': 'application/json' } };
      expect((await deliver(unsigned)).statusCode).toBe(400);
      expect(await credits(customer.id)).toBe(0);
    });

    it('believes Stripe, not the event: a forged "paid" body for an unpaid session credits nothing', async () => {
      const sessionId = await startCheckout();
      const forged = { ...stripe.session(sessionId), status: 'complete', payment_status: 'paid' };
      expect((await deliver(stripe.webhook('checkout.session.completed', forged))).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(0);
    });

    it('credits an async payment when it succeeds, whichever of its events comes first', async () => {
      const sessionId = await startCheckout();
      const completedUnpaid = stripe.webhook('checkout.session.completed', { ...stripe.completeUnpaid(sessionId) });
      const succeeded = stripe.webhook('checkout.session.async_payment_succeeded', stripe.pay(sessionId));
      // Out of order: the later event is delivered first.
      expect((await deliver(succeeded)).json().outcome).toBe('applied');
      expect((await deliver(completedUnpaid)).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(7);
      expect(await receipts(customer.email)).toBe(1);
    });

    it('marks a purchase failed when its async payment fails, crediting nothing', async () => {
      const sessionId = await startCheckout();
      expect((await deliver(stripe.webhook('checkout.session.completed', stripe.completeUnpaid(sessionId)))).json().outcome).toBe(
        'unchanged',
      );
      const failed = await deliver(stripe.webhook('checkout.session.async_payment_failed', stripe.session(sessionId)));
      expect(failed.json().outcome).toBe('applied');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'failed', failureReason: 'The payment did not go through' });
      expect((await sessionStatus(customer, sessionId)).json()).toEqual({ paid: false });
      expect(await credits(customer.id)).toBe(0);
    });

    it('drops an expired checkout from the history', async () => {
      const sessionId = await startCheckout();
      expect((await deliver(stripe.webhook('checkout.session.expired', stripe.expire(sessionId)))).json().outcome).toBe(
        'applied',
      );
      expect((await purchaseOf(sessionId))?.status).toBe('cancelled');
      const history = await t.app.inject({ method: 'GET', url: '/api/purchases', headers: { cookie: customer.cookie } });
      expect(history.json()).toEqual({ purchases: [], nextCursor: null });
    });

    it('ignores events for sessions that are not ours', async () => {
      const foreign = { id: 'cs_test_someone_else', object: 'checkout.session', client_reference_id: null };
      expect((await deliver(stripe.webhook('checkout.session.completed', foreign))).json()).toEqual({
        received: true,
        outcome: 'ignored',
      });
      expect((await deliver(stripe.webhook('customer.created', { id: 'cus_1' }))).json().outcome).toBe('ignored');
    });
  });

  describe('session-status', () => {
    it('says unpaid before payment, then asks Stripe and credits the purchase before the webhook arrives', async () => {
      const sessionId = await startCheckout();
      expect((await sessionStatus(customer, sessionId)).json()).toEqual({ paid: false });
      stripe.pay(sessionId);
      expect((await sessionStatus(customer, sessionId)).json()).toEqual({ paid: true });
      expect(await credits(customer.id)).toBe(7);
      // The webhook, arriving late, finds the work done.
      expect((await deliver(stripe.webhook('checkout.session.completed', stripe.session(sessionId)))).json().outcome).toBe(
        'unchanged',
      );
      expect(await credits(customer.id)).toBe(7);
      expect(await receipts(customer.email)).toBe(1);
    });

    it('credits once when webhooks and session checks arrive at the same moment', async () => {
      const sessionId = await startCheckout();
      const delivery = stripe.webhook('checkout.session.completed', stripe.pay(sessionId));
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => deliver(delivery)),
        ...Array.from({ length: 4 }, () => sessionStatus(customer, sessionId)),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(responses.filter((response) => response.json().outcome === 'applied').length).toBeLessThanOrEqual(1);
      expect(responses.slice(4).map((response) => response.json<unknown>())).toEqual(Array(4).fill({ paid: true }));
      expect(await credits(customer.id)).toBe(7);
      expect(await receipts(customer.email)).toBe(1);
      expect((await db().select().from(creditLedger).where(eq(creditLedger.organizationId, customer.id))).length).toBe(1);
    });

    it("does not tell one customer about another's session (404)", async () => {
      const sessionId = await startCheckout();
      const other = await signUpUser(t, `nosy-${userCount}@club.com.au`);
      stripe.pay(sessionId);
      expect((await sessionStatus(other, sessionId)).statusCode).toBe(404);
      expect(await credits(customer.id)).toBe(0);
      expect((await sessionStatus(customer, 'cs_test_unknown')).statusCode).toBe(404);
      expect((await post('/api/checkout/session-status', { sessionId })).statusCode).toBe(401);
    });
  });

  describe('refunds', () => {
    async function paidPurchase(user = customer) {
      const sessionId = await startCheckout(user);
      await deliver(stripe.webhook('checkout.session.completed', stripe.pay(sessionId)));
      return sessionId;
    }

    it('takes back the unused games on charge.refunded and marks the purchase refunded', async () => {
      const sessionId = await paidPurchase();
      const charge = stripe.refund(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.refunded', charge))).json().outcome).toBe('applied');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'refunded', refundShortfall: 0 });
      expect(await credits(customer.id)).toBe(0);
      const ledger = await db().select().from(creditLedger).where(eq(creditLedger.organizationId, customer.id));
      expect(ledger.map((row) => [row.delta, row.reason])).toEqual([
        [7, 'purchase'],
        [-7, 'purchase_refund'],
      ]);
      expect((await deliver(stripe.webhook('charge.refunded', charge))).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(0);
    });

    /** The bank opens a chargeback on a session's charge: the signed event Stripe sends. */
    const disputeEvent = (sessionId: string) =>
      stripe.webhook('charge.dispute.created', stripe.dispute(stripe.chargeOf(sessionId).id));

    it('takes the unused games back on charge.dispute.created and marks the purchase disputed, once', async () => {
      const sessionId = await paidPurchase();
      await db().transaction((tx) => changeCredits(tx, { organizationId: customer.id, delta: -2, reason: 'upload' }));
      const dispute = disputeEvent(sessionId);
      expect((await deliver(dispute)).json().outcome).toBe('applied');
      // The two games already used are the shortfall the flagged account owes.
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed', refundShortfall: 2 });
      expect(await credits(customer.id)).toBe(0);
      expect((await deliver(dispute)).json().outcome).toBe('unchanged');
      // A refund of the same charge later changes nothing more.
      expect(
        (await deliver(stripe.webhook('charge.refunded', stripe.refund(stripe.chargeOf(sessionId).id)))).json().outcome,
      ).toBe('unchanged');
      const ledger = await db().select().from(creditLedger).where(eq(creditLedger.organizationId, customer.id));
      expect(ledger.map((row) => [row.delta, row.reason])).toEqual([
        [7, 'purchase'],
        [-2, 'upload'],
        [-5, 'purchase_refund'],
      ]);
    });

    it('leaves the games with the customer during a bank inquiry, and takes them back once the money is withdrawn', async () => {
      const sessionId = await paidPurchase();
      const inquiry = stripe.dispute(stripe.chargeOf(sessionId).id, 'fraudulent', 'warning_needs_response');
      expect((await deliver(stripe.webhook('charge.dispute.created', inquiry))).json().outcome).toBe('ignored');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'completed' });
      expect(await credits(customer.id)).toBe(7);
      // The bank escalates it: Stripe withdraws the money and says so.
      const withdrawn = stripe.webhook('charge.dispute.funds_withdrawn', stripe.escalate(inquiry.id));
      expect((await deliver(withdrawn)).json().outcome).toBe('applied');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed', refundShortfall: 0 });
      expect(await credits(customer.id)).toBe(0);
    });

    /** A game of the customer's holding one of their credits (spent as an upload would). */
    async function gameHoldingCredit(name: string) {
      const [game] = await db()
        .insert(games)
        .values({ organizationId: customer.id, actorId: customer.id, name, status: 'queued', source: 'url' })
        .returning({ id: games.id });
      const gameId = game?.id ?? '';
      await db().transaction((tx) => spendCredit(tx, { organizationId: customer.id, gameId, actorId: null }));
      return gameId;
    }
    const failGame = (gameId: string) =>
      db().transaction((tx) => returnCredit(tx, { gameId, reason: 'upload_refund', actorId: null }));

    it('gives back what a dispute took once the bank decides it for us, once; the opening event read again takes nothing', async () => {
      const sessionId = await paidPurchase();
      // Two games hold credits of the purchase when the bank disputes it.
      const gameIds = [await gameHoldingCredit('Round 1'), await gameHoldingCredit('Round 2')];
      const opened = stripe.dispute(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('applied');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed', refundShortfall: 2, disputeCreditsTaken: 5 });
      expect(await credits(customer.id)).toBe(0);
      // One of them fails while the purchase stands disputed: its credit is withheld, the money for it gone.
      expect(await failGame(gameIds[0] ?? '')).toMatchObject({ outcome: 'withheld', because: 'purchase_disputed' });
      // Won: the money comes back (funds reinstated, then the dispute closed), and with it the five games it took.
      const won = stripe.closeDispute(opened.id, 'won');
      expect((await deliver(stripe.webhook('charge.dispute.funds_reinstated', won))).json().outcome).toBe('applied');
      expect((await deliver(stripe.webhook('charge.dispute.closed', won))).json().outcome).toBe('unchanged');
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('ignored');
      // The five credits the dispute took and the one withheld come back: seven paid for, one game still holds one.
      expect(await purchaseOf(sessionId)).toMatchObject({
        status: 'completed',
        refundShortfall: 0,
        creditsUnspent: 6,
        disputeCreditsTaken: 0,
        disputeShortfall: 0,
        refundedAt: null,
      });
      expect(await credits(customer.id)).toBe(6);
      const spends = await db().select().from(creditSpends).where(inArray(creditSpends.gameId, gameIds));
      expect(spends.map((spend) => [spend.gameId, spend.state]).sort()).toEqual(
        [
          [gameIds[0], 'returned'],
          [gameIds[1], 'spent'],
        ].sort(),
      );
      const ledger = await db().select().from(creditLedger).where(eq(creditLedger.organizationId, customer.id));
      expect(ledger.map((row) => [row.delta, row.reason])).toEqual([
        [7, 'purchase'],
        [-1, 'upload'],
        [-1, 'upload'],
        [-5, 'purchase_refund'],
        [5, 'dispute_won'],
        [1, 'dispute_won'],
      ]);
    });

    it('gives back withheld credits only as far as the purchase still pays for them: an earlier partial refund keeps withholding', async () => {
      const sessionId = await paidPurchase();
      const gameIds = [];
      for (let game = 1; game <= 6; game += 1) gameIds.push(await gameHoldingCredit(`Game ${String(game)}`));
      const purchase = await purchaseOf(sessionId);
      const admin = await signUpUser(t, `admin-partial-${userCount}@courtside.com.au`, { role: 'admin' });
      const refunded = await post(`/api/admin/purchases/${purchase?.id}/refunds`, { games: 2, reason: 'Asked' }, admin.cookie);
      expect(refunded.statusCode, refunded.body).toBe(201);
      // Five games paid for, six held. The bank disputes the rest; every game then fails.
      const opened = stripe.dispute(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('applied');
      for (const gameId of gameIds) expect(await failGame(gameId)).toMatchObject({ outcome: 'withheld' });
      const won = stripe.webhook('charge.dispute.closed', stripe.closeDispute(opened.id, 'won'));
      expect((await deliver(won)).json().outcome).toBe('applied');
      // As without the dispute: the first game to fail keeps its credit withheld (six held for five paid), five return.
      expect(await credits(customer.id)).toBe(5);
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'completed', creditsUnspent: 5, refundedGames: 2 });
      const spends = await db().select().from(creditSpends).where(inArray(creditSpends.gameId, gameIds));
      expect(spends.filter((spend) => spend.state === 'withheld')).toHaveLength(1);
    });

    it("gives back nothing for another dispute's win, or to a deleted organization: logged for an admin", async () => {
      const sessionId = await paidPurchase();
      const opened = stripe.dispute(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('applied');
      // An earlier dispute of the same charge, won long ago, whose event comes late.
      const earlier = stripe.closeDispute(stripe.dispute(stripe.chargeOf(sessionId).id).id, 'won');
      expect((await deliver(stripe.webhook('charge.dispute.closed', earlier))).json().outcome).toBe('ignored');
      expect(await credits(customer.id)).toBe(0);
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed' });
      // The organization is deleted meanwhile: its win gives nothing to nobody.
      await db().update(organizations).set({ deletedAt: new Date() }).where(eq(organizations.id, customer.id));
      const won = stripe.webhook('charge.dispute.closed', stripe.closeDispute(opened.id, 'won'));
      expect((await deliver(won)).json().outcome).toBe('ignored');
      expect(await credits(customer.id)).toBe(0);
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed' });
      await db().update(organizations).set({ deletedAt: null }).where(eq(organizations.id, customer.id));
    });

    it('a purchase disputed before the dispute was recorded (migration 0027 reads it from the ledger) gets back what it took', async () => {
      const sessionId = await paidPurchase();
      await gameHoldingCredit('Round 1');
      await gameHoldingCredit('Round 2');
      const opened = stripe.dispute(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('applied');
      // As a dispute applied before migration 0025 left it.
      await db()
        .update(purchases)
        .set({ disputeCreditsTaken: 0, disputeShortfall: 0, disputeId: null })
        .where(eq(purchases.providerSessionId, sessionId));
      const migration = await readFile(path.join(MIGRATIONS_DIR, '0027_dispute_id.sql'), 'utf8');
      const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'));
      await db().execute(sql.raw(backfill ?? ''));
      expect(await purchaseOf(sessionId)).toMatchObject({ disputeCreditsTaken: 5, disputeShortfall: 2 });
      const won = stripe.webhook('charge.dispute.closed', stripe.closeDispute(opened.id, 'won'));
      expect((await deliver(won)).json().outcome).toBe('applied');
      expect(await credits(customer.id)).toBe(5);
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'completed', refundShortfall: 0, creditsUnspent: 5 });
    });

    it('keeps the games a lost dispute took: the money stayed with the bank', async () => {
      const sessionId = await paidPurchase();
      const opened = stripe.dispute(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('applied');
      const lost = stripe.closeDispute(opened.id, 'lost');
      expect((await deliver(stripe.webhook('charge.dispute.closed', lost))).json().outcome).toBe('ignored');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed', disputeCreditsTaken: 7 });
      expect(await credits(customer.id)).toBe(0);
    });

    it('credits a purchase whose dispute overtook its payment once the dispute is won, as its payment would have, once', async () => {
      const sessionId = await startCheckout();
      const paid = stripe.webhook('checkout.session.completed', { ...stripe.pay(sessionId) });
      const opened = stripe.dispute(stripe.chargeOf(sessionId).id);
      expect((await deliver(stripe.webhook('charge.dispute.created', opened))).json().outcome).toBe('applied');
      expect((await deliver(paid)).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(0);
      const closed = stripe.webhook('charge.dispute.closed', stripe.closeDispute(opened.id, 'won'));
      expect((await deliver(closed)).json().outcome).toBe('applied');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'completed', creditsUnspent: 7, refundShortfall: 0 });
      expect(await credits(customer.id)).toBe(7);
      expect(await receipts(customer.email)).toBe(1);
      expect((await deliver(closed)).json().outcome).toBe('unchanged');
      expect((await deliver(paid)).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(7);
    });

    it('believes Stripe, not the event: a dispute body naming another payment disputes only the one Stripe records', async () => {
      const other = await signUpUser(t, `other-dispute-${userCount}@club.com.au`);
      const victimSession = await paidPurchase(other);
      const disputedSession = await paidPurchase();
      const dispute = stripe.dispute(stripe.chargeOf(disputedSession).id);
      const victimCharge = stripe.chargeOf(victimSession);
      const forged = { ...dispute, charge: victimCharge.id, payment_intent: victimCharge.payment_intent };
      expect((await deliver(stripe.webhook('charge.dispute.created', forged))).json().outcome).toBe('applied');
      expect((await purchaseOf(disputedSession))?.status).toBe('disputed');
      expect((await purchaseOf(victimSession))?.status).toBe('completed');
      expect(await credits(other.id)).toBe(7);
      expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/disputes/${dispute.id}` });
    });

    it('a dispute that overtakes the payment event leaves the purchase disputed and never credited', async () => {
      const sessionId = await startCheckout();
      const paid = stripe.webhook('checkout.session.completed', { ...stripe.pay(sessionId) });
      expect((await deliver(disputeEvent(sessionId))).json().outcome).toBe('applied');
      expect((await deliver(paid)).json().outcome).toBe('unchanged');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed', refundShortfall: 0 });
      expect(await credits(customer.id)).toBe(0);
      expect(await receipts(customer.email)).toBe(0);
    });

    it('an admin cannot refund a disputed purchase: the bank has already returned the money', async () => {
      const sessionId = await paidPurchase();
      await deliver(disputeEvent(sessionId));
      const purchase = await purchaseOf(sessionId);
      const admin = await signUpUser(t, `admin-dispute-${userCount}@courtside.com.au`, { role: 'admin' });
      const before = stripe.requests.length;
      const response = await post(
        `/api/admin/purchases/${purchase?.id}/refunds`,
        { games: 7, reason: 'Asked by email' },
        admin.cookie,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('disputed');
      expect(stripe.requests.slice(before).filter((request) => request.path === '/v1/refunds')).toEqual([]);
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'disputed' });
    });

    it('never goes below zero: games already used are recorded as the shortfall', async () => {
      const sessionId = await paidPurchase();
      await db().transaction((tx) => changeCredits(tx, { organizationId: customer.id, delta: -5, reason: 'upload' }));
      await deliver(stripe.webhook('charge.refunded', stripe.refund(stripe.chargeOf(sessionId).id)));
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'refunded', refundShortfall: 5 });
      expect(await credits(customer.id)).toBe(0);
    });

    it('leaves the games of a partial refund to an admin', async () => {
      const sessionId = await paidPurchase();
      const charge = stripe.refund(stripe.chargeOf(sessionId).id, 3200);
      expect((await deliver(stripe.webhook('charge.refunded', charge))).json().outcome).toBe('ignored');
      expect((await purchaseOf(sessionId))?.status).toBe('completed');
      expect(await credits(customer.id)).toBe(7);
    });

    it('a refund that overtakes the payment event leaves the purchase refunded and never credited', async () => {
      const sessionId = await startCheckout();
      const paid = stripe.webhook('checkout.session.completed', { ...stripe.pay(sessionId) });
      const refunded = stripe.webhook('charge.refunded', { ...stripe.refund(stripe.chargeOf(sessionId).id) });
      expect((await deliver(refunded)).json().outcome).toBe('applied');
      expect((await deliver(paid)).json().outcome).toBe('unchanged');
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'refunded', refundShortfall: 0 });
      expect(await credits(customer.id)).toBe(0);
      expect(await receipts(customer.email)).toBe(0);
    });

    it('an admin refunds through Stripe; the later charge.refunded changes nothing more', async () => {
      const sessionId = await paidPurchase();
      const purchase = await purchaseOf(sessionId);
      const admin = await signUpUser(t, `admin-${userCount}@courtside.com.au`, { role: 'admin' });
      const body = { games: 7, reason: 'Bought the wrong package' };
      const refund = () => post(`/api/admin/purchases/${purchase?.id}/refunds`, body, admin.cookie);

      expect((await post(`/api/admin/purchases/${purchase?.id}/refunds`, body, customer.cookie)).statusCode).toBe(403);
      const response = await refund();
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        refund: { games: 7, amountCents: 22400, creditsTaken: 7, shortfall: 0 },
        purchase: { status: 'refunded', refundedGames: 7, refundShortfall: 0 },
      });
      expect(stripe.requests.at(-1)).toMatchObject({
        path: '/v1/refunds',
        params: { payment_intent: purchase?.providerPaymentId, amount: '22400' },
        idempotencyKey: `refund-${purchase?.id}-0`,
      });
      expect(await credits(customer.id)).toBe(0);
      const [ledgerRow] = await db()
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.organizationId, customer.id), eq(creditLedger.reason, 'purchase_refund')));
      expect(ledgerRow?.actorId).toBe(admin.id);

      expect((await refund()).statusCode).toBe(409);
      expect((await deliver(stripe.webhook('charge.refunded', stripe.chargeOf(sessionId)))).json().outcome).toBe('unchanged');
      expect(await credits(customer.id)).toBe(0);
    });

    it('refuses to refund a purchase that was never paid, or does not exist', async () => {
      const sessionId = await startCheckout();
      const admin = await signUpUser(t, `admin-b-${userCount}@courtside.com.au`, { role: 'admin' });
      const purchase = await purchaseOf(sessionId);
      const body = { games: 1, reason: 'Asked by email' };
      expect((await post(`/api/admin/purchases/${purchase?.id}/refunds`, body, admin.cookie)).statusCode).toBe(409);
      expect((await post(`/api/admin/purchases/${crypto.randomUUID()}/refunds`, body, admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('purchase history', () => {
    it("lists the customer's own purchases newest first, never another customer's", async () => {
      const first = await startCheckout();
      await deliver(stripe.webhook('checkout.session.completed', stripe.pay(first)));
      const second = await checkout(customer, { packageType: 'single', quantity: 1 });
      expect(second.statusCode).toBe(201);
      const other = await signUpUser(t, `else-${userCount}@club.com.au`);
      await startCheckout(other);

      const response = await t.app.inject({ method: 'GET', url: '/api/purchases', headers: { cookie: customer.cookie } });
      const list = response.json<{ purchases: { packageType: string; status: string; amountPaidCents: number }[] }>().purchases;
      expect(list.map((row) => [row.packageType, row.status, row.amountPaidCents])).toEqual([
        ['single', 'pending', 3500],
        ['multi', 'completed', 22400],
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/api/purchases' })).statusCode).toBe(401);
    });
  });
});
