import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import type { paths } from '../../lib/api-types';

export type GameView = paths['/api/games']['get']['responses'][200]['content']['application/json']['games'][number];

export const gamesQuery = queryOptions({
  queryKey: ['games'],
  queryFn: async () => unwrap(await api.GET('/api/games')).games,
});

/** The signed-in customer's games, newest first. */
export function useGames() {
  return useQuery(gamesQuery);
}

/** A game from a video link: its name, the link and, when the customer gave them, the game's details. */
export type LinkGameRequest = paths['/api/games']['post']['requestBody']['content']['application/json'];

/** Creates a game from a video link, with its details; takes one credit. */
export async function createLinkGame(body: LinkGameRequest) {
  return unwrap(await api.POST('/api/games', { body }));
}
