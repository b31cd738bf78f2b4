import { describe, expect, it } from 'vitest';
import { customerDetailsParts, prefillNote, type CustomerDetails } from './customer-details';

const details: CustomerDetails = {
  teamName: 'Tigers',
  opponentName: 'Hawks',
  playedOn: '2024-01-05',
  homeAway: 'away',
  venue: 'State Centre',
  competition: 'U16 Girls',
};

describe('the customer’s details in the workspace', () => {
  it('say where the setup came from and what to check', () => {
    expect(prefillNote(details)).toBe(
      "Prefilled from the customer's upload: the Tigers roster and Hawks. Confirm the numbers you see on the video and add any player missing.",
    );
    expect(prefillNote({ teamName: null, opponentName: 'Hawks' })).toBe(
      "Prefilled from the customer's upload: Hawks. Confirm the numbers you see on the video and add any player missing.",
    );
    expect(prefillNote(null)).toBe(
      "Prefilled from the customer's upload. Confirm the numbers you see on the video and add any player missing.",
    );
  });

  it('list the team and its side, the opponent, the day played in every time zone, the venue and the competition', () => {
    expect(customerDetailsParts(details)).toEqual([
      'Tigers (away) vs Hawks',
      'Played Jan 5, 2024',
      'Venue: State Centre',
      'Competition: U16 Girls',
    ]);
    expect(
      customerDetailsParts({
        ...details,
        teamName: null,
        homeAway: null,
        playedOn: '2024-12-31',
        venue: null,
        competition: null,
      }),
    ).toEqual(["The customer's team vs Hawks", 'Played Dec 31, 2024']);
    expect(customerDetailsParts({ ...details, opponentName: null, homeAway: 'home', playedOn: null })).toEqual([
      'Tigers (home)',
      'Venue: State Centre',
      'Competition: U16 Girls',
    ]);
  });
});
