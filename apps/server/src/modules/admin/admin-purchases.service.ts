import { PACKAGE_LABELS, gamesLeftToRefund, refundAmountCents, splitRefund } from '@courtside/domain';
import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { creditSpends, organizations, purchaseRefunds, purchases, users, type PurchaseStatus } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import type { Viewer } from '../../lib/viewer.js';

export const PURCHASES_PAGE_SIZE = 50;

/** The list's status filter: a purchase's status, or `partly_refunded` (completed, with some games refunded). */
export const PURCHASE_FILTERS = [
  'all',
  'pending',
  'completed',
  'partly_refunded',
  'refunded',
  'disputed',
  'failed',
  'cancelled',
] as const;
export type PurchaseFilter = (typeof PURCHASE_FILTERS)[number];

export interface PurchaseSearch {
  q?: string | undefined;
  status?: PurchaseFilter | undefined;
  cursor?: string | undefined;
}

/** A purchase as the back office lists it. */
export interface AdminPurchaseRow {
  id: string;
  customer: { id: string; name: string; email: string };
  packageType: (typeof purchases.$inferSelect)['packageType'];
  packageLabel: string;
  provider: (typeof purchases.$inferSelect)['provider'];
  games: number;
  unitAmountCents: number;
  amountCents: number;
  status: PurchaseStatus;
  refundedGames: number;
  refundedCents: number;
  refundShortfall: number;
  /** The customer's balance now. */
  customerBalance: number;
  /** The purchase's credits not spent yet. */
  creditsUnspent: number;
  /**
   * What a refund could take back now (decision 016): the purchase's unspent credits, and for each of its games
   * still holding a credit, another credit of the balance to pay for it instead.
   */
  creditsTakeable: number;
  createdAt: Date;
  completedAt: Date | null;
  refundedAt: Date | null;
}

/** What a refund of some games would do now. */
export interface RefundPreview {
  games: number;
  amountCents: number;
  creditsTaken: number;
  shortfall: number;
}

export interface AdminPurchaseDetail {
  purchase: AdminPurchaseRow;
  /** Games that can still be refunded (0 unless the purchase is completed). */
  gamesLeftToRefund: number;
  refunds: {
    id: string;
    games: number;
    amountCents: number;
    creditsTaken: number;
    shortfall: number;
    providerRefundId: string | null;
    reason: string | null;
    actor: { id: string; name: string | null } | null;
    createdAt: Date;
  }[];
  /** A refund of the games asked for (all those left by default); null when nothing can be refunded. */
  preview: RefundPreview | null;
}

