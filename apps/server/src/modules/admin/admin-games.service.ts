import type { GameStatus } from '@courtside/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { boxScores, creditSpends, games, guaranteeRequests, purchases, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { assignGame, lockGame } from '../analysis/analysis.service.js';
import { recordAudit } from '../audit/audit.js';
import { gameCredit, returnCredit } from '../credits/credits.service.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderGameCancelledEmail } from '../mail/templates/game-cancelled.js';
import { reopenDeliveredGame } from '../analysis/reopen.js';
import type { Viewer } from '../../lib/viewer.js';

/** The statuses of a game on its way to delivery: past its due time in one of these, it is overdue. */
export const OPEN_STATUSES = ['queued', 'preparing', 'ready', 'in_analysis', 'in_review'] as const;
/** What an admin may cancel: anything not yet delivered, failed or cancelled. */
export const CANCELLABLE_STATUSES = ['uploading', ...OPEN_STATUSES] as const satisfies readonly GameStatus[];
export const ADMIN_GAMES_PAGE_SIZE = 50;

export interface AdminGamesFilter {
  status?: GameStatus | undefined;
  /** Only games past their due time and not delivered, the earliest due first. */
  overdue?: boolean | undefined;
  /** Part of the game's name or of its customer's e-mail address. */
  q?: string | undefined;
  /** The last game of the previous page. */
  cursor?: string | undefined;
}

export interface AdminGamesDeps {
  db: Database;
  baseUrl: string;
}

const forbidden = () => new AppError(403, 'forbidden', 'You do not have access to this');
const notFound = () => new AppError(404, 'not_found', 'Game not found');

function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw forbidden();
}

/** `text` as a LIKE pattern matching itself anywhere: its %, _ and \ lose their meaning. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The back office's games: every game with its customer, analyst and due time; reassigning, cancelling (the
 * credit back) and reopening a delivered game for correction. Admins only; each action writes its audit row in
 * its own transaction.
 */
