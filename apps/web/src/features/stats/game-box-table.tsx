import type { GameReport, Side } from '@courtside/domain';
import { useMemo, useState } from 'react';
import { STICKY_COLUMN, SortableHeaders } from '../../components/ui/sortable-headers';
import { boxRows, nextSort, sortRows, visibleColumns, type BoxSort } from './box-table-sort';
import { TeamSwatch } from './team-swatch';
import { ScrollRegion } from './scroll-region';

/**
 * One team's box score: starters first (marked), sortable by any column, the name column kept in view while
 * the table scrolls sideways on a phone; then the team's totals with its team rebounds and turnovers.
 */
export function GameBoxTable({ report, side, color }: { report: GameReport; side: Side; color: string }) {
  const [sort, setSort] = useState<BoxSort | null>(null);
  const columns = useMemo(() => visibleColumns(report), [report]);
  const rows = useMemo(() => sortRows(boxRows(report, side), sort), [report, side, sort]);
  const team = report.setup[side];
  const totals = report.boxScore[side].totals;
  const sortBy = (key: string) => setSort(nextSort(sort, key));
  return (
    <ScrollRegion label={`${team.name} box score`} className="rounded-lg border border-slate-200 bg-white print:border-0">
      <table className="w-full border-collapse text-right text-sm tabular-nums print:text-xs">
        <caption className="px-3 py-2 text-left text-base font-bold text-slate-900">
          <TeamSwatch color={color} size="h-3 w-3" />
          {team.name}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <SortableHeaders columns={columns} sort={sort} onSort={sortBy} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line.playerId} className="border-t border-slate-100">
              <th
                scope="row"
                className={`${STICKY_COLUMN} bg-white px-2 py-1.5 text-left font-medium whitespace-nowrap text-slate-900`}
              >
                <span className="inline-block w-7 text-slate-500">{row.number ? `#${row.number}` : ''}</span> {row.name}
                {row.starter && (
                  <abbr title="Starter" className="ml-1 text-xs text-brand-700 no-underline">
                    <span aria-hidden="true">*</span>
                    <span className="sr-only">(starter)</span>
                  </abbr>
                )}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="px-2 py-1.5">
                  {column.text(row.line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-100 text-slate-600">
            <th scope="row" className={`${STICKY_COLUMN} bg-white px-2 py-1.5 text-left font-medium`}>
              Team
            </th>
            {columns.map((column) => (
              <td key={column.key} className="px-2 py-1.5">
                {column.key === 'reb' ? totals.teamReb : column.key === 'tov' ? totals.teamTov : ''}
              </td>
            ))}
          </tr>
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className={`${STICKY_COLUMN} bg-white px-2 py-1.5 text-left`}>
              Totals
            </th>
            {columns.map((column) => (
              <td key={column.key} className="px-2 py-1.5">
                {column.noTotal ? '' : column.text(totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <p className="px-3 py-2 text-xs text-slate-600">
        {rows.some((row) => row.starter) && '* Starter. '}
        Team: rebounds and turnovers credited to no player, counted in the totals.
      </p>
    </ScrollRegion>
  );
}
