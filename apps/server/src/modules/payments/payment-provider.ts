import type { PAYMENT_PROVIDERS } from '../../db/schema.js';

export type ProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** What the customer is asked to pay for; every figure comes from the server's own price list. */
export interface CheckoutOrder {
  purchaseId: string;
  organizationId: string;
  customerEmail: string;
  /** The package label, e.g. '5-19 Games Package'. */
  name: string;
  unitAmountCents: number;
  games: number;
  currency: 'aud';
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSession {
  sessionId: string;
  /** The page the browser goes to, to pay. */
  url: string;
}

export interface SessionPayment {
  paid: boolean;
  /** The provider's payment (Stripe: the payment intent), once there is one. */
  paymentId: string | null;
  /** The session can no longer be paid. */
  expired: boolean;
}

/** A card payment provider: Stripe in production, or our own test-mode checkout. */
export interface PaymentProvider {
  readonly kind: ProviderKind;
  createCheckout(order: CheckoutOrder): Promise<ProviderSession>;
  /** Asks the provider whether a session has been paid (the webhook may not have arrived yet). */
  sessionPayment(sessionId: string): Promise<SessionPayment>;
  /** The checkout session that took a payment, for refund events that arrive before the payment's own. */
  sessionIdForPayment(paymentId: string): Promise<string | null>;
  /** A charge's refunds as the provider records them now (a webhook's body is only a signal). */
  chargeRefunds(chargeId: string): Promise<ChargeRefunds>;
  /**
   * A dispute as the provider records it: the payment it was opened against (null if none), whether it is an
   * inquiry, in which the bank asks questions and has taken no money (Stripe's `warning_*` statuses), and whether
   * the bank decided it for us (`won`: the money came back).
   */
  dispute(disputeId: string): Promise<{ paymentId: string | null; inquiry: boolean; won: boolean }>;
  /**
   * Returns `amount.cents` of a paid purchase to the customer, for `amount.games` of its games. The provider is
   * asked with `refundIdempotencyKey(purchase)`, so a retry of the same refund (a timeout, a second click, two
   * admins at once) is answered with the first refund, never a second one.
   */
  refund(purchase: RefundablePurchase, amount: { cents: number; games: number }): Promise<ProviderRefund>;
}

/** What a refund needs of its purchase. */
export interface RefundablePurchase {
  id: string;
  providerPaymentId: string | null;
  /** Games refunded so far: part of the refund's idempotency key. */
  refundedGames: number;
}

export interface ProviderRefund {
  /** The provider's refund (Stripe: re_...). */
  refundId: string;
  /**
   * What it refunded. A refund found under this one's key (made earlier, its answer lost) may be of other games
   * than asked now: the caller records only a refund of what it asked.
   */
  cents: number;
  games: number;
}

export interface ChargeRefunds {
  /** The payment (Stripe: the payment intent) the charge belongs to. */
  paymentId: string | null;
  /** The whole charge has gone back to the customer. */
  fullyRefunded: boolean;
  /**
   * Games returned by refunds Courtside itself asked for (the back office records those, with their credits);
   * the rest of the money was returned some other way (the Stripe dashboard).
   */
  gamesRefundedByUs: number;
}

/**
 * The idempotency key of the next refund of a purchase. It changes only when a refund is recorded, so every
 * attempt at the same refund (a retry after a timeout, a concurrent request) carries the same key and the
 * provider answers them all with one refund; the next refund of the purchase gets a new key.
 */
export const refundIdempotencyKey = (purchase: RefundablePurchase): string =>
  `refund-${purchase.id}-${String(purchase.refundedGames)}`;

export class PaymentProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The success URL's placeholder, as Stripe spells it. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
