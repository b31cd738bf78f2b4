import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { answerSuggestion, assistQuery, type Answer, type AssistState, type Suggestion } from './assist-api';
import { isUncertain, marksOf } from './assist-marks';

/** How long the workspace waits before reading the suggestions again when a tagged call was not saved yet. */
const CALLS_RETRY_MS = 5000;

/** Where the workspace keeps whether the analyst hides the uncertain suggestions (the same in every game). */
const HIDE_UNCERTAIN_KEY = 'courtside.assist.hideUncertain';

function storedHideUncertain(): boolean {
  try {
    return localStorage.getItem(HIDE_UNCERTAIN_KEY) === 'true';
  } catch {
    return false;
  }
}

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
 * The analyst's substitution and timeout plays, as a key that changes when one is added, moved or deleted: each
 * confirms the horn before it (the server's calledHorns), so the suggestions are read again when it changes.
 */
export function callsKey(plays: readonly { id: string; videoMs?: number | null; body: { type: string } }[]): string {
  return plays
    .filter((play) => (play.body.type === 'substitution' || play.body.type === 'timeout') && play.videoMs != null)
    .map((play) => `${play.id}@${String(play.videoMs)}`)
    .join(',');
}

/**
 * Reads the suggestions again (`refresh`) when the analyst's calls (see callsKey) change, once `whenSaved` says the
 * plays are on the server. When they are not saved (offline, or the save failed), it tries again every `retryMs`
 * until they are, so the read is never skipped for good. A newer change drops the wait for the older one; `stop` (the
 * workspace closed) drops any wait until the next change. `read` is the key the suggestions were last read with.
 */
export function callsRefresher(read: string | undefined, refresh: () => void, retryMs = CALLS_RETRY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const current = (key: string) => !stopped && read === key;
  const attempt = (key: string, whenSaved: () => Promise<void>) => {
    whenSaved().then(
      () => {
        if (current(key)) refresh();
      },
      () => {
        if (current(key)) timer = setTimeout(() => attempt(key, whenSaved), retryMs);
      },
    );
  };
  return {
    changed(key: string, whenSaved: () => Promise<void>) {
      if (key === read) return;
      clearTimeout(timer);
      stopped = false;
      read = key;
      attempt(key, whenSaved);
    },
    stop() {
      clearTimeout(timer);
      stopped = true;
    },
  };
}

/**
 * What the footage suggests for one game, polled while a pass is at work; the mark selected (`select` brings
 * the footage to it with `seekTo`); and the analyst's answers: shown at once, sent to the server, taken back
 * with `onError`'s message when refused. Only games with our copy of the footage (`enabled`) have passes. When
 * `calls` (see callsKey) changes, the suggestions are read again once `whenSaved` says the plays are on the server.
 */
export function useAssist(
  gameId: string,
  enabled: boolean,
  seekTo: (ms: number) => void,
  onError: (message: string) => void,
  calls?: { key: string; whenSaved: () => Promise<void> },
) {
  const queryClient = useQueryClient();
  const options = assistQuery(gameId);
  const query = useQuery({ ...options, enabled });
  // The suggestions as first read go with the plays as they stand: no second read for them.
  const [firstCalls] = useState(calls?.key);
  const refresher = useMemo(
    () => callsRefresher(firstCalls, () => void queryClient.invalidateQueries({ queryKey: assistQuery(gameId).queryKey })),
    [firstCalls, queryClient, gameId],
  );
  useEffect(() => () => refresher.stop(), [refresher]);
  const callsKeyNow = calls?.key;
  const whenSaved = calls?.whenSaved;
  useEffect(() => {
    if (enabled && callsKeyNow !== undefined && whenSaved) refresher.changed(callsKeyNow, whenSaved);
  }, [enabled, callsKeyNow, whenSaved, refresher]);
  const [hideUncertain, setHideUncertain] = useState(storedHideUncertain);
  const allMarks = useMemo(() => marksOf(query.data?.suggestions ?? []), [query.data]);
  const marks = useMemo(
    () => (hideUncertain ? allMarks.filter((mark) => !isUncertain(mark)) : allMarks),
    [allMarks, hideUncertain],
  );
  const hiddenCount = allMarks.length - marks.length;
  const toggleUncertain = useCallback(() => {
    setHideUncertain((hidden) => {
      try {
        localStorage.setItem(HIDE_UNCERTAIN_KEY, String(!hidden));
      } catch {
        // A browser that keeps nothing still toggles for this visit.
      }
      return !hidden;
    });
  }, []);
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
      // The confidence shown stays the one read: it may come from the analyst's plays (a called horn), not stored.
      queryClient.setQueryData(options.queryKey, (state) =>
        withAnswer(state, suggestion.id, {
          ...suggestion,
          detail: state?.suggestions.find((shown) => shown.id === suggestion.id)?.detail ?? suggestion.detail,
        }),
      );
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
  /** What the keys act on (`j`, `k`, `l`, `v`, `y`, `n`). */
  const keys = useMemo(
    () => ({ marks, selectedId, select, answer, toggleUncertain }),
    [marks, selectedId, select, answer, toggleUncertain],
  );
  return {
    state: query.data,
    loadError: query.error?.message ?? null,
    marks,
    hideUncertain,
    hiddenCount,
    toggleUncertain,
    selectedId,
    select,
    answer,
    replace,
    keys,
  };
}
