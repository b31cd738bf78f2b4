import { describe, expect, it } from 'vitest';
import { computeBoxScore } from './box-score.js';
import { computeLineups } from './lineups.js';
import { SIDES, type EventBody, type GameEvent, type GameSetup } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from './reference-game.js';

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

function game(plays: [number, number | undefined, EventBody][]): GameEvent[] {
  return plays.map(([period, clock, body], index) => ({
    id: `e${String(index + 1)}`,
    seq: index + 1,
    period,
    ...(clock === undefined ? {} : { clock }),
    ...body,
  }));
}

/** Home's starters play 5:00 and score 2 against 3; h6 replaces h1 for the rest (scores 3, concedes 2). */
const TWO_UNITS = game([
  [1, 600, { type: 'period_start' }],
  [1, 550, { type: 'shot', team: 'home', playerId: 'h1', made: true, points: 2 }],
  [1, 500, { type: 'shot', team: 'away', playerId: 'a1', made: true, points: 3 }],
  [1, 300, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h1' }],
  [1, 200, { type: 'shot', team: 'home', playerId: 'h6', made: true, points: 3 }],
  [1, 0, { type: 'period_end' }],
  [2, 600, { type: 'period_start' }],
  [2, 100, { type: 'shot', team: 'away', playerId: 'a2', made: true, points: 2 }],
  [2, 0, { type: 'period_end' }],
]);

describe('lineups', () => {
  it('gives every five-man unit its minutes, points for and against, +/- and net rating', () => {
    const lineups = computeLineups(SETUP, TWO_UNITS);
    // Away's five played all 1200 s (5 for, 5 against, 2 shots); home's second unit 300 + 600 s, the starters 300 s.
    expect(lineups?.units).toEqual([
      {
        team: 'away',
        playerIds: ['a1', 'a2', 'a3', 'a4', 'a5'],
        seconds: 1200,
        pointsFor: 5,
        pointsAgainst: 5,
        possessions: 2,
        netRating: 0,
        plusMinus: 0,
      },
      {
        team: 'home',
        playerIds: ['h2', 'h3', 'h4', 'h5', 'h6'],
        seconds: 900,
        pointsFor: 3,
        pointsAgainst: 2,
        possessions: 1,
        netRating: 100,
        plusMinus: 1,
      },
      {
        team: 'home',
        playerIds: ['h1', 'h2', 'h3', 'h4', 'h5'],
        seconds: 300,
        pointsFor: 2,
        pointsAgainst: 3,
        possessions: 1,
        netRating: -100,
        plusMinus: -1,
      },
    ]);
  });

  it("gives each player's team figures with them on court and off it", () => {
    const onOff = computeLineups(SETUP, TWO_UNITS)?.onOff ?? [];
    const h1 = onOff.find((row) => row.playerId === 'h1');
    expect(h1).toEqual({
      team: 'home',
      playerId: 'h1',
      on: { seconds: 300, pointsFor: 2, pointsAgainst: 3, possessions: 1, netRating: -100 },
      off: { seconds: 900, pointsFor: 3, pointsAgainst: 2, possessions: 1, netRating: 100 },
      netDifference: -200,
    });
    // h2 never sat: the off-court figures are empty and the difference unknown.
    const h2 = onOff.find((row) => row.playerId === 'h2');
    expect(h2?.off).toEqual({ seconds: 0, pointsFor: 0, pointsAgainst: 0, possessions: 0, netRating: null });
    expect(h2?.netDifference).toBeNull();
  });

  it('agrees with the box score on the reference game: one unit on court at a time, and on-court +/- per player', () => {
    const lineups = computeLineups(REFERENCE_SETUP, REFERENCE_EVENTS);
    const box = computeBoxScore(REFERENCE_SETUP, REFERENCE_EVENTS);
    for (const side of SIDES) {
      const units = lineups?.units.filter((unit) => unit.team === side) ?? [];
      // Two 20-minute halves: 2400 seconds of one unit at a time.
      expect(units.reduce((sum, unit) => sum + (unit.seconds ?? 0), 0)).toBe(2400);
      for (const line of box[side].players) {
        const row = lineups?.onOff.find((candidate) => candidate.playerId === line.playerId);
        expect(row ? row.on.pointsFor - row.on.pointsAgainst : 0, line.playerId).toBe(line.plusMinus);
        expect(row?.on.seconds ?? 0, line.playerId).toBe(line.seconds);
      }
    }
  });

  it('leaves minutes unknown when a substitution has no clock, and lineups out without five starters', () => {
    const untimed = TWO_UNITS.map((event) => (event.type === 'substitution' ? { ...event, clock: undefined } : event));
    expect(computeLineups(SETUP, untimed)?.units.every((unit) => unit.seconds === null)).toBe(true);
    expect(computeLineups({ ...SETUP, away: { ...SETUP.away, starters: ['a1'] } }, TWO_UNITS)).toBeNull();
  });
});
