import { useId } from 'react';
import { describeSeries, formatDay, layoutBars } from './analyst-format';

const WIDTH = 640;
const HEIGHT = 160;
/** Room for the scale on the left and the first and last days below. */
const LEFT = 32;
const BOTTOM = 22;
const TOP = 8;

/**
 * Games tagged per day as bars (plain SVG). Screen readers get the chart's summary as its description, and
 * anyone can open the same figures as a table.
 */
export function GamesBarChart({ series, title }: { series: { date: string; games: number }[]; title: string }) {
  const titleId = useId();
  const descId = useId();
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const { bars, max } = layoutBars(series, plotWidth, plotHeight);
  const summary = describeSeries(series);
  const first = series[0];
  const last = series[series.length - 1];

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full text-slate-500"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <g fontSize="11" fill="currentColor">
          <text x={LEFT - 6} y={TOP + 10} textAnchor="end">
            {max}
          </text>
          <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end">
            0
          </text>
          {first && (
            <text x={LEFT} y={HEIGHT - 4}>
              {formatDay(first.date)}
            </text>
          )}
          {last && last !== first && (
            <text x={WIDTH} y={HEIGHT - 4} textAnchor="end">
              {formatDay(last.date)}
            </text>
          )}
        </g>
        <line x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke="currentColor" strokeWidth="1" />
        <g transform={`translate(${String(LEFT)} ${String(TOP)})`}>
          {bars.map((bar) => (
            <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx="1" className="fill-brand-600">
              <title>{`${formatDay(bar.date)}: ${String(bar.games)}`}</title>
            </rect>
          ))}
        </g>
      </svg>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-900">Games per day as a table</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-6 font-semibold">
                Day (UTC)
              </th>
              <th scope="col" className="py-1 font-semibold">
                Games tagged
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.date}>
                <td className="py-0.5 pr-6">{formatDay(day.date)}</td>
                <td className="py-0.5 tabular-nums">{day.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
