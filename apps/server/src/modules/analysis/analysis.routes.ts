import { gameSetupSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { sendStoredFile } from '../storage/stored-file.js';
import type { Storage } from '../storage/storage.js';
import {
  eventChangeSchema,
  eventInputSchema,
  queueEntrySchema,
  storedEventSchema,
  toEventView,
  workspaceSchema,
} from './analysis.schemas.js';
import { keysetPage, keysetQuery } from '../../lib/keyset-query.js';
import { QUEUE_PAGE_SIZE, type Analysis, type Game } from './analysis.service.js';

export interface AnalysisRoutesOptions {
  analysis: Analysis;
  storage: Storage;
  /** Called after an approval wrote the customer's e-mail. */
  onMailQueued: () => Promise<void>;
}

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const gameParams = z.object({ id: z.uuid() });
const eventParams = z.object({ id: z.uuid(), eventId: z.uuid() });
const statusSchema = z.object({ id: z.uuid(), status: z.string(), analystId: z.string().nullable() });
const toStatus = (game: Game) => ({ id: game.id, status: game.status, analystId: game.analystId });

/**
 * The analysts' workspace API: every route is for analysts and admins only (403 for customers); the service
 * checks the viewer again against the game's row.
 */
export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (app, { analysis, storage, onMailQueued }) => {
  const staff = viewerOf;
  // Every route here is for staff; a route that needs more (assigning) says so itself.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'staff' };
  });

  app.get(
    '/analysis/queue',
    {
      schema: {
        tags: ['analysis'],
        summary: `Games from arrival to approval, the earliest due first, ${String(QUEUE_PAGE_SIZE)} a page`,
        querystring: z.object(keysetQuery),
        response: { 200: z.object({ games: z.array(queueEntrySchema), ...keysetPage }), 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await analysis.queue(staff(request), request.query.cursor);
      return {
        games: page.games.map((game) => ({
          ...game,
          dueAt: game.dueAt?.toISOString() ?? null,
          uploadCompletedAt: game.uploadCompletedAt?.toISOString() ?? null,
        })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/analysis/analysts',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Analysts and admins a game can be assigned to',
        response: {
          200: z.object({
            analysts: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ analysts: await analysis.analysts(staff(request)) }),
  );

  app.post(
    '/analysis/games/:id/claim',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Claim a ready game',
        params: gameParams,
        response: { 200: statusSchema, ...errors },
      },
    },
    async (request) => toStatus(await analysis.claim(staff(request), request.params.id)),
  );

  app.post(
    '/analysis/games/:id/release',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Hand a claimed game back',
        params: gameParams,
        response: { 200: statusSchema, ...errors },
      },
    },
    async (request) => toStatus(await analysis.release(staff(request), request.params.id)),
  );

  app.post(
    '/analysis/games/:id/assign',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['analysis'],
        summary: 'Assign a game to an analyst (admins)',
        params: gameParams,
        body: z.object({ analystId: z.string().min(1).max(64) }),
        response: { 200: statusSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => toStatus(await analysis.assign(staff(request), request.params.id, request.body.analystId)),
  );

  app.get(
    '/analysis/games/:id',
    {
      schema: {
        tags: ['analysis'],
        summary: 'The workspace: game, setup, play-by-play and what the viewer may do',
        params: gameParams,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) => {
      const { game, analystName, events, reportedPlays, rights, suggestedSetup, teamName } = await analysis.workspace(
        staff(request),
        request.params.id,
      );
      return {
        game: {
          id: game.id,
          name: game.name,
          status: game.status,
          source: game.source,
          videoUrl: game.storageKey ? null : game.videoUrl,
          hasFootage: Boolean(game.proxyKey ?? game.storageKey),
          durationSeconds: game.durationSeconds,
          dueAt: game.dueAt?.toISOString() ?? null,
          analystId: game.analystId,
          analystName,
          reopenReason: game.reopenReason,
        },
        setup: game.setup,
        suggestedSetup,
        details: game.details && {
          teamName,
          opponentName: game.details.opponentName,
          playedOn: game.details.playedOn,
          homeAway: game.details.homeAway,
          venue: game.details.venue,
          competition: game.details.competition,
        },
        setupRevision: game.setupRevision,
        eventsVersion: game.eventsVersion,
        events: events.map(toEventView),
        reportedPlays,
        rights,
      };
    },
  );

  app.get(
    '/analysis/games/:id/events',
    {
      schema: {
        tags: ['analysis'],
        summary: 'The play-by-play, if it changed after `since` (a version); workspaces poll it',
        params: gameParams,
        querystring: z.object({ since: z.coerce.number().int().min(0).optional() }),
        response: { 200: z.object({ version: z.number().int(), events: z.array(storedEventSchema).nullable() }), ...errors },
      },
    },
    async (request) => {
      const { version, events } = await analysis.eventsSince(staff(request), request.params.id, request.query.since ?? -1);
      return { version, events: events?.map(toEventView) ?? null };
    },
  );

  app.put(
    '/analysis/games/:id/setup',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Save the setup; 409 when someone else saved since `revision`',
        params: gameParams,
        body: z.object({ setup: gameSetupSchema, revision: z.number().int().min(0) }),
        response: {
          200: z.object({ setup: gameSetupSchema, setupRevision: z.number().int() }),
          400: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const game = await analysis.saveSetup(staff(request), request.params.id, request.body.setup, request.body.revision);
      if (!game.setup) throw new AppError(500, 'setup_lost', 'The setup was not saved');
      return { setup: game.setup, setupRevision: game.setupRevision };
    },
  );

  const eventResult = z.object({ event: storedEventSchema, version: z.number().int() });
  /** An edit's answer: `replayed` when it was a retry of an edit already saved (the version is the game's now). */
  const editResult = eventResult.extend({ replayed: z.boolean().optional() });

  app.post(
    '/analysis/games/:id/events',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Add one play (its id chosen by the workspace, so a retry is harmless)',
        params: gameParams,
        body: eventInputSchema,
        response: { 200: eventResult, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { event, version } = await analysis.addEvent(staff(request), request.params.id, request.body);
      return { event: toEventView(event), version };
    },
  );

  app.patch(
    '/analysis/games/:id/events/:eventId',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Edit one play; 409 when someone else changed it since `revision`',
        params: eventParams,
        body: eventChangeSchema,
        response: { 200: editResult, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, eventId } = request.params;
      const { event, version, replayed } = await analysis.updateEvent(staff(request), id, eventId, request.body);
      return { event: toEventView(event), version, ...(replayed && { replayed }) };
    },
  );

  app.delete(
    '/analysis/games/:id/events/:eventId',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Delete one play; 409 when someone else changed it since `revision`',
        params: eventParams,
        querystring: z.object({ revision: z.coerce.number().int().min(1) }),
        response: { 200: z.object({ version: z.number().int() }), ...errors },
      },
    },
    async (request) => analysis.deleteEvent(staff(request), request.params.id, request.params.eventId, request.query.revision),
  );

  for (const [action, summary] of [
    ['submit', 'Send the tagged game to review'],
    ['send-back', 'Send the game back to its analyst (reviewers)'],
    ['approve', 'Approve the box score: the game is completed and its owner e-mailed (reviewers)'],
  ] as const) {
    app.post(
      `/analysis/games/:id/${action}`,
      { schema: { tags: ['analysis'], summary, params: gameParams, response: { 200: statusSchema, ...errors } } },
      async (request) => {
        const viewer = staff(request);
        const { id } = request.params;
        if (action === 'submit') return toStatus(await analysis.submit(viewer, id));
        if (action === 'send-back') return toStatus(await analysis.sendBack(viewer, id));
        const game = await analysis.approve(viewer, id);
        await onMailQueued();
        return toStatus(game);
      },
    );
  }

  app.get(
    '/analysis/games/:id/video',
    { schema: { tags: ['analysis'], summary: "The analysts' copy of the footage (Range supported)", params: gameParams } },
    async (request, reply) => {
      const game = await analysis.find(staff(request), request.params.id);
      if (game.proxyKey) return sendStoredFile(request, reply, storage, game.proxyKey, 'video/mp4');
      if (game.storageKey) return sendStoredFile(request, reply, storage, game.storageKey, game.contentType ?? 'video/mp4');
      throw new AppError(404, 'not_found', 'This game has no footage yet');
    },
  );

  app.get(
    '/analysis/games/:id/poster',
    { schema: { tags: ['analysis'], summary: 'A frame of the footage, shown before it plays', params: gameParams } },
    async (request, reply) => {
      const game = await analysis.find(staff(request), request.params.id);
      if (!game.posterKey) throw new AppError(404, 'not_found', 'This game has no poster');
      return sendStoredFile(request, reply, storage, game.posterKey, 'image/jpeg');
    },
  );
};
