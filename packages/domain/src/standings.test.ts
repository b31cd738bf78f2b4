import { describe, expect, it } from 'vitest';
import { ladder, ladderPercentText, placeText, tieText, type LadderResult, type LadderRules } from './standings.js';

const FIBA: LadderRules = { method: 'fiba' };
const PERCENTAGE: LadderRules = { method: 'percentage' };

let day = 0;
/** "A 100-55 B": a result, home first, each a day after the one before. */
function game(home: string, homeScore: number, awayScore: number, away: string, forfeitedBy?: string): LadderResult {
  day += 1;
  return {
    fixtureId: `${home}-${away}-${String(day)}`,
    home,
    away,
    homeScore,
    awayScore,
    forfeitedBy,
    playedAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00Z`,
  };
}

const order = (teams: string[], results: LadderResult[], rules = FIBA) =>
  ladder(teams, results, rules).rows.map((row) => row.teamId);
const places = (teams: string[], results: LadderResult[], rules = FIBA) =>
  ladder(teams, results, rules).rows.map((row) => `${placeText(row)} ${row.teamId}`);
const words = (teams: string[], results: LadderResult[], rules = FIBA) => {
  const table = ladder(teams, results, rules);
  return table.ties.map((tie) => tieText(tie, table.rows, (team) => team));
};

describe('the ladder, FIBA Appendix D', () => {
  it("ranks two-way ties by the game between the two (Appendix D's first example)", () => {
    // A 2-1 (5 points), B 2-1 (5), C 1-2 (4), D 1-2 (4): A beat B, C beat D.
    const results = [
      game('A', 100, 55, 'B'),
      game('A', 90, 85, 'C'),
      game('A', 75, 80, 'D'),
      game('B', 100, 95, 'C'),
      game('B', 80, 75, 'D'),
      game('C', 60, 55, 'D'),
    ];
    expect(order(['D', 'C', 'B', 'A'], results)).toEqual(['A', 'B', 'C', 'D']);
    const table = ladder(['A', 'B', 'C', 'D'], results, FIBA);
    expect(table.rows[0]).toMatchObject({
      played: 3,
      won: 2,
      lost: 1,
      classificationPoints: 5,
      pointsFor: 265,
      pointsAgainst: 220,
    });
    expect(table.rows[0]?.difference).toBe(45);
    expect(table.rows[1]).toMatchObject({ classificationPoints: 5, pointsFor: 235, pointsAgainst: 270, difference: -35 });
    expect(words(['A', 'B', 'C', 'D'], results)).toEqual([
      'A and B 2-1; between them A 1-0, B 0-1',
      'C and D 1-2; between them C 1-0, D 0-1',
    ]);
  });

  it('breaks a three-way tie by the difference between them, then restarts for the two still level', () => {
    // A won all three. B, C and D are 1-2, and 1-1 between them:
    //   B beat C 100-85, D beat B 100-95, C beat D 70-60.
    // Between them: B +15 -5 = +10; C -15 +10 = -5; D +5 -10 = -5. B is second.
    // C and D are still level, so the procedure starts again for the two: C beat D, C is third.
    // (Carried on instead to the points scored between the three, D's 160 would beat C's 155.)
    const results = [
      game('A', 90, 80, 'B'),
      game('A', 90, 80, 'C'),
      game('A', 90, 80, 'D'),
      game('B', 100, 85, 'C'),
      game('D', 100, 95, 'B'),
      game('C', 70, 60, 'D'),
    ];
    expect(places(['A', 'B', 'C', 'D'], results)).toEqual(['1 A', '2 B', '3 C', '4 D']);
    expect(words(['A', 'B', 'C', 'D'], results)).toEqual([
      'B, C and D 1-2; between them B +10, C -5, D -5',
      'C and D, still level; between them C 1-0, D 0-1',
    ]);
    const [tie, restart] = ladder(['A', 'B', 'C', 'D'], results, FIBA).ties;
    expect(tie).toMatchObject({ criterion: 'headToHeadDifference', restart: false, values: { B: 10, C: -5, D: -5 } });
    expect(tie?.between).toEqual({ B: { won: 1, lost: 1 }, C: { won: 1, lost: 1 }, D: { won: 1, lost: 1 } });
    expect(restart).toMatchObject({ criterion: 'headToHeadPoints', restart: true, teams: ['C', 'D'] });
  });

  it('ranks teams level on points but not on record by the games between them: a three-way tie their difference decides', () => {
    // C and D play each other twice. B 80-70 C, B 80-70 D, C 75-70 D, D 90-60 C; B, C and D each beat A 70-60.
    // Overall: B 3-0 (6 points), C 2-2 (2+1+1+2 = 6), D 2-2 (6), A 0-3 (3): B, C and D level on 6.
    // Between the three: B 2-0 (4 points), C 1-2 (4), D 1-2 (4): still level, so their points difference there:
    //   B +10 +10 = +20; C -10 +5 -30 = -35; D -10 -5 +30 = +15. B, D, C: no two left level, nothing restarts.
    const results = [
      game('B', 80, 70, 'C'),
      game('B', 80, 70, 'D'),
      game('C', 75, 70, 'D'),
      game('D', 90, 60, 'C'),
      game('A', 60, 70, 'B'),
      game('A', 60, 70, 'C'),
      game('A', 60, 70, 'D'),
    ];
    const table = ladder(['A', 'B', 'C', 'D'], results, FIBA);
    expect(table.rows.map((row) => [row.teamId, row.won, row.lost, row.classificationPoints])).toEqual([
      ['B', 3, 0, 6],
      ['D', 2, 2, 6],
      ['C', 2, 2, 6],
      ['A', 0, 3, 3],
    ]);
    expect(table.ties).toHaveLength(1);
    // Their records differ: the sentence gives the points they are level on.
    expect(words(['A', 'B', 'C', 'D'], results)).toEqual(['B, D and C on 6 points; between them B +20, D +15, C -35']);
  });

  it('says a tie as DESIGN.md does: the record they share, then the numbers that broke it', () => {
    // A group of six. Ukraine, Croatia and Italy beat each other in a circle (+10, +10, +4) and go 2-1 against the
    // rest: 3-2 each. Between them Ukraine +10 -4 = +6, Croatia -10 +10 = 0, Italy -10 +4 = -6.
    const results = [
      game('UKR', 80, 70, 'CRO'),
      game('CRO', 80, 70, 'ITA'),
      game('ITA', 80, 76, 'UKR'),
      game('UKR', 80, 60, 'X'),
      game('UKR', 80, 60, 'Y'),
      game('Z', 80, 60, 'UKR'),
      game('CRO', 80, 60, 'X'),
      game('CRO', 80, 60, 'Z'),
      game('Y', 80, 60, 'CRO'),
      game('ITA', 80, 60, 'Y'),
      game('ITA', 80, 60, 'Z'),
      game('X', 80, 60, 'ITA'),
      game('X', 70, 60, 'Y'),
      game('Y', 70, 60, 'Z'),
      game('Z', 70, 60, 'X'),
    ];
    const teams = ['X', 'Y', 'Z', 'ITA', 'CRO', 'UKR'];
    const names: Record<string, string> = { UKR: 'Ukraine', CRO: 'Croatia', ITA: 'Italy', X: 'X', Y: 'Y', Z: 'Z' };
    const table = ladder(teams, results, FIBA);
    expect(table.rows.slice(0, 3).map((row) => row.teamId)).toEqual(['UKR', 'CRO', 'ITA']);
    expect(tieText(table.ties[0]!, table.rows, (team) => names[team] ?? team)).toBe(
      'Ukraine, Croatia and Italy 3-2; between them Ukraine +6, Croatia 0, Italy -6',
    );
  });

  it('breaks a tie that only the points difference of all games can', () => {
    // A and B split their two games 80-70 each way: 1-1, 150-150 between them. Against C, A won by 30 and B by 10.
    const results = [game('A', 80, 70, 'B'), game('B', 80, 70, 'A'), game('A', 90, 60, 'C'), game('B', 75, 65, 'C')];
    expect(order(['B', 'A', 'C'], results)).toEqual(['A', 'B', 'C']);
    expect(words(['A', 'B', 'C'], results)).toEqual(['A and B 2-1; points difference in all games A +30, B +10']);
  });

  it('breaks a tie on the points scored in all games when every difference is level', () => {
    // A and B split 80-70 both ways; both beat C by 10, A 90-80 and B 70-60: A scored 240, B 220.
    const results = [game('A', 80, 70, 'B'), game('B', 80, 70, 'A'), game('A', 90, 80, 'C'), game('B', 70, 60, 'C')];
    expect(words(['A', 'B', 'C'], results)).toEqual(['A and B 2-1; points scored in all games A 240, B 220']);
  });

  it('gives a forfeit no classification point, 20-0 to the other side, and counts it', () => {
    // B beat A 70-60; C forfeited to A (20-0); C beat B 75-70. All are 1-1, but C's loss was a forfeit: 2 points.
    const results = [game('B', 70, 60, 'A'), game('A', 20, 0, 'C', 'C'), game('C', 75, 70, 'B')];
    const table = ladder(['A', 'B', 'C'], results, FIBA);
    expect(table.rows.map((row) => [row.teamId, row.classificationPoints, row.forfeits])).toEqual([
      ['B', 3, 0],
      ['A', 3, 0],
      ['C', 2, 1],
    ]);
    expect(table.rows[1]).toMatchObject({ pointsFor: 80, pointsAgainst: 70, won: 1, lost: 1 });
    expect(table.rows[2]).toMatchObject({ played: 2, won: 1, lost: 1, pointsFor: 75, pointsAgainst: 90 });
    // A forfeit is lost by the team that forfeited, whatever score was stored with it.
    expect(ladder(['A', 'C'], [game('A', 0, 0, 'C', 'A')], FIBA).rows.map((row) => [row.teamId, row.won])).toEqual([
      ['C', 1],
      ['A', 0],
    ]);
  });

  it('lets teams nothing separates share a place in a half-played round', () => {
    // Round 1 half played: A beat B 80-70, C beat D 80-70; E, F yet to play.
    // A and C: 2 points, no game between them, +10 and 80 scored each: level on every count. B and D likewise.
    const results = [game('A', 80, 70, 'B'), game('C', 80, 70, 'D')];
    expect(places(['A', 'B', 'C', 'D', 'E', 'F'], results)).toEqual(['1= A', '1= C', '3= B', '3= D', '5= E', '5= F']);
    expect(words(['A', 'B', 'C', 'D', 'E', 'F'], results)).toEqual([
      'A and C 1-0; level on every count: they share the place',
      'B and D 0-1; level on every count: they share the place',
      'E and F 0-0; level on every count: they share the place',
    ]);
  });

  it('keeps each row working: streak, last five, home and away, and the fixtures behind it', () => {
    const results = [
      game('A', 70, 60, 'B'),
      game('B', 70, 60, 'A'),
      game('A', 70, 60, 'B'),
      game('A', 70, 60, 'B'),
      game('B', 61, 60, 'A'),
      game('B', 62, 60, 'A'),
    ];
    const [a, b] = ladder(['A', 'B'], results, FIBA).rows;
    expect(a).toMatchObject({ teamId: 'A', won: 3, lost: 3, streak: 'L2', home: { won: 3, lost: 0 }, away: { won: 0, lost: 3 } });
    expect(a?.lastFive).toEqual(['L', 'W', 'W', 'L', 'L']);
    expect(a?.fixtureIds).toEqual(results.map((result) => result.fixtureId));
    // Both 3-3, and 3-3 between them; A scored 390 (70+60+70+70+60+60) to B's 373 (60+70+60+60+61+62): +17 first.
    expect(b).toMatchObject({ teamId: 'B', streak: 'W2', home: { won: 3, lost: 0 }, away: { won: 0, lost: 3 } });
  });

  it("leaves out a result naming a team that is not in the competition's list", () => {
    const table = ladder(['A', 'B'], [game('A', 70, 60, 'B'), game('A', 70, 60, 'Z')], FIBA);
    expect(table.rows.map((row) => [row.teamId, row.played])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
  });

  it('takes other classification points when the competition sets them', () => {
    // Win 3, loss 0: A 1-1 (3 points), B 1-0 (3), C 0-1 (0). A and B level: B beat A.
    const results = [game('A', 70, 60, 'C'), game('B', 80, 70, 'A')];
    const rows = ladder(['A', 'B', 'C'], results, { method: 'fiba', points: { win: 3, loss: 0, forfeitLoss: 0 } }).rows;
    expect(rows.map((row) => [row.teamId, row.classificationPoints])).toEqual([
      ['B', 3],
      ['A', 3],
      ['C', 0],
    ]);
  });
});

describe('the ladder, by percentage', () => {
  it('ranks level teams by points for over points against, x 100', () => {
    // All 1-1. A 160/135 = 118.52; C 145/150 = 96.67; B 140/160 = 87.50.
    const results = [game('A', 90, 60, 'B'), game('B', 80, 70, 'C'), game('C', 75, 70, 'A')];
    const table = ladder(['A', 'B', 'C'], results, PERCENTAGE);
    expect(table.rows.map((row) => [row.teamId, ladderPercentText(row.percentage)])).toEqual([
      ['A', '118.52'],
      ['C', '96.67'],
      ['B', '87.50'],
    ]);
    expect(tieText(table.ties[0]!, table.rows, (team) => team)).toBe('A, C and B 1-1; percentage A 118.52, C 96.67, B 87.50');
  });

  it('ranks an equal percentage by points for, and never by the games between them', () => {
    // A 100-80 over C, B 125-100 over D: both 125.00; B scored more. (A and B never met.)
    // C and D lost: C 80/100 = 80.00, D 100/125 = 80.00; D scored more.
    const results = [game('A', 100, 80, 'C'), game('B', 125, 100, 'D')];
    expect(places(['A', 'B', 'C', 'D'], results, PERCENTAGE)).toEqual(['1 B', '2 A', '3 D', '4 C']);
    expect(words(['A', 'B', 'C', 'D'], results, PERCENTAGE)).toEqual([
      'B and A 1-0; points for B 125, A 100',
      'D and C 0-1; points for D 100, C 80',
    ]);
  });

  it('puts a team that has conceded nothing first among the level, and prints its percentage as a dash', () => {
    // A won by forfeit (20-0): no point against, an unbounded percentage. B beat C 80-79.
    const results = [game('A', 20, 0, 'D', 'D'), game('B', 80, 79, 'C')];
    const rows = ladder(['A', 'B', 'C', 'D'], results, PERCENTAGE).rows;
    expect(rows.map((row) => row.teamId).slice(0, 2)).toEqual(['A', 'B']);
    expect(ladderPercentText(rows[0]?.percentage ?? null)).toBe('–');
  });
});
