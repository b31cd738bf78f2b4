import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { playerPageQuery } from '../../features/player-page/player-page-api';
import { piaPage } from '../../features/player-page/player-page-test-data';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import { ApiError } from '../../lib/api-error';
import PlayerPage, { GAMES_KEPT_TO_COACHES, NO_GAMES_YET, PlayerSeasonPage } from './player-page';

describe("a player's own page", () => {
  it('names the player and their team, with their season, games, shots and plays to watch', () => {
    const html = text(render(createElement(PlayerSeasonPage, { view: piaPage() })));
    expect(html).toContain('#7 Pia Player');
    expect(html).toContain('U14');
    for (const section of ['Season line', 'Game log', 'Shot chart', 'Watch your plays']) expect(html).toContain(section);
    expect(html).toContain('PTS113.7');
    expect(html).not.toContain(NO_GAMES_YET);
  });

  it("opens each game's page from the game log while the team's players see its games", () => {
    const html = render(createElement(PlayerSeasonPage, { view: piaPage() }));
    expect(html).toContain('href="/games/g1"');
    expect(text(html)).not.toContain(GAMES_KEPT_TO_COACHES);
  });

  it('links no game, and says why, when the coach keeps the team’s games to the coaches', () => {
    const html = render(createElement(PlayerSeasonPage, { view: piaPage(undefined, { playersSeeGames: false }) }));
    expect(html).not.toContain('href="/games/');
    expect(text(html)).toContain("Your coach keeps the team's games to the coaches; your own numbers and clips are here.");
    // Their own numbers and clips stay.
    for (const section of ['Season line', 'Game log', 'Shot chart', 'Watch your plays']) expect(text(html)).toContain(section);
  });

  it('says when their team has no delivered game of theirs yet, and shows no figures', () => {
    const html = text(render(createElement(PlayerSeasonPage, { view: piaPage([]) })));
    expect(html).toContain('#7 Pia Player');
    expect(html).toContain(NO_GAMES_YET);
    for (const section of ['Season line', 'Game log', 'Shot chart', 'Watch your plays']) expect(html).not.toContain(section);
  });

  it("gives anyone without a page the server's reason", async () => {
    const client = clientWith(meAs('coach'));
    const message = 'Only a player member of an organization has a player page.';
    await client.prefetchQuery({
      ...playerPageQuery,
      queryFn: () => Promise.reject(new ApiError(404, 'not_found', message)),
      retry: false,
    });
    // The refusal as the page holds it once answered (a page drawn afresh would ask again).
    client.setQueryDefaults(playerPageQuery.queryKey, { retryOnMount: false });
    expect(text(render(createElement(PlayerPage), client))).toContain(message);
  });

  it('prints no button: the playlists, the filters and the data table are left to the screen', () => {
    const html = render(createElement(PlayerSeasonPage, { view: piaPage() }));
    for (const [, attributes = ''] of html.matchAll(/<button([^>]*)>/g)) expect(attributes).toContain('print:hidden');
  });
});
