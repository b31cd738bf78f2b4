import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, emailOutbox, purchaseRefunds, purchases, users } from '../../db/schema.js';
import { balanceOf, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { paymentProviderDrivers, type ProviderDriver } from '../../test/payment-drivers.js';
import { StripeStandIn } from '../../test/stripe-stand-in.js';
import { changeCredits } from '../credits/credits.service.js';

/**
 * The back office's purchases: refunds of all or some of a purchase through its provider (test mode, and the
 * real Stripe SDK against the stand-in), the credits taken back and the shortfall, and the list and detail.
 * A purchase here is 5 games of the 5-19 package at AU$32.00 a game: AU$160.00.
 */
const stripe = new StripeStandIn();
const drivers = paymentProviderDrivers(stripe, { webhookOutcome: 'applied' });

interface RefundAnswer {
  refund: { id: string; games: number; amountCents: number; creditsTaken: number; shortfall: number; providerRefundId: string };
  purchase: { status: string; refundedGames: number; refundedCents: number; refundShortfall: number; customerBalance: number };
}

function harness(getApp: () => TestApp) {
  let users = 0;
  const t = () => getApp();
  const db = () => t().database.db;
  const call = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) =>
    t().app.inject({
      method,
      url,
      headers: { origin: t().config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const newUser = (prefix: string, options: Parameters<typeof signUpUser>[2] = {}) =>
    signUpUser(t(), `${prefix}-${String(++users)}@club.com.au`, options);

  return {
    db,
    call,
    newUser,
    refund: (admin: TestUser, purchaseId: string, games: number, reason = 'Bought the wrong package') =>
      call('POST', `/api/admin/purchases/${purchaseId}/refunds`, admin, { games, reason }),
    /** The purchase row, as stored. */
    stored: async (purchaseId: string) => (await db().select().from(purchases).where(eq(purchases.id, purchaseId)))[0],
    refundRows: (purchaseId: string) => db().select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchaseId)),
    refundLedger: (userId: string) =>
      db()
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.organizationId, userId), eq(creditLedger.reason, 'purchase_refund'))),
    audits: (purchaseId: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'purchase.refunded'), eq(auditLog.targetId, purchaseId))),
    refundEmails: (to: string) =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'purchase_refunded'))),
    /** Spends games as uploads do. */
    spend: (userId: string, games: number) =>
      db().transaction((tx) => changeCredits(tx, { organizationId: userId, delta: -games, reason: 'upload' })),
    /** A paid purchase of 5 games of the 5-19 package (AU$160.00), made through the API: its id and session. */
    async paidPurchase(user: TestUser, pay: ProviderDriver['pay']): Promise<{ id: string; sessionId: string }> {
      const started = await call('POST', '/api/checkout/sessions', user, { packageType: 'multi', quantity: 5 });
      expect(started.statusCode).toBe(201);
      const { sessionId } = started.json<{ sessionId: string }>();
      await pay(t(), user, sessionId);
      const [purchase] = await db().select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
      expect(purchase?.status).toBe('completed');
      return { id: purchase?.id ?? '', sessionId };
    },
  };
}

type Harness = ReturnType<typeof harness>;

async function sessionOf(h: Harness, purchaseId: string): Promise<string> {
  return (await h.stored(purchaseId))?.providerSessionId ?? '';
}

