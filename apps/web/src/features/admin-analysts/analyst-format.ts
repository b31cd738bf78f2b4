import { formatShortDate } from '@courtside/domain';

/** A figure with at most one decimal, `—` when there is none: `1.8`, `2`, `—`. */
export function formatFigure(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return String(Math.round(value * 10) / 10);
}

/** A UTC day (yyyy-mm-dd) as `Jan 5, 2024`, read in UTC so it never shifts a day. */
export function formatDay(date: string): string {
  return formatShortDate(`${date}T00:00:00Z`, 'UTC');
}

export interface Bar {
  date: string;
  games: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChartLayout {
  bars: Bar[];
  /** The top of the scale: the busiest day, and at least 1 so an empty chart still has a scale. */
  max: number;
}

/**
 * Bars for games per day in a `width` x `height` box: one slot per day, a bar filling `1 - gap` of its slot,
 * its height in proportion to the busiest day.
 */
export function layoutBars(series: { date: string; games: number }[], width: number, height: number, gap = 0.2): BarChartLayout {
  const max = Math.max(1, ...series.map((day) => day.games));
  const slot = series.length ? width / series.length : 0;
  const bars = series.map((day, i) => {
    const barHeight = (day.games / max) * height;
    return {
      date: day.date,
      games: day.games,
      x: i * slot + (slot * gap) / 2,
      y: height - barHeight,
      width: slot * (1 - gap),
      height: barHeight,
    };
  });
  return { bars, max };
}

/** What the chart shows, in words: the total, the busiest day and the days without games. */
export function describeSeries(series: { date: string; games: number }[]): string {
  const total = series.reduce((sum, day) => sum + day.games, 0);
  const days = `${String(series.length)} day${series.length === 1 ? '' : 's'}`;
  if (total === 0) return `No games tagged in the last ${days}.`;
  const busiest = series.reduce((best, day) => (day.games > best.games ? day : best));
  const quiet = series.filter((day) => day.games === 0).length;
  return (
    `${String(total)} game${total === 1 ? '' : 's'} tagged in the last ${days}; the busiest day was ` +
    `${formatDay(busiest.date)} with ${String(busiest.games)}; ${String(quiet)} day${quiet === 1 ? '' : 's'} without any.`
  );
}
