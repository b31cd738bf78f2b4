import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { computeGameFigures } from './game-figures.js';
import type { EventBody, FoulKind, GameEvent, GameSetup, Side } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';

const figuresOf = (setup: GameSetup, events: GameEvent[]) => computeGameFigures(setup, events, computeBoxScore(setup, events));

/** Two 10-minute halves and 5-minute overtimes; h1-h5 and a1-a5 start, h6 and a6 come off the bench. */
const SETUP: GameSetup = {
  home: {
    name: 'Home',
    players: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((id, index) => ({ id, number: String(index + 1), name: id })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  away: {
    name: 'Away',
    players: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((id, index) => ({ id, number: String(index + 11), name: id })),
    starters: ['a1', 'a2', 'a3', 'a4', 'a5'],
  },
  periods: 2,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

type Play = EventBody | [period: number, clock: number | undefined, body: EventBody];

/** Events e1, e2, ... in order: a bare body is a play in period 1 without a clock. */
function game(plays: Play[]): GameEvent[] {
  return plays.map((play, index) => {
    const [period, clock, body] = Array.isArray(play) ? play : [1, undefined, play];
    return { id: `e${index + 1}`, seq: index + 1, period, ...(clock === undefined ? {} : { clock }), ...body };
  });
}

const teamOf = (playerId: string): Side => (playerId.startsWith('h') ? 'home' : 'away');
const made = (playerId: string, points: 2 | 3, extra: { x?: number; y?: number; fastBreak?: boolean } = {}): EventBody => ({
  type: 'shot',
  team: teamOf(playerId),
  playerId,
  made: true,
  points,
  ...extra,
});
const missed = (playerId: string, points: 2 | 3 = 2): EventBody => ({
  type: 'shot',
  team: teamOf(playerId),
  playerId,
  made: false,
  points,
});
const ft = (playerId: string, made: boolean): EventBody => ({ type: 'free_throw', team: teamOf(playerId), playerId, made });
/** A rebound; a side instead of a player is a team rebound. */
const rebound = (by: string, offensive: boolean): EventBody =>
  by === 'home' || by === 'away'
    ? { type: 'rebound', team: by, offensive }
    : { type: 'rebound', team: teamOf(by), playerId: by, offensive };
/** A turnover; a side instead of a player is a team turnover. */
const turnover = (by: string, stealId?: string): EventBody =>
  by === 'home' || by === 'away'
    ? { type: 'turnover', team: by, kind: 'shot clock' }
    : { type: 'turnover', team: teamOf(by), playerId: by, ...(stealId ? { stealId } : {}) };
/** A foul; a side instead of a player is a bench foul. */
const foul = (by: string, kind: FoulKind): EventBody =>
  by === 'home' || by === 'away' ? { type: 'foul', team: by, kind } : { type: 'foul', team: teamOf(by), playerId: by, kind };
const PERIOD_END: EventBody = { type: 'period_end' };
const PERIOD_START: EventBody = { type: 'period_start' };

const possessions = (figures: { home: { possessions: number }; away: { possessions: number } }) => [
  figures.home.possessions,
  figures.away.possessions,
];

describe('the hand-counted reference game (Tigers 21, Hawks 20)', () => {
  const figures = figuresOf(REFERENCE_SETUP, REFERENCE_EVENTS);

  it('counts every change of possession, including the handovers the half-time and the final buzzer end', () => {
    // Tigers (16): e2 (h1 shoots), e4 (h3's defensive rebound), e7 (the ball after a3's basket; h2 loses it),
    // e9, e15 (h5's free throws after a5's basket), e21, e25 (after a3's free throws), e25 again (the Hawks had
    // the ball back for their shot-clock turnover), e33 (after a4's and-one: ends with the half), e35, e37,
    // e43 (after a5's three; h4 loses it), e48, e50 (the Hawks must have had the ball after e48: it went over
    // to them and back), e55 (a1's travel), e61 (after a4's free throw: ends with the game).
    // Hawks (14): e3, e6, e7 (a3's steal), e10, e17, e23, e25 (their shot-clock turnover), e28 (h2's offensive
    // foul), e36, e42, e43 (a5's steal), e50 (after h2's three), e53, e59.
    // The technical free throw (e41) changes nothing. Per half: Tigers 9 and 7, Hawks 8 and 6, each half begun
    // and ended by the Tigers.
    expect(possessions(figures)).toEqual([16, 14]);
    // Estimate FGA - OREB + TOV + 0.44 x FTA: Tigers 11 - 2 + 3 + 0.44 x 3, Hawks 12 - 3 + 2 + 0.44 x 5.
    expect(figures.home.possessionsEstimate).toBeCloseTo(13.32, 10);
    expect(figures.away.possessionsEstimate).toBeCloseTo(13.2, 10);
  });

  it('rates offence and defence per 100 counted possessions, and pace per 40 minutes', () => {
    // 100 x 21 / 16 and 100 x 20 / 14.
    expect(figures.home.offensiveRating).toBe(131.25);
    expect(figures.home.defensiveRating).toBeCloseTo(142.857, 3);
    expect(figures.away.offensiveRating).toBeCloseTo(142.857, 3);
    expect(figures.away.defensiveRating).toBe(131.25);
    // (16 + 14) / 2 in a game of exactly regulation length.
    expect(figures.pace).toBe(15);
  });

  it('gives the shooting and ball-control rates of the box score, as fractions', () => {
    // Tigers: 8 of 11 (e2 e5 e21 e35 e39 e48 e52 e57 made; e9 e26 e50 missed), threes 3 of 4 (e5 e35 e48; e26),
    // free throws 2 of 3 (e15, e41; e16), 21 points; 6 assists, 3 turnovers (e7, e28, e43).
    expect(figures.home).toMatchObject({
      fgPct: 8 / 11,
      fg3Pct: 3 / 4,
      ftPct: 2 / 3,
      efgPct: (8 + 0.5 * 3) / 11,
      assists: 6,
      turnovers: 3,
      assistToTurnover: 2,
    });
    expect(figures.home.tsPct).toBeCloseTo(21 / (2 * (11 + 0.44 * 3)), 10);
    // Hawks: 7 of 12, threes 2 of 5, free throws 4 of 5, 3 assists (e13 e20 e42), 2 turnovers (e25, e55).
    expect(figures.away).toMatchObject({ fgPct: 7 / 12, fg3Pct: 2 / 5, ftPct: 4 / 5, efgPct: 8 / 12, assistToTurnover: 1.5 });
    // Offensive rebounds: Tigers 2 (e27 team, e51), Hawks 3 (e12, e45, e54 team); defensive: Tigers 2 (e4, e37),
    // Hawks 2 (e10, e17). Tigers OREB% 2 / (2 + 2), DREB% 2 / (2 + 3); Hawks 3 / (3 + 2) and 2 / (2 + 2).
    expect([figures.home.offensiveReboundPct, figures.home.defensiveReboundPct]).toEqual([0.5, 0.4]);
    expect([figures.away.offensiveReboundPct, figures.away.defensiveReboundPct]).toEqual([0.6, 0.5]);
  });

  it('shows which plays make the points off turnovers, second-chance, paint, fast-break and bench points', () => {
    // Hawks off turnovers: a3's basket after his steal (e8); a4's basket and and-one free throw after h2's
    // offensive foul (e30, e32); a6's put-back in the possession a5's steal began (e46). Tigers: h7's basket
    // after a1's travel (e57); the shot-clock turnover's possession (e26-e28) scored nothing.
    expect(figures.away.pointsOffTurnovers).toEqual({ points: 7, plays: ['e8', 'e30', 'e32', 'e46'] });
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e57'] });
    // After offensive rebounds: a5 (e12 -> e13), a6 (e45 -> e46); h3 (e51 -> e52). The team rebounds e27 and
    // e54 were followed by a turnover each.
    expect(figures.away.secondChancePoints).toEqual({ points: 4, plays: ['e13', 'e46'] });
    expect(figures.home.secondChancePoints).toEqual({ points: 2, plays: ['e52'] });
    // Bench: h6 (e21) and h7 (e57); a6 (e46).
    expect(figures.home.benchPoints).toEqual({ points: 4, plays: ['e21', 'e57'] });
    expect(figures.away.benchPoints).toEqual({ points: 2, plays: ['e46'] });
    // No shot is located or flagged fast break: neither figure was recorded, so neither reads as a 0.
    for (const side of ['home', 'away'] as const) {
      expect(figures[side].paintPoints).toBeNull();
      expect(figures[side].fastBreakPoints).toBeNull();
    }
  });

  it('finds the biggest leads, the biggest runs, the lead changes and the ties', () => {
    // The score: 2-0 e2, 5-0 e5, 5-2 e6, 5-4 e8, 5-6 e13, 6-6 e15, 6-9 e20, 8-9 e21, 8-10 e23, 8-11 e24,
    // 8-13 e30, 8-14 e32 | 11-14 e35, 13-14 e39, 14-14 e41, 14-17 e42, 14-19 e46, 17-19 e48, 19-19 e52,
    // 21-19 e57, 21-20 e60.
    expect(figures.home.biggestLead).toEqual({ points: 5, playId: 'e5' });
    expect(figures.away.biggestLead).toEqual({ points: 6, playId: 'e32' });
    // Tigers' runs 5, 1, 2, 6 (e35 e39 e41, the technical free throw included), 7 (e48 e52 e57); Hawks' 6 (e6 e8 e13), 3,
    // 5 (e23 e24 e30 e32), 5, 1.
    expect(figures.home.biggestRun).toEqual({ team: 'home', points: 7, plays: ['e48', 'e52', 'e57'] });
    expect(figures.away.biggestRun).toEqual({ team: 'away', points: 6, plays: ['e6', 'e8', 'e13'] });
    // Hawks go ahead at e13, Tigers at e57; level at e15, e41 and e52.
    expect(figures.leadChanges).toBe(2);
    expect(figures.timesTied).toBe(3);
  });

  it('counts the game seconds each team led, from the clock', () => {
    // Game seconds: 50 (e2), 205 (e13), 230 (e15), 260 (e20), 1280 (e41), 1300 (e42), 1415 (e52), 1480 (e57).
    // Tigers 50-205 and 1480-2400: 155 + 920. Hawks 205-230, 260-1280, 1300-1415: 25 + 1020 + 115.
    // Level: 0-50, 230-260, 1280-1300, 1415-1480 = 165, and 1075 + 1160 + 165 = 2400.
    expect(figures.home.timeLeadingSeconds).toBe(1075);
    expect(figures.away.timeLeadingSeconds).toBe(1160);
  });

  it('reads the plays in seq order, whatever order they are given in, and leaves the list as it was', () => {
    const reversed = [...REFERENCE_EVENTS].reverse();
    expect(computeGameFigures(REFERENCE_SETUP, reversed, computeBoxScore(REFERENCE_SETUP, reversed))).toEqual(figures);
    expect(reversed[0]?.id).toBe('e61');
  });
});

/** Random plays by both teams over two halves and two overtimes, for the properties above. */
const arbitraryGame = (() => {
  const player = (side: Side) => fc.constantFrom(...SETUP[side].players.map((p) => p.id));
  const body = fc.constantFrom(...(['home', 'away'] as const)).chain((team) =>
    fc.oneof(
      fc.record({
        type: fc.constant('shot' as const),
        team: fc.constant(team),
        playerId: player(team),
        made: fc.boolean(),
        points: fc.constantFrom(2 as const, 3 as const),
        x: fc.option(fc.integer({ min: -12, max: 12 }), { nil: undefined }),
        y: fc.option(fc.integer({ min: 0, max: 25 }), { nil: undefined }),
        fastBreak: fc.option(fc.boolean(), { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('free_throw' as const),
        team: fc.constant(team),
        playerId: player(team),
        made: fc.boolean(),
      }),
      fc.record({
        type: fc.constant('rebound' as const),
        team: fc.constant(team),
        playerId: fc.option(player(team), { nil: undefined }),
        offensive: fc.boolean(),
      }),
      fc.record({
        type: fc.constant('turnover' as const),
        team: fc.constant(team),
        playerId: fc.option(player(team), { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('foul' as const),
        team: fc.constant(team),
        kind: fc.constantFrom('personal' as const, 'shooting' as const, 'offensive' as const, 'technical' as const),
      }),
      fc.constantFrom({ type: 'period_start' as const }, { type: 'period_end' as const }),
    ),
  );
  return fc
    .array(fc.tuple(fc.integer({ min: 1, max: 4 }), body), { maxLength: 80 })
    .map((list) =>
      [...list]
        .sort((a, b) => a[0] - b[0])
        .map(([period, event], index): GameEvent => ({ id: `e${index + 1}`, seq: index + 1, period, ...event })),
    );
})();

/** The plays between period markers and period changes: a ball is followed through each on its own. */
function stretches(events: GameEvent[]): GameEvent[][] {
  const parts: GameEvent[][] = [];
  let current: GameEvent[] = [];
  let period = events[0]?.period;
  for (const event of events) {
    const marker = event.type === 'period_start' || event.type === 'period_end';
    if (marker || event.period !== period) {
      parts.push(current);
      current = [];
    }
    period = event.period;
    if (!marker) current.push(event);
  }
  parts.push(current);
  return parts.filter((part) => part.length > 0);
}

describe('possessions, counted from the plays', () => {
  it('counts an and-one as one possession, and gives the ball over after its free throw', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2), // home 1
        foul('a1', 'shooting'),
        { type: 'substitution', team: 'away', inId: 'a6', outId: 'a1' },
        ft('h1', true), // the and-one: still home 1
        missed('a2'), // away 1: the ball went over after the free throw
        rebound('h2', false), // home 2
        PERIOD_END,
      ]),
    );
    // Counting the free throw as a new possession would make home 3.
    expect(possessions(figures)).toEqual([2, 1]);
  });

  it('keeps a free-throw trip in one possession; a missed last free throw leaves the ball to the rebound', () => {
    const figures = figuresOf(
      SETUP,
      game([
        missed('h1'), // home 1
        rebound('a1', false), // away 1
        foul('h1', 'shooting'),
        ft('a1', true),
        ft('a1', false), // the ball is live
        rebound('away', true), // a team offensive rebound: still away 1
        made('a2', 2),
        missed('h2', 3), // home 2, after a2's basket
        rebound('h3', true),
        made('h3', 2),
        foul('h1', 'personal'),
        ft('a3', true), // away 2: home's basket handed the ball over before this trip
        ft('a3', true),
        PERIOD_END, // home 3: the ball goes over after the last free throw, and the half ends
      ]),
    );
    expect(possessions(figures)).toEqual([3, 2]);
    // a2's basket follows the team rebound: second-chance points.
    expect(figures.away.secondChancePoints).toEqual({ points: 2, plays: ['e7'] });
  });

  it('gives the ball over at once on an offensive foul, which is a turnover, even if the half then ends', () => {
    const figures = figuresOf(
      SETUP,
      game([
        missed('h1', 3), // home 1
        rebound('home', true), // a team rebound keeps the ball: still home 1
        foul('h2', 'offensive'), // away 1 at once
        PERIOD_END,
      ]),
    );
    // Without the handover away would have 0; a team rebound starting a possession would make home 2.
    expect(possessions(figures)).toEqual([1, 1]);
    expect(figures.home.turnovers).toBe(1);
  });

  it('gives the ball over on a team turnover, and what the other team scores next is off that turnover', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2), // home 1
        turnover('away'), // away 1 (after the basket), lost on the shot clock: home 2
        made('h3', 2), // still home 2
        missed('a1'), // away 2
        rebound('home', false), // a team defensive rebound: home 3
        PERIOD_END,
      ]),
    );
    expect(possessions(figures)).toEqual([3, 2]);
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e3'] });
  });

  it('counts a defensive team rebound as winning the ball', () => {
    const figures = figuresOf(SETUP, game([missed('h1'), rebound('away', false), PERIOD_END]));
    // home 1 (the miss), away 1 (the team rebound), which ends with the half.
    expect(possessions(figures)).toEqual([1, 1]);
  });

  it('gives no possession for a technical free throw shot while the other team has the ball', () => {
    const figures = figuresOf(
      SETUP,
      game([
        missed('h1'), // home 1
        rebound('a1', false), // away 1
        foul('a1', 'technical'),
        ft('h3', true), // the technical free throw: away still has the ball
        missed('a2'), // still away 1
        rebound('h2', false), // home 2
        PERIOD_END,
      ]),
    );
    // Were the technical free throw a possession: home 2 at e4, away 2 at e5, home 3 at e6.
    expect(possessions(figures)).toEqual([2, 1]);
  });

  it('keeps technical free throws out of points off turnovers, but not out of bench points', () => {
    const figures = figuresOf(
      SETUP,
      game([
        turnover('a1', 'h1'), // away 1, home 1 off the steal
        foul('away', 'technical'), // a bench technical
        ft('h6', true), // technical: h6 is on the bench
        made('h2', 2), // still home 1, off the steal
        PERIOD_END, // away 2 after the basket
      ]),
    );
    expect(possessions(figures)).toEqual([1, 2]);
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e4'] });
    expect(figures.home.benchPoints).toEqual({ points: 1, plays: ['e3'] });
  });

  it('lets technicals on both teams cancel out, as the +/- walk does: the free throws after them are the trip’s', () => {
    const figures = figuresOf(
      SETUP,
      game([
        turnover('a1', 'h1'), // away 1, home 1 off the steal
        foul('a2', 'shooting'),
        foul('home', 'technical'),
        foul('away', 'technical'), // offsetting: nobody shoots for them
        ft('h1', true), // the shooting foul's trip, off the steal
        ft('h1', true),
        PERIOD_END, // away 2
      ]),
    );
    expect(possessions(figures)).toEqual([1, 2]);
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e5', 'e6'] });
  });

  it('treats a free throw after play has resumed as an ordinary one, even if a technical went unshot', () => {
    const figures = figuresOf(
      SETUP,
      game([
        foul('a1', 'technical'), // its free throw never tagged
        missed('h1'), // home 1: play resumed
        rebound('a1', false), // away 1
        turnover('a2', 'h2'), // home 2, off the steal
        foul('a3', 'shooting'),
        ft('h1', true), // an ordinary free throw in home 2
        ft('h1', true),
        PERIOD_END, // away 2
      ]),
    );
    expect(possessions(figures)).toEqual([2, 2]);
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 2, plays: ['e6', 'e7'] });
  });

  it('counts a possession that ends with the period, and starts the next period with nobody holding the ball', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, PERIOD_START],
        [1, undefined, made('h1', 2)], // home 1
        [1, undefined, missed('a1')], // away 1, still going when the half ends
        [1, undefined, PERIOD_END],
        [2, undefined, PERIOD_START],
        [2, undefined, missed('a1')], // away 2: a new half, a new possession
        [2, undefined, rebound('h1', false)], // home 2
        [2, undefined, PERIOD_END],
      ]),
    );
    expect(possessions(figures)).toEqual([2, 2]);
  });

  it('gives the other team a possession after a basket that ends a period, with or without period markers', () => {
    const plays: Play[] = [
      [1, undefined, missed('a1')], // away 1
      [1, undefined, rebound('h1', false)], // home 1
      [1, undefined, made('h1', 2)], // the last play of the half: away 2 at the handover
      [2, undefined, made('h2', 3)], // home 2
      // the game ends: away 3 at the handover
    ];
    expect(possessions(figuresOf(SETUP, game(plays)))).toEqual([2, 3]);
    const marked: Play[] = [plays[0]!, plays[1]!, plays[2]!, [1, undefined, PERIOD_END], [2, undefined, PERIOD_START], plays[3]!];
    expect(possessions(figuresOf(SETUP, game(marked)))).toEqual([2, 3]);
  });

  it('counts possessions that alternate between period markers, whatever the plays (property)', () => {
    fc.assert(
      fc.property(arbitraryGame, (events) => {
        const parts = stretches(events);
        for (const stretch of parts) {
          const [home, away] = possessions(figuresOf(SETUP, stretch));
          expect(Math.abs(home! - away!)).toBeLessThanOrEqual(1);
        }
        const [home, away] = possessions(figuresOf(SETUP, events));
        expect(Math.abs(home! - away!)).toBeLessThanOrEqual(Math.max(1, parts.length));
      }),
    );
  });

  it("shows each counted figure's working: its points are its plays', each a scoring play of the team (property)", () => {
    fc.assert(
      fc.property(arbitraryGame, (events) => {
        const figures = figuresOf(SETUP, events);
        const byId = new Map(events.map((event) => [event.id, event]));
        for (const side of ['home', 'away'] as const) {
          const { pointsOffTurnovers, secondChancePoints, paintPoints, fastBreakPoints, benchPoints } = figures[side];
          for (const figure of [pointsOffTurnovers, secondChancePoints, paintPoints, fastBreakPoints, benchPoints].filter(
            (entry) => entry !== null,
          )) {
            let points = 0;
            for (const id of figure.plays) {
              const play = byId.get(id);
              expect(play && 'team' in play && play.team).toBe(side);
              points += play?.type === 'shot' ? play.points : 1;
              expect(play && 'made' in play && play.made).toBe(true);
            }
            expect(figure.points).toBe(points);
            expect(new Set(figure.plays).size).toBe(figure.plays.length);
          }
        }
      }),
    );
  });
});

