import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { isReelWorking, type GameReels, type Reel } from './reel-state';
import { gameShareLinksKey } from '../share-links/share-links-api';

// The reels routes are called by fetch with the contract's shapes (reel-state.ts): they were built beside this
// page, after the web's generated API types; `npm run api:types` can replace these with the typed client.

/** How often a page asks for a reel still being cut. */
const POLL_MS = 2000;

async function request<T>(url: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  const response = await fetch(
    url,
    init ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : undefined,
  );
  const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'unknown',
      body?.error?.message ?? `Request failed with status ${String(response.status)}`,
    );
  }
  return body as T;
}

const gameReelsKey = (gameId: string) => ['games', gameId, 'reels'] as const;

/** A game's reels, newest first, asked again every two seconds while one is being cut. */
export const gameReelsQuery = (gameId: string) =>
  queryOptions({
    queryKey: gameReelsKey(gameId),
    queryFn: () => request<GameReels>(`/api/games/${gameId}/reels`),
    refetchInterval: (query) => (query.state.data?.reels.some(isReelWorking) ? POLL_MS : false),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });

export function useGameReels(gameId: string) {
  return useQuery(gameReelsQuery(gameId));
}

/** One reel, asked again every two seconds until it is ready or failed. */
export function useReel(reelId: string | null) {
  return useQuery({
    queryKey: ['reels', reelId],
    queryFn: async () => (await request<{ reel: Reel }>(`/api/reels/${reelId ?? ''}`)).reel,
    enabled: reelId !== null,
    refetchInterval: (query) => (query.state.data && !isReelWorking(query.state.data) ? false : POLL_MS),
  });
}

/** Asks for a reel of plays: 202 with the queued reel, or the server's sentence (limits, footage deleted). */
export function useCreateReel(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { title: string; playIds: string[] }) =>
      (await request<{ reel: Reel }>(`/api/games/${gameId}/reels`, { method: 'POST', body: input })).reel,
    onSuccess: () => client.invalidateQueries({ queryKey: gameReelsKey(gameId) }),
  });
}

/** Asks again for a reel that failed. */
export function useRetryReel(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reelId: string) =>
      (await request<{ reel: Reel }>(`/api/reels/${reelId}/retry`, { method: 'POST', body: {} })).reel,
    onSuccess: () => client.invalidateQueries({ queryKey: gameReelsKey(gameId) }),
  });
}

/** A share link that plays this reel and nothing else of the footage; its address comes back this once. */
export function useShareReel(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reelId: string) =>
      request<{ url: string }>(`/api/games/${gameId}/share-links`, { method: 'POST', body: { expiresInDays: null, reelId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: gameShareLinksKey(gameId) }),
  });
}
