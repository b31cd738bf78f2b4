import { describe, expect, it } from 'vitest';
import type { Suggestion } from './assist-api';
import {
  deadStretchAt,
  describeMark,
  marksOf,
  mismatchWarning,
  passNote,
  scoreDetailOf,
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
