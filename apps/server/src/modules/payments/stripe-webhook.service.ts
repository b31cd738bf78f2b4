import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../lib/errors.js';
import type { PaymentProvider } from './payment-provider.js';
import type { Purchases } from './purchases.service.js';

/** What became of an event: acted on, already reflected (a repeat or a late arrival), or not ours to handle. */
export type WebhookOutcome = 'applied' | 'unchanged' | 'ignored';

/**
 * Checks a webhook's signature on the exact bytes Stripe sent, and its age (5 minutes), before anything
 * is read from it. A bad or stale signature is a 400 and changes nothing.
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new AppError(400, 'bad_signature', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new AppError(400, 'bad_signature', 'Webhook signature verification failed');
    throw error;
  }
}

/**
 * Acts on a verified Stripe event. Webhooks are signals: the state written comes from reading the session,
 * charge or dispute back from Stripe, not from the event body, so an old, repeated or reordered event can only move a
 * purchase to where Stripe says it is now. Every transition is idempotent (see the purchases service).
 */
const CHECKOUT_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export async function handleStripeEvent(
  event: Stripe.Event,
  purchases: Purchases,
  stripeProvider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  if (event.type === 'charge.refunded') return applyChargeRefunded(event.data.object, purchases, stripeProvider, log);
  // A chargeback takes the money as it is opened; an inquiry takes it only if the bank escalates it, and Stripe
  // then tells of the withdrawal.
  if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.funds_withdrawn')
    return applyDispute(event.data.object, purchases, stripeProvider, log);
  // The bank decided it: for us, the money comes back (funds reinstated, then closed as won), and so do the games.
  if (event.type === 'charge.dispute.closed' || event.type === 'charge.dispute.funds_reinstated')
    return applyDisputeClosed(event.data.object, purchases, stripeProvider, log);
  if (event.data.object.object === 'checkout.session' && CHECKOUT_EVENTS.has(event.type)) {
    return applyCheckoutEvent(event.type, event.data.object, purchases, stripeProvider, log);
  }
  return 'ignored';
}

async function applyCheckoutEvent(
  type: string,
  session: Stripe.Checkout.Session,
  purchases: Purchases,
  stripeProvider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const purchase = await purchases.findBySession(session.id);
  if (!purchase) return 'ignored';
  if (session.client_reference_id && session.client_reference_id !== purchase.id) {
    log.error({ sessionId: session.id, purchaseId: purchase.id }, 'checkout session names another purchase; not applied');
    return 'ignored';
  }
  const payment = await stripeProvider.sessionPayment(session.id);
  const transition = payment.paid
    ? await purchases.completeSession(session.id, payment.paymentId)
    : type === 'checkout.session.async_payment_failed'
      ? await purchases.closeSession(session.id, 'failed', 'The payment did not go through')
      : payment.expired
        ? await purchases.closeSession(session.id, 'cancelled', 'The checkout expired')
        : { changed: false };
  return transition.changed ? 'applied' : 'unchanged';
}

/**
 * A chargeback: the bank has taken the money back, so the purchase's unused games go back too, exactly as
 * for a refund, and the purchase becomes 'disputed', which flags the account for an admin; games already
 * used are the recorded shortfall. The payment is the one Stripe records for the dispute, not the event's. An
 * inquiry (the bank asks questions, no money is taken) changes nothing: the customer keeps what they paid for
 * until the money goes (`charge.dispute.funds_withdrawn`, once the bank escalates it).
 */
async function applyDispute(
  dispute: Stripe.Dispute,
  purchases: Purchases,
  stripeProvider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const { paymentId, inquiry, won } = await stripeProvider.dispute(dispute.id);
  if (inquiry) {
    log.warn({ disputeId: dispute.id, paymentId }, 'a bank inquiry about a payment: no money taken, nothing changed');
    return 'ignored';
  }
  // Read after the bank had decided it for us (a late or repeated event): the money is ours again, nothing to take.
  if (won) return 'ignored';
  const purchase = paymentId ? await purchaseOfPayment(paymentId, purchases, stripeProvider) : null;
  if (!purchase) {
    log.warn({ disputeId: dispute.id, paymentId }, 'dispute for a payment we do not know');
    return 'ignored';
  }
  const { changed, purchase: after } = await purchases.applyRefund(purchase.id, null, 'disputed', 0, dispute.id);
  if (changed) {
    log.warn(
      {
        disputeId: dispute.id,
        purchaseId: purchase.id,
        organizationId: purchase.organizationId,
        shortfall: after?.refundShortfall,
      },
      'payment disputed: unused games taken back, the account flagged',
    );
  }
  return changed ? 'applied' : 'unchanged';
}

