import type { DeadStretch } from './assist-types.js';

/**
 * Dead time from motion: the mean gray-level difference between successive frames of a small copy of the
 * footage (a few frames a second). Play moves the camera and the players; a timeout or a break barely moves.
 * Low is relative to the game's own motion (a wide static camera moves less than a broadcast), with a floor
 * for compression noise.
 */

export interface MotionSample {
  /** The later frame's time. */
  videoMs: number;
  /** Mean absolute gray-level difference from the frame before (0-255). */
  motion: number;
}

/** Low motion: below this share of the game's median motion... */
const LOW_SHARE = 0.2;
/** ...or below this whatever the median (a frozen or nearly frozen picture; compression noise is below it). */
const LOW_FLOOR = 0.5;
/** A dead stretch lasts at least this long. */
const MIN_DEAD_MS = 5000;
/** One sample of motion (someone crossing the picture) does not end a stretch. */
const MAX_BLIP_SAMPLES = 1;

/** Mean absolute difference of two gray frames of the same size. */
export function frameDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length || a.length === 0) throw new Error('Frames differ in size');
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total / a.length;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Stretches of low motion lasting >= 5 s, from samples in time order. A stretch starts at the frame before
 * its first low sample (that frame did not move either) and ends at its last low sample.
 */
export function findDeadStretches(samples: MotionSample[]): DeadStretch[] {
  const threshold = Math.max(LOW_FLOOR, LOW_SHARE * median(samples.map((s) => s.motion)));
  const stretches: DeadStretch[] = [];
  let first = -1;
  let last = -1;
  const close = () => {
    const start = samples[Math.max(0, first - 1)];
    const end = samples[last];
    if (first >= 0 && start && end && end.videoMs - start.videoMs >= MIN_DEAD_MS) {
      stretches.push({ startMs: start.videoMs, endMs: end.videoMs });
    }
    first = -1;
  };
  samples.forEach((sample, i) => {
    if (sample.motion >= threshold) {
      if (first >= 0 && i - last > MAX_BLIP_SAMPLES) close();
      return;
    }
    if (first < 0) first = i;
    last = i;
  });
  close();
  return stretches;
}
