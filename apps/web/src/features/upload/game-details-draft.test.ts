import { GAME_DETAILS_MESSAGES } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { blankDetailsDraft, checkGameDetails, localDay, type GameDetailsDraft } from './game-details-draft';

const TEAM_ID = '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21';
const blank = blankDetailsDraft(new Date(2024, 0, 5, 23, 30));
const draft = (change: Partial<GameDetailsDraft>): GameDetailsDraft => ({ ...blank, ...change });

describe('the game details of an upload', () => {
  it('open on today where the user is (late at night too), the default colour, no team and home or away not said', () => {
    expect(localDay(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
    expect(localDay(new Date(2024, 11, 31, 0, 5))).toBe('2024-12-31');
    expect(blank).toEqual({
      teamId: '',
      opponentName: '',
      opponentColor: '#1d4ed8',
      playedOn: '2024-01-05',
      homeAway: '',
      venue: '',
      competition: '',
      opponentRoster: '',
    });
  });

  it('send nothing when the form is left as it opened', () => {
    expect(checkGameDetails(blank, blank)).toEqual({ ok: true, details: undefined });
    expect(checkGameDetails(draft({ venue: '   ' }), blank)).toEqual({ ok: true, details: undefined });
  });

  it('send what was given, trimmed, leaving out the empty fields', () => {
    expect(
      checkGameDetails(draft({ teamId: TEAM_ID, opponentName: ' Hawks ', homeAway: 'away', venue: 'Dandenong Stadium' }), blank),
    ).toEqual({
      ok: true,
      details: {
        teamId: TEAM_ID,
        opponentName: 'Hawks',
        opponentColor: '#1d4ed8',
        playedOn: '2024-01-05',
        homeAway: 'away',
        venue: 'Dandenong Stadium',
      },
    });
    expect(checkGameDetails(draft({ competition: 'U16 Girls' }), blank)).toEqual({
      ok: true,
      details: { opponentColor: '#1d4ed8', playedOn: '2024-01-05', competition: 'U16 Girls' },
    });
  });

  it('need the opponent and the date with a team chosen, in the schema’s words', () => {
    expect(checkGameDetails(draft({ teamId: TEAM_ID, playedOn: '' }), blank)).toEqual({
      ok: false,
      errors: { opponentName: GAME_DETAILS_MESSAGES.opponentRequired, playedOn: GAME_DETAILS_MESSAGES.dateRequired },
    });
  });

  it('name the first bad line of a pasted roster', () => {
    expect(checkGameDetails(draft({ opponentRoster: '4 Sam Smith\nLee Wong\n4 Jo King' }), blank)).toEqual({
      ok: false,
      errors: { opponentRoster: 'Line 2: Start the line with the jersey number, like 7 Sam Lee' },
    });
  });
});
