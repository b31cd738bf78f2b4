import { describe, expect, it } from 'vitest';
import type { GameEvent, GameSetup } from './play-by-play.js';
import { describePlays } from './play-descriptions.js';
import { playerLabel } from './players.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';

const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    players: [
      { id: 'h7', number: '7', name: 'Sam Lee' },
      { id: 'h4', number: '4', name: 'Ana Ruiz' },
    ],
  },
  away: { name: 'Hawks', players: [{ id: 'a21', number: '21', name: 'Quinn' }] },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

// Cast: some plays below carry what the stored schema cannot (a bench foul's `bench`) or contradict the box
// score's rules on purpose.
const at = (seq: number, body: object, extra: object = {}) =>
  ({ id: `e${String(seq)}`, seq, period: 1, ...body, ...extra }) as GameEvent;

describe('the play-by-play a coach reads', () => {
  it('tells each play in plain English, naming players by number and name', () => {
    const plays = describePlays(SETUP, [
      at(1, { type: 'shot', team: 'home', playerId: 'h7', made: true, points: 3, assistId: 'h4' }),
      at(2, { type: 'shot', team: 'away', playerId: 'a21', made: false, points: 2, blockId: 'h7' }),
      at(3, { type: 'turnover', team: 'home', playerId: 'h4', kind: 'travel', stealId: 'a21' }),
      at(4, { type: 'turnover', team: 'away', kind: 'shot clock' }),
      at(5, { type: 'rebound', team: 'home', offensive: true }),
      at(6, { type: 'rebound', team: 'away', playerId: 'a21', offensive: false }),
      at(7, { type: 'foul', team: 'away', playerId: 'a21', drawnById: 'h7', kind: 'shooting' }),
      at(8, { type: 'free_throw', team: 'home', playerId: 'h7', made: false }),
      at(9, { type: 'foul', team: 'home', playerId: 'h4', kind: 'offensive' }),
      at(10, { type: 'substitution', team: 'home', inId: 'h4', outId: 'h7' }),
      at(11, { type: 'timeout', team: 'away' }),
      at(12, { type: 'shot', team: 'home', playerId: 'h4', made: true, points: 2, fastBreak: true }),
      at(13, { type: 'shot', team: 'home', playerId: 'h99', made: false, points: 2 }),
      at(14, { type: 'turnover', team: 'away', playerId: 'a21' }),
      at(15, { type: 'foul', team: 'away', playerId: 'a21', drawnById: 'h4', kind: 'shooting', fastBreak: true }),
      at(16, { type: 'foul', team: 'home', playerId: 'h7', drawnById: 'a21', kind: 'offensive' }),
      at(17, { type: 'foul', team: 'away', playerId: 'a21', kind: 'shooting', fastBreak: true }),
    ]);
    expect(plays.map((play) => play.description)).toEqual([
      '#7 Sam Lee makes a 3-pt shot (assist #4 Ana Ruiz)',
      '#21 Quinn misses a 2-pt shot (block #7 Sam Lee)',
      '#4 Ana Ruiz turnover: travel (steal #21 Quinn)',
      'Hawks team turnover: shot clock',
      'Tigers team rebound (offensive)',
      '#21 Quinn defensive rebound',
      '#21 Quinn shooting foul (on #7 Sam Lee)',
      '#7 Sam Lee misses a free throw',
      '#4 Ana Ruiz offensive foul',
      'Substitution Tigers: #4 Ana Ruiz in, #7 Sam Lee out',
      'Hawks timeout',
      '#4 Ana Ruiz makes a 2-pt shot (fast break)',
      // A player missing from the roster is named by id, so the play is never lost.
      'h99 misses a 2-pt shot',
      // No kind given: just the turnover.
      '#21 Quinn turnover',
      // Fouled on the break: the trip's made free throws are fast-break points.
      '#21 Quinn shooting foul (on #4 Ana Ruiz, fast break)',
      '#7 Sam Lee offensive foul (drawn by #21 Quinn)',
      '#21 Quinn shooting foul (fast break)',
    ]);
  });

  it('names a foul without a player by its team, and the bench when the play says who', () => {
    const plays = describePlays(SETUP, [
      at(1, { type: 'foul', team: 'away', kind: 'technical', bench: 'coach' }),
      at(2, { type: 'foul', team: 'home', kind: 'technical' }),
    ]);
    expect(plays.map((play) => play.description)).toEqual(['Hawks coach technical foul', 'Tigers technical foul']);
    expect(plays.map((play) => play.playerIds)).toEqual([[], []]);
  });

  it('lists every player a play names, so the list can be filtered by player', () => {
    const plays = describePlays(SETUP, [
      at(1, { type: 'shot', team: 'home', playerId: 'h7', made: true, points: 3, assistId: 'h4' }),
      at(2, { type: 'turnover', team: 'home', playerId: 'h4', stealId: 'a21' }),
      at(3, { type: 'foul', team: 'away', playerId: 'a21', drawnById: 'h7', kind: 'personal' }),
      at(4, { type: 'substitution', team: 'home', inId: 'h4', outId: 'h7' }),
      at(5, { type: 'rebound', team: 'home', offensive: false }),
      at(6, { type: 'shot', team: 'away', playerId: 'a21', made: false, points: 2, blockId: 'h4' }),
    ]);
    expect(plays.map((play) => play.playerIds)).toEqual([
      ['h7', 'h4'], // shooter, assist
      ['h4', 'a21'], // ball lost, steal
      ['a21', 'h7'], // fouler, fouled
      ['h4', 'h7'], // in, out
      [], // a team rebound names nobody
      ['a21', 'h4'], // shooter, block
    ]);
  });

  it('tells a shot as the box score counts it: no assist on a miss, no block on a make', () => {
    // Tagging slips: the box score credits neither, so the play-by-play must not name them either.
    const plays = describePlays(SETUP, [
      at(1, { type: 'shot', team: 'home', playerId: 'h7', made: false, points: 2, assistId: 'h4' }),
      at(2, { type: 'shot', team: 'away', playerId: 'a21', made: true, points: 2, blockId: 'h7' }),
    ]);
    expect(plays.map((play) => [play.description, play.playerIds])).toEqual([
      ['#7 Sam Lee misses a 2-pt shot', ['h7']],
      ['#21 Quinn makes a 2-pt shot', ['a21']],
    ]);
  });

  it('names periods and overtimes, with no team', () => {
    const plays = describePlays(SETUP, [
      at(1, { type: 'period_start' }, { period: 4 }),
      at(2, { type: 'period_end' }, { period: 5 }),
      at(3, { type: 'period_start' }, { period: 6 }),
    ]);
    // Four regulation periods: period 5 is the first overtime, 6 the second.
    expect(plays.map((play) => [play.description, play.team])).toEqual([
      ['Start of period 4', null],
      ['End of overtime 1', null],
      ['Start of overtime 2', null],
    ]);
  });

  it('gives each play its points and the running score after it, on the reference game', () => {
    const plays = describePlays(REFERENCE_SETUP, REFERENCE_EVENTS);
    expect(plays).toHaveLength(61);
    // e13 (Oz's putback) makes it 5-6; e14 Lu fouls Ed, who makes the first free throw (6-6) and misses the second.
    expect(
      plays.slice(12, 16).map(({ description, points, homeScore, awayScore }) => [description, points, homeScore, awayScore]),
    ).toEqual([
      ['#15 Oz makes a 2-pt shot (assist #11 Kai)', 2, 5, 6],
      ['#12 Lu shooting foul (on #8 Ed)', 0, 5, 6],
      ['#8 Ed makes a free throw', 1, 6, 6],
      ['#8 Ed misses a free throw', 0, 6, 6],
    ]);
    expect(plays[17]).toMatchObject({ description: 'Substitution Tigers: #9 Fi in, #4 Ava out', team: 'home', points: 0 });
    expect(plays[24]).toMatchObject({ description: 'Hawks team turnover: shot clock', team: 'away', playerIds: [] });
    // The score at half time (e33, the first period's end) is 8-14, and the game ends 21-20.
    expect(plays[32]).toMatchObject({ description: 'End of period 1', team: null, homeScore: 8, awayScore: 14 });
    expect(plays.at(-1)).toMatchObject({ homeScore: 21, awayScore: 20 });
    // The clock and the footage position come along, for the play list and for clips.
    expect(plays[1]).toMatchObject({ clock: 1150, videoMs: 20_000, type: 'shot' });
  });

  it('leaves the clock and the footage position empty where the play has none', () => {
    const [play] = describePlays(SETUP, [at(1, { type: 'timeout', team: 'home' })]);
    expect(play).toMatchObject({ clock: null, videoMs: null, team: 'home', type: 'timeout', points: 0 });
  });

  it('orders the plays by seq whatever order they arrive in, and scores them in that order', () => {
    const plays = describePlays(SETUP, [
      at(2, { type: 'shot', team: 'away', playerId: 'a21', made: true, points: 2 }),
      at(1, { type: 'shot', team: 'home', playerId: 'h7', made: true, points: 3 }),
    ]);
    // Tigers' three comes first (3-0), then the Hawks' two (3-2).
    expect(plays.map((play) => [play.id, play.homeScore, play.awayScore])).toEqual([
      ['e1', 3, 0],
      ['e2', 3, 2],
    ]);
  });

  it('labels a player with no number by name alone', () => {
    const setup = { ...SETUP, home: { ...SETUP.home, players: [{ id: 'x', number: '', name: 'Kim' }] } };
    expect(playerLabel(setup, 'home', 'x')).toBe('Kim');
  });
});
