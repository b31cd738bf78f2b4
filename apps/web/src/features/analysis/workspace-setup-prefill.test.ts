import { suggestSetup } from '@courtside/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WorkspaceSetupPanel } from './workspace-setup-panel';
import { TEST_SETUP } from './workspace-test-game';

const TEAM_ID = '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21';
const suggested = suggestSetup(
  {
    teamId: TEAM_ID,
    opponentName: 'Hawks',
    opponentColor: '#1d4ed8',
    playedOn: '2024-01-05',
    homeAway: null,
    venue: null,
    competition: null,
    opponentPlayers: [{ number: '3', name: 'Ann Ash' }],
  },
  { id: TEAM_ID, name: 'Tigers', color: '#ea580c', players: [{ id: 'roster-4', number: '4', name: 'Sam Smith' }] },
  () => 'opponent-3',
);
const details = {
  teamName: 'Tigers',
  opponentName: 'Hawks',
  playedOn: '2024-01-05',
  homeAway: null,
  venue: null,
  competition: null,
};

const render = (props: Partial<ComponentProps<typeof WorkspaceSetupPanel>>) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(WorkspaceSetupPanel, {
        gameId: 'g1',
        setup: { value: null, revision: 0 },
        disabled: false,
        store: { hasUnsaved: () => false },
        onSaved: () => undefined,
        onNotice: () => undefined,
        ...props,
      }),
    ),
  );

describe('the setup suggested by the customer’s upload', () => {
  it('fills the form with the team’s roster and the opponent, and says so until the setup is saved', () => {
    const html = render({ suggestedSetup: suggested, details });
    expect(html).toContain(
      'Prefilled from the customer&#x27;s upload: the Tigers roster and Hawks. Confirm the numbers you see on the video and add any player missing.',
    );
    expect(html).toContain('value="Tigers"');
    expect(html).toContain('value="Hawks"');
    expect(html).toContain('4 Sam Smith</textarea>');
    expect(html).toContain('3 Ann Ash</textarea>');
  });

  it('fills the game’s details the customer gave, and opens a new setup with fast breaks tracked', () => {
    const html = render({
      suggestedSetup: suggested,
      details: { ...details, venue: 'Marrara Stadium', competition: 'NBL1 North' },
    });
    expect(html).toContain('value="NBL1 North"');
    expect(html).toMatch(/<input type="date"[^>]* value="2024-01-05"/);
    expect(html).toContain('value="Marrara Stadium"');
    expect(html).toMatch(/<input type="checkbox" checked=""\/>Fast breaks tracked in this game/);
  });

  it('shows the coaches and details saved, and fast breaks as the setup says', () => {
    const saved = {
      ...TEST_SETUP,
      home: { ...TEST_SETUP.home, coach: 'Brian Goorjian' },
      fastBreaksTracked: false,
      details: { venue: 'Darwin Arena', officials: ['Ann Ref', 'Bo Ump'] },
    };
    const html = render({ setup: { value: saved, revision: 1 }, details: { ...details, venue: 'Marrara Stadium' } });
    expect(html).toContain('value="Brian Goorjian"');
    expect(html).toContain('value="Darwin Arena"');
    expect(html).not.toContain('Marrara Stadium');
    expect(html).toContain('Ann Ref\nBo Ump</textarea>');
    expect(html).toMatch(/<input type="checkbox"\/>Fast breaks tracked in this game/);
  });

  it('gives way to the saved setup', () => {
    const html = render({ setup: { value: TEST_SETUP, revision: 1 }, suggestedSetup: suggested, details });
    expect(html).not.toContain('Prefilled');
    expect(html).not.toContain('4 Sam Smith</textarea>');
    expect(html).toContain('16 Pia</textarea>');
  });

  it('is not mentioned when there is none', () => {
    expect(render({ details })).not.toContain('Prefilled');
  });
});