/**
 * A dispute closed, or its money reinstated. Won (as Stripe records it now, whatever the event says): what the
 * dispute took is given back (purchases.applyDisputeWon), once. A purchase the dispute closed before it was credited
 * goes back to pending and is completed from its session, paid as it was. Lost, or an inquiry closed, changes
 * nothing: the games went when the money did.
 */
async function applyDisputeClosed(
  dispute: Stripe.Dispute,
  purchases: Purchases,
  stripeProvider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const { paymentId, won } = await stripeProvider.dispute(dispute.id);
  if (!won) return 'ignored';
  const purchase = paymentId ? await purchaseOfPayment(paymentId, purchases, stripeProvider) : null;
  if (!purchase) {
    log.warn({ disputeId: dispute.id, paymentId }, 'won dispute for a payment we do not know');
    return 'ignored';
  }
  const { changed, purchase: after, refusal } = await purchases.applyDisputeWon(purchase.id, dispute.id);
  if (refusal)
    log.error(
      { disputeId: dispute.id, purchaseId: purchase.id, organizationId: purchase.organizationId, refusal },
      refusal === 'organization_deleted'
        ? 'dispute won for a deleted organization: nothing given back; refund the customer'
        : 'dispute won, but the purchase stands disputed by another dispute: nothing given back',
    );
  // Reopened by this win (or by an earlier delivery of it whose completion failed): credited as its payment would be.
  if (!refusal && after?.status === 'pending' && after.providerSessionId) {
    const payment = await stripeProvider.sessionPayment(after.providerSessionId);
    if (payment.paid) await purchases.completeSession(after.providerSessionId, payment.paymentId);
  }
  if (changed)
    log.warn(
      { disputeId: dispute.id, purchaseId: purchase.id, organizationId: purchase.organizationId },
      'dispute won: the games it took are given back',
    );
  if (refusal) return 'ignored';
  return changed ? 'applied' : 'unchanged';
}

/** The purchase that took a payment, also when a refund or dispute overtook the payment's own events. */
async function purchaseOfPayment(paymentId: string, purchases: Purchases, stripeProvider: PaymentProvider) {
  const purchase = await purchases.findByPayment(paymentId);
  if (purchase) return purchase;
  const sessionId = await stripeProvider.sessionIdForPayment(paymentId);
  return sessionId ? purchases.findBySession(sessionId) : null;
}

/**
 * A charge refunded in full. Refunds the back office made are recorded there, with their credits, whatever the
 * order of events: Stripe marks them as ours, and only the money returned some other way (the Stripe
 * dashboard) takes games back here. A charge refunded in part takes nothing back: a partial refund of ours is
 * already recorded, and one made in the dashboard is left to an admin.
 */
async function applyChargeRefunded(
  charge: Stripe.Charge,
  purchases: Purchases,
  stripeProvider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const refunds = await stripeProvider.chargeRefunds(charge.id);
  if (!refunds.fullyRefunded || !refunds.paymentId) {
    log.info(
      { chargeId: charge.id, gamesRefundedByUs: refunds.gamesRefundedByUs },
      'charge refunded in part: no games taken back here',
    );
    return 'ignored';
  }
  const purchase = await purchaseOfPayment(refunds.paymentId, purchases, stripeProvider);
  if (!purchase) return 'ignored';
  const { changed } = await purchases.applyRefund(purchase.id, null, 'refunded', refunds.gamesRefundedByUs);
  return changed ? 'applied' : 'unchanged';
}
