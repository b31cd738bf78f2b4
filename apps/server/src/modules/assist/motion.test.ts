import { describe, expect, it } from 'vitest';
import { findDeadStretches, frameDifference, type MotionSample } from './motion.js';

/** Samples at 4 a second: `motion(seconds)` for each. */
function samples(seconds: number, motion: (second: number) => number): MotionSample[] {
  return Array.from({ length: seconds * 4 }, (_, i) => ({ videoMs: (i + 1) * 250, motion: motion((i + 1) / 4) }));
}

const play = (second: number) => 6 + Math.sin(second * 3);

describe('frameDifference', () => {
  it('is the mean absolute gray-level difference', () => {
    expect(frameDifference(Uint8Array.from([0, 10, 200, 50]), Uint8Array.from([4, 10, 100, 54]))).toBe(27);
  });
});

describe('findDeadStretches', () => {
  it('marks a frozen picture of 8 s or more, from its first frame to its last', () => {
    const found = findDeadStretches(samples(60, (s) => (s > 20 && s <= 32 ? 0 : play(s))));
    expect(found).toEqual([{ startMs: 20_000, endMs: 32_000 }]);
  });

  it('leaves a pause shorter than 8 s alone (a dead ball worth offering is longer)', () => {
    expect(findDeadStretches(samples(60, (s) => (s > 20 && s <= 24 ? 0 : play(s))))).toEqual([]);
    expect(findDeadStretches(samples(60, (s) => (s > 20 && s <= 26.5 ? 0 : play(s))))).toEqual([]);
  });

  it('counts a timeout where people still move a little, relative to the game', () => {
    const found = findDeadStretches(samples(60, (s) => (s > 30 && s <= 40 ? 0.6 + 0.3 * Math.sin(s) : play(s))));
    expect(found).toEqual([{ startMs: 30_000, endMs: 40_000 }]);
  });

  it('does not split a stretch for one moving frame, but does for play', () => {
    const blip = findDeadStretches(samples(60, (s) => (s > 10 && s <= 20 && s !== 15 ? 0 : play(s))));
    expect(blip).toEqual([{ startMs: 10_000, endMs: 20_000 }]);
    const resumed = findDeadStretches(samples(80, (s) => (s > 10 && s <= 45 && (s < 20 || s > 30) ? 0 : play(s))));
    expect(resumed).toEqual([
      { startMs: 10_000, endMs: 19_750 },
      { startMs: 30_000, endMs: 45_000 },
    ]);
  });

  it("finds a timeout whose shot still moves at a third of play's pace, where it starts and ends", () => {
    // From 18% to 42% of play's motion, a third on average (the timeout's shot in issue 29 moved at ~30%).
    const timeout = (s: number) => play(s) * (0.18 + 0.24 * Math.sin(s * 12.9898) ** 2);
    const found = findDeadStretches(samples(90, (s) => (s > 30 && s <= 50 ? timeout(s) : play(s))));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.startMs - 30_000)).toBeLessThanOrEqual(1000);
    expect(Math.abs(found[0]!.endMs - 50_000)).toBeLessThanOrEqual(1000);
  });

  it("takes play's lulls (the camera turning round) and fast camera moves for play", () => {
    // Every 12 s the camera slows to a third for 2 s; twice it whips round at four times play's pace.
    const lulls = (s: number) => (s % 12 < 2 ? 0.33 * play(s) : s % 40 > 37 ? 4 * play(s) : play(s));
    expect(findDeadStretches(samples(120, lulls))).toEqual([]);
  });

  it('finds nothing in a game that never stops, or in no samples', () => {
    expect(findDeadStretches(samples(120, play))).toEqual([]);
    expect(findDeadStretches([])).toEqual([]);
  });
});
