import { describe, expect, it } from 'vitest';
import type { GameEvent } from './play-by-play.js';
import { shotZone, shotsOf, summarizeZones } from './shots.js';

describe('shot zones', () => {
  it.each([
    // The basket is at (0, 5.25): 4 ft from it is the restricted area.
    [0, 5.25, 2, 'restricted_area'],
    [0, 9.25, 2, 'restricted_area'],
    [0, 9.3, 2, 'paint'],
    [8, 19, 2, 'paint'],
    [8.1, 19, 2, 'mid_range'],
    [0, 19.1, 2, 'mid_range'],
    // Threes: the corners (up to 14 ft from the baseline) and above the break.
    [22, 3, 3, 'corner_three'],
    [-22, 14, 3, 'corner_three'],
    [-20, 14.1, 3, 'above_break_three'],
    [0, 28, 3, 'above_break_three'],
  ] as const)('(%s, %s) for %s is %s', (x, y, points, zone) => {
    expect(shotZone(x, y, points)).toBe(zone);
  });
});

describe('the located shots', () => {
  const events: GameEvent[] = [
    { id: 's2', seq: 2, period: 1, type: 'shot', team: 'away', playerId: 'a1', made: false, points: 3, x: 0, y: 28 },
    { id: 's1', seq: 1, period: 1, type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, x: 1, y: 6 },
    { id: 's3', seq: 3, period: 2, type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 },
    { id: 's4', seq: 4, period: 2, type: 'shot', team: 'home', playerId: 'h2', made: false, points: 2, x: -1, y: 5 },
    { id: 'f5', seq: 5, period: 2, type: 'free_throw', team: 'home', playerId: 'h2', made: true },
  ];

  it('lists only shots with a location, in order, with their zone', () => {
    expect(shotsOf(events)).toEqual([
      { playId: 's1', team: 'home', playerId: 'h1', period: 1, made: true, points: 2, x: 1, y: 6, zone: 'restricted_area' },
      { playId: 's2', team: 'away', playerId: 'a1', period: 1, made: false, points: 3, x: 0, y: 28, zone: 'above_break_three' },
      { playId: 's4', team: 'home', playerId: 'h2', period: 2, made: false, points: 2, x: -1, y: 5, zone: 'restricted_area' },
    ]);
  });

  it('gives FG% by zone, unknown where nothing was tried', () => {
    const zones = summarizeZones(shotsOf(events));
    expect(zones.restricted_area).toEqual({ made: 1, attempts: 2, pct: 0.5 });
    expect(zones.above_break_three).toEqual({ made: 0, attempts: 1, pct: 0 });
    expect(zones.mid_range).toEqual({ made: 0, attempts: 0, pct: null });
  });
});
