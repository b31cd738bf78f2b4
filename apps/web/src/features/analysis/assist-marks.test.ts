import type { EventBody, GameEvent } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from './assist-api';
import {
  boardClockAt,
  clockSourceAt,
  deadStretchAt,
  describeMark,
  isUncertain,
  marksOf,
  mismatchWarning,
  passNote,
  scoreDetailOf,
  scoreboardClockOf,
  scoreboardScoresOf,
  stepMark,
} from './assist-marks';
import { testSuggestion } from './workspace-test-game';

const suggestion = testSuggestion;

const score = (id: string, videoMs: number, side: 'home' | 'away', points: 1 | 2 | 3, home: number, away: number) =>
  suggestion(id, 'score', videoMs, { detail: { side, points, home, away } });

const marks = marksOf([
  score('s1', 20_000, 'home', 2, 2, 0),
  suggestion('w2', 'whistle', 10_000),
  suggestion('c1', 'clock', 5_000, { status: 'accepted', detail: { eventId: 'e1' } }),
  suggestion('w1', 'whistle', 10_000),
  suggestion('d1', 'dead_time', 30_000, { endMs: 75_000 }),
]);
const ids = (list: readonly Suggestion[]) => list.map((mark) => mark.id);

describe('the footage’s marks', () => {
  it('are the suggestions but the clock marks (already plays), in footage order, ties by id', () => {
    expect(ids(marks)).toEqual(['w1', 'w2', 's1', 'd1']);
  });

  it('j goes to the next mark after the footage, k to the one before', () => {
    expect(stepMark(marks, 0, null, 1)?.id).toBe('w1');
    expect(stepMark(marks, 15_000, null, 1)?.id).toBe('s1');
    expect(stepMark(marks, 15_000, null, -1)?.id).toBe('w2');
    expect(stepMark(marks, 29_000, 's1', -1)?.id).toBe('s1');
    expect(stepMark(marks, 40_000, null, 1)).toBeNull();
    expect(stepMark(marks, 5_000, null, -1)).toBeNull();
  });

  it('step one by one through marks at the same moment while the footage stays at the selected one', () => {
    expect(stepMark(marks, 10_000, 'w1', 1)?.id).toBe('w2');
    expect(stepMark(marks, 10_000, 'w2', 1)?.id).toBe('s1');
    expect(stepMark(marks, 10_000, 'w2', -1)?.id).toBe('w1');
    expect(stepMark(marks, 10_000, 'w1', -1)).toBeNull();
  });

  it('l finds the dead stretch the footage is in, unless the analyst dismissed it', () => {
    expect(deadStretchAt(marks, 30_000)?.id).toBe('d1');
    expect(deadStretchAt(marks, 74_999)?.id).toBe('d1');
    expect(deadStretchAt(marks, 75_000)).toBeNull();
    expect(deadStretchAt(marks, 29_999)).toBeNull();
    expect(deadStretchAt(marksOf([suggestion('d1', 'dead_time', 0, { endMs: 9000, status: 'dismissed' })]), 10)).toBeNull();
  });

  it('say what each is, with the team by name and the score after it', () => {
    const teams = { home: 'Tigers', away: 'Hawks' };
    expect(marks.map((mark) => describeMark(mark, teams))).toEqual(['Whistle', 'Whistle', 'Tigers +2 (2-0)', 'Dead time, 0:45']);
    expect(describeMark(suggestion('x', 'score', 0, { detail: { side: 'home' } }), teams)).toBe('Score change');
  });

  it('read a score change’s detail only when it is one', () => {
    expect(scoreDetailOf(score('s', 0, 'away', 3, 0, 3))).toEqual({ side: 'away', points: 3, home: 0, away: 3 });
    expect(scoreDetailOf(suggestion('s', 'score', 0, { detail: { side: 'away', points: 4, home: 0, away: 4 } }))).toBeNull();
    expect(scoreDetailOf(suggestion('w', 'whistle', 0, { detail: { side: 'home', points: 2, home: 2, away: 0 } }))).toBeNull();
  });
});

