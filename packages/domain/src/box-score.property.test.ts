import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAT_KEYS, computeBoxScore, type BoxScore, type StatLine } from './box-score.js';
import { checkConsistency } from './consistency.js';
import { readClock, withClocks } from './game-clock.js';
import { computeLineups } from './lineups.js';
import { periodLength } from './periods.js';
import { SIDES, opponentOf, type GameEvent, type GameSetup, type PlusMinusRule, type Side } from './play-by-play.js';
import { randomGame, type GameScript, type RandomGame } from '@courtside/domain/test-support/random-game';

/**
 * Property tests over random legal games (see `random-game.ts`): what a customer relies on in every box
 * score, whatever the game, checked against the simulation's own account of it where it keeps one.
 */

const gameScripts: fc.Arbitrary<GameScript> = fc.record({
  homePlayers: fc.integer({ min: 5, max: 20 }),
  awayPlayers: fc.integer({ min: 5, max: 20 }),
  periods: fc.constantFrom(4, 2),
  periodSeconds: fc.constantFrom(600, 720, 300),
  overtimeSeconds: fc.constantFrom(300, 120),
  overtimes: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 2 }), weight: 1 }),
  plusMinusRule: fc.constantFrom(undefined, 'foul' as const, 'free-throw' as const),
  startersInSetup: fc.record({ home: fc.boolean(), away: fc.boolean() }),
  realMix: fc.boolean(),
  // One stream per period that can be played (four quarters and two overtimes); a play takes about ten choices.
  choices: fc.array(fc.array(fc.nat({ max: 0xffff }), { maxLength: 300, size: 'max' }), { minLength: 6, maxLength: 6 }),
});
const legalGames = gameScripts.map(randomGame);

const RUNS = { numRuns: 200 };

const clockedGames = new WeakMap<RandomGame, GameEvent[]>();
/** The game's plays with their clocks from the track, as every report computes from (once per game). */
function clocked(game: RandomGame): GameEvent[] {
  let events = clockedGames.get(game);
  if (!events) {
    events = withClocks(game.setup, game.events);
    clockedGames.set(game, events);
  }
  return events;
}
const withRule = (setup: GameSetup, rule: PlusMinusRule): GameSetup => ({ ...setup, plusMinusRule: rule });
const boxUnder = (game: RandomGame, rule: PlusMinusRule) => computeBoxScore(withRule(game.setup, rule), clocked(game));
const ruleOf = (setup: GameSetup): PlusMinusRule => setup.plusMinusRule ?? 'foul';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Seconds are sums of tenths: equal up to floating-point noise (1e-6 relative). */
const close = (actual: number, expected: number) => Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
const expectClose = (actual: number, expected: number) =>
  expect({ actual, close: close(actual, expected) }).toEqual({ actual, close: true });
const margin = (box: BoxScore, side: Side) => box[side].totals.pts - box[opponentOf(side)].totals.pts;
const withoutPlusMinus = (box: BoxScore) =>
  SIDES.map((side) => ({ ...box[side], players: box[side].players.map(({ plusMinus: _, ...line }) => line) }));