describe.each(drivers)('refunds from the back office, $name', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const h = harness(() => t);

  beforeAll(async () => {
    t = await driver.setUp();
    admin = await h.newUser('admin', { role: 'admin', name: 'Alex Admin' });
  });
  afterAll(async () => {
    await t.close();
    await driver.tearDown();
  });
  beforeEach(async () => {
    customer = await h.newUser('coach', { name: 'Sam Coach' });
  });

  const paidPurchase = async (user = customer) => (await h.paidPurchase(user, driver.pay)).id;

  it('refunds a whole purchase: the credits come back off the balance, the purchase is refunded, the customer told', async () => {
    const purchaseId = await paidPurchase();
    const response = await h.refund(admin, purchaseId, 5, 'Club folded before the season');
    expect(response.statusCode).toBe(201);
    const answer = response.json<RefundAnswer>();
    expect(answer).toMatchObject({
      refund: { games: 5, amountCents: 16000, creditsTaken: 5, shortfall: 0 },
      purchase: { status: 'refunded', refundedGames: 5, refundedCents: 16000, refundShortfall: 0, customerBalance: 0 },
    });
    expect(await h.stored(purchaseId)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
    expect((await h.refundLedger(customer.id)).map((row) => [row.delta, row.actorId, row.purchaseId])).toEqual([
      [-5, admin.id, purchaseId],
    ]);
    expect(await h.refundRows(purchaseId)).toEqual([
      expect.objectContaining({
        games: 5,
        amountCents: 16000,
        creditsTaken: 5,
        shortfall: 0,
        actorId: admin.id,
        reason: 'Club folded before the season',
        providerRefundId: answer.refund.providerRefundId,
      }),
    ]);
    expect(await h.audits(purchaseId)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorRole: 'admin',
        targetType: 'purchase',
        details: {
          games: 5,
          amountCents: 16000,
          creditsTaken: 5,
          shortfall: 0,
          reason: 'Club folded before the season',
          providerRefundId: answer.refund.providerRefundId,
        },
      }),
    ]);
    const [email] = await h.refundEmails(customer.email);
    expect(email?.subject).toBe('Your Courtside refund: AU$160.00');
    expect(email?.text).toContain('We have refunded AU$160.00 for your 5-19 Games Package (5 games)');
    expect(email?.text).toContain('We took back 5 unused game credits; you now have 0 to use.');
    expect(email?.html).toContain('Your refund of AU$160.00');
  });

  it('refunds 2 games of 5 (AU$64.00), leaving the purchase completed, then the other 3 (AU$96.00)', async () => {
    const purchaseId = await paidPurchase();
    const first = await h.refund(admin, purchaseId, 2);
    expect(first.statusCode).toBe(201);
    expect(first.json<RefundAnswer>()).toMatchObject({
      refund: { games: 2, amountCents: 6400, creditsTaken: 2, shortfall: 0 },
      purchase: { status: 'completed', refundedGames: 2, refundedCents: 6400, customerBalance: 3 },
    });
    expect((await h.stored(purchaseId))?.refundedAt).toBeNull();
    const [partEmail] = await h.refundEmails(customer.email);
    expect(partEmail?.text).toContain('We have refunded AU$64.00 for 2 games of your 5-19 Games Package');

    const detail = await h.call('GET', `/api/admin/purchases/${purchaseId}`, admin);
    expect(detail.json()).toMatchObject({ gamesLeftToRefund: 3, preview: { games: 3, amountCents: 9600 } });

    const rest = await h.refund(admin, purchaseId, 3);
    expect(rest.statusCode).toBe(201);
    expect(rest.json<RefundAnswer>()).toMatchObject({
      refund: { games: 3, amountCents: 9600, creditsTaken: 3, shortfall: 0 },
      purchase: { status: 'refunded', refundedGames: 5, refundedCents: 16000 },
    });
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
    expect((await h.refundRows(purchaseId)).map((row) => row.games).sort()).toEqual([2, 3]);
    expect(await h.audits(purchaseId)).toHaveLength(2);
    expect(await h.refundEmails(customer.email)).toHaveLength(2);
    // The customer's own history says how much of it was refunded.
    const history = await h.call('GET', '/api/purchases', customer);
    expect(history.json()).toMatchObject({ purchases: [{ status: 'refunded', refundedGames: 5 }] });
  });

  it('takes back only the credits left when games were already used, and records the rest as the shortfall', async () => {
    const purchaseId = await paidPurchase();
    await h.spend(customer.id, 3);
    const response = await h.refund(admin, purchaseId, 5);
    expect(response.statusCode).toBe(201);
    // The money goes back in full; 2 credits come back; 3 games were used and cannot be.
    expect(response.json<RefundAnswer>()).toMatchObject({
      refund: { games: 5, amountCents: 16000, creditsTaken: 2, shortfall: 3 },
      purchase: { status: 'refunded', refundShortfall: 3, customerBalance: 0 },
    });
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
    expect((await h.refundLedger(customer.id)).map((row) => row.delta)).toEqual([-2]);
    expect((await h.audits(purchaseId))[0]?.details).toMatchObject({ creditsTaken: 2, shortfall: 3 });
    const [email] = await h.refundEmails(customer.email);
    expect(email?.text).toContain('We took back 2 unused game credits; you now have 0 to use.');
    expect(email?.text).toContain('3 of the refunded games had already been used, so they were not taken back.');
  });

  it('refuses to refund more games than are left (409): no money moves, nothing is recorded', async () => {
    const purchaseId = await paidPurchase();
    expect((await h.refund(admin, purchaseId, 2)).statusCode).toBe(201);
    const stripeCalls = stripe.requests.length;
    const response = await h.refund(admin, purchaseId, 4);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'too_many_games',
      message: 'Only 3 games of this purchase are left to refund',
    });
    expect(stripe.requests.length).toBe(stripeCalls);
    expect(await h.stored(purchaseId)).toMatchObject({ status: 'completed', refundedGames: 2, refundedCents: 6400 });
    expect(await balanceOf(h.db(), customer.id)).toBe(3);
    expect(await h.refundRows(purchaseId)).toHaveLength(1);

    expect((await h.refund(admin, purchaseId, 3)).statusCode).toBe(201);
    // Refunded in full: nothing is left, whatever is asked.
    const again = await h.refund(admin, purchaseId, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_refunded');
  });

  it('refuses a refund without games or a reason (400), and changes nothing', async () => {
    const purchaseId = await paidPurchase();
    for (const body of [
      { games: 0, reason: 'Asked by email' },
      { games: 1.5, reason: 'Asked by email' },
      { games: 1, reason: '  x ' },
      { games: 1, reason: 'x'.repeat(501) },
      { games: 1 },
    ]) {
      const response = await h.call('POST', `/api/admin/purchases/${purchaseId}/refunds`, admin, body);
      expect(response.statusCode).toBe(400);
    }
    expect(await h.stored(purchaseId)).toMatchObject({ status: 'completed', refundedGames: 0 });
    expect(await balanceOf(h.db(), customer.id)).toBe(5);
  });

  it('of two refunds of the last games at the same moment, one wins: one refund, one ledger row, one e-mail', async () => {
    const purchaseId = await paidPurchase();
    const refundsAsked = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    const stripeRefundsBefore = refundsAsked().length;
    const responses = await Promise.all([h.refund(admin, purchaseId, 5), h.refund(admin, purchaseId, 5)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await h.refundRows(purchaseId)).toHaveLength(1);
    expect((await h.refundLedger(customer.id)).map((row) => row.delta)).toEqual([-5]);
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
    expect(await h.audits(purchaseId)).toHaveLength(1);
    expect(await h.refundEmails(customer.email)).toHaveLength(1);
    expect(await h.stored(purchaseId)).toMatchObject({ status: 'refunded', refundedGames: 5, refundedCents: 16000 });
    if (driver.name === 'Stripe') {
      // Both asked Stripe with the same idempotency key, and got the same refund: the money went back once.
      const asked = refundsAsked().slice(stripeRefundsBefore);
      expect(new Set(asked.map((request) => request.idempotencyKey))).toEqual(new Set([`refund-${purchaseId}-0`]));
      const [refund] = await h.refundRows(purchaseId);
      expect(stripe.refundsOf(stripe.chargeOf(await sessionOf(h, purchaseId)).id).map((made) => [made.id, made.amount])).toEqual([
        [refund?.providerRefundId, 16000],
      ]);
    }
  });

  it('answers 403 to customers and analysts, and 401 when signed out, on every purchases route', async () => {
    const purchaseId = await paidPurchase();
    const analyst = await h.newUser('analyst', { role: 'analyst' });
    for (const user of [customer, analyst, null]) {
      const status = user ? 403 : 401;
      expect((await h.call('GET', '/api/admin/purchases', user)).statusCode).toBe(status);
      expect((await h.call('GET', `/api/admin/purchases/${purchaseId}`, user)).statusCode).toBe(status);
      const refund = await h.call('POST', `/api/admin/purchases/${purchaseId}/refunds`, user, { games: 5, reason: 'Mine now' });
      expect(refund.statusCode).toBe(status);
    }
    expect(await h.stored(purchaseId)).toMatchObject({ status: 'completed', refundedGames: 0 });
    expect(await balanceOf(h.db(), customer.id)).toBe(5);
  });
});