describe('ratings and pace', () => {
  it('rates offence as points per 100 counted possessions and defence as the opponent’s', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2), // home 1
        missed('a1'), // away 1
        rebound('h2', false), // home 2
        made('h2', 3),
        made('a2', 2), // away 2
        PERIOD_END, // home 3
      ]),
    );
    expect(possessions(figures)).toEqual([3, 2]);
    // Home 5 points in 3, away 2 in 2.
    expect(figures.home.offensiveRating).toBeCloseTo(500 / 3, 10);
    expect(figures.home.defensiveRating).toBe(100);
    expect(figures.away.offensiveRating).toBe(100);
    expect(figures.away.defensiveRating).toBeCloseTo(500 / 3, 10);
    // The estimate from the box score: home FGA 2 - OREB 0 + TOV 0 + 0.44 x FTA 0; away 2.
    expect([figures.home.possessionsEstimate, figures.away.possessionsEstimate]).toEqual([2, 2]);
  });

  it('gives a rating of 0 to a team that had the ball and never scored, and no rating without possessions', () => {
    const scoreless = figuresOf(SETUP, game([missed('a1', 3), rebound('h1', false), turnover('h1')]));
    // away 1, home 1, away 2 off the turnover.
    expect(possessions(scoreless)).toEqual([1, 2]);
    expect(scoreless.away.offensiveRating).toBe(0);
    expect(scoreless.home.defensiveRating).toBe(0);
    const empty = figuresOf(SETUP, game([PERIOD_START, { type: 'timeout', team: 'home' }, PERIOD_END]));
    expect(empty.home).toMatchObject({ possessions: 0, offensiveRating: null, defensiveRating: null });
    expect(empty.pace).toBeNull();
  });

  it('gives pace per regulation game: 48 minutes for 12-minute quarters', () => {
    const quarters: GameSetup = { ...SETUP, periods: 4, periodSeconds: 720 };
    const figures = figuresOf(quarters, game([missed('h1'), rebound('a1', false), made('a1', 2), PERIOD_END]));
    // Home 1, away 1, home 2 at the handover the quarter's end closes: a mean of 1.5 in a game of regulation
    // length (per 40 minutes it would be 1.25).
    expect(possessions(figures)).toEqual([2, 1]);
    expect(figures.pace).toBe(1.5);
  });

  it('measures pace over the regulation length when a game goes to overtime', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, missed('h1')], // home 1
        [1, undefined, rebound('a1', false)], // away 1
        [3, undefined, made('h1', 2)], // overtime: home 2
        [3, undefined, made('a1', 2)], // away 2
        [3, undefined, PERIOD_END], // home 3
      ]),
    );
    // Mean (3 + 2) / 2 = 2.5 in 25 minutes (20 + one 5-minute overtime): 2.5 x 20 / 25 = 2 per 20 minutes.
    expect(figures.pace).toBe(2);
  });

  it('counts every overtime up to the last one in the minutes played', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [4, undefined, missed('h1')],
        [4, undefined, rebound('a1', false)],
      ]),
    );
    // Home 1, away 1 in 30 minutes (20 + two overtimes, the first untagged): 1 x 20 / 30.
    expect(figures.pace).toBeCloseTo(2 / 3, 10);
  });
});

