import { describe, expect, it } from 'vitest';
import type { CustomerDetails } from './customer-details';
import { detailsDraftOf, detailsOfDraft, type DetailsDraft } from './setup-details';

const customer: CustomerDetails = {
  teamName: 'Tigers',
  opponentName: 'Hawks',
  playedOn: '2024-01-05',
  homeAway: 'home',
  venue: 'Marrara Stadium',
  competition: 'NBL1 North',
};
const empty: DetailsDraft = { competition: '', date: '', startTime: '', venue: '', attendance: '', officials: '' };

describe('the game details the setup form opens with', () => {
  it('takes competition, date and venue from the customer’s upload until the setup has its own', () => {
    expect(detailsDraftOf(undefined, customer)).toEqual({
      ...empty,
      competition: 'NBL1 North',
      date: '2024-01-05',
      venue: 'Marrara Stadium',
    });
    expect(detailsDraftOf(undefined, null)).toEqual(empty);
  });

  it('shows what the setup saved over the customer’s word, the officials one a line', () => {
    const saved = { venue: 'Darwin Arena', attendance: 0, startTime: '19:30', officials: ['Ann Ref', 'Bo Ump'] };
    expect(detailsDraftOf(saved, customer)).toEqual({
      competition: 'NBL1 North',
      date: '2024-01-05',
      startTime: '19:30',
      venue: 'Darwin Arena',
      attendance: '0',
      officials: 'Ann Ref\nBo Ump',
    });
  });
});

describe('the game details saved from the form', () => {
  it('keeps what was typed, trimmed, and leaves out the empty boxes', () => {
    expect(
      detailsOfDraft({
        competition: ' NBL1 North ',
        date: '2024-01-05',
        startTime: '07:05',
        venue: '',
        attendance: ' 850 ',
        officials: 'Ann Ref\n\n  Bo Ump \r\nCy Line\n',
      }),
    ).toEqual({
      details: {
        competition: 'NBL1 North',
        date: '2024-01-05',
        startTime: '07:05',
        attendance: 850,
        officials: ['Ann Ref', 'Bo Ump', 'Cy Line'],
      },
    });
    expect(detailsOfDraft({ ...empty, attendance: '0' })).toEqual({ details: { attendance: 0 } });
    expect(detailsOfDraft({ ...empty, attendance: '1000000' })).toEqual({ details: { attendance: 1_000_000 } });
  });

  it('saves no details at all when every box is empty', () => {
    expect(detailsOfDraft({ ...empty, officials: '\n  \n' })).toEqual({ details: undefined });
  });

  it('refuses a date, a time or an attendance it cannot read, and says how to write it', () => {
    const date = { error: 'Enter the game’s date as YYYY-MM-DD, e.g. 2024-01-05' };
    expect(detailsOfDraft({ ...empty, date: '5/1/2024' })).toEqual(date);
    expect(detailsOfDraft({ ...empty, date: '2023-02-29' })).toEqual(date); // not a leap year
    expect(detailsOfDraft({ ...empty, date: '2024-02-29' })).toEqual({ details: { date: '2024-02-29' } });
    const time = { error: 'Enter the start time as HH:MM on a 24-hour clock, e.g. 19:30' };
    for (const startTime of ['7:30', '24:00', '19:60', '7pm']) expect(detailsOfDraft({ ...empty, startTime })).toEqual(time);
    expect(detailsOfDraft({ ...empty, startTime: '23:59' })).toEqual({ details: { startTime: '23:59' } });
    const attendance = { error: 'Enter the attendance as a whole number up to 1,000,000, e.g. 850' };
    for (const count of ['-1', '85.5', 'about 800', '1,200', '1000001'])
      expect(detailsOfDraft({ ...empty, attendance: count })).toEqual(attendance);
  });

  it('takes up to five officials and names of up to 100 characters', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].join('\n');
    expect(detailsOfDraft({ ...empty, officials: six })).toEqual({
      error: 'List at most 5 officials, one per line (6 given)',
    });
    expect(detailsOfDraft({ ...empty, officials: 'x'.repeat(101) })).toEqual({
      error: 'Shorten each official’s name to 100 characters',
    });
    expect(detailsOfDraft({ ...empty, venue: 'v'.repeat(101) })).toEqual({ error: 'Shorten the venue to 100 characters' });
    expect(detailsOfDraft({ ...empty, competition: 'c'.repeat(100) })).toEqual({ details: { competition: 'c'.repeat(100) } });
  });
});
