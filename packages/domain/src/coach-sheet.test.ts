import { describe, expect, it } from 'vitest';
import { computeBoxScore, formatMinutes, type BoxScore, type PlayerLine } from './box-score.js';
import { computeGameFigures } from './game-figures.js';
import { buildGameReport, reportHeaderOf } from './game-report.js';
import type { EventBody, GameEvent, GameSetup, Side } from './play-by-play.js';

/**
 * A hand-made game for the coach's sheet (DESIGN.md §4): four 10-minute quarters and one 5-minute overtime,
 * the Tigers' #6 never on court. Every answer below is counted by hand from these plays.
 */
const SETUP: GameSetup = {
  home: {
    name: 'Tigers',
    coach: 'Ana Ruiz',
    players: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `t${String(n)}`, number: String(n), name: `Tiger ${String(n)}` })),
    starters: ['t1', 't2', 't3', 't4', 't5'],
  },
  away: {
    name: 'Hawks',
    players: [1, 2, 3, 4, 5].map((n) => ({ id: `h${String(n)}`, number: String(n), name: `Hawk ${String(n)}` })),
    starters: ['h1', 'h2', 'h3', 'h4', 'h5'],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
  fastBreaksTracked: true,
};

const PLAYS: [period: number, body: EventBody][] = [
  /* e1 */ [1, { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, assistId: 't2', x: 0, y: 5 }],
  /* e2 */ [1, { type: 'shot', team: 'away', playerId: 'h1', made: false, points: 3, blockId: 't3', x: 0, y: 24 }],
  /* e3 */ [1, { type: 'rebound', team: 'home', playerId: 't4', offensive: false }],
  // Hawks #2 fouls Tigers #4 shooting on the break: 1 of 2, a fast-break point.
  /* e4 */ [1, { type: 'foul', team: 'away', playerId: 'h2', kind: 'shooting', drawnById: 't4', fastBreak: true }],
  /* e5 */ [1, { type: 'free_throw', team: 'home', playerId: 't4', made: true }],
  /* e6 */ [1, { type: 'free_throw', team: 'home', playerId: 't4', made: false }],
  /* e7 */ [1, { type: 'rebound', team: 'away', playerId: 'h3', offensive: false }],
  // An offensive foul: a foul and a turnover of Hawks #3, drawn by Tigers #5.
  /* e8 */ [1, { type: 'foul', team: 'away', playerId: 'h3', kind: 'offensive', drawnById: 't5' }],
  /* e9 */ [1, { type: 'timeout', team: 'home' }],
  /* e10 */ [2, { type: 'shot', team: 'home', playerId: 't2', made: true, points: 3, x: 20, y: 10 }],
  /* e11 */ [2, { type: 'turnover', team: 'away' }],
  /* e12 */ [2, { type: 'foul', team: 'home', playerId: 't1', kind: 'personal', drawnById: 'h1' }],
  // A technical on the Tigers' coach: not a team foul.
  /* e13 */ [2, { type: 'foul', team: 'home', kind: 'technical', bench: 'coach' }],
  /* e14 */ [2, { type: 'free_throw', team: 'away', playerId: 'h2', made: true }],
  /* e15 */ [2, { type: 'shot', team: 'away', playerId: 'h1', made: true, points: 2, x: 0, y: 3 }],
  /* e16 */ [5, { type: 'shot', team: 'home', playerId: 't3', made: true, points: 2, x: 5, y: 8, fastBreak: true }],
  /* e17 */ [5, { type: 'shot', team: 'away', playerId: 'h4', made: false, points: 2, x: 0, y: 10 }],
  /* e18 */ [5, { type: 'rebound', team: 'home', offensive: false }],
  /* e19 */ [5, { type: 'timeout', team: 'away' }],
];
const EVENTS: GameEvent[] = PLAYS.map(([period, body], index) => ({
  id: `e${String(index + 1)}`,
  seq: index + 1,
  period,
  ...body,
}));

const line = (box: BoxScore, side: Side, playerId: string): PlayerLine => {
  const found = box[side].players.find((player) => player.playerId === playerId);
  if (!found) throw new Error(`no line for ${playerId}`);
  return found;
};
/** The sheet's figures of a line: 2P, FD, BLKA, EFF, starter, DNP. */
const sheet = ({ fg2m, fg2a, fd, blka, eff, starter, dnp }: PlayerLine) => ({ fg2m, fg2a, fd, blka, eff, starter, dnp });

