import type { ClockMark, DeadStretch, ScoreboardReading, ScoreChange } from './assist-types.js';

/**
 * From scoreboard readings (2 a second, each region read or carried over from its last read) to what the
 * analyst is offered: score changes, and the marks of the game clock's track. Pure: no I/O.
 */

/** A score as read: digits only (a board shows no sign); anything else is a misread. */
export function parseScore(text: string): number | null {
  const digits = text.replace(/\s+/g, '');
  return /^\d{1,3}$/.test(digits) ? Number(digits) : null;
}

/**
 * A game clock as read, in seconds: `MM:SS` (or `M:SS`), `SS.t` under a minute, or `MM:SS.t`. Boards show
 * the time left cut to their resolution (9:59 from 9:59.9 on). Null for anything else, or a clock past 60:00.
 */
export function parseClock(text: string): number | null {
  const clean = text.replace(/\s+/g, '');
  const withMinutes = /^(\d{1,2}):(\d{2})(?:\.(\d))?$/.exec(clean);
  if (withMinutes) {
    const [, minutes, seconds, tenths] = withMinutes;
    if (Number(seconds) > 59) return null;
    const value = Number(minutes) * 60 + Number(seconds) + Number(tenths ?? 0) / 10;
    return value <= 3600 ? value : null;
  }
  const underMinute = /^(\d{1,2})\.(\d)$/.exec(clean);
  if (underMinute) {
    const [, seconds, tenths] = underMinute;
    return Number(seconds) < 60 ? Number(seconds) + Number(tenths) / 10 : null;
  }
  return null;
}

/** Samples a new score must hold to count (at 2 a second, a second): one odd frame is a misread. */
const SCORE_HOLD = 2;
/** Samples an impossible score (down, or up by more than 3) must hold to be taken as the board's correction. */
const CORRECTION_HOLD = 6;

type Side = 'home' | 'away';

/**
 * The score changes the readings show, in footage order: each side's score must hold for two samples before it
 * counts; a change of +1, +2 or +3 is a suggested play at the first sample that showed it. Anything else (down,
 * or up by more than 3) is a misread unless it holds for three seconds, when it is the board being corrected:
 * the score follows it, and no play is suggested. The first score that holds is where the footage starts.
 */
export function scoreChanges(readings: readonly ScoreboardReading[]): ScoreChange[] {
  const ordered = [...readings].sort((a, b) => a.videoMs - b.videoMs);
  const current: Record<Side, number | null> = { home: null, away: null };
  const candidate: Record<Side, { value: number; since: number; count: number } | null> = { home: null, away: null };
  const changes: ScoreChange[] = [];

  for (const reading of ordered) {
    for (const side of ['home', 'away'] as const) {
      const value = reading[side];
      if (value === null) continue;
      if (value === current[side]) {
        candidate[side] = null;
        continue;
      }
      const held = candidate[side]?.value === value ? candidate[side] : { value, since: reading.videoMs, count: 0 };
      held.count += 1;
      candidate[side] = held;

      const before = current[side];
      const points = before === null ? null : value - before;
      const isPlay = points === 1 || points === 2 || points === 3;
      if (before === null ? held.count < SCORE_HOLD : held.count < (isPlay ? SCORE_HOLD : CORRECTION_HOLD)) continue;
      current[side] = value;
      candidate[side] = null;
      if (isPlay && current.home !== null && current.away !== null) {
        changes.push({ videoMs: held.since, side, points, home: current.home, away: current.away });
      }
    }
  }
  return changes.sort((a, b) => a.videoMs - b.videoMs);
}

/** A clock jumping up by more than this (seconds) is reset for a new period; less is the operator's correction. */
const PERIOD_RESET_JUMP = 10;
/** Slack (seconds) for when a sample was taken against the frame it shows. */
const SAMPLE_SLACK = 0.15;

interface ClockPoint {
  ms: number;
  clock: number;
}

type Resolution = (clock: number) => number;

/**
 * A stretch of footage where the clock holds one value (`shown`), having been set there (the footage's start,
 * or a jump of `jump` seconds) or stopped there; or where it runs at 1 s a second of footage, on a line whose
 * time left at the footage's 0 ms is bounded by [low, high).
 */
type Points = [ClockPoint, ...ClockPoint[]];
type Stretch =
  | { kind: 'stopped'; points: Points; shown: number; jump: number | null }
  | { kind: 'running'; points: Points; low: number; high: number };
