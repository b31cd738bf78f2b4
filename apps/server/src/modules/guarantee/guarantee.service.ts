import {
  GUARANTEE_WINDOW_DAYS,
  decisionNoteProblem,
  type GameCredit,
  formatShortDate,
  guaranteeEndsAt,
  guaranteeOpen,
} from '@courtside/domain';
import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  creditSpends,
  games,
  guaranteeRequests,
  purchases,
  users,
  type GuaranteeKind,
  type GuaranteeStatus,
  type PurchaseStatus,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { reopenDeliveredGame } from '../analysis/reopen.js';
import { recordAudit } from '../audit/audit.js';
import {
  creditOutlook,
  gameCredit,
  gameCreditOf,
  returnCredit,
  type CreditReturn,
  type WithheldBecause,
} from '../credits/credits.service.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderGuaranteeDeclinedEmail, renderGuaranteeRefundedEmail } from '../mail/templates/guarantee-decided.js';
import { renderGuaranteeReceivedEmail, renderGuaranteeRequestedSupportEmail } from '../mail/templates/guarantee-requested.js';
import { memberMayReadGame, requireCan, type Viewer } from '../../lib/viewer.js';

/** Dates in what we write to customers are Melbourne's, as on our receipts. */
const OUR_TIME_ZONE = 'Australia/Melbourne';
/** The most requests the back office lists at once (the pending queue is short; history is newest first). */
const LIST_LIMIT = 200;

type GuaranteeRow = typeof guaranteeRequests.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** A request as the customer's game page shows it. */
export interface GuaranteeRequestView {
  id: string;
  kind: GuaranteeKind;
  reason: string;
  status: GuaranteeStatus;
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  /** An approved refund: what became of the game's credit (withheld when its payment had been refunded). */
  credit: GameCredit | null;
}

/** A game's guarantee: when it ends (null before delivery), whether it is open now, and its requests. */
export interface GameGuarantee {
  endsAt: Date | null;
  open: boolean;
  requests: GuaranteeRequestView[];
}

/** A request as the back office lists it. */
export interface AdminGuaranteeRequest {
  id: string;
  kind: GuaranteeKind;
  reason: string;
  status: GuaranteeStatus;
  createdAt: Date;
  game: { id: string; name: string; completedAt: Date | null; guaranteeEndsAt: Date | null };
  customer: { name: string; email: string };
  decision: { note: string | null; decidedAt: Date | null; decidedBy: string | null } | null;
  /**
   * A refund request's credit: the purchase it came from (null: a credit without a purchase), and what
   * approving would do with it now (pending) or did (approved): returned, withheld because the purchase was
   * refunded or disputed, or none (the game took no credit, or it has gone back already).
   */
  credit: {
    purchase: { id: string; status: PurchaseStatus; games: number; refundedGames: number } | null;
    outcome: CreditReturn['outcome'] | WithheldBecause;
  } | null;
}

export type Decision = { decision: 'approve'; note?: string | undefined } | { decision: 'decline'; note: string };

/** When a game's guarantee ends and whether it is open at `now`: only a delivered game has one. */
export function guaranteeWindow(
  game: Pick<GameRow, 'status' | 'completedAt'>,
  now: Date,
): { endsAt: Date | null; open: boolean } {
  if (game.status !== 'completed' || !game.completedAt) return { endsAt: null, open: false };
  return { endsAt: guaranteeEndsAt(game.completedAt), open: guaranteeOpen(game.completedAt, now) };
}

/** The refusal once the window has passed, naming the day it ended. */
export function guaranteeEndedMessage(endsAt: Date): string {
  return `The ${String(GUARANTEE_WINDOW_DAYS)}-day guarantee for this game ended on ${formatShortDate(endsAt, OUR_TIME_ZONE)}.`;
}

const toView = (row: GuaranteeRow, credit: GameCredit | null = null): GuaranteeRequestView => ({
  id: row.id,
  kind: row.kind,
  reason: row.reason,
  status: row.status,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
  credit: row.kind === 'refund' && row.status === 'approved' ? credit : null,
});

/** A game's guarantee as its page shows it, with the game's requests newest first. */
export async function gameGuarantee(
  executor: Executor,
  game: Pick<GameRow, 'id' | 'status' | 'completedAt'>,
  now = new Date(),
): Promise<GameGuarantee> {
  const rows = await executor
    .select()
    .from(guaranteeRequests)
    .where(eq(guaranteeRequests.gameId, game.id))
    .orderBy(desc(guaranteeRequests.createdAt));
  const refunded = rows.some((row) => row.kind === 'refund' && row.status === 'approved');
  const credit = refunded ? await gameCreditOf(executor, game.id) : null;
  return { ...guaranteeWindow(game, now), requests: rows.map((row) => toView(row, credit)) };
}

const forbidden = () => new AppError(403, 'forbidden', 'You do not have access to this');

/** The back office's side of the guarantee is admins' only: checked here as well as by the route's access. */
function requireAdmin(viewer: Viewer): void {
  if (viewer.role !== 'admin') throw forbidden();
}

const pendingRefusal = () => new AppError(409, 'request_pending', 'A request for this game is already waiting for our team.');

