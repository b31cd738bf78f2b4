import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that answers the Stripe API calls Courtside makes, the way Stripe does: form-encoded
 * requests, bearer keys, idempotency keys, JSON objects and Stripe's error shape. The real `stripe` SDK is
 * pointed at it (host, port, protocol), so our code runs unchanged. Tests drive the customer's side (paying,
 * expiring, refunding in the Stripe dashboard) through its methods, and sign events with the SDK's helper.
 */

type Params = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
}

interface SessionRecord {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string;
  amount_total: number;
  amount_subtotal: number;
  success_url: string;
  cancel_url: string;
  url: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  livemode: false;
  created: number;
}

interface ChargeRecord {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  refunded: boolean;
  disputed: boolean;
  payment_intent: string;
  livemode: false;
  created: number;
}

interface RefundRecord {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

interface DisputeRecord {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string;
  status: 'needs_response' | 'warning_needs_response' | 'won' | 'lost';
  livemode: false;
  created: number;
}

const isRefund = (value: unknown): value is RefundRecord =>
  typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'refund';
/** Stripe's way of naming an amount in its messages, e.g. A$32.00. */
const formatCents = (cents: number) => `A$${(cents / 100).toFixed(2)}`;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Decodes Stripe's form encoding (`line_items[0][price_data][currency]=aud`) into nested values. */
export function decodeStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Params;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Params).map(([key, child]) => [key, arrays(child)] as const);
    return entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

