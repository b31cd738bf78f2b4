import type { GameReport, ReportPlay, ScoringRun, Side } from '@courtside/domain';

type Setup = GameReport['setup'];

// Periods come from the domain's zod-free periods module; re-exported for the page's other parts.
import { periodLabel, periodLength, periodStart } from '@courtside/domain';

export { periodLabel, periodLength, periodStart };

/** The last period of the game: regulation at least, and any overtime a play or shot was in. */
export function lastPeriod(report: Pick<GameReport, 'setup' | 'plays' | 'shots'>): number {
  let last = report.setup.periods;
  for (const play of report.plays) last = Math.max(last, play.period);
  for (const shot of report.shots) last = Math.max(last, shot.period);
  return last;
}

/** Every period of the game with its label, for a period filter. */
export function periodOptions(report: Pick<GameReport, 'setup' | 'plays' | 'shots'>): { value: number; label: string }[] {
  return Array.from({ length: lastPeriod(report) }, (_, index) => ({
    value: index + 1,
    label: periodLabel(report.setup.periods, index + 1),
  }));
}

/** A point of the margin line: the tip-off (no play), then each scoring play. */
export interface FlowPoint {
  /** Game seconds gone, or the scoring play's place in order (1, 2, ...) without a clock. */
  x: number;
  /** Home score minus away score after the play. */
  margin: number;
  play: ReportPlay | null;
}

export interface PeriodSpan {
  period: number;
  label: string;
  start: number;
  end: number;
}

export interface RunBand {
  team: Side;
  points: number;
  /** From the score the run started from to its last basket, on the same axis as the points. */
  start: number;
  end: number;
  /** "Biggest run: Tigers 9-0". */
  caption: string;
}

export interface GameFlow {
  /** Game time when every play has the clock, otherwise the order of the scoring plays. */
  axis: 'time' | 'order';
  points: FlowPoint[];
  /** The right edge of the axis: the end of the last period, or just past the last scoring play. */
  end: number;
  periods: PeriodSpan[];
  run: RunBand | null;
}

/** The larger of the two teams' biggest runs; on a tie, the one that came first. */
export function biggestRunOf(report: Pick<GameReport, 'figures' | 'plays'>): ScoringRun | null {
  const home = report.figures.home.biggestRun;
  const away = report.figures.away.biggestRun;
  if (!home || !away) return home ?? away;
  if (home.points !== away.points) return home.points > away.points ? home : away;
  const order = new Map(report.plays.map((play, index) => [play.id, index]));
  const first = (run: ScoringRun) => order.get(run.plays[0] ?? '') ?? Infinity;
  return first(home) <= first(away) ? home : away;
}

/**
 * The score margin through the game, scoring play by scoring play, on game time (elapsed seconds from each
 * play's period and clock) when the clock is known, else on the order of the scoring plays; the periods on
 * the same axis; and the biggest run as a band.
 */
export function gameFlow(report: Pick<GameReport, 'setup' | 'plays' | 'shots' | 'figures' | 'clockKnown'>): GameFlow {
  const { setup } = report;
  const last = lastPeriod(report);
  const scoring = report.plays.filter((play) => play.points > 0);
  const axis = report.clockKnown ? 'time' : 'order';

  const points: FlowPoint[] = [{ x: 0, margin: 0, play: null }];
  for (const [index, play] of scoring.entries()) {
    const previous = points[points.length - 1]?.x ?? 0;
    const x =
      axis === 'order'
        ? index + 1
        : play.clock === null
          ? previous
          : periodStart(setup, play.period) + periodLength(setup, play.period) - play.clock;
    points.push({ x: Math.max(previous, x), margin: play.homeScore - play.awayScore, play });
  }

  // Without a clock a period runs from just before its first scoring play to just after its last.
  const end = axis === 'time' ? periodStart(setup, last + 1) : scoring.length + 0.5;
  const startOf = (period: number) => {
    if (period === 1) return 0;
    if (axis === 'time') return periodStart(setup, period);
    return scoring.filter((play) => play.period < period).length + 0.5;
  };
  const periods = Array.from({ length: last }, (_, index): PeriodSpan => {
    const period = index + 1;
    return {
      period,
      label: periodLabel(setup.periods, period),
      start: Math.min(startOf(period), end),
      end: period === last ? end : Math.min(startOf(period + 1), end),
    };
  });

  return { axis, points, end, periods, run: runBand(report, points) };
}

