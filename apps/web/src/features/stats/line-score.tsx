import { SIDES, periodLabel, type GameReport } from '@courtside/domain';
import { TeamSwatch } from './team-swatch';
import { ScrollRegion } from './scroll-region';

/** Points by period for both teams, overtimes included, and the final. */
export function LineScore({ report, colors }: { report: GameReport; colors: Record<'home' | 'away', string> }) {
  // Every regulation period, played or not (a game without plays still reads Q1-Q4), then each overtime.
  const periods = Math.max(
    report.setup.periods,
    report.boxScore.home.periodPoints.length,
    report.boxScore.away.periodPoints.length,
  );
  const labels = Array.from({ length: periods }, (_, index) => periodLabel(report.setup.periods, index + 1));
  return (
    <ScrollRegion label="Score by period">
      <table className="min-w-full border-collapse text-right text-sm tabular-nums">
        <caption className="sr-only">Score by period</caption>
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="px-2 py-1 text-left font-semibold">
              Team
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-2 py-1 font-semibold">
                {label}
              </th>
            ))}
            <th scope="col" className="px-2 py-1 font-semibold">
              T
            </th>
          </tr>
        </thead>
        <tbody>
          {SIDES.map((side) => (
            <tr key={side} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-semibold whitespace-nowrap">
                <TeamSwatch color={colors[side]} />
                {report.setup[side].name}
              </th>
              {labels.map((label, index) => (
                <td key={label} className="px-2 py-1">
                  {report.boxScore[side].periodPoints[index] ?? 0}
                </td>
              ))}
              <td className="px-2 py-1 font-bold">{report.boxScore[side].totals.pts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
