import { describe, expect, it } from 'vitest';
import {
  competitionSummary,
  disagreementText,
  fixtureRounds,
  fixtureWhen,
  importProblemLines,
  leaderValueText,
  resultText,
} from './competition-text';
import { COMPETITION, fixture, names } from './competition-test-data';

describe("a competition's words", () => {
  it('names the season and who can see it', () => {
    expect(competitionSummary(COMPETITION)).toBe('2026 Winter · Public');
    expect(competitionSummary({ ...COMPETITION, visibility: 'private' })).toBe('2026 Winter · Private');
  });

  it("writes a fixture's day as the design does (Apr 11, 2026) whatever the reader's zone, with its start time", () => {
    expect(fixtureWhen({ date: '2026-04-11', time: '19:30' })).toBe('Apr 11, 2026 · 19:30');
    // The first and last of a month stay on their day (no zone moves them).
    expect(fixtureWhen({ date: '2026-05-01', time: '09:00' })).toBe('May 1, 2026 · 09:00');
    expect(fixtureWhen({ date: '2026-12-31', time: '23:59' })).toBe('Dec 31, 2026 · 23:59');
  });

  it('groups the fixtures by round, first round first, each by day and time, and names a finals round', () => {
    const rounds = fixtureRounds([
      fixture({ id: 'late', round: 2, date: '2026-04-18', time: '20:00' }),
      fixture({ id: 'early', round: 2, date: '2026-04-18', time: '18:00' }),
      fixture({ id: 'first', round: 1 }),
      fixture({ id: 'semi', round: 3, stage: 'semi-final', date: '2026-05-02' }),
    ]);
    expect(rounds.map((round) => [round.label, round.fixtures.map((entry) => entry.id)])).toEqual([
      ['Round 1', ['first']],
      ['Round 2', ['early', 'late']],
      ['Round 3 · Semi-finals', ['semi']],
    ]);
    expect(fixtureRounds([])).toEqual([]);
  });

  it('says a result with both scores, a forfeit with who forfeited, and nothing before a result', () => {
    expect(resultText(fixture({ id: 'f', status: 'played', homeScore: 80, awayScore: 70 }), names)).toBe('Tigers 80, Hawks 70');
    expect(
      resultText(
        fixture({ id: 'f', status: 'forfeit', homeScore: 0, awayScore: 20, forfeitedBy: 't-tigers', awayTeamId: 't-lions' }),
        names,
      ),
    ).toBe('Tigers forfeited: Tigers 0, Lions 20');
    expect(resultText(fixture({ id: 'f' }), names)).toBeNull();
    expect(resultText(fixture({ id: 'f', status: 'postponed', homeScore: 80, awayScore: 70 }), names)).toBeNull();
  });

  it("flags the delivered game's score only when it differs from the result", () => {
    expect(disagreementText({ disagreement: true, gameScore: { home: 78, away: 70 } })).toBe('The delivered game says 78-70');
    expect(disagreementText({ disagreement: false, gameScore: { home: 80, away: 70 } })).toBeNull();
    expect(disagreementText({ disagreement: true, gameScore: null })).toBeNull();
  });

  it("lists a fixtures file's bad lines in file order, each naming its line, from the domain or from the server", () => {
    expect(
      importProblemLines([
        { line: 12, message: 'Line 12: a team cannot play itself.' },
        { line: 3, message: 'Line 3: "2026-04-31" is not a date written YYYY-MM-DD.' },
        { line: 1, message: 'The first line names the columns: round, date, time, venue, home, away.' },
      ]),
    ).toEqual([
      'Line 1: The first line names the columns: round, date, time, venue, home, away.',
      'Line 3: "2026-04-31" is not a date written YYYY-MM-DD.',
      'Line 12: a team cannot play itself.',
    ]);
    // The server's refusal: its fields by line, "0" for the whole file.
    expect(
      importProblemLines({ '10': 'Line 10: the same fixture as line 2.', '0': 'The file is empty.', '4': 'Line 4: x.' }),
    ).toEqual(['The file is empty.', 'Line 4: x.', 'Line 10: the same fixture as line 2.']);
  });

  it("writes a leader's figure to one decimal, a percentage with its sign", () => {
    expect(leaderValueText({ category: 'pts' }, 18.333)).toBe('18.3');
    expect(leaderValueText({ category: 'fg3Pct' }, 47.5)).toBe('47.5%');
  });
});
