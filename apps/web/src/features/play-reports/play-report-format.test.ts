import { describe, expect, it } from 'vitest';
import { decisionNoteError, reportStateText, watchTarget } from './play-report-format';

describe("a play report's state, as the customer reads it", () => {
  it('says an open report waits, an accepted one is being corrected, and a declined one gives the admin’s note', () => {
    expect(reportStateText({ status: 'open', decisionNote: null })).toBe(
      'Open: we will look at this play and answer you by e-mail.',
    );
    expect(reportStateText({ status: 'accepted', decisionNote: 'Thanks!' })).toBe(
      'Accepted: our analysts are correcting this play. Thanks!',
    );
    expect(reportStateText({ status: 'declined', decisionNote: 'It was #4.' })).toBe('Declined: It was #4.');
  });
});

describe('watching a reported play in the back office', () => {
  it('starts our stored footage 3 seconds before the play, and opens a video link at that second', () => {
    expect(watchTarget('/api/analysis/games/g/video', 65_500)).toEqual({
      kind: 'stored',
      url: '/api/analysis/games/g/video#t=62.5',
      at: '1:02',
    });
    expect(watchTarget('https://www.youtube.com/watch?v=abc', 65_500)).toMatchObject({
      kind: 'link',
      url: 'https://www.youtube.com/watch?v=abc&t=62',
    });
    expect(watchTarget('/api/analysis/games/g/video', 1000)?.url).toBe('/api/analysis/games/g/video#t=0');
    expect(watchTarget(null, 1000)).toBeNull();
  });
});

describe("an admin's note with a decision", () => {
  it('is required to decline, optional to accept', () => {
    expect(decisionNoteError('decline', '  ')).toBe('Please tell the customer why the report is declined.');
    expect(decisionNoteError('accept', '')).toBeNull();
    expect(decisionNoteError('decline', 'It was #4.')).toBeNull();
  });
});
