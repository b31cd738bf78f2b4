import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.js';

/**
 * Test-mode payments, used when no Stripe key is set: the checkout page is our own (/checkout/test/:id,
 * marked TEST MODE), where Pay completes the purchase through the same fulfilment as a Stripe payment.
 * No money moves, so the purchase row is the only state: a session is paid when its purchase is.
 */
export function createTestProvider(baseUrl: string): PaymentProvider {
  return {
    kind: 'test',
    createCheckout: () => {
      const sessionId = `test_cs_${randomBytes(18).toString('base64url')}`;
      return Promise.resolve({ sessionId, url: `${baseUrl}/checkout/test/${sessionId}` });
    },
    sessionPayment: () => Promise.resolve({ paid: false, paymentId: null, expired: false }),
    sessionIdForPayment: () => Promise.resolve(null),
    refundedPayment: () => Promise.resolve(null),
    // No card network stands behind a test-mode payment, so nothing can be disputed.
    disputedPayment: () => Promise.resolve(null),
    refund: () => Promise.resolve(),
  };
}