function runBand(report: Pick<GameReport, 'setup' | 'figures' | 'plays'>, points: readonly FlowPoint[]): RunBand | null {
  const run = biggestRunOf(report);
  if (!run) return null;
  const firstIndex = points.findIndex((point) => point.play?.id === run.plays[0]);
  const lastIndex = points.findIndex((point) => point.play?.id === run.plays[run.plays.length - 1]);
  const from = points[firstIndex - 1];
  const to = points[lastIndex];
  if (firstIndex < 1 || !from || !to) return null;
  return {
    team: run.team,
    points: run.points,
    start: from.x,
    end: to.x,
    caption: `Biggest run: ${report.setup[run.team].name} ${String(run.points)}-0`,
  };
}

/** "Tigers +3", "Hawks +2" or "Tied": a margin as the team ahead. */
export function marginText(setup: Pick<Setup, 'home' | 'away'>, margin: number): string {
  if (margin === 0) return 'Tied';
  return margin > 0 ? `${setup.home.name} +${String(margin)}` : `${setup.away.name} +${String(-margin)}`;
}

/** The margin axis: symmetric around zero with room above the largest lead, and round ticks. */
export function marginScale(points: readonly FlowPoint[]): { limit: number; ticks: number[] } {
  const largest = Math.max(0, ...points.map((point) => Math.abs(point.margin)));
  const step = largest <= 6 ? 2 : largest <= 15 ? 5 : largest <= 40 ? 10 : 20;
  const limit = (Math.floor(largest / step) + 1) * step;
  const ticks: number[] = [];
  for (let tick = -limit; tick <= limit; tick += step) ticks.push(tick);
  return { limit, ticks };
}

/** A linear map from a domain onto a range (a degenerate domain maps to the range's start). */
export function scaleLinear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  return (value: number) => (d1 === d0 ? r0 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
}

/**
 * The margin as a step line (the score holds until the next basket), carried on to the right edge: an SVG
 * path in the coordinates the two scales give.
 */
export function stepPath(points: readonly FlowPoint[], x: (value: number) => number, y: (margin: number) => number, end: number) {
  const [first, ...rest] = points;
  if (!first) return '';
  const r = (value: number) => Math.round(value * 100) / 100;
  let path = `M${String(r(x(first.x)))} ${String(r(y(first.margin)))}`;
  for (const point of rest) path += ` H${String(r(x(point.x)))} V${String(r(y(point.margin)))}`;
  return `${path} H${String(r(x(end)))}`;
}

/** The sentence a screen reader hears for the chart: the result, each team's largest lead, the biggest run. */
export function flowSummary(report: Pick<GameReport, 'setup'>, flow: Pick<GameFlow, 'points' | 'run'>): string {
  const { home, away } = report.setup;
  const final = flow.points[flow.points.length - 1];
  if (!final?.play) return 'No points were scored.';
  const score = `${String(final.play.homeScore)}-${String(final.play.awayScore)}`;
  const result =
    final.margin === 0
      ? `Tied ${score}.`
      : final.margin > 0
        ? `${home.name} won ${score}.`
        : `${away.name} won ${String(final.play.awayScore)}-${String(final.play.homeScore)}.`;
  const lead = (name: string, points: number) =>
    points > 0 ? `${name} led by as many as ${String(points)}.` : `${name} never led.`;
  const homeLead = Math.max(0, ...flow.points.map((point) => point.margin));
  const awayLead = Math.max(0, ...flow.points.map((point) => -point.margin));
  return [result, lead(home.name, homeLead), lead(away.name, awayLead), flow.run ? `${flow.run.caption}.` : '']
    .filter(Boolean)
    .join(' ');
}
