import { describe, expect, it } from 'vitest';
import type { ClockMark, ScoreboardReading, SoundMark } from './assist-types.js';
import {
  CALLED,
  calledHorns,
  CALL_AFTER_HORN_MS,
  gradeDeadTime,
  gradeSounds,
  LIKELY_WHISTLE_DB,
  periodEndHorns,
  unreadStretches,
  withCalls,
  type BoardClock,
  type Grade,
} from './fusion.js';

const mark = (videoMs: number, clock: number, running: boolean, period = 1): ClockMark => ({ videoMs, period, clock, running });
const whistle = (startMs: number, strength = LIKELY_WHISTLE_DB + 10): SoundMark => ({
  kind: 'whistle',
  startMs,
  endMs: startMs + 400,
  strength,
});
const horn = (startMs: number, strength = 30): SoundMark => ({
  kind: 'horn',
  startMs,
  endMs: startMs + 1000,
  strength,
});

/**
 * A board read all through a minute of footage: the clock runs from 5:00 at 0 s, stops at 20.3 s, starts at
 * 30 s, stops at 50.2 s with 4:19.5 left; late in the period it runs from 0:10 at 60 s and runs out at 70 s, and
 * period 2's 10:00 is set at 80 s.
 */
const board: BoardClock = {
  marks: [
    mark(0, 300, true),
    mark(20_300, 279.7, false),
    mark(30_000, 279.7, true),
    mark(50_200, 259.5, false),
    mark(60_000, 10, true),
    mark(70_000, 0, false),
    mark(80_000, 600, false, 2),
  ],
  unread: [],
};

