import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { WINDOWS, analystsReportQuery, type WindowDays } from '../../features/admin-analysts/admin-analysts-api';
import { formatFigure } from '../../features/admin-analysts/analyst-format';
import { GamesBarChart } from '../../features/admin-analysts/games-bar-chart';
import { AssistPrecisionTable } from '../../features/analysis/assist-precision';
import { AdminSection } from '../../features/admin-shared/admin-section';
import { SelectField } from '../../features/admin-shared/labelled-field';
import { QueryStatus } from '../../features/admin-shared/query-results';

const ALL = 'all';

/** The analysts' work: games tagged per day, tagging time per minute of footage and corrections found in review. */
export default function AdminAnalystsPage() {
  const [days, setDays] = useState<WindowDays>(30);
  const [chartOf, setChartOf] = useState<string>(ALL);
  const report = useQuery(analystsReportQuery(days));
  const chartHeadingId = useId();
  const data = report.data;
  const charted = chartOf === ALL ? undefined : data?.analysts.find((analyst) => analyst.analystId === chartOf);
  const nameOf = (analyst: { name: string | null; email: string | null; analystId: string }) =>
    analyst.name ?? analyst.email ?? analyst.analystId;

  return (
    <AdminSection
      title="Analysts"
      intro={
        <>
          A game counts on the day (UTC) it was first submitted for review. Tagging time runs from the claim to that submission,
          per minute of footage. Corrections are plays reviewers added, changed or deleted.
        </>
      }
      controls={
        <SelectField label="Window" value={days} onChange={(event) => setDays(Number(event.target.value) as WindowDays)}>
          {WINDOWS.map((option) => (
            <option key={option} value={option}>
              Last {option} days
            </option>
          ))}
        </SelectField>
      }
    >
      <QueryStatus query={report} />
      {data && data.analysts.length === 0 && (
        <p className="text-slate-600">Nobody tagged a game in the last {data.window.days} days.</p>
      )}
      {data && data.analysts.length > 0 && (
        <>
          <div className="overflow-x-auto" aria-busy={report.isFetching}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Each analyst’s figures over the last {data.window.days} days</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Analyst
                  </th>
                  {[
                    ['Games tagged', ''],
                    ['Per day', ''],
                    ['Tagging min per footage min', 'Median of the games measured (mean in brackets)'],
                    ['Corrections in review', ''],
                    ['Corrections per game', ''],
                    ['Sent back', ''],
                  ].map(([label, title]) => (
                    <th key={label} scope="col" title={title || undefined} className="py-2 pr-3 text-right font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.analysts.map((analyst) => {
                  const time = analyst.taggingTime;
                  const leftOut = time.withoutDuration + time.withoutClaim;
                  return (
                    <tr key={analyst.analystId} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        <span className="block text-slate-900">{nameOf(analyst)}</span>
                        {analyst.email && <span className="block font-normal text-slate-600">{analyst.email}</span>}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{analyst.gamesTagged}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatFigure(analyst.perDay)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatFigure(time.median)}
                        {time.mean !== null && <span className="text-slate-600"> ({formatFigure(time.mean)})</span>}
                        {leftOut > 0 && (
                          <span className="block text-xs text-slate-600">
                            {leftOut} game{leftOut === 1 ? '' : 's'} not measured
                            {time.withoutDuration ? ` (${String(time.withoutDuration)} without a length)` : ''}
                          </span>
                        )}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{analyst.corrections}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatFigure(analyst.correctionsPerGame)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{analyst.sentBack}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <section aria-labelledby={chartHeadingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h3 id={chartHeadingId} className="font-semibold text-slate-900">
                Games tagged per day
              </h3>
              <SelectField label="Show" value={charted ? chartOf : ALL} onChange={(event) => setChartOf(event.target.value)}>
                <option value={ALL}>All analysts</option>
                {data.analysts.map((analyst) => (
                  <option key={analyst.analystId} value={analyst.analystId}>
                    {nameOf(analyst)}
                  </option>
                ))}
              </SelectField>
            </div>
            <GamesBarChart
              series={charted ? charted.series : data.totals.series}
              title={`Games tagged per day by ${charted ? nameOf(charted) : 'all analysts'}, last ${String(data.window.days)} days`}
            />
          </section>
        </>
      )}
      <AssistPrecisionTable />
    </AdminSection>
  );
}
