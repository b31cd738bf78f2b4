import { PACKAGE_LABELS, quoteOrder, type PlanId } from '@courtside/domain';
import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles, purchases, users, type PurchaseStatus } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { changeCredits } from '../credits/credits.service.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderPurchaseReceiptEmail } from '../mail/templates/purchase-receipt.js';
import { PaymentProviderError, SESSION_ID_PLACEHOLDER, type PaymentProvider, type ProviderKind } from './payment-provider.js';

export type Purchase = typeof purchases.$inferSelect;

export interface PaymentProviders {
  /** New checkouts go here: Stripe when configured, else test mode. */
  active: PaymentProvider;
  /** The provider that took a purchase's payment (purchases outlive a change of configuration). */
  forKind(kind: ProviderKind): PaymentProvider;
}

export interface PurchasesDeps {
  db: Database;
  providers: PaymentProviders;
  baseUrl: string;
  supportEmail: string;
}

/** The outcome of an attempt to move a purchase: whether this call changed it, and its state after. */
export interface Transition {
  changed: boolean;
  purchase: Purchase | null;
}

/** Statuses a payment can still complete from: Stripe's word that it was paid outranks an earlier failure or expiry. */
const COMPLETABLE: PurchaseStatus[] = ['pending', 'failed', 'cancelled'];
/** A checkout left open longer than Stripe keeps one (24 h) was abandoned, and drops out of the history. */
const ABANDONED_AFTER = sql`interval '24 hours'`;

const notFound = () => new AppError(404, 'not_found', 'Purchase not found');

