import { PACKAGE_LABELS, gamesLeftToRefund, quoteOrder, refundAmountCents, type PlanId } from '@courtside/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { creditSpends, organizations, purchaseRefunds, purchases, type PurchaseStatus } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import { recordAudit } from '../audit/audit.js';
import { changeCredits, lockBalance, takeBackPurchase } from '../credits/credits.service.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderPurchaseReceiptEmail } from '../mail/templates/purchase-receipt.js';
import { renderPurchaseRefundedEmail } from '../mail/templates/purchase-refunded.js';
import {
  PaymentProviderError,
  SESSION_ID_PLACEHOLDER,
  type PaymentProvider,
  type ProviderKind,
  type ProviderRefund,
} from './payment-provider.js';
import { requireCan, type Viewer } from '../../lib/viewer.js';

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

/** Purchases a page of the customer's history holds. */
export const PURCHASES_PAGE_SIZE = 50;

const notFound = () => new AppError(404, 'not_found', 'Purchase not found');

export type PurchaseRefund = typeof purchaseRefunds.$inferSelect;

export interface RefundRequest {
  games: number;
  reason: string;
}

/** A refund as recorded, and the purchase after it. */
export interface RecordedRefund {
  refund: PurchaseRefund;
  purchase: Purchase;
}

function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
}

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** Refuses (404, 409) a refund of `games` that the purchase cannot take: it changes nothing. */
function assertRefundable(purchase: Purchase | undefined, games: number): asserts purchase is Purchase {
  if (!purchase) throw notFound();
  if (purchase.status === 'refunded') throw new AppError(409, 'already_refunded', 'This purchase has already been refunded');
  if (purchase.status === 'disputed')
    throw new AppError(409, 'disputed', 'This payment was disputed: the bank has already returned it to the customer');
  if (purchase.status !== 'completed') throw new AppError(409, 'not_paid', 'Only a completed purchase can be refunded');
  const left = gamesLeftToRefund(purchase);
  if (games > left)
    throw new AppError(
      409,
      'too_many_games',
      `Only ${plural(left, 'game')} of this purchase ${left === 1 ? 'is' : 'are'} left to refund`,
    );
}

