import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchMe } from './auth-api';

export const meQuery = queryOptions({ queryKey: ['me'], queryFn: fetchMe, staleTime: 60_000 });

/** The signed-in user (null when signed out); `isPending` while the session loads. */
export function useMe() {
  return useQuery(meQuery);
}

const CHANNEL = 'courtside-auth';
/** When the session last changed in any tab (ms since the epoch), for a page that was loading then (useAuthSync). */
const CHANGED_AT = 'courtside-auth-changed-at';

/** Tells the other tabs that the session changed (signed in or out), so they follow at once. */
export function announceAuthChange(): void {
  try {
    localStorage.setItem(CHANGED_AT, String(Date.now()));
  } catch {
    // Storage refused (a private window's quota): the channel still tells the tabs already open.
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Refetches the session when another tab signs in or out. Mounted once, in the shell. */
export function useAuthSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = refetch;
    // A tab that signed in or out while this page was loading told nobody here: the channel was not open yet. A
    // page the server drew holds the session of its request, so it asks again if the session changed since.
    if (changedSince(performance.timeOrigin)) refetch();
    return () => channel?.close();
  }, [queryClient]);
}

/** Whether any tab has signed in or out after `time` (ms since the epoch). */
function changedSince(time: number): boolean {
  try {
    return Number(localStorage.getItem(CHANGED_AT) ?? 0) > time;
  } catch {
    return false;
  }
}
