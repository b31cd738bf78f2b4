import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GameDetailsSummary, addedPlayersText, matchupParts } from './game-details-summary';

const TEAM_ID = '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21';
const details = {
  teamId: TEAM_ID,
  opponentName: 'Hawks',
  playedOn: '2024-01-05',
  homeAway: null,
  venue: null,
  competition: null,
} as const;

const render = (props: Partial<ComponentProps<typeof GameDetailsSummary>>) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(GameDetailsSummary, { details, teamName: 'Tigers', addedPlayers: [], completed: true, ...props }),
    ),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the game as the customer described it', () => {
  it('names the team and the opponent, "at" for an away game, "vs" otherwise, and Home without a team', () => {
    expect(matchupParts(details, 'Tigers')).toEqual(['Tigers vs Hawks', 'Jan 5, 2024']);
    expect(matchupParts({ ...details, homeAway: 'away' }, 'Tigers')[0]).toBe('Tigers at Hawks');
    expect(matchupParts({ ...details, homeAway: 'home', teamId: null }, null)[0]).toBe('Against Hawks');
    expect(matchupParts({ ...details, homeAway: 'away', teamId: null }, null)[0]).toBe('At Hawks');
  });

  it('shows the day played as that calendar day in every time zone, then the venue and competition when given', () => {
    expect(
      matchupParts({ ...details, playedOn: '2024-12-31', venue: 'State Centre', competition: 'U16 Girls' }, 'Tigers'),
    ).toEqual(['Tigers vs Hawks', 'Dec 31, 2024', 'State Centre', 'U16 Girls']);
    expect(matchupParts({ ...details, opponentName: null, playedOn: null }, 'Tigers')).toEqual([]);
  });

  it('is not shown for a game uploaded without details', () => {
    expect(render({ details: null })).toBe('');
  });
});

describe('the players added to the roster at delivery', () => {
  const added = [
    { id: 'p1', number: '23', name: 'Jo Newman' },
    { id: 'p2', number: '6', name: 'Guest Six' },
  ];

  it('are listed by number and name', () => {
    expect(addedPlayersText(added)).toBe('#23 Jo Newman, #6 Guest Six');
    expect(addedPlayersText([{ number: '8', name: '' }])).toBe('#8');
  });

  it('are announced once the game is delivered, with the way to the team page', () => {
    const html = render({ addedPlayers: added });
    expect(html).toContain('role="status"');
    expect(text(html)).toContain(
      'Added to your Tigers roster: #23 Jo Newman, #6 Guest Six. Our analyst saw them play; you can edit or archive them on the team page.',
    );
    expect(html).toMatch(new RegExp(`<a[^>]*href="/teams/${TEAM_ID}"[^>]*>team page</a>`));
    expect(render({ addedPlayers: added, completed: false })).not.toContain('role="status"');
    expect(render({ addedPlayers: [] })).not.toContain('role="status"');
  });
});
