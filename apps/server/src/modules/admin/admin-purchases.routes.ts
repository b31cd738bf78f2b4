import { adminReasonSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PACKAGE_TYPES, PAYMENT_PROVIDERS, PURCHASE_STATUSES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { PURCHASE_FILTERS, createAdminPurchases } from './admin-purchases.service.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { keysetPage, keysetQuery, searchQuery } from '../../lib/keyset-query.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The most games one purchase holds is far below this; it only bounds the number a client may send. */
const MAX_GAMES = 1000;
const GAMES_MESSAGE = 'Enter the number of games to refund: a whole number, at least 1.';

const purchaseParams = z.object({ id: z.uuid() });

const purchaseRowSchema = z.object({
  id: z.uuid(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  packageType: z.enum(PACKAGE_TYPES),
  packageLabel: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  games: z.number().int(),
  unitAmountCents: z.number().int(),
  amountCents: z.number().int().describe('Cents (AUD) charged'),
  status: z.enum(PURCHASE_STATUSES),
  refundedGames: z.number().int(),
  refundedCents: z.number().int(),
  refundShortfall: z.number().int().describe('Games refunded that could not be taken back: the customer had used them'),
  customerBalance: z.number().int().describe("The customer's games remaining now"),
  creditsUnspent: z.number().int().describe("The purchase's credits not spent yet"),
  creditsTakeable: z
    .number()
    .int()
    .describe("What a refund could take back now: the purchase's unspent credits, and other credits to pay for its games used"),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
});

const refundSchema = z.object({
  id: z.uuid(),
  games: z.number().int(),
  amountCents: z.number().int(),
  creditsTaken: z.number().int().describe('Unspent credits taken back from the customer'),
  shortfall: z.number().int().describe('Games already used, which could not be taken back'),
  providerRefundId: z.string().nullable(),
  reason: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  createdAt: z.date(),
});

const previewSchema = z.object({
  games: z.number().int(),
  amountCents: z.number().int(),
  creditsTaken: z.number().int(),
  shortfall: z.number().int(),
});

/** The back office's purchases (`/api/admin/purchases`): admins only; every refund is in the audit log. */
export const adminPurchasesRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, purchases, onMailQueued }) => {
  const adminPurchases = createAdminPurchases({ db });

  app.get(
    '/admin/purchases',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Purchases whose customer's e-mail or name contains `q`, newest first, 50 a page",
        querystring: z.object({
          q: searchQuery,
          status: z.enum(PURCHASE_FILTERS).optional().describe('`partly_refunded`: completed, with some games refunded'),
          ...keysetQuery,
        }),
        response: { 200: z.object({ purchases: z.array(purchaseRowSchema), ...keysetPage }), ...errors },
      },
    },
    async (request) => adminPurchases.search(viewerOf(request), request.query),
  );

  app.get(
    '/admin/purchases/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'A purchase, its refunds, and what refunding `games` of it (default: all left) would do now',
        params: purchaseParams,
        querystring: z.object({ games: z.coerce.number().int().min(1).max(MAX_GAMES).optional() }),
        response: {
          200: z.object({
            purchase: purchaseRowSchema,
            gamesLeftToRefund: z.number().int(),
            refunds: z.array(refundSchema),
            preview: previewSchema.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) => adminPurchases.get(viewerOf(request), request.params.id, request.query.games),
  );

  app.post(
    '/admin/purchases/:id/refunds',
    {
      config: { access: 'admin' },
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Refund some or all of the games left in a purchase through its provider, taking back their unspent credits',
        description:
          'The amount is the games at the price paid per game; the refund of the last games returns what remains. ' +
          'Credits the customer has already used cannot be taken back: the answer gives that shortfall. ' +
          '409 when the purchase is not completed or has fewer games left; 502 when the provider refuses (nothing changes).',
        params: purchaseParams,
        body: z.object({
          games: z.number({ error: GAMES_MESSAGE }).int(GAMES_MESSAGE).min(1, GAMES_MESSAGE).max(MAX_GAMES, GAMES_MESSAGE),
          reason: adminReasonSchema,
        }),
        response: {
          201: z.object({ refund: refundSchema, purchase: purchaseRowSchema }),
          ...errors,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { refund } = await purchases.refundGames(viewer, request.params.id, request.body);
      await onMailQueued();
      return reply.status(201).send({
        refund: { ...refund, actor: { id: viewer.id, name: viewer.name } },
        purchase: await adminPurchases.row(viewer, request.params.id),
      });
    },
  );
};
