import { suggestSetup, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, draftOf, fastBreaksTrackedAtOpen, initialSetup, sheetOfDraft } from './setup-sheets';
import { TEST_SETUP } from './workspace-test-game';

const TEAM_ID = '3f0c5a52-2f5b-4c1e-9a3e-7d1f0b6c8e21';
const roster = [
  { id: 'aaaaaaaa-0000-4000-8000-000000000004', number: '4', name: 'Sam Smith' },
  { id: 'aaaaaaaa-0000-4000-8000-000000000005', number: '5', name: 'Lee Wong' },
  { id: 'aaaaaaaa-0000-4000-8000-000000000007', number: '7', name: 'Jo King' },
  { id: 'aaaaaaaa-0000-4000-8000-000000000009', number: '9', name: 'Max Ade' },
  { id: 'aaaaaaaa-0000-4000-8000-000000000011', number: '11', name: 'Ola Ree' },
];
const suggested: GameSetup = suggestSetup(
  {
    teamId: TEAM_ID,
    opponentName: 'Hawks',
    opponentColor: '#1d4ed8',
    playedOn: '2024-01-05',
    homeAway: 'away',
    venue: null,
    competition: null,
    opponentPlayers: [],
  },
  { id: TEAM_ID, name: 'Tigers', color: '#ea580c', players: roster },
  () => 'opponent-id',
);

describe('the setup the form opens with', () => {
  it('is the saved setup, else the suggestion from the customer’s upload, else an empty one', () => {
    expect(initialSetup(TEST_SETUP, suggested)).toEqual({ setup: TEST_SETUP, suggested: false });
    expect(initialSetup(null, suggested)).toEqual({ setup: suggested, suggested: true });
    expect(initialSetup(null, null)).toEqual({ setup: DEFAULT_SETUP, suggested: false });
    expect(initialSetup(null, undefined)).toEqual({ setup: DEFAULT_SETUP, suggested: false });
  });
});

describe('whether the form says fast breaks were tracked', () => {
  it('says ticked for a new setup, as saved for a saved one, and for an older one whether a play is flagged', () => {
    expect(fastBreaksTrackedAtOpen(null, null, false)).toBe(true);
    expect(fastBreaksTrackedAtOpen(null, suggested, false)).toBe(true);
    expect(fastBreaksTrackedAtOpen({ ...TEST_SETUP, fastBreaksTracked: false }, suggested, true)).toBe(false);
    expect(fastBreaksTrackedAtOpen({ ...TEST_SETUP, fastBreaksTracked: true }, null, false)).toBe(true);
    expect(fastBreaksTrackedAtOpen(TEST_SETUP, null, false)).toBe(false);
    expect(fastBreaksTrackedAtOpen(TEST_SETUP, null, true)).toBe(true);
  });
});

describe('a side saved from the form', () => {
  let next = 0;
  const newId = () => `new-${String((next += 1))}`;

  it('stays the customer’s team, its roster players keeping their roster ids and new players getting new ids', () => {
    const draft = draftOf(suggested.away, '#1d4ed8');
    expect(draft.teamId).toBe(TEAM_ID);
    const result = sheetOfDraft('away', { ...draft, roster: `${draft.roster}\n23 Jo Newman` }, newId);
    expect(result).toEqual({
      sheet: {
        teamId: TEAM_ID,
        name: 'Tigers',
        color: '#ea580c',
        players: [...roster, { id: 'new-1', number: '23', name: 'Jo Newman' }],
      },
    });
  });

  it('keeps a player’s id when only the name is corrected, and the starters by number', () => {
    const draft = draftOf({ ...suggested.away, starters: roster.map((player) => player.id) }, '#1d4ed8');
    const result = sheetOfDraft('away', { ...draft, roster: draft.roster.replace('Sam Smith', 'Samuel Smith') }, newId);
    expect('sheet' in result && result.sheet.players[0]).toEqual({ ...roster[0], name: 'Samuel Smith' });
    expect('sheet' in result && result.sheet.starters).toEqual(roster.map((player) => player.id));
  });

  it('keeps the head coach typed, trimmed, and leaves an empty one out', () => {
    const draft = draftOf(TEST_SETUP.home, '#ea580c');
    expect(draft.coach).toBe('');
    const result = sheetOfDraft('home', { ...draft, coach: '  Brian Goorjian ' }, newId);
    expect('sheet' in result && result.sheet.coach).toBe('Brian Goorjian');
    expect(draftOf({ ...TEST_SETUP.home, coach: 'Brian Goorjian' }, '#ea580c').coach).toBe('Brian Goorjian');
    const none = sheetOfDraft('home', { ...draft, coach: ' ' }, newId);
    expect('sheet' in none && 'coach' in none.sheet).toBe(false);
    expect(sheetOfDraft('home', { ...draft, coach: 'x'.repeat(101) }, newId)).toEqual({
      error: "Shorten the home coach's name to 100 characters",
    });
  });

  it('has no team when the side is not the customer’s', () => {
    const result = sheetOfDraft('home', draftOf(TEST_SETUP.home, '#ea580c'), newId);
    expect('sheet' in result && 'teamId' in result.sheet).toBe(false);
  });

  it('says what is missing: the name, five players, five starters or none', () => {
    const draft = draftOf(suggested.away, '#1d4ed8');
    expect(sheetOfDraft('away', { ...draft, name: ' ' }, newId)).toEqual({ error: "Enter the away team's name" });
    expect(sheetOfDraft('home', draftOf(suggested.home, '#ea580c'), newId)).toEqual({
      error: 'List at least five home players, one per line: number, then name',
    });
    expect(sheetOfDraft('away', { ...draft, starters: ['4', '5'] }, newId)).toEqual({
      error: 'Pick five away starters, or none',
    });
  });
});