describe("the coach's sheet on a hand-made game with an overtime (Tigers 8, Hawks 3)", () => {
  const box = computeBoxScore(SETUP, EVENTS);

  it.each([
    // EFF = PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV
    ['home', 't1', { fg2m: 1, fg2a: 1, fd: 0, blka: 0, eff: 2, starter: true, dnp: false }], // 2
    ['home', 't2', { fg2m: 0, fg2a: 0, fd: 0, blka: 0, eff: 4, starter: true, dnp: false }], // 3 + 1 AST
    ['home', 't3', { fg2m: 1, fg2a: 1, fd: 0, blka: 0, eff: 3, starter: true, dnp: false }], // 2 + 1 BLK
    ['home', 't4', { fg2m: 0, fg2a: 0, fd: 1, blka: 0, eff: 1, starter: true, dnp: false }], // 1 + 1 REB - 1 FT missed
    ['home', 't5', { fg2m: 0, fg2a: 0, fd: 1, blka: 0, eff: 0, starter: true, dnp: false }], // drew the offensive foul
    ['home', 't6', { fg2m: 0, fg2a: 0, fd: 0, blka: 0, eff: 0, starter: false, dnp: true }], // never came on
    ['away', 'h1', { fg2m: 1, fg2a: 1, fd: 1, blka: 1, eff: 1, starter: true, dnp: false }], // 2 - 1 FG missed
    ['away', 'h2', { fg2m: 0, fg2a: 0, fd: 0, blka: 0, eff: 1, starter: true, dnp: false }], // 1 technical FT
    ['away', 'h3', { fg2m: 0, fg2a: 0, fd: 0, blka: 0, eff: 0, starter: true, dnp: false }], // 1 REB - 1 TOV
    ['away', 'h4', { fg2m: 0, fg2a: 1, fd: 0, blka: 0, eff: -1, starter: true, dnp: false }], // 1 FG missed
  ] as const)('%s %s: 2P, FD, BLKA, EFF, starter and DNP', (side, playerId, expected) => {
    expect(sheet(line(box, side, playerId))).toEqual(expected);
  });

  it("totals the team's sheet: its minutes for 4 x 10 min and a 5-minute overtime, team rebounds inside REB and EFF", () => {
    expect(box.home.totals).toMatchObject({ pts: 8, fgm: 3, fga: 3, fg2m: 2, fg2a: 2, ftm: 1, fta: 2, reb: 2, teamReb: 1 });
    // 8 PTS + 2 REB + 1 AST + 1 BLK - 1 FT missed
    expect(box.home.totals).toMatchObject({ fd: 2, blka: 0, eff: 11, technicals: 1, seconds: 13_500 });
    expect(formatMinutes(box.home.totals.seconds ?? 0)).toBe('225:00');
    // 3 PTS + 1 REB - 2 FG missed - 2 TOV (the offensive foul and the team turnover)
    expect(box.away.totals).toMatchObject({ pts: 3, fga: 3, fg2m: 1, fg2a: 2, tov: 2, teamTov: 1, fd: 1, blka: 1, eff: 0 });
  });

  it('counts team fouls and timeouts per period played, overtime its own, a bench technical not a team foul', () => {
    expect(box.home.fouls).toEqual([0, 1, 0, 0, 0]);
    expect(box.away.fouls).toEqual([2, 0, 0, 0, 0]);
    expect(box.home.timeouts).toEqual([1, 0, 0, 0, 0]);
    expect(box.away.timeouts).toEqual([0, 0, 0, 0, 1]);
    expect(box.home.periodPoints).toEqual([3, 3, 0, 0, 2]);
  });

  it('never calls a player who did something DNP, even if no substitution brought them on', () => {
    const offCourt = computeBoxScore(SETUP, [
      ...EVENTS,
      { id: 'e20', seq: 20, period: 5, type: 'foul', team: 'home', playerId: 't6', kind: 'personal', drawnById: 'h5' },
    ]);
    expect(sheet(line(offCourt, 'home', 't6'))).toMatchObject({ starter: false, dnp: false });
  });

  it('says nothing of DNP or starters when the starters are unknown', () => {
    const unknown = computeBoxScore({ ...SETUP, home: { ...SETUP.home, starters: [] } }, EVENTS);
    expect(sheet(line(unknown, 'home', 't6'))).toMatchObject({ starter: false, dnp: false });
    expect(sheet(line(unknown, 'away', 'h1'))).toMatchObject({ starter: false, dnp: false });
  });
});

