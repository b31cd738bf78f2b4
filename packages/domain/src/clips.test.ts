import { describe, expect, it } from 'vitest';
import { clipWindowOf, clipsDurationMs, clipsOf } from './clips.js';

describe('clip windows', () => {
  it('runs from a lead before the play to a tail after it, by the play type', () => {
    expect(clipWindowOf({ id: 'a', type: 'shot', videoMs: 60_000 })).toEqual({ startMs: 54_000, endMs: 62_000, playIds: ['a'] });
    expect(clipWindowOf({ id: 'b', type: 'free_throw', videoMs: 60_000 })).toMatchObject({ startMs: 58_000, endMs: 62_000 });
    expect(clipWindowOf({ id: 'c', type: 'rebound', videoMs: 60_000 })).toMatchObject({ startMs: 56_000, endMs: 62_000 });
    expect(clipWindowOf({ id: 'd', type: 'turnover', videoMs: 60_000 })).toMatchObject({ startMs: 55_000, endMs: 62_000 });
    expect(clipWindowOf({ id: 'e', type: 'foul', videoMs: 60_000 })).toMatchObject({ startMs: 55_000, endMs: 62_000 });
    expect(clipWindowOf({ id: 'f', type: 'timeout', videoMs: 60_000 })).toMatchObject({ startMs: 57_000, endMs: 62_000 });
  });

  it('stays within the footage, and a play with no footage position has none', () => {
    expect(clipWindowOf({ id: 'a', type: 'shot', videoMs: 1000 }, 2500)).toMatchObject({ startMs: 0, endMs: 2500 });
    expect(clipWindowOf({ id: 'b', type: 'shot', videoMs: null })).toBeNull();
  });

  it('merges overlapping and touching windows in footage order, keeping every play they show', () => {
    const plays = [
      { id: 'late', type: 'turnover', videoMs: 100_000 }, // 95-102 s
      { id: 'shot', type: 'shot', videoMs: 10_000 }, // 4-12 s
      { id: 'reb', type: 'rebound', videoMs: 13_000 }, // 9-15 s: overlaps the shot
      { id: 'ft', type: 'free_throw', videoMs: 17_000 }, // 15-19 s: touches the rebound's end
      { id: 'none', type: 'shot', videoMs: null },
    ];
    const windows = clipsOf(plays);
    expect(windows).toEqual([
      { startMs: 4000, endMs: 19_000, playIds: ['shot', 'reb', 'ft'] },
      { startMs: 95_000, endMs: 102_000, playIds: ['late'] },
    ]);
    expect(clipsDurationMs(windows)).toBe(15_000 + 7000);
  });
});
