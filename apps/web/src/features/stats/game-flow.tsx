import { formatClock, type GameReport } from '@courtside/domain';
import { useId, useMemo } from 'react';
import { flowSummary, gameFlow, marginScale, marginText, periodLabel, scaleLinear, stepPath } from './game-flow-data';
import { teamColors } from './shot-chart-data';
import { DataTableToggle } from './shot-chart';

/** The drawing's own units: it stretches to its box (preserveAspectRatio none), lines keep their width. */
const WIDTH = 1000;
const HEIGHT = 300;
/** Periods narrower than this share of the axis go unlabelled rather than overprint their neighbours. */
const LABEL_MIN_SHARE = 0.04;
const cell = 'px-2 py-1.5';

/**
 * The score margin (home minus away) through the game as a step line, shaded in the home colour above zero
 * and the away colour below; on game time when every play has the clock, else on the order of the scoring
 * plays; periods marked; the biggest run as a band; the scoring plays as a table on demand.
 */
export function GameFlow({ report }: { report: GameReport }) {
  const { setup } = report;
  const flow = useMemo(() => gameFlow(report), [report]);
  const colors = useMemo(() => teamColors(setup), [setup]);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const summaryId = `${ids}-summary`;

  if (flow.points.length < 2) return <p className="text-slate-600">No points were scored, so there is no game flow to draw.</p>;

  const { limit, ticks } = marginScale(flow.points);
  const x = scaleLinear([0, flow.end], [0, WIDTH]);
  const y = scaleLinear([limit, -limit], [0, HEIGHT]);
  const zero = y(0);
  const line = stepPath(flow.points, x, y, flow.end);
  const area = `${line} V${String(zero)} H${String(x(0))} Z`;
  const percent = (value: number) => `${String((value / flow.end) * 100)}%`;
  const top = (margin: number) => `${String(((limit - margin) / (2 * limit)) * 100)}%`;
  const runColor = flow.run ? colors[flow.run.team] : undefined;

  return (
    <div>
      <figure>
        <div className="flex gap-2">
          <div aria-hidden="true" className="relative h-56 w-6 shrink-0 text-right text-xs text-slate-600 tabular-nums sm:h-72">
            {ticks.map((tick) => (
              <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: top(tick) }}>
                {Math.abs(tick)}
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1">
            <div className="relative h-56 sm:h-72">
              <svg
                viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
                preserveAspectRatio="none"
                role="img"
                aria-label="Game flow"
                aria-describedby={summaryId}
                className="absolute inset-0 size-full overflow-visible"
              >
                <defs>
                  <clipPath id={`${ids}-above`}>
                    <rect x="0" y="0" width={WIDTH} height={zero} />
                  </clipPath>
                  <clipPath id={`${ids}-below`}>
                    <rect x="0" y={zero} width={WIDTH} height={HEIGHT - zero} />
                  </clipPath>
                </defs>
                {ticks.map((tick) => (
                  <line
                    key={tick}
                    x1="0"
                    x2={WIDTH}
                    y1={y(tick)}
                    y2={y(tick)}
                    stroke={tick === 0 ? '#475569' : '#e2e8f0'}
                    strokeWidth={tick === 0 ? 1.5 : 1}
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                {flow.run && (
                  <rect
                    x={x(flow.run.start)}
                    y="0"
                    width={Math.max(x(flow.run.end) - x(flow.run.start), 2)}
                    height={HEIGHT}
                    fill={runColor}
                    fillOpacity="0.14"
                  />
                )}
                {flow.periods.slice(1).map((period) => (
                  <line
                    key={period.period}
                    x1={x(period.start)}
                    x2={x(period.start)}
                    y1="0"
                    y2={HEIGHT}
                    stroke="#94a3b8"
                    strokeDasharray="4 4"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                <path d={area} fill={colors.home} fillOpacity="0.18" clipPath={`url(#${ids}-above)`} />
                <path d={area} fill={colors.away} fillOpacity="0.18" clipPath={`url(#${ids}-below)`} />
                <path
                  d={line}
                  fill="none"
                  stroke={colors.home}
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                  clipPath={`url(#${ids}-above)`}
                />
                <path
                  d={line}
                  fill="none"
                  stroke={colors.away}
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                  clipPath={`url(#${ids}-below)`}
                />
              </svg>
              <span
                aria-hidden="true"
                className="absolute top-1 left-1 rounded bg-white/85 px-1 text-xs font-semibold text-slate-700"
              >
                <span className="mr-1 inline-block size-2 rounded-full" style={{ background: colors.home }} />
                {setup.home.name} ahead
              </span>
              <span
                aria-hidden="true"
                className="absolute bottom-1 left-1 rounded bg-white/85 px-1 text-xs font-semibold text-slate-700"
              >
                <span className="mr-1 inline-block size-2 rounded-full" style={{ background: colors.away }} />
                {setup.away.name} ahead
              </span>
            </div>
            <div aria-hidden="true" className="relative h-5 text-xs text-slate-600">
              {flow.periods.map((period) =>
                (period.end - period.start) / flow.end < LABEL_MIN_SHARE ? null : (
                  <span
                    key={period.period}
                    className="absolute top-1 -translate-x-1/2"
                    style={{ left: percent((period.start + period.end) / 2) }}
                  >
                    {period.label}
                  </span>
                ),
              )}
            </div>
          </div>
        </div>
        <figcaption className="mt-2 space-y-1 text-sm text-slate-600">
          {flow.run && (
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-5 rounded-sm border"
                style={{ background: `${runColor ?? ''}24`, borderColor: runColor }}
              />
              {flow.run.caption}
            </p>
          )}
          <p id={summaryId}>{flowSummary(report, flow)}</p>
          <p>
            {flow.axis === 'time'
              ? 'Across: game time. Up and down: the lead.'
              : 'Across: the scoring plays in order (the game clock was not recorded). Up and down: the lead.'}
          </p>
        </figcaption>
      </figure>
      <DataTableToggle subject="game flow">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="mb-1 text-left font-semibold text-slate-900">Scoring plays</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className={`${cell} text-left`}>
                Period
              </th>
              <th scope="col" className={cell}>
                Clock
              </th>
              <th scope="col" className={cell}>
                Score ({setup.home.name}-{setup.away.name})
              </th>
              <th scope="col" className={cell}>
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {flow.points.map(({ play, margin }) =>
              play ? (
                <tr key={play.id} className="border-b border-slate-100">
                  <td className={`${cell} text-left`}>{periodLabel(setup.periods, play.period)}</td>
                  <td className={cell}>{play.clock === null ? '–' : formatClock(play.clock)}</td>
                  <td className={cell}>
                    {play.homeScore}-{play.awayScore}
                  </td>
                  <td className={cell}>{marginText(setup, margin)}</td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      </DataTableToggle>
    </div>
  );
}
