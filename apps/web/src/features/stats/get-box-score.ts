import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';

/** A delivered game's report, for its owner: `GET /api/games/:id/boxscore` (409 before delivery). */
export const boxScoreQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['games', gameId, 'boxscore'],
    queryFn: async () => unwrap(await api.GET('/api/games/{id}/boxscore', { params: { path: { id: gameId } } })),
    // A delivered report never changes by itself, but a correction re-delivers it: an open page sees it within a minute.
    staleTime: 60_000,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });

export function useBoxScore(gameId: string, enabled: boolean) {
  return useQuery({ ...boxScoreQuery(gameId), enabled });
}

/** The owner's footage of a game (Range requests), while it is kept: `game.hasFootage`. */
export const gameFootageUrl = (gameId: string) => `/api/games/${gameId}/video`;

/** The downloads of a game, for its owner. */
export const gameDownloads = (gameId: string) => ({
  pdf: `/api/games/${gameId}/report.pdf`,
  boxCsv: `/api/games/${gameId}/boxscore.csv`,
  playsCsv: `/api/games/${gameId}/plays.csv`,
});

/** A shared game's report: `GET /api/shared/:token` (404 for a wrong, revoked or expired link). */
export const sharedGameQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    queryFn: async () => unwrap(await api.GET('/api/shared/{token}', { params: { path: { token } } })),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });

/** The downloads of a shared game. */
export const sharedDownloads = (token: string) => ({
  pdf: `/api/shared/${token}/report.pdf`,
  boxCsv: `/api/shared/${token}/boxscore.csv`,
  playsCsv: `/api/shared/${token}/plays.csv`,
});
