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
 * The periods whose clock the analyst marked (a `clock` play). Elsewhere a period's start sets nothing and a
 * typed clock stands for its own play only: games tagged before the track keep the figures they had.
 */
function markedPeriods(ordered: readonly GameEvent[]): Set<number> {
  return new Set(ordered.filter((event) => event.type === 'clock').map((event) => event.period));
}

function readTrack(setup: GameSetup, ordered: readonly GameEvent[], marked: ReadonlySet<number>): ClockReading[] {
  let track: Track | null = null;
  const at = (ms: number): { value: number; overrun: number } => {
    if (!track) return { value: 0, overrun: 0 };
    if (!track.running || ms <= track.atMs) return { value: track.value, overrun: 0 };
    const left = track.value - (ms - track.atMs) / 1000;
    return { value: Math.max(0, left), overrun: Math.max(0, -left) };
  };

  return ordered.map((event): ClockReading => {
    if (track && track.period !== event.period) track = null;
    if (!marked.has(event.period)) return { clock: event.clock, running: false, runningBefore: false, overrun: 0 };
    if (event.type === 'period_start') {
      track = { period: event.period, value: periodLength(setup, event.period), atMs: event.videoMs ?? 0, running: false };
    }
    const ms = event.videoMs;
    if (!track && event.clock !== undefined) {
      // A typed clock starts a track of its own (stopped until a mark says it runs).
      track = { period: event.period, value: event.clock, atMs: ms ?? 0, running: false };
    }
    if (!track) return { clock: event.clock, running: false, runningBefore: false, overrun: 0 };

    const runningBefore = track.running;
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

/** The plays with their clocks from the track: a typed clock is kept, every other play gets the track's. */
export function withClocks(setup: GameSetup, events: readonly GameEvent[]): GameEvent[] {
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  const readings = readClock(setup, ordered);
  return ordered.map((event, index) => {
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
