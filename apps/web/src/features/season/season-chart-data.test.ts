import { describe, expect, it } from 'vitest';
import { pointsChart, pointsScale, pointsSummary } from './season-chart-data';
import { seasonView } from './season-test-data';

const { season } = seasonView();

describe('the points-per-game chart', () => {
  it('runs the axis from 0 to a round number above the highest score, in four or five steps', () => {
    expect(pointsScale(20)).toEqual({ limit: 20, ticks: [0, 5, 10, 15, 20] });
    expect(pointsScale(87)).toEqual({ limit: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(pointsScale(100).ticks).toEqual([0, 25, 50, 75, 100]);
    // A season without a point still gets an axis.
    expect(pointsScale(0)).toEqual({ limit: 5, ticks: [0, 5] });
  });

  it('draws a pair of bars per game in date order: the team’s points left, the opponent’s right', () => {
    const chart = pointsChart(season.results, 300, 100);
    expect(chart.limit).toBe(20);
    expect(chart.bars.map((bar) => bar.result.gameId)).toEqual(['g1', 'g2', 'g3']);
    const [first, second] = chart.bars;
    // Three slots of 100; the pair takes 70 of its slot, centred.
    expect(first).toMatchObject({
      center: 50,
      barWidth: 35,
      team: { x: 15, y: 20, height: 80 },
      opponent: { x: 50, y: 50, height: 50 },
      label: 'Oct 1, 2026 vs Hawks: W 16-10',
    });
    expect(second?.opponent).toEqual({ x: 150, y: 0, height: 100 });
    expect(chart.y(0)).toBe(100);
  });

  it('keeps bars narrow when there are few games', () => {
    const [only] = pointsChart(season.results.slice(0, 1), 1000, 240).bars;
    expect(only?.barWidth).toBe(60);
    expect(only?.team.x).toBe(440);
  });

  it('describes the chart in words', () => {
    expect(pointsSummary('Tigers', season.results)).toBe(
      'Over 3 games, Tigers scored 14.7 points a game and allowed 13.3. Best margin: 16-10 vs Hawks on Oct 1, 2026. ' +
        'Worst margin: 18-20 at Eagles on Oct 8, 2026.',
    );
    expect(pointsSummary('Tigers', season.results.slice(0, 1))).toBe(
      'Over 1 game, Tigers scored 16.0 points a game and allowed 10.0.',
    );
    expect(pointsSummary('Tigers', [])).toBe('Tigers has no games yet.');
  });
});
