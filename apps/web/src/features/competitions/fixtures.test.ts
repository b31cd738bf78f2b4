import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { render, text } from '../organizations/organization-test-data';
import { FixtureList } from './competition-fixtures';
import { TEAMS, fixture } from './competition-test-data';
import { importFailure, importPreview } from './fixtures-import';

const HEADER = 'round,date,time,venue,home,away';

describe('importing fixtures', () => {
  it('reads the file in the browser first: every bad line named by its number, so nothing is sent', () => {
    const csv = [
      HEADER,
      '1,2026-04-11,19:30,Stadium 1,Tigers,Hawks',
      '1,2026-04-31,19:30,Stadium 1,Lions,Eagles',
      '2,2026-04-18,19:30,,Tigers,Sharks',
      '2,2026-04-18,19:30,,HAW,HAW',
    ].join('\n');
    expect(importPreview(csv, TEAMS)).toEqual({
      message: 'Nothing was imported. Fix these lines and import the file again.',
      lines: [
        'Line 3: "2026-04-31" is not a date written YYYY-MM-DD.',
        'Line 4: no team of this competition is named "Sharks".',
        'Line 5: a team cannot play itself.',
      ],
    });
    // Teams by name or short name, the venue may be empty.
    expect(importPreview(`${HEADER}\n1,2026-04-11,19:30,,TIG,hawks\n`, TEAMS)).toBeNull();
  });

  it("lists the server's refusal line by line, and any other failure in its own words", () => {
    const refused = new ApiError(400, 'bad_fixtures', 'Nothing was imported. Line 2: a team cannot play itself.', {
      '2': 'Line 2: a team cannot play itself.',
    });
    expect(importFailure(refused)).toEqual({ message: 'Nothing was imported.', lines: ['Line 2: a team cannot play itself.'] });
    const full = new ApiError(409, 'too_many_fixtures', 'A competition holds at most 2,000 fixtures.');
    expect(importFailure(full)).toEqual({ message: full.message, lines: [] });
  });
});

describe('the fixtures list', () => {
  const fixtures = [
    fixture({ id: 'f1', status: 'played', homeScore: 80, awayScore: 70, venue: 'Stadium 1' }),
    fixture({
      id: 'f2',
      homeTeamId: 't-lions',
      awayTeamId: 't-eagles',
      status: 'played',
      homeScore: 75,
      awayScore: 70,
      gameScore: { home: 78, away: 70 },
      disagreement: true,
    }),
    fixture({ id: 'f3', round: 2, date: '2026-04-18', status: 'postponed' }),
  ];
  const list = (runner: boolean) => render(createElement(FixtureList, { competitionId: 'c1', fixtures, teams: TEAMS, runner }));

  it('shows each round with its fixtures: day, time, venue, teams, status and result', () => {
    const html = text(list(false));
    expect(html).toContain('Round 1');
    expect(html).toContain('Apr 11, 2026 · 19:30 · Stadium 1');
    expect(html).toContain('Tigers v Hawks');
    expect(html).toContain('Tigers 80, Hawks 70');
    expect(html).toContain('Round 2');
    expect(html).toContain('Postponed');
  });

  it("flags a delivered game's score that differs from the result, and offers its score to those who run it", () => {
    expect(text(list(true))).toContain('The delivered game says 78-70, not the result entered.');
    expect(text(list(true))).toContain('Use the game’s score for Lions v Eagles');
    // A reader sees the flag, not the button, nor any way to change a fixture.
    expect(text(list(false))).toContain('The delivered game says 78-70');
    expect(list(false)).not.toContain('<button');
    expect(list(false)).not.toContain('Result and schedule');
  });

  it('offers a result, a forfeit and the schedule for each fixture, and no status change once it has a result', () => {
    const html = list(true);
    expect(text(html)).toContain('Result and schedule of Tigers v Hawks');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Tigers score<\/label><input id="\1"/);
    expect(text(html)).toContain('Hawks forfeited');
    expect(text(html)).toContain('Correct the result');
    // Played fixtures keep their status; the postponed one goes back on the schedule or is cancelled.
    expect(html.match(/>Postpone</g)).toBeNull();
    expect(html.match(/>Back on the schedule</g)).toHaveLength(1);
    expect(html.match(/>Cancel the fixture</g)).toHaveLength(1);
  });
});
