import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, purchases } from '../../db/schema.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';

describe('test-mode checkout (no Stripe key set)', () => {
  let t: TestApp;
  let customer: TestUser;
  let userCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.baseUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  async function start(user: TestUser) {
    const response = await call('POST', '/api/checkout/sessions', user, { packageType: 'single', quantity: 3 });
    expect(response.statusCode).toBe(201);
    return response.json<{ sessionId: string; url: string }>();
  }
  const games = async (user: TestUser) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.id, user.id)))[0]?.gamesRemaining;

  it('sends the customer to our own TEST MODE page, which shows the order', async () => {
    customer = await signUpUser(t, `coach-${++userCount}@club.com.au`);
    const { sessionId, url } = await start(customer);
    expect(url).toBe(`${t.config.baseUrl}/checkout/test/${sessionId}`);
    const order = await call('GET', `/api/checkout/test-sessions/${sessionId}`, customer);
    expect(order.json()).toEqual({
      sessionId,
      packageLabel: 'Single Game',
      games: 3,
      unitAmountCents: 3500,
      amountCents: 10500,
      status: 'pending',
    });
  });

  it('Pay credits the games and returns to the dashboard with the session id; paying again changes nothing', async () => {
    const { sessionId } = await start(customer);
    const paid = await call('POST', `/api/checkout/test-sessions/${sessionId}/pay`, customer);
    expect(paid.json()).toEqual({ redirectUrl: `${t.config.baseUrl}/dashboard?session_id=${sessionId}` });
    expect(await games(customer)).toBe(3);
    expect((await call('POST', `/api/checkout/test-sessions/${sessionId}/pay`, customer)).statusCode).toBe(200);
    expect(await games(customer)).toBe(3);
  });

  it('Cancel drops the purchase and goes back to pricing; it can no longer be paid', async () => {
    const { sessionId } = await start(customer);
    const cancelled = await call('POST', `/api/checkout/test-sessions/${sessionId}/cancel`, customer);
    expect(cancelled.json()).toEqual({ redirectUrl: `${t.config.baseUrl}/pricing` });
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    expect(purchase?.status).toBe('cancelled');
    const pay = await call('POST', `/api/checkout/test-sessions/${sessionId}/pay`, customer);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe('This checkout is no longer open');
  });

  it("keeps one customer's test session from another (404) and from visitors (401)", async () => {
    const { sessionId } = await start(customer);
    const other = await signUpUser(t, `other-${++userCount}@club.com.au`);
    expect((await call('GET', `/api/checkout/test-sessions/${sessionId}`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/checkout/test-sessions/${sessionId}/pay`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/checkout/test-sessions/${sessionId}/pay`)).statusCode).toBe(401);
    expect(await games(other)).toBe(0);
  });

  it('has no Stripe webhook to call', async () => {
    expect((await call('POST', '/api/stripe/webhook', undefined, { type: 'checkout.session.completed' })).statusCode).toBe(404);
  });
});
