import { describe, expect, it } from 'vitest';
import { gameEventSchema, toGameEvent } from './play-by-play.js';

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
