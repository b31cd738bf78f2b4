import { describe, expect, it } from 'vitest';
import { finalStatus, headerItems, scoreboardFacts } from './header-items';

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

describe("the scoreboard's line under the score", () => {
  const box = (periods: number) => ({ periodPoints: Array.from({ length: periods }, () => 10) });
  const report = (played: number, header?: Parameters<typeof headerItems>[0]['header']) => ({
    setup: { periods: 4 },
    boxScore: { home: box(played), away: box(played) },
    header,
  });

  it('says Final, and Final/OT or Final/2OT after overtimes', () => {
    expect(finalStatus(report(4))).toBe('Final');
    // A game without plays in its last periods is still over.
    expect(finalStatus(report(2))).toBe('Final');
    expect(finalStatus(report(5))).toBe('Final/OT');
    expect(finalStatus(report(6))).toBe('Final/2OT');
  });

  it('gives the status, the date and the venue as far as they are known', () => {
    const header = {
      competition: 'Metro League',
      date: '2026-10-01',
      startTime: '19:30',
      venue: 'Ridge Hall',
      attendance: null,
      officials: [],
    };
    expect(scoreboardFacts(report(4, header))).toEqual(['Final', 'Oct 1, 2026', 'Ridge Hall']);
    expect(scoreboardFacts(report(5, { ...header, date: null, venue: null }))).toEqual(['Final/OT']);
    expect(scoreboardFacts(report(4))).toEqual(['Final']);
  });
});
