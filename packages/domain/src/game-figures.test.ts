import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { computeGameFigures } from './game-figures.js';
import type { EventBody, GameEvent, GameSetup } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from './reference-game.js';

const figuresOf = (setup: GameSetup, events: GameEvent[]) => computeGameFigures(setup, events, computeBoxScore(setup, events));

/** A small game: two 10-minute halves, five players a side (h1-h5 start, h6 on the bench; a1-a5). */
const SETUP: GameSetup = {
  home: {
    name: 'Home',
    players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((id, index) => ({ id, number: String(index + 1), name: id })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  away: {
    name: 'Away',
    players: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id, index) => ({ id, number: String(index + 11), name: id })),
    starters: ['a1', 'a2', 'a3', 'a4', 'a5'],
  },
  periods: 2,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

/** Events e1, e2, ... in order; `[period, clock, body]`, clock optional. */
function game(plays: [number, number | undefined, EventBody][]): GameEvent[] {
  return plays.map(([period, clock, body], index) => ({
    id: `e${String(index + 1)}`,
    seq: index + 1,
    period,
    ...(clock === undefined ? {} : { clock }),
    ...body,
  }));
}

const shot = (team: 'home' | 'away', playerId: string, made: boolean, points: 2 | 3, extra: object = {}): EventBody =>
  ({ type: 'shot', team, playerId, made, points, ...extra });
const ft = (team: 'home' | 'away', playerId: string, made: boolean): EventBody => ({ type: 'free_throw', team, playerId, made });

describe('derived figures on the hand-counted reference game (Tigers 21, Hawks 20)', () => {
  // Every figure below was counted by hand from the 61 plays in reference-game.ts.
  const figures = figuresOf(REFERENCE_SETUP, REFERENCE_EVENTS);

  it('counts 14 possessions a side from the changes of possession, beside the usual estimate', () => {
    // Tigers gain the ball at e2, e4, e7, e9, e15, e21, e25 (after the Hawks' free throws) and e25 again (the Hawks'
    // shot-clock turnover), then e35, e37, e43, e48, e50, e55. Hawks: e3, e6, e7 (steal), e10, e17, e23, e25, e28
    // (offensive foul), then e36, e42, e43 (steal), e50 (after h2's three), e53, e59.
    expect(figures.home.possessions).toBe(14);
    expect(figures.away.possessions).toBe(14);
    // Estimate: Tigers 11 FGA - 2 OREB + 3 TOV + 0.44 x 3 FTA; Hawks 12 - 3 + 2 + 0.44 x 5.
    expect(figures.home.possessionsEstimate).toBeCloseTo(13.32);
    expect(figures.away.possessionsEstimate).toBeCloseTo(13.2);
  });

  it('rates offence and defence per 100 counted possessions, and pace per 40 minutes', () => {
    expect(figures.home.offensiveRating).toBeCloseTo(150); // 100 x 21 / 14
    expect(figures.home.defensiveRating).toBeCloseTo(142.857, 2); // 100 x 20 / 14
    expect(figures.away.offensiveRating).toBeCloseTo(142.857, 2);
    expect(figures.pace).toBe(14); // mean of 14 and 14, over a 40-minute game of 40 minutes
  });

  it('gives the shooting and ball-control rates from the box score', () => {
    expect(figures.home).toMatchObject({
      fgPct: 8 / 11,
      fg3Pct: 3 / 4,
      ftPct: 2 / 3,
      efgPct: 9.5 / 11,
      assists: 6,
      turnovers: 3,
    });
    expect(figures.home.tsPct).toBeCloseTo(21 / (2 * (11 + 0.44 * 3)));
    expect(figures.home.assistToTurnover).toBe(2);
    // Tigers 2 OREB against the Hawks' 2 DREB; Tigers 2 DREB against the Hawks' 3 OREB.
    expect(figures.home.offensiveReboundPct).toBe(0.5);
    expect(figures.home.defensiveReboundPct).toBe(0.4);
  });

  it('shows which plays make the points off turnovers, second-chance points and bench points', () => {
    // Hawks: a3 after a3's steal (e8), a4's two and and-one free throw after an offensive foul (e30, e32), a6's
    // put-back in the possession a5's steal started (e46). Tigers: h7 after a1's travel (e57).
    expect(figures.away.pointsOffTurnovers).toEqual({ points: 7, plays: ['e8', 'e30', 'e32', 'e46'] });
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e57'] });
    // After offensive rebounds: a5's put-back (e13) and a6's (e46); h3's (e52).
    expect(figures.away.secondChancePoints).toEqual({ points: 4, plays: ['e13', 'e46'] });
    expect(figures.home.secondChancePoints).toEqual({ points: 2, plays: ['e52'] });
    // Bench: h6 (e21) and h7 (e57); a6 (e46).
    expect(figures.home.benchPoints).toEqual({ points: 4, plays: ['e21', 'e57'] });
    expect(figures.away.benchPoints).toEqual({ points: 2, plays: ['e46'] });
    // No shot carries a location or a fast-break flag.
    expect(figures.home.paintPoints).toEqual({ points: 0, plays: [] });
    expect(figures.away.fastBreakPoints).toEqual({ points: 0, plays: [] });
  });

  it('finds the biggest leads, the biggest runs, the lead changes and the ties', () => {
    // Tigers 5-0 at e5; Hawks 8-14 at e32.
    expect(figures.home.biggestLead).toEqual({ points: 5, playId: 'e5' });
    expect(figures.away.biggestLead).toEqual({ points: 6, playId: 'e32' });
    // Tigers 7-0 from 14-19 to 21-19 (e48, e52, e57); Hawks 6-0 from 5-0 to 5-6 (e6, e8, e13).
    expect(figures.home.biggestRun).toEqual({ team: 'home', points: 7, plays: ['e48', 'e52', 'e57'] });
    expect(figures.away.biggestRun).toEqual({ team: 'away', points: 6, plays: ['e6', 'e8', 'e13'] });
    // Hawks go ahead 5-6 (e13), Tigers 21-19 (e57); level at 6-6, 14-14 and 19-19.
    expect(figures.leadChanges).toBe(2);
    expect(figures.timesTied).toBe(3);
  });

  it('counts the game seconds each team led, from the clock', () => {
    // Tigers lead 0:50-3:25 (155 s) and 24:40-40:00 (920 s); Hawks 3:25-3:50 (25 s), 4:20-21:20 (1020 s) and
    // 21:40-23:35 (115 s); the rest (165 s) is level.
    expect(figures.home.timeLeadingSeconds).toBe(1075);
    expect(figures.away.timeLeadingSeconds).toBe(1160);
  });
});

describe('possessions, counted from the plays', () => {
  it('keeps an and-one in the scoring possession and hands the ball over after it', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', true, 2)],
        [1, undefined, { type: 'foul', team: 'away', playerId: 'a1', drawnById: 'h1', kind: 'shooting' }],
        [1, undefined, ft('home', 'h1', true)],
        [1, undefined, shot('away', 'a1', false, 2)],
      ]),
    );
    // Home 1 (the basket and its free throw), away 1.
    expect([figures.home.possessions, figures.away.possessions]).toEqual([1, 1]);
  });

  it('gives the ball to the other team on a turnover or an offensive foul, and keeps it on an offensive rebound', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', false, 3)], // home 1
        [1, undefined, { type: 'rebound', team: 'home', offensive: true }], // team rebound: still home 1
        [1, undefined, { type: 'foul', team: 'home', playerId: 'h2', kind: 'offensive' }], // away 1
        [1, undefined, { type: 'turnover', team: 'away', kind: 'shot clock' }], // home 2
        [1, undefined, shot('home', 'h3', true, 2)], // off the turnover
      ]),
    );
    expect([figures.home.possessions, figures.away.possessions]).toEqual([2, 1]);
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e5'] });
    expect(figures.home.secondChancePoints.points).toBe(0);
  });

  it('counts technical free throws for no possession and no possession-based figure', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, { type: 'turnover', team: 'away', playerId: 'a1', stealId: 'h1' }], // away 1, home 1
        [1, undefined, { type: 'foul', team: 'away', kind: 'technical' }],
        [1, undefined, ft('home', 'h6', true)], // technical: no possession, not off the turnover
        [1, undefined, shot('home', 'h2', true, 2)], // still home 1, off the turnover
        [1, undefined, shot('away', 'a2', false, 2)], // away 2
      ]),
    );
    expect([figures.home.possessions, figures.away.possessions]).toEqual([1, 2]);
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e4'] });
    // A bench player's technical free throw is still bench points.
    expect(figures.home.benchPoints).toEqual({ points: 1, plays: ['e3'] });
  });

  it('ends a possession with its period, and begins the next period with nobody holding the ball', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', false, 2)], // home 1, ends with the period
        [1, undefined, { type: 'period_end' }],
        [2, undefined, { type: 'period_start' }],
        [2, undefined, shot('home', 'h1', true, 2)], // home 2: a new period, a new possession
        [2, undefined, { type: 'period_end' }],
      ]),
    );
    expect([figures.home.possessions, figures.away.possessions]).toEqual([2, 0]);
  });

  it('measures pace over the regulation length when a game goes to overtime', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', false, 2)],
        [1, undefined, { type: 'rebound', team: 'away', playerId: 'a1', offensive: false }],
        [3, undefined, shot('home', 'h1', true, 2)],
        [3, undefined, shot('away', 'a1', true, 2)],
      ]),
    );
    // Home 2, away 2 possessions in 25 minutes (20 + a 5-minute overtime): 2 x 20 / 25 = 1.6 per 20 minutes.
    expect(figures.pace).toBeCloseTo(1.6);
  });
});