/** Purchases of game credits: checkout, fulfilment exactly once, failure, refund and history. */
export function createPurchases({ db, providers, baseUrl, supportEmail }: PurchasesDeps) {
  /**
   * Credits a paid purchase and queues its receipt, in one transaction. The status change is a conditional
   * update, so of any number of concurrent callers (webhook, session check, test Pay) exactly one wins: the
   * others wait on the row lock, then find it completed and change nothing.
   */
  async function completeSession(sessionId: string, paymentId: string | null): Promise<Transition> {
    return db.transaction(async (tx) => {
      const [purchase] = await tx
        .update(purchases)
        .set({ status: 'completed', completedAt: sql`now()`, providerPaymentId: paymentId, failureReason: null })
        .where(and(eq(purchases.providerSessionId, sessionId), inArray(purchases.status, COMPLETABLE)))
        .returning();
      if (!purchase) return { changed: false, purchase: await findBySession(sessionId) };
      const gamesRemaining = await changeCredits(tx, {
        userId: purchase.userId,
        delta: purchase.gamesIncluded,
        reason: 'purchase',
        purchaseId: purchase.id,
        actorId: purchase.userId,
      });
      const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, purchase.userId));
      if (!user) throw new Error(`purchase ${purchase.id} has no user`);
      await queueEmail(tx, {
        to: user.email,
        kind: 'purchase_receipt',
        ...renderPurchaseReceiptEmail({
          name: user.name,
          purchaseId: purchase.id,
          packageLabel: PACKAGE_LABELS[purchase.packageType],
          games: purchase.gamesIncluded,
          unitAmountCents: purchase.unitAmountCents,
          amountCents: purchase.amountCents,
          paidAt: purchase.completedAt ?? new Date(),
          gamesRemaining,
          dashboardUrl: `${baseUrl}/dashboard`,
          supportEmail,
        }),
      });
      return { changed: true, purchase };
    });
  }

  /** Moves a pending purchase to failed or cancelled; a purchase that has moved on is left as it is. */
  async function closeSession(sessionId: string, status: 'failed' | 'cancelled', reason: string): Promise<Transition> {
    const [purchase] = await db
      .update(purchases)
      .set({ status, failureReason: reason })
      .where(and(eq(purchases.providerSessionId, sessionId), eq(purchases.status, 'pending')))
      .returning();
    return purchase ? { changed: true, purchase } : { changed: false, purchase: await findBySession(sessionId) };
  }

  /**
   * Marks a purchase refunded and takes back its games that are still unused, never below zero; games the
   * customer already spent are recorded as the shortfall. A purchase refunded before it was ever credited (a
   * refund event that overtook its payment event) becomes refunded with nothing to take back, and can then
   * no longer be credited.
   */
  async function applyRefund(
    purchaseId: string,
    actorId: string | null,
    outcome: 'refunded' | 'disputed' = 'refunded',
  ): Promise<Transition> {
    return db.transaction(async (tx) => {
      const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
      // Refunded and disputed are final: the money has gone back once, and so have the games.
      if (!purchase || purchase.status === 'refunded' || purchase.status === 'disputed')
        return { changed: false, purchase: purchase ?? null };
      let shortfall = 0;
      if (purchase.status === 'completed') {
        // Lock the balance so an upload cannot spend a game between reading it and taking it back.
        const [profile] = await tx
          .select({ gamesRemaining: profiles.gamesRemaining })
          .from(profiles)
          .where(eq(profiles.userId, purchase.userId))
          .for('update');
        const unused = Math.min(purchase.gamesIncluded, profile?.gamesRemaining ?? 0);
        if (unused > 0) {
          await changeCredits(tx, {
            userId: purchase.userId,
            delta: -unused,
            reason: 'purchase_refund',
            purchaseId: purchase.id,
            actorId,
          });
        }
        shortfall = purchase.gamesIncluded - unused;
      }
      const [refunded] = await tx
        .update(purchases)
        .set({ status: outcome, refundedAt: sql`now()`, refundShortfall: shortfall })
        .where(eq(purchases.id, purchase.id))
        .returning();
      return { changed: true, purchase: refunded ?? null };
    });
  }

  async function findBySession(sessionId: string): Promise<Purchase | null> {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    return purchase ?? null;
  }

  async function testSession(userId: string, sessionId: string): Promise<Purchase> {
    const [purchase] = await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.providerSessionId, sessionId), eq(purchases.userId, userId), eq(purchases.provider, 'test')));
    if (!purchase) throw new AppError(404, 'not_found', 'Checkout session not found');
    return purchase;
  }

  return {
    completeSession,
    closeSession,
    applyRefund,
    findBySession,
    testSession,

    async findByPayment(paymentId: string): Promise<Purchase | null> {
      const [purchase] = await db.select().from(purchases).where(eq(purchases.providerPaymentId, paymentId));
      return purchase ?? null;
    },

    /**
     * Starts a checkout: prices the order from the domain's price list (never from the client), records a
     * pending purchase, and opens a session with the active provider.
     */
    async startCheckout(user: { id: string; email: string }, order: { packageType: PlanId; quantity: number }) {
      const quoted = quoteOrder(order.packageType, order.quantity);
      if (!quoted.ok) throw new AppError(400, 'invalid_order', quoted.message);
      const { quote } = quoted;
      const provider = providers.active;
      const [purchase] = await db
        .insert(purchases)
        .values({
          userId: user.id,
          packageType: quote.packageType,
          gamesIncluded: quote.games,
          unitAmountCents: quote.unitAmountCents,
          amountCents: quote.amountCents,
          currency: 'aud',
          provider: provider.kind,
        })
        .returning({ id: purchases.id });
      if (!purchase) throw new Error('The purchase was not recorded');
      try {
        const session = await provider.createCheckout({
          purchaseId: purchase.id,
          userId: user.id,
          customerEmail: user.email,
          name: quote.label,
          unitAmountCents: quote.unitAmountCents,
          games: quote.games,
          currency: 'aud',
          successUrl: `${baseUrl}/dashboard?session_id=${SESSION_ID_PLACEHOLDER}`,
          cancelUrl: `${baseUrl}/pricing`,
        });
        await db.update(purchases).set({ providerSessionId: session.sessionId }).where(eq(purchases.id, purchase.id));
        return session;
      } catch (error) {
        // The customer never reached a payment page: this was no purchase, so it leaves no history.
        await db.delete(purchases).where(eq(purchases.id, purchase.id));
        if (error instanceof PaymentProviderError)
          throw new AppError(502, 'checkout_failed', 'Failed to create checkout session', { cause: error });
        throw error;
      }
    },

    /**
     * Whether the customer's checkout session is paid. Asks the provider when the payment event has not
     * arrived yet, and fulfils the purchase if it has been paid; the webhook then finds nothing to do.
     */
    async sessionStatus(userId: string, sessionId: string): Promise<boolean> {
      const [purchase] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.providerSessionId, sessionId), eq(purchases.userId, userId)));
      if (!purchase) throw new AppError(404, 'not_found', 'Checkout session not found');
      if (purchase.status === 'completed' || purchase.status === 'refunded' || purchase.status === 'disputed') return true;
      if (purchase.status !== 'pending') return false;
      const payment = await providers.forKind(purchase.provider).sessionPayment(sessionId);
      if (!payment.paid) return false;
      const { purchase: after } = await completeSession(sessionId, payment.paymentId);
      return after?.status === 'completed' || after?.status === 'refunded' || after?.status === 'disputed';
    },

    /** A customer's purchase history, newest first; checkouts never finished drop out after a day. */
    async list(userId: string): Promise<Purchase[]> {
      return db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            ne(purchases.status, 'cancelled'),
            or(ne(purchases.status, 'pending'), gt(purchases.createdAt, sql`now() - ${ABANDONED_AFTER}`)),
          ),
        )
        .orderBy(desc(purchases.createdAt));
    },

    /** A refund started by an admin: the provider returns the money first, then the games are taken back. */
    async refundByAdmin(viewer: { id: string; role: string }, purchaseId: string): Promise<Purchase> {
      if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
      const adminId = viewer.id;
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      if (!purchase) throw notFound();
      if (purchase.status === 'refunded') throw new AppError(409, 'already_refunded', 'This purchase has already been refunded');
      if (purchase.status === 'disputed')
        throw new AppError(409, 'disputed', 'This payment was disputed: the bank has already returned it to the customer');
      if (purchase.status !== 'completed') throw new AppError(409, 'not_paid', 'Only a completed purchase can be refunded');
      try {
        await providers.forKind(purchase.provider).refund(purchase);
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new AppError(502, 'refund_failed', 'The payment provider could not refund this purchase', { cause: error });
        throw error;
      }
      const { purchase: after } = await applyRefund(purchase.id, adminId);
      if (!after) throw notFound();
      return after;
    },

    /** Pay on the test-mode checkout page: the same fulfilment as a Stripe payment. Answers where to go next. */
    async payTestSession(userId: string, sessionId: string): Promise<string> {
      const purchase = await testSession(userId, sessionId);
      if (purchase.status === 'pending') await completeSession(sessionId, null);
      else if (purchase.status !== 'completed') throw new AppError(409, 'checkout_closed', 'This checkout is no longer open');
      return `${baseUrl}/dashboard?session_id=${encodeURIComponent(sessionId)}`;
    },

    /** Cancel on the test-mode checkout page: the purchase is dropped and the customer goes back to pricing. */
    async cancelTestSession(userId: string, sessionId: string): Promise<string> {
      await testSession(userId, sessionId);
      await closeSession(sessionId, 'cancelled', 'Cancelled at checkout');
      return `${baseUrl}/pricing`;
    },
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
