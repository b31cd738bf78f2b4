import type { SuggestionDetail } from '../../db/json-columns.js';
import type { ClockMark, DeadStretch, ScoreboardReading, SoundMark } from './assist-types.js';

/**
 * What the scoreboard says of the sound and motion passes' candidates (issue 41). Sound alone mistakes a
 * commentator's vowel, a squeak or a cheer for a whistle; the board's clock does not: every whistle in play
 * stops it within a second, a horn sounds as a period runs out, at a shot-clock violation (the clock stops
 * with the whistle that follows) or while the clock stands (a substitution, a timeout). Where the board's
 * clock was read, a candidate is graded by what the clock did; where it was not (no regions drawn, the bug
 * gone for a replay), or where its clock stood and so can tell nothing of a whistle, by its sound alone, and
 * never above "likely". Pure: no I/O.
 */

/**
 * How far a suggestion can be trusted: `sure`, the board agrees; `likely`, a loud whistle where the board was not
 * read or its clock stood (or was just starting), or a faint one the clock stopped with; `unsure`, a weaker sound
 * where the board cannot judge, or one the board read and could not confirm (a horn in a stoppage, a whistle as
 * the period runs out, a stop that went to another whistle) (hidden on the analyst's key); `refuted`, the board's
 * clock ran on through it, so it is not offered.
 */
export type Confidence = NonNullable<SuggestionDetail['confidence']>;

/** Why: what the board's clock did at the candidate, or that it was not read there. */
export type ConfidenceBasis = NonNullable<SuggestionDetail['basis']>;

export interface Grade {
  confidence: Confidence;
  basis: ConfidenceBasis;
}

/** The board's clock as the scoreboard pass read it: the track's marks, and where it could not be read. */
export interface BoardClock {
  marks: readonly ClockMark[];
  /** Stretches in which no clock was read (before the first reading and after the last included). */
  unread: readonly DeadStretch[];
}

/** A clock stop confirms a sound starting up to this long before it (the timekeeper's reaction, and the board's estimate). */
export const STOP_AFTER_MS = 1000;
/** ... or this long after it (a mark placed early within the board's resolution). */
export const STOP_BEFORE_MS = 400;
/** A sound this close to the clock's start is play restarting: the board cannot tell it from a whistle. */
const RESTART_MS = 1000;
/** A horn and a period's end (the clock run out to 0.0) go together within this. */
const PERIOD_END_MS = 1000;
/** A gap in the readings of at least this long is unread (the pass reads twice a second; one miss is carried over). */
export const UNREAD_GAP_MS = 1500;
/** The margin kept around a candidate that must lie wholly in a read stretch to be judged by the board. */
const READ_MARGIN_MS = STOP_AFTER_MS + 500;

/**
 * Whistle strength (dB over the background, as the detector reports it) from which a whistle the board cannot
 * judge is `likely`; under it, `unsure`. The 10th percentile of the true finds' strengths on our corpus (decision
 * 029), so nine true finds in ten stay in view when the uncertain ones are hidden. A horn the board cannot judge is
 * always `unsure`: on footage made independently of the detectors (music in timeouts, phones, cheers), the sound
 * pass gave seven false horn candidates for each true one.
 */
export const LIKELY_WHISTLE_DB = 38;

/**
 * Where the readings held no clock, for at least UNREAD_GAP_MS, from `0` to `endMs`; and the footage after the last
 * reading, however short: a stop there would not be seen, so a sound in it must not be refuted.
 */
export function unreadStretches(readings: readonly ScoreboardReading[], endMs: number): DeadStretch[] {
  const read = readings
    .filter((reading) => reading.clock !== null)
    .map((reading) => reading.videoMs)
    .sort((a, b) => a - b);
  const stretches: DeadStretch[] = [];
  let last = 0;
  let first = true;
  for (const ms of read) {
    if (ms - last >= (first ? 1 : UNREAD_GAP_MS)) stretches.push({ startMs: first ? 0 : last, endMs: ms });
    last = ms;
    first = false;
  }
  if (first) return endMs > 0 ? [{ startMs: 0, endMs }] : [];
  if (endMs > last) stretches.push({ startMs: last, endMs });
  return stretches;
}

/** Whether the board's clock was read all through [fromMs, toMs]. */
function readThrough(board: BoardClock, fromMs: number, toMs: number): boolean {
  if (board.marks.length === 0) return false;
  return board.unread.every((gap) => gap.endMs <= fromMs || gap.startMs >= toMs);
}

/** Whether the clock runs at `ms` on the track (the latest mark at or before it; before the first, unknown: null). */
function runningAt(marks: readonly ClockMark[], ms: number): boolean | null {
  let state: boolean | null = null;
  for (const mark of marks) {
    if (mark.videoMs > ms) break;
    state = mark.running;
  }
  return state;
}

