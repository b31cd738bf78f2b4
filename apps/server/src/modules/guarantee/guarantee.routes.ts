import { decisionNoteSchema, guaranteeReasonSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUARANTEE_KINDS, GUARANTEE_STATUSES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { requestCreditSchema } from '../credits/credits.schemas.js';
import { viewerOf } from '../../plugins/access.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { guaranteeRequestSchema, toGuaranteeRequestResponse } from './guarantee.schemas.js';
import { createGuarantee, type AdminGuaranteeRequest } from './guarantee.service.js';

const adminRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(GUARANTEE_KINDS),
  reason: z.string(),
  status: z.enum(GUARANTEE_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  game: z.object({
    id: z.uuid(),
    name: z.string(),
    /** The game's latest delivery; null while it is being reprocessed. */
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    guaranteeEndsAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** Null while pending. */
  decision: z
    .object({
      note: z.string().nullable(),
      decidedAt: z.iso.datetime({ offset: true }).nullable(),
      /** The deciding admin's name. */
      decidedBy: z.string().nullable(),
    })
    .nullable(),
  /** A refund request's credit: its purchase and what approving does with it (null for reprocessing). */
  credit: requestCreditSchema,
});

const toAdminResponse = (request: AdminGuaranteeRequest): z.infer<typeof adminRequestSchema> => ({
  ...request,
  createdAt: request.createdAt.toISOString(),
  game: {
    ...request.game,
    completedAt: request.game.completedAt?.toISOString() ?? null,
    guaranteeEndsAt: request.game.guaranteeEndsAt?.toISOString() ?? null,
  },
  decision: request.decision && { ...request.decision, decidedAt: request.decision.decidedAt?.toISOString() ?? null },
});

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The 7-day satisfaction guarantee: the customer's request from a game's page, and the admins' decisions. */
export const guaranteeRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, config, onMailQueued }) => {
  const guarantee = createGuarantee({
    db,
    baseUrl: config.baseUrl,
    supportEmail: config.mail.supportEmail,
  });

  app.post(
    '/games/:id/guarantee-requests',
    {
      config: { access: 'customer' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['guarantee'],
        summary: 'Ask, within 7 days of delivery, for a game to be reprocessed or its credit refunded',
        params: z.object({ id: z.uuid() }),
        body: z.object({
          kind: z.enum(GUARANTEE_KINDS),
          reason: guaranteeReasonSchema,
        }),
        response: { 201: guaranteeRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await guarantee.request(viewerOf(request), request.params.id, request.body);
      await onMailQueued();
      return reply.status(201).send(toGuaranteeRequestResponse(created));
    },
  );

  app.get(
    '/admin/guarantee-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Guarantee requests by status (pending by default: oldest first; the others newest first)',
        querystring: z.object({ status: z.enum([...GUARANTEE_STATUSES, 'all']).default('pending') }),
        response: { 200: z.object({ requests: z.array(adminRequestSchema) }), ...errors },
      },
    },
    async (request) => ({ requests: (await guarantee.list(viewerOf(request), request.query.status)).map(toAdminResponse) }),
  );

  app.post(
    '/admin/guarantee-requests/:id/decision',
    {
      config: { access: 'admin' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Approve (a refund returns the credit; reprocessing sends the game back to analysis) or decline (with a note) a pending request',
        params: z.object({ id: z.uuid() }),
        body: z.object({
          decision: z.enum(['approve', 'decline']),
          note: decisionNoteSchema.optional(),
        }),
        response: { 200: adminRequestSchema, ...errors },
      },
    },
    async (request) => {
      const { decision, note } = request.body;
      const decided = await guarantee.decide(
        viewerOf(request),
        request.params.id,
        decision === 'approve' ? { decision, note } : { decision, note: note ?? '' },
      );
      await onMailQueued();
      return toAdminResponse(decided);
    },
  );
};
