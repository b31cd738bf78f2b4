import { periodLength } from './periods.js';
import type { GameEvent, GameSetup } from './play-by-play.js';

/**
 * The game clock's track (DESIGN.md §4, "Game clock"). The analyst marks on the footage where the clock is
 * set, starts and stops (`clock` plays); a period's start sets it to the period's length, stopped; a whistle
 * (a foul, a timeout, a turnover nobody stole, a period's end) stops it. A play's clock is then the latest of
 * those at or before its footage position, run down by the footage time since when the clock runs, never
 * below 0. A clock typed on a play wins, and corrects the track from there. The engine never guesses: in a
 * period with no `clock` play, only typed clocks are known; a play with no footage position while the clock
 * runs has none.
 *
 * The scoreboard pass writes the clock it read as marks of its own (decision 015), so the same rules read it;
 * its marks stand in the periods the analyst's period starts and ends give them, and the clock between periods
 * is on no period's track (decision 022).
 *
 * Pure and free of schemas, like the rest of the engine.
 */

export interface ClockReading {
  /** Seconds left in the period, to the tenth; undefined where the track does not say. */
  clock: number | undefined;
  /** Whether the clock runs at this play (after the play itself: a whistle stops it). */
  running: boolean;
  /** Whether the clock was running when the play happened (before its whistle). */
  runningBefore: boolean;
  /** Seconds the footage ran on past 0:00 of a running clock before this play (0 when it did not). */
  overrun: number;
}

interface Track {
  period: number;
  /** The clock at `atMs` of the footage. */
  value: number;
  atMs: number;
  running: boolean;
}

const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

/** Plays that come with a whistle: the clock stops on them. */
export function stopsClock(event: GameEvent): boolean {
  return (
    event.type === 'foul' ||
    event.type === 'timeout' ||
    event.type === 'period_end' ||
    (event.type === 'turnover' && !event.stealId)
  );
}

/** The clock at each play (in the order given, which must be the order of play). */
export function readClock(setup: GameSetup, ordered: readonly GameEvent[]): ClockReading[] {
  return readTrack(setup, ordered, markedPeriods(ordered));
}

/**
 * Where each clock mark stands among the periods the analyst marked (`period_start`, `period_end`):
 *
 * - A mark belongs to the period begun before it, whatever period it carries. The scoreboard pass counts
 *   periods itself, from the clock's resets, and a board that counts the interval down adds resets of its own.
 * - A mark between a period's end and the next period's start, or before the first start while nothing but
 *   clock marks came before it (the footage's pre-game), is on no period's track: no game time passes
 *   between periods (a board's interval countdown is read as marks there). It only says how the next period
 *   starts: the scoreboard's clock (or a `g`) may start at the tip a moment before the analyst's `p`.
 *
 * A mark between periods is given the period that ended before it (the first period, before the first start).
 * Games without period starts keep their marks' own periods.
 */
function placeMarks(ordered: readonly GameEvent[]): { events: GameEvent[]; between: boolean[] } {
  const first = ordered.find((event) => event.type === 'period_start');
  let current: number | null = null;
  let ended: number | null = null;
  let pregame = true;
  const between: boolean[] = [];
  const events = ordered.map((event) => {
    if (event.type === 'period_start') current = event.period;
    const off = first !== undefined && event.type === 'clock' && current === null && (ended !== null || pregame);
    between.push(off);
    if (event.type !== 'clock') pregame = false;
    const period = off ? (ended ?? first.period) : event.type === 'clock' ? (current ?? event.period) : event.period;
    if (event.type === 'period_end') {
      current = null;
      ended = event.period;
    }
    return period === event.period ? event : { ...event, period };
  });
  return { events, between };
}

/** The plays (in order of play) with each clock mark in the period its place gives it (see `placeMarks`). */
export function placeClockMarks(ordered: readonly GameEvent[]): GameEvent[] {
  return placeMarks(ordered).events;
}

/**
 * The periods whose clock the analyst marked (a `clock` play, or a mark just before the period's start). Elsewhere
 * a period's start sets nothing and a typed clock stands for its own play only: games tagged before the track
 * keep the figures they had.
 */
function markedPeriods(ordered: readonly GameEvent[]): Set<number> {
  const { events, between } = placeMarks(ordered);
  const marked = new Set<number>();
  let carried = false;
  events.forEach((event, index) => {
    if (event.type === 'clock') {
      if (between[index]) carried = true;
      else marked.add(event.period);
    } else if (event.type === 'period_start') {
      if (carried) marked.add(event.period);
      carried = false;
    } else if (event.type === 'period_end') carried = false;
  });
  return marked;
}

/** The clock that marks between periods leave for the next start: null for the period's full length. */
interface Interval {
  value: number | null;
  atMs: number;
  running: boolean;
  /** Left after a period's end, rather than before the first period (the footage may start mid-period). */
  afterEnd: boolean;
}

/** A board reset for a period shows its length, read to the second. */
const RESET_WITHIN_S = 1;

/**
 * The value a period starts on from the marks just before it, if they set it: a `g` before `p` (the period's
 * length), the board reset for it (its length, to the second), or before the first period any clock the board
 * showed (footage that starts mid-period). Not a board at 0:00 or counting an interval down.
 */
function startValue(interval: Interval | null, length: number): number | null {
  if (!interval) return null;
  const value = interval.value ?? length;
  if (value > length || value <= 0) return null;
  if (interval.afterEnd && length - value > RESET_WITHIN_S) return null;
  return value;
}

