import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

export type ShareLink =
  paths['/api/games/{id}/share-links']['get']['responses'][200]['content']['application/json']['links'][number];

const shareLinksQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['games', gameId, 'share-links'],
    queryFn: async () => unwrap(await api.GET('/api/games/{id}/share-links', { params: { path: { id: gameId } } })).links,
  });

/** The owner's read-only links to a game, newest first. */
export function useShareLinks(gameId: string) {
  return useQuery(shareLinksQuery(gameId));
}

/** Creates a link; its address comes back this once. */
export function useCreateShareLink(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (expiresInDays: number | null) =>
      unwrap(await api.POST('/api/games/{id}/share-links', { params: { path: { id: gameId } }, body: { expiresInDays } })),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinksQuery(gameId).queryKey }),
  });
}

/** Revokes a link: it stops working at once. */
export function useRevokeShareLink(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      const result = await api.DELETE('/api/games/{id}/share-links/{linkId}', { params: { path: { id: gameId, linkId } } });
      if (!result.response.ok) unwrap(result);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinksQuery(gameId).queryKey }),
  });
}
