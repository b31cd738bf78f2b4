import { z } from 'zod';
import { PURCHASE_STATUSES } from '../../db/schema.js';

/** Why a game's credit did not go back: the money for it had gone back already (decision 016). */
export const withheldBecauseSchema = z.enum(['purchase_refunded', 'purchase_disputed']);

/** What became of the credit a game took. */
export const gameCreditSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('spent') }),
    z.object({ state: z.literal('returned') }),
    z.object({ state: z.literal('withheld'), because: withheldBecauseSchema }),
  ])
  .describe("The game's credit: held by the game, returned to the balance, or withheld because its payment was refunded")
  .nullable();

/** A refund request's credit as the back office sees it before and after deciding. */
export const requestCreditSchema = z
  .object({
    /** The purchase the game's credit came from; null for a credit without a purchase (an adjustment, a demo credit). */
    purchase: z
      .object({ id: z.uuid(), status: z.enum(PURCHASE_STATUSES), games: z.number().int(), refundedGames: z.number().int() })
      .nullable(),
    outcome: z
      .enum(['returned', 'withheld', 'none', 'purchase_refunded', 'purchase_disputed'])
      .describe(
        'Pending: what approving would do; approved: what it did. returned; purchase_refunded or purchase_disputed (withheld, and why); none (no credit to return)',
      ),
  })
  .nullable();
