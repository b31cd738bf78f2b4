import { gameReportSchema } from '@courtside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { takeSlot, type Window } from '../auth/throttle.js';
import { boxScoreCsv, playsCsv } from './box-score-csv.js';
import { MAX_SHARE_DAYS, type BoxScores, type DeliveredGame, type ShareLink } from './box-scores.service.js';
import { renderReportPdf } from './report-pdf.js';

export interface BoxScoreRoutesOptions {
  boxScores: BoxScores;
  db: Database;
  baseUrl: string;
  /** Reads of shared links allowed per address. */
  sharedRateLimit: Window;
}

const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const gameParams = z.object({ id: z.uuid() });
// Any text fits the route, so a malformed token is a 404 like a wrong one: nobody learns what a token looks like.
const tokenParams = z.object({ token: z.string().max(100) });
const timestamp = z.iso.datetime({ offset: true });

const deliveredSchema = z.object({
  game: z.object({ id: z.uuid(), name: z.string(), completedAt: timestamp.nullable(), hasFootage: z.boolean() }),
  report: gameReportSchema,
});
const sharedSchema = z.object({
  game: z.object({ name: z.string(), completedAt: timestamp.nullable() }),
  report: gameReportSchema,
});
const shareLinkSchema = z.object({ id: z.uuid(), createdAt: timestamp, expiresAt: timestamp.nullable(), expired: z.boolean() });

const toShareLinkView = (link: ShareLink): z.infer<typeof shareLinkSchema> => ({
  id: link.id,
  createdAt: link.createdAt.toISOString(),
  expiresAt: link.expiresAt?.toISOString() ?? null,
  expired: link.expired,
});

/** The three downloads of a delivered game, for the owner's routes and the shared ones alike. */
const DOWNLOADS = {
  'report.pdf': {
    summary: 'The PDF report: box scores, line score, team comparison, shot chart and game flow',
    type: 'application/pdf',
    suffix: 'box-score.pdf',
    render: (delivered: DeliveredGame) =>
      renderReportPdf(delivered.report, {
        gameName: delivered.game.name,
        date: delivered.game.completedAt?.toISOString().slice(0, 10) ?? null,
      }),
  },
  'boxscore.csv': {
    summary: 'The box score as CSV: a row per player and a totals row per team (UTF-8 with BOM)',
    type: 'text/csv; charset=utf-8',
    suffix: 'box-score.csv',
    render: (delivered: DeliveredGame) => boxScoreCsv(delivered.report),
  },
  'plays.csv': {
    summary: 'The play-by-play as CSV: period, clock, running score and the footage time of each play',
    type: 'text/csv; charset=utf-8',
    suffix: 'plays.csv',
    render: (delivered: DeliveredGame) => playsCsv(delivered.report),
  },
} as const;

/** "Tigers vs Hawks (Oct 3)" -> "tigers-vs-hawks-oct-3": a file name any system takes. */
export function downloadName(gameName: string, suffix: string): string {
  const slug = gameName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'game'}-${suffix}`;
}

async function sendDownload(reply: FastifyReply, delivered: DeliveredGame, file: keyof typeof DOWNLOADS) {
  const download = DOWNLOADS[file];
  const body = await download.render(delivered);
  return reply
    .header('Content-Type', download.type)
    .header('Content-Disposition', `attachment; filename="${downloadName(delivered.game.name, download.suffix)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/**
 * What a customer receives for a delivered game: the report as JSON, the PDF and CSV downloads, and the
 * read-only share links (managed by the owner; read by anyone holding a token, throttled per address).
 */
export const boxScoreRoutes: FastifyPluginAsyncZod<BoxScoreRoutesOptions> = async (
  app,
  { boxScores, db, baseUrl, sharedRateLimit },
) => {
  app.get(
    '/games/:id/boxscore',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['box scores'],
        summary: "A delivered game's report: box scores, derived figures, play-by-play, shots and lineups",
        params: gameParams,
        response: { 200: deliveredSchema, ...errors },
      },
    },
    async (request) => toDeliveredView(await boxScores.reportFor(viewerOf(request), request.params.id)),
  );

  for (const file of Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]) {
    app.get(
      `/games/:id/${file}`,
      {
        config: { access: 'customer' },
        schema: { tags: ['box scores'], summary: DOWNLOADS[file].summary, params: gameParams, response: errors },
      },
      async (request, reply) => sendDownload(reply, await boxScores.reportFor(viewerOf(request), request.params.id), file),
    );
  }

  app.get(
    '/games/:id/share-links',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['share links'],
        summary: "The owner's read-only links to a game, newest first",
        params: gameParams,
        response: { 200: z.object({ links: z.array(shareLinkSchema) }), ...errors },
      },
    },
    async (request) => ({ links: (await boxScores.listShareLinks(viewerOf(request), request.params.id)).map(toShareLinkView) }),
  );

  app.post(
    '/games/:id/share-links',
    {
      config: { access: 'customer' },
      bodyLimit: 1024,
      schema: {
        tags: ['share links'],
        summary: 'Create a read-only link to a delivered game; its address is shown this once',
        params: gameParams,
        body: z.strictObject({ expiresInDays: z.number().int().min(1).max(MAX_SHARE_DAYS).nullable() }),
        response: { 201: z.object({ link: shareLinkSchema, url: z.string() }), 400: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { link, token } = await boxScores.createShareLink(viewerOf(request), request.params.id, request.body.expiresInDays);
      return reply.status(201).send({ link: toShareLinkView(link), url: `${baseUrl}/s/${token}` });
    },
  );

  app.delete(
    '/games/:id/share-links/:linkId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['share links'],
        summary: 'Revoke a share link: it answers 404 at once',
        params: z.object({ id: z.uuid(), linkId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await boxScores.revokeShareLink(viewerOf(request), request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  );

  /** Shared reads: never cached (a revoked link is gone at once), never indexed, and throttled per address. */
  async function readShared(request: FastifyRequest, reply: FastifyReply, token: string): Promise<DeliveredGame> {
    reply
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer');
    if (!(await takeSlot(db, `shared:${request.ip}`, sharedRateLimit))) {
      reply.header('Retry-After', String(sharedRateLimit.seconds));
      throw new AppError(429, 'too_many_requests', 'Too many requests. Please wait a minute and try again.');
    }
    return boxScores.sharedReport(token);
  }

  app.get(
    '/shared/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['share links'],
        summary: 'A shared game, read-only: no footage and nothing of the owner',
        params: tokenParams,
        response: { 200: sharedSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { game, report } = await readShared(request, reply, request.params.token);
      return { game: { name: game.name, completedAt: game.completedAt?.toISOString() ?? null }, report };
    },
  );

  for (const file of Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]) {
    app.get(
      `/shared/:token/${file}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['share links'],
          summary: `${DOWNLOADS[file].summary}, of a shared game`,
          params: tokenParams,
          response: { 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => sendDownload(reply, await readShared(request, reply, request.params.token), file),
    );
  }
};

function toDeliveredView({ game, report }: DeliveredGame): z.infer<typeof deliveredSchema> {
  return {
    game: { id: game.id, name: game.name, completedAt: game.completedAt?.toISOString() ?? null, hasFootage: game.hasFootage },
    report,
  };
}
