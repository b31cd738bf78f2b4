import type { MemberRole } from '@courtside/domain';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWith, render, text } from '../organizations/organization-test-data';
import { gameNamer } from './competition-access';
import { FixtureList } from './competition-fixtures';
import { LEAGUE, COMPETITION, TEAMS, fixture, names } from './competition-test-data';
import { deliveredScoreText, gameDayText } from './competition-text';
import { organizationGamesQuery, type OrganizationGame } from './competitions-api';
import { NameGameDialog } from './name-game-dialog';

const CLUB = { ...LEAGUE, id: 'org-club', name: 'Riverside Club', kind: 'club' } as const;
const CLAIMED = { ...COMPETITION, access: 'club' as const, claimedTeamIds: ['t-tigers'] };
const tigersHawks = fixture({ id: 'f1' });
const lionsEagles = fixture({ id: 'f2', homeTeamId: 't-lions', awayTeamId: 't-eagles' });

function game(overrides: Partial<OrganizationGame> & { id: string; name: string }): OrganizationGame {
  return {
    status: 'completed',
    customerStatus: 'completed',
    source: 'url',
    videoUrl: null,
    fileSize: null,
    durationSeconds: null,
    failureReason: null,
    createdAt: '2026-04-12T09:00:00.000Z',
    dueAt: null,
    details: null,
    ...overrides,
  };
}

/** A game's details with only the day it was played. */
const playedOn = (day: string): OrganizationGame['details'] => ({
  teamId: null,
  opponentName: null,
  opponentColor: null,
  playedOn: day,
  homeAway: null,
  venue: null,
  competition: null,
});

describe('who names the game of a fixture', () => {
  const may = (role: MemberRole, organization = LEAGUE, competition = COMPETITION) =>
    gameNamer(competition, { ...organization, role });

  it("lets the league's owners and managers name one for any fixture, and nobody else of the league", () => {
    for (const role of ['owner', 'manager'] as const) {
      expect(may(role)(tigersHawks)).toBe(true);
      expect(may(role)(lionsEagles)).toBe(true);
    }
    for (const role of ['coach', 'viewer', 'player'] as const) expect(may(role)(tigersHawks)).toBe(false);
    expect(gameNamer(COMPETITION, null)(tigersHawks)).toBe(false);
  });

  it("lets a claiming club's owners, managers and coaches name one for its claimed teams' fixtures only", () => {
    for (const role of ['owner', 'manager', 'coach'] as const) {
      expect(may(role, CLUB, CLAIMED)(tigersHawks)).toBe(true);
      expect(may(role, CLUB, CLAIMED)({ ...tigersHawks, homeTeamId: 't-hawks', awayTeamId: 't-tigers' })).toBe(true);
      expect(may(role, CLUB, CLAIMED)(lionsEagles)).toBe(false);
    }
    for (const role of ['viewer', 'player'] as const) expect(may(role, CLUB, CLAIMED)(tigersHawks)).toBe(false);
  });

  it('offers it only while the fixture has no game named', () => {
    expect(may('owner')({ ...tigersHawks, gameId: 'g1' })).toBe(false);
    expect(may('coach', CLUB, CLAIMED)({ ...tigersHawks, gameId: 'g1' })).toBe(false);
  });
});

describe('naming the game in words', () => {
  it("writes the delivered game's score with the teams' names, and nothing before delivery", () => {
    expect(deliveredScoreText({ ...tigersHawks, gameScore: { home: 78, away: 70 } }, names)).toBe(
      'Delivered score: Tigers 78, Hawks 70',
    );
    expect(deliveredScoreText(tigersHawks, names)).toBeNull();
  });

  it("dates a game by the day it was played when its details say so, else by the day it was uploaded in the reader's zone", () => {
    const played = game({ id: 'g1', name: 'Tigers v Hawks', details: playedOn('2026-04-11') });
    expect(gameDayText(played, 'Pacific/Honolulu')).toBe('Played Apr 11, 2026');
    const uploaded = game({ id: 'g2', name: 'Tigers v Hawks', createdAt: '2026-04-12T23:30:00.000Z' });
    expect(gameDayText(uploaded, 'UTC')).toBe('Uploaded Apr 12, 2026');
    expect(gameDayText(uploaded, 'Australia/Melbourne')).toBe('Uploaded Apr 13, 2026');
  });
});