describe('sound candidates checked against the scoreboard clock', () => {
  it('is sure of a whistle at which the clock stops within a second', () => {
    expect(gradeSounds([whistle(19_600, 6)], board)).toEqual([{ confidence: 'sure', basis: 'clock_stopped' }]);
  });

  it('refutes a whistle while the clock runs on (a commentator, a squeak, a cheer)', () => {
    expect(gradeSounds([whistle(10_000, 30)], board)).toEqual([{ confidence: 'refuted', basis: 'clock_ran_on' }]);
  });

  it('refutes a whistle the clock stops more than a second after', () => {
    expect(gradeSounds([whistle(18_900)], board)).toEqual([{ confidence: 'refuted', basis: 'clock_ran_on' }]);
  });

  it('gives a stop to the whistle nearest its expected time, not the earliest: a squeak a second before it is unsure', () => {
    // The clock stops at 20.3 s: the whistle 0.2 s before it, a squeak 0.9 s before it (both in its window).
    const grades = gradeSounds([whistle(19_400), whistle(20_100)], board);
    expect(grades).toEqual([
      { confidence: 'unsure', basis: 'stop_taken' },
      { confidence: 'sure', basis: 'clock_stopped' },
    ]);
  });

  it('leaves a stop to the whistle the analyst accepted: an open candidate beside it is not confirmed by it', () => {
    const accepted = [whistle(19_400)];
    expect(gradeSounds([whistle(20_100)], board, accepted)).toEqual([{ confidence: 'unsure', basis: 'stop_taken' }]);
    // Without the accepted one, the stop is the candidate's.
    expect(gradeSounds([whistle(20_100)], board)).toEqual([{ confidence: 'sure', basis: 'clock_stopped' }]);
  });

  it('is not sure of a whistle at a period’s end: the buzzer, not a whistle, goes with the clock running out', () => {
    expect(gradeSounds([whistle(69_800)], board)).toEqual([{ confidence: 'unsure', basis: 'clock_stood' }]);
    // Nor just after the clock ran out, though it stands there: the buzzer is still sounding.
    expect(gradeSounds([whistle(70_300)], board)).toEqual([{ confidence: 'unsure', basis: 'clock_stood' }]);
    expect(gradeSounds([horn(69_800)], board)).toEqual([{ confidence: 'sure', basis: 'period_ended' }]);
  });

  it('judges a whistle as play restarts by its sound, and does not refute it though the board placed the start before it', () => {
    expect(gradeSounds([whistle(30_600)], board)).toEqual([{ confidence: 'likely', basis: 'stood_loud' }]);
    expect(gradeSounds([whistle(29_400, LIKELY_WHISTLE_DB - 1)], board)).toEqual([
      { confidence: 'unsure', basis: 'clock_stood' },
    ]);
  });

  it('judges a whistle at a dead ball by its sound, as where no board was read: no stop can confirm it', () => {
    // A referee administering a throw-in, or blowing a second blast, while the clock stands.
    expect(gradeSounds([whistle(25_000, LIKELY_WHISTLE_DB)], board)).toEqual([{ confidence: 'likely', basis: 'stood_loud' }]);
    expect(gradeSounds([whistle(25_000, LIKELY_WHISTLE_DB - 0.1)], board)).toEqual([
      { confidence: 'unsure', basis: 'clock_stood' },
    ]);
  });

  it('takes a loud whistle just after a stop another whistle took for a second blast', () => {
    expect(gradeSounds([whistle(19_800), whistle(20_800)], board)).toEqual([
      { confidence: 'sure', basis: 'clock_stopped' },
      { confidence: 'likely', basis: 'stood_loud' },
    ]);
  });

  it('does not take the board’s clock jumping while it runs for play restarting', () => {
    // Two running marks in a row: the clock read again after a jump, not started.
    const jumped: BoardClock = { marks: [mark(0, 300, true), mark(40_000, 255, true)], unread: [] };
    expect(gradeSounds([whistle(40_300)], jumped)).toEqual([{ confidence: 'unsure', basis: 'clock_stood' }]);
  });

  it('never offers a faint whistle at a dead ball, however far over its floor', () => {
    expect(gradeSounds([{ ...whistle(25_000, 60), faint: true }], board)).toEqual([
      { confidence: 'refuted', basis: 'too_faint' },
    ]);
  });

  it('is sure of a horn at a period’s end, when the clock runs out to 0.0', () => {
    expect(gradeSounds([horn(70_200, 3)], board)).toEqual([{ confidence: 'sure', basis: 'period_ended' }]);
  });

  it('offers the horn of a period the board saw run out when none was heard within a second of it, at the time it ran out', () => {
    expect(periodEndHorns(board, [])).toEqual([70_000]);
    // Heard (whatever its grade or answer): the board offers no second one.
    expect(periodEndHorns(board, [horn(70_900)])).toEqual([]);
    expect(periodEndHorns(board, [horn(69_100)])).toEqual([]);
    // Heard too far off, or a horn of another moment: the board's horn still stands.
    expect(periodEndHorns(board, [horn(71_200), horn(24_000)])).toEqual([70_000]);
    // A stop with time left is a whistle's, not a period's end; a board never run out offers none.
    const stopped: BoardClock = { marks: [mark(0, 300, true), mark(20_300, 279.7, false)], unread: [] };
    expect(periodEndHorns(stopped, [])).toEqual([]);
  });

  it('is unsure of a horn the clock stops beside: the stop is the whistle’s, and the shot clock’s reset is not read', () => {
    const grades = gradeSounds([horn(49_500), whistle(49_800)], board);
    expect(grades).toEqual([
      { confidence: 'unsure', basis: 'stopped_not_ended' },
      { confidence: 'sure', basis: 'clock_stopped' },
    ]);
  });

  it('refutes a horn while the clock runs on (a phone ring, a cheer after a basket)', () => {
    expect(gradeSounds([horn(40_000, 40)], board)).toEqual([{ confidence: 'refuted', basis: 'clock_ran_on' }]);
  });

  it('is unsure of a horn while the clock stands: a substitution’s horn and a timeout’s music are alike to the board', () => {
    expect(gradeSounds([horn(24_000, 40)], board)).toEqual([{ confidence: 'unsure', basis: 'clock_stood' }]);
  });

  it('falls back to the sound alone without a board: a strong whistle likely, a weak one and any horn unsure', () => {
    const grades = gradeSounds(
      [whistle(19_600), whistle(10_000, LIKELY_WHISTLE_DB - 1), horn(70_200, 60), horn(90_000, 5)],
      null,
    );
    expect(grades).toEqual([
      { confidence: 'likely', basis: 'sound_only' },
      { confidence: 'unsure', basis: 'sound_only' },
      { confidence: 'unsure', basis: 'sound_only' },
      { confidence: 'unsure', basis: 'sound_only' },
    ]);
  });

  it('falls back to the sound alone where the board was not read (the bug gone for a replay)', () => {
    const replay: BoardClock = { ...board, unread: [{ startMs: 8_000, endMs: 13_000 }] };
    expect(gradeSounds([whistle(10_000), whistle(19_600)], replay)).toEqual([
      { confidence: 'likely', basis: 'sound_only' },
      { confidence: 'sure', basis: 'clock_stopped' },
    ]);
  });

  it('finds a faint whistle the clock stops with likely, and never offers one it does not (decision 030)', () => {
    const faint = (startMs: number): SoundMark => ({ ...whistle(startMs, 20), faint: true });
    // At the stop at 20.3 s; while the clock runs; at a period's end; with no board at all.
    expect(gradeSounds([faint(19_900), faint(10_000), faint(69_800)], board)).toEqual([
      { confidence: 'likely', basis: 'faint_stopped' },
      { confidence: 'refuted', basis: 'too_faint' },
      { confidence: 'refuted', basis: 'too_faint' },
    ]);
    expect(gradeSounds([faint(19_900)], null)).toEqual([{ confidence: 'refuted', basis: 'too_faint' }]);
  });

  it('gives a stop to the loudest of the faint whistles beside it, not the one nearest its expected time', () => {
    const faint = (startMs: number, strength: number): SoundMark => ({ ...whistle(startMs, strength), faint: true });
    expect(gradeSounds([faint(19_400, 30), faint(20_000, 22)], board)).toEqual([
      { confidence: 'likely', basis: 'faint_stopped' },
      { confidence: 'refuted', basis: 'too_faint' },
    ]);
  });

  it('gives a stop to a whistle heard plainly before a faint one nearer its expected time', () => {
    const grades = gradeSounds([whistle(19_400), { ...whistle(20_000, 20), faint: true }], board);
    expect(grades).toEqual([
      { confidence: 'sure', basis: 'clock_stopped' },
      { confidence: 'refuted', basis: 'too_faint' },
    ]);
  });

  it('grades the candidates in the order given, whatever their times', () => {
    const grades = gradeSounds([whistle(40_000), whistle(19_600)], board);
    expect(grades.map((grade) => grade.confidence)).toEqual(['refuted', 'sure']);
  });
});

