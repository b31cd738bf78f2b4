import {
  formatClock,
  periodLabel,
  placeClockMarks,
  type GameEvent,
  type ScoreboardMismatch,
  type ScoreboardScore,
  type Side,
} from '@courtside/domain';
import type { AssistPass, PassStatus, Suggestion } from './assist-api';

/**
 * The footage's suggestions as marks on its timeline, in order of footage time (then id, so marks at one moment
 * keep one order). Clock marks are not among them: they are already plays on the clock's track.
 */
export function marksOf(suggestions: readonly Suggestion[]): Suggestion[] {
  return suggestions
    .filter((suggestion) => suggestion.kind !== 'clock')
    .sort((a, b) => a.videoMs - b.videoMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export type Confidence = NonNullable<Suggestion['detail']['confidence']>;
type ConfidenceBasis = NonNullable<Suggestion['detail']['basis']>;

/** Each confidence's word in the list (a refuted suggestion is never sent). */
export const CONFIDENCE_WORDS: Record<Confidence, string> = {
  sure: 'sure',
  likely: 'likely',
  unsure: 'unsure',
  refuted: 'refuted',
};

const BASIS_WORDS: Record<ConfidenceBasis, string> = {
  clock_stopped: 'the scoreboard clock stopped with it',
  faint_stopped: 'the scoreboard clock stopped with it, but the whistle is faint',
  period_ended: 'the period ran out with it',
  period_ran_out: 'the scoreboard clock ran out: the period’s horn sounds here, though none was heard',
  called: 'a substitution or timeout is tagged just after it',
  clock_stood: 'the scoreboard clock already stood, so it cannot confirm it',
  stood_loud: 'the scoreboard clock stood or was just starting, so it cannot confirm it; the whistle is loud',
  stop_taken: 'the scoreboard clock stopped for another sound beside it',
  stopped_not_ended: 'the scoreboard clock stopped, as for a whistle; only a period’s end confirms a horn',
  clock_ran_on: 'the scoreboard clock ran on through it',
  too_faint: 'too faint to offer without the scoreboard clock stopping with it',
  clock_stood_long: 'the scoreboard clock stood',
  sound_only: 'no scoreboard was read here, so the sound alone tells',
  motion_only: 'no scoreboard was read, so the picture alone tells',
};

/** A suggestion's confidence and why, when the pass graded it (whistles, horns, dead time). */
export function confidenceOf(mark: Suggestion): { confidence: Confidence; why: string } | null {
  const { confidence, basis } = mark.detail;
  if (!confidence) return null;
  return { confidence, why: basis ? BASIS_WORDS[basis] : '' };
}

/** An open suggestion the passes are unsure of: hidden while the analyst hides the uncertain ones. Answered ones stay. */
export function isUncertain(mark: Suggestion): boolean {
  return mark.status === 'open' && mark.detail.confidence === 'unsure';
}

/** How close the footage must be to the selected mark for `j`/`k` to step from it rather than from the footage. */
const AT_MARK_MS = 250;

/**
 * The mark `j` (1) or `k` (-1) goes to from footage position `ms`: the next or previous mark in order. While the
 * footage is still at the selected mark, it steps from that mark, so marks at one moment are visited one by one.
 */
export function stepMark(
  marks: readonly Suggestion[],
  ms: number,
  selectedId: string | null,
  direction: 1 | -1,
): Suggestion | null {
  const selected = marks.findIndex((mark) => mark.id === selectedId);
  const from = marks[selected];
  if (from && Math.abs(from.videoMs - ms) <= AT_MARK_MS) return marks[selected + direction] ?? null;
  return direction === 1
    ? (marks.find((mark) => mark.videoMs > ms + AT_MARK_MS) ?? null)
    : (marks.findLast((mark) => mark.videoMs < ms - AT_MARK_MS) ?? null);
}

/** The dead stretch footage position `ms` is in (one the analyst did not dismiss), if any: `l` jumps to its end. */
export function deadStretchAt(marks: readonly Suggestion[], ms: number): Suggestion | null {
  return (
    marks.find(
      (mark) =>
        mark.kind === 'dead_time' && mark.status !== 'dismissed' && mark.endMs !== null && mark.videoMs <= ms && ms < mark.endMs,
    ) ?? null
  );
}

export interface ScoreDetail {
  side: Side;
  points: 1 | 2 | 3;
  home: number;
  away: number;
}

/** A score suggestion's change, when its detail is one. */
export function scoreDetailOf(suggestion: Suggestion): ScoreDetail | null {
  if (suggestion.kind !== 'score') return null;
  const { side, points, home, away } = suggestion.detail;
  if ((side !== 'home' && side !== 'away') || (points !== 1 && points !== 2 && points !== 3)) return null;
  if (typeof home !== 'number' || typeof away !== 'number') return null;
  return { side, points, home, away };
}

/** The scores the scoreboard showed, from its score changes the analyst did not dismiss (misreads). */
export function scoreboardScoresOf(suggestions: readonly Suggestion[]): ScoreboardScore[] {
  return suggestions.flatMap((suggestion) => {
    const score = suggestion.status === 'dismissed' ? null : scoreDetailOf(suggestion);
    return score ? [{ videoMs: suggestion.videoMs, home: score.home, away: score.away }] : [];
  });
}

/** A period end where the tagged score is not the scoreboard's, as the checks list it. */
export function mismatchWarning(mismatch: ScoreboardMismatch, periods: number) {
  const score = ({ home, away }: { home: number; away: number }) => `${String(home)}-${String(away)}`;
  return {
    code: 'scoreboard_mismatch',
    eventId: mismatch.eventId,
    message: `End of ${periodLabel(periods, mismatch.period)}: the scoreboard shows ${score(mismatch.scoreboard)}, the plays make ${score(mismatch.tagged)}.`,
  };
}

/** What the list and the timeline say of a mark, with the teams by name. */
export function describeMark(mark: Suggestion, teams: Record<Side, string>): string {
  switch (mark.kind) {
    case 'whistle':
      return 'Whistle';
    case 'horn':
      return 'Horn';
    case 'score': {
      const score = scoreDetailOf(mark);
      return score
        ? `${teams[score.side]} +${String(score.points)} (${String(score.home)}-${String(score.away)})`
        : 'Score change';
    }
    case 'dead_time':
      return mark.endMs === null ? 'Dead time' : `Dead time, ${formatClock(Math.round((mark.endMs - mark.videoMs) / 1000))}`;
    case 'clock':
      return 'Clock mark';
  }
}

const PASS_WORK: Record<AssistPass, { busy: string; name: string }> = {
  sound: { busy: 'Listening for whistles and horns…', name: 'Whistles and horns' },
  motion: { busy: 'Looking for dead time…', name: 'Dead time' },
  scoreboard: { busy: 'Reading the scoreboard…', name: 'Scoreboard' },
};

/** What a pass's line says while it works or after it failed; null once it is done. */
export function passNote({ pass, state, error }: PassStatus): string | null {
  switch (state) {
    case 'waiting':
    case 'running':
      return PASS_WORK[pass].busy;
    case 'failed':
      return `${PASS_WORK[pass].name} failed: ${error ?? 'unknown error'}. Tag as usual.`;
    case 'done':
      return null;
  }
}

/** A mark of the game clock read off the scoreboard: the `clock` play the pass wrote, as it wrote it. */
export interface ScoreboardClockMark {
  eventId: string;
  videoMs: number;
  clock: number;
  running: boolean;
}

/** The scoreboard's clock marks, in footage order (the pass wrote each as a `clock` play, decision 015). */
export function scoreboardClockOf(suggestions: readonly Suggestion[]): ScoreboardClockMark[] {
  return suggestions
    .flatMap((suggestion) => {
      const { eventId, clock, running } = suggestion.detail;
      if (suggestion.kind !== 'clock' || !eventId || clock === undefined || running === undefined) return [];
      return [{ eventId, videoMs: suggestion.videoMs, clock, running }];
    })
    .sort((a, b) => a.videoMs - b.videoMs);
}

/** The clock the scoreboard showed: its value and whether it ran. */
export interface BoardClock {
  clock: number;
  running: boolean;
}

/**
 * Who keeps the game clock at a footage position (decision 022):
 * - `scoreboard`: the clock follows the scoreboard's marks (or a key pressed as the board did the same);
 * - `analyst`: a mark of the analyst's that the board disagrees with took it over, until the board's next mark
 *   (`untilMs`, null when the board has no mark after it in this period);
 * - `hand`: no reading of the board in this period here, so the clock is keyed by hand, as without a scoreboard;
 * - `interval`: between a period's end and the next start, where the board's clock is no game time.
 * `board` is what the board showed there, from its marks (null where it was not read).
 */
export type ClockSource =
  | { by: 'scoreboard'; board: BoardClock }
  | { by: 'analyst'; atMs: number; untilMs: number | null; board: BoardClock | null }
  | { by: 'hand' }
  | { by: 'interval' };

/** A board mark agrees with the analyst's within this much (the board reads whole seconds above a minute). */
const AGREES_WITHIN_S = 1;

/** The board's clock at footage position `ms`, from its latest mark at or before it. */
export function boardClockAt(marks: readonly ScoreboardClockMark[], ms: number): BoardClock | null {
  const mark = marks.findLast((candidate) => candidate.videoMs <= ms);
  if (!mark) return null;
  return { clock: mark.running ? Math.max(0, mark.clock - (ms - mark.videoMs) / 1000) : mark.clock, running: mark.running };
}

/**
 * Who keeps the clock at footage position `ms` of `period`, given the plays in order of play and the scoreboard's
 * marks. Only the board's marks whose plays still stand as the pass wrote them count as the board's: a mark the
 * analyst corrected or deleted is theirs (or gone).
 */
export function clockSourceAt(
  events: readonly GameEvent[],
  scoreboard: readonly ScoreboardClockMark[],
  ms: number,
  period: number,
): ClockSource {
  if (scoreboard.length === 0) return { by: 'hand' };
  const placed = placeClockMarks(events);
  const marker = placed.findLast(
    (event) => (event.type === 'period_start' || event.type === 'period_end') && (event.videoMs ?? 0) <= ms,
  );
  if (marker?.type === 'period_end') return { by: 'interval' };
  const written = new Map(scoreboard.map((mark) => [mark.eventId, mark]));
  const isBoards = (event: GameEvent) => {
    const mark = written.get(event.id);
    return event.type === 'clock' && mark !== undefined && mark.running === event.running && mark.clock === event.clock;
  };
  const byId = new Map(placed.map((event) => [event.id, event]));
  const board = scoreboard.filter((mark) => {
    const event = byId.get(mark.eventId);
    return event !== undefined && isBoards(event);
  });
  // The clock marks of this period and of the lead-in to its start, up to the position.
  const lastEnd = placed.findLastIndex(
    (event) => event.type === 'period_end' && event.period < period && (event.videoMs ?? 0) <= ms,
  );
  const marks = placed.slice(lastEnd + 1).filter((event) => event.type === 'clock' && event.period <= period);
  const before = marks.filter((event) => (event.videoMs ?? 0) <= ms);
  const latest = before.at(-1);
  if (!marks.some(isBoards) || !latest) return { by: 'hand' };
  const boardNow = boardClockAt(board, ms);
  if (isBoards(latest) && boardNow) return { by: 'scoreboard', board: boardNow };
  const atMs = latest.videoMs ?? 0;
  const then = boardClockAt(board, atMs);
  const agrees =
    then !== null &&
    latest.type === 'clock' &&
    then.running === latest.running &&
    (latest.clock === undefined || Math.abs(latest.clock - then.clock) < AGREES_WITHIN_S);
  if (agrees && boardNow) return { by: 'scoreboard', board: boardNow };
  const next = marks.find((event) => isBoards(event) && (event.videoMs ?? 0) > ms);
  return { by: 'analyst', atMs, untilMs: next?.videoMs ?? null, board: boardNow };
}
