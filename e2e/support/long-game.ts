import { generateGame } from '../../apps/server/src/modules/box-scores/generated-game';
import { deliverThroughApi, waitUntilReady } from './analysis';
import { signUpWithGames } from './customer';

export interface LongGame {
  email: string;
  password: string;
  /** The customer's session, for the API. */
  cookie: string;
  gameId: string;
  teamId: string;
  /** The read-only link to the game, and the one to its team's season. */
  gameShareUrl: string;
  seasonShareUrl: string;
}

/**
 * A new customer's delivered game of about `plays` plays (generateGame's long game, tagged through the analysts'
 * API), from a video link and for the customer's own team, with a link that shares the game and one that shares
 * the team's season.
 */
export async function deliveredLongGame(baseUrl: string, label: string, plays: number): Promise<LongGame> {
  const email = `${label}-${String(Date.now())}@club.com.au`;
  const password = 'a long enough password';
  const { cookie } = await signUpWithGames(baseUrl, email, 1);
  const post = async (url: string, body: object): Promise<Record<string, unknown>> => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${url} failed: ${String(response.status)} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const generated = generateGame({ plays });
  const team = await post('/teams', { name: generated.setup.home.name, shortName: 'NST', color: generated.setup.home.color });
  const teamId = String(team.id);
  // The home side is the customer's team, whose players (added to its roster on delivery) have ids like ours.
  const ids = new Map<string, string>();
  const { setup, events } = JSON.parse(
    JSON.stringify(generated).replace(/"([ha]\d+)"/g, (_match, id: string) => {
      if (!ids.has(id)) ids.set(id, crypto.randomUUID());
      return JSON.stringify(ids.get(id));
    }),
  ) as typeof generated;
  setup.home.teamId = teamId;
  const game = await post('/games', {
    name: `${setup.home.name} v ${setup.away.name} ${String(Date.now())}`,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    details: { teamId, opponentName: setup.away.name, playedOn: '2026-10-01', homeAway: 'home' },
  });
  const gameId = String(game.id);
  await waitUntilReady(baseUrl, cookie, gameId);
  await deliverThroughApi(
    baseUrl,
    gameId,
    setup,
    events.map(({ id: _id, seq: _seq, period, clock, videoMs = 0, ...body }) => ({ period, clock, videoMs, body })),
  );
  const gameShare = await post(`/games/${gameId}/share-links`, { expiresInDays: null });
  const seasonShare = await post(`/teams/${teamId}/share-links`, { expiresInDays: null });
  return {
    email,
    password,
    cookie,
    gameId,
    teamId,
    gameShareUrl: String(gameShare.url),
    seasonShareUrl: String(seasonShare.url),
  };
}
