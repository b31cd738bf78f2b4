import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { checkConsistency } from './consistency.js';
import { clockAt, readClock, withClocks } from './game-clock.js';
import type { EventBody, GameEvent, GameSetup, Side } from './play-by-play.js';

/**
 * The clock track when the scoreboard's clock was read (decision 022): the pass writes its marks as `clock`
 * plays with their values and its own count of periods, among the analyst's plays; the analyst presses `p` at
 * each tip and tags the whistles, and keys the clock only to take it over.
 */

const roster = (prefix: string) =>
  Array.from({ length: 6 }, (_, index) => ({ id: `${prefix}${String(index + 1)}`, number: String(index + 1), name: prefix }));

// Two halves of 5:00.
const setup: GameSetup = {
  home: { name: 'Tigers', players: roster('h') },
  away: { name: 'Hawks', players: roster('a') },
  periods: 2,
  periodSeconds: 300,
  overtimeSeconds: 60,
};

type Row = [period: number, ms: number, body: EventBody, clock?: number];

function plays(rows: Row[]): GameEvent[] {
  return [...rows]
    .sort((a, b) => a[1] - b[1])
    .map(([period, ms, body, clock], index) => ({
      id: `e${String(index + 1)}`,
      seq: index + 1,
      period,
      videoMs: ms,
      ...(clock === undefined ? {} : { clock }),
      ...body,
    }));
}

const start = (running: boolean): EventBody => ({ type: 'clock', running });
const lineup = (team: Side, playerIds: string[]): EventBody => ({ type: 'lineup', team, playerIds });
const seconds = (events: GameEvent[]) => {
  const box = computeBoxScore(setup, withClocks(setup, events));
  return Object.fromEntries(
    (['home', 'away'] as const).flatMap((side) => box[side].players.map((line) => [line.playerId, line.seconds])),
  );
};

