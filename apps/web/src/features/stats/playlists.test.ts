import { buildGameReport, type EventBody, type GameEvent, type GameSetup, type ReportPlay } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import {
  COUNTED_STATS,
  boxPlaylistTitle,
  isCountedStat,
  isWatchable,
  itemAt,
  planPlaylist,
  playsBehind,
  playsBehindEach,
  positionText,
  unitPlays,
} from './playlists';

const roster = (prefix: string) =>
  ['Ann Lee', 'Bo Diaz', 'Cy Moss', 'Di Park', 'Ed Fox', 'Fay Wu'].map((name, index) => ({
    id: `${prefix}${String(index + 1)}`,
    number: String(index + 4),
    name,
  }));

const SETUP: GameSetup = {
  home: { name: 'Tigers', players: roster('t'), starters: ['t1', 't2', 't3', 't4', 't5'] },
  away: { name: 'Hawks', players: roster('h'), starters: ['h1', 'h2', 'h3', 'h4', 'h5'] },
  periods: 4,
  periodSeconds: 600,
  overtimeSeconds: 300,
};

/** Every way a play counts: assists, blocks, steals, an and-one, an offensive foul, team rebounds and turnovers, a technical. */
const BODIES: EventBody[] = [
  { type: 'period_start' },
  { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2, assistId: 't2' },
  { type: 'shot', team: 'away', playerId: 'h1', made: false, points: 3, blockId: 't3' },
  { type: 'rebound', team: 'away', playerId: 'h2', offensive: true },
  { type: 'turnover', team: 'away', playerId: 'h2', stealId: 't1' },
  { type: 'shot', team: 'home', playerId: 't1', made: true, points: 3 },
  { type: 'foul', team: 'away', playerId: 'h3', kind: 'shooting', drawnById: 't1' },
  { type: 'free_throw', team: 'home', playerId: 't1', made: true },
  { type: 'foul', team: 'home', playerId: 't1', kind: 'offensive', drawnById: 'h4' },
  { type: 'turnover', team: 'home' },
  { type: 'shot', team: 'away', playerId: 'h4', made: false, points: 2 },
  { type: 'rebound', team: 'home', offensive: false },
  { type: 'substitution', team: 'home', inId: 't6', outId: 't5' },
  { type: 'shot', team: 'home', playerId: 't6', made: false, points: 2 },
  { type: 'rebound', team: 'home', playerId: 't6', offensive: true },
  { type: 'turnover', team: 'home', playerId: 't1', kind: 'travel' },
  { type: 'foul', team: 'home', playerId: 't2', kind: 'technical' },
  { type: 'free_throw', team: 'away', playerId: 'h5', made: false },
  { type: 'substitution', team: 'home', inId: 't5', outId: 't6' },
  { type: 'shot', team: 'home', playerId: 't2', made: true, points: 2 },
  { type: 'period_end' },
];
const EVENTS: GameEvent[] = BODIES.map((body, index) => ({
  ...body,
  id: `p${String(index)}`,
  seq: index,
  period: 1,
  videoMs: 10_000 + index * 20_000,
}));
const report = buildGameReport(SETUP, EVENTS);

const ids = (plays: readonly ReportPlay[]) => plays.map((play) => play.id);

describe('the plays behind a box score figure', () => {
  it("are the same found for a whole box at once as one figure at a time: every player's, every counted stat", () => {
    for (const side of ['home', 'away'] as const) {
      const behind = playsBehindEach(report, side);
      for (const stat of Object.keys(COUNTED_STATS).filter(isCountedStat)) {
        for (const { playerId } of report.boxScore[side].players) {
          expect(ids(behind(playerId, stat)), `${side} ${playerId} ${stat}`).toEqual(
            ids(playsBehind(report, side, playerId, stat)),
          );
        }
      }
    }
  });

  it('are as many as the figure counts, for every player, every counted stat and both teams', () => {
    for (const side of ['home', 'away'] as const) {
      const box = report.boxScore[side];
      for (const stat of Object.keys(COUNTED_STATS).filter(isCountedStat)) {
        const count = (line: Record<string, unknown>) => {
          const key = { fg: 'fga', fg2: 'fg2a', fg3: 'fg3a', ft: 'fta' }[stat as string] ?? stat;
          return Number(line[key] ?? 0);
        };
        for (const line of box.players) {
          const plays = playsBehind(report, side, line.playerId, stat);
          const figure = stat === 'pts' ? plays.reduce((sum, play) => sum + play.points, 0) : plays.length;
          expect(figure, `${side} ${line.playerId} ${stat}`).toBe(count(line));
        }
        const team = playsBehind(report, side, null, stat);
        const figure = stat === 'pts' ? team.reduce((sum, play) => sum + play.points, 0) : team.length;
        expect(figure, `${side} team ${stat}`).toBe(count(box.totals));
      }
    }
  });

  it("a player's turnovers include an offensive foul; the team's include a team turnover", () => {
    expect(ids(playsBehind(report, 'home', 't1', 'tov'))).toEqual(['p8', 'p15']);
    expect(ids(playsBehind(report, 'home', null, 'tov'))).toEqual(['p8', 'p9', 'p15']);
  });

  it('a steal, a block, an assist and a foul drawn are the other player’s plays', () => {
    expect(ids(playsBehind(report, 'home', 't1', 'stl'))).toEqual(['p4']);
    expect(ids(playsBehind(report, 'home', 't3', 'blk'))).toEqual(['p2']);
    expect(ids(playsBehind(report, 'home', 't2', 'ast'))).toEqual(['p1']);
    expect(ids(playsBehind(report, 'home', 't1', 'fd'))).toEqual(['p6']);
    expect(ids(playsBehind(report, 'home', 't1', 'pts'))).toEqual(['p1', 'p5', 'p7']);
  });

  it('a technical foul is no personal foul', () => {
    expect(playsBehind(report, 'home', 't2', 'pf')).toEqual([]);
  });

  it('names the playlist by the player, or the team, and what it counts', () => {
    expect(boxPlaylistTitle(report.setup, 'home', 't1', 'tov')).toBe('#4 Ann Lee — turnovers');
    expect(boxPlaylistTitle(report.setup, 'away', null, 'reb')).toBe('Hawks — rebounds');
  });
});

