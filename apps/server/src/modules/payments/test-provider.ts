import { createHash, randomBytes } from 'node:crypto';
import { refundIdempotencyKey, type PaymentProvider } from './payment-provider.js';

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
    chargeRefunds: () => Promise.resolve({ paymentId: null, fullyRefunded: false, gamesRefundedByUs: 0 }),
    // No card network stands behind a test-mode payment, so nothing can be disputed.
    dispute: () => Promise.resolve({ paymentId: null, inquiry: false, won: false }),
    // No money moves: the refund is recorded only in our own purchase_refunds row. Its id comes from the
    // idempotency key, as Stripe answers a retried key with the first refund, so a retry is seen as one refund.
    refund: (purchase, amount) =>
      Promise.resolve({
        refundId: `test_re_${createHash('sha256').update(refundIdempotencyKey(purchase)).digest('hex').slice(0, 24)}`,
        ...amount,
      }),
  };
}
