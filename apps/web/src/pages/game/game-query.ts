/** The owner's game (`GET /api/games/:id`) in the query cache: the game page reads it, the server's drawing fills it. */
export const gameQueryKey = (id: string) => ['games', id] as const;
