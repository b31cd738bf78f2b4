import { describe, expect, it } from 'vitest';
import type { ScoreboardReading } from './assist-types.js';
import { clockMarks, clockOnTrack, deadFromClock, parseClock, parseScore, scoreChanges } from './scoreboard.js';

/** Readings at 2 a second from `fromMs`, one per value given (`[home, away]`), the clock unread. */
function scores(values: [number | null, number | null][], fromMs = 0): ScoreboardReading[] {
  return values.map(([home, away], index) => ({ videoMs: fromMs + index * 500, home, away, clock: null }));
}

/** `count` samples of the same score. */
const hold = (count: number, home: number | null, away: number | null) =>
  Array.from({ length: count }, (): [number | null, number | null] => [home, away]);

describe('parseScore and parseClock', () => {
  it('reads scores of one to three digits, and nothing else', () => {
    expect(['0', '7', ' 42', '103'].map(parseScore)).toEqual([0, 7, 42, 103]);
    expect(['', '4a', '1234', '-2', '4.5'].map(parseScore)).toEqual([null, null, null, null, null]);
  });

  it('reads MM:SS, SS.t under a minute and MM:SS.t, in seconds', () => {
    expect(['10:00', '9:59', '0:45', '45.3', '0.0', '1:02.5'].map(parseClock)).toEqual([600, 599, 45, 45.3, 0, 62.5]);
    expect(['9:61', '945', '75.2', ':30', '12:3'].map(parseClock)).toEqual([null, null, null, null, null]);
  });
});

describe('scoreChanges', () => {
  it('suggests each +1, +2 and +3 of either side at the first sample that showed it', () => {
    const readings = scores([...hold(4, 0, 0), ...hold(4, 2, 0), ...hold(4, 2, 3), ...hold(4, 3, 3)]);
    expect(scoreChanges(readings)).toEqual([
      { videoMs: 2000, side: 'home', points: 2, home: 2, away: 0 },
      { videoMs: 4000, side: 'away', points: 3, home: 2, away: 3 },
      { videoMs: 6000, side: 'home', points: 1, home: 3, away: 3 },
    ]);
  });

  it('takes the first score that holds as where the footage starts, without a suggestion', () => {
    expect(scoreChanges(scores([...hold(4, 51, 48), ...hold(4, 53, 48)]))).toEqual([
      { videoMs: 2000, side: 'home', points: 2, home: 53, away: 48 },
    ]);
  });

  it('ignores a misread that does not hold, and unread samples', () => {
    const readings = scores([...hold(4, 10, 8), [18, 8], [10, null], [null, null], ...hold(4, 12, 8)]);
    expect(scoreChanges(readings)).toEqual([{ videoMs: 3500, side: 'home', points: 2, home: 12, away: 8 }]);
  });

  it('follows a score going down or jumping by more than 3 only when it holds, and suggests no play for it', () => {
    const corrected = scores([...hold(4, 12, 8), ...hold(3, 10, 8), ...hold(3, 12, 8), ...hold(8, 10, 8), ...hold(4, 12, 8)]);
    expect(scoreChanges(corrected)).toEqual([{ videoMs: 9000, side: 'home', points: 2, home: 12, away: 8 }]);
    expect(scoreChanges(scores([...hold(4, 12, 8), ...hold(8, 12, 18), ...hold(4, 12, 20)]))).toEqual([
      { videoMs: 6000, side: 'away', points: 2, home: 12, away: 20 },
    ]);
  });
});

/**
 * A clock's truth as segments from a footage time on: `[fromMs, period, clock, running]`. Readings are what a
 * board shows (cut to whole seconds, tenths under a minute) at 2 samples a second, from `phaseMs`.
 */
type Truth = [number, number, number, boolean][];
function truthAt(truth: Truth, ms: number) {
  const [fromMs, period, clock, running] = truth.filter(([from]) => from <= ms).at(-1)!;
  return { period, clock: running ? Math.max(0, clock - (ms - fromMs) / 1000) : clock };
}
function boardReadings(truth: Truth, untilMs: number, phaseMs: number, tenths = true): ScoreboardReading[] {
  const readings: ScoreboardReading[] = [];
  for (let ms = phaseMs; ms < untilMs; ms += 500) {
    const { clock } = truthAt(truth, ms);
    const shown = tenths && clock < 60 ? Math.floor(clock * 10 + 1e-9) / 10 : Math.floor(clock + 1e-9);
    readings.push({ videoMs: ms, home: null, away: null, clock: shown });
  }
  return readings;
}
/** The samples where the track from the marks is off the truth by more than half a second, or in another period. */
function offTrack(truth: Truth, readings: ScoreboardReading[]) {
  const marks = clockMarks(readings);
  return readings.filter(({ videoMs }) => {
    const read = clockOnTrack(marks, videoMs);
    const real = truthAt(truth, videoMs);
    return !read || read.period !== real.period || Math.abs(read.clock - real.clock) > 0.5;
  });
}

