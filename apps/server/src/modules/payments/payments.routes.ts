import { PACKAGE_LABELS, PLAN_IDS } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PACKAGE_TYPES, PURCHASE_STATUSES } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { errorBody, errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { addressBucket, takeSlot } from '../auth/throttle.js';
import { keysetPage, keysetQuery } from '../../lib/keyset-query.js';
import { PURCHASES_PAGE_SIZE, type Purchase, type Purchases } from './purchases.service.js';

export interface PaymentsRoutesOptions {
  purchases: Purchases;
  /** Where the checkout throttle counts (shared by every server). */
  db: Database;
  /** Serve the test-mode checkout page's calls (only when no Stripe key is set). */
  testMode: boolean;
  /** Called after a purchase is credited, so its receipt goes out now rather than at the next sweep. */
  onMailQueued: () => Promise<void>;
}

/** Provider session ids are printable ASCII (Stripe's `cs_test_…`, our test provider's uuid). */
const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/, 'Not a checkout session id');

/** Checkouts a customer may start per hour, and from one IP address (a card-testing script starts many). */
const CHECKOUTS_PER_USER = { max: 20, seconds: 3600 };
const CHECKOUTS_PER_IP = { max: 60, seconds: 3600 };

const purchaseSchema = z.object({
  id: z.uuid(),
  packageType: z.enum(PACKAGE_TYPES),
  purchaseDate: z.iso.datetime({ offset: true }),
  /** Cents (AUD) charged; null when nothing was charged. */
  amountPaidCents: z.number().int().nullable(),
  gamesIncluded: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  /** Games refunded so far: a purchase refunded in part stays completed. */
  refundedGames: z.number().int(),
});

const toPurchaseView = (purchase: Purchase): z.infer<typeof purchaseSchema> => ({
  id: purchase.id,
  packageType: purchase.packageType,
  purchaseDate: purchase.createdAt.toISOString(),
  amountPaidCents: purchase.amountCents > 0 ? purchase.amountCents : null,
  gamesIncluded: purchase.gamesIncluded,
  status: purchase.status,
  refundedGames: purchase.refundedGames,
});

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { purchases, db } = options;

  app.post(
    '/checkout/sessions',
    {
      config: { access: 'customer' },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['payments'],
        summary: 'Start a checkout for a package of games',
        description:
          'The amount is computed on the server from the package and game count; any price or user id sent is ignored.',
        body: z.object({ packageType: z.enum(PLAN_IDS), quantity: z.number().int() }),
        response: {
          201: z.object({ sessionId: z.string(), url: z.url() }),
          ...errors,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = viewerOf(request);
      const allowed =
        (await takeSlot(db, `checkout:user:${user.id}`, CHECKOUTS_PER_USER)) &&
        (await takeSlot(db, addressBucket('checkout:ip', request.ip), CHECKOUTS_PER_IP));
      if (!allowed)
        return reply.status(429).send(errorBody('rate_limited', 'Too many checkouts started. Please try again in an hour.'));
      return reply.status(201).send(await purchases.startCheckout(user, request.body));
    },
  );

  app.post(
    '/checkout/session-status',
    {
      config: { access: 'customer' },
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['payments'],
        summary: 'Whether a checkout session has been paid (and its games credited)',
        body: z.object({ sessionId: sessionIdSchema }),
        response: { 200: z.object({ paid: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const paid = await purchases.sessionStatus(viewerOf(request), request.body.sessionId);
      await options.onMailQueued();
      return { paid };
    },
  );

  app.get(
    '/purchases',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['payments'],
        summary: `The signed-in customer's purchase history, newest first, ${String(PURCHASES_PAGE_SIZE)} a page`,
        querystring: z.object(keysetQuery),
        response: {
          200: z.object({ purchases: z.array(purchaseSchema), ...keysetPage }),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const page = await purchases.list(viewerOf(request), request.query.cursor);
      return { purchases: page.purchases.map(toPurchaseView), nextCursor: page.nextCursor };
    },
  );

  if (!options.testMode) return;

  const testSessionParams = z.object({ sessionId: sessionIdSchema });
  const redirectSchema = z.object({ redirectUrl: z.url() });

  app.get(
    '/checkout/test-sessions/:sessionId',
    {
      config: { access: 'customer' },
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
      const purchase = await purchases.testSession(viewerOf(request), request.params.sessionId);
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
      config: { access: 'customer' },
      schema: {
        tags: ['payments'],
        summary: 'Pay a test-mode checkout session (no money moves)',
        params: testSessionParams,
        response: { 200: redirectSchema, ...errors },
      },
    },
    async (request) => {
      const redirectUrl = await purchases.payTestSession(viewerOf(request), request.params.sessionId);
      await options.onMailQueued();
      return { redirectUrl };
    },
  );

  app.post(
    '/checkout/test-sessions/:sessionId/cancel',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['payments'],
        summary: 'Leave a test-mode checkout session without paying',
        params: testSessionParams,
        response: { 200: redirectSchema, ...errors },
      },
    },
    async (request) => {
      return { redirectUrl: await purchases.cancelTestSession(viewerOf(request), request.params.sessionId) };
    },
  );
};