describe('the scoreboard check', () => {
  it('takes the scores the board showed, leaving out the changes dismissed as misreads', () => {
    const suggestions = [
      score('a', 1000, 'home', 2, 2, 0),
      { ...score('b', 2000, 'home', 3, 5, 0), status: 'dismissed' as const },
      suggestion('w', 'whistle', 3000),
      { ...score('c', 4000, 'away', 1, 2, 1), status: 'accepted' as const },
    ];
    expect(scoreboardScoresOf(suggestions)).toEqual([
      { videoMs: 1000, home: 2, away: 0 },
      { videoMs: 4000, home: 2, away: 1 },
    ]);
  });

  it('words a period end’s mismatch for the checks list, on its period_end play', () => {
    expect(
      mismatchWarning({ period: 2, eventId: 'end2', tagged: { home: 40, away: 38 }, scoreboard: { home: 42, away: 38 } }, 4),
    ).toEqual({
      code: 'scoreboard_mismatch',
      eventId: 'end2',
      message: 'End of Q2: the scoreboard shows 42-38, the plays make 40-38.',
    });
  });
});

describe('a pass’s line', () => {
  it('says what it does while it waits or runs, why it failed, and nothing once done', () => {
    expect(passNote({ pass: 'sound', state: 'waiting', error: null })).toBe('Listening for whistles and horns…');
    expect(passNote({ pass: 'scoreboard', state: 'running', error: null })).toBe('Reading the scoreboard…');
    expect(passNote({ pass: 'motion', state: 'failed', error: 'ffmpeg exited with code 1' })).toBe(
      'Dead time failed: ffmpeg exited with code 1. Tag as usual.',
    );
    expect(passNote({ pass: 'motion', state: 'done', error: null })).toBeNull();
  });
});