// A period of 10 minutes: set, run, a foul, run again into the last minute, the horn at 0.0, the reset for period 2.
const game: Truth = [
  [0, 1, 600, false],
  [4_300, 1, 600, true],
  [61_800, 1, 542.5, false],
  [75_100, 1, 542.5, true],
  [560_000, 1, 57.6, false],
  [570_000, 1, 57.6, true],
  [627_600, 1, 0, false],
  [640_000, 2, 600, false],
  [652_250, 2, 600, true],
];

describe('clockMarks', () => {
  it('marks the set, each start and stop and the next period, with the clock they happened at', () => {
    const marks = clockMarks(boardReadings(game, 660_000, 0));
    expect(marks.map(({ period, running }) => [period, running])).toEqual([
      [1, false],
      [1, true],
      [1, false],
      [1, true],
      [1, false],
      [1, true],
      [1, false],
      [2, false],
      [2, true],
    ]);
    game.forEach(([fromMs, , clock], index) => {
      expect(Math.abs(marks[index]!.videoMs - fromMs)).toBeLessThanOrEqual(500);
      expect(Math.abs(marks[index]!.clock - clock)).toBeLessThanOrEqual(0.5);
    });
  });

  it.each([0, 130, 260, 390])(
    'keeps the track within half a second of the clock at every sample (sampled from %i ms)',
    (phaseMs) => {
      expect(offTrack(game, boardReadings(game, 660_000, phaseMs))).toEqual([]);
      expect(offTrack(game, boardReadings(game, 660_000, phaseMs, false))).toEqual([]);
    },
  );

  it('starts the track on a clock already running when the footage begins', () => {
    const running: Truth = [[0, 1, 423.4, true]];
    const readings = boardReadings(running, 20_000, 0);
    expect(clockMarks(readings)).toEqual([{ videoMs: 0, period: 1, clock: expect.closeTo(423.4, 0) as number, running: true }]);
    expect(offTrack(running, readings)).toEqual([]);
  });

  it('drops a misread that agrees with neither neighbour, and unread samples', () => {
    const readings = boardReadings(game, 120_000, 0).map((reading, index) =>
      index === 50 ? { ...reading, clock: 388 } : index === 70 ? { ...reading, clock: null } : reading,
    );
    expect(clockMarks(readings)).toHaveLength(4);
    expect(offTrack(game, readings)).toEqual([]);
  });

  it('has no marks without a clock read', () => {
    expect(clockMarks(scores(hold(10, 2, 2)))).toEqual([]);
  });
});

describe('deadFromClock', () => {
  it('is each stretch of 8 s or more the clock stands stopped, a stop and the next period set as one', () => {
    const marks = clockMarks(boardReadings(game, 660_000, 0));
    // Stopped 61.8-75.1 s (13 s), 560-570 s (10 s), and from 0.0 at 627.6 s through the reset to 652.25 s.
    const dead = deadFromClock(marks, 660_000);
    expect(dead).toHaveLength(3);
    [
      [61_800, 75_100],
      [560_000, 570_000],
      [627_600, 652_250],
    ].forEach(([startMs, endMs], i) => {
      expect(Math.abs(dead[i]!.startMs - startMs!)).toBeLessThanOrEqual(500);
      expect(Math.abs(dead[i]!.endMs - endMs!)).toBeLessThanOrEqual(500);
    });
  });

  it('leaves stops under 8 s alone, and runs a stop at the end to the footage end', () => {
    const marks = [
      { videoMs: 0, period: 1, clock: 300, running: true },
      { videoMs: 10_000, period: 1, clock: 290, running: false },
      { videoMs: 15_000, period: 1, clock: 290, running: true },
      { videoMs: 30_000, period: 1, clock: 275, running: false },
    ];
    expect(deadFromClock(marks, 40_000)).toEqual([{ startMs: 30_000, endMs: 40_000 }]);
    expect(deadFromClock(marks, 36_000)).toEqual([]);
    expect(deadFromClock([], 40_000)).toEqual([]);
  });
});
