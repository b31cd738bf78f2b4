import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { withClocks } from './game-clock.js';
import { computeGameFigures } from './game-figures.js';
import { ENGINE_VERSION, buildGameReport, leadersOf } from './game-report.js';
import { computeLineups } from './lineups.js';
import { startingLineups } from './on-court.js';
import { SIDES } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';
import { randomGame } from '@courtside/domain/test-support/random-game';
import { gameReportSchema } from './report-schema.js';

describe('the report a customer receives', () => {
  const report = buildGameReport(REFERENCE_SETUP, [...REFERENCE_EVENTS].reverse());

  it('matches its published schema exactly, so the API, the page, the PDF and the CSV read the same thing', () => {
    expect(gameReportSchema.strict().parse(report)).toEqual(report);
    expect(report.engineVersion).toBe(ENGINE_VERSION);
  });

  it('carries the box score, the plays in order and the teams as the customer sees them', () => {
    expect(report.boxScore.home.totals.pts).toBe(21);
    expect(report.plays.map((play) => play.seq)).toEqual(REFERENCE_EVENTS.map((event) => event.seq));
    expect(report.setup.home).toEqual({
      name: 'Tigers',
      color: '#f97316',
      players: REFERENCE_SETUP.home.players,
      starters: REFERENCE_SETUP.home.starters,
    });
    // The analyst's scoreboard final is a check for the review, not part of the delivery.
    expect(report.setup).not.toHaveProperty('scoreboardFinal');
    expect(report.clockKnown).toBe(true);
    expect(report.lineups?.units.length).toBeGreaterThan(0);
  });

  it('names each team leader in points, rebounds and assists (the first listed on a tie)', () => {
    // Tigers: h3 6 points and 2 rebounds (h4 1), h1 2 assists (h2, h3, h5 and h6 one each).
    expect(report.leaders.home).toEqual({
      pts: { playerId: 'h3', value: 6 },
      reb: { playerId: 'h3', value: 2 },
      ast: { playerId: 'h1', value: 2 },
    });
    // Hawks: a5 5 points; a1, a4, a5 and a6 one rebound each (a1 first); a1, a4 and a6 one assist each (a1 first).
    expect(report.leaders.away).toEqual({
      pts: { playerId: 'a5', value: 5 },
      reb: { playerId: 'a1', value: 1 },
      ast: { playerId: 'a1', value: 1 },
    });
  });

  it('names no leader when nobody has any', () => {
    const empty = buildGameReport(REFERENCE_SETUP, []);
    expect(leadersOf(empty.boxScore.home)).toEqual({ pts: null, reb: null, ast: null });
    expect(empty.clockKnown).toBe(false);
  });
});

describe("the report's parts, which share one walk of the court", () => {
  const legalGames = fc
    .record({
      homePlayers: fc.integer({ min: 5, max: 12 }),
      awayPlayers: fc.integer({ min: 5, max: 12 }),
      periods: fc.constantFrom(4, 2),
      periodSeconds: fc.constantFrom(600, 300),
      overtimeSeconds: fc.constant(300),
      overtimes: fc.integer({ min: 0, max: 1 }),
      plusMinusRule: fc.constantFrom(undefined, 'foul' as const, 'free-throw' as const),
      startersInSetup: fc.record({ home: fc.boolean(), away: fc.boolean() }),
      choices: fc.array(fc.array(fc.nat({ max: 0xffff }), { maxLength: 120 }), { minLength: 5, maxLength: 5 }),
    })
    .map(randomGame);
  // Every few plays dropped (0: none) leaves lineups and clocks unknown, as an analyst's slips do.
  const games = fc.tuple(legalGames, fc.integer({ min: 0, max: 4 })).map(([game, every]) => ({
    setup: game.setup,
    events: every === 0 ? game.events : game.events.filter((_, index) => index % every !== 0),
  }));

  it('are what the box score, the figures, the lineups and the starters give on their own for the same plays', () => {
    fc.assert(
      fc.property(games, ({ setup, events }) => {
        const report = buildGameReport(setup, events);
        const timed = withClocks(setup, events);
        const boxScore = computeBoxScore(setup, timed);
        expect(report.boxScore).toEqual(boxScore);
        expect(report.figures).toEqual(computeGameFigures(setup, timed, boxScore));
        expect(report.lineups).toEqual(computeLineups(setup, timed));
        const starters = startingLineups(setup, timed);
        for (const side of SIDES) expect(report.setup[side].starters).toEqual(starters?.[side] ?? setup[side].starters);
      }),
      { numRuns: 100 },
    );
  });
});
