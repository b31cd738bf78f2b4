import Stripe from 'stripe';
import { PaymentProviderError, refundIdempotencyKey, type PaymentProvider } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  /** Unset: api.stripe.com. Tests point the SDK at a local stand-in. */
  apiUrl?: string | undefined;
}

/** The Stripe SDK, configured once: two retries with Stripe's idempotency keys, and a 20 s timeout. */
export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const endpoint = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Courtside' },
    ...(endpoint && {
      host: endpoint.hostname,
      port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
      protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** The metadata that marks a refund Courtside asked for, and how many games it returned. */
const REFUNDED_BY = 'refundedBy';
const COURTSIDE = 'courtside';
const REFUND_GAMES = 'games';
/** The refund's idempotency key, kept on it: Stripe forgets keys after a day, the refund keeps its metadata. */
const REFUND_KEY = 'refundKey';

const paymentIntentId = (value: string | Stripe.PaymentIntent | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/** Stripe Checkout in payment mode: one line item, the package at its per-game price, quantity = games. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const call = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}`, { cause: error });
    }
  };

  return {
    kind: 'stripe',
    createCheckout: (order) =>
      call('create a checkout session', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: order.purchaseId,
            customer_email: order.customerEmail,
            line_items: [
              {
                quantity: order.games,
                price_data: { currency: order.currency, unit_amount: order.unitAmountCents, product_data: { name: order.name } },
              },
            ],
            success_url: order.successUrl,
            cancel_url: order.cancelUrl,
            metadata: { purchaseId: order.purchaseId, organizationId: order.organizationId },
            payment_intent_data: { metadata: { purchaseId: order.purchaseId } },
          },
          // A retried request creates no second session.
          { idempotencyKey: `checkout-${order.purchaseId}` },
        );
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { sessionId: session.id, url: session.url };
      }),
    sessionPayment: (sessionId) =>
      call('read a checkout session', async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          paid: session.payment_status === 'paid',
          paymentId: paymentIntentId(session.payment_intent),
          expired: session.status === 'expired',
        };
      }),
    sessionIdForPayment: (paymentId) =>
      call('find the session of a payment', async () => {
        const { data } = await stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 });
        return data[0]?.id ?? null;
      }),
    chargeRefunds: (chargeId) =>
      call('read the refunds of a charge', async () => {
        const charge = await stripe.charges.retrieve(chargeId);
        let gamesRefundedByUs = 0;
        for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) {
          if (refund.metadata?.[REFUNDED_BY] !== COURTSIDE || refund.status === 'failed' || refund.status === 'canceled')
            continue;
          gamesRefundedByUs += Number(refund.metadata[REFUND_GAMES] ?? 0);
        }
        return { paymentId: paymentIntentId(charge.payment_intent), fullyRefunded: charge.refunded, gamesRefundedByUs };
      }),
    dispute: (disputeId) =>
      call('read a dispute', async () => {
        const dispute = await stripe.disputes.retrieve(disputeId);
        const inquiry = dispute.status.startsWith('warning_');
        const won = dispute.status === 'won';
        const paymentId = paymentIntentId(dispute.payment_intent);
        if (paymentId) return { paymentId, inquiry, won };
        const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
        return { paymentId: paymentIntentId((await stripe.charges.retrieve(chargeId)).payment_intent), inquiry, won };
      }),
    refund: (purchase, amount) =>
      call('refund a payment', async () => {
        if (!purchase.providerPaymentId) throw new Error(`purchase ${purchase.id} has no payment to refund`);
        const key = refundIdempotencyKey(purchase);
        // A retry days later (the first attempt's answer lost, or its recording failed) finds the refund Stripe made
        // then by its key: Stripe answers a repeated key with the first refund for a day only.
        for await (const made of stripe.refunds.list({ payment_intent: purchase.providerPaymentId, limit: 100 })) {
          if (made.metadata?.[REFUND_KEY] === key && made.status !== 'failed' && made.status !== 'canceled')
            return { refundId: made.id, cents: made.amount, games: Number(made.metadata[REFUND_GAMES] ?? 0) };
        }
        const refund = await stripe.refunds.create(
          {
            payment_intent: purchase.providerPaymentId,
            amount: amount.cents,
            // Marks the refund as ours, with its games: the charge.refunded webhook leaves these to the back
            // office, which records them with their credits (see the webhook service).
            metadata: {
              purchaseId: purchase.id,
              [REFUNDED_BY]: COURTSIDE,
              [REFUND_GAMES]: String(amount.games),
              [REFUND_KEY]: key,
            },
          },
          { idempotencyKey: key },
        );
        return { refundId: refund.id, cents: refund.amount, games: amount.games };
      }),
  };
}
