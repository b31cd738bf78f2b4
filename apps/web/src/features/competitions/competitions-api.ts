import type { CompetitionInput, CompetitionTeamInput, ResultInput } from '@courtside/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

type Answer<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'patch'> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : paths[Path][Method] extends { responses: { 201: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

export type Competition = Answer<'/api/competitions', 'get'>['competitions'][number];
export type CompetitionWithTeams = Answer<'/api/competitions/{id}', 'get'>;
export type CompetitionTeam = CompetitionWithTeams['teams'][number];
export type Fixture = Answer<'/api/competitions/{id}/fixtures', 'get'>['fixtures'][number];
export type Standings = Answer<'/api/competitions/{id}/standings', 'get'>;
export type LeaderBoardView = Answer<'/api/competitions/{id}/leaders', 'get'>['boards'][number];
export type FixtureChange = NonNullable<
  paths['/api/competitions/{id}/fixtures/{fixtureId}']['patch']['requestBody']
>['content']['application/json'];
export type FixtureInput = NonNullable<
  paths['/api/competitions/{id}/fixtures']['post']['requestBody']
>['content']['application/json'];
/** A game of the viewer's organization (GET /api/games), as the dialog naming a fixture's game lists it. */
export type OrganizationGame = Answer<'/api/games', 'get'>['games'][number];
export type FinalsInput = NonNullable<
  paths['/api/competitions/{id}/finals']['post']['requestBody']
>['content']['application/json'];

// Every answer about competitions sits under ['competitions']: a change refreshes the list, the competition and
// its fixtures, ladder and leaders at once (a result moves the ladder; a new team shows in the fixtures' names).
const KEY = 'competitions';

export const competitionsQuery = queryOptions({
  queryKey: [KEY],
  queryFn: async () => unwrap(await api.GET('/api/competitions')).competitions,
});
const competitionQuery = (id: string) =>
  queryOptions({
    queryKey: [KEY, id],
    queryFn: async () => unwrap(await api.GET('/api/competitions/{id}', { params: { path: { id } } })),
  });
const fixturesQuery = (id: string) =>
  queryOptions({
    queryKey: [KEY, id, 'fixtures'],
    queryFn: async () => unwrap(await api.GET('/api/competitions/{id}/fixtures', { params: { path: { id } } })).fixtures,
  });
const standingsQuery = (id: string) =>
  queryOptions({
    queryKey: [KEY, id, 'standings'],
    queryFn: async () => unwrap(await api.GET('/api/competitions/{id}/standings', { params: { path: { id } } })),
  });
const leadersQuery = (id: string) =>
  queryOptions({
    queryKey: [KEY, id, 'leaders'],
    queryFn: async () => unwrap(await api.GET('/api/competitions/{id}/leaders', { params: { path: { id } } })).boards,
  });

/** The league's competitions and those the club claimed a team in, newest first. */
export const useCompetitions = () => useQuery(competitionsQuery);
/** A competition with its teams and their rosters. */
export const useCompetition = (id: string) => useQuery(competitionQuery(id));
/** Its fixtures by date (a club's: its claimed teams' only). */
export const useFixtures = (id: string) => useQuery(fixturesQuery(id));
/** Its ladder, with every tie and what broke it. */
export const useStandings = (id: string) => useQuery(standingsQuery(id));
/** Its leaders among qualified players. */
export const useLeaders = (id: string) => useQuery(leadersQuery(id));

/**
 * The organization's games, newest first, 50 a page, for naming a fixture's game. Under ['games'], so whatever
 * refreshes the games (an upload, a delivery) refreshes these too; its own key there, as its pages are its own.
 */
export const organizationGamesQuery = infiniteQueryOptions({
  queryKey: ['games', 'to-name'],
  queryFn: async ({ pageParam }) =>
    unwrap(await api.GET('/api/games', { params: { query: pageParam === null ? {} : { cursor: pageParam } } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});
/** The organization's games a page at a time (`fetchNextPage` for older ones). */
export const useOrganizationGames = () => useInfiniteQuery(organizationGamesQuery);

function useCompetitionMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

export const useCreateCompetition = () =>
  useCompetitionMutation(async (body: CompetitionInput) => unwrap(await api.POST('/api/competitions', { body })));

export const useUpdateCompetition = (id: string) =>
  useCompetitionMutation(async (body: CompetitionInput) =>
    unwrap(await api.PUT('/api/competitions/{id}', { params: { path: { id } }, body })),
  );

export const useCopyCompetition = (id: string) =>
  useCompetitionMutation(async (body: { seasonLabel: string; slug: string }) =>
    unwrap(await api.POST('/api/competitions/{id}/copy', { params: { path: { id } }, body })),
  );

export const useAddCompetitionTeam = (id: string) =>
  useCompetitionMutation(async (body: CompetitionTeamInput) =>
    unwrap(await api.POST('/api/competitions/{id}/teams', { params: { path: { id } }, body })),
  );

export const useUpdateCompetitionTeam = (id: string) =>
  useCompetitionMutation(async ({ teamId, ...body }: CompetitionTeamInput & { teamId: string }) => {
    const result = await api.PUT('/api/competitions/{id}/teams/{teamId}', { params: { path: { id, teamId } }, body });
    // 204: no body, which unwrap reads as a failure; a refusal still carries the server's words.
    if (result.response.ok) return null;
    return unwrap(result);
  });

export const useAddCompetitionPlayer = (id: string) =>
  useCompetitionMutation(async ({ teamId, ...body }: { teamId: string; number: string; name: string }) =>
    unwrap(await api.POST('/api/competitions/{id}/teams/{teamId}/players', { params: { path: { id, teamId } }, body })),
  );

/** A one-time code for the club whose team this is: shown once, a new one replaces the last. */
export const useClaimCode = (id: string) =>
  useMutation({
    mutationFn: async (teamId: string) =>
      unwrap(await api.POST('/api/competitions/{id}/teams/{teamId}/claim-code', { params: { path: { id, teamId } } })).code,
  });

/** A club claims a league's team for one of its own teams. */
export const useClaimTeam = () =>
  useCompetitionMutation(async (body: { code: string; teamId: string }) =>
    unwrap(await api.POST('/api/competition-claims', { body })),
  );

export const useAddFixture = (id: string) =>
  useCompetitionMutation(async (body: FixtureInput) =>
    unwrap(await api.POST('/api/competitions/{id}/fixtures', { params: { path: { id } }, body })),
  );

export const useImportFixtures = (id: string) =>
  useCompetitionMutation(async (csv: string) =>
    unwrap(await api.POST('/api/competitions/{id}/fixtures/import', { params: { path: { id } }, body: { csv } })),
  );

export const useChangeFixture = (id: string) =>
  useCompetitionMutation(async ({ fixtureId, ...body }: FixtureChange & { fixtureId: string }) =>
    unwrap(await api.PATCH('/api/competitions/{id}/fixtures/{fixtureId}', { params: { path: { id, fixtureId } }, body })),
  );

export const useRecordResult = (id: string) =>
  useCompetitionMutation(async ({ fixtureId, result }: { fixtureId: string; result: ResultInput }) =>
    unwrap(
      await api.PUT('/api/competitions/{id}/fixtures/{fixtureId}/result', {
        params: { path: { id, fixtureId } },
        body: result,
      }),
    ),
  );

export const useDrawFinals = (id: string) =>
  useCompetitionMutation(async (body: FinalsInput) =>
    unwrap(await api.POST('/api/competitions/{id}/finals', { params: { path: { id } }, body })),
  );

/** Names the game of the viewer's organization that is this fixture: a delivered game brings its score at once. */
export const useNameFixtureGame = (id: string) =>
  useCompetitionMutation(async ({ fixtureId, gameId }: { fixtureId: string; gameId: string }) =>
    unwrap(
      await api.PUT('/api/competitions/{id}/fixtures/{fixtureId}/game', {
        params: { path: { id, fixtureId } },
        body: { gameId },
      }),
    ),
  );
