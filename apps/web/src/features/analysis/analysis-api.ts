import type { GameSetup } from '@courtside/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';
import type { PlayByPlayApi } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

export type QueueEntry = paths['/api/analysis/queue']['get']['responses'][200]['content']['application/json']['games'][number];
export type Workspace = paths['/api/analysis/games/{id}']['get']['responses'][200]['content']['application/json'];
export type Analyst = paths['/api/analysis/analysts']['get']['responses'][200]['content']['application/json']['analysts'][number];

/** A page of the queue (50 a page; `nextCursor` null on the last). */
export type QueuePage = paths['/api/analysis/queue']['get']['responses'][200]['content']['application/json'];

/** The queue page by page, the earliest due first; every page shown is read again each 30 s. */
export const queueQuery = infiniteQueryOptions({
  queryKey: ['analysis', 'queue'],
  queryFn: async ({ pageParam }) =>
    unwrap(await api.GET('/api/analysis/queue', { params: { query: pageParam === null ? {} : { cursor: pageParam } } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
  refetchInterval: 30_000,
});

export const analystsQuery = queryOptions({
  queryKey: ['analysis', 'analysts'],
  queryFn: async () => unwrap(await api.GET('/api/analysis/analysts')).analysts,
  staleTime: 5 * 60_000,
});

export const workspaceQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['analysis', 'workspace', gameId],
    queryFn: async () => unwrap(await api.GET('/api/analysis/games/{id}', { params: { path: { id: gameId } } })),
    // The plays are kept by the workspace's own store; this is read when the page opens.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

const path = (id: string) => ({ params: { path: { id } } });

export const gameActions = {
  claim: async (id: string) => unwrap(await api.POST('/api/analysis/games/{id}/claim', path(id))),
  release: async (id: string) => unwrap(await api.POST('/api/analysis/games/{id}/release', path(id))),
  submit: async (id: string) => unwrap(await api.POST('/api/analysis/games/{id}/submit', path(id))),
  sendBack: async (id: string) => unwrap(await api.POST('/api/analysis/games/{id}/send-back', path(id))),
  approve: async (id: string) => unwrap(await api.POST('/api/analysis/games/{id}/approve', path(id))),
  assign: async (id: string, analystId: string) =>
    unwrap(await api.POST('/api/analysis/games/{id}/assign', { ...path(id), body: { analystId } })),
};

export async function saveSetup(gameId: string, setup: GameSetup, revision: number) {
  return unwrap(await api.PUT('/api/analysis/games/{id}/setup', { ...path(gameId), body: { setup, revision } }));
}

/** The play-by-play store's server, for one game. */
export function playByPlayApi(gameId: string): PlayByPlayApi {
  return {
    create: async (event: WorkspaceEvent) =>
      unwrap(
        await api.POST('/api/analysis/games/{id}/events', {
          ...path(gameId),
          body: {
            id: event.id,
            seq: event.seq,
            period: event.period,
            videoMs: event.videoMs,
            clock: event.clock,
            body: event.body,
          },
        }),
      ),
    update: async (eventId, revision, fields) =>
      unwrap(
        await api.PATCH('/api/analysis/games/{id}/events/{eventId}', {
          params: { path: { id: gameId, eventId } },
          body: { revision, ...fields },
        }),
      ),
    remove: async (eventId, revision) =>
      unwrap(
        await api.DELETE('/api/analysis/games/{id}/events/{eventId}', {
          params: { path: { id: gameId, eventId }, query: { revision } },
        }),
      ),
    since: async (version) =>
      unwrap(
        await api.GET('/api/analysis/games/{id}/events', {
          params: { path: { id: gameId }, query: version >= 0 ? { since: version } : {} },
        }),
      ),
  };
}