describe('refunds through Stripe: what Stripe is asked, its failures, and its charge.refunded events', () => {
  const standIn = new StripeStandIn();
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const h = harness(() => t);
  const pay: ProviderDriver['pay'] = async (app, _customer, sessionId) => {
    const { payload, headers } = standIn.webhook('checkout.session.completed', standIn.pay(sessionId));
    expect((await app.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers })).statusCode).toBe(200);
  };
  const deliver = ({ payload, headers }: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
  /** Stripe's charge.refunded event for a session's charge, as it is now. */
  const chargeRefunded = (sessionId: string) => standIn.webhook('charge.refunded', { ...standIn.chargeOf(sessionId) });
  const refundCalls = () => standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');

  beforeAll(async () => {
    t = await createTestApp((await standIn.start()).env());
    admin = await h.newUser('admin', { role: 'admin', name: 'Alex Admin' });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  beforeEach(async () => {
    customer = await h.newUser('coach', { name: 'Sam Coach' });
  });

  it('asks Stripe for the amount of the games refunded, with a key per refund, and Stripe counts them on the charge', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    const { providerPaymentId } = (await h.stored(id)) ?? {};
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    expect(refundCalls().at(-1)).toMatchObject({
      params: {
        payment_intent: providerPaymentId,
        amount: '6400',
        metadata: { purchaseId: id, refundedBy: 'courtside', games: '2' },
      },
      idempotencyKey: `refund-${id}-0`,
    });
    expect(standIn.chargeOf(sessionId)).toMatchObject({ amount: 16000, amount_refunded: 6400, refunded: false });

    expect((await h.refund(admin, id, 3)).statusCode).toBe(201);
    expect(refundCalls().at(-1)).toMatchObject({ params: { amount: '9600' }, idempotencyKey: `refund-${id}-2` });
    expect(standIn.chargeOf(sessionId)).toMatchObject({ amount_refunded: 16000, refunded: true });
    // Each refund row names Stripe's refund.
    const made = standIn.refundsOf(standIn.chargeOf(sessionId).id).map((refund) => refund.id);
    expect((await h.refundRows(id)).map((row) => row.providerRefundId).sort()).toEqual(made.sort());
  });

  it('when Stripe refuses, answers 502 and leaves everything as it was: no money moved, no credits, no rows, no e-mail', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    const before = await h.stored(id);
    standIn.failNext();
    const response = await h.refund(admin, id, 5);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({
      code: 'refund_failed',
      message: 'The payment provider could not refund this purchase',
    });
    // Money: still with us (Stripe made no refund). Credits: all 5 with the customer. Rows: none written.
    expect(standIn.chargeOf(sessionId)).toMatchObject({ amount_refunded: 0, refunded: false });
    expect(await h.stored(id)).toEqual(before);
    expect(await balanceOf(h.db(), customer.id)).toBe(5);
    expect(await h.refundLedger(customer.id)).toEqual([]);
    expect(await h.refundRows(id)).toEqual([]);
    expect(await h.audits(id)).toEqual([]);
    expect(await h.refundEmails(customer.email)).toEqual([]);

    // Asked again, the refund goes through once.
    expect((await h.refund(admin, id, 5)).statusCode).toBe(201);
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id)).toHaveLength(1);
  });

  it('when Stripe refuses more than the charge has left (refunded in the dashboard meanwhile), answers 502 and changes nothing', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    standIn.refund(standIn.chargeOf(sessionId).id, 9600);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('ignored');
    const response = await h.refund(admin, id, 5);
    expect(response.statusCode).toBe(502);
    // Money: AU$96.00 went back in the dashboard, no more. Credits and rows: untouched, for an admin to settle.
    expect(standIn.chargeOf(sessionId)).toMatchObject({ amount_refunded: 9600, refunded: false });
    expect(await h.stored(id)).toMatchObject({ status: 'completed', refundedGames: 0, refundedCents: 0 });
    expect(await balanceOf(h.db(), customer.id)).toBe(5);
    expect(await h.refundRows(id)).toEqual([]);
    expect(await h.audits(id)).toEqual([]);
  });

  it('when the answer is lost after Stripe refunded, the retry with the same key gets the same refund: money back once', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    standIn.dropNextAnswer();
    const response = await h.refund(admin, id, 2);
    expect(response.statusCode).toBe(201);
    const keys = refundCalls()
      .filter((request) => request.params.metadata && (request.params.metadata as { purchaseId?: string }).purchaseId === id)
      .map((request) => request.idempotencyKey);
    expect(keys).toEqual([`refund-${id}-0`, `refund-${id}-0`]);
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id).map((refund) => refund.amount)).toEqual([6400]);
    expect(await balanceOf(h.db(), customer.id)).toBe(3);
  });

  it('a refund Stripe made but we never heard of is found by its key a day later, not made again: money back once', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    // Stripe refunds, the answer is lost, and the SDK's retry is refused: the admin is told nothing changed.
    standIn.onNextRefund(() => Promise.resolve(standIn.failNext()));
    standIn.dropNextAnswer();
    expect((await h.refund(admin, id, 2)).statusCode).toBe(502);
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id).map((refund) => refund.amount)).toEqual([6400]);
    expect(await h.refundRows(id)).toEqual([]);
    // A day later Stripe has forgotten the key; the admin tries again.
    standIn.forgetIdempotencyKeys();
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id).map((refund) => refund.amount)).toEqual([6400]);
    expect(await h.refundRows(id)).toHaveLength(1);
    expect(await balanceOf(h.db(), customer.id)).toBe(3);
    // The next refund is a new one.
    expect((await h.refund(admin, id, 1)).statusCode).toBe(201);
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id)).toHaveLength(2);
  });

  it('records a refund found under the key only as what it was: one of other games is named, and nothing moves', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    standIn.onNextRefund(() => Promise.resolve(standIn.failNext()));
    standIn.dropNextAnswer();
    expect((await h.refund(admin, id, 2)).statusCode).toBe(502);
    // The admin, told nothing changed, refunds 3 games: the 2 games' refund made under the same key is found.
    const other = await h.refund(admin, id, 3);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      code: 'other_refund_made',
      message:
        'A refund of 2 games of this purchase was made at the payment provider and is not recorded yet. Refund 2 to record it.',
    });
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id).map((refund) => refund.amount)).toEqual([6400]);
    expect(await h.refundRows(id)).toEqual([]);
    expect(await balanceOf(h.db(), customer.id)).toBe(5);
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    expect(await balanceOf(h.db(), customer.id)).toBe(3);
  });

  it('two admins refunding the same games at once both reach Stripe, get one refund, and only one records it', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    let second: Awaited<ReturnType<typeof h.refund>> | undefined;
    // Stripe has made the first admin's refund; before the first hears of it, the second admin asks the same.
    standIn.onNextRefund(async () => {
      second = await h.refund(admin, id, 5);
    });
    const first = await h.refund(admin, id, 5);
    expect(second?.statusCode).toBe(201);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe('already_refunded');
    expect(standIn.refundsOf(standIn.chargeOf(sessionId).id)).toHaveLength(1);
    expect(await h.refundRows(id)).toHaveLength(1);
    expect((await h.refundLedger(customer.id)).map((row) => row.delta)).toEqual([-5]);
    expect(await h.audits(id)).toHaveLength(1);
    expect(await h.refundEmails(customer.email)).toHaveLength(1);
  });

  it("changes nothing on a partial refund's charge.refunded: the admin's refund is already recorded", async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('ignored');
    expect(await h.stored(id)).toMatchObject({ status: 'completed', refundedGames: 2, refundShortfall: 0 });
    expect(await balanceOf(h.db(), customer.id)).toBe(3);
  });

  it("changes nothing on the final charge.refunded after the admin's refunds are recorded", async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    expect((await h.refund(admin, id, 3)).statusCode).toBe(201);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('unchanged');
    expect((await h.refundLedger(customer.id)).map((row) => row.delta)).toEqual([-2, -3]);
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
  });

  it('takes nothing twice when charge.refunded lands between Stripe refunding and the admin recording it', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    let outcome: unknown;
    standIn.onNextRefund(async () => {
      outcome = (await deliver(chargeRefunded(sessionId))).json<{ outcome: string }>().outcome;
    });
    const response = await h.refund(admin, id, 5);
    // Stripe says the refund is ours: the webhook leaves it to the admin's transaction, which takes the credits.
    expect(outcome).toBe('unchanged');
    expect(response.statusCode).toBe(201);
    expect(response.json<RefundAnswer>().refund).toMatchObject({ creditsTaken: 5, shortfall: 0 });
    expect((await h.refundLedger(customer.id)).map((row) => [row.delta, row.actorId])).toEqual([[-5, admin.id]]);
    expect(await h.stored(id)).toMatchObject({ status: 'refunded', refundedGames: 5, refundedCents: 16000, refundShortfall: 0 });
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
    // And when it comes again later, still nothing.
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('unchanged');
  });

  it('still takes every game back for a full refund made in the Stripe dashboard, with no admin row', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    standIn.refund(standIn.chargeOf(sessionId).id);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('applied');
    expect(await h.stored(id)).toMatchObject({ status: 'refunded', refundedGames: 5, refundedCents: 16000 });
    expect((await h.refundLedger(customer.id)).map((row) => [row.delta, row.actorId])).toEqual([[-5, null]]);
    expect(await h.refundRows(id)).toEqual([]);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('unchanged');
  });

  it("takes back only the rest when the dashboard refunds what an admin's partial refund left", async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    standIn.refund(standIn.chargeOf(sessionId).id);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('applied');
    expect(await h.stored(id)).toMatchObject({ status: 'refunded', refundedGames: 5, refundedCents: 16000 });
    expect((await h.refundLedger(customer.id)).map((row) => [row.delta, row.actorId])).toEqual([
      [-2, admin.id],
      [-3, null],
    ]);
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
  });

  it('splits a charge refunded partly in the dashboard and partly by an admin, even when the event lands mid-refund', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    // One game's worth in the dashboard: left to an admin.
    standIn.refund(standIn.chargeOf(sessionId).id, 3200);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('ignored');
    // The admin refunds the other 4; the charge is now refunded in full, and its event lands mid-refund.
    let outcome: unknown;
    standIn.onNextRefund(async () => {
      outcome = (await deliver(chargeRefunded(sessionId))).json<{ outcome: string }>().outcome;
    });
    expect((await h.refund(admin, id, 4)).statusCode).toBe(201);
    // The webhook took the dashboard's game, the admin's transaction its own 4.
    expect(outcome).toBe('applied');
    expect((await h.refundLedger(customer.id)).map((row) => [row.delta, row.actorId])).toEqual([
      [-1, null],
      [-4, admin.id],
    ]);
    expect(await h.stored(id)).toMatchObject({ status: 'refunded', refundedGames: 5, refundedCents: 16000 });
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
    expect((await deliver(chargeRefunded(sessionId))).json().outcome).toBe('unchanged');
  });

  it('a chargeback after a partial refund takes back only the games not refunded', async () => {
    const { id, sessionId } = await h.paidPurchase(customer, pay);
    expect((await h.refund(admin, id, 2)).statusCode).toBe(201);
    await h.spend(customer.id, 1);
    const dispute = standIn.webhook('charge.dispute.created', standIn.dispute(standIn.chargeOf(sessionId).id));
    expect((await deliver(dispute)).json().outcome).toBe('applied');
    expect(await h.stored(id)).toMatchObject({ status: 'disputed', refundedGames: 2, refundShortfall: 1 });
    expect((await h.refundLedger(customer.id)).map((row) => row.delta)).toEqual([-2, -2]);
    expect(await balanceOf(h.db(), customer.id)).toBe(0);
  });
});