/** The track's stops: a mark stopping a running clock. */
function stopsOf(marks: readonly ClockMark[]): ClockMark[] {
  return marks.filter((mark, index) => !mark.running && marks[index - 1]?.running === true);
}

/** The track's starts: a mark starting a stopped clock (not one read again after the running clock jumped). */
function startsOf(marks: readonly ClockMark[]): ClockMark[] {
  return marks.filter((mark, index) => mark.running && marks[index - 1]?.running === false);
}

/** Whether `mark` falls from `before` ms before to `after` ms after the start of `sound`. */
const within = (mark: ClockMark, sound: SoundMark, before: number, after: number) =>
  mark.videoMs >= sound.startMs - before && mark.videoMs <= sound.startMs + after;

/** A stop that runs the clock out to 0.0: a period's end, which a horn marks and a whistle does not. */
const isPeriodEnd = (stop: ClockMark) => stop.clock <= 0.1;

/** Where in its window a stop is expected after a sound's start: the window's middle. */
const EXPECTED_STOP_MS = (STOP_AFTER_MS - STOP_BEFORE_MS) / 2;

/**
 * Each stop to one candidate of a kind: of the candidates whose window holds it, the one whose start is nearest
 * the stop's expected time, so a squeak a second before a stop does not take it from the whistle just before it.
 * The analyst's accepted sounds (`kept`) are matched first and keep their stops. Returns the open candidates
 * given a stop.
 */
function matchStops(candidates: readonly SoundMark[], kept: readonly SoundMark[], stops: readonly ClockMark[]): Set<SoundMark> {
  // The analyst's first, then whistles heard plainly before faint ones (decision 030), then by distance.
  const rank = (sound: SoundMark, kept: boolean) => (kept ? 0 : sound.faint ? 2 : 1);
  const pairs = [...kept.map((sound) => ({ sound, kept: true })), ...candidates.map((sound) => ({ sound, kept: false }))]
    .flatMap(({ sound, kept }) =>
      stops
        .filter((stop) => within(stop, sound, STOP_BEFORE_MS, STOP_AFTER_MS))
        .map((stop) => ({
          sound,
          stop,
          rank: rank(sound, kept),
          // Of faint ones, the loudest: a whistle stands further over its floor than the voices around it.
          loudness: sound.faint ? sound.strength : 0,
          off: Math.abs(stop.videoMs - sound.startMs - EXPECTED_STOP_MS),
        })),
    )
    .sort((a, b) => a.rank - b.rank || b.loudness - a.loudness || a.off - b.off || a.sound.startMs - b.sound.startMs);
  const matchedSounds = new Set<SoundMark>();
  const usedStops = new Set<ClockMark>();
  for (const pair of pairs) {
    if (matchedSounds.has(pair.sound) || usedStops.has(pair.stop)) continue;
    matchedSounds.add(pair.sound);
    usedStops.add(pair.stop);
  }
  return new Set(candidates.filter((sound) => matchedSounds.has(sound)));
}

/** A faint whistle no stop confirmed: kept (a later reading of the board may), never offered. */
const TOO_FAINT: Grade = { confidence: 'refuted', basis: 'too_faint' };
/** A faint whistle a stop confirms. */
const FAINT_STOPPED: Grade = { confidence: 'likely', basis: 'faint_stopped' };

/**
 * Grades whistles and horns against the board's clock, or by their sound where it was not read (`board` null:
 * no scoreboard pass, or it read no clock). Every candidate gets a grade, in the order given. `accepted` are the
 * sounds the analyst already accepted: not graded again, they keep the stops they were confirmed by.
 *
 * - A whistle is `sure` when the clock stops (not at a period's end) from 0.4 s before to 1 s after it starts;
 *   each stop confirms one whistle (see matchStops). `refuted` when the clock runs all through it and a second
 *   after. Where the clock already stood or play restarts (a whistle at a dead ball), the board can neither
 *   confirm nor refute it: `likely` when loud (`stood_loud`, the threshold the sound alone is judged by), else
 *   `unsure` (`clock_stood`); but always `unsure` within a second of a period's end, where the buzzer sounds.
 *   `unsure` too when the stop beside it went to another whistle (`stop_taken`). A faint whistle (one heard only
 *   in its own bins, decision 030) is `likely` (`faint_stopped`) when a stop confirms it, after every plainly
 *   heard whistle in the stop's window, and otherwise `refuted` (`too_faint`), board or none: by its sound alone
 *   it is as likely a voice's formant or a squeak.
 * - A horn is `sure` when the clock runs out to 0.0 within a second of it (a period's end); `refuted` when the
 *   clock runs on through it; `unsure` when the clock stood (a substitution's or a timeout's horn, or music in a
 *   timeout: the board cannot tell them apart) or stopped beside it (a stop is a whistle's: a shot-clock horn's
 *   reset is not on the board). Issue 41 names what confirms a horn: a period's end, a shot clock's reset, a
 *   substitution. The board shows the first; the analyst's substitution and timeout plays the last (calledHorns,
 *   applied as the suggestions are read, so it follows the plays as they change); the shot clock is not read.
 */
