import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PaymentProviders } from './purchases.service.js';
import { createStripeClient, createStripeProvider } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

export interface PaymentSetup {
  providers: PaymentProviders;
  /** Present when a Stripe key is set: what the webhook route needs. */
  stripe: { stripe: Stripe; stripeProvider: PaymentProvider; webhookSecret: string } | null;
}

/** Stripe when STRIPE_SECRET_KEY is set, else test mode; the test provider always answers for test purchases. */
export function createPaymentProviders(config: Config): PaymentSetup {
  const test = createTestProvider(config.baseUrl);
  const { secretKey, webhookSecret, apiUrl } = config.stripe;
  if (!secretKey || !webhookSecret) {
    const forKind = (kind: PaymentProvider['kind']) => {
      if (kind === 'test') return test;
      throw new Error('This purchase was paid through Stripe, and STRIPE_SECRET_KEY is not set');
    };
    return { providers: { active: test, forKind }, stripe: null };
  }
  const stripe = createStripeClient({ secretKey, apiUrl });
  const stripeProvider = createStripeProvider(stripe);
  return {
    providers: { active: stripeProvider, forKind: (kind) => (kind === 'test' ? test : stripeProvider) },
    stripe: { stripe, stripeProvider, webhookSecret },
  };
}