describe('shooting and ball control', () => {
  it('gives shooting percentages as fractions of the box score, and none where nothing was tried', () => {
    const figures = figuresOf(
      SETUP,
      game([made('h1', 3), missed('h2', 3), made('h3', 2), foul('a1', 'personal'), ft('h3', true), ft('h3', false)]),
    );
    // Home: 2 of 3, threes 1 of 2, free throws 1 of 2, 6 points.
    expect(figures.home).toMatchObject({ fgPct: 2 / 3, fg3Pct: 0.5, ftPct: 0.5, efgPct: (2 + 0.5) / 3 });
    // TS% = 6 / (2 x (3 + 0.44 x 2)).
    expect(figures.home.tsPct).toBeCloseTo(6 / 7.76, 10);
    expect(figures.away).toMatchObject({ fgPct: null, fg3Pct: null, ftPct: null, efgPct: null, tsPct: null });
  });

  it('gives assists per turnover, with none when a team did not turn the ball over', () => {
    const figures = figuresOf(
      SETUP,
      game([
        { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2, assistId: 'h2' },
        { type: 'shot', team: 'away', playerId: 'a1', made: true, points: 2, assistId: 'a2' },
        { type: 'shot', team: 'home', playerId: 'h2', made: true, points: 3, assistId: 'h1' },
        turnover('a3', 'h3'),
        foul('a1', 'offensive'),
      ]),
    );
    // Home 2 assists, no turnover; away 1 assist, 2 turnovers (a3's, and a1's offensive foul).
    expect(figures.home).toMatchObject({ assists: 2, turnovers: 0, assistToTurnover: null });
    expect(figures.away).toMatchObject({ assists: 1, turnovers: 2, assistToTurnover: 0.5 });
  });

  it('shares each rebound between the teams, team rebounds included', () => {
    const figures = figuresOf(
      SETUP,
      game([
        missed('h1'),
        rebound('home', true), // home OREB (team)
        missed('h1'),
        rebound('a1', false), // away DREB
        missed('a1'),
        rebound('a2', true), // away OREB
        missed('a2'),
        rebound('home', false), // home DREB (team)
        missed('h2'),
        rebound('away', false), // away DREB (team)
        missed('a3'),
        rebound('a4', true), // away OREB
        missed('a4'),
        rebound('h3', false), // home DREB
      ]),
    );
    // Home OREB 1, DREB 2; away OREB 2, DREB 2. Home: 1 / (1 + 2) and 2 / (2 + 2); away: 2 / (2 + 2) and 2 / (2 + 1).
    expect(figures.home.offensiveReboundPct).toBeCloseTo(1 / 3, 10);
    expect(figures.home.defensiveReboundPct).toBe(0.5);
    expect(figures.away.offensiveReboundPct).toBe(0.5);
    expect(figures.away.defensiveReboundPct).toBeCloseTo(2 / 3, 10);
    const noRebounds = figuresOf(SETUP, game([made('h1', 2)]));
    expect(noRebounds.home).toMatchObject({ offensiveReboundPct: null, defensiveReboundPct: null });
  });
});