describe('the back office purchase list and detail', () => {
  let t: TestApp;
  let admin: TestUser;
  const h = harness(() => t);
  const testPay = drivers[0]?.pay ?? (() => Promise.resolve());

  interface ListAnswer {
    purchases: {
      id: string;
      customer: { id: string; name: string; email: string };
      status: string;
      games: number;
      amountCents: number;
      refundedGames: number;
      customerBalance: number;
      packageLabel: string;
    }[];
    nextCursor: string | null;
  }
  const list = async (query: string) => {
    const response = await h.call('GET', `/api/admin/purchases${query}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json<ListAnswer>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await h.newUser('admin', { role: 'admin', name: 'Alex Admin' });
  });
  afterAll(async () => t.close());

  it("lists purchases newest first with the customer, the package, the refunds so far and the customer's balance", async () => {
    const jo = await h.newUser('jo', { name: 'Jo Tigers' });
    const kim = await h.newUser('kim', { name: 'Kim 100%_Hoops' });
    const older = await h.paidPurchase(jo, testPay);
    const newer = await h.paidPurchase(kim, testPay);
    expect((await h.refund(admin, older.id, 2)).statusCode).toBe(201);

    const { purchases: rows } = await list('');
    const ours = rows.filter((row) => row.id === older.id || row.id === newer.id);
    expect(ours.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(ours[1]).toMatchObject({
      customer: { id: jo.id, name: 'Jo Tigers', email: jo.email },
      packageLabel: '5-19 Games Package',
      games: 5,
      amountCents: 16000,
      status: 'completed',
      refundedGames: 2,
      customerBalance: 3,
    });

    // Search by e-mail or name, case-insensitive; % and _ are only themselves.
    expect((await list(`?q=${encodeURIComponent(jo.email.toUpperCase())}`)).purchases.map((row) => row.id)).toEqual([older.id]);
    expect((await list('?q=tigers')).purchases.map((row) => row.id)).toEqual([older.id]);
    expect((await list(`?q=${encodeURIComponent('100%_')}`)).purchases.map((row) => row.id)).toEqual([newer.id]);
    expect((await list(`?q=${encodeURIComponent('%')}`)).purchases.map((row) => row.id)).toEqual([newer.id]);

    // Status: a partly refunded purchase is completed, and has a filter of its own.
    expect((await list('?status=partly_refunded')).purchases.map((row) => row.id)).toEqual([older.id]);
    const completed = (await list('?status=completed')).purchases.map((row) => row.id);
    expect(completed).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect((await list('?status=refunded')).purchases.map((row) => row.id)).not.toContain(older.id);
  });

  it('pages 50 at a time, every purchase once, and refuses a cursor it did not make', async () => {
    const customer = await h.newUser('many');
    const base = Date.parse('2024-03-01T00:00:00.000Z');
    // Purchases in the past, two at each instant, so the page boundary falls inside equal times.
    await h
      .db()
      .insert(purchases)
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          organizationId: customer.id,
          actorId: customer.id,
          packageType: 'single' as const,
          gamesIncluded: 1,
          unitAmountCents: 3500,
          amountCents: 3500,
          provider: 'test' as const,
          status: 'completed' as const,
          createdAt: new Date(base + Math.floor(index / 2) * 1000),
        })),
      );
    const q = `?q=${encodeURIComponent(customer.email)}`;
    const first = await list(q);
    expect(first.purchases).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`${q}&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.purchases).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.purchases, ...second.purchases].map((row) => row.id)).size).toBe(52);

    const bad = await h.call('GET', '/api/admin/purchases?cursor=not-ours', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_cursor');
  });

  it('shows a purchase with its refunds (who, why, how much) and what refunding some of the rest would do', async () => {
    const customer = await h.newUser('detail', { name: 'Dee Detail' });
    const { id } = await h.paidPurchase(customer, testPay);
    await h.spend(customer.id, 2);
    expect((await h.refund(admin, id, 1, 'One game was rained out')).statusCode).toBe(201);

    const detail = await h.call('GET', `/api/admin/purchases/${id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      purchase: { id, status: 'completed', refundedGames: 1, refundedCents: 3200, customerBalance: 2 },
      gamesLeftToRefund: 4,
      refunds: [
        {
          games: 1,
          amountCents: 3200,
          creditsTaken: 1,
          shortfall: 0,
          reason: 'One game was rained out',
          actor: { id: admin.id, name: 'Alex Admin' },
          providerRefundId: expect.stringMatching(/^test_re_/),
        },
      ],
      // All 4 left: AU$128.00; the customer has 2 credits, so 2 would be the shortfall.
      preview: { games: 4, amountCents: 12800, creditsTaken: 2, shortfall: 2 },
    });
    const some = await h.call('GET', `/api/admin/purchases/${id}?games=2`, admin);
    expect(some.json()).toMatchObject({ preview: { games: 2, amountCents: 6400, creditsTaken: 2, shortfall: 0 } });

    expect((await h.refund(admin, id, 4)).statusCode).toBe(201);
    const after = await h.call('GET', `/api/admin/purchases/${id}`, admin);
    expect(after.json()).toMatchObject({ purchase: { status: 'refunded' }, gamesLeftToRefund: 0, preview: null });
    expect((await h.call('GET', `/api/admin/purchases/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it("refunds a deleted account's purchase without e-mailing its anonymised address", async () => {
    const customer = await h.newUser('gone');
    const { id } = await h.paidPurchase(customer, testPay);
    await h
      .db()
      .update(users)
      .set({ deletedAt: new Date(), email: `deleted-${customer.id}@deleted.invalid` })
      .where(eq(users.id, customer.id));
    expect((await h.refund(admin, id, 5)).statusCode).toBe(201);
    expect(await h.stored(id)).toMatchObject({ status: 'refunded' });
    expect(await h.audits(id)).toHaveLength(1);
    const mail = await h.db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'purchase_refunded'));
    expect(mail.map((email) => email.to)).not.toContain(`deleted-${customer.id}@deleted.invalid`);
  });
});
