import { useId, useMemo } from 'react';
import { TeamSwatch } from '../stats/team-swatch';
import { pointsChart, pointsSummary } from './season-chart-data';
import type { SeasonResult } from './season-api';

/** The drawing's own units: it stretches to its box (preserveAspectRatio none), so text stays outside it. */
const WIDTH = 1000;
const HEIGHT = 240;
// slate-500: 4.8:1 on white, well above the 3:1 a graphic needs.
const OPPONENT = '#64748b';
/** Beyond this many games the W/L letters under the bars would crowd each other on a phone. */
const MAX_LETTERS = 20;

/**
 * Points scored and allowed in each game, oldest first, as pairs of bars; the chart is described in words for
 * a screen reader (the same scores are in the results table).
 */
export function PointsChart({ teamName, color, results }: { teamName: string; color: string; results: readonly SeasonResult[] }) {
  const chart = useMemo(() => pointsChart(results, WIDTH, HEIGHT), [results]);
  const summaryId = useId();
  const top = (points: number) => `${String((chart.y(points) / HEIGHT) * 100)}%`;
  const left = (x: number) => `${String((x / WIDTH) * 100)}%`;

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative h-48 w-7 shrink-0 text-right text-xs text-slate-600 tabular-nums sm:h-60">
          {chart.ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: top(tick) }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-48 sm:h-60">
            <svg
              viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={`Points per game: ${teamName} and opponents`}
              aria-describedby={summaryId}
              className="absolute inset-0 size-full overflow-visible"
            >
              {chart.ticks.map((tick) => (
                <line
                  key={tick}
                  x1="0"
                  x2={WIDTH}
                  y1={chart.y(tick)}
                  y2={chart.y(tick)}
                  stroke={tick === 0 ? '#475569' : '#e2e8f0'}
                  strokeWidth={tick === 0 ? 1.5 : 1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {chart.bars.map((bar) => (
                <g key={bar.result.gameId}>
                  <title>{bar.label}</title>
                  <rect x={bar.team.x} y={bar.team.y} width={bar.barWidth} height={bar.team.height} fill={color} />
                  <rect x={bar.opponent.x} y={bar.opponent.y} width={bar.barWidth} height={bar.opponent.height} fill={OPPONENT} />
                </g>
              ))}
            </svg>
          </div>
          {chart.bars.length <= MAX_LETTERS && (
            <div aria-hidden="true" className="relative h-5 text-xs font-semibold text-slate-700">
              {chart.bars.map((bar) => (
                <span key={bar.result.gameId} className="absolute top-1 -translate-x-1/2" style={{ left: left(bar.center) }}>
                  {bar.result.result}
                </span>
              ))}
            </div>
          )}
        </div>
      </div>
      <figcaption className="mt-3 space-y-1 text-sm text-slate-600">
        <p className="flex flex-wrap gap-x-4" aria-hidden="true">
          <span className="font-medium text-slate-900">
            <TeamSwatch color={color} />
            {teamName}
          </span>
          <span className="font-medium text-slate-900">
            <TeamSwatch color={OPPONENT} />
            Opponents
          </span>
        </p>
        <p id={summaryId}>{pointsSummary(teamName, results)}</p>
        <p>
          Across: the games in date order, oldest first{chart.bars.length <= MAX_LETTERS ? ', each marked W, L or T' : ''}. Up:
          points.
        </p>
      </figcaption>
    </figure>
  );
}