function readTrack(setup: GameSetup, given: readonly GameEvent[], marked: ReadonlySet<number>): ClockReading[] {
  const { events: ordered, between } = placeMarks(given);
  let track: Track | null = null;
  let interval: Interval | null = null;
  let ended = false;
  let lastType: GameEvent['type'] | null = null;
  const at = (ms: number): { value: number; overrun: number } => {
    if (!track) return { value: 0, overrun: 0 };
    if (!track.running || ms <= track.atMs) return { value: track.value, overrun: 0 };
    const left = track.value - (ms - track.atMs) / 1000;
    return { value: Math.max(0, left), overrun: Math.max(0, -left) };
  };

  return ordered.map((event, index): ClockReading => {
    if (between[index]) {
      // Between periods the track stands still; the mark is kept for the next period's start.
      const ms = event.videoMs ?? interval?.atMs ?? 0;
      const before = interval;
      const value =
        event.clock ??
        (before?.value == null ? null : before.running ? Math.max(0, before.value - (ms - before.atMs) / 1000) : before.value);
      interval = { value, atMs: ms, running: event.type === 'clock' && event.running, afterEnd: ended };
      // The mark keeps the value it carries; it reads no clock of the track.
      return { clock: undefined, running: false, runningBefore: false, overrun: 0 };
    }
    // The fives a period starts with come with its start, even when the clock already runs (the `p` came late).
    const starting = event.type === 'lineup' && lastType !== null && (lastType === 'period_start' || lastType === 'lineup');
    lastType = event.type;
    if (event.type === 'period_end') {
      interval = null;
      ended = true;
    }
    if (track && track.period !== event.period) track = null;
    if (!marked.has(event.period)) {
      if (event.type === 'period_start') interval = null;
      return { clock: event.clock, running: false, runningBefore: false, overrun: 0 };
    }
    if (event.type === 'period_start') {
      const length = periodLength(setup, event.period);
      const from = interval;
      interval = null;
      const value = startValue(from, length);
      if (from && value !== null && event.clock === undefined) {
        // The clock was set or started just before the analyst's `p`: the period starts on it, at the value it
        // was set to, and runs from the moment it started.
        track = { period: event.period, value, atMs: from.atMs, running: from.running };
        return { clock: tenth(value), running: from.running, runningBefore: false, overrun: 0 };
      }
      track = { period: event.period, value: length, atMs: event.videoMs ?? 0, running: false };
    }
    const ms = event.videoMs;
    if (!track && event.clock !== undefined) {
      // A typed clock starts a track of its own (stopped until a mark says it runs).
      track = { period: event.period, value: event.clock, atMs: ms ?? 0, running: false };
    }
    if (!track) return { clock: event.clock, running: false, runningBefore: false, overrun: 0 };

    const runningBefore = track.running && !starting;
    let overrun = 0;
    if (ms !== undefined) {
      const now = at(ms);
      overrun = now.overrun;
      // A play tagged earlier in the footage than the one before it does not wind the clock back up.
      track = { ...track, value: event.clock ?? now.value, atMs: Math.max(track.atMs, ms) };
    } else if (event.clock !== undefined) {
      track = { ...track, value: event.clock };
    } else if (track.running) {
      // Without a footage position the play cannot be placed on a running clock (its whistle still stops it).
      if (stopsClock(event)) track.running = false;
      return { clock: undefined, running: track.running, runningBefore, overrun: 0 };
    }
    if (event.type === 'clock') track.running = event.running;
    else if (stopsClock(event)) track.running = false;
    return { clock: tenth(track.value), running: track.running, runningBefore, overrun: tenth(overrun) };
  });
}

/**
 * The plays in order of play, with their clocks from the track: a typed clock is kept, every other play gets the
 * track's. Clock marks carry the period they stand in (the periods the scoreboard pass counted are its own).
 */
export function withClocks(setup: GameSetup, events: readonly GameEvent[]): GameEvent[] {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  const readings = readClock(setup, ordered);
  return placeMarks(ordered).events.map((event, index) => {
    const clock = readings[index]?.clock;
    return clock === undefined || clock === event.clock ? event : { ...event, clock };
  });
}

/**
 * The clock at footage position `ms` in `period`, as the track reads it after the plays up to that point (in
 * the order of play): what the workspace shows beside the footage. Null where the period's clock is not set.
 */
export function clockAt(
  setup: GameSetup,
  ordered: readonly GameEvent[],
  ms: number,
  period: number,
): { clock: number; running: boolean } | null {
  const before = ordered.filter((event) => (event.videoMs === undefined ? event.period <= period : event.videoMs <= ms));
  // A probe that neither sets nor stops the clock: a rebound, read at `ms`.
  const probe: GameEvent = {
    id: '',
    seq: Number.MAX_SAFE_INTEGER,
    period,
    videoMs: ms,
    type: 'rebound',
    team: 'home',
    offensive: false,
  };
  const reading = readTrack(setup, [...before, probe], markedPeriods(ordered)).at(-1);
  if (reading?.clock === undefined) return null;
  return { clock: reading.clock, running: reading.running };
}

/** A clock as typed: "7:43", "7:43.5", "0:04.2" or plain seconds ("45"); null when it is none of those. */
export function parseClock(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):([0-5]\d)|(\d{1,4}))(?:\.(\d))?\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds, plain, tenths] = match;
  const whole = plain === undefined ? Number(minutes) * 60 + Number(seconds) : Number(plain);
  return whole + (tenths === undefined ? 0 : Number(tenths) / 10);
}
