import { describe, expect, it } from 'vitest';
import { computeBoxScore, deriveRates } from './box-score.js';
import { computeLineups } from './lineups.js';
import { SIDES, type EventBody, type GameEvent, type GameSetup } from './play-by-play.js';
import { REFERENCE_EVENTS, REFERENCE_SETUP } from '@courtside/domain/test-support/reference-game';

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

  it('counts a period without substitutions whole, overtime at its own length, even with no plays in it', () => {
    // Period 1 as above, nothing tagged in period 2 (600 s), then a 300 s overtime with only its markers.
    const events: GameEvent[] = [
      ...TWO_UNITS.filter((event) => event.period === 1),
      { id: 'ot1', seq: 20, period: 3, clock: 300, type: 'period_start' },
      { id: 'ot2', seq: 21, period: 3, clock: 0, type: 'period_end' },
    ];
    const seconds = computeLineups(SETUP, events)?.units.map((unit) => [unit.team, unit.playerIds[0], unit.seconds]);
    // Away: 600 + 600 + 300; home's second unit 300 + 600 + 300; the starters 300.
    expect(seconds).toEqual([
      ['away', 'a1', 1500],
      ['home', 'h2', 1200],
      ['home', 'h1', 300],
    ]);
  });

  it('leaves out a unit that came and went at one clock', () => {
    // At 5:00 h6 replaces h1, and at once h1 replaces h2: h2-h6 never played together.
    const events = game([
      [1, 600, { type: 'period_start' }],
      [1, 300, { type: 'substitution', team: 'home', inId: 'h6', outId: 'h1' }],
      [1, 300, { type: 'substitution', team: 'home', inId: 'h1', outId: 'h2' }],
      [1, 0, { type: 'period_end' }],
    ]);
    const home = computeLineups(SETUP, events)?.units.filter((unit) => unit.team === 'home');
    // Period 1: the new five 300 s + period 2 whole = 900; the starters 300.
    expect(home?.map((unit) => [unit.playerIds, unit.seconds])).toEqual([
      [['h1', 'h3', 'h4', 'h5', 'h6'], 900],
      [['h1', 'h2', 'h3', 'h4', 'h5'], 300],
    ]);
  });

  it('leaves minutes unknown when a substitution has no clock, sorting units by +/- alone', () => {
    const untimed = TWO_UNITS.map((event) => (event.type === 'substitution' ? { ...event, clock: undefined } : event));
    const lineups = computeLineups(SETUP, untimed);
    // Home's second unit +1, away's five 0, home's starters -1.
    expect(lineups?.units.map((unit) => [unit.team, unit.playerIds[0], unit.seconds, unit.plusMinus])).toEqual([
      ['home', 'h2', null, 1],
      ['away', 'a1', null, 0],
      ['home', 'h1', null, -1],
    ]);
    expect(lineups?.onOff.every((row) => row.on.seconds === null && row.off.seconds === null)).toBe(true);
  });

  it('leaves lineups out unless both teams name five starters', () => {
    expect(computeLineups({ ...SETUP, away: { ...SETUP.away, starters: ['a1'] } }, TWO_UNITS)).toBeNull();
    // Five names but one twice is four players.
    const repeated = { ...SETUP, home: { ...SETUP.home, starters: ['h1', 'h1', 'h2', 'h3', 'h4'] } };
    expect(computeLineups(repeated, TWO_UNITS)).toBeNull();
  });

  it('orders events by seq whatever order they arrive in', () => {
    expect(computeLineups(SETUP, [...TWO_UNITS].reverse())).toEqual(computeLineups(SETUP, TWO_UNITS));
  });
});

