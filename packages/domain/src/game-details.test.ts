import { describe, expect, it } from 'vitest';
import {
  gameDetailsInputSchema,
  parseOpponentRoster,
  sideOfTeam,
  suggestSetup,
  teamSheetProblem,
  toGameDetails,
  type GameDetails,
} from './game-details.js';

const TEAM_ID = '7f1c2b8e-3f4a-4d5e-9a6b-1c2d3e4f5a6b';
const tigers = {
  id: TEAM_ID,
  name: 'Northside Tigers',
  color: '#ea580c',
  players: [
    { id: 'r1', number: '1', name: 'Ava Reed' },
    { id: 'r2', number: '2', name: 'Bea Cole' },
  ],
};
const details = (change: Partial<GameDetails> = {}): GameDetails => ({
  teamId: TEAM_ID,
  opponentName: 'Hawks',
  opponentColor: '#1d4ed8',
  playedOn: '2026-10-01',
  homeAway: null,
  venue: null,
  competition: null,
  opponentPlayers: [
    { number: '10', name: 'Hal Ten' },
    { number: '00', name: 'Hal Zero' },
  ],
  ...change,
});

describe('the game details a customer gives at upload', () => {
  it('needs the opponent and the date once a team is chosen, and nothing without one', () => {
    const messages = (input: object) => gameDetailsInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ teamId: TEAM_ID })).toEqual(['Enter the opponent’s name', 'Enter the date the game was played']);
    expect(messages({ teamId: TEAM_ID, opponentName: '  ', playedOn: '2026-10-01' })).toEqual(['Enter the opponent’s name']);
    expect(messages({})).toEqual([]);
    for (const day of ['2026-13-45', '2024-02-30', '0000-01-01', '2026-1-5'])
      expect(messages({ opponentName: 'Hawks', playedOn: day })).toEqual(['Enter the date the game was played']);
    expect(messages({ opponentName: 'Hawks', playedOn: '2024-02-29' })).toEqual([]);
    expect(messages({ opponentColor: 'blue' })).toEqual(['The opponent’s colour must be a colour like #1d4ed8']);
    expect(messages({ venue: 'x'.repeat(101) })).toEqual(['Venue must be at most 100 characters']);
  });

  it('keeps the pasted opponent roster as players, and names its first bad line', () => {
    const parsed = gameDetailsInputSchema.parse({
      opponentName: ' Hawks ',
      venue: '',
      opponentRoster: 'Number, Name\n10 Hal Ten\n\n#00, Hal Zero\n',
    });
    expect(toGameDetails(parsed)).toEqual({ ...details({ teamId: null, opponentColor: null, playedOn: null }) });
    expect(gameDetailsInputSchema.safeParse({ opponentRoster: '4 Sam\nSam Lee' }).error?.issues[0]?.message).toBe(
      'Line 2: Start the line with the jersey number, like 7 Sam Lee',
    );
  });

  it('reads each line of a pasted roster as a number and a name, refusing a number twice', () => {
    expect(parseOpponentRoster('23 Sam Smith\n#4, Lee\n00 - Ola Ade\n7\tKim\tPark')).toEqual({
      players: [
        { number: '23', name: 'Sam Smith' },
        { number: '4', name: 'Lee' },
        { number: '00', name: 'Ola Ade' },
        { number: '7', name: 'Kim Park' },
      ],
      errors: [],
    });
    expect(parseOpponentRoster('No. 7 Sam Lee\nNum 8 Al').errors).toEqual([
      { line: 1, message: 'Start the line with the jersey number, like 7 Sam Lee' },
      { line: 2, message: 'Start the line with the jersey number, like 7 Sam Lee' },
    ]);
    expect(parseOpponentRoster('4 Sam\n4 Lee\n1234 Too long')).toEqual({
      players: [],
      errors: [
        { line: 2, message: 'Number 4 is listed twice' },
        { line: 3, message: 'Start the line with the jersey number, like 7 Sam Lee' },
      ],
    });
    expect(parseOpponentRoster(Array.from({ length: 61 }, (_, n) => `${String(n)} P`).join('\n')).errors).toEqual([
      { line: 1, message: 'A team can list at most 60 players' },
    ]);
  });
});

describe("the analyst's setup suggested by the upload", () => {
  let next = 0;
  const newId = () => `o${String((next += 1))}`;

  it('puts the team at home unless the customer said away, with its roster ids, and the opponent opposite', () => {
    const home = suggestSetup(details(), tigers, newId);
    expect(home.home).toEqual({ teamId: TEAM_ID, name: 'Northside Tigers', color: '#ea580c', players: tigers.players });
    expect(home.away).toMatchObject({ name: 'Hawks', color: '#1d4ed8' });
    expect(home.away.players.map((player) => player.number)).toEqual(['10', '00']);
    expect(new Set(home.away.players.map((player) => player.id)).size).toBe(2);
    expect({ periods: home.periods, periodSeconds: home.periodSeconds }).toEqual({ periods: 4, periodSeconds: 600 });
    expect(sideOfTeam(home, TEAM_ID)).toBe('home');

    const away = suggestSetup(details({ homeAway: 'away' }), tigers, newId);
    expect(away.away.teamId).toBe(TEAM_ID);
    expect(away.home.name).toBe('Hawks');
    expect(sideOfTeam(away, TEAM_ID)).toBe('away');
    expect(sideOfTeam(away, 'another team')).toBeNull();
  });

  it('leaves a side empty for the analyst when there is no team, or no opponent', () => {
    const noTeam = suggestSetup(
      details({ teamId: null, opponentName: null, opponentColor: null, opponentPlayers: [] }),
      null,
      newId,
    );
    expect(noTeam.home).toEqual({ name: '', players: [] });
    expect(noTeam.away).toEqual({ name: '', players: [] });
  });
});

describe('a setup saved for a team’s game', () => {
  const setup = suggestSetup(details(), tigers, () => 'o');
  it('keeps the team on one side, and its players fit the roster', () => {
    expect(teamSheetProblem(setup, TEAM_ID)).toBeNull();
    expect(teamSheetProblem({ ...setup, home: { ...setup.home, teamId: undefined } }, TEAM_ID)).toMatch(
      /^Keep the customer’s team/,
    );
    expect(teamSheetProblem({ ...setup, away: { ...setup.away, teamId: TEAM_ID } }, TEAM_ID)).toMatch(
      /^Keep the customer’s team/,
    );
    expect(teamSheetProblem(setup, null)).toBe('This game was not uploaded for one of the customer’s teams');
    const extra = { ...setup.home, players: [...setup.home.players, { id: 'x', number: '7A', name: 'Kim' }] };
    expect(teamSheetProblem({ ...setup, home: extra }, TEAM_ID)).toBe(
      'Each player of Northside Tigers needs a number of one to three digits and a name (check #7A)',
    );
    expect(teamSheetProblem({ home: { name: 'A', players: [] }, away: { name: 'B', players: [] } }, null)).toBeNull();
  });
});
