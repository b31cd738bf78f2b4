import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, purchases } from '../../db/schema.js';
import { balanceOf, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { paymentProviderDrivers } from '../../test/payment-drivers.js';
import { StripeStandIn } from '../../test/stripe-stand-in.js';

/**
 * One suite, run against each payment provider: whatever takes the money, a customer's checkout ends in
 * exactly one credit of the games, one receipt and a history row, and a refund takes the games back.
 */
const stripe = new StripeStandIn();
const drivers = paymentProviderDrivers(stripe);

describe.each(drivers)('the $name payment provider', (driver) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let sessionId: string;

  beforeAll(async () => {
    t = await driver.setUp();
    customer = await signUpUser(t, 'coach@club.com.au');
    admin = await signUpUser(t, 'admin@courtside.com.au', { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await driver.tearDown();
  });

  const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie, origin: t.config.baseUrl }, ...(payload ? { payload } : {}) });
  const gamesRemaining = () => balanceOf(t.database.db, customer.id);

  it('opens a checkout with a page to pay on', async () => {
    const response = await call('POST', '/api/checkout/sessions', customer, { packageType: 'multi', quantity: 7 });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ sessionId: string; url: string }>();
    sessionId = body.sessionId;
    expect(new URL(body.url).protocol).toMatch(/^https?:$/);
    expect((await call('POST', '/api/checkout/session-status', customer, { sessionId })).json()).toEqual({ paid: false });
  });

  it('credits the games exactly once when paid, with one receipt', async () => {
    await driver.pay(t, customer, sessionId);
    await driver.pay(t, customer, sessionId);
    expect((await call('POST', '/api/checkout/session-status', customer, { sessionId })).json()).toEqual({ paid: true });
    expect(await gamesRemaining()).toBe(7);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'purchase_receipt'));
    expect(mail.map((email) => email.to)).toEqual([customer.email]);
  });

  it('shows the purchase in the history as completed', async () => {
    const response = await call('GET', '/api/purchases', customer);
    expect(response.json()).toMatchObject({
      purchases: [{ packageType: 'multi', amountPaidCents: 22400, gamesIncluded: 7, status: 'completed' }],
    });
  });

  it('refunds through the provider when an admin asks, in part then the rest, taking the games back', async () => {
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    const refund = (games: number) =>
      call('POST', `/api/admin/purchases/${purchase?.id}/refunds`, admin, { games, reason: 'Asked by email' });
    // Part of it first: the purchase stays completed, and says how much was refunded.
    expect((await refund(2)).statusCode).toBe(201);
    expect(await gamesRemaining()).toBe(5);
    expect((await call('GET', '/api/purchases', customer)).json()).toMatchObject({
      purchases: [{ status: 'completed', refundedGames: 2 }],
    });
    expect((await refund(5)).statusCode).toBe(201);
    expect(await gamesRemaining()).toBe(0);
    expect((await call('GET', '/api/purchases', customer)).json()).toMatchObject({
      purchases: [{ status: 'refunded', refundedGames: 7 }],
    });
    const [after] = await t.database.db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    expect(after).toMatchObject({ refundedCents: 22400, refundShortfall: 0 });
  });
});