describe('points off turnovers and second-chance points', () => {
  it('counts points off turnovers only in the possession the steal started, free throws included', () => {
    const figures = figuresOf(
      SETUP,
      game([
        turnover('a1', 'h1'), // home 1 begins off the steal
        missed('h1'),
        rebound('h2', true),
        made('h2', 2), // off the turnover (and second-chance)
        missed('a2'), // away's ball
        rebound('h3', false), // home 2: a defensive rebound, not a turnover
        made('h3', 3), // not off a turnover
        turnover('a3', 'h1'), // away had the ball after h3's basket; home 3 begins off the steal
        foul('a3', 'shooting'),
        ft('h1', true), // off the turnover
        ft('h1', true), // off the turnover
        missed('a4'),
        rebound('h4', false),
        made('h4', 2), // a new possession: not off a turnover
      ]),
    );
    expect(figures.home.pointsOffTurnovers).toEqual({ points: 4, plays: ['e4', 'e10', 'e11'] });
    expect(figures.away.pointsOffTurnovers).toEqual({ points: 0, plays: [] });
  });

  it('counts second-chance points after an offensive rebound until the ball changes hands', () => {
    const figures = figuresOf(
      SETUP,
      game([
        missed('h1', 3), // home 1
        rebound('home', true), // a team offensive rebound
        missed('h2'),
        rebound('h2', true),
        foul('a1', 'shooting'),
        ft('h2', true), // second chance
        ft('h2', true), // second chance
        missed('a1'), // away 1
        rebound('h3', false), // home 2
        made('h3', 2), // a first chance
        missed('a2', 3), // away 2
        rebound('away', true),
        made('a1', 2), // second chance
      ]),
    );
    expect(figures.home.secondChancePoints).toEqual({ points: 2, plays: ['e6', 'e7'] });
    expect(figures.away.secondChancePoints).toEqual({ points: 2, plays: ['e13'] });
  });
});

