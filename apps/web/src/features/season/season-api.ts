import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import type { paths } from '../../lib/api-types';

/** A team's season as its owner reads it (`GET /api/teams/:id/season`). */
type OwnSeasonView = paths['/api/teams/{id}/season']['get']['responses'][200]['content']['application/json'];
/**
 * A team's season as every view reads it: the team, its roster (for names) and the season's figures. A shared link
 * gives it without the team's id, and with keys of its own for the games and players (which only join the parts).
 */
export type SeasonView = Omit<OwnSeasonView, 'team'> & { team: Omit<OwnSeasonView['team'], 'id'> };
export type Season = SeasonView['season'];
export type SeasonResult = Season['results'][number];
export type SeasonPlayer = Season['players'][number];
export type SeasonRosterPlayer = SeasonView['roster'][number];

/** The owner's team season: `GET /api/teams/:id/season` (404 for a team that is not theirs). */
export const seasonQuery = (teamId: string) =>
  queryOptions({
    // Under ['teams', id], so a change to the team or its roster (which invalidates ['teams']) refreshes the names.
    queryKey: ['teams', teamId, 'season'],
    queryFn: async () => unwrap(await api.GET('/api/teams/{id}/season', { params: { path: { id: teamId } } })),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });

export const useSeason = (teamId: string) => useQuery(seasonQuery(teamId));

export interface SeasonDownloads {
  csv: string;
  pdf: string;
}

/** The downloads of a team's season, for its owner. */
export const seasonDownloads = (teamId: string): SeasonDownloads => ({
  csv: `/api/teams/${teamId}/season.csv`,
  pdf: `/api/teams/${teamId}/season.pdf`,
});

/** The downloads of a shared season. */
export const sharedSeasonDownloads = (token: string): SeasonDownloads => ({
  csv: `/api/shared/${token}/season.csv`,
  pdf: `/api/shared/${token}/season.pdf`,
});
