import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import type { StripeStandIn } from './stripe-stand-in.js';

/** One payment provider as a test drives it: the app set up to use it, and a customer paying through it. */
export interface ProviderDriver {
  name: string;
  setUp(): Promise<TestApp>;
  /** The customer pays on the provider's page; the provider tells us in its own way. */
  pay: (t: TestApp, customer: TestUser, sessionId: string) => Promise<void>;
  tearDown(): Promise<void>;
}

/**
 * Test mode, and the real Stripe SDK against `stripe`, the stand-in a test can also inspect. With
 * `webhookOutcome`, every Stripe payment must get that answer (`applied`: no test pays a session twice).
 */
export function paymentProviderDrivers(stripe: StripeStandIn, options: { webhookOutcome?: string } = {}): ProviderDriver[] {
  return [
    {
      name: 'test mode',
      setUp: () => createTestApp(),
      pay: async (t, customer, sessionId) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/checkout/test-sessions/${sessionId}/pay`,
          headers: { cookie: customer.cookie, origin: t.config.baseUrl },
        });
        expect(response.statusCode).toBe(200);
      },
      tearDown: () => Promise.resolve(),
    },
    {
      name: 'Stripe',
      setUp: async () => createTestApp((await stripe.start()).env()),
      pay: async (t, _customer, sessionId) => {
        const { payload, headers } = stripe.webhook('checkout.session.completed', stripe.pay(sessionId));
        const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
        expect(response.statusCode).toBe(200);
        if (options.webhookOutcome) expect(response.json()).toMatchObject({ outcome: options.webhookOutcome });
      },
      tearDown: () => stripe.stop(),
    },
  ];
}