/** A purchase with its row locked, after its customer's balance (the order every credit change locks in). */
async function lockPurchase(tx: Executor, purchaseId: string): Promise<Purchase | undefined> {
  const [owner] = await tx
    .select({ organizationId: purchases.organizationId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!owner) return undefined;
  await lockBalance(tx, owner.organizationId);
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  return purchase;
}

/** Purchases of game credits: checkout, fulfilment exactly once, failure, refund and history. */
export function createPurchases({ db, providers, baseUrl, supportEmail }: PurchasesDeps) {
  /**
   * Credits a paid purchase and queues its receipt, in one transaction. The status change is a conditional
   * update, so of any number of concurrent callers (webhook, session check, test Pay) exactly one wins: the
   * others wait on the row lock, then find it completed and change nothing.
   */
  async function completeSession(sessionId: string, paymentId: string | null): Promise<Transition> {
    return db.transaction(async (tx) => {
      // The balance is locked before the purchase, as every credit change does (credits.service.ts).
      const [found] = await tx
        .select({ organizationId: purchases.organizationId })
        .from(purchases)
        .where(eq(purchases.providerSessionId, sessionId));
      if (!found) return { changed: false, purchase: null };
      await lockBalance(tx, found.organizationId);
      const [purchase] = await tx
        .update(purchases)
        .set({
          status: 'completed',
          completedAt: sql`now()`,
          providerPaymentId: paymentId,
          failureReason: null,
          creditsUnspent: sql`${purchases.gamesIncluded}`,
        })
        .where(and(eq(purchases.providerSessionId, sessionId), inArray(purchases.status, COMPLETABLE)))
        .returning();
      if (!purchase) return { changed: false, purchase: await findBySession(sessionId) };
      const gamesRemaining = await changeCredits(tx, {
        organizationId: purchase.organizationId,
        delta: purchase.gamesIncluded,
        reason: 'purchase',
        purchaseId: purchase.id,
        actorId: purchase.actorId,
      });
      const user = await organizationContact(tx, purchase.organizationId, purchase.actorId);
      if (user)
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
   * A payment returned outside the back office: a charge refunded in full (in the Stripe dashboard, perhaps
   * after refunds of ours), or disputed (a chargeback). Takes back the purchase's games that no recorded refund
   * has accounted for, never below zero; games already used add to the shortfall. A purchase refunded or
   * disputed before it was ever credited (the event overtook its payment's) takes nothing back, and can then
   * no longer be credited.
   *
   * `gamesRefundedByUs` is what the provider says the back office's own refunds returned, recorded or not:
   * those games are left to the back office, which records them with their credits. So a charge.refunded that
   * lands between the provider's answer to an admin's refund and the admin's transaction takes nothing twice.
   */
  async function applyRefund(
    purchaseId: string,
    actorId: string | null,
    outcome: 'refunded' | 'disputed' = 'refunded',
    gamesRefundedByUs = 0,
    /** The provider's dispute, for a chargeback: only its win gives back what it took (applyDisputeWon). */
    disputeId: string | null = null,
  ): Promise<Transition> {
    return db.transaction(async (tx) => {
      const purchase = await lockPurchase(tx, purchaseId);
      // Refunded and disputed are final: the money has gone back once, and so have the games.
      if (!purchase || purchase.status === 'refunded' || purchase.status === 'disputed')
        return { changed: false, purchase: purchase ?? null };
      if (purchase.status !== 'completed') {
        const [closed] = await tx
          .update(purchases)
          .set({
            status: outcome,
            refundedAt: sql`now()`,
            ...(outcome === 'disputed' && { disputeId }),
            ...(outcome === 'refunded' && { refundedGames: purchase.gamesIncluded, refundedCents: purchase.amountCents }),
          })
          .where(eq(purchases.id, purchase.id))
          .returning();
        return { changed: true, purchase: closed ?? null };
      }
      let games = gamesLeftToRefund(purchase);
      if (outcome === 'refunded') {
        const [recorded] = await tx
          .select({ games: sql<number>`coalesce(sum(${purchaseRefunds.games}), 0)::int` })
          .from(purchaseRefunds)
          .where(eq(purchaseRefunds.purchaseId, purchase.id));
        // Games an earlier event of this kind already took back for money returned elsewhere.
        const alreadyElsewhere = purchase.refundedGames - (recorded?.games ?? 0);
        games = Math.min(games, purchase.gamesIncluded - gamesRefundedByUs - alreadyElsewhere);
        if (games <= 0) return { changed: false, purchase };
      }
      const { creditsTaken, shortfall } = await takeBackPurchase(tx, purchase, games, actorId);
      const refundedGames = outcome === 'refunded' ? purchase.refundedGames + games : purchase.refundedGames;
      const final = outcome === 'disputed' || refundedGames === purchase.gamesIncluded;
      const [after] = await tx
        .update(purchases)
        .set({
          refundShortfall: purchase.refundShortfall + shortfall,
          // What a dispute took, to give back if the bank decides it for us (applyDisputeWon).
          ...(outcome === 'disputed' && { disputeCreditsTaken: creditsTaken, disputeShortfall: shortfall, disputeId }),
          ...(outcome === 'refunded' && {
            refundedGames,
            refundedCents: purchase.refundedCents + refundAmountCents(purchase, games),
          }),
          ...(final && { status: outcome, refundedAt: sql`now()` }),
        })
        .where(eq(purchases.id, purchase.id))
        .returning();
      return { changed: true, purchase: after ?? null };
    });
  }

  /**
   * The bank decided a dispute for us: the money came back, so what the dispute took comes back too. The credits it
   * took are given back to the purchase (its unspent credits again), and so are those withheld from its games that
   * ended while it stood disputed; the games it found used leave the shortfall,
   * and the purchase is completed again, its flag gone. Once: only a disputed purchase changes, under its lock.
   * A purchase the dispute closed before it was ever credited (the dispute overtook its payment) goes back to
   * pending, uncredited: its payment's completion (completeSession) credits it, as for any paid checkout.
   */
  async function applyDisputeWon(
    purchaseId: string,
    disputeId: string,
  ): Promise<Transition & { refusal?: 'other_dispute' | 'organization_deleted' }> {
    return db.transaction(async (tx) => {
      const purchase = await lockPurchase(tx, purchaseId);
      if (!purchase || purchase.status !== 'disputed') return { changed: false, purchase: purchase ?? null };
      // Only the win of the dispute that took them (a late event of an earlier dispute must not undo a later one);
      // a purchase disputed before the dispute was recorded names none.
      if (purchase.disputeId !== null && purchase.disputeId !== disputeId)
        return { changed: false, purchase, refusal: 'other_dispute' };
      // Games given to a deleted organization could never be used or refunded: left to an admin, who refunds the money.
      const [organization] = await tx
        .select({ deletedAt: organizations.deletedAt })
        .from(organizations)
        .where(eq(organizations.id, purchase.organizationId));
      if (organization?.deletedAt) return { changed: false, purchase, refusal: 'organization_deleted' };
      if (!purchase.completedAt) {
        const [reopened] = await tx
          .update(purchases)
          .set({ status: 'pending', refundedAt: null, disputeId: null })
          .where(eq(purchases.id, purchase.id))
          .returning();
        return { changed: true, purchase: reopened ?? null };
      }
      const creditsUnspent = purchase.creditsUnspent + purchase.disputeCreditsTaken;
      // The games of the purchase that ended while it stood disputed had their credits withheld (returnCredit). The
      // money for them is back, so they come back too, each with its game, oldest first, as far as the purchase pays
      // for them: as returnCredit would have decided without the dispute (an earlier partial refund may still
      // withhold some).
      const [held] = await tx
        .select({ games: count() })
        .from(creditSpends)
        .where(and(eq(creditSpends.purchaseId, purchase.id), eq(creditSpends.state, 'spent')));
      const room = gamesLeftToRefund(purchase) - (held?.games ?? 0) - creditsUnspent;
      const withheld =
        purchase.refundedAt && room > 0
          ? await tx
              .select({ gameId: creditSpends.gameId })
              .from(creditSpends)
              .where(
                and(
                  eq(creditSpends.purchaseId, purchase.id),
                  eq(creditSpends.state, 'withheld'),
                  gte(creditSpends.endedAt, purchase.refundedAt),
                ),
              )
              .orderBy(asc(creditSpends.endedAt), asc(creditSpends.gameId))
              .limit(room)
          : [];
      if (withheld.length > 0)
        await tx
          .update(creditSpends)
          .set({ state: 'returned' })
          .where(
            inArray(
              creditSpends.gameId,
              withheld.map(({ gameId }) => gameId),
            ),
          );
      const [after] = await tx
        .update(purchases)
        .set({
          status: 'completed',
          refundedAt: null,
          creditsUnspent: creditsUnspent + withheld.length,
          refundShortfall: sql`${purchases.refundShortfall} - ${purchase.disputeShortfall}`,
          disputeCreditsTaken: 0,
          disputeShortfall: 0,
          disputeId: null,
        })
        .where(eq(purchases.id, purchase.id))
        .returning();
      if (purchase.disputeCreditsTaken > 0)
        await changeCredits(
          tx,
          {
            organizationId: purchase.organizationId,
            delta: purchase.disputeCreditsTaken,
            reason: 'dispute_won',
            purchaseId: purchase.id,
            note: 'The bank decided the dispute for us: the games it took are given back',
          },
          true,
        );
      for (const { gameId } of withheld)
        await changeCredits(
          tx,
          {
            organizationId: purchase.organizationId,
            delta: 1,
            reason: 'dispute_won',
            purchaseId: purchase.id,
            gameId,
            note: 'The bank decided the dispute for us: the credit withheld when this game ended is given back',
          },
          true,
        );
      return { changed: true, purchase: after ?? null };
    });
  }

  /**
   * An admin refunds `games` of a purchase through its provider, and takes back their credits.
   *
   * The provider is asked first, outside any transaction: it may take longer than a transaction may sit idle
   * holding a row lock. Its idempotency key (the purchase and the games refunded so far) makes every attempt
   * at this refund, a retry or a concurrent request, the same refund at the provider. A provider failure
   * changes nothing here. Then one transaction re-checks the purchase under its lock, and records the refund:
   * the credits taken back, the refund row, the purchase's totals, the customer's e-mail and the audit row.
   * Of two requests that got the same refund, the second finds it recorded and is refused (409).
   */
  async function refundGames(viewer: Viewer, purchaseId: string, request: RefundRequest): Promise<RecordedRefund> {
    requireAdmin(viewer);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
    assertRefundable(purchase, request.games);
    const amountCents = refundAmountCents(purchase, request.games);
    let made: ProviderRefund;
    try {
      made = await providers.forKind(purchase.provider).refund(purchase, { cents: amountCents, games: request.games });
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new AppError(502, 'refund_failed', 'The payment provider could not refund this purchase', { cause: error });
      throw error;
    }
    // The provider found a refund made under this one's key (its answer lost, or another admin's at this moment)
    // of other games: that one is to be recorded, not this one.
    if (made.games !== request.games || made.cents !== amountCents)
      throw new AppError(
        409,
        'other_refund_made',
        `A refund of ${String(made.games)} game${made.games === 1 ? '' : 's'} of this purchase was made at the payment provider and is not recorded yet. Refund ${String(made.games)} to record it.`,
      );
    const refundId = made.refundId;
    return db.transaction(async (tx) => {
      const locked = await lockPurchase(tx, purchaseId);
      const [recorded] = await tx
        .select({ id: purchaseRefunds.id })
        .from(purchaseRefunds)
        .where(and(eq(purchaseRefunds.purchaseId, purchaseId), eq(purchaseRefunds.providerRefundId, refundId)));
      if (recorded) throw new AppError(409, 'already_refunded', 'This refund has already been made and recorded');
      // Between the read above and this lock only another refund of ours (the same one, found just above) or a
      // payment event could have changed the purchase; should one have left too few games, this refuses.
      assertRefundable(locked, request.games);
      const { creditsTaken, shortfall, gamesRemaining } = await takeBackPurchase(tx, locked, request.games, viewer.id);
      const [refund] = await tx
        .insert(purchaseRefunds)
        .values({
          purchaseId,
          games: request.games,
          amountCents,
          creditsTaken,
          shortfall,
          providerRefundId: refundId,
          actorId: viewer.id,
          reason: request.reason,
        })
        .returning();
      if (!refund) throw new Error('The refund was not recorded');
      const refundedGames = locked.refundedGames + request.games;
      const inFull = refundedGames === locked.gamesIncluded;
      const [after] = await tx
        .update(purchases)
        .set({
          refundedGames,
          refundedCents: locked.refundedCents + amountCents,
          refundShortfall: locked.refundShortfall + shortfall,
          ...(inFull && { status: 'refunded' as const, refundedAt: sql`now()` }),
        })
        .where(eq(purchases.id, purchaseId))
        .returning();
      if (!after) throw notFound();
      const customer = await organizationContact(tx, locked.organizationId, locked.actorId);
      if (customer) {
        await queueEmail(tx, {
          to: customer.email,
          kind: 'purchase_refunded',
          ...renderPurchaseRefundedEmail({
            name: customer.name,
            purchaseId,
            packageLabel: PACKAGE_LABELS[locked.packageType],
            games: request.games,
            amountCents,
            creditsTaken,
            shortfall,
            gamesRemaining,
            inFull,
            dashboardUrl: `${baseUrl}/dashboard`,
            supportEmail,
          }),
        });
      }
      await recordAudit(tx, {
        actor: viewer,
        action: 'purchase.refunded',
        targetType: 'purchase',
        targetId: purchaseId,
        details: {
          games: request.games,
          amountCents,
          creditsTaken,
          shortfall,
          reason: request.reason,
          providerRefundId: refundId,
        },
      });
      return { refund, purchase: after };
    });
  }

  async function findBySession(sessionId: string): Promise<Purchase | null> {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    return purchase ?? null;
  }

  async function testSession(viewer: Viewer, sessionId: string): Promise<Purchase> {
    requireCan(viewer, 'billing');
    const organizationId = viewer.organizationId;
    const [purchase] = await db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.providerSessionId, sessionId),
          eq(purchases.organizationId, organizationId),
          eq(purchases.provider, 'test'),
        ),
      );
    if (!purchase) throw new AppError(404, 'not_found', 'Checkout session not found');
    return purchase;
  }

  return {
    completeSession,
    closeSession,
    applyRefund,
    applyDisputeWon,
    refundGames,
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
    async startCheckout(user: Viewer & { email: string }, order: { packageType: PlanId; quantity: number }) {
      requireCan(user, 'billing');
      const quoted = quoteOrder(order.packageType, order.quantity);
      if (!quoted.ok) throw new AppError(400, 'invalid_order', quoted.message);
      const { quote } = quoted;
      const provider = providers.active;
      const [purchase] = await db
        .insert(purchases)
        .values({
          organizationId: user.organizationId,
          actorId: user.id,
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
          organizationId: user.organizationId,
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
    async sessionStatus(viewer: Viewer, sessionId: string): Promise<boolean> {
      requireCan(viewer, 'billing');
      const organizationId = viewer.organizationId;
      const [purchase] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.providerSessionId, sessionId), eq(purchases.organizationId, organizationId)));
      if (!purchase) throw new AppError(404, 'not_found', 'Checkout session not found');
      if (purchase.status === 'completed' || purchase.status === 'refunded' || purchase.status === 'disputed') return true;
      if (purchase.status !== 'pending') return false;
      const payment = await providers.forKind(purchase.provider).sessionPayment(sessionId);
      if (!payment.paid) return false;
      const { purchase: after } = await completeSession(sessionId, payment.paymentId);
      return after?.status === 'completed' || after?.status === 'refunded' || after?.status === 'disputed';
    },

    /**
     * A page of a customer's purchase history, newest first (PURCHASES_PAGE_SIZE a page; `cursor` is the
     * previous page's `nextCursor`); checkouts never finished drop out after a day.
     */
    async list(viewer: Viewer, cursor?: string): Promise<{ purchases: Purchase[]; nextCursor: string | null }> {
      requireCan(viewer, 'billing');
      const organizationId = viewer.organizationId;
      const rows = await db
        .select({ purchase: purchases, cursorCreatedAt: cursorTime(purchases.createdAt) })
        .from(purchases)
        .where(
          and(
            eq(purchases.organizationId, organizationId),
            ne(purchases.status, 'cancelled'),
            or(ne(purchases.status, 'pending'), gt(purchases.createdAt, sql`now() - ${ABANDONED_AFTER}`)),
            cursor ? olderThan(purchases.createdAt, purchases.id, decodeCursor(cursor, 'uuid'), 'uuid') : undefined,
          ),
        )
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(PURCHASES_PAGE_SIZE + 1);
      const page = pageOf(
        rows.map(({ purchase, cursorCreatedAt }) => ({ ...purchase, cursorCreatedAt })),
        PURCHASES_PAGE_SIZE,
      );
      return { purchases: page.rows, nextCursor: page.nextCursor };
    },

    /** Pay on the test-mode checkout page: the same fulfilment as a Stripe payment. Answers where to go next. */
    async payTestSession(viewer: Viewer, sessionId: string): Promise<string> {
      const purchase = await testSession(viewer, sessionId);
      if (purchase.status === 'pending') await completeSession(sessionId, null);
      else if (purchase.status !== 'completed') throw new AppError(409, 'checkout_closed', 'This checkout is no longer open');
      return `${baseUrl}/dashboard?session_id=${encodeURIComponent(sessionId)}`;
    },

    /** Cancel on the test-mode checkout page: the purchase is dropped and the customer goes back to pricing. */
    async cancelTestSession(viewer: Viewer, sessionId: string): Promise<string> {
      await testSession(viewer, sessionId);
      await closeSession(sessionId, 'cancelled', 'Cancelled at checkout');
      return `${baseUrl}/pricing`;
    },
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