const lastOf = (points: Points): ClockPoint => points[points.length - 1] ?? points[0];
type Stopped = Extract<Stretch, { kind: 'stopped' }>;
type Running = Extract<Stretch, { kind: 'running' }>;

/**
 * The game clock's track from the readings: a mark where the clock is set (at the footage's start, or when it
 * jumps), where it starts and where it stops, each with its period (1 + the resets seen: jumps up of more than
 * 10 s).
 *
 * A board shows the time left cut to its resolution: whole seconds, and tenths under a minute if it shows them
 * anywhere. While the clock runs, every reading bounds the run's line (the time left falls by 1 s a second of
 * footage), so a run is known far better than the board's resolution, and its stop (the line meeting the held
 * value) to a fraction of a sample. A stop shows as a value held longer than the resolution allows. A reading
 * that agrees with neither neighbour while they agree with each other is a misread and is dropped.
 */
export function clockMarks(readings: readonly ScoreboardReading[]): ClockMark[] {
  const read = [...readings]
    .filter((reading): reading is ScoreboardReading & { clock: number } => reading.clock !== null)
    .sort((a, b) => a.videoMs - b.videoMs)
    .map((reading) => ({ ms: reading.videoMs, clock: reading.clock }));
  const showsTenths = read.some((point) => point.clock < 60 && Math.round(point.clock * 10) % 10 !== 0);
  const resolution: Resolution = (clock) => (showsTenths && clock < 60 ? 0.1 : 1);
  const [first, ...rest] = withoutMisreads(read, resolution);
  return first ? marksOf(stretchesOf(first, rest, resolution), resolution) : [];
}

/** Whether `b` can follow `a` on one clock: held, or run down no faster than the footage's time. */
function follows(a: ClockPoint, b: ClockPoint, resolution: Resolution): boolean {
  if (b.clock === a.clock) return true;
  return b.clock < a.clock && a.clock - b.clock <= (b.ms - a.ms) / 1000 + resolution(b.clock) + SAMPLE_SLACK;
}

function withoutMisreads(points: ClockPoint[], resolution: Resolution): ClockPoint[] {
  return points.filter((point, index) => {
    const before = points[index - 1];
    const after = points[index + 1];
    if (!before || !after) return true;
    return follows(before, point, resolution) || follows(point, after, resolution) || !follows(before, after, resolution);
  });
}

function stretchesOf(first: ClockPoint, rest: ClockPoint[], resolution: Resolution): Stretch[] {
  const held = (point: ClockPoint, jump: number | null): Stopped => ({
    kind: 'stopped',
    points: [point],
    shown: point.clock,
    jump,
  });
  /** What a reading says of a run's line: the time left at `ms` is in [clock, clock + resolution). */
  const bounds = (point: ClockPoint) => ({
    low: point.clock + point.ms / 1000 - SAMPLE_SLACK,
    high: point.clock + resolution(point.clock) + point.ms / 1000 + SAMPLE_SLACK,
  });
  let stretch: Stretch = held(first, null);
  const stretches: Stretch[] = [stretch];
  for (const point of rest) {
    const last = lastOf(stretch.points);
    if (stretch.kind === 'stopped') {
      if (point.clock === stretch.shown) {
        stretch.points.push(point);
        continue;
      }
      if (!follows(last, point, resolution)) {
        stretch = held(point, point.clock - last.clock);
        stretches.push(stretch);
        continue;
      }
      const run: Running = { kind: 'running', points: [point], ...bounds(point) };
      // A clock already running when the footage starts: its first readings (one value shows for two samples
      // while running; held longer, the clock was set and stopped) are on the run, not a set.
      if (stretches.length === 1 && stretch.points.length <= 2) {
        const low = Math.max(run.low, ...stretch.points.map((early) => bounds(early).low));
        const high = Math.min(run.high, ...stretch.points.map((early) => bounds(early).high));
        if (low < high) {
          Object.assign(run, { points: [...stretch.points, point], low, high });
          stretches.pop();
        }
      }
      stretch = run;
      stretches.push(stretch);
      continue;
    }
    const { low, high } = bounds(point);
    if (Math.max(low, stretch.low) < Math.min(high, stretch.high)) {
      stretch.low = Math.max(low, stretch.low);
      stretch.high = Math.min(high, stretch.high);
      stretch.points.push(point);
      continue;
    }
    // Off the run's line: above it and not above the last reading, the clock stopped; else it was set.
    const stopped = point.clock <= last.clock && low >= stretch.high;
    stretch = held(point, stopped ? null : point.clock - last.clock);
    stretches.push(stretch);
  }
  return stretches;
}

