import { useSearchParams } from 'react-router';

/** The address's search params with `changes` applied: a value sets its key, an empty one or null removes it. */
export function withChanges(current: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * A back-office page's state kept in the address (the search, the filter, the open row), so a link or the back
 * button brings it back. Changes replace the current history entry rather than adding one per keystroke.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withChanges(current, changes), { replace: true });
  return [params, update] as const;
}
