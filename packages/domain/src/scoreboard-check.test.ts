import { describe, expect, it } from 'vitest';
import type { GameEvent } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';
import { scoreboardMismatches, type ScoreboardScore } from './scoreboard-check.js';

// The reference game ends its first period 8-14 at 640 s of footage (play 33) and the game 21-20 at 1200 s.
const firstEnd = 640_000;
const secondEnd = 1_200_000;
const agreeing: ScoreboardScore[] = [
  { videoMs: 100_000, home: 2, away: 0 },
  { videoMs: firstEnd - 20_000, home: 8, away: 14 },
  { videoMs: secondEnd - 20_000, home: 21, away: 20 },
];

describe('scoreboardMismatches', () => {
  it('finds nothing when the tagged score equals the scoreboard at every period end', () => {
    expect(scoreboardMismatches(REFERENCE_SETUP, REFERENCE_EVENTS, agreeing)).toEqual([]);
  });

  it('names the period whose end shows another score on the scoreboard, with both scores', () => {
    const missedBasket = [...agreeing, { videoMs: firstEnd - 5000, home: 10, away: 14 }];
    expect(scoreboardMismatches(REFERENCE_SETUP, REFERENCE_EVENTS, missedBasket)).toEqual([
      { period: 1, eventId: 'e33', tagged: { home: 8, away: 14 }, scoreboard: { home: 10, away: 14 } },
    ]);
  });

  it('counts a scoreboard change a moment after the end (the board lags the basket), not one long after', () => {
    const late = agreeing.map((change) => (change.home === 8 ? { ...change, videoMs: firstEnd + 2000 } : change));
    expect(scoreboardMismatches(REFERENCE_SETUP, REFERENCE_EVENTS, late)).toEqual([]);
    const tooLate = agreeing.map((change) => (change.home === 8 ? { ...change, videoMs: firstEnd + 60_000 } : change));
    expect(scoreboardMismatches(REFERENCE_SETUP, REFERENCE_EVENTS, tooLate)).toEqual([
      { period: 1, eventId: 'e33', tagged: { home: 8, away: 14 }, scoreboard: { home: 2, away: 0 } },
    ]);
  });

  it('checks only period ends placed on the footage, and nothing when the scoreboard was not read', () => {
    const unplaced: GameEvent[] = REFERENCE_EVENTS.map((event) => {
      if (event.id !== 'e33') return event;
      const { videoMs: _, ...rest } = event;
      return rest;
    });
    expect(scoreboardMismatches(REFERENCE_SETUP, unplaced, [{ videoMs: 0, home: 99, away: 0 }])).toEqual([
      { period: 2, eventId: 'e61', tagged: { home: 21, away: 20 }, scoreboard: { home: 99, away: 0 } },
    ]);
    expect(scoreboardMismatches(REFERENCE_SETUP, REFERENCE_EVENTS, [])).toEqual([]);
  });
});
