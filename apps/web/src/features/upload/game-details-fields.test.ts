import { GAME_DETAILS_MESSAGES } from '@courtside/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blankDetailsDraft, type GameDetailsDraft } from './game-details-draft';
import { GameDetailsFields } from './game-details-fields';

const TEAM_ID = '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21';
const blank = blankDetailsDraft(new Date(2024, 0, 5, 12));
const draft = (change: Partial<GameDetailsDraft>): GameDetailsDraft => ({ ...blank, ...change });

const fields = (props: Partial<Parameters<typeof GameDetailsFields>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        MemoryRouter,
        null,
        createElement(GameDetailsFields, {
          state: { draft: blank, errors: {}, update: () => undefined, fieldsetId: 'details' },
          teams: [{ id: TEAM_ID, name: 'Tigers' }],
          ...props,
        }),
      ),
    ),
  );

describe('the game details fields', () => {
  it('offer no team first, then the customer’s teams by name', () => {
    const html = fields();
    expect(html).toContain('<legend class="px-1 font-semibold text-slate-900">Game details</legend>');
    expect([...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map(([, value, label]) => [value, label])).toEqual([
      ['', 'None'],
      [TEAM_ID, 'Tigers'],
    ]);
    expect(html).not.toContain('href="/teams"');
  });

  it('point a customer without a team to /teams', () => {
    expect(fields({ teams: [] })).toMatch(/You have no teams yet\. <a[^>]*href="\/teams"[^>]*>Create a team<\/a>/);
  });

  it('show each message beside its field, tied to it for screen readers', () => {
    const html = fields({
      state: {
        draft: draft({ teamId: TEAM_ID }),
        errors: { opponentName: GAME_DETAILS_MESSAGES.opponentRequired },
        update: () => undefined,
        fieldsetId: 'details',
      },
    });
    const described = /<input[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(described).toBeDefined();
    expect(html).toContain(`<p id="${String(described)}" class="mt-1 text-sm text-red-700">Enter the opponent’s name</p>`);
  });

  it('start on Not sure for home or away, with the roster’s hint', () => {
    const html = fields();
    const radios = [...html.matchAll(/<input type="radio"([^>]*)\/>([^<]*)/g)].map(
      ([, attributes = '', label]) => `${String(label)}${attributes.includes('checked=""') ? ' (checked)' : ''}`,
    );
    expect(radios).toEqual(['Home', 'Away', 'Not sure (checked)']);
    expect(html).toContain(
      'One player per line: number, then name. Leave it empty and our analyst will read the numbers from the video.',
    );
  });
});
