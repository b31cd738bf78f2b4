import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

export type GameView = paths['/api/games']['get']['responses'][200]['content']['application/json']['games'][number];

/**
 * A page of the customer's games (GET /api/games, 50 a page): `nextCursor` names the next page (null on the
 * last), `counts` are of all their games.
 */
export type GamesPage = paths['/api/games']['get']['responses'][200]['content']['application/json'];

async function fetchGamesPage(cursor: string | null): Promise<GamesPage> {
  return unwrap(await api.GET('/api/games', { params: { query: cursor === null ? {} : { cursor } } }));
}

/** The customer's newest games (the first page), for what needs only the recent ones (unfinished uploads). */
export const gamesQuery = queryOptions({
  queryKey: ['games'],
  queryFn: async () => (await fetchGamesPage(null)).games,
});

/** The signed-in customer's newest games (the first page). */
export function useGames() {
  return useQuery(gamesQuery);
}

/** The customer's games page by page, newest first; under ['games'], so whatever refreshes the games refreshes these. */
export const gamePagesQuery = infiniteQueryOptions({
  queryKey: ['games', 'pages'],
  queryFn: async ({ pageParam }) => fetchGamesPage(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** The signed-in customer's games, newest first, a page at a time (`fetchNextPage` for the next). */
export function useGamePages() {
  return useInfiniteQuery(gamePagesQuery);
}

/** A game from a video link: its name, the link and, when the customer gave them, the game's details. */
export type LinkGameRequest = paths['/api/games']['post']['requestBody']['content']['application/json'];

/**
 * Creates a game from a video link, with its details; takes one credit. `attempt` names this request (its
 * Idempotency-Key): sent again with the same one, after a lost answer, it answers the game it made.
 */
export async function createLinkGame({ attempt, ...body }: LinkGameRequest & { attempt: string }) {
  return unwrap(await api.POST('/api/games', { body, headers: { 'Idempotency-Key': attempt } }));
}
