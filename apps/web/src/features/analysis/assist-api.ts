import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

/** `GET /api/analysis/games/:id/assist`: the footage passes' states, the scoreboard's boxes and the suggestions. */
export type AssistState = paths['/api/analysis/games/{id}/assist']['get']['responses'][200]['content']['application/json'];
export type PassStatus = AssistState['passes'][number];
export type AssistPass = PassStatus['pass'];
/** The analyst's boxes around the scoreboard: `overlay` a broadcast graphic, `led` a seven-segment board. */
export type ScoreboardRegions = NonNullable<AssistState['regions']>;
/** A box on the footage's frame, as fractions (0..1) of its width and height, top-left origin. */
export type Region = ScoreboardRegions['home'];
export type Suggestion = AssistState['suggestions'][number];
export type SuggestionKind = Suggestion['kind'];
export type SuggestionStatus = Suggestion['status'];
export type Answer = Exclude<SuggestionStatus, 'open'>;
/** Each kind's answers over every game, and accepted / (accepted + dismissed). */
export type AssistPrecision = paths['/api/admin/assist/precision']['get']['responses'][200]['content']['application/json'];

const path = (id: string) => ({ params: { path: { id } } });

/** True while a pass has yet to finish: the workspace asks again until every pass is done or failed. */
export function passesBusy(state: AssistState | undefined): boolean {
  return !!state?.passes.some((pass) => pass.state === 'waiting' || pass.state === 'running');
}

const POLL_MS = 3000;

export const assistQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['analysis', 'assist', gameId],
    queryFn: async () => unwrap(await api.GET('/api/analysis/games/{id}/assist', path(gameId))),
    // The passes run after the proxy: the workspace fills in as each finishes.
    refetchInterval: (query) => (passesBusy(query.state.data) ? POLL_MS : false),
    refetchOnWindowFocus: false,
  });

/** Saves the scoreboard's boxes; the scoreboard pass is queued and the answer is the new state. */
export const saveRegions = async (gameId: string, regions: ScoreboardRegions) =>
  unwrap(await api.PUT('/api/analysis/games/{id}/assist/scoreboard', { ...path(gameId), body: regions }));

/** Accepts or dismisses a suggestion (answering again changes the answer). */
export const answerSuggestion = async (gameId: string, suggestionId: string, answer: Answer) =>
  unwrap(
    await api.POST('/api/analysis/games/{id}/assist/suggestions/{suggestionId}/answer', {
      params: { path: { id: gameId, suggestionId } },
      body: { answer },
    }),
  );

export const assistPrecisionQuery = queryOptions({
  queryKey: ['admin', 'assist', 'precision'],
  queryFn: async () => unwrap(await api.GET('/api/admin/assist/precision')),
});