describe('the fixtures list and the game named', () => {
  const list = (fixtures = [tigersHawks, lionsEagles], mayNameGame?: (fixture: { id: string }) => boolean) =>
    render(createElement(FixtureList, { competitionId: 'c1', fixtures, teams: TEAMS, runner: false, mayNameGame }));

  it('offers "Name the game" on the fixtures it may, each button naming its fixture', () => {
    const html = text(list(undefined, (candidate) => candidate.id === 'f1'));
    expect(html).toContain('Name the game of Tigers v Hawks');
    expect(html).not.toContain('Name the game of Lions v Eagles');
    expect(text(list())).not.toContain('Name the game');
  });

  it('shows a named game with a link to it and, once delivered, its score', () => {
    const html = list(
      [
        { ...tigersHawks, gameId: 'g1', gameScore: { home: 78, away: 70 } },
        { ...lionsEagles, gameId: 'g2' },
      ],
      () => true,
    );
    expect(html).toMatch(/href="\/games\/g1"[^>]*>Open the game<span class="sr-only"> of Tigers v Hawks<\/span>/);
    expect(html).toContain('href="/games/g2"');
    expect(text(html).match(/Game named/g)).toHaveLength(2);
    expect(text(html)).toContain('Delivered score: Tigers 78, Hawks 70');
    expect(text(html)).not.toContain('Name the game');
  });
});

describe('the dialog naming the game', () => {
  const dialog = (games: OrganizationGame[] | null, nextCursor: string | null = null) => {
    const client = clientWith(null);
    if (games)
      client.setQueryData(organizationGamesQuery.queryKey, {
        pages: [{ games, nextCursor, counts: { total: games.length, processing: 0 } }],
        pageParams: [null],
      });
    const element = createElement(NameGameDialog, {
      competitionId: 'c1',
      fixtureId: 'f1',
      match: 'Tigers v Hawks',
      when: 'Apr 11, 2026 · 19:30',
      onNamed: () => undefined,
      onClose: () => undefined,
    });
    return render(element, client);
  };

  it("lists the organization's games in the server's order, newest first, each with its day and status, to choose one", () => {
    const html = dialog(
      [
        game({ id: 'g2', name: 'Tigers v Hawks', details: playedOn('2026-04-11') }),
        game({ id: 'g1', name: 'Training scrimmage', status: 'in_analysis', customerStatus: 'processing' }),
      ],
      'next',
    );
    expect(text(html)).toContain('Name the game of Tigers v Hawks');
    expect(text(html)).toContain('Your games, newest first');
    expect(text(html)).toMatch(
      /Tigers v HawksPlayed Apr 11, 2026 · Completed.*Training scrimmageUploaded Apr 12, 2026 · Processing/,
    );
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<label[^>]*><input type="radio"[^>]*value="g2"/);
    expect(text(html)).toContain('Show more games');
    expect(text(html)).toContain('Name this game');
  });

  it('with no game yet, says to upload it first and links to the upload, offering nothing to send', () => {
    const html = dialog([]);
    expect(text(html)).toContain('Your organization has no games yet. Upload the game first, then name it here.');
    expect(html).toMatch(/href="\/upload"[^>]*>Upload the game</);
    expect(text(html)).not.toContain('Name this game');
    expect(text(html)).toContain('Cancel');
  });

  it('says it is loading the games until they arrive', () => {
    expect(text(dialog(null))).toContain('Loading your games…');
  });
});
