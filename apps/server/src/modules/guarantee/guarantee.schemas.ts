import { z } from 'zod';
import { GUARANTEE_KINDS, GUARANTEE_STATUSES } from '../../db/schema.js';
import { gameCreditSchema } from '../credits/credits.schemas.js';
import type { GuaranteeRequestView } from './guarantee.service.js';

/** A guarantee request as its game's page shows it. */
export const guaranteeRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(GUARANTEE_KINDS),
  reason: z.string(),
  status: z.enum(GUARANTEE_STATUSES),
  /** The admin's note with the decision (always given with a decline). */
  decisionNote: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** An approved refund: what became of the game's credit. */
  credit: gameCreditSchema,
});

export const toGuaranteeRequestResponse = (request: GuaranteeRequestView): z.infer<typeof guaranteeRequestSchema> => ({
  ...request,
  createdAt: request.createdAt.toISOString(),
  decidedAt: request.decidedAt?.toISOString() ?? null,
});
