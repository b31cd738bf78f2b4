import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { clientWith, meAs, render, text } from '../organizations/organization-test-data';
import {
  CompetitionForm,
  addressOf,
  competitionDraftOf,
  competitionFailure,
  competitionFormErrors,
  competitionInputOf,
} from './competition-form';
import { COMPETITION, LEAGUE } from './competition-test-data';

const draft = (changes: Partial<ReturnType<typeof competitionDraftOf>> = {}) => ({
  ...competitionDraftOf(),
  name: 'Metro League',
  seasonLabel: '2026 Winter',
  ...changes,
});

describe('the competition form', () => {
  it("starts from the domain's defaults: private, FIBA's tie-break and points, 70% to qualify, box scores published", () => {
    expect(competitionInputOf(draft())).toEqual({
      name: 'Metro League',
      seasonLabel: '2026 Winter',
      slug: 'metro-league-2026-winter',
      visibility: 'private',
      timeZone: 'Australia/Melbourne',
      points: { win: 2, loss: 1, forfeitLoss: 0 },
      tieBreak: 'fiba',
      publishBoxScores: true,
      qualificationPercent: 70,
    });
    expect(competitionFormErrors(draft())).toEqual({});
  });

  it('writes the address from the name and season until it is typed, and keeps an existing one', () => {
    expect(addressOf(draft({ name: 'Südliga Männer', seasonLabel: '2026/27' }))).toBe('sudliga-manner-2026-27');
    expect(addressOf(draft({ slug: 'metro', slugEdited: true }))).toBe('metro');
    // Typed away to nothing, it stays empty (and is refused), rather than coming back.
    expect(competitionFormErrors(draft({ slug: '', slugEdited: true })).slug).toMatch(/lowercase letters, digits and hyphens/);
    // Nothing to write it from yet: the name's and season's messages say what to do, not the address's.
    expect(Object.keys(competitionFormErrors(draft({ name: '', seasonLabel: '' })))).toEqual(['name', 'seasonLabel']);
    const existing = competitionDraftOf({ ...COMPETITION, slug: 'metro-2026' });
    expect(addressOf({ ...existing, name: 'Renamed' })).toBe('metro-2026');
    expect(competitionInputOf(existing).timeZone).toBe('Australia/Melbourne');
  });

  it("names each problem by its field in the schema's words, and an empty number in its rule's", () => {
    const errors = competitionFormErrors(draft({ name: ' ', win: '1', loss: '1', qualificationPercent: '120' }));
    expect(errors).toEqual({
      name: 'Enter the competition’s name',
      points: 'A win earns more points than a loss, and a loss at least as many as a forfeit',
      qualificationPercent: 'The qualification is from 0% to 100%',
    });
    expect(competitionFormErrors(draft({ forfeitLoss: '', qualificationPercent: '' }))).toMatchObject({
      points: 'Classification points are whole numbers',
      qualificationPercent: 'The qualification is from 0% to 100%',
    });
  });

  it("puts the server's refusal beside its field (a taken address under the address) and says it once", () => {
    const taken = new ApiError(409, 'slug_taken', 'That address is taken. Choose another, like metro-league-2026-winter.');
    expect(competitionFailure(taken)).toEqual({ slug: taken.message });
    const invalid = new ApiError(400, 'validation_failed', 'Season is too long', { seasonLabel: 'Season is too long' });
    expect(competitionFailure(invalid)).toEqual({ seasonLabel: 'Season is too long' });
    const league = new ApiError(403, 'not_a_league', 'Competitions are run by a league or club organization.');
    expect(competitionFailure(league)).toEqual({ form: league.message });
  });

  it('labels every field and offers every visibility and tie-break as a choice', () => {
    const html = render(
      createElement(CompetitionForm, { submitLabel: 'Create competition', pending: false, onSubmit: async () => undefined }),
      clientWith(meAs('owner', { organization: LEAGUE })),
    );
    for (const label of ['Competition name', 'Season', 'Address', 'A win', 'A loss', 'A loss by forfeit'])
      expect(html).toMatch(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>.*id="\\1"`));
    expect(text(html)).toContain('Public: listed and found by search engines');
    expect(text(html)).toContain('Percentage (points for / points against)');
    expect(text(html)).toContain('Publish box scores');
    expect(html.match(/type="radio"/g)).toHaveLength(5);
  });
});