describe('the plays of a five-man unit', () => {
  it('are the plays while exactly those five were on court, substitutions left out', () => {
    const starters = ids(unitPlays(report, 'home', ['t1', 't2', 't3', 't4', 't5']));
    expect(starters).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p19']);
    const bench = ids(unitPlays(report, 'home', ['t1', 't2', 't3', 't4', 't6']));
    expect(bench).toEqual(['p13', 'p14', 'p15', 'p16', 'p17']);
  });
});

const play = (id: string, seq: number, type: string, videoMs: number | null): ReportPlay => ({
  id,
  seq,
  period: 1,
  clock: null,
  videoMs,
  team: 'home',
  type,
  description: id,
  points: 0,
  homeScore: 0,
  awayScore: 0,
  playerIds: [],
});

describe('a playlist’s plan', () => {
  it('plays in footage order, leaves out plays without a footage position, and merges overlapping windows', () => {
    const plan = planPlaylist([
      play('late', 3, 'turnover', 60_000),
      play('none', 2, 'turnover', null),
      play('first', 1, 'turnover', 20_000),
      // A free throw 3 s after a shot: their windows overlap, so one window holds both.
      play('shot', 4, 'shot', 40_000),
      play('ft', 5, 'free_throw', 43_000),
    ]);
    expect(plan.items.map((item) => item.play.id)).toEqual(['first', 'shot', 'ft', 'late']);
    expect(plan.withoutFootage).toBe(1);
    expect(plan.windows).toEqual([
      { startMs: 15_000, endMs: 22_000, playIds: ['first'] },
      { startMs: 34_000, endMs: 45_000, playIds: ['shot', 'ft'] },
      { startMs: 55_000, endMs: 62_000, playIds: ['late'] },
    ]);
    // A window's first play starts at the window's start; the second of a merged window halfway from the first.
    expect(plan.items.map((item) => [item.window, item.fromMs])).toEqual([
      [0, 15_000],
      [1, 34_000],
      [1, 41_500],
      [2, 55_000],
    ]);
  });

  it('says which of the plays is showing as the footage runs: "2 of 4", then "3 of 4" past the halfway mark', () => {
    const plan = planPlaylist([
      play('first', 1, 'turnover', 20_000),
      play('shot', 4, 'shot', 40_000),
      play('ft', 5, 'free_throw', 43_000),
      play('late', 3, 'turnover', 60_000),
    ]);
    const at = (window: number, ms: number) => positionText(itemAt(plan, window, ms), plan.items.length);
    expect(at(0, 15_000)).toBe('1 of 4');
    expect(at(1, 34_000)).toBe('2 of 4');
    expect(at(1, 41_000)).toBe('2 of 4');
    expect(at(1, 41_500)).toBe('3 of 4');
    expect(at(1, 44_900)).toBe('3 of 4');
    expect(at(2, 55_000)).toBe('4 of 4');
  });

  it('names the play a seek went to by the frame shown there, which may start a few milliseconds before it', () => {
    const plan = planPlaylist([play('shot', 4, 'shot', 40_000), play('ft', 5, 'free_throw', 43_000)]);
    const second = plan.items[1]?.fromMs ?? 0;
    // A 25-fps frame covering the second play's start, shown from 20 ms before it.
    expect(itemAt(plan, 0, second - 20, 40)).toBe(1);
    expect(itemAt(plan, 0, second - 40, 40)).toBe(0);
    expect(itemAt(plan, 0, second - 20)).toBe(0);
  });

  it("leaves period marks and lineups out of a filter's playlist, and plays without a footage position", () => {
    expect(report.plays.filter(isWatchable).map((candidate) => candidate.type)).not.toContain('period_start');
    expect(report.plays.filter(isWatchable)).toHaveLength(report.plays.length - 2);
    expect(isWatchable(play('x', 1, 'turnover', null))).toBe(false);
  });

  it('plays a play named twice once', () => {
    const twice = play('a', 1, 'shot', 10_000);
    expect(planPlaylist([twice, twice]).items).toHaveLength(1);
  });
});
