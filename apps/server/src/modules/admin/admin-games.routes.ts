import { GAME_STATUSES, adminReasonSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { gameCreditSchema } from '../credits/credits.schemas.js';
import { viewerOf } from '../../plugins/access.js';
import { createAdminGames, type AdminGameEntry } from './admin-games.service.js';
import type { BackOfficeDeps } from '../../back-office.js';

const timestamp = z.iso.datetime({ offset: true });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const gameParams = z.object({ id: z.uuid() });
const reasonBody = z.object({ reason: adminReasonSchema });

const adminGameSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(GAME_STATUSES),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  analyst: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: timestamp,
  dueAt: timestamp.nullable(),
  overdue: z.boolean().describe('Past its due time and not yet delivered (queued to in review)'),
  completedAt: timestamp.nullable().describe('When it was (last) delivered'),
  deliveries: z.number().int().describe('How many times its box score was delivered: 0 never, 2 or more once corrected'),
  failureReason: z.string().nullable().describe('Why it failed or was cancelled'),
  reopenReason: z.string().nullable().describe('Why a delivered game is being corrected'),
  footageDeletedAt: timestamp.nullable(),
  pendingGuaranteeRequest: z.boolean(),
  /** What became of the game's credit (after a cancel: returned, or withheld because its payment was refunded). */
  credit: gameCreditSchema,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;
const toView = (game: AdminGameEntry): z.infer<typeof adminGameSchema> => ({
  ...game,
  createdAt: game.createdAt.toISOString(),
  dueAt: iso(game.dueAt),
  completedAt: iso(game.completedAt),
  footageDeletedAt: iso(game.footageDeletedAt),
});

/** The back office's games (`/api/admin/games`): the list, reassigning, cancelling and reopening. Admins only. */
export const adminGamesRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, config, onMailQueued }) => {
  const adminGames = createAdminGames({ db, baseUrl: config.baseUrl });

  app.get(
    '/admin/games',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every game, newest first (overdue ones earliest due first), 50 a page',
        querystring: z.object({
          status: z.enum(GAME_STATUSES).optional(),
          overdue: z.enum(['true', 'false']).optional(),
          q: z.string().max(200).optional().describe("Part of the game's name or of the customer's e-mail address"),
          cursor: z.uuid().optional().describe('`nextCursor` of the previous page'),
        }),
        response: { 200: z.object({ games: z.array(adminGameSchema), nextCursor: z.uuid().nullable() }), ...errors },
      },
    },
    async (request) => {
      const { status, overdue, q, cursor } = request.query;
      const page = await adminGames.list(viewerOf(request), { status, overdue: overdue === 'true', q, cursor });
      return { games: page.games.map(toView), nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/admin/games/:id/assign',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Give a ready or claimed game to an analyst',
        params: gameParams,
        body: z.object({ analystId: z.string().min(1).max(64) }),
        response: { 200: adminGameSchema, ...errors },
      },
    },
    async (request) => toView(await adminGames.assign(viewerOf(request), request.params.id, request.body.analystId)),
  );

  app.post(
    '/admin/games/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Cancel a game not yet delivered: its credit goes back and its customer is e-mailed',
        params: gameParams,
        body: reasonBody,
        response: { 200: adminGameSchema, ...errors },
      },
    },
    async (request) => {
      const game = await adminGames.cancel(viewerOf(request), request.params.id, request.body.reason);
      await onMailQueued();
      return toView(game);
    },
  );

  app.post(
    '/admin/games/:id/reopen',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Send a delivered game back to analysis for correction; its customer is told',
        params: gameParams,
        body: reasonBody,
        response: { 200: adminGameSchema, ...errors },
      },
    },
    async (request) => {
      const game = await adminGames.reopen(viewerOf(request), request.params.id, request.body.reason);
      await onMailQueued();
      return toView(game);
    },
  );
};
