import { PACKAGE_LABELS, PLAN_IDS } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PACKAGE_TYPES, PURCHASE_STATUSES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { requireRole, requireUser, type CurrentUser } from '../auth/require-user.js';
import type { Purchase, Purchases } from './purchases.service.js';

export interface PaymentsRoutesOptions {
  purchases: Purchases;
  currentUser: CurrentUser;
  /** Serve the test-mode checkout page's calls (only when no Stripe key is set). */
  testMode: boolean;
  /** Called after a purchase is credited, so its receipt goes out now rather than at the next sweep. */
  onMailQueued: () => Promise<void>;
}

const sessionIdSchema = z.string().min(1).max(255);

const purchaseSchema = z.object({
  id: z.uuid(),
  packageType: z.enum(PACKAGE_TYPES),
  purchaseDate: z.iso.datetime({ offset: true }),
  /** Cents (AUD) charged; null when nothing was charged. */
  amountPaidCents: z.number().int().nullable(),
  gamesIncluded: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
});

const toPurchaseView = (purchase: Purchase): z.infer<typeof purchaseSchema> => ({
  id: purchase.id,
  packageType: purchase.packageType,
  purchaseDate: purchase.createdAt.toISOString(),
  amountPaidCents: purchase.amountCents > 0 ? purchase.amountCents : null,
  gamesIncluded: purchase.gamesIncluded,
  status: purchase.status,
});

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { purchases, currentUser } = options;

  app.post(
    '/checkout/sessions',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a checkout for a package of games',
        description:
          'The amount is computed on the server from the package and game count; any price or user id sent is ignored.',
        body: z.object({ packageType: z.enum(PLAN_IDS), quantity: z.number().int() }),
        response: { 201: z.object({ sessionId: z.string(), url: z.url() }), ...errors, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(currentUser, request);
      return reply.status(201).send(await purchases.startCheckout(user, request.body));
    },
  );

  app.post(
    '/checkout/session-status',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether a checkout session has been paid (and its games credited)',
        body: z.object({ sessionId: sessionIdSchema }),
        response: { 200: z.object({ paid: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(currentUser, request);
      const paid = await purchases.sessionStatus(user.id, request.body.sessionId);
      await options.onMailQueued();
      return { paid };
    },
  );

  app.get(
    '/purchases',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in customer's purchase history, newest first",
        response: { 200: z.object({ purchases: z.array(purchaseSchema) }), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(currentUser, request);
      return { purchases: (await purchases.list(user.id)).map(toPurchaseView) };
    },
  );

  app.post(
    '/admin/purchases/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund a purchase through its provider and take back its unused games',
        params: z.object({ id: z.uuid() }),
        response: {
          200: purchaseSchema.extend({ refundShortfall: z.number().int() }),
          ...errors,
          403: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = await requireRole(currentUser, request, ['admin']);
      const purchase = await purchases.refundByAdmin(request.params.id, admin.id);
      return { ...toPurchaseView(purchase), refundShortfall: purchase.refundShortfall };
    },
  );

  if (!options.testMode) return;

  const testSessionParams = z.object({ sessionId: sessionIdSchema });
  const redirectSchema = z.object({ redirectUrl: z.url() });

  app.get(
    '/checkout/test-sessions/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary: 'A test-mode checkout session, for the TEST MODE payment page',
        params: testSessionParams,
        response: {
          200: z.object({
            sessionId: z.string(),
            packageLabel: z.string(),
            games: z.number().int(),
            unitAmountCents: z.number().int(),
            amountCents: z.number().int(),
            status: z.enum(PURCHASE_STATUSES),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await requireUser(currentUser, request);
      const purchase = await purchases.testSession(user.id, request.params.sessionId);
      return {
        sessionId: request.params.sessionId,
        packageLabel: PACKAGE_LABELS[purchase.packageType],
        games: purchase.gamesIncluded,
        unitAmountCents: purchase.unitAmountCents,
        amountCents: purchase.amountCents,
        status: purchase.status,
      };
    },
  );

  app.post(
    '/checkout/test-sessions/:sessionId/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay a test-mode checkout session (no money moves)',
        params: testSessionParams,
        response: { 200: redirectSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(currentUser, request);
      const redirectUrl = await purchases.payTestSession(user.id, request.params.sessionId);
      await options.onMailQueued();
      return { redirectUrl };
    },
  );

  app.post(
    '/checkout/test-sessions/:sessionId/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Leave a test-mode checkout session without paying',
        params: testSessionParams,
        response: { 200: redirectSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(currentUser, request);
      return { redirectUrl: await purchases.cancelTestSession(user.id, request.params.sessionId) };
    },
  );
};
