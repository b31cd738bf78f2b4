import type { GameStatus } from '@courtside/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

type ListResponse = paths['/api/admin/games']['get']['responses'][200]['content']['application/json'];
export type AdminGame = ListResponse['games'][number];
export type StaffMember =
  paths['/api/analysis/analysts']['get']['responses'][200]['content']['application/json']['analysts'][number];

export interface AdminGamesFilter {
  status: GameStatus | '';
  overdue: boolean;
  q: string;
}

const ADMIN_GAMES = ['admin', 'games'] as const;

/** Every game matching the filter, 50 a page: newest first, or the earliest due first for overdue ones. */
export const adminGamesQuery = (filter: AdminGamesFilter) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_GAMES, filter],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.GET('/api/admin/games', {
          params: {
            query: {
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.overdue ? { overdue: 'true' as const } : {}),
              ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ListResponse) => page.nextCursor,
    // Overdue is a matter of time: the list is read again every minute.
    refetchInterval: 60_000,
  });

/** The analysts and admins a game can be given to. */
export const staffQuery = queryOptions({
  queryKey: ['analysis', 'analysts'],
  queryFn: async () => unwrap(await api.GET('/api/analysis/analysts')).analysts,
  staleTime: 5 * 60_000,
});

export type GameAction =
  | { kind: 'assign'; gameId: string; analystId: string }
  | { kind: 'cancel'; gameId: string; reason: string }
  | { kind: 'reopen'; gameId: string; reason: string };

async function runAction(action: GameAction): Promise<AdminGame> {
  const path = { params: { path: { id: action.gameId } } };
  switch (action.kind) {
    case 'assign':
      return unwrap(await api.POST('/api/admin/games/{id}/assign', { ...path, body: { analystId: action.analystId } }));
    case 'cancel':
      return unwrap(await api.POST('/api/admin/games/{id}/cancel', { ...path, body: { reason: action.reason } }));
    case 'reopen':
      return unwrap(await api.POST('/api/admin/games/{id}/reopen', { ...path, body: { reason: action.reason } }));
  }
}

/** Reassigns, cancels or reopens a game; every list of games is read again after it. */
export function useGameAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_GAMES }),
  });
}
