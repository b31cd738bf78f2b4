import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES, filterFaqs } from './faq-entries';

describe('FAQ entries', () => {
  it('are eight, each in one of the four categories, with unique ids', () => {
    expect(FAQ_ENTRIES).toHaveLength(8);
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(8);
    for (const category of FAQ_CATEGORIES.filter((c) => c !== 'all')) {
      expect(
        FAQ_ENTRIES.some((entry) => entry.category === category),
        category,
      ).toBe(true);
    }
  });
});

describe('filterFaqs', () => {
  it('returns everything for an empty query in all categories', () => {
    expect(filterFaqs(FAQ_ENTRIES, '', 'all')).toHaveLength(8);
  });

  it('matches the question text, ignoring case', () => {
    expect(filterFaqs(FAQ_ENTRIES, 'EXPIRE', 'all').map((entry) => entry.id)).toEqual(['credits-expire']);
  });

  it('matches the answer text too', () => {
    expect(filterFaqs(FAQ_ENTRIES, 'Vimeo', 'all').map((entry) => entry.id)).toEqual(['formats']);
  });

  it('requires every word of the query', () => {
    expect(filterFaqs(FAQ_ENTRIES, 'refund 7 days', 'all').map((entry) => entry.id)).toEqual(['guarantee']);
    expect(filterFaqs(FAQ_ENTRIES, 'refund zebra', 'all')).toEqual([]);
  });

  it('keeps only the chosen category', () => {
    const pricing = filterFaqs(FAQ_ENTRIES, '', 'pricing');
    expect(pricing.map((entry) => entry.category)).toEqual(['pricing', 'pricing']);
    expect(filterFaqs(FAQ_ENTRIES, 'Vimeo', 'pricing')).toEqual([]);
  });
});