export function createAdminGames({ db, baseUrl }: AdminGamesDeps) {
  const customers = alias(users, 'customers');
  const analysts = alias(users, 'analysts');
  const creditPurchases = alias(purchases, 'credit_purchases');
  const overdue = sql<boolean>`coalesce(${games.dueAt} < now() and ${inArray(games.status, [...OPEN_STATUSES])}, false)`;
  const pendingRequest = sql<boolean>`exists (select 1 from ${guaranteeRequests} where ${guaranteeRequests.gameId} = ${games.id} and ${guaranteeRequests.status} = 'pending')`;

  function select(where: SQL | undefined) {
    return db
      .select({
        id: games.id,
        name: games.name,
        status: games.status,
        customer: { id: customers.id, name: customers.name, email: customers.email },
        analystId: games.analystId,
        analystName: analysts.name,
        createdAt: games.createdAt,
        dueAt: games.dueAt,
        overdue,
        completedAt: games.completedAt,
        deliveries: boxScores.delivery,
        failureReason: games.failureReason,
        reopenReason: games.reopenReason,
        footageDeletedAt: games.footageDeletedAt,
        pendingGuaranteeRequest: pendingRequest,
        credit: creditSpends.state,
        creditPurchaseStatus: creditPurchases.status,
      })
      .from(games)
      .innerJoin(customers, eq(customers.id, sql`coalesce(${games.actorId}, ${games.organizationId})`))
      .leftJoin(analysts, eq(analysts.id, games.analystId))
      .leftJoin(boxScores, eq(boxScores.gameId, games.id))
      .leftJoin(creditSpends, eq(creditSpends.gameId, games.id))
      .leftJoin(creditPurchases, eq(creditPurchases.id, creditSpends.purchaseId))
      .where(where);
  }

  type Row = Awaited<ReturnType<typeof select>>[number];
  const toEntry = ({ analystId, analystName, deliveries, credit, creditPurchaseStatus, ...row }: Row) => ({
    ...row,
    credit: gameCredit(credit, creditPurchaseStatus),
    analyst: analystId ? { id: analystId, name: analystName ?? '' } : null,
    deliveries: deliveries ?? 0,
  });

  async function entry(gameId: string) {
    const [row] = await select(eq(games.id, gameId));
    if (!row) throw notFound();
    return toEntry(row);
  }

  return {
    /** A page of games: newest first, or the earliest due first when only overdue games are asked for. */
    async list(viewer: Viewer, filter: AdminGamesFilter) {
      requireAdmin(viewer);
      const conditions: (SQL | undefined)[] = [];
      if (filter.status) conditions.push(eq(games.status, filter.status));
      if (filter.overdue) conditions.push(overdue);
      const q = filter.q?.trim();
      if (q) conditions.push(or(ilike(games.name, containing(q)), ilike(customers.email, containing(q))));
      // The cursor is the previous page's last game; its own sort key is read here, exactly as stored.
      if (filter.cursor) {
        conditions.push(
          filter.overdue
            ? sql`(${games.dueAt}, ${games.id}) > (select c.due_at, c.id from games c where c.id = ${filter.cursor})`
            : sql`(${games.createdAt}, ${games.id}) < (select c.created_at, c.id from games c where c.id = ${filter.cursor})`,
        );
      }
      const order = filter.overdue ? [asc(games.dueAt), asc(games.id)] : [desc(games.createdAt), desc(games.id)];
      const rows = await select(and(...conditions))
        .orderBy(...order)
        .limit(ADMIN_GAMES_PAGE_SIZE + 1);
      const page = rows.slice(0, ADMIN_GAMES_PAGE_SIZE).map(toEntry);
      return { games: page, nextCursor: rows.length > ADMIN_GAMES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
    },

    /** Gives a ready or claimed game to an analyst (or an admin), as the analysts' queue does. */
    async assign(viewer: Viewer, gameId: string, analystId: string) {
      requireAdmin(viewer);
      await db.transaction((tx) => assignGame(tx, viewer, gameId, analystId, 'game.reassigned'));
      return entry(gameId);
    },

    /**
     * Cancels a game not yet delivered: its credit goes back (unless the money for it was refunded: returnCredit)
     * and its customer is e-mailed why, exactly once
     * however many admins cancel it at the same moment (the game's row is locked, and the second finds it
     * cancelled). A completed, failed or cancelled game, or one reopened after delivery, is refused with
     * nothing changed.
     */
    async cancel(viewer: Viewer, gameId: string, reason: string) {
      requireAdmin(viewer);
      const cancelled = await db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        if (!(CANCELLABLE_STATUSES as readonly GameStatus[]).includes(game.status))
          throw new AppError(409, 'not_cancellable', `A ${game.status} game cannot be cancelled`);
        if (game.completedAt)
          throw new AppError(409, 'not_cancellable', 'This game was delivered and is being corrected; it cannot be cancelled');
        const [row] = await tx
          .update(games)
          .set({ status: 'cancelled', failureReason: reason, endedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(games.id, gameId))
          .returning();
        if (!row) throw notFound();
        const credit = await returnCredit(tx, { gameId, reason: 'upload_refund', actorId: viewer.id, note: reason });
        const owner = await organizationContact(tx, game.organizationId, game.actorId);
        if (owner) {
          await queueEmail(tx, {
            to: owner.email,
            kind: 'game_cancelled',
            ...renderGameCancelledEmail({
              userName: owner.name,
              gameName: game.name,
              reason,
              credit,
              uploadUrl: `${baseUrl}/upload`,
            }),
          });
        }
        await recordAudit(tx, {
          actor: { id: viewer.id, role: viewer.role },
          action: 'game.cancelled',
          targetType: 'game',
          targetId: gameId,
          details: {
            reason,
            from: game.status,
            credit: credit.outcome,
            ...(credit.outcome === 'withheld' && { creditWithheldBecause: credit.because }),
          },
        });
        return row;
      });
      return entry(cancelled.id);
    },

    /** Sends a delivered game back to analysis for correction (see reopenDeliveredGame). */
    async reopen(viewer: Viewer, gameId: string, reason: string) {
      requireAdmin(viewer);
      await db.transaction((tx) =>
        reopenDeliveredGame(tx, { gameId, reason, actor: { id: viewer.id, role: viewer.role }, cause: 'admin' }, baseUrl),
      );
      return entry(gameId);
    },
  };
}

export type AdminGames = ReturnType<typeof createAdminGames>;
export type AdminGameEntry = Awaited<ReturnType<AdminGames['list']>>['games'][number];