/** `text` as an ILIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const actors = alias(users, 'refund_actors');

const rowColumns = {
  purchase: purchases,
  customer: { id: users.id, name: users.name, email: users.email },
  customerBalance: sql<number>`coalesce(${organizations.gamesRemaining}, 0)`,
  gamesHeld: sql<number>`(select count(*)::int from ${creditSpends} where ${creditSpends.purchaseId} = ${purchases.id} and ${creditSpends.state} = 'spent')`,
  cursorCreatedAt: cursorTime(purchases.createdAt),
};

function toRow({
  purchase,
  customer,
  customerBalance,
  gamesHeld,
}: {
  purchase: typeof purchases.$inferSelect;
  customer: AdminPurchaseRow['customer'];
  customerBalance: number;
  gamesHeld: number;
}): AdminPurchaseRow {
  return {
    id: purchase.id,
    customer,
    packageType: purchase.packageType,
    packageLabel: PACKAGE_LABELS[purchase.packageType],
    provider: purchase.provider,
    games: purchase.gamesIncluded,
    unitAmountCents: purchase.unitAmountCents,
    amountCents: purchase.amountCents,
    status: purchase.status,
    refundedGames: purchase.refundedGames,
    refundedCents: purchase.refundedCents,
    refundShortfall: purchase.refundShortfall,
    customerBalance,
    creditsUnspent: purchase.creditsUnspent,
    creditsTakeable: purchase.creditsUnspent + Math.max(0, Math.min(gamesHeld, customerBalance - purchase.creditsUnspent)),
    createdAt: purchase.createdAt,
    completedAt: purchase.completedAt,
    refundedAt: purchase.refundedAt,
  };
}

function filterCondition(status: PurchaseFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'partly_refunded') return and(eq(purchases.status, 'completed'), gt(purchases.refundedGames, 0));
  return eq(purchases.status, status);
}

function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'You do not have access to this');
}

/** The back office's purchases: search and one purchase with its refunds. Refunds themselves are the purchases service's. */
export function createAdminPurchases({ db }: { db: Database }) {
  const selectRows = () =>
    db
      .select(rowColumns)
      .from(purchases)
      .innerJoin(users, eq(users.id, sql`coalesce(${purchases.actorId}, ${purchases.organizationId})`))
      .leftJoin(organizations, eq(organizations.id, purchases.organizationId));

  async function row(viewer: Viewer, purchaseId: string): Promise<AdminPurchaseRow> {
    requireAdmin(viewer);
    const [found] = await selectRows().where(eq(purchases.id, purchaseId));
    if (!found) throw new AppError(404, 'not_found', 'Purchase not found');
    return toRow(found);
  }

  return {
    row,

    /** Purchases newest first, 50 a page; `q` matches the customer's e-mail or name. */
    async search(viewer: Viewer, search: PurchaseSearch): Promise<{ purchases: AdminPurchaseRow[]; nextCursor: string | null }> {
      requireAdmin(viewer);
      const q = search.q?.trim();
      const conditions = [
        q ? or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q))) : undefined,
        filterCondition(search.status ?? 'all'),
        search.cursor ? olderThan(purchases.createdAt, purchases.id, decodeCursor(search.cursor, 'uuid'), 'uuid') : undefined,
      ];
      const rows = await selectRows()
        .where(and(...conditions))
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(PURCHASES_PAGE_SIZE + 1);
      const page = pageOf(
        rows.map((found) => ({ ...found, id: found.purchase.id })),
        PURCHASES_PAGE_SIZE,
      );
      return { purchases: page.rows.map(toRow), nextCursor: page.nextCursor };
    },

    /** A purchase, its refunds (oldest first) and what a refund of `games` (default: all left) would do now. */
    async get(viewer: Viewer, purchaseId: string, previewGames?: number): Promise<AdminPurchaseDetail> {
      const purchase = await row(viewer, purchaseId);
      const refunds = await db
        .select({
          refund: purchaseRefunds,
          actor: { id: actors.id, name: actors.name },
        })
        .from(purchaseRefunds)
        .leftJoin(actors, eq(actors.id, purchaseRefunds.actorId))
        .where(eq(purchaseRefunds.purchaseId, purchaseId))
        .orderBy(asc(purchaseRefunds.createdAt), asc(purchaseRefunds.id));
      const figures = {
        gamesIncluded: purchase.games,
        unitAmountCents: purchase.unitAmountCents,
        amountCents: purchase.amountCents,
        refundedGames: purchase.refundedGames,
        refundedCents: purchase.refundedCents,
      };
      const left = purchase.status === 'completed' ? gamesLeftToRefund(figures) : 0;
      const games = Math.min(previewGames ?? left, left);
      return {
        purchase,
        gamesLeftToRefund: left,
        refunds: refunds.map(({ refund, actor }) => ({
          id: refund.id,
          games: refund.games,
          amountCents: refund.amountCents,
          creditsTaken: refund.creditsTaken,
          shortfall: refund.shortfall,
          providerRefundId: refund.providerRefundId,
          reason: refund.reason,
          // An admin whose account is gone still made the refund: the id stays, the name does not.
          actor: refund.actorId ? { id: refund.actorId, name: actor?.name ?? null } : null,
          createdAt: refund.createdAt,
        })),
        preview:
          games > 0
            ? { games, amountCents: refundAmountCents(figures, games), ...splitRefund(games, purchase.creditsTakeable) }
            : null,
      };
    },
  };
}

export type AdminPurchases = ReturnType<typeof createAdminPurchases>;
