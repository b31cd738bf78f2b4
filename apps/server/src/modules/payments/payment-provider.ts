import type { PAYMENT_PROVIDERS } from '../../db/schema.js';

export type ProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** What the customer is asked to pay for; every figure comes from the server's own price list. */
export interface CheckoutOrder {
  purchaseId: string;
  userId: string;
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
  /** The payment a charge belongs to, if the charge has been refunded in full; else null. */
  refundedPayment(chargeId: string): Promise<string | null>;
  /** The payment a dispute (chargeback) was opened against, as the provider records it; null if none. */
  disputedPayment(disputeId: string): Promise<string | null>;
  /** Returns the whole amount of a paid purchase to the customer. */
  refund(purchase: { id: string; providerPaymentId: string | null }): Promise<void>;
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The success URL's placeholder, as Stripe spells it. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
