import { createElement } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMPETITION, LEAGUE, WITH_TEAMS } from '../../features/competitions/competition-test-data';
import { competitionsQuery } from '../../features/competitions/competitions-api';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import CompetitionPage, { tabOf, tabsFor } from './competition-page';
import CompetitionsPage from './competitions-page';

const CLUB = { ...LEAGUE, id: 'org-club', name: 'Riverside Club', kind: 'club' } as const;

function listPage(role: Parameters<typeof meAs>[0], organization = LEAGUE, competitions = [COMPETITION]) {
  const client = clientWith(meAs(role, { organization }));
  client.setQueryData(competitionsQuery.queryKey, competitions);
  return render(createElement(CompetitionsPage), client);
}

describe('the competitions page', () => {
  it('explains what a competition is when there is none, and offers a new one to the owners and managers only', () => {
    for (const role of ['owner', 'manager'] as const) {
      const html = listPage(role, LEAGUE, []);
      expect(text(html)).toContain('A competition is one season of your league');
      expect(html).toMatch(/href="\/competitions\/new"[^>]*>.*New competition</);
    }
    for (const role of ['coach', 'viewer', 'player'] as const) {
      const html = listPage(role, LEAGUE, []);
      expect(text(html)).toContain('A competition is one season of your league');
      expect(html).not.toContain('New competition');
      expect(text(html)).toContain("Only the organization's owners and managers can run its competitions.");
    }
    // A team's organization runs none: it is told where they are run.
    const team = listPage('owner', { ...LEAGUE, kind: 'team' }, []);
    expect(team).not.toContain('New competition');
    expect(text(team)).toContain('Competitions are run by a league or club organization.');
  });

  it('lists each competition with its season and visibility, a club\'s claimed ones marked "Club"', () => {
    const html = listPage('owner', CLUB, [
      COMPETITION,
      { ...COMPETITION, id: 'c2', name: 'Northern League', visibility: 'unlisted', access: 'club', claimedTeamIds: ['t-tigers'] },
    ]);
    expect(html).toContain(`href="/competitions/${COMPETITION.id}"`);
    expect(text(html)).toContain('Metro League2026 Winter · Public');
    expect(text(html)).toContain('Northern LeagueClub: your club claimed a team in it2026 Winter · Unlisted');
    expect(text(html).match(/Club:/g)).toHaveLength(1);
    // A club claims a league's team from here; a league does not.
    expect(html).toContain('href="/competitions/claim"');
    expect(listPage('owner')).not.toContain('href="/competitions/claim"');
  });
});

describe("a competition's page", () => {
  it('opens on the tab its address names, else the teams until there are two, then the fixtures', () => {
    expect(tabOf('ladder', true, 4)).toBe('ladder');
    expect(tabOf(null, true, 1)).toBe('teams');
    expect(tabOf(null, true, 4)).toBe('fixtures');
    expect(tabOf('nonsense', false, 0)).toBe('fixtures');
    // Settings are for those who run it.
    expect(tabOf('settings', false, 4)).toBe('fixtures');
    expect(tabsFor(false).map((tab) => tab.label)).toEqual(['Teams', 'Fixtures', 'Ladder', 'Leaders']);
    expect(tabsFor(true).map((tab) => tab.label)).toEqual(['Teams', 'Fixtures', 'Ladder', 'Leaders', 'Settings']);
  });

  function competitionPage(role: Parameters<typeof meAs>[0], competition = WITH_TEAMS, tab = 'teams') {
    const client = clientWith(meAs(role, { organization: LEAGUE }));
    client.setQueryData(['competitions', competition.id], competition);
    // The page reads its id from the route.
    const routes = createElement(
      Routes,
      null,
      createElement(Route, { path: '/competitions/:id', element: createElement(CompetitionPage) }),
    );
    return render(routes, client, `/competitions/${competition.id}?tab=${tab}`);
  }

  it('links a public or unlisted competition to its public page, a private one to none', () => {
    expect(competitionPage('viewer')).toMatch(/href="\/c\/metro-league-2026-winter"/);
    expect(competitionPage('viewer', { ...WITH_TEAMS, visibility: 'private' })).not.toContain('href="/c/');
  });

  it('gives those who run it the forms, and the others the teams to read', () => {
    const owner = text(competitionPage('owner'));
    expect(owner).toContain('Add a team');
    expect(owner).toContain('Settings');
    const viewer = text(competitionPage('viewer'));
    expect(viewer).toContain('Tigers (TIG)');
    expect(viewer).not.toContain('Add a team');
    expect(viewer).not.toContain('Settings');
  });
});