export class StripeStandIn {
  readonly secretKey = 'sk_test_courtside_stand_in';
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly requests: RecordedRequest[] = [];
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly charges = new Map<string, ChargeRecord>();
  private readonly disputes = new Map<string, DisputeRecord>();
  private readonly refunds: RefundRecord[] = [];
  /** Each idempotency key's first request (its parameters) and Stripe's answer to it. */
  private readonly idempotent = new Map<string, { params: string; body: unknown }>();
  private refundHook: ((refund: RefundRecord) => Promise<void>) | null = null;
  private failures = 0;
  private droppedAnswers = 0;
  private server: Server | null = null;
  /** The SDK, for its webhook helpers only. */
  private readonly sdk = new Stripe('sk_test_unused');

  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The environment that points Courtside at this stand-in. */
  env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.url };
  }

  /** Makes the next `count` API calls that act (POSTs; reads answer as ever) fail as Stripe does when it refuses one. */
  failNext(count = 1): void {
    this.failures = count;
  }

  /**
   * Does the next `count` API calls that act (POSTs), then closes the connection instead of answering: the caller
   * never hears that the work was done (a network failure after Stripe acted).
   */
  dropNextAnswer(count = 1): void {
    this.droppedAnswers = count;
  }

  /** A day passes: Stripe forgets its idempotency keys (it keeps them at least 24 hours), its records stay. */
  forgetIdempotencyKeys(): void {
    this.idempotent.clear();
  }

  session(id: string): SessionRecord {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    return session;
  }

  /** The customer pays on Stripe's page: the session completes, with a payment intent and a charge. */
  pay(sessionId: string): SessionRecord {
    const session = this.session(sessionId);
    const paymentIntent = newId('pi');
    const charge: ChargeRecord = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      paid: true,
      refunded: false,
      disputed: false,
      payment_intent: paymentIntent,
      livemode: false,
      created: now(),
    };
    this.charges.set(charge.id, charge);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntent, url: null });
    return session;
  }

  /** An async payment method (e.g. BECS debit): the checkout completes now, the money comes later or not. */
  completeUnpaid(sessionId: string): SessionRecord {
    return Object.assign(this.session(sessionId), { status: 'complete', payment_status: 'unpaid', url: null });
  }

  expire(sessionId: string): SessionRecord {
    return Object.assign(this.session(sessionId), { status: 'expired', url: null });
  }

  /** The charge of a paid session. */
  chargeOf(sessionId: string): ChargeRecord {
    const paymentIntent = this.session(sessionId).payment_intent;
    const charge = [...this.charges.values()].find((candidate) => candidate.payment_intent === paymentIntent);
    if (!charge) throw new Error(`session ${sessionId} has no charge`);
    return charge;
  }

  /** Refunds a charge in full (or `amount` cents of it), as from the Stripe dashboard: no metadata of ours. */
  refund(chargeId: string, amount?: number): ChargeRecord {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    const refundable = Math.min(amount ?? charge.amount, charge.amount - charge.amount_refunded);
    if (refundable > 0) this.createRefund(charge, refundable, {});
    return charge;
  }

  /** Every refund of a charge, oldest first. */
  refundsOf(chargeId: string): RefundRecord[] {
    return this.refunds.filter((refund) => refund.charge === chargeId);
  }

  /**
   * Runs `hook` once a refund requested through the API has been made, before Stripe's answer leaves (or is lost): what
   * happens then (a webhook delivered, say) happens between the provider's refund and its caller hearing of it.
   */
  onNextRefund(hook: (refund: RefundRecord) => Promise<void>): void {
    this.refundHook = hook;
  }

  /**
   * The cardholder's bank opens a chargeback on a charge (or, `status` 'warning_needs_response', an inquiry, which
   * takes no money): Stripe records a dispute and marks the charge.
   */
  dispute(chargeId: string, reason = 'fraudulent', status: DisputeRecord['status'] = 'needs_response'): DisputeRecord {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new Error(`no charge ${chargeId}`);
    charge.disputed = true;
    const dispute: DisputeRecord = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason,
      status,
      livemode: false,
      created: now(),
    };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  /** The bank decides a dispute: won, the money comes back to the merchant; lost, it stays with the cardholder. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): DisputeRecord {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`no dispute ${disputeId}`);
    dispute.status = outcome;
    return dispute;
  }

  /** The bank escalates an inquiry to a chargeback: the money is withdrawn and the dispute needs a response. */
  escalate(disputeId: string): DisputeRecord {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`no dispute ${disputeId}`);
    dispute.status = 'needs_response';
    return dispute;
  }

  /** A webhook delivery: the event's JSON and a Stripe-Signature header made by the SDK's test helper. */
  webhook(
    type: string,
    object: object,
    options: { secret?: string; timestamp?: number } = {},
  ): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = this.sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    const body = Buffer.concat(chunks).toString();
    const params = request.method === 'GET' ? decodeStripeForm(url.searchParams.toString()) : decodeStripeForm(body);
    const idempotencyKey =
      typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, params, idempotencyKey });

    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(value));
    };
    const error = (status: number, message: string, type = 'invalid_request_error') => send(status, { error: { type, message } });

    if (request.headers.authorization !== `Bearer ${this.secretKey}`) return error(401, 'Invalid API Key provided');
    const acts = request.method === 'POST';
    if (acts && this.failures > 0) {
      this.failures -= 1;
      return error(400, 'The stand-in was told to refuse this request.');
    }
    // Stripe answers a repeated key with its first answer, and refuses the key with other parameters.
    const replayKey = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay && replay.params !== JSON.stringify(params))
      return error(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(idempotencyKey)}' if you meant to execute a different request.`,
        'idempotency_error',
      );
    if (replay) return send(200, replay.body);

    const result = this.route(request.method ?? 'GET', url.pathname, params);
    if ('error' in result) return error(result.status, result.error);
    if (replayKey) this.idempotent.set(replayKey, { params: JSON.stringify(params), body: result.body });
    const hook = this.refundHook;
    if (hook && isRefund(result.body)) {
      this.refundHook = null;
      await hook(result.body);
    }
    if (acts && this.droppedAnswers > 0) {
      this.droppedAnswers -= 1;
      response.destroy();
      return;
    }
    return send(200, result.body);
  }

  private route(method: string, path: string, params: Params): { body: unknown } | { status: number; error: string } {
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const chargeMatch = /^\/v1\/charges\/([^/]+)$/.exec(path);
    const disputeMatch = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return { body: this.createSession(params) };
    if (method === 'GET' && sessionMatch?.[1]) {
      const session = this.sessions.get(sessionMatch[1]);
      return session ? { body: session } : { status: 404, error: `No such checkout.session: '${sessionMatch[1]}'` };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const data = [...this.sessions.values()].filter((session) => session.payment_intent === params.payment_intent);
      return { body: { object: 'list', url: path, has_more: false, data } };
    }
    if (method === 'GET' && chargeMatch?.[1]) {
      const charge = this.charges.get(chargeMatch[1]);
      return charge ? { body: charge } : { status: 404, error: `No such charge: '${chargeMatch[1]}'` };
    }
    if (method === 'GET' && disputeMatch?.[1]) {
      const dispute = this.disputes.get(disputeMatch[1]);
      return dispute ? { body: dispute } : { status: 404, error: `No such dispute: '${disputeMatch[1]}'` };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = [...this.charges.values()].find((candidate) => candidate.payment_intent === params.payment_intent);
      if (!charge) return { status: 404, error: `No such payment_intent: '${String(params.payment_intent)}'` };
      if (charge.refunded) return { status: 400, error: `Charge ${charge.id} has already been refunded.` };
      if (charge.disputed) return { status: 400, error: `Charge ${charge.id} has been charged back; it cannot be refunded.` };
      const left = charge.amount - charge.amount_refunded;
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) return { status: 400, error: 'Invalid positive integer' };
      if (amount > left)
        return {
          status: 400,
          error: `Refund amount (${formatCents(amount)}) is greater than unrefunded amount on charge (${formatCents(left)})`,
        };
      return { body: this.createRefund(charge, amount, (params.metadata ?? {}) as Record<string, string>) };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = this.refunds
        .filter((refund) => params.charge === undefined || refund.charge === params.charge)
        .filter((refund) => params.payment_intent === undefined || refund.payment_intent === params.payment_intent)
        .toReversed();
      return { body: { object: 'list', url: path, has_more: false, data } };
    }
    return { status: 404, error: `Unrecognized request URL (${method}: ${path}).` };
  }

  /** A refund of `amount` cents: the charge's amount_refunded grows, and it is `refunded` only once all of it is. */
  private createRefund(charge: ChargeRecord, amount: number, metadata: Record<string, string>): RefundRecord {
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: RefundRecord = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      metadata,
      status: 'succeeded',
      created: now(),
    };
    this.refunds.push(refund);
    return refund;
  }

  private createSession(params: Params): SessionRecord {
    const items = (params.line_items ?? []) as { quantity: string; price_data: { currency: string; unit_amount: string } }[];
    const amount = items.reduce((sum, item) => sum + Number(item.quantity) * Number(item.price_data.unit_amount), 0);
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: SessionRecord = {
      id,
      object: 'checkout.session',
      mode: String(params.mode),
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      currency: items[0]?.price_data.currency ?? 'usd',
      amount_total: amount,
      amount_subtotal: amount,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      url: `https://checkout.stripe.com/c/pay/${id}`,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      livemode: false,
      created: now(),
    };
    this.sessions.set(id, session);
    return session;
  }
}