describe('points in the paint, fast-break points and bench points', () => {
  it('counts made field goals in the lane (|x| <= 8 ft, y <= 19 ft) and nothing else', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', true, 2, { x: 8, y: 19 })], // on the lane's corner: in
        [1, undefined, shot('home', 'h1', true, 2, { x: 8.5, y: 10 })], // outside the lane
        [1, undefined, shot('home', 'h1', false, 2, { x: 0, y: 6 })], // a miss
        [1, undefined, shot('home', 'h1', true, 2)], // no location
      ]),
    );
    expect(figures.home.paintPoints).toEqual({ points: 2, plays: ['e1'] });
  });

  it('counts a flagged fast break and the and-one free throw that follows it', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', true, 2, { fastBreak: true })],
        [1, undefined, { type: 'foul', team: 'away', playerId: 'a1', kind: 'shooting' }],
        [1, undefined, ft('home', 'h1', true)],
        [1, undefined, shot('away', 'a1', false, 2)],
        [1, undefined, { type: 'rebound', team: 'home', playerId: 'h2', offensive: false }],
        [1, undefined, { type: 'foul', team: 'away', playerId: 'a2', kind: 'shooting' }],
        [1, undefined, ft('home', 'h2', true)], // free throws of another trip: not fast break
      ]),
    );
    expect(figures.home.fastBreakPoints).toEqual({ points: 3, plays: ['e1', 'e3'] });
  });

  it('leaves bench points out when the starters are unknown', () => {
    const noStarters: GameSetup = {
      ...SETUP,
      home: { ...SETUP.home, starters: [] },
    };
    const figures = figuresOf(noStarters, game([[1, undefined, shot('home', 'h6', true, 2)]]));
    expect(figures.home.benchPoints).toBeNull();
    expect(figures.away.benchPoints).toBeNull();
  });
});

