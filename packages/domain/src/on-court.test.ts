import { describe, expect, it } from 'vitest';
import { computeBoxScore, type BoxScore } from './box-score.js';
import { checkConsistency } from './consistency.js';
import { buildGameReport } from './game-report.js';
import { clockAt, parseClock, readClock, withClocks } from './game-clock.js';
import { computeLineups } from './lineups.js';
import type { EventBody, GameEvent, GameSetup, Side } from './play-by-play.js';

/**
 * Hand-made games for the official rules: whose +/- a free throw counts for, technicals without a player,
 * ejections, lineups at a period's start, and minutes from the game clock's track. Every figure below was
 * worked out by hand; the working is in the comments.
 */

const roster = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${String(index + 1)}`,
    number: String(index + 1),
    name: `${prefix}${String(index + 1)}`,
  }));

function plays(rows: [period: number, at: { clock?: number; ms?: number }, body: EventBody][]): GameEvent[] {
  return rows.map(([period, at, body], index) => ({
    id: `e${String(index + 1)}`,
    seq: index + 1,
    period,
    ...(at.clock === undefined ? {} : { clock: at.clock }),
    ...(at.ms === undefined ? {} : { videoMs: at.ms }),
    ...body,
  }));
}

const plusMinus = (box: BoxScore, side: Side) =>
  Object.fromEntries(box[side].players.map((line) => [line.playerId, line.plusMinus]));
const seconds = (box: BoxScore, side: Side) => Object.fromEntries(box[side].players.map((line) => [line.playerId, line.seconds]));

describe('free throws and +/-: a substitution between the foul and the free throws', () => {
  const setup: GameSetup = {
    home: { name: 'Tigers', players: roster('h', 6), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    away: { name: 'Hawks', players: roster('a', 6), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
  const events = plays([
    [1, { clock: 500 }, { type: 'foul', team: 'away', playerId: 'a1', drawnById: 'h1', kind: 'shooting' }],
    [1, { clock: 500 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
    [1, { clock: 500 }, { type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
    [1, { clock: 500 }, { type: 'substitution', team: 'away', inId: 'a6', outId: 'a2' }],
    [1, { clock: 500 }, { type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
    [1, { clock: 450 }, { type: 'shot', team: 'home', playerId: 'h6', made: true, points: 2 }],
    // A technical on the Hawks' coach: its free throw counts for the five on court when it is shot.
    [1, { clock: 440 }, { type: 'foul', team: 'away', kind: 'technical', bench: 'coach' }],
    [1, { clock: 440 }, { type: 'substitution', team: 'home', inId: 'h5', outId: 'h1' }],
    [1, { clock: 440 }, { type: 'free_throw', team: 'home', playerId: 'h2', made: true }],
  ]);

  it('counts the free throws for the lineups at the foul under the foul rule (the default)', () => {
    const box = computeBoxScore(setup, events);
    // FTs (2): h1-h5 +2, a1-a5 -2. h6's two: h1-h4,h6 +2; a1,a3-a6 -2. Technical FT (1): h2-h6 +1; a1,a3-a6 -1.
    expect(plusMinus(box, 'home')).toEqual({ h1: 4, h2: 5, h3: 5, h4: 5, h5: 3, h6: 3 });
    expect(plusMinus(box, 'away')).toEqual({ a1: -5, a2: -2, a3: -5, a4: -5, a5: -5, a6: -3 });
  });

  it('counts them for the lineups at the shot under the free-throw rule (FIBA)', () => {
    const box = computeBoxScore({ ...setup, plusMinusRule: 'free-throw' }, events);
    // FT 1: h1-h4,h6 +1; a1-a5 -1. FT 2: h1-h4,h6 +1; a1,a3-a6 -1. Then the same two and technical FT.
    expect(plusMinus(box, 'home')).toEqual({ h1: 4, h2: 5, h3: 5, h4: 5, h5: 1, h6: 5 });
    expect(plusMinus(box, 'away')).toEqual({ a1: -5, a2: -1, a3: -5, a4: -5, a5: -5, a6: -4 });
  });

  it("counts a coach's technical for the team and in no player's fouls", () => {
    const box = computeBoxScore(setup, events);
    expect(box.away.totals.technicals).toBe(1);
    expect(box.away.totals.pf).toBe(1);
    expect(box.away.players.map((line) => line.technicals)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('gives minutes from the clocks of the substitutions; untouched periods count whole', () => {
    const box = computeBoxScore(setup, events);
    // h1 600-440 = 160; h5 600-500 + 440 + 3 x 600 = 2340; h6 500 + 1800 = 2300; a2 100; a6 500 + 1800.
    expect(seconds(box, 'home')).toEqual({ h1: 160, h2: 2400, h3: 2400, h4: 2400, h5: 2340, h6: 2300 });
    expect(seconds(box, 'away')).toEqual({ a1: 2400, a2: 100, a3: 2400, a4: 2400, a5: 2400, a6: 2300 });
  });

  it("keeps each player's on-court margin in the lineups equal to their +/-, under either rule", () => {
    for (const rule of ['foul', 'free-throw'] as const) {
      const ruled = { ...setup, plusMinusRule: rule };
      const box = computeBoxScore(ruled, events);
      const lineups = computeLineups(ruled, events);
      for (const side of ['home', 'away'] as const) {
        for (const line of box[side].players) {
          const on = lineups?.onOff.find((entry) => entry.team === side && entry.playerId === line.playerId)?.on;
          expect(on && on.pointsFor - on.pointsAgainst, `${rule} ${line.playerId}`).toBe(line.plusMinus);
        }
      }
    }
  });

  it('names the rule in the report', () => {
    expect(buildGameReport(setup, events).setup.plusMinusRule).toBe('foul');
    expect(buildGameReport({ ...setup, plusMinusRule: 'free-throw' }, events).setup.plusMinusRule).toBe('free-throw');
  });
});

describe('a game tagged on the clock track, with lineups at period starts and an ejection', () => {
  // Two periods of 5:00. No starters in the setup: each period starts with a lineup play per side.
  const setup: GameSetup = {
    home: { name: 'Tigers', players: roster('h', 6) },
    away: { name: 'Hawks', players: roster('a', 6) },
    periods: 2,
    periodSeconds: 300,
    overtimeSeconds: 60,
  };
  const events = plays([
    [1, { ms: 0 }, { type: 'period_start' }],
    [1, { ms: 0 }, { type: 'lineup', team: 'home', playerIds: ['h1', 'h2', 'h3', 'h4', 'h5'] }],
    [1, { ms: 0 }, { type: 'lineup', team: 'away', playerIds: ['a1', 'a2', 'a3', 'a4', 'a5'] }],
    [1, { ms: 10_000 }, { type: 'clock', running: true }],
    // 60 s of running clock: 4:00.
    [1, { ms: 70_000 }, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
    // 3:30, and the whistle stops the clock: a1 is ejected.
    [1, { ms: 100_000 }, { type: 'foul', team: 'away', playerId: 'a1', drawnById: 'h2', kind: 'disqualifying' }],
    [1, { ms: 130_000 }, { type: 'substitution', team: 'away', inId: 'a6', outId: 'a1' }],
    [1, { ms: 140_000 }, { type: 'free_throw', team: 'home', playerId: 'h2', made: true }],
    [1, { ms: 145_000 }, { type: 'free_throw', team: 'home', playerId: 'h2', made: true }],
    [1, { ms: 150_000 }, { type: 'clock', running: true }],
    // 2:30.
    [1, { ms: 210_000 }, { type: 'shot', team: 'away', playerId: 'a6', made: true, points: 3 }],
    [1, { ms: 360_000 }, { type: 'period_end' }],
    [2, { ms: 400_000 }, { type: 'period_start' }],
    [2, { ms: 400_000 }, { type: 'lineup', team: 'home', playerIds: ['h1', 'h2', 'h3', 'h4', 'h6'] }],
    [2, { ms: 400_000 }, { type: 'lineup', team: 'away', playerIds: ['a2', 'a3', 'a4', 'a5', 'a6'] }],
    [2, { ms: 410_000 }, { type: 'clock', running: true }],
    // 3:30.
    [2, { ms: 500_000 }, { type: 'shot', team: 'home', playerId: 'h6', made: true, points: 2 }],
    [2, { ms: 710_000 }, { type: 'period_end' }],
  ]);

  it('reads every play’s clock from the track: set at the period start, run while running, stopped by the whistle', () => {
    const clocks = withClocks(setup, events).map((event) => event.clock);
    expect(clocks).toEqual([300, 300, 300, 300, 240, 210, 210, 210, 210, 210, 150, 0, 300, 300, 300, 300, 210, 0]);
  });

  it('gives minutes from the lineups at period starts and the substitution; the ejected player stops at the foul', () => {
    const box = computeBoxScore(setup, withClocks(setup, events));
    expect(seconds(box, 'home')).toEqual({ h1: 600, h2: 600, h3: 600, h4: 600, h5: 300, h6: 300 });
    // a1 300-210 = 90; a6 210 + 300 = 510.
    expect(seconds(box, 'away')).toEqual({ a1: 90, a2: 600, a3: 600, a4: 600, a5: 600, a6: 510 });
  });

  it('counts the free throws of the ejection for the five on court at the foul, the ejected player too', () => {
    const box = computeBoxScore(setup, events);
    // h1's two: h1-h5 +2, a1-a5 -2. FTs: the same lineups, +2/-2. a6's three: a2-a6 +3, h1-h5 -3.
    // h6's two: h1-h4,h6 +2; a2-a6 -2.
    expect(plusMinus(box, 'home')).toEqual({ h1: 3, h2: 3, h3: 3, h4: 3, h5: 1, h6: 2 });
    expect(plusMinus(box, 'away')).toEqual({ a1: -4, a2: -3, a3: -3, a4: -3, a5: -3, a6: 1 });
    const fiba = computeBoxScore({ ...setup, plusMinusRule: 'free-throw' }, events);
    expect(plusMinus(fiba, 'away')).toEqual({ a1: -2, a2: -3, a3: -3, a4: -3, a5: -3, a6: -1 });
  });

  it('takes the starters of the bench points and the report from the first lineup plays', () => {
    const report = buildGameReport(setup, events);
    expect(report.setup.home.starters).toEqual(['h1', 'h2', 'h3', 'h4', 'h5']);
    expect(report.figures.home.benchPoints?.points).toBe(2);
    expect(report.figures.away.benchPoints?.points).toBe(3);
    expect(report.clockKnown).toBe(true);
    expect(report.plays.some((play) => play.type === 'clock')).toBe(false);
  });

  it('finds nothing wrong with it', () => {
    expect(checkConsistency(setup, events)).toEqual([]);
  });

  describe('the live box while it is being tagged (minutes so far)', () => {
    /** The box of the first `count` plays, as the workspace shows it mid-game. */
    const soFar = (count: number) => computeBoxScore(setup, withClocks(setup, events.slice(0, count)), { soFar: true });

    it('counts nothing before the first play, nor at the first period’s start', () => {
      expect(seconds(soFar(3), 'home')).toEqual({ h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 });
      expect(seconds(soFar(3), 'away')).toEqual({ a1: 0, a2: 0, a3: 0, a4: 0, a5: 0, a6: 0 });
    });

    it('stops mid-period at the latest play’s clock, not at the end of the game', () => {
      // Through a6's three at 2:30 of period 1: h1-h5 300-150 = 150; a1 300-210 = 90; a6 210-150 = 60.
      expect(seconds(soFar(11), 'home')).toEqual({ h1: 150, h2: 150, h3: 150, h4: 150, h5: 150, h6: 0 });
      expect(seconds(soFar(11), 'away')).toEqual({ a1: 90, a2: 150, a3: 150, a4: 150, a5: 150, a6: 60 });
      // The delivered box of the same plays counts the rest of period 1 and all of period 2 (h1: 600).
      expect(seconds(computeBoxScore(setup, withClocks(setup, events.slice(0, 11))), 'home')).toMatchObject({ h1: 600 });
    });

    it('counts a period that has ended whole, and the next one from its start', () => {
      // At period 1's end: h1-h5 300; a1 90, a6 210. With period 2 started and its lineups in, still nothing more.
      const atEnd = {
        home: { h1: 300, h2: 300, h3: 300, h4: 300, h5: 300, h6: 0 },
        away: { a1: 90, a2: 300, a3: 300, a4: 300, a5: 300, a6: 210 },
      };
      for (const count of [12, 15]) {
        expect(seconds(soFar(count), 'home'), `${String(count)} plays`).toEqual(atEnd.home);
        expect(seconds(soFar(count), 'away'), `${String(count)} plays`).toEqual(atEnd.away);
      }
    });

    it('adds the running period’s time played in a later period', () => {
      // Through h6's two at 3:30 of period 2 (300-210 = 90 s of it): h1-h4 300 + 90; h5 300; h6 90;
      // a1 90; a2-a5 300 + 90; a6 210 + 90.
      expect(seconds(soFar(17), 'home')).toEqual({ h1: 390, h2: 390, h3: 390, h4: 390, h5: 300, h6: 90 });
      expect(seconds(soFar(17), 'away')).toEqual({ a1: 90, a2: 390, a3: 390, a4: 390, a5: 390, a6: 300 });
    });

    it('gives the delivered minutes once the last period has ended', () => {
      const delivered = computeBoxScore(setup, withClocks(setup, events));
      for (const side of ['home', 'away'] as const) expect(seconds(soFar(events.length), side)).toEqual(seconds(delivered, side));
    });
  });
});

describe('the live box in overtime, and before any play', () => {
  const setup: GameSetup = {
    home: { name: 'Tigers', players: roster('h', 6), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    away: { name: 'Hawks', players: roster('a', 5), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };

  it('counts nothing before the first play (the delivered box would give every starter 40:00)', () => {
    expect(seconds(computeBoxScore(setup, [], { soFar: true }), 'home')).toEqual({ h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 });
    expect(seconds(computeBoxScore(setup, []), 'home')).toMatchObject({ h1: 2400 });
  });

  it('counts regulation whole and overtime up to the latest clock', () => {
    const events = plays([
      [1, { clock: 500 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
      [5, { clock: 300 }, { type: 'period_start' }],
      [5, { clock: 200 }, { type: 'substitution', team: 'home', inId: 'h5', outId: 'h1' }],
      [5, { clock: 120 }, { type: 'shot', team: 'home', playerId: 'h2', made: true, points: 2 }],
    ]);
    // Periods 2-4 have no play: played whole by h1-h4 and h6. Overtime so far: 300-120 = 180 s.
    // h1 600 + 1800 + (300-200) = 2500; h2-h4 2400 + 180; h5 100 + (200-120) = 180; h6 500 + 1800 + 180.
    const live = computeBoxScore(setup, events, { soFar: true });
    expect(seconds(live, 'home')).toEqual({ h1: 2500, h2: 2580, h3: 2580, h4: 2580, h5: 180, h6: 2480 });
    expect(seconds(live, 'away')).toEqual({ a1: 2580, a2: 2580, a3: 2580, a4: 2580, a5: 2580 });
    // Delivered, overtime counts whole: h5 100 + 200, h2 2400 + 300.
    expect(seconds(computeBoxScore(setup, events), 'home')).toMatchObject({ h1: 2500, h2: 2700, h5: 300 });
  });

  it('counts nothing of a period whose clock is not known yet', () => {
    const events = plays([
      [1, { clock: 540 }, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
      [2, {}, { type: 'shot', team: 'away', playerId: 'a1', made: true, points: 2 }],
    ]);
    // Period 1 ended when period 2 began; period 2 has no clock yet.
    expect(seconds(computeBoxScore(setup, events, { soFar: true }), 'away')).toMatchObject({ a1: 600, a5: 600 });
  });
});

describe('readClock', () => {
  const setup: GameSetup = {
    home: { name: 'A', players: roster('h', 5) },
    away: { name: 'B', players: roster('a', 5) },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };

  it('lets a typed clock win and correct the track from there on', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 1_000 }, { type: 'clock', running: true }],
      [1, { ms: 31_000, clock: 575 }, { type: 'shot', team: 'home', playerId: 'h1', made: false, points: 2 }],
      [1, { ms: 36_000 }, { type: 'rebound', team: 'away', playerId: 'a1', offensive: false }],
    ]);
    expect(readClock(setup, events).map((reading) => reading.clock)).toEqual([600, 600, 575, 570]);
  });

  it('keeps running through a steal, stops on a turnover nobody stole, and never reads below 0:00', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 0, clock: 20 }, { type: 'clock', running: true }],
      [1, { ms: 5_000 }, { type: 'turnover', team: 'home', playerId: 'h1', stealId: 'a1' }],
      [1, { ms: 10_000 }, { type: 'turnover', team: 'away', playerId: 'a1' }],
      [1, { ms: 15_000 }, { type: 'clock', running: true }],
      [1, { ms: 40_000 }, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
    ]);
    const readings = readClock(setup, events);
    expect(readings.map((reading) => reading.clock)).toEqual([600, 20, 15, 10, 10, 0]);
    expect(readings.map((reading) => reading.running)).toEqual([false, true, true, false, true, true]);
    // The shot came 15 s after the clock ran out.
    expect(readings[5]?.overrun).toBe(15);
  });

  it('gives no clock in a period whose clock was never set, or to a play with no footage position on a running clock', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
      [2, {}, { type: 'period_start' }],
      [2, {}, { type: 'timeout', team: 'home' }],
      [2, { ms: 5_000 }, { type: 'clock', running: true }],
      [2, {}, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
    ]);
    expect(readClock(setup, events).map((reading) => reading.clock)).toEqual([undefined, 600, 600, 600, undefined]);
  });
});

describe('the checks that use the clock', () => {
  const setup: GameSetup = {
    home: { name: 'Tigers', players: roster('h', 6), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    away: { name: 'Hawks', players: roster('a', 6), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
  const codes = (events: GameEvent[]) => checkConsistency(setup, events).map((warning) => warning.code);

  it('warns of a play after the period’s clock ran out', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 0, clock: 10 }, { type: 'clock', running: true }],
      [1, { ms: 12_000 }, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
      [1, { ms: 13_000 }, { type: 'period_end' }],
    ]);
    expect(checkConsistency(setup, events)).toEqual([
      { code: 'clock_expired', eventId: 'e3', message: 'Play 3: after the clock ran out in period 1' },
    ]);
  });

  it('warns of a clock that goes back up within a period, and of a period that starts at another length', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 1_000, clock: 300 }, { type: 'timeout', team: 'home' }],
      [1, { ms: 2_000, clock: 320 }, { type: 'timeout', team: 'away' }],
      [2, { ms: 3_000, clock: 700 }, { type: 'period_start' }],
    ]);
    expect(checkConsistency(setup, events).map((warning) => warning.message)).toEqual([
      'Play 3: the clock reads 5:20, later than 5:00 before it',
      "Play 4: period 2 starts at 11:40, not the setup's 10:00",
    ]);
  });

  it('warns of a period that ends with time left on a running clock (a period longer than the setup says)', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 0 }, { type: 'clock', running: true }],
      [1, { ms: 480_000 }, { type: 'period_end' }],
    ]);
    expect(checkConsistency(setup, events).map((warning) => warning.message)).toEqual([
      'Play 3: period 1 ends with 2:00 left on a running clock (check the period length in the setup)',
    ]);
  });

  it('warns of a substitution while the clock runs', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 1_000 }, { type: 'clock', running: true }],
      [1, { ms: 5_000 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
    ]);
    expect(codes(events)).toEqual(['sub_while_clock_runs']);
  });

  it('warns when a side does not have five on court, and when an ejected player plays again', () => {
    const events = plays([
      [1, {}, { type: 'period_start' }],
      [1, {}, { type: 'lineup', team: 'home', playerIds: ['h1', 'h2', 'h3', 'h4'] }],
      [1, {}, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
      [1, {}, { type: 'foul', team: 'away', playerId: 'a1', kind: 'disqualifying' }],
      [1, {}, { type: 'substitution', team: 'away', inId: 'a6', outId: 'a1' }],
      [1, {}, { type: 'substitution', team: 'away', inId: 'a1', outId: 'a2' }],
    ]);
    expect(checkConsistency(setup, events).map((warning) => warning.message)).toEqual([
      'Play 2: Tigers starts the period with 4 players, not five',
      'Play 3: Tigers has 4 players on court, not five',
      'Play 6: #1 a1 comes back in after being ejected',
    ]);
  });
});

describe('the clock beside the footage', () => {
  const setup: GameSetup = {
    home: { name: 'A', players: roster('h', 5) },
    away: { name: 'B', players: roster('a', 5) },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };
  const events = plays([
    [1, { ms: 0 }, { type: 'period_start' }],
    [1, { ms: 42_000, clock: 600 }, { type: 'clock', running: true }],
    [1, { ms: 100_000 }, { type: 'foul', team: 'home', playerId: 'h1', kind: 'personal' }],
  ]);

  it('reads the track at any footage position: set, running, then stopped by the whistle', () => {
    expect(clockAt(setup, events, 30_000, 1)).toEqual({ clock: 600, running: false });
    expect(clockAt(setup, events, 52_500, 1)).toEqual({ clock: 589.5, running: true });
    expect(clockAt(setup, events, 200_000, 1)).toEqual({ clock: 542, running: false });
    expect(clockAt(setup, events, 200_000, 2)).toBeNull();
  });

  it('parses the clocks an analyst types', () => {
    expect(parseClock('10:00')).toBe(600);
    expect(parseClock('7:43.5')).toBe(463.5);
    expect(parseClock(' 45 ')).toBe(45);
    expect(parseClock('7:60')).toBeNull();
    expect(parseClock('soon')).toBeNull();
  });
});

describe('two trips to the line owed at once', () => {
  it('counts each trip for the lineups at the foul on its shooter', () => {
    const setup: GameSetup = {
      home: { name: 'Tigers', players: roster('h', 6), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
      away: { name: 'Hawks', players: roster('a', 6), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
      periods: 4,
      periodSeconds: 600,
      overtimeSeconds: 300,
    };
    const events = plays([
      [1, { clock: 300 }, { type: 'foul', team: 'away', playerId: 'a1', drawnById: 'h1', kind: 'shooting' }],
      [1, { clock: 300 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h2' }],
      [1, { clock: 300 }, { type: 'foul', team: 'away', playerId: 'a3', drawnById: 'h4', kind: 'disqualifying' }],
      [1, { clock: 300 }, { type: 'substitution', team: 'away', inId: 'a6', outId: 'a3' }],
      [1, { clock: 300 }, { type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
      [1, { clock: 300 }, { type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
      [1, { clock: 300 }, { type: 'free_throw', team: 'home', playerId: 'h4', made: true }],
      [1, { clock: 300 }, { type: 'free_throw', team: 'home', playerId: 'h4', made: true }],
    ]);
    const box = computeBoxScore(setup, events);
    // h1's two: the five at the first foul (h2, a3 on court). h4's two: the five at the second (h6 for h2).
    expect(plusMinus(box, 'home')).toEqual({ h1: 4, h2: 2, h3: 4, h4: 4, h5: 4, h6: 2 });
    expect(plusMinus(box, 'away')).toEqual({ a1: -4, a2: -4, a3: -4, a4: -4, a5: -4, a6: 0 });
  });
});

describe('technical free throws in the checks', () => {
  const setup: GameSetup = {
    home: { name: 'Tigers', players: roster('h', 6), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    away: { name: 'Hawks', players: roster('a', 6), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };

  it('finds nothing wrong with a missed technical free throw, one in the middle of a trip, or a technical between periods', () => {
    const events = plays([
      [1, {}, { type: 'period_start' }],
      [1, {}, { type: 'foul', team: 'away', playerId: 'a1', drawnById: 'h1', kind: 'shooting' }],
      [1, {}, { type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
      // The shooting side's coach is given a technical between the two free throws; the Hawks miss theirs.
      [1, {}, { type: 'foul', team: 'home', kind: 'technical', bench: 'coach' }],
      [1, {}, { type: 'free_throw', team: 'away', playerId: 'a2', made: false }],
      [1, {}, { type: 'free_throw', team: 'home', playerId: 'h1', made: true }],
      [1, {}, { type: 'period_end' }],
      [1, {}, { type: 'foul', team: 'away', playerId: 'a4', kind: 'technical' }],
      [2, {}, { type: 'period_start' }],
      [2, {}, { type: 'free_throw', team: 'home', playerId: 'h3', made: true }],
      [2, {}, { type: 'period_end' }],
    ]);
    expect(checkConsistency(setup, events)).toEqual([]);
  });
});

describe('found in review', () => {
  const setup: GameSetup = {
    home: { name: 'Tigers', players: roster('h', 6), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
    away: { name: 'Hawks', players: roster('a', 6), starters: ['a1', 'a2', 'a3', 'a4', 'a5'] },
    periods: 4,
    periodSeconds: 600,
    overtimeSeconds: 300,
  };

  it('gives a game tagged before the clock track (typed clocks, no marks) no invented clocks', () => {
    const events = plays([
      [1, { ms: 0 }, { type: 'period_start' }],
      [1, { ms: 60_000, clock: 500 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
      [1, { ms: 90_000 }, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
    ]);
    expect(withClocks(setup, events).map((event) => event.clock)).toEqual([undefined, 500, undefined]);
    expect(buildGameReport(setup, events).clockKnown).toBe(false);
  });

  it('takes the five the analyst ticked at the first period’s start over the setup’s starters', () => {
    const events = plays([
      [1, {}, { type: 'period_start' }],
      [1, {}, { type: 'lineup', team: 'home', playerIds: ['h6', 'h2', 'h3', 'h4', 'h5'] }],
      [1, {}, { type: 'shot', team: 'home', playerId: 'h6', made: true, points: 3 }],
    ]);
    const report = buildGameReport(setup, events);
    expect(report.setup.home.starters).toEqual(['h6', 'h2', 'h3', 'h4', 'h5']);
    expect(report.figures.home.benchPoints?.points).toBe(0);
    expect(plusMinus(report.boxScore, 'home')).toMatchObject({ h1: 0, h6: 3 });
  });

  it('lets technicals on both teams cancel, so the trip counts for the five at the foul', () => {
    const events = plays([
      [1, { clock: 300 }, { type: 'foul', team: 'home', playerId: 'h1', drawnById: 'a1', kind: 'shooting' }],
      [1, { clock: 300 }, { type: 'foul', team: 'home', playerId: 'h2', kind: 'technical' }],
      [1, { clock: 300 }, { type: 'foul', team: 'away', playerId: 'a2', kind: 'technical' }],
      [1, { clock: 300 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
      [1, { clock: 300 }, { type: 'free_throw', team: 'away', playerId: 'a1', made: true }],
      [1, { clock: 300 }, { type: 'free_throw', team: 'away', playerId: 'a1', made: true }],
    ]);
    expect(plusMinus(computeBoxScore(setup, events), 'home')).toMatchObject({ h5: -2, h6: 0 });
    expect(checkConsistency(setup, events).map((warning) => warning.code)).not.toContain('free_throw_without_foul');
  });

  it('puts a lineup play at its period’s start, clock or none, so minutes stay known', () => {
    const events = plays([
      [1, { clock: 300 }, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h5' }],
      [2, {}, { type: 'period_start' }],
      [2, {}, { type: 'lineup', team: 'home', playerIds: ['h1', 'h2', 'h3', 'h4', 'h5'] }],
    ]);
    // h5: 300 s in period 1, then all of periods 2-4; h6: the rest of period 1.
    expect(seconds(computeBoxScore(setup, events), 'home')).toMatchObject({ h5: 2100, h6: 300 });
  });
});
