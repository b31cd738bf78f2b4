import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { games } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isActiveAnalyst, lockGame, type Game } from './analysis.service.js';
import { recordAudit } from '../audit/audit.js';
import { keepDeliveredReport } from '../box-scores/box-scores.service.js';
import { organizationContact, queueEmail } from '../mail/mail.service.js';
import { renderGameReopenedEmail } from '../mail/templates/game-reopened.js';

/** A reopened game is promised back within a day, like a new one. */
const CORRECTION_DUE_MS = 24 * 60 * 60 * 1000;

export interface ReopenInput {
  gameId: string;
  /** Why: shown to the analysts, e-mailed to the customer, and kept as the corrected box score's note. */
  reason: string;
  actor: { id: string; role: string };
  /** An admin's own correction, or a customer's reprocess request under the guarantee. */
  cause: 'admin' | 'guarantee';
  /** False when the caller writes the customer an e-mail of its own about the same decision (an accepted play report). */
  notifyCustomer?: boolean;
}

/**
 * Sends a delivered game back to analysis for correction, in the caller's transaction: to the analyst who
 * tagged it when they still can tag (else to the queue), with the reason, due again in 24 hours. The delivered
 * box score stays stored and served until the re-delivery replaces it. The customer is e-mailed (unless the caller
 * e-mails them itself) and the audit row 'game.reopened' is written. A game that is not delivered is refused (409) with nothing changed.
 */
export async function reopenDeliveredGame(tx: Executor, input: ReopenInput, baseUrl: string): Promise<Game> {
  const game = await lockGame(tx, input.gameId);
  if (game.status !== 'completed') throw new AppError(409, 'not_delivered', 'Only a delivered game can be reopened');
  // A game delivered before box scores were stored gets its row now, so the customer keeps it meanwhile.
  const delivered = await keepDeliveredReport(tx, game);
  const tagger = game.analystId && (await isActiveAnalyst(tx, game.analystId)) ? game.analystId : null;
  const now = new Date();
  const [reopened] = await tx
    .update(games)
    .set({
      status: tagger ? 'in_analysis' : 'ready',
      analystId: tagger,
      claimedAt: tagger ? now : null,
      reopenReason: input.reason,
      submittedAt: null,
      reviewerId: null,
      dueAt: new Date(now.getTime() + CORRECTION_DUE_MS),
      updatedAt: now,
    })
    .where(eq(games.id, game.id))
    .returning();
  if (!reopened) throw new AppError(404, 'not_found', 'Game not found');

  const owner = input.notifyCustomer === false ? null : await organizationContact(tx, game.organizationId, game.actorId);
  if (owner) {
    await queueEmail(tx, {
      to: owner.email,
      kind: 'game_reopened',
      ...renderGameReopenedEmail({
        userName: owner.name,
        gameName: game.name,
        reason: input.reason,
        cause: input.cause,
        url: `${baseUrl}/games/${game.id}`,
      }),
    });
  }
  await recordAudit(tx, {
    actor: { id: input.actor.id, role: input.actor.role },
    action: 'game.reopened',
    targetType: 'game',
    targetId: game.id,
    // An admin's reason is theirs to keep on record; a guarantee request's is the customer's own words, which the
    // audit log (kept after an account is deleted) must not hold: it stays on the game, deleted with it.
    details: {
      ...(input.cause === 'admin' && { reason: input.reason }),
      cause: input.cause,
      delivery: delivered?.delivery ?? null,
    },
  });
  return reopened;
}
