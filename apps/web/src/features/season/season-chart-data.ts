import { opponentText, playedOnText, resultSummary } from './season-format';
import type { SeasonResult } from './season-api';

/** The points axis: from 0 to a round limit above the highest score, with four or five ticks. */
export function pointsScale(highest: number): { limit: number; ticks: number[] } {
  const step = [5, 10, 20, 25, 50].find((candidate) => highest / candidate < 5) ?? 100;
  const limit = Math.max(step, Math.ceil(highest / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= limit; tick += step) ticks.push(tick);
  return { limit, ticks };
}

/** A game's pair of bars: the team's points and the opponent's, side by side about the game's centre. */
export interface PointsBar {
  result: SeasonResult;
  /** The middle of the game's slot, in the drawing's units. */
  center: number;
  barWidth: number;
  team: { x: number; y: number; height: number };
  opponent: { x: number; y: number; height: number };
  /** What the bars say, for a tooltip. */
  label: string;
}

export interface PointsChart {
  limit: number;
  ticks: number[];
  bars: PointsBar[];
  /** Where a points value sits up the drawing. */
  y: (points: number) => number;
}

/** Bars no wider than this, so two or three games do not turn into blocks. */
const MAX_BAR = 60;

/**
 * Points for and against per game, in the order given (the season's: oldest first), as grouped bars in a
 * `width` x `height` drawing: each game gets an equal slot, its two bars take 70% of it.
 */
export function pointsChart(results: readonly SeasonResult[], width: number, height: number): PointsChart {
  const highest = Math.max(0, ...results.map((result) => Math.max(result.pointsFor, result.pointsAgainst)));
  const { limit, ticks } = pointsScale(highest);
  const y = (points: number) => height - (points / limit) * height;
  const slot = results.length > 0 ? width / results.length : width;
  const barWidth = Math.min(MAX_BAR, (slot * 0.7) / 2);
  const bars = results.map((result, index) => {
    const center = slot * (index + 0.5);
    const bar = (x: number, points: number) => ({ x, y: y(points), height: height - y(points) });
    return {
      result,
      center,
      barWidth,
      team: bar(center - barWidth, result.pointsFor),
      opponent: bar(center, result.pointsAgainst),
      label: resultSummary(result),
    };
  });
  return { limit, ticks, bars, y };
}

/**
 * The chart in words: the averages for and against and the best and worst margins, for the chart's description
 * (a screen reader hears this rather than the bars).
 */
export function pointsSummary(teamName: string, results: readonly SeasonResult[]): string {
  if (results.length === 0) return `${teamName} has no games yet.`;
  const average = (values: number[]) => (values.reduce((total, value) => total + value, 0) / values.length).toFixed(1);
  const scored = average(results.map((result) => result.pointsFor));
  const allowed = average(results.map((result) => result.pointsAgainst));
  const games = results.length === 1 ? '1 game' : `${String(results.length)} games`;
  const margin = (result: SeasonResult) => result.pointsFor - result.pointsAgainst;
  const best = results.reduce((top, result) => (margin(result) > margin(top) ? result : top));
  const worst = results.reduce((low, result) => (margin(result) < margin(low) ? result : low));
  const when = (result: SeasonResult) =>
    `${String(result.pointsFor)}-${String(result.pointsAgainst)} ${opponentText(result)}${
      result.playedOn === null ? '' : ` on ${playedOnText(result.playedOn)}`
    }`;
  const extremes = results.length === 1 ? '' : ` Best margin: ${when(best)}. Worst margin: ${when(worst)}.`;
  return `Over ${games}, ${teamName} scored ${scored} points a game and allowed ${allowed}.${extremes}`;
}
