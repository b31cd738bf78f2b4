import type { RosterPlayerInput, TeamInput } from '@courtside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

export type Team = paths['/api/teams']['get']['responses'][200]['content']['application/json']['teams'][number];
export type TeamWithRoster = paths['/api/teams/{id}']['get']['responses'][200]['content']['application/json'];
export type RosterPlayer = TeamWithRoster['players'][number];

export const teamsQuery = queryOptions({
  queryKey: ['teams'],
  queryFn: async () => unwrap(await api.GET('/api/teams')).teams,
});
const teamQuery = (id: string) =>
  queryOptions({
    queryKey: ['teams', id],
    queryFn: async () => unwrap(await api.GET('/api/teams/{id}', { params: { path: { id } } })),
  });

/** My teams, newest first. */
export const useTeams = () => useQuery(teamsQuery);

/** A team and its roster. */
export const useTeam = (id: string) => useQuery(teamQuery(id));

/** Every change to teams refreshes the list and the team it touched. */
function useTeamMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ['teams'] }) });
}

export const useCreateTeam = () => useTeamMutation(async (body: TeamInput) => unwrap(await api.POST('/api/teams', { body })));

export const useUpdateTeam = (id: string) =>
  useTeamMutation(async (body: TeamInput) => unwrap(await api.PUT('/api/teams/{id}', { params: { path: { id } }, body })));

export const useAddPlayer = (id: string) =>
  useTeamMutation(async (body: RosterPlayerInput) =>
    unwrap(await api.POST('/api/teams/{id}/players', { params: { path: { id } }, body })),
  );

export const useUpdatePlayer = (id: string) =>
  useTeamMutation(async ({ playerId, ...body }: Partial<RosterPlayerInput> & { playerId: string; archived?: boolean }) =>
    unwrap(await api.PATCH('/api/teams/{id}/players/{playerId}', { params: { path: { id, playerId } }, body })),
  );

export const useImportRoster = (id: string) =>
  useTeamMutation(async (csv: string) =>
    unwrap(await api.POST('/api/teams/{id}/players/import', { params: { path: { id } }, body: { csv } })),
  );

/**
 * Sends a team's logo as the file's own bytes, with its type (the typed client sends JSON bodies only). The
 * server reads the image type from the bytes and answers the team with its new `logoUrl`.
 */
async function putTeamLogo(teamId: string, file: File): Promise<Team> {
  const response = await fetch(`/api/teams/${encodeURIComponent(teamId)}/logo`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  const body: unknown = await response.json().catch(() => undefined);
  // unwrap turns the server's `{ error }` into an ApiError with its message, as for every other call.
  return unwrap(response.ok ? { data: body as Team, response } : { error: body, response });
}

/** Sets or replaces a team's logo. */
export const useSetTeamLogo = () =>
  useTeamMutation(async ({ teamId, file }: { teamId: string; file: File }) => putTeamLogo(teamId, file));

/** Removes a team's logo. */
export const useRemoveTeamLogo = () =>
  useTeamMutation(async (teamId: string) =>
    unwrap(await api.DELETE('/api/teams/{id}/logo', { params: { path: { id: teamId } } })),
  );
