import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { answerSuggestion, assistQuery, type Answer, type AssistState, type Suggestion } from './assist-api';
import { marksOf } from './assist-marks';

/** The state with one suggestion replaced by `suggestion` (or its status set to `status`). */
export function withAnswer(state: AssistState | undefined, id: string, change: Partial<Suggestion>): AssistState | undefined {
  return (
    state && {
      ...state,
      suggestions: state.suggestions.map((suggestion) => (suggestion.id === id ? { ...suggestion, ...change } : suggestion)),
    }
  );
}

/**
 * What the footage suggests for one game, polled while a pass is at work; the mark selected (`select` brings
 * the footage to it with `seekTo`); and the analyst's answers: shown at once, sent to the server, taken back
 * with `onError`'s message when refused. Only games with our copy of the footage (`enabled`) have passes.
 */
export function useAssist(gameId: string, enabled: boolean, seekTo: (ms: number) => void, onError: (message: string) => void) {
  const queryClient = useQueryClient();
  const options = assistQuery(gameId);
  const query = useQuery({ ...options, enabled });
  const marks = useMemo(() => marksOf(query.data?.suggestions ?? []), [query.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const select = useCallback(
    (mark: Suggestion) => {
      setSelectedId(mark.id);
      seekTo(mark.videoMs);
    },
    [seekTo],
  );
  const { mutate } = useMutation({
    mutationFn: ({ mark, answer }: { mark: Suggestion; answer: Answer }) => answerSuggestion(gameId, mark.id, answer),
    onMutate: ({ mark, answer }) => {
      queryClient.setQueryData(options.queryKey, (state) => withAnswer(state, mark.id, { status: answer }));
    },
    onSuccess: ({ suggestion }) => {
      queryClient.setQueryData(options.queryKey, (state) => withAnswer(state, suggestion.id, suggestion));
    },
    onError: (error, { mark }) => {
      queryClient.setQueryData(options.queryKey, (state) => withAnswer(state, mark.id, { status: mark.status }));
      onError(error.message);
      // A suggestion a re-read replaced meanwhile is gone (404): the list is read again to show the new ones.
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
  const answer = useCallback((mark: Suggestion, given: Answer) => mutate({ mark, answer: given }), [mutate]);
  /** Takes the state a save answered (saving the scoreboard's boxes queues its pass: polling starts again). */
  const replace = useCallback(
    (state: AssistState) => queryClient.setQueryData(options.queryKey, state),
    [queryClient, options.queryKey],
  );
  /** What the keys act on (`j`, `k`, `l`, `y`, `n`). */
  const keys = useMemo(() => ({ marks, selectedId, select, answer }), [marks, selectedId, select, answer]);
  return { state: query.data, loadError: query.error?.message ?? null, marks, selectedId, select, answer, replace, keys };
}