export function gradeSounds(
  sounds: readonly SoundMark[],
  board: BoardClock | null,
  accepted: readonly SoundMark[] = [],
): Grade[] {
  const bySound = (sound: SoundMark): Grade =>
    sound.faint
      ? TOO_FAINT
      : {
          confidence: sound.kind === 'whistle' && sound.strength >= LIKELY_WHISTLE_DB ? 'likely' : 'unsure',
          basis: 'sound_only',
        };
  if (!board) return sounds.map(bySound);
  const marks = [...board.marks].sort((a, b) => a.videoMs - b.videoMs);
  const stops = stopsOf(marks);
  const starts = startsOf(marks);
  const read = (sound: SoundMark) => readThrough(board, sound.startMs - READ_MARGIN_MS, sound.startMs + READ_MARGIN_MS);
  const ofKind = (list: readonly SoundMark[], kind: SoundMark['kind']) =>
    list.filter((sound) => sound.kind === kind && read(sound));
  const confirmed = matchStops(
    ofKind(sounds, 'whistle'),
    ofKind(accepted, 'whistle'),
    stops.filter((stop) => !isPeriodEnd(stop)),
  );
  return sounds.map((sound): Grade => {
    if (!read(sound)) return bySound(sound);
    const near = (mark: ClockMark, before: number, after: number) => within(mark, sound, before, after);
    const atPeriodEnd = stops.some((stop) => isPeriodEnd(stop) && near(stop, PERIOD_END_MS, PERIOD_END_MS));
    if (sound.kind === 'horn' && atPeriodEnd) return { confidence: 'sure', basis: 'period_ended' };
    // A faint whistle the clock stops with is likely, not sure: the stop is certain, but of the sounds in its
    // window a voice's formant may stand as far over its floor as a far whistle does.
    if (confirmed.has(sound)) return sound.faint ? FAINT_STOPPED : { confidence: 'sure', basis: 'clock_stopped' };
    if (sound.faint) return TOO_FAINT;
    const runningFrom = runningAt(marks, sound.startMs);
    const stopNear = stops.some((stop) => !isPeriodEnd(stop) && near(stop, STOP_BEFORE_MS, STOP_AFTER_MS));
    // A stop confirms a whistle; a horn beside it may be that whistle heard twice, a cheer, or a shot-clock horn
    // (whose reset the board does not show): the board cannot tell.
    if (stopNear) return { confidence: 'unsure', basis: sound.kind === 'horn' ? 'stopped_not_ended' : 'stop_taken' };
    // The clock ran all through it: no stop within a second after it, and no start within a second of it (a
    // whistle as play restarts, the board's start placed a little early).
    const restarting = marks.some((mark) => mark.running && near(mark, RESTART_MS, RESTART_MS));
    const runningThrough =
      runningFrom === true && !restarting && !marks.some((mark) => !mark.running && near(mark, 0, STOP_AFTER_MS));
    if (runningThrough) return { confidence: 'refuted', basis: 'clock_ran_on' };
    if (runningFrom === null) return bySound(sound);
    // The clock stood (a dead ball) or play restarted: the board neither confirms nor refutes a sound there, so a
    // whistle is judged by its sound, as where no board was read (decision 033: a referee's whistles at a dead ball,
    // to administer a throw-in or a free throw, or a second blast, have no stop to confirm them). Not a horn: in a
    // stoppage, music and phones sound like one. Nor a whistle within a second of the clock running out, before or
    // after: the period's buzzer sounds there. A restart is a start of the clock, not a running mark after a
    // running stretch (the board's clock jumping while it runs).
    const started = starts.some((start) => near(start, RESTART_MS, RESTART_MS));
    const deadBall = (!runningFrom || started) && !atPeriodEnd;
    return sound.kind === 'whistle' && deadBall && sound.strength >= LIKELY_WHISTLE_DB
      ? { confidence: 'likely', basis: 'stood_loud' }
      : { confidence: 'unsure', basis: 'clock_stood' };
  });
}

/** A horn the board alone tells of: the clock ran out to 0.0, and no horn was heard there (periodEndHorns). */
export const RAN_OUT: Grade = { confidence: 'sure', basis: 'period_ran_out' };