describe('fast-break and paint points, or "not recorded"', () => {
  const figures = (setup: GameSetup, events: GameEvent[]) => computeGameFigures(setup, events, computeBoxScore(setup, events));

  it("counts a fast-break shooting foul's made free throw and a flagged shot; paint points of located made shots", () => {
    const { home, away } = figures(SETUP, EVENTS);
    expect(home.fastBreakPoints).toEqual({ points: 3, plays: ['e5', 'e16'] });
    expect(away.fastBreakPoints).toEqual({ points: 0, plays: [] });
    expect(home.paintPoints).toEqual({ points: 4, plays: ['e1', 'e16'] });
    expect(away.paintPoints).toEqual({ points: 2, plays: ['e15'] });
  });

  it('reads fast-break points as not recorded (null) when the analyst did not track fast breaks', () => {
    expect(figures({ ...SETUP, fastBreaksTracked: false }, EVENTS).home.fastBreakPoints).toBeNull();
    // A game set up before the flag: tracked when a play carries one, not recorded when none does.
    const { fastBreaksTracked: _tracked, ...older } = SETUP;
    expect(figures(older, EVENTS).home.fastBreakPoints?.points).toBe(3);
    const unflagged = EVENTS.map((event) =>
      event.type === 'shot' || event.type === 'foul' ? { ...event, fastBreak: undefined } : event,
    ) as GameEvent[];
    expect(figures(older, unflagged).home.fastBreakPoints).toBeNull();
    expect(figures(older, unflagged).away.fastBreakPoints).toBeNull();
  });

  it('reads paint points as not recorded (null) for both teams when one made field goal has no location', () => {
    const unlocated = EVENTS.map((event) =>
      event.id === 'e10' ? { ...event, x: undefined, y: undefined } : event,
    ) as GameEvent[];
    expect(figures(SETUP, unlocated).home.paintPoints).toBeNull();
    expect(figures(SETUP, unlocated).away.paintPoints).toBeNull();
    // A missed shot without a location changes nothing.
    const missedUnlocated = EVENTS.map((event) =>
      event.id === 'e17' ? { ...event, x: undefined, y: undefined } : event,
    ) as GameEvent[];
    expect(figures(SETUP, missedUnlocated).away.paintPoints).toEqual({ points: 2, plays: ['e15'] });
  });
});

describe("the report's header and plays", () => {
  it("takes the analyst's details over the customer's upload details, and keeps what only the upload knows", () => {
    const upload = { competition: 'U16 Metro League', venue: 'Old Hall', playedOn: '2026-10-03' };
    expect(
      reportHeaderOf(
        {
          details: { venue: 'Melbourne Sports Centre', startTime: '19:30', attendance: 412, officials: ['Jo Ng', ' ', 'Li Ma'] },
        },
        upload,
      ),
    ).toEqual({
      competition: 'U16 Metro League',
      date: '2026-10-03',
      startTime: '19:30',
      venue: 'Melbourne Sports Centre',
      attendance: 412,
      officials: ['Jo Ng', 'Li Ma'],
    });
    expect(reportHeaderOf({}, null)).toEqual({
      competition: null,
      date: null,
      startTime: null,
      venue: null,
      attendance: null,
      officials: [],
    });
  });

  it('carries each play as tagged, the coach, and whether fast breaks were tracked', () => {
    const report = buildGameReport(SETUP, EVENTS, null);
    expect(report.engineVersion).toBeGreaterThanOrEqual(3);
    expect(report.plays.find((play) => play.id === 'e4')?.body).toEqual({
      type: 'foul',
      team: 'away',
      playerId: 'h2',
      kind: 'shooting',
      drawnById: 't4',
      fastBreak: true,
    });
    expect(report.setup.home.coach).toBe('Ana Ruiz');
    expect(report.setup.away.coach).toBeUndefined();
    expect(report.setup.fastBreaksTracked).toBe(true);
  });
});