export interface GuaranteeDeps {
  db: Database;
  baseUrl: string;
  supportEmail: string;
}

/** The 7-day satisfaction guarantee: customers ask for reprocessing or a refund, admins decide. */
export function createGuarantee({ db, baseUrl, supportEmail }: GuaranteeDeps) {
  const gameUrl = (gameId: string) => `${baseUrl}/games/${gameId}`;

  /** Requests with their game, customer and decider, as the back office shows them. */
  async function selectForAdmin(where: SQL | undefined, order: SQL): Promise<AdminGuaranteeRequest[]> {
    const decider = alias(users, 'decider');
    const rows = await db
      .select({
        request: guaranteeRequests,
        game: { id: games.id, name: games.name, completedAt: games.completedAt },
        customer: { name: users.name, email: users.email },
        deciderName: decider.name,
        creditState: creditSpends.state,
        creditPurchase: {
          id: purchases.id,
          status: purchases.status,
          games: purchases.gamesIncluded,
          refundedGames: purchases.refundedGames,
        },
      })
      .from(guaranteeRequests)
      .innerJoin(games, eq(games.id, guaranteeRequests.gameId))
      .innerJoin(users, eq(users.id, sql`coalesce(${guaranteeRequests.actorId}, ${guaranteeRequests.organizationId})`))
      .leftJoin(decider, eq(decider.id, guaranteeRequests.decidedBy))
      .leftJoin(creditSpends, eq(creditSpends.gameId, guaranteeRequests.gameId))
      .leftJoin(purchases, eq(purchases.id, creditSpends.purchaseId))
      .where(where)
      .orderBy(order)
      .limit(LIST_LIMIT);
    const outcomes = await Promise.all(
      rows.map(async ({ request, creditState, creditPurchase }) => {
        if (request.kind !== 'refund' || request.status === 'declined') return null;
        if (request.status === 'pending') return creditOutlook(db, request.gameId);
        const credit = gameCredit(creditState, creditPurchase?.status ?? null);
        return credit?.state === 'withheld' ? credit.because : credit?.state === 'returned' ? 'returned' : 'none';
      }),
    );
    return rows.map(({ request, game, customer, deciderName, creditPurchase }, index) => ({
      credit:
        request.kind === 'refund'
          ? { purchase: creditPurchase?.id ? creditPurchase : null, outcome: outcomes[index] ?? 'none' }
          : null,
      id: request.id,
      kind: request.kind,
      reason: request.reason,
      status: request.status,
      createdAt: request.createdAt,
      game: { ...game, guaranteeEndsAt: game.completedAt ? guaranteeEndsAt(game.completedAt) : null },
      customer,
      decision:
        request.status === 'pending'
          ? null
          : { note: request.decisionNote, decidedAt: request.decidedAt, decidedBy: deciderName },
    }));
  }

  return {
    /**
     * The owner of a delivered game asks, within the window, for it to be reprocessed or its credit refunded.
     * The request, the customer's receipt, support's notice and the audit row are written together; the game
     * row is locked, so the checks and the insert see one state.
     */
    async request(
      viewer: Viewer,
      gameId: string,
      input: { kind: GuaranteeKind; reason: string },
      now = new Date(),
    ): Promise<GuaranteeRequestView> {
      try {
        return await db.transaction(async (tx) => {
          const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
          if (!game || !memberMayReadGame(viewer, game)) throw new AppError(404, 'not_found', 'Game not found');
          requireCan(viewer, 'manage');
          const window = guaranteeWindow(game, now);
          if (!window.endsAt) throw new AppError(409, 'not_delivered', 'The guarantee starts when the box score is delivered.');
          if (!window.open) throw new AppError(409, 'guarantee_ended', guaranteeEndedMessage(window.endsAt));
          const earlier = await tx.select().from(guaranteeRequests).where(eq(guaranteeRequests.gameId, gameId));
          if (earlier.some((row) => row.status === 'pending')) throw pendingRefusal();
          if (earlier.some((row) => row.kind === 'refund' && row.status === 'approved'))
            throw new AppError(409, 'already_refunded', "This game's credit was already refunded.");
          if (input.kind === 'reprocess' && game.footageDeletedAt)
            throw new AppError(409, 'footage_deleted', 'The footage of this game was deleted, so it cannot be reprocessed.');

          const [row] = await tx
            .insert(guaranteeRequests)
            .values({ gameId, organizationId: game.organizationId, actorId: viewer.id, kind: input.kind, reason: input.reason })
            .returning();
          if (!row) throw new Error('the guarantee request was not stored');
          const [customer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, viewer.id));
          if (!customer) throw new Error(`user ${viewer.id} not found`);
          const facts = {
            userName: customer.name,
            userEmail: customer.email,
            gameName: game.name,
            kind: input.kind,
            reason: input.reason,
            gameUrl: gameUrl(gameId),
            requestsUrl: `${baseUrl}/admin/requests`,
          };
          await queueEmail(tx, { to: customer.email, kind: 'guarantee_requested', ...renderGuaranteeReceivedEmail(facts) });
          await queueEmail(tx, {
            to: supportEmail,
            kind: 'guarantee_requested_support',
            replyTo: customer.email,
            ...renderGuaranteeRequestedSupportEmail(facts),
          });
          await recordAudit(tx, {
            actor: viewer,
            action: 'guarantee.requested',
            targetType: 'guarantee_request',
            targetId: row.id,
            // The reason stays in guarantee_requests, which goes with the game; the audit log outlives both.
            details: { gameId, kind: input.kind },
          });
          return toView(row);
        });
      } catch (error) {
        // Two requests sent at once: the partial unique index lets one in.
        if (isUniqueViolation(error)) throw pendingRefusal();
        throw error;
      }
    },

    /** The back office's list: pending requests oldest first (a queue), decided ones newest first. */
    async list(viewer: Viewer, status: GuaranteeStatus | 'all'): Promise<AdminGuaranteeRequest[]> {
      requireAdmin(viewer);
      return selectForAdmin(
        status === 'all' ? undefined : eq(guaranteeRequests.status, status),
        status === 'pending' ? asc(guaranteeRequests.createdAt) : desc(guaranteeRequests.createdAt),
      );
    },

    /**
     * An admin approves or declines a pending request. The request row is locked first, so of two admins
     * deciding at once one wins and the other is told it was decided; the credit, the reopening, the e-mail and
     * the audit row commit with the decision.
     */
    async decide(admin: Viewer, requestId: string, decision: Decision): Promise<AdminGuaranteeRequest> {
      requireAdmin(admin);
      const problem = decisionNoteProblem(decision.decision, decision.note);
      if (problem) throw new AppError(400, 'invalid_note', problem, { fields: { note: problem } });
      const note = decision.note?.trim() || null;
      await db.transaction(async (tx) => {
        const [request] = await tx.select().from(guaranteeRequests).where(eq(guaranteeRequests.id, requestId)).for('update');
        if (!request) throw new AppError(404, 'not_found', 'Request not found');
        if (request.status !== 'pending')
          throw new AppError(409, 'already_decided', `This request was already ${request.status}.`);
        const [game] = await tx.select({ name: games.name }).from(games).where(eq(games.id, request.gameId));
        // The member who asked, or the organization's owner; support's own address when nobody is left to tell.
        const customer = (await organizationContact(tx, request.organizationId, request.actorId)) ?? {
          name: 'Customer',
          email: supportEmail,
        };
        if (!game) throw new Error(`guarantee request ${requestId} lost its game`);

        const status = decision.decision === 'approve' ? 'approved' : 'declined';
        await tx
          .update(guaranteeRequests)
          .set({ status, decisionNote: note, decidedBy: admin.id, decidedAt: new Date() })
          .where(eq(guaranteeRequests.id, requestId));
        const audit = { actor: admin, targetType: 'guarantee_request', targetId: requestId } as const;

        if (decision.decision === 'decline') {
          await queueEmail(tx, {
            to: customer.email,
            kind: 'guarantee_declined',
            ...renderGuaranteeDeclinedEmail({
              userName: customer.name,
              gameName: game.name,
              kind: request.kind,
              note: note ?? '',
              gameUrl: gameUrl(request.gameId),
              contactUrl: `${baseUrl}/contact`,
            }),
          });
          await recordAudit(tx, {
            ...audit,
            action: 'guarantee.declined',
            details: { gameId: request.gameId, kind: request.kind, note },
          });
        } else if (request.kind === 'refund') {
          const credit = await returnCredit(tx, {
            gameId: request.gameId,
            reason: 'guarantee_refund',
            actorId: admin.id,
            // A fixed note: the ledger is kept after the account is deleted, so it holds none of the customer's words.
            note: `Guarantee refund approved (request ${requestId})`,
          });
          await queueEmail(tx, {
            to: customer.email,
            kind: 'guarantee_refunded',
            ...renderGuaranteeRefundedEmail({
              userName: customer.name,
              gameName: game.name,
              credit,
              dashboardUrl: `${baseUrl}/dashboard`,
            }),
          });
          await recordAudit(tx, {
            ...audit,
            action: 'guarantee.approved',
            details: {
              gameId: request.gameId,
              kind: request.kind,
              creditsReturned: credit.outcome === 'returned' ? 1 : 0,
              ...(credit.outcome === 'withheld' && { creditWithheldBecause: credit.because }),
              note,
            },
          });
        } else {
          await reopenDeliveredGame(
            tx,
            {
              gameId: request.gameId,
              reason: `Reprocessing requested by the customer: ${request.reason}`,
              actor: admin,
              cause: 'guarantee',
            },
            baseUrl,
          );
          await recordAudit(tx, {
            ...audit,
            action: 'guarantee.approved',
            details: { gameId: request.gameId, kind: request.kind, note },
          });
        }
      });
      const [decided] = await selectForAdmin(eq(guaranteeRequests.id, requestId), desc(guaranteeRequests.createdAt));
      if (!decided) throw new Error(`guarantee request ${requestId} vanished`);
      return decided;
    },
  };
}

export type Guarantee = ReturnType<typeof createGuarantee>;