const tenth = (seconds: number) => Math.round(seconds * 10) / 10;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** A run's time left at `ms`, on the middle of its line's bounds. */
const lineAt = (run: Running, ms: number) => (run.low + run.high) / 2 - ms / 1000;

function marksOf(stretches: Stretch[], resolution: Resolution): ClockMark[] {
  const marks: ClockMark[] = [];
  let period = 1;
  /** The value each stopped stretch held. */
  const values = new Map<Stretch, number>();
  stretches.forEach((stretch, index) => {
    const before = stretches[index - 1];
    const first = stretch.points[0];
    if (stretch.kind === 'stopped') {
      if (before?.kind === 'running' && stretch.jump === null) {
        // Stopped where the run's line met the held value: somewhere within the shown value (the board cannot
        // tell where), below the line's value at the last reading that showed more, and at 0 when run out.
        const lastAbove = before.points.findLast((point) => point.clock > stretch.shown) ?? before.points[0];
        const high = Math.min(stretch.shown + resolution(stretch.shown), lineAt(before, lastAbove.ms));
        const value = stretch.shown === 0 || high <= stretch.shown ? stretch.shown : (stretch.shown + high) / 2;
        values.set(stretch, value);
        const stopMs = clamp(lineAt(before, 0) * 1000 - value * 1000, lastAbove.ms, first.ms);
        marks.push({ videoMs: Math.round(stopMs), period, clock: tenth(value), running: false });
        return;
      }
      // Set: at the footage's start, or by a jump (a reset for a new period when far up); set values are whole.
      if (stretch.jump !== null && stretch.jump > PERIOD_RESET_JUMP) period += 1;
      values.set(stretch, stretch.shown);
      marks.push({ videoMs: first.ms, period, clock: tenth(stretch.shown), running: false });
      return;
    }
    if (before?.kind !== 'stopped') {
      marks.push({ videoMs: first.ms, period, clock: tenth(lineAt(stretch, first.ms)), running: true });
      return;
    }
    // Started from the held value where the run's line meets it: the last readings of the held value may
    // already be on the run (the board shows the value until the clock runs below it).
    const value = values.get(before) ?? before.shown;
    const startMs = Math.round(clamp(lineAt(stretch, 0) * 1000 - value * 1000, before.points[0].ms, first.ms));
    marks.push({ videoMs: startMs, period, clock: tenth(lineAt(stretch, startMs)), running: true });
  });
  return marks;
}

/** The time left on the track at `videoMs`: the latest mark at or before it, run down since when running. */
export function clockOnTrack(marks: readonly ClockMark[], videoMs: number): { period: number; clock: number } | null {
  const mark = marks.filter((candidate) => candidate.videoMs <= videoMs).at(-1);
  if (!mark) return null;
  const clock = mark.running ? Math.max(0, mark.clock - (videoMs - mark.videoMs) / 1000) : mark.clock;
  return { period: mark.period, clock };
}

/** A dead ball worth offering lasts at least this long (ms): a timeout, a break, free throws, a review. */
export const MIN_DEAD_MS = 8000;

/**
 * Dead time from the clock's track: each stretch of >= 8 s that the clock stands stopped (a stop and a new
 * period's set that follows it are one stretch), to the next start or the footage's end (`endMs`). The clock
 * stops on every whistle, so this is the dead ball itself, whatever the picture does meanwhile.
 */
export function deadFromClock(marks: readonly ClockMark[], endMs: number): DeadStretch[] {
  const stretches: DeadStretch[] = [];
  let stoppedAt: number | null = null;
  for (const mark of [...marks].sort((a, b) => a.videoMs - b.videoMs)) {
    if (!mark.running) {
      stoppedAt ??= mark.videoMs;
      continue;
    }
    if (stoppedAt !== null && mark.videoMs - stoppedAt >= MIN_DEAD_MS)
      stretches.push({ startMs: stoppedAt, endMs: mark.videoMs });
    stoppedAt = null;
  }
  if (stoppedAt !== null && endMs - stoppedAt >= MIN_DEAD_MS) stretches.push({ startMs: stoppedAt, endMs });
  return stretches;
}
