import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchMe } from './auth-api';

export const meQuery = queryOptions({ queryKey: ['me'], queryFn: fetchMe, staleTime: 60_000 });

/** The signed-in user (null when signed out); `isPending` while the session loads. */
export function useMe() {
  return useQuery(meQuery);
}

const CHANNEL = 'courtside-auth';

/** Tells the other tabs that the session changed (signed in or out), so they follow at once. */
export function announceAuthChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Refetches the session when another tab signs in or out. Mounted once, in the shell. */
export function useAuthSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    return () => channel.close();
  }, [queryClient]);
}
