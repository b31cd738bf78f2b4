import type { GameCredit } from '@courtside/domain';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  creditLedger,
  creditSpends,
  organizations,
  purchases,
  type CreditReason,
  type CreditSpendState,
  type PurchaseStatus,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

// Where a credit comes from (decision 016). A balance is made of lots: each completed purchase's unspent credits
// (`purchases.credits_unspent`) and the rest, credits no purchase stands behind (admin adjustments, demo credits).
// A game's credit is drawn from those without a purchase first, then from the oldest purchase; `credit_spends`
// keeps which, so that when the game ends its credit goes back only if the money for it was not refunded.
// Every change of a customer's credits locks the organization's row first, so two never interleave or deadlock.

export interface CreditChange {
  organizationId: string;
  /** Games added (positive) or taken (negative); never zero. */
  delta: number;
  reason: CreditReason;
  actorId?: string | null;
  purchaseId?: string | null;
  gameId?: string | null;
  note?: string | null;
}

/**
 * Changes a balance and records why, in the caller's transaction. A change that would take the balance
 * below zero changes nothing and throws 'No games remaining' (the decrement is conditional, and a CHECK
 * constraint backs it). Answers the new balance.
 *
 * The purchases' unspent credits are the caller's to move; a decrease that left them more than the balance (an
 * admin taking credits away) takes the difference from them, oldest purchase first, so the credits without a
 * purchase go first. `lotsKept`: the caller has already moved the lots (a spend, a refund), so there is nothing to fit.
 */
export async function changeCredits(tx: Executor, change: CreditChange, lotsKept = false): Promise<number> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`Not a credit change: ${change.delta}`);
  const [balanceRow] = await tx
    .update(organizations)
    .set({ gamesRemaining: sql`${organizations.gamesRemaining} + ${change.delta}` })
    .where(and(eq(organizations.id, change.organizationId), sql`${organizations.gamesRemaining} + ${change.delta} >= 0`))
    .returning({ gamesRemaining: organizations.gamesRemaining });
  if (!balanceRow) throw new AppError(409, 'no_credits', 'No games remaining');
  await tx.insert(creditLedger).values({
    organizationId: change.organizationId,
    delta: change.delta,
    reason: change.reason,
    actorId: change.actorId ?? null,
    purchaseId: change.purchaseId ?? null,
    gameId: change.gameId ?? null,
    note: change.note ?? null,
  });
  if (change.delta < 0 && !lotsKept) await fitLotsToBalance(tx, change.organizationId, balanceRow.gamesRemaining);
  return balanceRow.gamesRemaining;
}

/** The customer's purchases with credits left, oldest first (the order credits are spent in), locked. */
async function purchaseLots(tx: Executor, organizationId: string, except?: string) {
  return tx
    .select({ id: purchases.id, unspent: purchases.creditsUnspent })
    .from(purchases)
    .where(
      and(
        eq(purchases.organizationId, organizationId),
        gt(purchases.creditsUnspent, 0),
        except ? ne(purchases.id, except) : undefined,
      ),
    )
    .orderBy(asc(purchases.completedAt), asc(purchases.id))
    .for('update');
}

async function fitLotsToBalance(tx: Executor, organizationId: string, balance: number) {
  const lots = await purchaseLots(tx, organizationId);
  let excess = lots.reduce((sum, lot) => sum + lot.unspent, 0) - balance;
  for (const lot of lots) {
    if (excess <= 0) break;
    const taken = Math.min(excess, lot.unspent);
    await tx
      .update(purchases)
      .set({ creditsUnspent: lot.unspent - taken })
      .where(eq(purchases.id, lot.id));
    excess -= taken;
  }
}

/** Locks the customer's balance (always the first lock of a credit change) and answers it. */
export async function lockBalance(tx: Executor, organizationId: string): Promise<number> {
  const [balanceRow] = await tx
    .select({ gamesRemaining: organizations.gamesRemaining })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    // Not the key: every row inserted for the organization (a game, a ledger row) holds a key-share lock on it
    // through its foreign key, which FOR UPDATE would wait on (and deadlock with, two uploads at once).
    .for('no key update');
  return balanceRow?.gamesRemaining ?? 0;
}

/**
 * Takes one credit from the balance in spending order (without a purchase first, then the oldest purchase),
 * passing over purchase `except` (a refunded one, whose unspent credits have all been taken back already):
 * answers the purchase it came from, or null. The balance must be locked and at least 1.
 */
async function drawOne(tx: Executor, organizationId: string, balance: number, except?: string): Promise<string | null> {
  const lots = await purchaseLots(tx, organizationId, except);
  const inPurchases = lots.reduce((sum, lot) => sum + lot.unspent, 0);
  if (balance - inPurchases > 0) return null;
  const [oldest] = lots;
  if (!oldest) throw new Error(`no credit to draw for ${organizationId}`);
  await tx
    .update(purchases)
    .set({ creditsUnspent: oldest.unspent - 1 })
    .where(eq(purchases.id, oldest.id));
  return oldest.id;
}

