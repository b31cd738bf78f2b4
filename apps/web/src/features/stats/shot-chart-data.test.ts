import { buildGameReport, type EventBody, type GameEvent, type GameSetup } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_SHOTS,
  filterShots,
  formatPct,
  playerName,
  shooterOptions,
  shotChartCaption,
  validPlayer,
  zoneTotals,
} from './shot-chart-data';

const setup: GameSetup = {
  home: {
    name: 'Tigers',
    color: '#ea580c',
    players: [
      { id: 'h1', number: '4', name: 'Ava' },
      { id: 'h2', number: '5', name: 'Bo' },
      { id: 'h3', number: '6', name: 'Cy' },
    ],
  },
  away: {
    name: 'Hawks',
    color: '#1d4ed8',
    players: [
      { id: 'a1', number: '11', name: 'Kai' },
      { id: 'a2', number: '12', name: 'Lu' },
    ],
  },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

const shot = (team: 'home' | 'away', playerId: string, made: boolean, points: 2 | 3, x?: number, y?: number): EventBody => ({
  type: 'shot',
  team,
  playerId,
  made,
  points,
  ...(x === undefined ? {} : { x, y }),
});
const events: GameEvent[] = (
  [
    [1, shot('home', 'h1', true, 2, 0, 6)],
    [1, shot('away', 'a1', false, 3, 22, 3)],
    [2, shot('home', 'h2', true, 3, 0, 30)],
    [2, shot('home', 'h1', false, 2)], // no location: not on the chart
    [5, shot('away', 'a1', true, 2, 10, 12)],
    [5, { type: 'free_throw', team: 'home', playerId: 'h3', made: true }],
  ] as const
).map(([period, body], index) => ({ ...body, id: `e${String(index + 1)}`, seq: index + 1, period }));
const report = buildGameReport(setup, events);

describe('the shot chart filters', () => {
  it('shows every located shot with no filter, and only the shots of the chosen team, player and period', () => {
    expect(filterShots(report.shots, ALL_SHOTS).map((s) => s.playId)).toEqual(['e1', 'e2', 'e3', 'e5']);
    expect(filterShots(report.shots, { ...ALL_SHOTS, team: 'home' }).map((s) => s.playId)).toEqual(['e1', 'e3']);
    expect(filterShots(report.shots, { ...ALL_SHOTS, playerId: 'a1' }).map((s) => s.playId)).toEqual(['e2', 'e5']);
    expect(filterShots(report.shots, { ...ALL_SHOTS, period: 5 }).map((s) => s.playId)).toEqual(['e5']);
    expect(filterShots(report.shots, { team: 'home', playerId: null, period: 5 })).toEqual([]);
  });

  it('shows only the made or the missed shots, and only one zone, when asked (a playlist of that selection)', () => {
    expect(filterShots(report.shots, { ...ALL_SHOTS, result: 'made' }).map((s) => s.playId)).toEqual(['e1', 'e3', 'e5']);
    expect(filterShots(report.shots, { ...ALL_SHOTS, result: 'missed' }).map((s) => s.playId)).toEqual(['e2']);
    const zone = report.shots.find((s) => s.playId === 'e3')?.zone ?? null;
    expect(filterShots(report.shots, { ...ALL_SHOTS, zone }).map((s) => s.playId)).toEqual(['e3']);
    expect(filterShots(report.shots, { ...ALL_SHOTS, team: 'away', zone })).toEqual([]);
  });

  it('offers the players of the chosen team(s) who have a located shot, home first, in roster order', () => {
    expect(shooterOptions(report.setup, report.shots, 'both')).toEqual([
      { id: 'h1', team: 'home', label: '#4 Ava' },
      { id: 'h2', team: 'home', label: '#5 Bo' },
      { id: 'a1', team: 'away', label: '#11 Kai' },
    ]);
    expect(shooterOptions(report.setup, report.shots, 'away').map((p) => p.id)).toEqual(['a1']);
  });

  it('goes back to all players when the team changes away from the chosen player', () => {
    const away = shooterOptions(report.setup, report.shots, 'away');
    expect(validPlayer('h1', away)).toBeNull();
    expect(validPlayer('a1', away)).toBe('a1');
    expect(validPlayer(null, away)).toBeNull();
  });
});

describe('field goals by zone', () => {
  it('counts made and attempted shots and FG% in each zone and in all, as the domain does', () => {
    const { zones, total } = zoneTotals(report.shots);
    expect(zones.restricted_area).toEqual({ made: 1, attempts: 1, pct: 1 });
    expect(zones.corner_three).toEqual({ made: 0, attempts: 1, pct: 0 });
    expect(zones.paint).toEqual({ made: 0, attempts: 0, pct: null });
    expect(total).toEqual({ made: 3, attempts: 4, pct: 0.75 });
    expect(zoneTotals([]).total.pct).toBeNull();
  });

  it('names players by number and name, and by id when off the roster', () => {
    expect(playerName(report.setup, 'home', 'h1')).toBe('#4 Ava');
    expect(playerName(report.setup, 'away', 'zz')).toBe('zz');
  });
});

describe('field-goal percentages', () => {
  it('reads as a percentage with one decimal, or a dash without an attempt', () => {
    expect(formatPct(5 / 11)).toBe('45.5%');
    expect(formatPct(1)).toBe('100.0%');
    expect(formatPct(null)).toBe('–');
  });
});

describe('the printed shot chart', () => {
  const options = shooterOptions(report.setup, report.shots, 'both');
  const bo = options.find((option) => option.id === 'h2') ?? null;

  it('says what it shows, since the filters do not print', () => {
    expect(shotChartCaption(report.setup, ALL_SHOTS, null)).toBe('Shot chart: all shots');
    expect(shotChartCaption(report.setup, { team: 'away', playerId: null, period: 2 }, null)).toBe('Shot chart: Hawks, Q2 only');
    // A player chosen among both teams names their team; overtime reads OT1.
    expect(shotChartCaption(report.setup, { team: 'both', playerId: 'h2', period: 5 }, bo)).toBe(
      'Shot chart: Tigers, #5 Bo, OT1 only',
    );
    expect(shotChartCaption(report.setup, { ...ALL_SHOTS, team: 'home', result: 'missed', zone: 'restricted_area' }, null)).toBe(
      'Shot chart: Tigers, missed shots, Restricted area',
    );
  });
});
