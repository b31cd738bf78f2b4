import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { createShareLinkBodySchema, shareLinkSchema, toShareLinkView } from '../share-links/share-links.schemas.js';
import { SEASON_DOWNLOADS, sendSeasonDownload } from './season-downloads.js';
import { playerPageSchema, seasonViewSchema } from './season.schemas.js';
import type { Seasons } from './season.service.js';

const teamParams = z.object({ id: z.uuid() });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** A team's season (`/api/teams/:id/season`), its downloads and the owner's share links to it. */
export const seasonRoutes: FastifyPluginAsyncZod<{ seasons: Seasons; baseUrl: string }> = async (app, { seasons, baseUrl }) => {
  app.get(
    '/me/player',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: "A player member's own page: their season line and averages, game log, and shots across their team's games",
        response: { 200: playerPageSchema, ...errors },
      },
    },
    async (request) => seasons.playerPageFor(viewerOf(request)),
  );

  app.get(
    '/teams/:id/season',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: "A team's season from its delivered games: record, results, averages, player lines and game logs",
        params: teamParams,
        response: { 200: seasonViewSchema, ...errors },
      },
    },
    async (request) => seasons.seasonFor(viewerOf(request), request.params.id),
  );

  for (const file of Object.keys(SEASON_DOWNLOADS) as (keyof typeof SEASON_DOWNLOADS)[]) {
    app.get(
      `/teams/:id/${file}`,
      {
        config: { access: 'customer' },
        schema: { tags: ['teams'], summary: SEASON_DOWNLOADS[file].summary, params: teamParams, response: errors },
      },
      async (request, reply) => sendSeasonDownload(reply, await seasons.seasonFor(viewerOf(request), request.params.id), file),
    );
  }

  app.get(
    '/teams/:id/share-links',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['share links'],
        summary: "The owner's read-only links to a team's season, newest first",
        params: teamParams,
        response: { 200: z.object({ links: z.array(shareLinkSchema) }), ...errors },
      },
    },
    async (request) => ({
      links: (await seasons.listShareLinks(viewerOf(request), request.params.id)).map(toShareLinkView),
    }),
  );

  app.post(
    '/teams/:id/share-links',
    {
      config: { access: 'customer' },
      bodyLimit: 1024,
      schema: {
        tags: ['share links'],
        summary: "Create a read-only link to a team's season; its address is shown this once",
        params: teamParams,
        body: createShareLinkBodySchema,
        response: { 201: z.object({ link: shareLinkSchema, url: z.string() }), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { link, token } = await seasons.createShareLink(viewerOf(request), request.params.id, request.body.expiresInDays);
      return reply.status(201).send({ link: toShareLinkView(link), url: `${baseUrl}/s/${token}` });
    },
  );

  app.delete(
    '/teams/:id/share-links/:linkId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['share links'],
        summary: 'Revoke a link to a season: it answers 404 at once',
        params: z.object({ id: z.uuid(), linkId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await seasons.revokeShareLink(viewerOf(request), request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  );
};
