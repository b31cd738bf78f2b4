import { gameReportSchema } from '@courtside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { errorResponseSchema } from '../../lib/http.js';
import { addressBucket, takeSlot, type Window } from '../auth/throttle.js';
import { DOWNLOADS, sendDownload } from '../box-scores/box-score-downloads.js';
import type { BoxScores } from '../box-scores/box-scores.service.js';
import { sendStoredFile } from '../storage/stored-file.js';
import type { Reels } from '../reels/reels.service.js';
import type { Storage } from '../storage/storage.js';
import { SEASON_DOWNLOADS, sendSeasonDownload } from '../teams/season-downloads.js';
import { seasonViewSchema } from '../teams/season.schemas.js';
import type { Seasons } from '../teams/season.service.js';
import { liveShareLink, type ShareLinkRow } from '../share-links/share-links.js';
import { shareReport, shareSeason, withoutTeamId } from './shared-keys.js';

export interface SharedRoutesOptions {
  db: Database;
  boxScores: BoxScores;
  seasons: Seasons;
  /** A link may name one reel of its game: the shared page plays that reel, and no other footage. */
  reels: Reels;
  storage: Storage;
  /** Reads of shared links allowed per address. */
  sharedRateLimit: Window;
}

// Any text fits the route, so a malformed token is a 404 like a wrong one: nobody learns what a token looks like.
const tokenParams = z.object({ token: z.string().max(100) });
const timestamp = z.iso.datetime({ offset: true });

const sharedSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('game'),
    game: z.object({ name: z.string(), completedAt: timestamp.nullable() }),
    report: gameReportSchema,
    /** The reel the link shares, if any: the only footage a shared page plays. */
    reel: z.object({ title: z.string(), clips: z.number().int(), durationMs: z.number().int(), videoUrl: z.string() }).nullable(),
  }),
  seasonViewSchema.extend({ kind: z.literal('season'), team: seasonViewSchema.shape.team.omit({ id: true }) }),
]);
const refusals = { 404: errorResponseSchema, 429: errorResponseSchema };

/**
 * What anyone holding a share token reads: a delivered game or a team's season, read-only, with no footage but
 * the one reel a link may share, nothing of the owner's account, and no id of ours (positional keys stand for games, players and plays). Never cached (a revoked link is gone at once), never indexed, and throttled
 * per address.
 */
export const sharedRoutes: FastifyPluginAsyncZod<SharedRoutesOptions> = async (
  app,
  { db, boxScores, seasons, reels, storage, sharedRateLimit },
) => {
  // What a link shows, its files included, with keys of its own for our ids (shared-keys.ts).
  const sharedGame = async (link: ShareLinkRow) => {
    const shared = await boxScores.sharedReport(link);
    return { ...shared, report: shareReport(shared.report) };
  };
  const sharedSeason = async (link: ShareLinkRow) => shareSeason(await seasons.sharedSeason(link));

  async function admit(request: FastifyRequest, reply: FastifyReply) {
    reply
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer');
    if (!(await takeSlot(db, addressBucket('shared', request.ip), sharedRateLimit))) {
      reply.header('Retry-After', String(sharedRateLimit.seconds));
      throw new AppError(429, 'too_many_requests', 'Too many requests. Please wait a minute and try again.');
    }
  }

  app.get(
    '/shared/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['share links'],
        summary: 'A shared game or season, read-only: no footage and nothing of the owner',
        params: tokenParams,
        response: { 200: sharedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await admit(request, reply);
      const link = await liveShareLink(db, request.params.token);
      if (link.teamId) return { kind: 'season' as const, ...withoutTeamId(await sharedSeason(link)) };
      const { game, report } = await sharedGame(link);
      const reel = await reels.sharedReel(link);
      return {
        kind: 'game' as const,
        game: { name: game.name, completedAt: game.completedAt?.toISOString() ?? null },
        report,
        reel: reel && { ...reel, videoUrl: `/api/shared/${request.params.token}/reel.mp4` },
      };
    },
  );

  app.get(
    '/shared/:token/reel.mp4',
    {
      config: { access: 'public' },
      schema: {
        tags: ['share links'],
        summary: 'The reel a share link shares, with Range support; any other link answers 404',
        params: tokenParams,
        response: { ...refusals, 409: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await admit(request, reply);
      const key = await reels.sharedVideo(await liveShareLink(db, request.params.token));
      return sendStoredFile(request, reply, storage, key, 'video/mp4');
    },
  );

  const downloads = [
    ...(Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]).map((file) => ({
      file,
      summary: `${DOWNLOADS[file].summary}, of a shared game`,
      send: async (reply: FastifyReply, link: ShareLinkRow) => sendDownload(reply, await sharedGame(link), file),
    })),
    ...(Object.keys(SEASON_DOWNLOADS) as (keyof typeof SEASON_DOWNLOADS)[]).map((file) => ({
      file,
      summary: `${SEASON_DOWNLOADS[file].summary}, of a shared season`,
      send: async (reply: FastifyReply, link: ShareLinkRow) => sendSeasonDownload(reply, await sharedSeason(link), file),
    })),
  ];
  for (const { file, summary, send } of downloads) {
    app.get(
      `/shared/:token/${file}`,
      { config: { access: 'public' }, schema: { tags: ['share links'], summary, params: tokenParams, response: refusals } },
      async (request, reply) => {
        await admit(request, reply);
        return send(reply, await liveShareLink(db, request.params.token));
      },
    );
  }
};