async function unspentOf(tx: Executor, purchaseId: string): Promise<number> {
  const [row] = await tx.select({ unspent: purchases.creditsUnspent }).from(purchases).where(eq(purchases.id, purchaseId));
  return row?.unspent ?? 0;
}

/**
 * A new game takes one credit: 'No games remaining' (409) when there is none. Records the purchase the credit
 * came from. Answers the balance after.
 */
export async function spendCredit(
  tx: Executor,
  spend: { organizationId: string; gameId: string; actorId: string | null },
): Promise<number> {
  const balance = await lockBalance(tx, spend.organizationId);
  if (balance < 1) throw new AppError(409, 'no_credits', 'No games remaining');
  const purchaseId = await drawOne(tx, spend.organizationId, balance);
  await tx.insert(creditSpends).values({ gameId: spend.gameId, organizationId: spend.organizationId, purchaseId });
  return changeCredits(tx, { ...spend, delta: -1, reason: 'upload', purchaseId }, true);
}

/** Why a game's credit did not go back: the money for it had gone back already. */
export type WithheldBecause = 'purchase_refunded' | 'purchase_disputed';

export type CreditReturn =
  | { outcome: 'returned'; gamesRemaining: number }
  | { outcome: 'withheld'; because: WithheldBecause; gamesRemaining: number }
  /** The game took no credit, or its credit has already gone back or been withheld. */
  | { outcome: 'none' };

/**
 * A game ends without its credit's worth (failed, cancelled, abandoned, a guarantee refund): its credit goes back,
 * exactly once, unless the money for it was refunded. Of a purchase's games and credits the customer may hold as
 * many as were paid for (its games less those refunded; none once disputed): when the games still holding its
 * credits and its unspent credits come to more, this game's credit is withheld and the customer holds one fewer.
 */
export async function returnCredit(
  tx: Executor,
  change: { gameId: string; reason: 'upload_refund' | 'guarantee_refund'; actorId: string | null; note?: string | null },
): Promise<CreditReturn> {
  const [spend] = await tx.select().from(creditSpends).where(eq(creditSpends.gameId, change.gameId));
  if (!spend) return returnUnrecordedCredit(tx, change);
  if (spend.state !== 'spent') return { outcome: 'none' };
  const balance = await lockBalance(tx, spend.organizationId);
  const [locked] = await tx.select().from(creditSpends).where(eq(creditSpends.gameId, change.gameId)).for('update');
  if (!locked || locked.state !== 'spent') return { outcome: 'none' };
  const because = locked.purchaseId ? await withholding(tx, locked.purchaseId) : null;
  await tx
    .update(creditSpends)
    .set({ state: because ? 'withheld' : 'returned', endedAt: sql`now()` })
    .where(eq(creditSpends.gameId, change.gameId));
  if (because) return { outcome: 'withheld', because, gamesRemaining: balance };
  if (locked.purchaseId)
    await tx
      .update(purchases)
      .set({ creditsUnspent: sql`${purchases.creditsUnspent} + 1` })
      .where(eq(purchases.id, locked.purchaseId));
  const gamesRemaining = await changeCredits(tx, {
    organizationId: locked.organizationId,
    delta: 1,
    reason: change.reason,
    purchaseId: locked.purchaseId,
    gameId: change.gameId,
    actorId: change.actorId,
    note: change.note,
  });
  return { outcome: 'returned', gamesRemaining };
}

/** A game's credit as customers and admins are told of it, from its spend row and the purchase it came from. */
export function gameCredit(state: CreditSpendState | null, purchaseStatus: PurchaseStatus | null): GameCredit | null {
  if (!state) return null;
  if (state !== 'withheld') return { state };
  return { state, because: purchaseStatus === 'disputed' ? 'purchase_disputed' : 'purchase_refunded' };
}

/**
 * What returnCredit would do now with a game's credit, without changing anything: for the back office to say
 * before an admin decides.
 */
export async function creditOutlook(executor: Executor, gameId: string): Promise<CreditReturn['outcome'] | WithheldBecause> {
  const [spend] = await executor.select().from(creditSpends).where(eq(creditSpends.gameId, gameId));
  if (!spend || spend.state !== 'spent') return 'none';
  return (spend.purchaseId && (await withholding(executor, spend.purchaseId, false))) || 'returned';
}

/** What became of a game's credit, as its customer is told; null for a game that took none. */
export async function gameCreditOf(executor: Executor, gameId: string): Promise<GameCredit | null> {
  const [row] = await executor
    .select({ state: creditSpends.state, purchaseStatus: purchases.status })
    .from(creditSpends)
    .leftJoin(purchases, eq(purchases.id, creditSpends.purchaseId))
    .where(eq(creditSpends.gameId, gameId));
  return row ? gameCredit(row.state, row.purchaseStatus) : null;
}

