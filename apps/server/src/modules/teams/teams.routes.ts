import { rosterPlayerInputSchema, teamInputSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    async (request) => ({ teams: await teams.list(viewerOf(request).id) }),
  );

  app.post(
    '/teams',
    {
      config: { access: 'customer' },
      schema: { tags: ['teams'], summary: 'Create a team', body: teamInputSchema, response: { 201: teamSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await teams.create(viewerOf(request).id, request.body)),
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
    async (request) => teams.get(viewerOf(request).id, request.params.id),
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
    async (request) => teams.update(viewerOf(request).id, request.params.id, request.body),
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
    async (request, reply) =>
      reply.status(201).send(await teams.addPlayer(viewerOf(request).id, request.params.id, request.body)),
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
    async (request) => teams.updatePlayer(viewerOf(request).id, request.params.id, request.params.playerId, request.body),
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
      reply.status(201).send(await teams.importRoster(viewerOf(request).id, request.params.id, request.body.csv)),
  );
};