describe('lineups of the hand-counted reference game (Tigers 21, Hawks 20)', () => {
  const lineups = computeLineups(REFERENCE_SETUP, REFERENCE_EVENTS);

  it('gives every unit its seconds, points, possessions and net rating, as worked by hand', () => {
    // Worked from the 61 plays. Tigers: the starters S (h1-h5) play 1200-960 in the first half and 1150-940 in
    // the second (240 + 210 = 450 s); h6 for h1 makes B (960-0, then 1200-1150: 1010 s); h7 for h2 at 940 makes
    // C (940 s). Hawks: the starters A0 play 1200-960 (240 s); a6 for a2 makes A1 (960 + 150 = 1110 s); a7 for
    // a3 at 1050 makes A2 (1050 s). Possessions are FGA - OREB + TOV + 0.44 x FTA over each unit's plays:
    //   S  for e2 2, e5 3, e15 1, e39 2, e41 1, e48 3, e52 2 = 14; against e6, e8, e13 2 each, e42 3, e46 2 = 11;
    //      possessions 4 FGA + 1 TOV + 2 FTA (4.88) in the first half, 5 FGA - 1 OREB + 1 TOV + 1 FTA (4.44) in
    //      the second: 9.32.
    //   B  for e21 2, e35 3 = 5; against e20 3, e23-24 2, e30 2, e32 1 = 8; 3 FGA - 1 OREB + 1 TOV (e28) = 3.
    //   C  for e57 2; against e60 1; 1 FGA = 1.
    //   A0 for 6, against 6 (S's first half); 5 FGA - 1 OREB = 4.
    //   A1 for e20 3, e23-24 2, e30 2, e32 1, e42 3, e46 2 = 13; against e21 2, e35 3, e39 2, e41 1 = 8;
    //      5 FGA - 1 OREB + 1 TOV + 3 FTA = 7.32.
    //   A2 for e60 1; against e48 3, e52 2, e57 2 = 7; 1 FGA - 1 OREB + 1 TOV + 2 FTA = 1.88.
    const unit = (
      team: string,
      playerIds: string[],
      seconds: number,
      pointsFor: number,
      pointsAgainst: number,
      possessions: number,
      net: number,
    ) => ({
      team,
      playerIds,
      seconds,
      pointsFor,
      pointsAgainst,
      possessions,
      netRating: expect.closeTo(net, 2),
      plusMinus: pointsFor - pointsAgainst,
    });
    expect(lineups?.units).toEqual([
      unit('away', ['a1', 'a3', 'a4', 'a5', 'a6'], 1110, 13, 8, 7.32, 68.31), // 500 / 7.32
      unit('away', ['a1', 'a4', 'a5', 'a6', 'a7'], 1050, 1, 7, 1.88, -319.15), // -600 / 1.88
      unit('home', ['h2', 'h3', 'h4', 'h5', 'h6'], 1010, 5, 8, 3, -100),
      unit('home', ['h1', 'h3', 'h4', 'h5', 'h7'], 940, 2, 1, 1, 100),
      unit('home', ['h1', 'h2', 'h3', 'h4', 'h5'], 450, 14, 11, 9.32, 32.19), // 300 / 9.32
      unit('away', ['a1', 'a2', 'a3', 'a4', 'a5'], 240, 6, 6, 4, 0),
    ]);
  });

  it("adds each team's units up to the game: one unit at a time for 2400 s, the score, the box score's possessions", () => {
    const box = computeBoxScore(REFERENCE_SETUP, REFERENCE_EVENTS);
    // Possessions from the box score's totals: Tigers 11 - 2 + 3 + 0.44 x 3 = 13.32, Hawks 12 - 3 + 2 + 0.44 x 5 = 13.2.
    const expected = { home: { points: [21, 20], possessions: 13.32 }, away: { points: [20, 21], possessions: 13.2 } };
    for (const side of SIDES) {
      const units = lineups?.units.filter((unit) => unit.team === side) ?? [];
      const total = (pick: (unit: (typeof units)[number]) => number) => units.reduce((sum, unit) => sum + pick(unit), 0);
      expect(
        total((unit) => unit.seconds ?? 0),
        side,
      ).toBe(2400);
      expect([total((unit) => unit.pointsFor), total((unit) => unit.pointsAgainst)], side).toEqual(expected[side].points);
      expect(
        total((unit) => unit.possessions),
        side,
      ).toBeCloseTo(expected[side].possessions);
      expect(deriveRates(box[side].totals).possessions, side).toBeCloseTo(expected[side].possessions);
    }
  });

  it('gives every player an on-court margin equal to their +/- and on-court seconds equal to their minutes', () => {
    const box = computeBoxScore(REFERENCE_SETUP, REFERENCE_EVENTS);
    let players = 0;
    for (const side of SIDES) {
      for (const line of box[side].players) {
        const row = lineups?.onOff.find((candidate) => candidate.team === side && candidate.playerId === line.playerId);
        // Every rostered player of this game played (box-score.test.ts: h1 +4 in 1390 s, a7 -6 in 1050 s, ...).
        expect(row, line.playerId).toBeDefined();
        expect(row ? row.on.pointsFor - row.on.pointsAgainst : null, line.playerId).toBe(line.plusMinus);
        expect(row?.on.seconds, line.playerId).toBe(line.seconds);
        players += 1;
      }
    }
    expect(players).toBe(14);
  });

  it("compares each player's team on and off the court", () => {
    const row = (playerId: string) => lineups?.onOff.find((candidate) => candidate.playerId === playerId);
    // h1 is on in S and C (450 + 940 s; 14 + 2 for, 11 + 1 against; 9.32 + 1 possessions: 400 / 10.32 = 38.76)
    // and off in B (-100): a difference of 138.76.
    expect(row('h1')).toEqual({
      team: 'home',
      playerId: 'h1',
      on: { seconds: 1390, pointsFor: 16, pointsAgainst: 12, possessions: 10.32, netRating: expect.closeTo(38.76, 2) },
      off: { seconds: 1010, pointsFor: 5, pointsAgainst: 8, possessions: 3, netRating: -100 },
      netDifference: expect.closeTo(138.76, 2),
    });
    // a3 is on in A0 and A1 (240 + 1110 s; 6 + 13 for, 6 + 8 against; 11.32 possessions: 500 / 11.32 = 44.17)
    // and off in A2 (-600 / 1.88 = -319.15): 363.32.
    expect(row('a3')).toMatchObject({
      on: { seconds: 1350, pointsFor: 19, pointsAgainst: 14, possessions: 11.32 },
      off: { seconds: 1050, pointsFor: 1, pointsAgainst: 7, possessions: 1.88 },
      netDifference: expect.closeTo(363.32, 2),
    });
  });
});
