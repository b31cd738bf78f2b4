import {
  competitionCopySchema,
  competitionInputSchema,
  competitionPlayerInputSchema,
  competitionTeamInputSchema,
  FIXTURE_STAGES,
  FIXTURE_STATUSES,
  fixtureChangeSchema,
  fixtureInputSchema,
  isCalendarDay,
  LEADER_LABELS,
  PER_GAME_LEADERS,
  PERCENTAGE_LEADERS,
  resultInputSchema,
  TIE_BREAKS,
  VISIBILITIES,
} from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { Competitions } from './competitions.service.js';

/** A fixtures file of 2,000 lines of some 80 characters fits; a bigger one is refused with the lines' limit. */
const CSV_LIMIT = 1024 * 1024;

export const competitionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seasonLabel: z.string(),
  slug: z.string(),
  visibility: z.enum(VISIBILITIES),
  timeZone: z.string(),
  points: z.object({ win: z.number(), loss: z.number(), forfeitLoss: z.number() }),
  tieBreak: z.enum(TIE_BREAKS),
  publishBoxScores: z.boolean(),
  qualificationPercent: z.number(),
  access: z.enum(['league', 'club']).describe('league: the viewer runs it; club: the viewer claimed some of its teams'),
  claimedTeamIds: z.array(z.uuid()),
  createdAt: z.date(),
});
const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  color: z.string(),
  secondaryColor: z.string().nullable(),
  claimedBy: z.string().nullable().describe("The claiming club's team, once claimed"),
  players: z.array(z.object({ id: z.uuid(), number: z.string(), name: z.string() })),
});
export const fixtureSchema = z.object({
  id: z.uuid(),
  round: z.number(),
  stage: z.enum(FIXTURE_STAGES),
  date: z.string(),
  time: z.string(),
  venue: z.string().nullable(),
  homeTeamId: z.uuid(),
  awayTeamId: z.uuid(),
  status: z.enum(FIXTURE_STATUSES),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  forfeitedBy: z.uuid().nullable(),
  resultSource: z.enum(['league', 'game']).nullable(),
  gameId: z.uuid().nullable(),
  gameScore: z.object({ home: z.number(), away: z.number() }).nullable(),
  disagreement: z.boolean().describe("The league's result and the delivered game's score differ"),
});
const wonLost = z.object({ won: z.number(), lost: z.number() });
export const ladderSchema = z.object({
  rows: z.array(
    z.object({
      teamId: z.string(),
      place: z.number(),
      shared: z.boolean(),
      played: z.number(),
      won: z.number(),
      lost: z.number(),
      forfeits: z.number(),
      pointsFor: z.number(),
      pointsAgainst: z.number(),
      difference: z.number(),
      percentage: z.number().nullable(),
      classificationPoints: z.number(),
      streak: z.string().nullable(),
      lastFive: z.array(z.enum(['W', 'L'])),
      home: wonLost,
      away: wonLost,
      fixtureIds: z.array(z.string()),
    }),
  ),
  ties: z.array(
    z.object({
      teams: z.array(z.string()),
      restart: z.boolean(),
      criterion: z.string().nullable(),
      values: z.record(z.string(), z.number()),
      between: z.record(z.string(), wonLost),
    }),
  ),
});
const LEADER_CATEGORIES = [...PER_GAME_LEADERS, ...PERCENTAGE_LEADERS] as const;
export const leaderBoardsSchema = z.array(
  z.object({
    category: z.enum(LEADER_CATEGORIES).describe(
      Object.entries(LEADER_LABELS)
        .map(([key, { label }]) => `${key}: ${label}`)
        .join(', '),
    ),
    leaders: z.array(
      z.object({
        playerId: z.string(),
        teamId: z.string(),
        rank: z.number(),
        games: z.number(),
        value: z.number(),
        total: z.number(),
        attempts: z.number().optional(),
        fixtureIds: z.array(z.string()),
      }),
    ),
    minimumGames: z.record(z.string(), z.number()),
    minimumMakes: z.record(z.string(), z.number()).optional(),
  }),
);

