import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

/** A customer's report of a mistake on a play, with its answer. */
export type PlayReport =
  paths['/api/games/{id}/play-reports']['get']['responses'][200]['content']['application/json']['reports'][number];
export type PlayReportInput =
  paths['/api/games/{id}/plays/{playId}/reports']['post']['requestBody']['content']['application/json'];
export type PlayReportKind = PlayReportInput['kind'];
export type AdminPlayReport =
  paths['/api/admin/play-reports']['get']['responses'][200]['content']['application/json']['reports'][number];
export type AdminPlayReportFilter = NonNullable<
  NonNullable<paths['/api/admin/play-reports']['get']['parameters']['query']>['status']
>;

export const playReportsQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['games', gameId, 'play-reports'],
    queryFn: async () => unwrap(await api.GET('/api/games/{id}/play-reports', { params: { path: { id: gameId } } })).reports,
  });

/** The viewer's reports on their game, newest first. */
export function usePlayReports(gameId: string) {
  return useQuery(playReportsQuery(gameId));
}

/** The customer reports a mistake on one play; their list of reports is read again after. */
export function useReportPlay(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ playId, ...body }: PlayReportInput & { playId: string }) =>
      unwrap(await api.POST('/api/games/{id}/plays/{playId}/reports', { params: { path: { id: gameId, playId } }, body })).report,
    onSuccess: () => client.invalidateQueries({ queryKey: playReportsQuery(gameId).queryKey }),
  });
}

export const adminPlayReportsQuery = (status: AdminPlayReportFilter) =>
  queryOptions({
    queryKey: ['admin', 'play-reports', status],
    queryFn: async () => unwrap(await api.GET('/api/admin/play-reports', { params: { query: { status } } })).reports,
  });

/** The back office's reports with one status (or all). */
export function useAdminPlayReports(status: AdminPlayReportFilter) {
  return useQuery(adminPlayReportsQuery(status));
}

export type PlayReportDecision =
  { id: string; decision: 'accept'; note?: string; allOfGame?: boolean } | { id: string; decision: 'decline'; note: string };

/** An admin accepts (alone or with the game's other open reports) or declines a report; the lists are read again. */
export function useDecidePlayReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: PlayReportDecision) =>
      decision.decision === 'accept'
        ? unwrap(
            await api.POST('/api/admin/play-reports/{id}/accept', {
              params: { path: { id: decision.id } },
              body: {
                ...(decision.note ? { note: decision.note } : {}),
                ...(decision.allOfGame ? { allOfGame: true } : {}),
              },
            }),
          ).report
        : unwrap(
            await api.POST('/api/admin/play-reports/{id}/decline', {
              params: { path: { id: decision.id } },
              body: { note: decision.note },
            }),
          ).report,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'play-reports'] }),
  });
}
