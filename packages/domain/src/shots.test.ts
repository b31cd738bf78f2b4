import { describe, expect, it } from 'vitest';
import type { GameEvent } from './play-by-play.js';
import { SHOT_ZONES, shotZone, shotsOf, summarizeZones } from './shots.js';

describe('shot zones', () => {
  it.each([
    // The basket is at (0, 5.25): within 4 ft of it is the restricted area, edge included.
    [0, 5.25, 2, 'restricted_area'],
    [0, 9.25, 2, 'restricted_area'], // 4 ft straight out
    [0, 9.3, 2, 'paint'], // 4.05 ft
    [0, 1.25, 2, 'restricted_area'], // 4 ft behind the basket, by the baseline
    [0, 1, 2, 'paint'], // 4.25 ft behind it
    // A circle, not a box: 2.8 ft across and 2.8 ft up is 3.96 ft away; 2.9 and 2.9 is 4.10 ft.
    [2.8, 8.05, 2, 'restricted_area'],
    [-2.9, 8.15, 2, 'paint'],
    // The rest of the lane, |x| <= 8 and y <= 19, edges included.
    [8, 19, 2, 'paint'],
    [-8, 0, 2, 'paint'],
    [8.1, 19, 2, 'mid_range'],
    [0, 19.1, 2, 'mid_range'],
    // A two near the baseline outside the lane is mid-range, not a corner.
    [-15, 3, 2, 'mid_range'],
    // Threes: the corners (up to 14 ft from the baseline) and above the break.
    [22, 3, 3, 'corner_three'],
    [-22, 14, 3, 'corner_three'],
    [-20, 14.1, 3, 'above_break_three'],
    [0, 28, 3, 'above_break_three'],
  ] as const)('(%s, %s) for %s is %s', (x, y, points, zone) => {
    expect(shotZone(x, y, points)).toBe(zone);
  });

  it('keeps a three a three wherever it is tagged, so the three-point zones add up to 3PA', () => {
    // At the rim or in the lane the location says "two"; the value the box score counts wins.
    expect(shotZone(0, 6, 3)).toBe('corner_three');
    expect(shotZone(0, 18, 3)).toBe('above_break_three');
  });
});

describe('the located shots', () => {
  const events: GameEvent[] = [
    { id: 's2', seq: 2, period: 1, type: 'shot', team: 'away', playerId: 'a1', made: false, points: 3, x: 0, y: 28 },
    { id: 's1', seq: 1, period: 1, type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, x: 1, y: 6 },
    { id: 's3', seq: 3, period: 2, type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 },
    { id: 's4', seq: 4, period: 2, type: 'shot', team: 'home', playerId: 'h2', made: false, points: 2, x: -1, y: 5 },
    { id: 'f5', seq: 5, period: 2, type: 'free_throw', team: 'home', playerId: 'h2', made: true },
    { id: 's6', seq: 6, period: 2, type: 'shot', team: 'away', playerId: 'a1', made: true, points: 2, x: 12 },
    { id: 's7', seq: 7, period: 2, type: 'shot', team: 'away', playerId: 'a2', made: true, points: 3, x: 22, y: 2 },
  ];

  it('lists only shots with both coordinates, in seq order, with their zone', () => {
    // s3 has no location and s6 only x; f5 is a free throw.
    expect(shotsOf(events)).toEqual([
      { playId: 's1', team: 'home', playerId: 'h1', period: 1, made: true, points: 2, x: 1, y: 6, zone: 'restricted_area' },
      { playId: 's2', team: 'away', playerId: 'a1', period: 1, made: false, points: 3, x: 0, y: 28, zone: 'above_break_three' },
      { playId: 's4', team: 'home', playerId: 'h2', period: 2, made: false, points: 2, x: -1, y: 5, zone: 'restricted_area' },
      { playId: 's7', team: 'away', playerId: 'a2', period: 2, made: true, points: 3, x: 22, y: 2, zone: 'corner_three' },
    ]);
  });

  it('gives made, attempted and FG% in every zone, unknown where nothing was tried', () => {
    const zones = summarizeZones(shotsOf(events));
    // Every zone is there, so a table of zones never misses a row.
    expect(Object.keys(zones).sort()).toEqual([...SHOT_ZONES].sort());
    // s1 made and s4 missed at the rim: 1 of 2.
    expect(zones.restricted_area).toEqual({ made: 1, attempts: 2, pct: 0.5 });
    expect(zones.above_break_three).toEqual({ made: 0, attempts: 1, pct: 0 });
    expect(zones.corner_three).toEqual({ made: 1, attempts: 1, pct: 1 });
    expect(zones.mid_range).toEqual({ made: 0, attempts: 0, pct: null });
    expect(zones.paint).toEqual({ made: 0, attempts: 0, pct: null });
  });
});