/**
 * The horns the board alone tells of (issue 41: a horn is one at which a period ends): where the clock ran out to
 * 0.0 and no horn candidate starts within a second of it, the time it ran out. The game clock's signal sounds by
 * rule as a period's time runs out, so where the board reads the clock run out there is a horn, heard or not: under
 * a crowd's roar or the commentary the sound pass may miss it. Offered as `sure` (RAN_OUT), as a horn heard there
 * is. `horns`: every horn candidate, answered or refuted ones too (the analyst or the board judged that one already).
 */
export function periodEndHorns(board: BoardClock, horns: readonly Pick<SoundMark, 'startMs'>[]): number[] {
  const marks = [...board.marks].sort((a, b) => a.videoMs - b.videoMs);
  return stopsOf(marks)
    .filter(isPeriodEnd)
    .map((stop) => stop.videoMs)
    .filter((ms) => !horns.some((horn) => Math.abs(horn.startMs - ms) <= PERIOD_END_MS));
}

/** A horn may start up to this long before a substitution or timeout play the analyst tagged, and be its call... */
export const CALL_AFTER_HORN_MS = 30_000;
/** ... or this long after the play's footage time (the analyst tagged it as the horn began). */
export const CALL_BEFORE_HORN_MS = 2000;
/** A horn the analyst's call confirms: the table called a substitution or a timeout with it. */
export const CALLED: Grade = { confidence: 'sure', basis: 'called' };

/**
 * The horns the analyst's plays confirm (issue 41: a horn is one at which a substitution happens): for each
 * substitution or timeout play's footage time (`calls`), the latest horn starting up to 30 s before it, or failing
 * one, the first up to 2 s after it (the play tagged as the horn began). Where the board's clock was read
 * (`marks`), only a horn of the play's stoppage: the clock stood at the horn (or stopped within a second after it,
 * the board's mark placed late), and did not start between the horn and the play. One horn a call, the latest
 * before it, not the loudest: the table's horn sounds as the call is made, and a timeout's music follows it. The
 * caller passes every horn offered, answered ones too, so that answering one does not move a call to another.
 * Returns the confirmed horns' indexes in `horns`.
 */
export function calledHorns(
  horns: readonly Pick<SoundMark, 'startMs'>[],
  calls: readonly number[],
  marks: readonly ClockMark[] = [],
): Set<number> {
  const sorted = [...marks].sort((a, b) => a.videoMs - b.videoMs);
  const restarts = sorted.filter((mark) => mark.running).map((mark) => mark.videoMs);
  const inStoppage = (ms: number) =>
    sorted.length === 0 ||
    runningAt(sorted, ms) !== true ||
    sorted.some((mark) => !mark.running && mark.videoMs > ms && mark.videoMs <= ms + STOP_AFTER_MS);
  const called = new Set<number>();
  for (const call of calls) {
    let before = -1;
    let after = -1;
    horns.forEach((horn, index) => {
      if (horn.startMs < call - CALL_AFTER_HORN_MS || horn.startMs > call + CALL_BEFORE_HORN_MS) return;
      const [from, to] = horn.startMs <= call ? [horn.startMs, call] : [call, horn.startMs];
      if (!inStoppage(horn.startMs) || restarts.some((ms) => ms > from && ms < to)) return;
      if (horn.startMs <= call) {
        if (before < 0 || horn.startMs > (horns[before]?.startMs ?? 0)) before = index;
      } else if (after < 0 || horn.startMs < (horns[after]?.startMs ?? 0)) after = index;
    });
    const chosen = before >= 0 ? before : after;
    if (chosen >= 0) called.add(chosen);
  }
  return called;
}

/**
 * The grades of `horns` once the analyst's `calls` (substitution and timeout plays' footage times) confirm them
 * (calledHorns): a called horn the board is not already sure of becomes `sure` (CALLED); the rest keep theirs.
 * `horns` are every horn offered, answered ones too, so that answering one does not move a call to another.
 */
export function withCalls<G extends { confidence?: Confidence }>(
  horns: readonly { startMs: number; grade: G }[],
  calls: readonly number[],
  marks?: readonly ClockMark[],
): (G | Grade)[] {
  const called = calledHorns(horns, calls, marks);
  return horns.map(({ grade }, index) => (called.has(index) && grade.confidence !== 'sure' ? CALLED : grade));
}

/**
 * Grades dead time: the clock's stretches (the clock stood >= 8 s) are `sure`; motion's, offered only where no
 * clock was read, are `likely`: the picture alone misses dead balls in which people move (free throws), and
 * nothing in our corpus told its true stretches from false ones, so none is `unsure` either.
 */
export function gradeDeadTime(source: 'clock' | 'motion'): Grade {
  return source === 'clock' ? { confidence: 'sure', basis: 'clock_stood_long' } : { confidence: 'likely', basis: 'motion_only' };
}

/** The confidences an analyst sees when they hide the uncertain ones. */
export const TRUSTED: readonly Confidence[] = ['sure', 'likely'];
