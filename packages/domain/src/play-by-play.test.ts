import { describe, expect, it } from 'vitest';
import { ROSTER_LIMITS, eventBodySchema, gameEventSchema, teamSheetSchema, toGameEvent, type TeamSheet } from './play-by-play.js';

describe('toGameEvent', () => {
  it('reads a stored play as the engine does, leaving out what is not known', () => {
    const event = toGameEvent({
      id: 'e1',
      seq: 1.5,
      period: 2,
      videoMs: 61_000,
      clock: null,
      body: { type: 'shot', team: 'home', playerId: 't1', made: true, points: 3 },
    });
    expect(event).toEqual({
      id: 'e1',
      seq: 1.5,
      period: 2,
      videoMs: 61_000,
      type: 'shot',
      team: 'home',
      playerId: 't1',
      made: true,
      points: 3,
    });
    expect(gameEventSchema.safeParse(event).success).toBe(true);
  });
});

/** The first message of a failed parse and the path it sits at, or null when the value is accepted. */
function firstIssue(
  schema: { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

describe('team sheet limits', () => {
  const players = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `p${index}`, number: String(index), name: `Player ${index}` }));
  const sheet: TeamSheet = { name: 'Hawks', color: '#ea580c', players: players(5) };
  const player = { id: 'p1', number: '4', name: 'Lee' };

  it.each([
    [
      'team name',
      { ...sheet, name: 'x'.repeat(ROSTER_LIMITS.teamName) },
      { ...sheet, name: 'x'.repeat(ROSTER_LIMITS.teamName + 1) },
      'name',
      'Team name must be at most 100 characters',
    ],
    [
      'team color',
      { ...sheet, color: 'x'.repeat(ROSTER_LIMITS.color) },
      { ...sheet, color: 'x'.repeat(ROSTER_LIMITS.color + 1) },
      'color',
      'Team color must be at most 32 characters',
    ],
    [
      'roster',
      { ...sheet, players: players(ROSTER_LIMITS.players) },
      { ...sheet, players: players(ROSTER_LIMITS.players + 1) },
      'players',
      'A team can list at most 60 players',
    ],
    [
      'starter list',
      { ...sheet, starters: players(ROSTER_LIMITS.players).map((p) => p.id) },
      { ...sheet, starters: players(ROSTER_LIMITS.players + 1).map((p) => p.id) },
      'starters',
      'A team can list at most 60 players',
    ],
    [
      'player number',
      { ...sheet, players: [{ ...player, number: '1234' }] },
      { ...sheet, players: [{ ...player, number: '12345' }] },
      'players.0.number',
      'Player number must be at most 4 characters',
    ],
    [
      'player name',
      { ...sheet, players: [{ ...player, name: 'x'.repeat(ROSTER_LIMITS.playerName) }] },
      { ...sheet, players: [{ ...player, name: 'x'.repeat(ROSTER_LIMITS.playerName + 1) }] },
      'players.0.name',
      'Player name must be at most 100 characters',
    ],
    [
      'player id',
      { ...sheet, players: [{ ...player, id: 'x'.repeat(ROSTER_LIMITS.id) }] },
      { ...sheet, players: [{ ...player, id: 'x'.repeat(ROSTER_LIMITS.id + 1) }] },
      'players.0.id',
      'Id must be at most 64 characters',
    ],
  ])('takes a %s at the limit and refuses one over it', (_name, atLimit, overLimit, path, message) => {
    expect(firstIssue(teamSheetSchema, atLimit)).toBeNull();
    expect(firstIssue(teamSheetSchema, overLimit)).toEqual({ path, message });
  });

  it('asks for a team name', () => {
    expect(firstIssue(teamSheetSchema, { ...sheet, name: '' })).toEqual({ path: 'name', message: 'Team name is required' });
  });
});

describe('play limits', () => {
  it('takes a turnover kind of 40 characters and refuses a longer one', () => {
    const turnover = { type: 'turnover', team: 'home', playerId: 'p1' };
    expect(firstIssue(eventBodySchema, { ...turnover, kind: 'x'.repeat(ROSTER_LIMITS.turnoverKind) })).toBeNull();
    expect(firstIssue(eventBodySchema, { ...turnover, kind: 'x'.repeat(ROSTER_LIMITS.turnoverKind + 1) })).toEqual({
      path: 'kind',
      message: 'Turnover kind must be at most 40 characters',
    });
  });

  it('refuses a player id longer than 64 characters in a play', () => {
    expect(firstIssue(eventBodySchema, { type: 'shot', team: 'home', playerId: 'x'.repeat(65), made: true, points: 2 })).toEqual({
      path: 'playerId',
      message: 'Id must be at most 64 characters',
    });
  });
});