describe('box score properties over random legal games', () => {
  it('is computed from a legal game: the consistency checker finds nothing wrong with it', () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        const technicalFreeThrows = new Set(game.technicalFreeThrows);
        const warnings = checkConsistency(game.setup, clocked(game)).filter(
          // A missed technical free throw has no rebound (the ball is dead), which the checker does not know.
          (warning) => !(warning.code === 'miss_without_rebound' && technicalFreeThrows.has(warning.eventId ?? '')),
        );
        expect(warnings).toEqual([]);
      }),
      RUNS,
    );
  });

  it("gives each team's players +/- that add up to five times the team's margin, under either rule", () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        for (const rule of ['foul', 'free-throw'] as const) {
          const box = boxUnder(game, rule);
          for (const side of SIDES) {
            expect(sum(box[side].players.map((line) => line.plusMinus ?? Number.NaN))).toBe(5 * margin(box, side));
          }
        }
      }),
      RUNS,
    );
  });

  it('counts +/- the official way: free throws for the lineups at the awarding foul, or at the shot (FIBA)', () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        for (const rule of ['foul', 'free-throw'] as const) {
          const box = boxUnder(game, rule);
          const lines = SIDES.flatMap((side) => box[side].players);
          const actual = Object.fromEntries(lines.map((line) => [line.playerId, line.plusMinus]));
          const expected = Object.fromEntries(lines.map((line) => [line.playerId, game.plusMinus[rule][line.playerId]]));
          expect({ rule, plusMinus: actual }).toEqual({ rule, plusMinus: expected });
        }
      }),
      RUNS,
    );
  });

  it("gives each team's players minutes that add up to five players for the whole game, each the time they were on court", () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        const box = computeBoxScore(game.setup, clocked(game));
        for (const side of SIDES) {
          // An ejected player's team has four on court between the foul and the substitute, at one clock.
          expectClose(sum(box[side].players.map((line) => line.seconds ?? Number.NaN)), 5 * game.lengthSeconds);
          const off = box[side].players.filter(
            (line) => !close(line.seconds ?? Number.NaN, game.seconds[line.playerId] ?? Number.NaN),
          );
          expect(off.map((line) => [line.playerId, line.seconds, game.seconds[line.playerId]])).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('never gives a player negative minutes or more than the game', () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        const box = computeBoxScore(game.setup, clocked(game));
        const lines = SIDES.flatMap((side) => box[side].players);
        const outside = lines.filter(
          (line) => line.seconds === null || line.seconds < 0 || line.seconds > game.lengthSeconds + 1e-6,
        );
        expect(outside).toEqual([]);
      }),
      RUNS,
    );
  });

  it("makes a team's totals the sum of its players' lines and its team rebounds, turnovers and technicals, and the score the game's", () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        const box = computeBoxScore(game.setup, clocked(game));
        for (const side of SIDES) {
          const { players, totals, periodPoints } = box[side];
          // The team's own rows, counted from the plays that name no player.
          const count = (test: (event: GameEvent) => boolean) =>
            game.events.filter((event) => 'team' in event && event.team === side && !('playerId' in event) && test(event)).length;
          const teamRows: Partial<Record<keyof StatLine | 'technicals', number>> = {
            oreb: count((event) => event.type === 'rebound' && event.offensive),
            dreb: count((event) => event.type === 'rebound' && !event.offensive),
            reb: count((event) => event.type === 'rebound'),
            tov: count((event) => event.type === 'turnover'),
            technicals: count((event) => event.type === 'foul' && event.kind === 'technical'),
          };
          const added = (key: keyof StatLine | 'technicals') => sum(players.map((line) => line[key])) + (teamRows[key] ?? 0);
          const expected = Object.fromEntries([...STAT_KEYS, 'technicals' as const].map((key) => [key, added(key)]));
          const actual = Object.fromEntries([...STAT_KEYS, 'technicals' as const].map((key) => [key, totals[key]]));
          expect(actual).toEqual(expected);
          expect([totals.teamReb, totals.teamTov]).toEqual([teamRows.reb, teamRows.tov]);
          expect(totals.pts).toBe(game.score[side]);
          expect(totals.pts).toBe(totals.ftm + 2 * totals.fgm + totals.fg3m);
          expect(sum(periodPoints)).toBe(totals.pts);
          expect(periodPoints).toHaveLength(Math.max(...game.events.map((event) => event.period)));
        }
      }),
      RUNS,
    );
  });

  it("splits a team's game into five-man units that cover its minutes, carry its margin and make up each player's +/-", () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        const events = clocked(game);
        const lineups = computeLineups(game.setup, events);
        const box = computeBoxScore(game.setup, events);
        expect(lineups).not.toBeNull();
        for (const side of SIDES) {
          const units = lineups!.units.filter((unit) => unit.team === side);
          expect(units.filter((unit) => unit.playerIds.length !== 5)).toEqual([]);
          expectClose(sum(units.map((unit) => unit.seconds ?? Number.NaN)), game.lengthSeconds);
          expect(sum(units.map((unit) => unit.pointsFor - unit.pointsAgainst))).toBe(margin(box, side));
          // Each player's +/- and minutes are those of the units they were in.
          const fromUnits = box[side].players.map((line) => {
            const on = units.filter((unit) => unit.playerIds.includes(line.playerId));
            const seconds = sum(on.map((unit) => unit.seconds ?? 0));
            return [line.playerId, sum(on.map((unit) => unit.plusMinus)), close(seconds, line.seconds ?? Number.NaN)];
          });
          expect(fromUnits).toEqual(box[side].players.map((line) => [line.playerId, line.plusMinus, true]));
        }
      }),
      RUNS,
    );
  });

  it('changes only +/- between the foul and the free-throw rules: totals, points, lines and minutes stay', () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        const foul = boxUnder(game, 'foul');
        const freeThrow = boxUnder(game, 'free-throw');
        expect(withoutPlusMinus(freeThrow)).toEqual(withoutPlusMinus(foul));
        // The setup's rule (the foul rule when it names none) is the one the box score follows.
        const own = computeBoxScore(game.setup, clocked(game));
        expect(own).toEqual(ruleOf(game.setup) === 'foul' ? foul : freeThrow);
      }),
      RUNS,
    );
  });

  it('gives every play a clock from the track: full at the start, never rising or run out, 0:00 at the end', () => {
    fc.assert(
      fc.property(legalGames, (game) => {
        // The simulation emits its plays in order of play.
        const readings = readClock(game.setup, game.events);
        const events = clocked(game);
        // Every play that breaks the rule, with why: none.
        const wrong = events.flatMap((event, index) => {
          const reading = readings[index]!;
          const previous = events[index - 1]?.clock ?? Number.NaN;
          const broken = [
            event.clock === undefined && 'no clock',
            event.clock !== reading.clock && 'not the clock read',
            reading.overrun !== 0 && 'run past 0:00',
            event.type === 'period_start' && event.clock !== periodLength(game.setup, event.period) && 'not full at the start',
            event.type !== 'period_start' && !((event.clock ?? Number.NaN) <= previous) && 'rising',
            event.type === 'period_end' && event.clock !== 0 && 'not 0:00 at the end',
            // Substitutions and lineups come while the clock is stopped.
            (event.type === 'substitution' || event.type === 'lineup') && reading.runningBefore && 'a change while running',
          ].filter(Boolean);
          return broken.length > 0 ? [{ id: event.id, clock: event.clock, broken }] : [];
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('is fed games with the hard cases: ejections, technicals, substitutions during free throws, overtime, lineups', () => {
    // Guards the generator itself: a property over games without these would prove little.
    const games = fc.sample(legalGames, { numRuns: 200, seed: 42 });
    const has = (test: (game: RandomGame, event: GameEvent, index: number) => boolean) =>
      games.some((game) => game.events.some((event, index) => test(game, event, index)));
    expect(has((game) => game.ejected.length > 0)).toBe(true);
    expect(has((_, event) => event.type === 'foul' && event.bench !== undefined)).toBe(true);
    expect(has((_, event) => event.type === 'lineup' && event.period > 1)).toBe(true);
    expect(has((game, event) => event.period > game.setup.periods)).toBe(true);
    expect(has((_, event) => event.type === 'clock' && event.clock !== undefined)).toBe(true);
    expect(
      has(
        (game, event, index) =>
          event.type === 'substitution' &&
          game.events[index - 1]?.type === 'free_throw' &&
          game.events[index + 1]?.type === 'free_throw',
      ),
    ).toBe(true);
    expect(
      has(
        (game, event, index) =>
          event.type === 'substitution' &&
          game.events[index - 1]?.type === 'foul' &&
          game.events[index + 1]?.type === 'free_throw',
      ),
    ).toBe(true);
    expect(has((_, event) => event.type === 'foul' && event.kind === 'technical' && event.playerId !== undefined)).toBe(true);
    expect(games.some((game) => SIDES.some((side) => game.setup[side].starters === undefined))).toBe(true);
  });
});
