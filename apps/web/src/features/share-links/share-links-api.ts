import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

export type ShareLink =
  paths['/api/games/{id}/share-links']['get']['responses'][200]['content']['application/json']['links'][number];

/** What a link shares: one game, or a team's season. Both answer the same shapes. */
export type ShareTarget = { kind: 'game'; gameId: string } | { kind: 'season'; teamId: string };

/** The query key of a game's links (the server fills it when it draws the owner's page). */
export const gameShareLinksKey = (gameId: string) => ['games', gameId, 'share-links'];

const shareLinksQuery = (target: ShareTarget) =>
  queryOptions({
    queryKey: target.kind === 'game' ? gameShareLinksKey(target.gameId) : ['teams', target.teamId, 'share-links'],
    queryFn: async () =>
      target.kind === 'game'
        ? unwrap(await api.GET('/api/games/{id}/share-links', { params: { path: { id: target.gameId } } })).links
        : unwrap(await api.GET('/api/teams/{id}/share-links', { params: { path: { id: target.teamId } } })).links,
  });

/** The owner's read-only links to a game or a season, newest first. */
export function useShareLinks(target: ShareTarget) {
  return useQuery(shareLinksQuery(target));
}

/** Creates a link; its address comes back this once. */
export function useCreateShareLink(target: ShareTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (expiresInDays: number | null) =>
      target.kind === 'game'
        ? unwrap(
            await api.POST('/api/games/{id}/share-links', { params: { path: { id: target.gameId } }, body: { expiresInDays } }),
          )
        : unwrap(
            await api.POST('/api/teams/{id}/share-links', { params: { path: { id: target.teamId } }, body: { expiresInDays } }),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinksQuery(target).queryKey }),
  });
}

/** Revokes a link: it stops working at once. */
export function useRevokeShareLink(target: ShareTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      const result =
        target.kind === 'game'
          ? await api.DELETE('/api/games/{id}/share-links/{linkId}', { params: { path: { id: target.gameId, linkId } } })
          : await api.DELETE('/api/teams/{id}/share-links/{linkId}', { params: { path: { id: target.teamId, linkId } } });
      if (!result.response.ok) unwrap(result);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinksQuery(target).queryKey }),
  });
}
