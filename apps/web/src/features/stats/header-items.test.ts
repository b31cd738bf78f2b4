import { describe, expect, it } from 'vitest';
import { headerItems } from './header-items';

describe("the sheet's header", () => {
  it('lists what is known of the game, in the order of a box score sheet', () => {
    const header = {
      competition: 'Metro League',
      date: '2026-10-01',
      startTime: '19:30',
      venue: 'Ridge Hall',
      attendance: 1250,
      officials: ['A. Ref', 'B. Ump', 'C. Line'],
    };
    expect(headerItems({ header })).toEqual([
      { label: 'Competition', value: 'Metro League' },
      // A calendar day: Oct 1 in every time zone.
      { label: 'Date', value: 'Oct 1, 2026' },
      { label: 'Start time', value: '19:30' },
      { label: 'Venue', value: 'Ridge Hall' },
      { label: 'Attendance', value: '1,250' },
      { label: 'Officials', value: 'A. Ref, B. Ump, C. Line' },
    ]);
  });

  it('leaves out what is not known, and shows nothing for a report of an older engine', () => {
    const header = { competition: null, date: null, startTime: null, venue: 'Ridge Hall', attendance: 0, officials: ['A. Ref'] };
    expect(headerItems({ header })).toEqual([
      { label: 'Venue', value: 'Ridge Hall' },
      { label: 'Attendance', value: '0' },
      { label: 'Official', value: 'A. Ref' },
    ]);
    expect(headerItems({})).toEqual([]);
  });
});
