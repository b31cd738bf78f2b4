import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, text } from '../organizations/organization-test-data';
import { importProblems } from './roster-import';
import { PLAYERS_SEE_GAMES, PLAYERS_SEE_GAMES_HELP, TeamForm, teamFormErrors } from './team-form';

describe('the team form', () => {
  it('says what is wrong with each field before anything is sent, in the server’s words', () => {
    expect(teamFormErrors({ name: 'Tigers', shortName: 'TIG', color: '#ea580c' })).toEqual({});
    expect(teamFormErrors({ name: '', shortName: 'x'.repeat(13), color: '#ea580c' })).toEqual({
      name: 'Enter the team’s name',
      shortName: 'Short name must be at most 12 characters',
    });
  });

  const checkbox = (html: string) => /<input type="checkbox"[^>]*>/.exec(html)?.[0] ?? '';
  const form = (initial?: { name: string; shortName: string; color: string; playersSeeGames?: boolean }) =>
    render(createElement(TeamForm, { initial, submitLabel: 'Save team', pending: false, onSubmit: async () => null }));

  it("asks whether the team's players see its games, checked unless the team says not, with what off means", () => {
    const added = form();
    expect(text(added)).toContain("Players see the team's games");
    expect(text(added)).toContain('Off: players keep their own page and clips only.');
    expect(PLAYERS_SEE_GAMES_HELP).toBe('Off: players keep their own page and clips only.');
    expect(checkbox(added)).toContain('checked=""');
    const team = { name: 'Tigers', shortName: 'TIG', color: '#ea580c' };
    expect(checkbox(form({ ...team, playersSeeGames: true }))).toContain('checked=""');
    const closed = form({ ...team, playersSeeGames: false });
    expect(text(closed)).toContain(PLAYERS_SEE_GAMES);
    expect(checkbox(closed)).not.toContain('checked');
    // The help text describes the checkbox.
    const described = /aria-describedby="([^"]+)"/.exec(checkbox(closed))?.[1] ?? 'none';
    expect(closed).toContain(`id="${described}"`);
  });
});

describe('a refused roster import', () => {
  it('lists the bad lines in file order', () => {
    expect(importProblems({ 'line 12': 'b', 'line 3': 'a', 'line 4': 'c' })).toEqual([
      { line: 'line 3', message: 'a' },
      { line: 'line 4', message: 'c' },
      { line: 'line 12', message: 'b' },
    ]);
  });
});
