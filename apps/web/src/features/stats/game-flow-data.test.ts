import { buildGameReport, type EventBody, type GameEvent, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  biggestRunOf,
  flowSummary,
  gameFlow,
  lastPeriod,
  marginScale,
  marginText,
  periodLabel,
  periodOptions,
  periodStart,
  scaleLinear,
  stepPath,
} from './game-flow-data';

const setup: GameSetup = {
  home: { name: 'Tigers', players: [{ id: 'h1', number: '4', name: 'Ava' }] },
  away: { name: 'Hawks', players: [{ id: 'a1', number: '11', name: 'Kai' }] },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

const two = (team: 'home' | 'away'): EventBody => ({
  type: 'shot',
  team,
  playerId: team === 'home' ? 'h1' : 'a1',
  made: true,
  points: 2,
});
const three = (team: 'home' | 'away'): EventBody => ({ ...two(team), points: 3 }) as EventBody;
const miss: EventBody = { type: 'shot', team: 'away', playerId: 'a1', made: false, points: 2 };
const freeThrow: EventBody = { type: 'free_throw', team: 'home', playerId: 'h1', made: true };

/** [period, clock, body]: Tigers 2-0, 2-3, then a Tigers 6-0 run (Q2 and Q4), then Hawks in overtime: 8-5. */
const PLAYS: [number, number, EventBody][] = [
  [1, 600, { type: 'period_start' }],
  [1, 550, two('home')],
  [1, 500, three('away')],
  [1, 0, { type: 'period_end' }],
  [2, 590, two('home')],
  [2, 580, freeThrow],
  [3, 300, miss],
  [4, 100, three('home')],
  [5, 200, two('away')],
];
const eventsOf = (plays: [number, number, EventBody][], withClock: boolean): GameEvent[] =>
  plays.map(([period, clock, body], index) => ({
    ...body,
    id: `e${String(index + 1)}`,
    seq: index + 1,
    period,
    ...(withClock ? { clock } : {}),
  }));

const timed = buildGameReport(setup, eventsOf(PLAYS, true));
const untimed = buildGameReport(setup, eventsOf(PLAYS, false));

describe('period labels', () => {
  it('names quarters Q1-Q4 with four periods, halves H1-H2 with two, and overtimes OT1, OT2', () => {
    expect([1, 4, 5, 6].map((period) => periodLabel(4, period))).toEqual(['Q1', 'Q4', 'OT1', 'OT2']);
    expect([1, 2, 3].map((period) => periodLabel(2, period))).toEqual(['H1', 'H2', 'OT1']);
    expect(periodLabel(3, 3)).toBe('P3');
  });

  it('offers every period played, overtime included, in the period filters', () => {
    expect(lastPeriod(timed)).toBe(5);
    expect(periodOptions(timed).map((option) => option.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT1']);
    expect(periodOptions({ ...timed, plays: [], shots: [] })).toHaveLength(4);
  });
});

describe('the game flow on game time (clock known)', () => {
  const flow = gameFlow(timed);

  it('places each scoring play at the game seconds gone, from its period and clock', () => {
    expect(flow.axis).toBe('time');
    expect(flow.points.map(({ x, margin }) => [x, margin])).toEqual([
      [0, 0],
      [50, 2],
      [100, -1],
      [610, 1],
      [620, 2],
      [2300, 5],
      [2500, 3],
    ]);
    expect(flow.points[1]?.play?.id).toBe('e2');
  });

  it('marks the periods at their start times, the overtime shorter, and ends the axis with the last period', () => {
    expect(periodStart(timed.setup, 5)).toBe(2400);
    expect(flow.periods.map(({ label, start, end }) => [label, start, end])).toEqual([
      ['Q1', 0, 600],
      ['Q2', 600, 1200],
      ['Q3', 1200, 1800],
      ['Q4', 1800, 2400],
      ['OT1', 2400, 2700],
    ]);
    expect(flow.end).toBe(2700);
  });

  it('bands the biggest run from the score it started from to its last basket, with its caption', () => {
    expect(flow.run).toEqual({ team: 'home', points: 6, start: 100, end: 2300, caption: 'Biggest run: Tigers 6-0' });
  });
});

describe('the game flow without a clock', () => {
  const flow = gameFlow(untimed);

  it('places the scoring plays one after another, in order', () => {
    expect(untimed.clockKnown).toBe(false);
    expect(flow.axis).toBe('order');
    expect(flow.points.map(({ x, margin }) => [x, margin])).toEqual([
      [0, 0],
      [1, 2],
      [2, -1],
      [3, 1],
      [4, 2],
      [5, 5],
      [6, 3],
    ]);
    expect(flow.end).toBe(6.5);
  });

  it('puts each period boundary between the last basket of one period and the first of the next', () => {
    expect(flow.periods.map(({ label, start, end }) => [label, start, end])).toEqual([
      ['Q1', 0, 2.5],
      ['Q2', 2.5, 4.5],
      ['Q3', 4.5, 4.5], // no points in Q3: no width
      ['Q4', 4.5, 5.5],
      ['OT1', 5.5, 6.5],
    ]);
    expect(flow.run).toMatchObject({ start: 2, end: 5 });
  });
});

describe('the biggest run of the game', () => {
  it('is the larger of the two teams’ runs, or the first of two equal runs', () => {
    expect(biggestRunOf(timed)?.team).toBe('home');
    const tie = buildGameReport(
      setup,
      eventsOf(
        [
          [1, 500, two('away')],
          [1, 400, two('home')],
        ],
        true,
      ),
    );
    expect(biggestRunOf(tie)).toEqual({ team: 'away', points: 2, plays: ['e1'] });
    const none = buildGameReport(setup, eventsOf([[1, 500, miss]], true));
    expect(biggestRunOf(none)).toBeNull();
    expect(gameFlow(none).run).toBeNull();
  });
});

describe('drawing the margin', () => {
  it('maps values linearly onto the drawing, the top of the axis being the home lead', () => {
    const y = scaleLinear([10, -10], [0, 300]);
    expect([y(10), y(0), y(-10), y(5)]).toEqual([0, 150, 300, 75]);
    expect(scaleLinear([0, 0], [0, 1000])(3)).toBe(0);
  });

  it('leaves room above the largest lead and ticks at round numbers', () => {
    const at = (margins: number[]) => margins.map((margin, x) => ({ x, margin, play: null }));
    expect(marginScale(at([0, 2, -3]))).toEqual({ limit: 4, ticks: [-4, -2, 0, 2, 4] });
    expect(marginScale(at([0, 12, -3])).limit).toBe(15);
    expect(marginScale(at([0, -15])).limit).toBe(20);
    expect(marginScale(at([0, 31])).ticks).toEqual([-40, -30, -20, -10, 0, 10, 20, 30, 40]);
    expect(marginScale(at([0])).limit).toBe(2);
  });

  it('draws a step line (the score holds until the next basket) carried to the end of the game', () => {
    const points = [
      { x: 0, margin: 0, play: null },
      { x: 2, margin: 2, play: null },
      { x: 3, margin: -1, play: null },
    ];
    expect(
      stepPath(
        points,
        (x) => x * 10,
        (margin) => 50 - margin * 10,
        5,
      ),
    ).toBe('M0 50 H20 V30 H30 V60 H50');
    expect(
      stepPath(
        [],
        (x) => x,
        (y) => y,
        1,
      ),
    ).toBe('');
  });
});

describe('the words beside the chart', () => {
  it('says who won, by how much each team led and the biggest run', () => {
    expect(flowSummary(timed, gameFlow(timed))).toBe(
      'Tigers won 8-5. Tigers led by as many as 5. Hawks led by as many as 1. Biggest run: Tigers 6-0.',
    );
    const hawks = buildGameReport(setup, eventsOf([[1, 500, two('away')]], true));
    expect(flowSummary(hawks, gameFlow(hawks))).toBe(
      'Hawks won 2-0. Tigers never led. Hawks led by as many as 2. Biggest run: Hawks 2-0.',
    );
    const none = buildGameReport(setup, eventsOf([[1, 500, miss]], true));
    expect(flowSummary(none, gameFlow(none))).toBe('No points were scored.');
  });

  it('tells the margin as the team ahead', () => {
    expect(marginText(timed.setup, 3)).toBe('Tigers +3');
    expect(marginText(timed.setup, -2)).toBe('Hawks +2');
    expect(marginText(timed.setup, 0)).toBe('Tied');
  });
});
