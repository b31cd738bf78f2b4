import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { downloadName } from '../../lib/downloads.js';
import { sendStoredFile } from '../storage/stored-file.js';
import type { Storage } from '../storage/storage.js';
import { createReelBodySchema, reelSchema, toReelResponse } from './reels.schemas.js';
import type { Reels } from './reels.service.js';

export interface ReelsRoutesOptions {
  reels: Reels;
  storage: Storage;
  /** A reel was queued: start the job that cuts it. */
  onReelQueued: () => Promise<void>;
}

const gameParams = z.object({ id: z.uuid() });
const reelParams = z.object({ id: z.uuid() });
const refusals = { 404: errorResponseSchema, 409: errorResponseSchema, 410: errorResponseSchema };

/** A reel's file name: the game's and the reel's names, made safe for a header. */
const reelFileName = (gameName: string, title: string) =>
  downloadName(gameName, `${downloadName(title, '').replace(/-+$/, '')}.mp4`);

/** A customer's reels of their delivered games (issue 28): queue one, follow it, retry it, watch or download it. */
export const reelsRoutes: FastifyPluginAsyncZod<ReelsRoutesOptions> = async (app, { reels, storage, onReelQueued }) => {
  app.post(
    '/games/:id/reels',
    {
      config: { access: 'customer' },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['reels'],
        summary: "Queue a reel: the windows of a delivered game's plays cut into one MP4",
        params: gameParams,
        body: createReelBodySchema,
        response: { 202: z.object({ reel: reelSchema }), 400: errorResponseSchema, 429: errorResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const reel = await reels.create(viewerOf(request), request.params.id, request.body);
      await onReelQueued();
      return reply.status(202).send({ reel: toReelResponse(reel) });
    },
  );

  app.get(
    '/games/:id/reels',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['reels'],
        summary: "A game's reels, newest first, how many more can be made today, and when its footage is deleted",
        params: gameParams,
        response: {
          200: z.object({
            reels: z.array(reelSchema),
            reelsLeftToday: z.number().int(),
            footageDeletesAt: z.iso.datetime({ offset: true }).nullable(),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const listed = await reels.list(viewerOf(request), request.params.id);
      return {
        reels: listed.reels.map(toReelResponse),
        reelsLeftToday: listed.reelsLeftToday,
        footageDeletesAt: listed.footageDeletesAt?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/reels/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['reels'],
        summary: 'One reel, with its progress',
        params: reelParams,
        response: { 200: z.object({ reel: reelSchema }), ...refusals },
      },
    },
    async (request) => ({ reel: toReelResponse(await reels.get(viewerOf(request), request.params.id)) }),
  );

  app.post(
    '/reels/:id/retry',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['reels'],
        summary: 'Queue a failed reel again',
        params: reelParams,
        response: { 202: z.object({ reel: reelSchema }), ...refusals },
      },
    },
    async (request, reply) => {
      const reel = await reels.retry(viewerOf(request), request.params.id);
      await onReelQueued();
      return reply.status(202).send({ reel: toReelResponse(reel) });
    },
  );

  app.get(
    '/reels/:id/video',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['reels'],
        summary: "A ready reel's MP4, with Range support; ?download=1 sends it as a download",
        params: reelParams,
        querystring: z.object({ download: z.enum(['1']).optional() }),
        response: refusals,
      },
    },
    async (request, reply) => {
      const { key, gameName, title } = await reels.video(viewerOf(request), request.params.id);
      if (request.query.download) reply.header('Content-Disposition', `attachment; filename="${reelFileName(gameName, title)}"`);
      return sendStoredFile(request, reply, storage, key, 'video/mp4');
    },
  );
};
