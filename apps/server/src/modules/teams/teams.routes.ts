import {
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_MESSAGES,
  TEAM_LOGO_TYPES,
  rosterPlayerInputSchema,
  teamInputSchema,
} from '@courtside/domain';
import type { Readable } from 'node:stream';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { Teams } from './teams.service.js';

const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  color: z.string(),
  secondaryColor: z.string().nullable(),
  seasonLabel: z.string().nullable(),
  playersSeeGames: z.boolean().describe("Whether the team's player members read its delivered games (off: their own page only)"),
  logoUrl: z
    .string()
    .nullable()
    .describe("Where the owner reads the team's logo (`GET /api/teams/{id}/logo?v=…`, a new address per logo); null without one"),
  createdAt: z.date(),
});
const playerSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  archived: z.boolean(),
});
const teamParams = z.object({ id: z.uuid() });
const playerParams = z.object({ id: z.uuid(), playerId: z.uuid() });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
/** An image's bytes, as the logo route's own content-type parser hands them over. */
const logoBody = z
  .custom<Buffer>((body) => Buffer.isBuffer(body), { message: TEAM_LOGO_MESSAGES.wrongType })
  .meta({ type: 'string', format: 'binary', description: 'The image file itself (PNG, JPEG or WebP, at most 512 KB)' });
const logoImage = z.custom<Readable>().meta({ type: 'string', format: 'binary' });
/** A roster file is small: 60 players of 100-character names fit many times over. */
const CSV_LIMIT = 64 * 1024;

/** A customer's teams and rosters (`/api/teams`): each customer sees and changes only their own. */
export const teamsRoutes: FastifyPluginAsyncZod<{ teams: Teams }> = async (app, { teams }) => {
  app.get(
    '/teams',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: 'My teams, newest first',
        response: { 200: z.object({ teams: z.array(teamSchema) }), ...errors },
      },
    },
    async (request) => ({ teams: await teams.list(viewerOf(request)) }),
  );

  app.post(
    '/teams',
    {
      config: { access: 'customer' },
      schema: { tags: ['teams'], summary: 'Create a team', body: teamInputSchema, response: { 201: teamSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await teams.create(viewerOf(request), request.body)),
  );

  app.get(
    '/teams/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: 'A team and its roster (active players first, by number; archived after)',
        params: teamParams,
        response: { 200: teamSchema.extend({ players: z.array(playerSchema) }), ...errors },
      },
    },
    async (request) => teams.get(viewerOf(request), request.params.id),
  );

  app.put(
    '/teams/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: "Change a team's name, colours or season",
        params: teamParams,
        body: teamInputSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => teams.update(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/teams/:id/players',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: 'Add a player to the roster (409 when the number is worn by an active player)',
        params: teamParams,
        body: rosterPlayerInputSchema,
        response: { 201: playerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await teams.addPlayer(viewerOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/teams/:id/players/:playerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: 'Edit a player, archive one who left (`archived: true`; their games keep them) or bring one back',
        params: playerParams,
        body: rosterPlayerInputSchema.partial().extend({ archived: z.boolean().optional() }),
        response: { 200: playerSchema, ...errors },
      },
    },
    async (request) => teams.updatePlayer(viewerOf(request), request.params.id, request.params.playerId, request.body),
  );

  app.post(
    '/teams/:id/players/import',
    {
      config: { access: 'customer' },
      bodyLimit: CSV_LIMIT + 1024,
      schema: {
        tags: ['teams'],
        summary: 'Import a roster CSV (columns number, name, position): every player or none',
        description: 'A file with any bad line imports nothing; the answer lists each bad line in `error.fields`.',
        params: teamParams,
        body: z.object({ csv: z.string().max(CSV_LIMIT, 'A roster file can be at most 64 KB') }),
        response: { 201: z.object({ added: z.array(playerSchema) }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await teams.importRoster(viewerOf(request), request.params.id, request.body.csv)),
  );

  await app.register(teamLogoRoutes, { teams });
};

/**
 * A team's logo (`/api/teams/:id/logo`). Its own plugin, so the parser that takes a raw image body and the
 * error handler that names the size limit apply to these routes alone.
 */
const teamLogoRoutes: FastifyPluginAsyncZod<{ teams: Teams }> = async (app, { teams }) => {
  // The body is buffered up to the limit and no further; its type is read from its bytes by the service.
  app.addContentTypeParser(
    [...TEAM_LOGO_TYPES],
    { parseAs: 'buffer', bodyLimit: TEAM_LOGO_MAX_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.setErrorHandler((error: FastifyError) => {
    // Fastify's own answers name no limit or type; these say what the page says. Anything else goes on to
    // the application's error handler.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'logo_too_large', TEAM_LOGO_MESSAGES.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError(415, 'invalid_logo', TEAM_LOGO_MESSAGES.wrongType);
    throw error;
  });

  app.put(
    '/teams/:id/logo',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: "Set or replace a team's logo",
        description:
          'The body is the image file itself, sent with its image type. What it is is read from its first bytes: ' +
          'anything but a PNG, JPEG or WebP image is refused (400), as is a file over 512 KB (413).',
        consumes: [...TEAM_LOGO_TYPES],
        params: teamParams,
        body: logoBody,
        response: {
          200: teamSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => teams.setLogo(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/teams/:id/logo',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: "Remove a team's logo",
        params: teamParams,
        response: { 200: teamSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => teams.removeLogo(viewerOf(request), request.params.id),
  );

  app.get(
    '/teams/:id/logo',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['teams'],
        summary: "A team's logo image, for its owner",
        description: 'Answers the image with its type; `v` is the version in the team’s `logoUrl`, for caches.',
        params: teamParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: {
          200: {
            description: 'The logo, with the type read from its bytes',
            content: Object.fromEntries(TEAM_LOGO_TYPES.map((type) => [type, { schema: logoImage }])),
          },
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const logo = await teams.readLogo(viewerOf(request), request.params.id);
      // The bytes came from a customer: sent with the type read from them, never sniffed into anything else,
      // and with a policy under which, opened as a document, they could load and run nothing.
      return reply
        .header('Content-Type', logo.type)
        .header('Content-Length', String(logo.size))
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(logo.body);
    },
  );
};