describe('points in the paint, fast-break points and bench points', () => {
  it('counts made field goals inside the lane, |x| <= 8 ft and y <= 19 ft, and nothing else', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2, { x: 8, y: 19 }), // the lane's far corner: in
        made('h1', 2, { x: -8, y: 0 }), // the other side, on the baseline: in
        made('h1', 2, { x: 8.5, y: 5 }), // outside the lane
        made('h1', 2, { x: 0, y: 19.5 }), // beyond the free-throw line
        { type: 'shot', team: 'home', playerId: 'h1', made: false, points: 2, x: 0, y: 5 }, // a miss
        foul('a1', 'shooting'),
        ft('h1', true), // a free throw is not a field goal
      ]),
    );
    expect(figures.home.paintPoints).toEqual({ points: 4, plays: ['e1', 'e2'] });
  });

  it('reads paint points as not recorded when made shots have no location, never as 0', () => {
    const figures = figuresOf(SETUP, game([made('h1', 2), made('h1', 2, { x: 0 }), made('a1', 2, { y: 3 })]));
    // Treating a missing coordinate as 0 would put all three under the basket; counting them as outside, 0.
    expect(figures.home.paintPoints).toBeNull();
    expect(figures.away.paintPoints).toBeNull();
  });

  it('counts flagged fast-break baskets and the free throw of a shooting foul on them', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2, { fastBreak: true }), // fast break
        foul('a1', 'shooting'),
        ft('h1', true), // its and-one: fast break
        missed('a1'),
        rebound('h2', false),
        { type: 'shot', team: 'home', playerId: 'h2', made: false, points: 3, fastBreak: true }, // a miss scores nothing
        rebound('h2', true),
        made('h2', 2), // the put-back is not flagged
        made('a1', 2, { fastBreak: true }), // fast break
        foul('h3', 'personal'), // not a shooting foul on the shot
        ft('a2', true), // so not fast break
        ft('a2', true),
      ]),
    );
    expect(figures.home.fastBreakPoints).toEqual({ points: 3, plays: ['e1', 'e3'] });
    expect(figures.away.fastBreakPoints).toEqual({ points: 2, plays: ['e9'] });
  });

  it('counts bench points: scoring plays by players who did not start', () => {
    const figures = figuresOf(
      SETUP,
      game([made('h6', 2), made('h1', 3), foul('a1', 'shooting'), ft('h6', true), ft('h6', false), made('a1', 2)]),
    );
    expect(figures.home.benchPoints).toEqual({ points: 3, plays: ['e1', 'e4'] });
    // Away scored, but only through a starter.
    expect(figures.away.benchPoints).toEqual({ points: 0, plays: [] });
  });

  it('leaves bench points unknown unless both teams name five starters', () => {
    const events = game([made('h6', 2), made('a6', 2)]);
    const noStarters = figuresOf({ ...SETUP, home: { ...SETUP.home, starters: [] } }, events);
    expect([noStarters.home.benchPoints, noStarters.away.benchPoints]).toEqual([null, null]);
    const fourStarters = figuresOf({ ...SETUP, away: { ...SETUP.away, starters: ['a1', 'a2', 'a3', 'a4'] } }, events);
    expect([fourStarters.home.benchPoints, fourStarters.away.benchPoints]).toEqual([null, null]);
  });
});