/**
 * A game with no spend row whose upload the ledger records, and no return: its credit was taken by a server of
 * the release before decision 016, still running while this one migrated. It is recorded now, as a credit no
 * purchase stands behind (the old server did not say which), and returned.
 */
async function returnUnrecordedCredit(tx: Executor, change: Parameters<typeof returnCredit>[1]): Promise<CreditReturn> {
  const rows = await tx
    .select({ organizationId: creditLedger.organizationId, reason: creditLedger.reason })
    .from(creditLedger)
    .where(eq(creditLedger.gameId, change.gameId));
  const upload = rows.find((row) => row.reason === 'upload');
  if (!upload || rows.some((row) => row.reason === 'upload_refund' || row.reason === 'guarantee_refund'))
    return { outcome: 'none' };
  await lockBalance(tx, upload.organizationId);
  const inserted = await tx
    .insert(creditSpends)
    .values({ gameId: change.gameId, organizationId: upload.organizationId, purchaseId: null })
    .onConflictDoNothing()
    .returning({ gameId: creditSpends.gameId });
  return inserted.length > 0 ? returnCredit(tx, change) : { outcome: 'none' };
}

/** Whether one more credit of the purchase would be more than was paid for, and why; null when it would not. */
async function withholding(tx: Executor, purchaseId: string, lock = true): Promise<WithheldBecause | null> {
  const query = tx.select().from(purchases).where(eq(purchases.id, purchaseId));
  const [purchase] = lock ? await query.for('update') : await query;
  if (!purchase) throw new Error(`credit from missing purchase ${purchaseId}`);
  if (purchase.status === 'disputed') return 'purchase_disputed';
  const paid = purchase.status === 'refunded' ? 0 : purchase.gamesIncluded - purchase.refundedGames;
  const [held] = await tx
    .select({ games: count() })
    .from(creditSpends)
    .where(and(eq(creditSpends.purchaseId, purchaseId), eq(creditSpends.state, 'spent')));
  // This game is among the games held; returning its credit keeps the count and adds one unspent credit.
  return (held?.games ?? 0) + purchase.creditsUnspent > paid ? 'purchase_refunded' : null;
}

/** What taking back a refunded purchase's games did: the credits taken, and the games already used (shortfall). */
export interface TakeBack {
  creditsTaken: number;
  shortfall: number;
  gamesRemaining: number;
}

/**
 * Money for `games` of a purchase went back (a refund or a dispute): the purchase's unspent credits are taken
 * back first; then each of its games still holding a credit is paid for with another credit of the balance
 * (without a purchase first, then the oldest purchase), which is taken back in its place. What is left are games
 * used that no credit could pay for: the shortfall. Those games' credits never come back (returnCredit).
 * The caller holds the balance's lock (lockBalance) and the purchase's row lock, in that order.
 */
export async function takeBackPurchase(
  tx: Executor,
  purchase: { id: string; organizationId: string },
  games: number,
  actorId: string | null,
): Promise<TakeBack> {
  let gamesRemaining = await lockBalance(tx, purchase.organizationId);
  const fromPurchase = Math.min(games, await unspentOf(tx, purchase.id));
  if (fromPurchase > 0) {
    await tx
      .update(purchases)
      .set({ creditsUnspent: sql`${purchases.creditsUnspent} - ${fromPurchase}` })
      .where(eq(purchases.id, purchase.id));
    gamesRemaining = await changeCredits(
      tx,
      {
        organizationId: purchase.organizationId,
        delta: -fromPurchase,
        reason: 'purchase_refund',
        purchaseId: purchase.id,
        actorId,
      },
      true,
    );
  }
  let covered = 0;
  const toCover = Math.min(games - fromPurchase, gamesRemaining);
  if (toCover > 0) {
    const held = await tx
      .select({ gameId: creditSpends.gameId })
      .from(creditSpends)
      .where(and(eq(creditSpends.purchaseId, purchase.id), eq(creditSpends.state, 'spent')))
      .orderBy(asc(creditSpends.createdAt), asc(creditSpends.gameId))
      .limit(toCover)
      .for('update');
    for (const { gameId } of held) {
      const from = await drawOne(tx, purchase.organizationId, gamesRemaining, purchase.id);
      await tx.update(creditSpends).set({ purchaseId: from }).where(eq(creditSpends.gameId, gameId));
      gamesRemaining = await changeCredits(
        tx,
        {
          organizationId: purchase.organizationId,
          delta: -1,
          reason: 'purchase_refund',
          purchaseId: purchase.id,
          gameId,
          actorId,
          note: from ? `The game is now paid for by purchase ${from}` : 'The game is now paid for by a credit without a purchase',
        },
        true,
      );
      covered += 1;
    }
  }
  const creditsTaken = fromPurchase + covered;
  return { creditsTaken, shortfall: games - creditsTaken, gamesRemaining };
}