const params = z.object({ id: z.uuid() });
const teamParams = z.object({ id: z.uuid(), teamId: z.uuid() });
const fixtureParams = z.object({ id: z.uuid(), fixtureId: z.uuid() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['competitions'];

/** A league's competitions (`/api/competitions`): run by its owners and managers, read by its members and claiming clubs. */
export const competitionsRoutes: FastifyPluginAsyncZod<{ competitions: Competitions }> = async (app, { competitions }) => {
  const config = { access: 'customer' } as const;

  app.get(
    '/competitions',
    {
      config,
      schema: {
        tags,
        summary: "My league's competitions, and those my club claimed a team in",
        response: { 200: z.object({ competitions: z.array(competitionSchema) }), ...errors },
      },
    },
    async (request) => ({ competitions: await competitions.list(viewerOf(request)) }),
  );

  app.post(
    '/competitions',
    {
      config,
      schema: {
        tags,
        summary: 'Start a competition (league and club organizations)',
        body: competitionInputSchema,
        response: { 201: competitionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await competitions.create(viewerOf(request), request.body)),
  );

  app.get(
    '/competitions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A competition, its teams and rosters',
        params,
        response: { 200: competitionSchema.extend({ teams: z.array(teamSchema) }), ...errors },
      },
    },
    async (request) => competitions.get(viewerOf(request), request.params.id),
  );

  app.put(
    '/competitions/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a competition's name, address, visibility or rules",
        params,
        body: competitionInputSchema,
        response: { 200: competitionSchema, ...errors },
      },
    },
    async (request) => competitions.update(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/competitions/:id/copy',
    {
      config,
      schema: {
        tags,
        summary: 'Start next season from this one: its rules, teams and rosters, no fixtures',
        params,
        body: competitionCopySchema,
        response: { 201: competitionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await competitions.copy(viewerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/competitions/:id/teams',
    {
      config,
      schema: {
        tags,
        summary: 'Add a team',
        params,
        body: competitionTeamInputSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await competitions.addTeam(viewerOf(request), request.params.id, request.body)),
  );

  app.put(
    '/competitions/:id/teams/:teamId',
    {
      config,
      schema: {
        tags,
        summary: "Change a team's name or colours",
        params: teamParams,
        body: competitionTeamInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await competitions.updateTeam(viewerOf(request), request.params.id, request.params.teamId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/competitions/:id/teams/:teamId/players',
    {
      config,
      schema: {
        tags,
        summary: "Add a player to a team's roster",
        params: teamParams,
        body: competitionPlayerInputSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await competitions.addPlayer(viewerOf(request), request.params.id, request.params.teamId, request.body)),
  );

  app.post(
    '/competitions/:id/teams/:teamId/claim-code',
    {
      config,
      schema: {
        tags,
        summary: 'A one-time code for the club whose team this is (shown once; a new one replaces the last)',
        params: teamParams,
        response: { 201: z.object({ code: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await competitions.claimCode(viewerOf(request), request.params.id, request.params.teamId));
    },
  );

  app.post(
    '/competition-claims',
    {
      config,
      schema: {
        tags,
        summary: "A club claims a league's team for one of its own teams, with the league's code",
        body: z
          .object({
            code: z.string().trim().min(1, 'Enter the code the league gave you').max(40),
            teamId: z.uuid('Choose one of your teams'),
          })
          .strict(),
        response: { 201: z.object({ competitionId: z.uuid(), competitionTeamId: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await competitions.claim(viewerOf(request), request.body)),
  );

  app.get(
    '/competitions/:id/fixtures',
    {
      config,
      schema: {
        tags,
        summary: "The fixtures by date (a club: its claimed teams' only)",
        params,
        response: { 200: z.object({ fixtures: z.array(fixtureSchema) }), ...errors },
      },
    },
    async (request) => ({ fixtures: await competitions.fixtures(viewerOf(request), request.params.id) }),
  );

  app.post(
    '/competitions/:id/fixtures',
    {
      config,
      schema: { tags, summary: 'Add a fixture', params, body: fixtureInputSchema, response: { 201: fixtureSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await competitions.addFixture(viewerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/competitions/:id/fixtures/import',
    {
      config,
      bodyLimit: CSV_LIMIT + 4096,
      schema: {
        tags,
        summary: 'Import fixtures from a CSV (round, date, time, venue, home, away): every line or none, each bad line named',
        params,
        body: z.object({ csv: z.string().max(CSV_LIMIT, 'A fixtures file can be at most 1 MB') }).strict(),
        response: { 201: z.object({ imported: z.number() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await competitions.importFixtures(viewerOf(request), request.params.id, request.body.csv)),
  );

  app.patch(
    '/competitions/:id/fixtures/:fixtureId',
    {
      config,
      schema: {
        tags,
        summary: 'Reschedule, postpone or cancel a fixture',
        params: fixtureParams,
        body: fixtureChangeSchema,
        response: { 200: fixtureSchema, ...errors },
      },
    },
    async (request) => competitions.changeFixture(viewerOf(request), request.params.id, request.params.fixtureId, request.body),
  );

  app.put(
    '/competitions/:id/fixtures/:fixtureId/result',
    {
      config,
      schema: {
        tags,
        summary: 'Enter or correct a result: a score, or a forfeit (audited)',
        params: fixtureParams,
        body: resultInputSchema,
        response: { 200: fixtureSchema, ...errors },
      },
    },
    async (request) => competitions.recordResult(viewerOf(request), request.params.id, request.params.fixtureId, request.body),
  );

  app.put(
    '/competitions/:id/fixtures/:fixtureId/game',
    {
      config,
      schema: {
        tags,
        summary: 'Name the game of my organization that is this fixture (its delivered box brings the result)',
        params: fixtureParams,
        body: z.object({ gameId: z.uuid() }).strict(),
        response: { 200: fixtureSchema, ...errors },
      },
    },
    async (request) => competitions.linkGame(viewerOf(request), request.params.id, request.params.fixtureId, request.body.gameId),
  );

  app.delete(
    '/competitions/:id/fixtures/:fixtureId/game',
    {
      config,
      schema: {
        tags,
        summary: "Take a wrongly named game off a fixture, with its box and the result it brought (the league's result stays)",
        params: fixtureParams,
        response: { 200: fixtureSchema, ...errors },
      },
    },
    async (request) => competitions.unlinkGame(viewerOf(request), request.params.id, request.params.fixtureId),
  );

  app.post(
    '/competitions/:id/finals',
    {
      config,
      schema: {
        tags,
        summary: "Draw the finals from the final ladder's top four or eight",
        params,
        body: z
          .object({
            size: z.union([z.literal(4), z.literal(8)]),
            date: z.string().refine(isCalendarDay, 'Enter the date, like 2026-05-02'),
            time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a start time like 19:30'),
          })
          .strict(),
        response: { 201: z.object({ fixtures: z.array(fixtureSchema) }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ fixtures: await competitions.drawFinals(viewerOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/competitions/:id/standings',
    {
      config,
      schema: {
        tags,
        summary: 'The ladder, with every tie and what broke it',
        params,
        response: { 200: ladderSchema, ...errors },
      },
    },
    async (request) => competitions.standings(viewerOf(request), request.params.id),
  );

  app.get(
    '/competitions/:id/leaders',
    {
      config,
      schema: {
        tags,
        summary: 'The leaders among qualified players',
        params,
        response: { 200: z.object({ boards: leaderBoardsSchema }), ...errors },
      },
    },
    async (request) => ({ boards: await competitions.leaders(viewerOf(request), request.params.id) }),
  );
};