describe('the score through the game', () => {
  it('finds the biggest lead and the play that first reached it', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2), // 2-0
        made('h1', 3), // 5-0: home by 5, first
        made('a1', 2), // 5-2
        made('h1', 2), // 7-2: by 5 again, not a new biggest
        made('a1', 3), // 7-5
        made('a1', 3), // 7-8: away by 1
      ]),
    );
    expect(figures.home.biggestLead).toEqual({ points: 5, playId: 'e2' });
    expect(figures.away.biggestLead).toEqual({ points: 1, playId: 'e6' });
  });

  it('finds the biggest run across periods, free throws included, and the first one on a tie', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, undefined, made('h1', 2)], // home 2
        [1, undefined, made('a1', 3)], // away run: 3
        [1, undefined, foul('h1', 'shooting')],
        [1, undefined, ft('a1', true)], // 4
        [1, undefined, PERIOD_END],
        [2, undefined, made('a2', 2)], // 6, across half-time
        [2, undefined, made('h1', 3)], // home run: 3
        [2, undefined, made('h2', 3)], // 6
        [2, undefined, made('a1', 2)], // away 2
        [2, undefined, made('h3', 2)], // home run: 2
        [2, undefined, made('h3', 2)], // 4
        [2, undefined, made('h3', 2)], // 6 again: the first 6 stands
      ]),
    );
    expect(figures.away.biggestRun).toEqual({ team: 'away', points: 6, plays: ['e2', 'e4', 'e6'] });
    expect(figures.home.biggestRun).toEqual({ team: 'home', points: 6, plays: ['e7', 'e8'] });
  });

  it('counts a lead change only when the other team goes ahead, and a tie every time the score is level after 0-0', () => {
    const figures = figuresOf(
      SETUP,
      game([
        made('h1', 2), // 2-0: the first lead is no lead change
        made('a1', 2), // 2-2: tie 1
        made('h1', 3), // 5-2: home ahead again, no change
        made('a1', 3), // 5-5: tie 2
        made('a1', 2), // 5-7: away ahead, change 1
        made('h1', 3), // 8-7: home ahead, change 2
        made('a1', 3), // 8-10: away ahead, change 3
        foul('a1', 'shooting'),
        ft('h1', false), // (a miss changes nothing)
        made('h2', 2), // 10-10: tie 3
        made('a2', 2), // 10-12: away ahead from a tie it led before: no change
      ]),
    );
    expect(figures.leadChanges).toBe(3);
    expect(figures.timesTied).toBe(3);
  });

  it('counts the game seconds each team led, from the clock, up to the end of the last period', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, 600, PERIOD_START],
        [1, 500, made('h1', 2)], // second 100: 2-0
        [1, 400, made('a1', 3)], // second 200: 2-3
        [1, 100, made('h1', 2)], // second 500: 4-3
        [1, 0, PERIOD_END],
        [2, 600, PERIOD_START],
        [2, 450, foul('h2', 'personal')],
        [2, 450, ft('a2', true)], // second 750: 4-4
        [2, 0, PERIOD_END], // second 1200
      ]),
    );
    // Home 100-200 and 500-750: 100 + 250. Away 200-500. Level 0-100 and 750-1200.
    expect(figures.home.timeLeadingSeconds).toBe(350);
    expect(figures.away.timeLeadingSeconds).toBe(300);
  });

  it('counts time leading through overtime, whose periods are overtime length', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, 300, made('h1', 2)], // second 300: 2-0
        [2, 0, made('a1', 2)], // second 1200 (the buzzer): 2-2
        [3, 200, made('a1', 2)], // second 1200 + 300 - 200 = 1300: 2-4
      ]),
    );
    // Home 300-1200; away 1300 to the end of the 5-minute overtime, 1500.
    expect(figures.home.timeLeadingSeconds).toBe(900);
    expect(figures.away.timeLeadingSeconds).toBe(200);
  });

  it('leaves time leading unknown when any play lacks the clock', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, 500, made('h1', 2)],
        [1, undefined, made('a1', 3)],
        [1, 0, PERIOD_END],
      ]),
    );
    expect([figures.home.timeLeadingSeconds, figures.away.timeLeadingSeconds]).toEqual([null, null]);
  });

  it('gives a team that never scores no run, no lead and no time ahead', () => {
    const figures = figuresOf(
      SETUP,
      game([
        [1, 600, PERIOD_START],
        [1, 500, made('h1', 2)], // second 100
        [1, 400, missed('a1')],
        [1, 0, PERIOD_END],
        [2, 600, PERIOD_START],
        [2, 0, PERIOD_END],
      ]),
    );
    expect(figures.away).toMatchObject({
      biggestRun: null,
      biggestLead: { points: 0, playId: null },
      timeLeadingSeconds: 0,
      offensiveRating: 0,
      pointsOffTurnovers: { points: 0, plays: [] },
    });
    // Home led from second 100 to the end of the game, 1200.
    expect(figures.home.timeLeadingSeconds).toBe(1100);
    expect(figures.home.biggestRun).toEqual({ team: 'home', points: 2, plays: ['e2'] });
    expect([figures.leadChanges, figures.timesTied]).toEqual([0, 0]);
  });
});
