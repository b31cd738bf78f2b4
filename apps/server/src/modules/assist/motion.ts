import type { DeadStretch } from './assist-types.js';

/**
 * Dead time from motion, the fallback when the scoreboard's clock is not read (a stopped clock is the dead ball
 * itself, see deadFromClock): the mean gray-level difference between successive frames of a small copy of the
 * footage (a few frames a second). Play moves the camera and the players; a timeout's shot still moves (people
 * walk, the camera drifts) but at a fraction of play's pace, for a long while. So motion is smoothed over a few
 * seconds (a running median: play's brief lulls, where the camera turns, and a timeout's odd busy moment both
 * vanish, while the step from play to a timeout keeps its place) and compared with the game's own median (a wide
 * static camera moves less than a broadcast), with a floor for compression noise. A fast camera move is more
 * motion, never less: it is never dead time.
 */

export interface MotionSample {
  /** The later frame's time. */
  videoMs: number;
  /** Mean absolute gray-level difference from the frame before (0-255). */
  motion: number;
}

/** Low motion: below this share of the game's median motion (a timeout's shot moves at about a third)... */
const LOW_SHARE = 0.5;
/** ...or below this whatever the median (a frozen or nearly frozen picture; compression noise is below it). */
const LOW_FLOOR = 0.5;
/** A dead stretch lasts at least this long (a dead ball worth offering, as from the clock). */
const MIN_DEAD_MS = 8000;
/** Motion is smoothed over this many samples either side (2 s at 4 a second). */
const SMOOTH_SAMPLES = 8;
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

/** Each sample's motion replaced by the median of the samples within `SMOOTH_SAMPLES` of it. */
function smoothed(samples: MotionSample[]): MotionSample[] {
  return samples.map((sample, i) => ({
    videoMs: sample.videoMs,
    motion: median(samples.slice(Math.max(0, i - SMOOTH_SAMPLES), i + SMOOTH_SAMPLES + 1).map((s) => s.motion)),
  }));
}

/**
 * Stretches of low (smoothed) motion lasting >= 8 s, from samples in time order. A stretch starts at the frame
 * before its first low sample (that frame did not move either) and ends at its last low sample.
 */
export function findDeadStretches(raw: MotionSample[]): DeadStretch[] {
  const threshold = Math.max(LOW_FLOOR, LOW_SHARE * median(raw.map((s) => s.motion)));
  const samples = smoothed(raw);
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