describe('where the board was read', () => {
  const reading = (videoMs: number, clock: number | null): ScoreboardReading => ({ videoMs, home: 0, away: 0, clock });

  it('finds the gaps of 1.5 s or more without a clock, and the stretch before the first reading', () => {
    const readings = [
      reading(1000, 300),
      reading(1500, 299),
      reading(2000, null),
      reading(2500, 298),
      ...[3000, 3500, 4000, 4500].map((ms) => reading(ms, null)),
      reading(5000, 296),
    ];
    expect(unreadStretches(readings, 9000)).toEqual([
      { startMs: 0, endMs: 1000 },
      { startMs: 2500, endMs: 5000 },
      { startMs: 5000, endMs: 9000 },
    ]);
  });

  it('counts the footage after the last reading as unread, however short: a stop there would not be seen', () => {
    const readings = [0, 500, 1000, 1500].map((ms) => reading(ms, 300));
    expect(unreadStretches(readings, 1900)).toEqual([{ startMs: 1500, endMs: 1900 }]);
    // A whistle in the footage's last second, the clock running at the last reading: judged by its sound.
    const tail: BoardClock = { marks: [mark(0, 300, true)], unread: unreadStretches(readings, 1900) };
    expect(gradeSounds([whistle(1_700)], tail)).toEqual([{ confidence: 'likely', basis: 'sound_only' }]);
  });

  it('says a footage whose clock was never read is unread from end to end', () => {
    expect(unreadStretches([reading(0, null)], 4000)).toEqual([{ startMs: 0, endMs: 4000 }]);
  });
});

