import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { answerSchema, assistSchema, precisionSchema, scoreboardRegionsSchema, suggestionSchema } from './assist.schemas.js';
import { MAX_SUGGESTIONS_SHOWN, type Assist, type FootageSuggestion } from './assist.service.js';

export interface AssistRoutesOptions {
  assist: Assist;
  /** Called after a pass was queued (the scoreboard's regions saved): runs it now rather than at the next minute. */
  onPassQueued: () => Promise<void>;
}

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const gameParams = z.object({ id: z.uuid() });

const toSuggestionView = (suggestion: FootageSuggestion): z.infer<typeof suggestionSchema> => ({
  id: suggestion.id,
  kind: suggestion.kind,
  videoMs: suggestion.videoMs,
  endMs: suggestion.endMs,
  detail: suggestion.detail,
  status: suggestion.status,
});

const toAssistView = ({ suggestions, ...rest }: Awaited<ReturnType<Assist['overview']>>) => ({
  ...rest,
  suggestions: suggestions.map(toSuggestionView),
});

/**
 * Analyst assistance (issue 18): what the footage passes suggest for a game, the scoreboard's regions and the
 * analyst's answers; for staff, like the rest of the workspace (changes need the right to edit the plays). The
 * back office reads each kind's precision.
 */
export const assistRoutes: FastifyPluginAsyncZod<AssistRoutesOptions> = async (app, { assist, onPassQueued }) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'staff' };
  });

  app.get(
    '/analysis/games/:id/assist',
    {
      schema: {
        tags: ['analysis'],
        summary: `The footage passes' states, the scoreboard's regions and the suggestions (the first ${String(MAX_SUGGESTIONS_SHOWN)} by footage time)`,
        params: gameParams,
        response: { 200: assistSchema, ...errors },
      },
    },
    async (request) => toAssistView(await assist.overview(viewerOf(request), request.params.id)),
  );

  app.put(
    '/analysis/games/:id/assist/scoreboard',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['analysis'],
        summary: "Save where the scoreboard's scores and clock are on the footage, and read it (again)",
        params: gameParams,
        body: scoreboardRegionsSchema,
        response: { 200: assistSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const overview = await assist.saveRegions(viewerOf(request), request.params.id, request.body);
      await onPassQueued();
      return toAssistView(overview);
    },
  );

  app.post(
    '/analysis/games/:id/assist/suggestions/:suggestionId/answer',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['analysis'],
        summary: 'Accept or dismiss a suggestion (answering again changes the answer)',
        params: z.object({ id: z.uuid(), suggestionId: z.uuid() }),
        body: answerSchema,
        response: { 200: z.object({ suggestion: suggestionSchema }), 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, suggestionId } = request.params;
      const suggestion = await assist.answer(viewerOf(request), id, suggestionId, request.body.answer);
      return { suggestion: toSuggestionView(suggestion) };
    },
  );

  app.get(
    '/admin/assist/precision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Each kind of suggestion's answers across all games, and its precision",
        response: { 200: precisionSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => assist.precision(viewerOf(request)),
  );
};
