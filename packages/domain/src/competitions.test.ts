import { describe, expect, it } from 'vitest';
import { competitionInputSchema, fixtureInputSchema, isTimeZone, resultInputSchema, slugFor } from './competitions.js';

describe('a competition as its manager fills it in', () => {
  it('suggests an address from the name and season, accents and punctuation dropped', () => {
    expect(slugFor('Metro Basketball League', '2026')).toBe('metro-basketball-league-2026');
    expect(slugFor('Liga Señor — Côte d’Azur!', 'Winter 2026')).toBe('liga-senor-cote-d-azur-winter-2026');
  });

  it("takes FIBA's points, the FIBA tie-break, 70% and a private page when nothing else is said", () => {
    const parsed = competitionInputSchema.parse({ name: 'Metro', seasonLabel: '2026', slug: 'metro-2026' });
    expect(parsed).toMatchObject({
      visibility: 'private',
      points: { win: 2, loss: 1, forfeitLoss: 0 },
      tieBreak: 'fiba',
      publishBoxScores: true,
      qualificationPercent: 70,
      timeZone: 'Australia/Melbourne',
    });
  });

  it('refuses an address with spaces, points where a loss earns as much as a win, and an unknown zone', () => {
    const problems = (input: object) =>
      competitionInputSchema
        .safeParse({ name: 'Metro', seasonLabel: '2026', slug: 'metro-2026', ...input })
        .error?.issues.map((issue) => issue.message);
    expect(problems({ slug: 'metro 2026' })).toEqual([
      'The address may hold lowercase letters, digits and hyphens, like metro-league-2026',
    ]);
    expect(problems({ points: { win: 1, loss: 1, forfeitLoss: 0 } })).toEqual([
      'A win earns more points than a loss, and a loss at least as many as a forfeit',
    ]);
    expect(problems({ timeZone: 'Mars/Olympus' })).toEqual(['Choose a time zone, like Australia/Melbourne']);
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
  });

  it('refuses a fixture between a team and itself, and a level or absurd result', () => {
    const team = '7f0c3c1e-6f0e-4d8e-9f0a-2b3c4d5e6f70';
    const fixture = fixtureInputSchema.safeParse({
      round: 1,
      date: '2026-04-11',
      time: '10:00',
      homeTeamId: team,
      awayTeamId: team,
    });
    expect(fixture.error?.issues.map((issue) => issue.message)).toEqual(['A team cannot play itself.']);
    expect(resultInputSchema.safeParse({ homeScore: 60, awayScore: 60 }).success).toBe(false);
    expect(resultInputSchema.safeParse({ homeScore: 251, awayScore: 60 }).success).toBe(false);
    expect(resultInputSchema.safeParse({ homeScore: -2, awayScore: 60 }).success).toBe(false);
    expect(resultInputSchema.parse({ forfeitedBy: 'home' })).toEqual({ forfeitedBy: 'home' });
    expect(resultInputSchema.parse({ homeScore: 61, awayScore: 60 })).toEqual({ homeScore: 61, awayScore: 60 });
  });
});
