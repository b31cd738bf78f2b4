import { GAME_STATUSES, decisionNoteSchema, playReportNoteSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAY_REPORT_KINDS, PLAY_REPORT_STATUSES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { createPlayReports, type AdminPlayReport, type PlayReportView } from './play-reports.service.js';

const timestamp = z.iso.datetime({ offset: true });

/** A report as the customer who made it sees it on the game's page. */
export const playReportSchema = z.object({
  id: z.uuid(),
  /** The play of the delivered box score (its `plays[].id`). */
  playId: z.string(),
  kind: z.enum(PLAY_REPORT_KINDS),
  note: z.string(),
  status: z.enum(PLAY_REPORT_STATUSES),
  /** The admin's note with the decision (always given with a decline). */
  decisionNote: z.string().nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});

const toResponse = (report: PlayReportView): z.infer<typeof playReportSchema> => ({
  ...report,
  createdAt: report.createdAt.toISOString(),
  decidedAt: report.decidedAt?.toISOString() ?? null,
});

const adminPlayReportSchema = playReportSchema.extend({
  /** The play as delivered; null if it is no longer in the delivered box score. */
  play: z
    .object({
      id: z.string(),
      period: z.number(),
      clock: z.number().nullable(),
      videoMs: z.number().nullable(),
      description: z.string(),
      /** "Period 1 9:45 · #7 Sam Lee makes a 3-pt shot". */
      line: z.string(),
    })
    .nullable(),
  game: z.object({ id: z.uuid(), name: z.string(), status: z.enum(GAME_STATUSES) }),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** The footage to watch the play in, at `play.videoMs`: the staff's copy (Range), or the game's video link. */
  videoUrl: z.string().nullable(),
  /** The deciding admin's name. */
  decidedBy: z.string().nullable(),
});

const toAdminResponse = (report: AdminPlayReport): z.infer<typeof adminPlayReportSchema> => ({
  ...toResponse(report),
  play: report.play,
  game: report.game,
  customer: report.customer,
  videoUrl: report.videoUrl,
  decidedBy: report.decidedBy,
});

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const reportParams = z.object({ id: z.uuid() });

/** Reports of a mistake on a play: the customer's report and list on a game's page, and the admins' answers. */
export const playReportsRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, config, onMailQueued }) => {
  const playReports = createPlayReports({ db, baseUrl: config.baseUrl });

  app.post(
    '/games/:id/plays/:playId/reports',
    {
      config: { access: 'customer' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['play-reports'],
        summary: 'Report a mistake on a play of a delivered game, within its 7-day guarantee',
        params: z.object({ id: z.uuid(), playId: z.string().min(1).max(100) }),
        body: z.object({ kind: z.enum(PLAY_REPORT_KINDS), note: playReportNoteSchema }),
        response: { 201: z.object({ report: playReportSchema }), 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await playReports.report(viewerOf(request), request.params.id, request.params.playId, request.body);
      return reply.status(201).send({ report: toResponse(report) });
    },
  );

  app.get(
    '/games/:id/play-reports',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['play-reports'],
        summary: "The viewer's reports of mistakes on the game's plays, newest first, with their answers",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ reports: z.array(playReportSchema) }), ...errors },
      },
    },
    async (request) => ({
      reports: (await playReports.listForOwner(viewerOf(request), request.params.id)).map(toResponse),
    }),
  );

  app.get(
    '/admin/play-reports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reports of mistakes on plays by status (open by default: oldest first; the others newest first)',
        querystring: z.object({ status: z.enum([...PLAY_REPORT_STATUSES, 'all']).default('open') }),
        response: { 200: z.object({ reports: z.array(adminPlayReportSchema) }), ...errors },
      },
    },
    async (request) => ({
      reports: (await playReports.list(viewerOf(request), request.query.status)).map(toAdminResponse),
    }),
  );

  app.post(
    '/admin/play-reports/:id/accept',
    {
      config: { access: 'admin' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Accept an open report (or, with allOfGame, every open report of its game): the game goes back to its analyst with the plays marked',
        params: reportParams,
        body: z.object({ note: decisionNoteSchema.optional(), allOfGame: z.boolean().optional() }),
        response: { 200: z.object({ report: adminPlayReportSchema }), ...errors },
      },
    },
    async (request) => {
      const report = await playReports.accept(viewerOf(request), request.params.id, request.body);
      await onMailQueued();
      return { report: toAdminResponse(report) };
    },
  );

  app.post(
    '/admin/play-reports/:id/decline',
    {
      config: { access: 'admin' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Decline an open report with a note the customer is e-mailed and sees on the game page',
        params: reportParams,
        body: z.object({ note: decisionNoteSchema }),
        response: { 200: z.object({ report: adminPlayReportSchema }), ...errors },
      },
    },
    async (request) => {
      const report = await playReports.decline(viewerOf(request), request.params.id, request.body);
      await onMailQueued();
      return { report: toAdminResponse(report) };
    },
  );
};
