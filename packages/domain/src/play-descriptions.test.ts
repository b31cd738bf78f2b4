import { describe, expect, it } from 'vitest';
import type { GameEvent, GameSetup } from './play-by-play.js';
import { describePlays } from './play-descriptions.js';
import { playerLabel } from './players.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from './reference-game.js';

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
      at(6, { type: 'foul', team: 'away', playerId: 'a21', drawnById: 'h7', kind: 'shooting' }),
      at(7, { type: 'free_throw', team: 'home', playerId: 'h7', made: false }),
      at(8, { type: 'foul', team: 'away', kind: 'technical', bench: 'coach' }),
      at(9, { type: 'substitution', team: 'home', inId: 'h4', outId: 'h7' }),
      at(10, { type: 'timeout', team: 'away' }),
      at(11, { type: 'shot', team: 'home', playerId: 'h4', made: true, points: 2, fastBreak: true }),
      at(12, { type: 'shot', team: 'home', playerId: 'h99', made: false, points: 2 }),
    ]);
    expect(plays.map((play) => play.description)).toEqual([
      '#7 Sam Lee makes a 3-pt shot (assist #4 Ana Ruiz)',
      '#21 Quinn misses a 2-pt shot (block #7 Sam Lee)',
      '#4 Ana Ruiz turnover: travel (steal #21 Quinn)',
      'Hawks team turnover: shot clock',
      'Tigers team rebound (offensive)',
      '#21 Quinn shooting foul (on #7 Sam Lee)',
      '#7 Sam Lee misses a free throw',
      'Hawks coach technical foul',
      'Substitution Tigers: #4 Ana Ruiz in, #7 Sam Lee out',
      'Hawks timeout',
      '#4 Ana Ruiz makes a 2-pt shot (fast break)',
      // A player missing from the roster is named by id, so the play is never lost.
      'h99 misses a 2-pt shot',
    ]);
    expect(plays[0]).toMatchObject({ team: 'home', points: 3, homeScore: 3, awayScore: 0, playerIds: ['h7', 'h4'] });
    expect(plays[2]?.playerIds).toEqual(['h4', 'a21']);
    expect(plays[8]?.playerIds).toEqual(['h4', 'h7']);
  });

  it('names periods and overtimes, with no team', () => {
    const plays = describePlays(SETUP, [
      at(1, { type: 'period_start' }, { period: 4 }),
      at(2, { type: 'period_end' }, { period: 5 }),
    ]);
    expect(plays.map((play) => [play.description, play.team])).toEqual([
      ['Start of period 4', null],
      ['End of overtime 1', null],
    ]);
  });

  it('keeps the running score of the reference game to its final, 21-20', () => {
    const plays = describePlays(REFERENCE_SETUP, REFERENCE_EVENTS);
    expect(plays).toHaveLength(61);
    expect(plays.at(-1)).toMatchObject({ homeScore: 21, awayScore: 20 });
    // The score at half time (e33, the first period's end) is 8-14.
    expect(plays[32]).toMatchObject({ description: 'End of period 1', homeScore: 8, awayScore: 14 });
    // The clock and the footage position come along, for the play list and for clips.
    expect(plays[1]).toMatchObject({ clock: 1150, videoMs: 20_000 });
  });

  it('orders the plays by seq whatever order they arrive in', () => {
    const plays = describePlays(SETUP, [at(2, { type: 'timeout', team: 'home' }), at(1, { type: 'timeout', team: 'away' })]);
    expect(plays.map((play) => play.id)).toEqual(['e1', 'e2']);
  });

  it('labels a player with no number by name alone', () => {
    const setup = { ...SETUP, home: { ...SETUP.home, players: [{ id: 'x', number: '', name: 'Kim' }] } };
    expect(playerLabel(setup, 'home', 'x')).toBe('Kim');
  });
});