describe('dead time’s confidence', () => {
  it('is sure of the clock’s stretches and less so of motion’s', () => {
    expect(gradeDeadTime('clock')).toEqual({ confidence: 'sure', basis: 'clock_stood_long' });
    expect(gradeDeadTime('motion')).toEqual({ confidence: 'likely', basis: 'motion_only' });
  });
});

describe("horns the analyst's substitution and timeout plays confirm", () => {
  // The board above: the clock stands from 20.3 s to 30 s, and from 50.2 s to 60 s.
  it('confirms the horn before a substitution in its stoppage', () => {
    expect(calledHorns([horn(21_000)], [24_000], board.marks)).toEqual(new Set([0]));
  });

  it('never confirms a horn the clock ran through, in play before the stoppage, however near', () => {
    expect(calledHorns([horn(17_000)], [24_000], board.marks)).toEqual(new Set());
    // Stopped within a second after it, the board's mark placed late: the horn is the stoppage's.
    expect(calledHorns([horn(19_500)], [24_000], board.marks)).toEqual(new Set([0]));
  });

  it('reaches back 30 s in one long stoppage, no further', () => {
    const long = [mark(0, 300, true), mark(10_000, 290, false), mark(100_000, 290, true)];
    expect(calledHorns([horn(12_000)], [12_000 + CALL_AFTER_HORN_MS - 1000], long)).toEqual(new Set([0]));
    expect(calledHorns([horn(12_000)], [12_000 + CALL_AFTER_HORN_MS + 1000], long)).toEqual(new Set());
  });

  it("makes a called horn sure, and leaves the board's own sure horn and the uncalled ones as they were", () => {
    const unsure = { confidence: 'unsure', basis: 'clock_stood' } as const;
    const ended = { confidence: 'sure', basis: 'period_ended' } as const;
    const horns: { startMs: number; grade: Grade }[] = [
      { startMs: 21_000, grade: unsure },
      { startMs: 22_500, grade: ended },
      { startMs: 51_000, grade: unsure },
    ];
    expect(withCalls(horns, [22_000, 24_000], board.marks)).toEqual([CALLED, ended, unsure]);
  });

  it('gives a call the latest horn before it, not music or a horn earlier in the stoppage, nor one after it', () => {
    expect(calledHorns([horn(20_800), horn(22_500), horn(24_000)], [23_000], board.marks)).toEqual(new Set([1]));
  });

  it('takes a horn up to 2 s after the play when none came before it (tagged as the horn began), none later', () => {
    expect(calledHorns([horn(21_900)], [20_400], board.marks)).toEqual(new Set([0]));
    expect(calledHorns([horn(22_500)], [20_400], board.marks)).toEqual(new Set());
  });

  it('does not reach past a start of the clock, back or forward: that horn was another stoppage’s', () => {
    expect(calledHorns([horn(25_000)], [52_000], board.marks)).toEqual(new Set());
    expect(calledHorns([horn(25_000), horn(50_500)], [52_000], board.marks)).toEqual(new Set([1]));
    expect(calledHorns([horn(30_500)], [29_500], board.marks)).toEqual(new Set());
  });

  it('without a board, goes by the footage time alone; several plays of one call confirm one horn', () => {
    expect(calledHorns([horn(25_000)], [52_000])).toEqual(new Set([0]));
    expect(calledHorns([horn(21_000), horn(40_000)], [23_000, 23_500, 24_000], board.marks)).toEqual(new Set([0]));
  });
});
