import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, text } from '../organizations/organization-test-data';
import { TEAMS } from './competition-test-data';
import { LeaderBoards } from './leader-boards';

const teams = TEAMS.map((team) =>
  team.id === 't-tigers' ? { ...team, players: [{ id: 'p-sam', number: '7', name: 'Sam Lee' }] } : team,
);
const leader = (playerId: string, teamId: string, rank: number, value: number) => ({
  playerId,
  teamId,
  rank,
  games: 3,
  value,
  total: value * 3,
  fixtureIds: [],
});

describe('the leaders', () => {
  it('states the qualification, and ranks each board with the player, team, games and figure', () => {
    const html = render(
      createElement(LeaderBoards, {
        boards: [
          {
            category: 'pts',
            leaders: [leader('p-sam', 't-tigers', 1, 21.333), leader('p-gone', 't-hawks', 2, 18)],
            minimumGames: {},
          },
          { category: 'ftPct', leaders: [leader('p-sam', 't-tigers', 1, 81.25)], minimumGames: {}, minimumMakes: {} },
          { category: 'blk', leaders: [], minimumGames: {} },
        ],
        teams,
        qualificationPercent: 50,
      }),
    );
    expect(text(html)).toContain("Ranked: players in at least 50% of their team's games;");
    expect(text(html)).toContain('Points per game (PTS)');
    expect(text(html)).toContain('1#7 Sam LeeTigers321.3');
    // A player the boxes name beyond the roster is still ranked.
    expect(text(html)).toContain('2A player not on the rosterHawks318.0');
    expect(text(html)).toContain('Free throw percentage (FT%)');
    expect(text(html)).toContain('81.3%');
    // A board nobody qualifies for is left out.
    expect(text(html)).not.toContain('Blocks per game');
  });

  it('says where leaders come from before any game is delivered', () => {
    const html = text(render(createElement(LeaderBoards, { boards: [], teams, qualificationPercent: 70 })));
    expect(html).toContain('No leaders yet');
    expect(html).toContain("Ranked: players in at least 70% of their team's games;");
  });
});