/** What the analyst tags, at the same footage moments in both games (the plays, not the clock). */
function analystPlays(firstTipMs: number): Row[] {
  return [
    [1, firstTipMs, { type: 'period_start' }],
    [1, firstTipMs, lineup('home', ['h1', 'h2', 'h3', 'h4', 'h5'])],
    [1, firstTipMs, lineup('away', ['a1', 'a2', 'a3', 'a4', 'a5'])],
    [1, 40_000, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
    // The whistle is tagged a moment after the scoreboard's clock stopped.
    [1, 100_200, { type: 'foul', team: 'away', playerId: 'a1', drawnById: 'h2', kind: 'personal' }],
    [1, 110_000, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
    // Tagged as the scoreboard's clock stopped: the whistle stops the hand-keyed clock.
    [1, 150_000, { type: 'turnover', team: 'away', playerId: 'a2' }],
    [1, 200_000, { type: 'shot', team: 'away', playerId: 'a3', made: true, points: 3 }],
    [1, 340_500, { type: 'period_end' }],
    [2, 405_000, { type: 'period_start' }],
    [2, 405_000, lineup('home', ['h1', 'h2', 'h3', 'h4', 'h6'])],
    [2, 405_000, lineup('away', ['a6', 'a2', 'a3', 'a4', 'a5'])],
    [2, 500_000, { type: 'timeout', team: 'home' }],
    [2, 510_000, { type: 'substitution', team: 'away', inId: 'a1', outId: 'a6' }],
    [2, 740_500, { type: 'period_end' }],
  ];
}

/** The clock by hand at the moments it started and stopped: `g` at each start, `h` where no whistle stopped it. */
const byHand = plays([
  ...analystPlays(0),
  [1, 10_000, start(true)],
  [1, 100_000, start(false)],
  [1, 120_000, start(true)],
  [1, 160_000, start(true)],
  [2, 410_000, start(true)],
  [2, 530_000, start(true)],
]);

/**
 * The scoreboard's marks at the same moments, as the pass writes them: every mark with its value, and its
 * own count of periods. The board counts the interval down (a reset to 1:00 is one more period for the pass),
 * and the analyst's `p` came 0.3 s after the tip, when the board's clock already ran.
 */
const followed = plays([
  ...analystPlays(10_300),
  [1, 0, start(false), 300],
  [1, 10_000, start(true), 300],
  [1, 100_000, start(false), 210],
  [1, 120_000, start(true), 210],
  [1, 150_000, start(false), 180],
  [1, 160_000, start(true), 180],
  [1, 340_000, start(false), 0],
  [2, 341_000, start(false), 60],
  [2, 342_000, start(true), 60],
  [2, 402_000, start(false), 0],
  [3, 403_000, start(false), 300],
  [3, 410_000, start(true), 300],
  [3, 500_000, start(false), 210],
  [3, 530_000, start(true), 210],
  [3, 740_000, start(false), 0],
]);

describe('the clock track read off the scoreboard', () => {
  it('gives the same minutes as the clock keyed by hand at the same moments', () => {
    expect(seconds(followed)).toEqual(seconds(byHand));
    // Worked out by hand: h5 90 s (5:00 to 3:30), h6 210 + 300; a1 300 + 210, a6 90.
    expect(seconds(byHand)).toEqual({
      h1: 600,
      h2: 600,
      h3: 600,
      h4: 600,
      h5: 90,
      h6: 510,
      a1: 510,
      a2: 600,
      a3: 600,
      a4: 600,
      a5: 600,
      a6: 90,
    });
  });

  it('gives every play the clock the hand-keyed game gives it, and finds nothing wrong', () => {
    const clockOf = (events: GameEvent[]) =>
      Object.fromEntries(
        withClocks(setup, events)
          .filter((event) => event.type !== 'clock' && event.type !== 'lineup')
          .map((event) => [`${event.type}@${String(event.videoMs)}`, event.clock]),
      );
    const { 'period_start@0': handStart, ...hand } = clockOf(byHand);
    const { 'period_start@10300': followedStart, ...following } = clockOf(followed);
    expect(following).toEqual(hand);
    expect([handStart, followedStart]).toEqual([300, 300]);
    expect(hand['shot@40000']).toBe(270);
    expect(hand['shot@200000']).toBe(140);
    expect(checkConsistency(setup, followed)).toEqual([]);
  });

  it('starts a period on the clock that started at the tip a moment before the analyst’s p', () => {
    const at = (ms: number) => clockAt(setup, followed, ms, 1);
    expect(at(10_300)).toEqual({ clock: 299.7, running: true });
    expect(at(40_000)).toEqual({ clock: 270, running: true });
  });

  it('keeps the interval countdown off both periods: plays between them read the period’s end', () => {
    const between = plays([
      ...analystPlays(0),
      [1, 0, start(false), 300],
      [1, 10_000, start(true), 300],
      [1, 340_000, start(false), 0],
      [2, 342_000, start(true), 60],
      [1, 370_000, { type: 'foul', team: 'home', bench: 'coach', kind: 'technical' }],
      [3, 403_000, start(false), 300],
      [3, 410_000, start(true), 300],
    ]);
    const technical = withClocks(setup, between).find((event) => event.type === 'foul' && event.bench === 'coach');
    expect(technical?.clock).toBe(0);
    // The second half starts at 5:00, stopped, and runs from the tip.
    expect(clockAt(setup, between, 406_000, 2)).toEqual({ clock: 300, running: false });
    expect(clockAt(setup, between, 420_000, 2)).toEqual({ clock: 290, running: true });
  });

  it('starts a period on the board only when it was reset for it, or on footage that starts mid-period', () => {
    // The reader missed the board's reset: its last mark before the second half is the first's 0:00.
    const missedReset = plays([
      ...analystPlays(0),
      [1, 10_000, start(true), 300],
      [1, 340_000, start(false), 0],
      [2, 341_000, start(false), 0],
      [3, 410_000, start(true), 300],
    ]);
    expect(clockAt(setup, missedReset, 406_000, 2)).toEqual({ clock: 300, running: false });
    expect(clockAt(setup, missedReset, 420_000, 2)).toEqual({ clock: 290, running: true });
    // The footage starts with 2:30 running; the analyst presses p for the first period at 0:05.
    const midPeriod = plays([
      [1, 0, start(true), 150],
      [1, 5_000, { type: 'period_start' }],
    ]);
    expect(clockAt(setup, midPeriod, 5_000, 1)).toEqual({ clock: 145, running: true });
  });

  it('lets the analyst’s mark win until the scoreboard’s next one', () => {
    const overridden = plays([
      ...analystPlays(0),
      [1, 10_000, start(true), 300],
      // The reader saw the clock stop at 0:20 and never start again; the analyst starts it at 0:30.
      [1, 20_000, start(false), 290],
      [1, 30_000, start(true)],
      [1, 100_000, start(false), 210],
    ]);
    expect(clockAt(setup, overridden, 25_000, 1)).toEqual({ clock: 290, running: false });
    expect(clockAt(setup, overridden, 40_000, 1)).toEqual({ clock: 280, running: true });
    expect(clockAt(setup, overridden, 101_000, 1)).toEqual({ clock: 210, running: false });
  });

  it('keeps a game without period starts on its marks’ own periods', () => {
    const events = plays([
      [1, 0, start(true), 300],
      [1, 10_000, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
      [2, 20_000, start(true), 300],
      [2, 30_000, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
    ]);
    expect(readClock(setup, events).map((reading) => reading.clock)).toEqual([300, 290, 300, 290]);
  });
});
