import {
  GAME_STATUSES,
  HOME_AWAY,
  customerStatusOf,
  gameDetailsInputSchema,
  toGameDetails,
  videoLinkGameSchema,
} from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { errorResponseSchema } from '../../lib/http.js';
import { gameCreditSchema } from '../credits/credits.schemas.js';
import { viewerOf } from '../../plugins/access.js';
import { guaranteeRequestSchema, toGuaranteeRequestResponse } from '../guarantee/guarantee.schemas.js';
import type { Storage } from '../storage/storage.js';
import { keysetPage, keysetQuery } from '../../lib/keyset-query.js';
import { GAMES_PAGE_SIZE, type ListedGame } from './game-list.js';
import { creationKeyOf } from './game-steps.js';
import { type Games } from './games.service.js';
import { sendStoredFile } from '../storage/stored-file.js';

const gameSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(GAME_STATUSES),
  /** What the customer is shown: every state from queued to in_review is 'processing'. */
  customerStatus: z.enum(['uploading', 'processing', 'completed', 'failed', 'cancelled']),
  source: z.enum(['file', 'url']),
  videoUrl: z.string().nullable(),
  fileSize: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  /** What the customer said at upload; null for games uploaded without details. */
  details: z
    .object({
      teamId: z.string().nullable(),
      opponentName: z.string().nullable(),
      opponentColor: z.string().nullable(),
      playedOn: z.string().nullable(),
      homeAway: z.enum(HOME_AWAY).nullable(),
      venue: z.string().nullable(),
      competition: z.string().nullable(),
    })
    .nullable(),
});

const gamePageSchema = gameSchema.extend({
  teamName: z.string().nullable(),
  /** Players the analyst added to the team's roster when this game was delivered. */
  addedPlayers: z.array(z.object({ id: z.string(), number: z.string(), name: z.string() })),
  /**
   * When the game was (last) delivered; kept while a delivered game is reopened for correction, when its
   * delivered box score is still served.
   */
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  /** The 7-day satisfaction guarantee: when it ends (null before delivery), whether it is open, its requests newest first. */
  guarantee: z.object({
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    open: z.boolean(),
    requests: z.array(guaranteeRequestSchema),
  }),
  /** What became of the game credit it took: held, returned, or withheld because its payment was refunded. */
  credit: gameCreditSchema,
  /** When the footage will be deleted (null once deleted, or while the game is in the works), and when it was. */
  footage: z.object({
    deletesAt: z.iso.datetime({ offset: true }).nullable(),
    deletedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
});

const toGameView = (game: ListedGame): z.infer<typeof gameSchema> => ({
  id: game.id,
  name: game.name,
  status: game.status,
  customerStatus: customerStatusOf(game.status),
  source: game.source,
  videoUrl: game.videoUrl,
  fileSize: game.fileSize,
  durationSeconds: game.durationSeconds,
  failureReason: game.failureReason,
  createdAt: game.createdAt.toISOString(),
  dueAt: game.dueAt?.toISOString() ?? null,
  details: game.details
    ? {
        teamId: game.details.teamId,
        opponentName: game.details.opponentName,
        opponentColor: game.details.opponentColor,
        playedOn: game.details.playedOn,
        homeAway: game.details.homeAway,
        venue: game.details.venue,
        competition: game.details.competition,
      }
    : null,
});

export interface GamesRoutesOptions {
  games: Games;
  storage: Storage;
  /** Called after a link game is created: its fetch (or its e-mails) should start now. */
  onLinkGameCreated: () => Promise<void>;
  /** FOOTAGE_RETENTION_DAYS: a game's page says when its footage will be, or was, deleted. */
  footageRetentionDays: number;
}

export const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { games, storage, onLinkGameCreated, footageRetentionDays },
) => {
  app.post(
    '/games',
    {
      config: { access: 'customer' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['games'],
        summary:
          'Create a game from a video link (YouTube, Vimeo or a direct link to a file); takes one credit. With an Idempotency-Key header, the same request sent again answers the game it made',
        body: videoLinkGameSchema.extend({ details: gameDetailsInputSchema.optional() }),
        response: { 201: gameSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { details, ...link } = request.body;
      const game = await games.createLinkGame(
        viewerOf(request),
        { ...link, ...(details ? { details: toGameDetails(details) } : {}) },
        creationKeyOf(request.headers['idempotency-key']),
      );
      await onLinkGameCreated();
      return reply.status(201).send(toGameView(game));
    },
  );

  app.get(
    '/games',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['games'],
        summary: `The signed-in customer's games, newest first, ${String(GAMES_PAGE_SIZE)} a page, with their counts`,
        querystring: z.object(keysetQuery),
        response: {
          200: z.object({
            games: z.array(gameSchema),
            ...keysetPage,
            counts: z
              .object({ total: z.number().int(), processing: z.number().int() })
              .describe("Of all the customer's games, not only this page's: every game, and those being processed"),
          }),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const page = await games.list(viewerOf(request), request.query.cursor);
      return { games: page.games.map(toGameView), nextCursor: page.nextCursor, counts: page.counts };
    },
  );

  app.get(
    '/games/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['games'],
        summary:
          'One game, with its team, the players added to that roster at delivery, its guarantee and when its footage is deleted',
        params: z.object({ id: z.uuid() }),
        response: { 200: gamePageSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { game, teamName, addedPlayers, guarantee, footage, credit } = await games.view(
        viewerOf(request),
        request.params.id,
        {
          footageRetentionDays,
        },
      );
      return {
        ...toGameView(game),
        teamName,
        addedPlayers,
        credit,
        deliveredAt: game.completedAt?.toISOString() ?? null,
        guarantee: {
          endsAt: guarantee.endsAt?.toISOString() ?? null,
          open: guarantee.open,
          requests: guarantee.requests.map(toGuaranteeRequestResponse),
        },
        footage: { deletesAt: footage.deletesAt?.toISOString() ?? null, deletedAt: footage.deletedAt?.toISOString() ?? null },
      };
    },
  );

  app.get(
    '/games/:id/video',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['games'],
        summary: "A game's footage, with Range support, for its owner and our staff",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const game = await games.watchable(viewerOf(request), request.params.id);
      if (!game.storageKey) throw new AppError(404, 'not_found', 'This game has no footage yet');
      return sendStoredFile(request, reply, storage, game.storageKey, game.contentType ?? 'application/octet-stream');
    },
  );
};
