import { SIDES, periodLabel, type GameReport } from '@courtside/domain';
import { TeamSwatch } from './team-swatch';
import { ScrollRegion } from './scroll-region';

// The team and its total stay in view while the periods scroll between them on a narrow screen (issue 37).
const TEAM = 'sticky left-0 z-10 bg-white print:static';
const TOTAL = 'sticky right-0 z-10 bg-white shadow-[-1px_0_0_#e2e8f0] print:static print:shadow-none';

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
      <table className="w-full border-collapse text-right text-sm tabular-nums sm:w-auto sm:min-w-[28rem]">
        <caption className="sr-only">Score by period</caption>
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className={`${TEAM} px-2 py-1 text-left font-semibold`}>
              Team
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-2 py-1 font-semibold">
                {label}
              </th>
            ))}
            <th scope="col" className={`${TOTAL} px-2 py-1 font-semibold`}>
              <abbr title="Total" className="no-underline">
                T
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {SIDES.map((side) => (
            <tr key={side} className="border-t border-slate-100">
              <th scope="row" className={`${TEAM} px-2 py-1 text-left font-semibold whitespace-nowrap`}>
                <TeamSwatch color={colors[side]} />
                {report.setup[side].name}
              </th>
              {labels.map((label, index) => (
                <td key={label} className="px-2 py-1">
                  {report.boxScore[side].periodPoints[index] ?? 0}
                </td>
              ))}
              <td className={`${TOTAL} px-2 py-1 font-bold`}>{report.boxScore[side].totals.pts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
