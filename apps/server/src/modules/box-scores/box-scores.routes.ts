import { gameReportSchema, type GameReport } from '@courtside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { chooseEncoding, compress, type Encoding } from '../../plugins/compression.js';
import { viewerOf } from '../../plugins/access.js';
import { createGameShareLinkBodySchema, shareLinkSchema, toShareLinkView } from '../share-links/share-links.schemas.js';
import { DOWNLOADS, sendDownload } from './box-score-downloads.js';
import type { BoxScores, DeliveredGame } from './box-scores.service.js';

export interface BoxScoreRoutesOptions {
  boxScores: BoxScores;
  baseUrl: string;
}

const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const gameParams = z.object({ id: z.uuid() });
const timestamp = z.iso.datetime({ offset: true });

const deliveredSchema = z.object({
  game: z.object({ id: z.uuid(), name: z.string(), completedAt: timestamp.nullable(), hasFootage: z.boolean() }),
  report: gameReportSchema,
  delivery: z.number().int().describe('1 for the first delivery, n for the n-th (a corrected box score); 0 for a preview'),
  deliveredAt: timestamp.nullable().describe('When this box score was delivered; null for a preview'),
  correctionNote: z.string().nullable().describe('Why this delivery replaced the previous one; null for a first delivery'),
  correctionInProgress: z
    .object({ reason: z.string() })
    .nullable()
    .describe('While the game is reopened for correction: why. The box score shown stays until the corrected one replaces it'),
});

/** Each kept report's JSON, and its answer compressed for the game as it was last read (the service keeps the reports). */
const reportAnswers = new WeakMap<GameReport, { json: string; envelope?: string; encoded: Partial<Record<Encoding, Buffer>> }>();

/**
 * A report's JSON answer, written and compressed once per report rather than on every read. The engine's reports
 * match their schema exactly (packages/domain's game-report.test checks it), so the zod pass every other answer
 * gets is skipped; the small rest of the answer (the game's name, the delivery) is read each time, and a change
 * to it compresses the answer anew. Checking, writing and compressing 40 KB on each read cost more than the rest
 * of the request (bench/api-load).
 */
function sendReportJson(request: FastifyRequest, reply: FastifyReply, { report, ...rest }: z.infer<typeof deliveredSchema>) {
  let answer = reportAnswers.get(report);
  if (!answer) {
    answer = { json: JSON.stringify(report), encoded: {} };
    reportAnswers.set(report, answer);
  }
  const envelope = JSON.stringify(rest);
  if (answer.envelope !== envelope) {
    answer.envelope = envelope;
    answer.encoded = {};
  }
  const body = () => `{"report":${answer.json},${envelope.slice(1)}`;
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body());
  const encoded = (answer.encoded[encoding] ??= compress(body(), encoding));
  return reply.header('content-encoding', encoding).send(encoded);
}

/**
 * What a customer receives for a delivered game: the report as JSON, the PDF and CSV downloads, and the
 * read-only share links the owner manages (read through shared/shared.routes.ts).
 */
export const boxScoreRoutes: FastifyPluginAsyncZod<BoxScoreRoutesOptions> = async (app, { boxScores, baseUrl }) => {
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
    async (request, reply) => {
      const delivered = await boxScores.reportFor(viewerOf(request), request.params.id);
      return sendReportJson(request, reply, toDeliveredView(delivered));
    },
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
        body: createGameShareLinkBodySchema,
        response: {
          201: z.object({ link: shareLinkSchema, url: z.string() }),
          400: errorResponseSchema,
          410: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { link, token } = await boxScores.createShareLink(
        viewerOf(request),
        request.params.id,
        request.body.expiresInDays,
        request.body.reelId,
      );
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
};

function toDeliveredView({ game, report, delivery, correctionInProgress }: DeliveredGame): z.infer<typeof deliveredSchema> {
  return {
    game: { id: game.id, name: game.name, completedAt: game.completedAt?.toISOString() ?? null, hasFootage: game.hasFootage },
    report,
    delivery: delivery?.number ?? 0,
    deliveredAt: delivery?.deliveredAt.toISOString() ?? null,
    correctionNote: delivery?.correctionNote ?? null,
    correctionInProgress,
  };
}
