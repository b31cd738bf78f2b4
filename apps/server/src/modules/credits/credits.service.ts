import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { creditLedger, profiles, type CreditReason } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

export interface CreditChange {
  userId: string;
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
 */
export async function changeCredits(tx: Executor, change: CreditChange): Promise<number> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`Not a credit change: ${change.delta}`);
  const [profile] = await tx
    .update(profiles)
    .set({ gamesRemaining: sql`${profiles.gamesRemaining} + ${change.delta}` })
    .where(and(eq(profiles.userId, change.userId), sql`${profiles.gamesRemaining} + ${change.delta} >= 0`))
    .returning({ gamesRemaining: profiles.gamesRemaining });
  if (!profile) throw new AppError(409, 'no_credits', 'No games remaining');
  await tx.insert(creditLedger).values({
    userId: change.userId,
    delta: change.delta,
    reason: change.reason,
    actorId: change.actorId ?? null,
    purchaseId: change.purchaseId ?? null,
    gameId: change.gameId ?? null,
    note: change.note ?? null,
  });
  return profile.gamesRemaining;
}
