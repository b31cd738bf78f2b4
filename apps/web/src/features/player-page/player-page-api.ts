import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import type { paths } from '../../lib/api-types';

/** A player member's own page (`GET /api/me/player`): their team, roster entry, season, games and shots. */
export type PlayerPageView = paths['/api/me/player']['get']['responses'][200]['content']['application/json'];
export type PlayerSeason = NonNullable<PlayerPageView['season']>;
export type PlayerGame = PlayerPageView['games'][number];
export type PlayerShot = PlayerPageView['shots'][number];

export const playerPageQuery = queryOptions({
  // Not under ['me']: the session's key, which outlives a switch of organization (organizations-api.ts).
  queryKey: ['player-page'],
  queryFn: async () => unwrap(await api.GET('/api/me/player')),
  // Anyone but a player member has no page (404, in the server's words): asked again, it stays so.
  retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
});

export const usePlayerPage = () => useQuery(playerPageQuery);
