import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

type GamePage = paths['/api/games/{id}']['get']['responses'][200]['content']['application/json'];
/** A game's guarantee as its page receives it: when it ends, whether it is open, its requests newest first. */
export type GameGuarantee = GamePage['guarantee'];
export type GuaranteeRequest = GameGuarantee['requests'][number];
export type GuaranteeRequestInput =
  paths['/api/games/{id}/guarantee-requests']['post']['requestBody']['content']['application/json'];
export type GuaranteeKind = GuaranteeRequestInput['kind'];

export type AdminGuaranteeRequest =
  paths['/api/admin/guarantee-requests']['get']['responses'][200]['content']['application/json']['requests'][number];
export type GuaranteeStatusFilter = NonNullable<
  NonNullable<paths['/api/admin/guarantee-requests']['get']['parameters']['query']>['status']
>;
export type GuaranteeDecision =
  paths['/api/admin/guarantee-requests/{id}/decision']['post']['requestBody']['content']['application/json'];

/** The customer asks for reprocessing or a refund; the game's page (its query) is read again after. */
export function useRequestGuarantee(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: GuaranteeRequestInput) =>
      unwrap(await api.POST('/api/games/{id}/guarantee-requests', { params: { path: { id: gameId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['games', gameId], exact: true }),
  });
}

export const adminGuaranteeRequestsQuery = (status: GuaranteeStatusFilter) =>
  queryOptions({
    queryKey: ['admin', 'guarantee-requests', status],
    queryFn: async () => unwrap(await api.GET('/api/admin/guarantee-requests', { params: { query: { status } } })).requests,
  });

/** The back office's guarantee requests with one status (or all). */
export function useAdminGuaranteeRequests(status: GuaranteeStatusFilter) {
  return useQuery(adminGuaranteeRequestsQuery(status));
}

/** An admin approves or declines a pending request; every list of requests is read again after. */
export function useDecideGuaranteeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: GuaranteeDecision & { id: string }) =>
      unwrap(await api.POST('/api/admin/guarantee-requests/{id}/decision', { params: { path: { id } }, body })),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'guarantee-requests'] }),
  });
}