describe('the score through the game', () => {
  it('counts a lead change only when the other team goes ahead, and a tie only after 0-0', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, shot('home', 'h1', true, 2)], // 2-0: not a lead change
        [1, undefined, shot('away', 'a1', true, 2)], // 2-2: tied once
        [1, undefined, shot('home', 'h1', true, 3)], // 5-2: home again, not a change
        [1, undefined, shot('away', 'a1', true, 3)], // 5-5: tied twice
        [1, undefined, shot('away', 'a1', true, 2)], // 5-7: away ahead, a lead change
        [1, undefined, shot('home', 'h1', true, 3)], // 8-7: home ahead, a lead change
      ]),
    );
    expect(figures.leadChanges).toBe(2);
    expect(figures.timesTied).toBe(2);
    // The runs: home 2, away 2, home 3, away 5 (3 + 2), home 3.
    expect(figures.away.biggestRun).toEqual({ team: 'away', points: 5, plays: ['e4', 'e5'] });
    expect(figures.home.biggestRun).toEqual({ team: 'home', points: 3, plays: ['e3'] });
    expect(figures.home.biggestLead).toEqual({ points: 3, playId: 'e3' });
  });

  it('handles a team that never scores: no run, no lead, and full time behind', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, 600, { type: 'period_start' }],
        [1, 500, shot('home', 'h1', true, 2)],
        [1, 400, shot('away', 'a1', false, 2)],
        [1, 0, { type: 'period_end' }],
        [2, 600, { type: 'period_start' }],
        [2, 0, { type: 'period_end' }],
      ]),
    );
    expect(figures.away.biggestRun).toBeNull();
    expect(figures.away.biggestLead).toEqual({ points: 0, playId: null });
    expect(figures.away.offensiveRating).toBe(0);
    // Home led from 1:40 of the first half to the end: 1200 - 100 seconds.
    expect(figures.home.timeLeadingSeconds).toBe(1100);
    expect(figures.away.timeLeadingSeconds).toBe(0);
  });

  it('leaves time leading unknown when any play lacks the clock', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, 500, shot('home', 'h1', true, 2)],
        [1, undefined, shot('away', 'a1', true, 2)],
      ]),
    );
    expect(figures.home.timeLeadingSeconds).toBeNull();
  });

  it('answers an empty game with zeros and unknowns, never a division by zero', () => {
    const figures = figuresOf(SETUP, []);
    expect(figures.pace).toBeNull();
    expect(figures.home).toMatchObject({ possessions: 0, offensiveRating: null, fgPct: null, assistToTurnover: null });
  });
});