describe('who keeps the game clock when the scoreboard was read', () => {
  // The pass's marks as it wrote them (with its own count of periods: 2 for the analyst's first), and the plays.
  const boardMarks = [
    suggestion('m1', 'clock', 1_000, { status: 'accepted', detail: { eventId: 'b1', period: 2, clock: 600, running: true } }),
    suggestion('m2', 'clock', 15_000, { status: 'accepted', detail: { eventId: 'b2', period: 2, clock: 586, running: false } }),
    suggestion('m3', 'clock', 22_000, { status: 'accepted', detail: { eventId: 'b3', period: 2, clock: 586, running: true } }),
    suggestion('w1', 'whistle', 15_000),
  ];
  const board = scoreboardClockOf(boardMarks);
  const event = (id: string, seq: number, ms: number, body: EventBody, clock?: number): GameEvent => ({
    id,
    seq,
    period: body.type === 'clock' ? 2 : 1,
    videoMs: ms,
    ...(clock === undefined ? {} : { clock }),
    ...body,
  });
  const tagged = (...extra: GameEvent[]) =>
    [
      event('p', 1, 0, { type: 'period_start' }),
      event('b1', 2, 1_000, { type: 'clock', running: true }, 600),
      event('f', 3, 14_800, { type: 'foul', team: 'away', kind: 'personal' }),
      event('b2', 4, 15_000, { type: 'clock', running: false }, 586),
      event('b3', 5, 22_000, { type: 'clock', running: true }, 586),
      ...extra,
    ].sort((a, b) => a.seq - b.seq);

  it('takes the clock marks out of the suggestions, in footage order', () => {
    expect(board).toEqual([
      { eventId: 'b1', videoMs: 1_000, clock: 600, running: true },
      { eventId: 'b2', videoMs: 15_000, clock: 586, running: false },
      { eventId: 'b3', videoMs: 22_000, clock: 586, running: true },
    ]);
    expect(boardClockAt(board, 10_000)).toEqual({ clock: 591, running: true });
    expect(boardClockAt(board, 500)).toBeNull();
  });

  it('follows the scoreboard through the whistle, whatever period the pass counted', () => {
    expect(clockSourceAt(tagged(), board, 10_000, 1)).toEqual({ by: 'scoreboard', board: { clock: 591, running: true } });
    expect(clockSourceAt(tagged(), board, 18_000, 1)).toEqual({ by: 'scoreboard', board: { clock: 586, running: false } });
    expect(clockSourceAt(tagged(), board, 23_000, 1)).toEqual({ by: 'scoreboard', board: { clock: 585, running: true } });
  });

  it('is the analyst’s from a mark the board disagrees with, until the board’s next mark', () => {
    // h at 0:10 while the board runs.
    const stopped = tagged(event('h', 2.5, 10_000, { type: 'clock', running: false }));
    expect(clockSourceAt(stopped, board, 12_000, 1)).toEqual({
      by: 'analyst',
      atMs: 10_000,
      untilMs: 15_000,
      board: { clock: 589, running: true },
    });
    expect(clockSourceAt(stopped, board, 16_000, 1).by).toBe('scoreboard');
    // A clock set after the board's last mark: nothing gives it back in this period.
    const set = tagged(event('s', 6, 30_000, { type: 'clock', running: true }, 570));
    expect(clockSourceAt(set, board, 31_000, 1)).toMatchObject({ by: 'analyst', atMs: 30_000, untilMs: null });
  });

  it('still follows the board when a key does what the board did', () => {
    // g pressed half a second after the board's clock restarted: no value, the same state.
    const habit = tagged(event('g', 5.5, 22_500, { type: 'clock', running: true }));
    expect(clockSourceAt(habit, board, 25_000, 1).by).toBe('scoreboard');
  });

  it('counts a corrected or deleted mark of the board as the analyst’s', () => {
    const corrected = tagged().map((play) => (play.id === 'b3' ? { ...play, clock: 580 } : play));
    expect(clockSourceAt(corrected, board, 25_000, 1)).toMatchObject({ by: 'analyst', atMs: 22_000, untilMs: null });
    // b2 deleted: the foul's whistle stopped the clock; the board's last standing mark (b1) still says it ran.
    const deleted = tagged().filter((play) => play.id !== 'b2');
    expect(clockSourceAt(deleted, board, 18_000, 1)).toEqual({ by: 'scoreboard', board: { clock: 583, running: true } });
  });

  it('is keyed by hand before the board’s first mark, in a period it did not read, and with no reading at all; stands between periods', () => {
    expect(clockSourceAt(tagged(), board, 500, 1)).toEqual({ by: 'hand' });
    const secondPeriod = tagged(
      event('e', 6, 40_000, { type: 'period_end' }),
      { ...event('p2', 7, 50_000, { type: 'period_start' }), period: 2 },
      { ...event('g2', 8, 52_000, { type: 'clock', running: true }), period: 2 },
    );
    expect(clockSourceAt(secondPeriod, board, 60_000, 2)).toEqual({ by: 'hand' });
    // Between the first period's end and the second's start, the board's clock is no game time.
    expect(clockSourceAt(secondPeriod, board, 45_000, 1)).toEqual({ by: 'interval' });
    expect(clockSourceAt(tagged(), [], 10_000, 1)).toEqual({ by: 'hand' });
  });
});

describe('uncertain suggestions', () => {
  it('are the open ones the passes are unsure of; answered ones stay whatever their confidence', () => {
    const unsure = suggestion('u1', 'whistle', 1000, { detail: { confidence: 'unsure', basis: 'sound_only' } });
    expect(isUncertain(unsure)).toBe(true);
    expect(isUncertain({ ...unsure, status: 'accepted' })).toBe(false);
    expect(isUncertain(suggestion('l1', 'horn', 1000, { detail: { confidence: 'likely', basis: 'sound_only' } }))).toBe(false);
    expect(isUncertain(suggestion('s1', 'score', 1000))).toBe(false);
  });
});
