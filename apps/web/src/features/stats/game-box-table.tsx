import type { GameReport, Side } from '@courtside/domain';
import { useMemo, useState } from 'react';
import { STICKY_COLUMN, SortableHeaders } from '../../components/ui/sortable-headers';
import { NOT_RECORDED_CELL, boxRows, nextSort, sortRows, visibleColumns, type BoxColumn, type BoxSort } from './box-table-sort';
import { boxPlaylistTitle, isCountedStat, playsBehindEach } from './playlists';
import { ScrollRegion } from './scroll-region';
import { teamSheet, type PeriodCount } from './team-sheet';
import { TeamSwatch } from './team-swatch';
import { WatchableFigure, type WatchAll } from './watch-all';

// Tight enough that the whole sheet (23 columns) fits its column from 1280 px up (issue 37); compact on paper, so
// both boxes and the rest of the sheet fit a few A4 pages; "49-93" never wraps.
const CELL = 'px-1.5 py-1.5 whitespace-nowrap print:px-0.5 print:py-0.5';

/** A figure the report does not record (FD where no foul names who drew it): "n/r", read out in full. */
function NotRecorded() {
  return (
    <abbr title="not recorded" className="text-slate-500 no-underline">
      <span aria-hidden="true">{NOT_RECORDED_CELL}</span>
      <span className="sr-only">not recorded</span>
    </abbr>
  );
}

/**
 * One team's box score, the coach's sheet: starters first (marked), sortable by any column, the name column
 * kept in view while the table scrolls sideways on a phone; a player who never came on reads DNP; then the
 * team row (team rebounds and turnovers), the totals with the team's minutes, the head coach, and team fouls
 * and timeouts per period as far as the report carries them. With `onWatchAll` (the footage kept), each counted
 * figure of a player (PTS, FGM-FGA, TOV...) is a button that plays its plays back to back.
 */
export function GameBoxTable({
  report,
  side,
  color,
  onWatchAll,
}: {
  report: GameReport;
  side: Side;
  color: string;
  onWatchAll?: WatchAll | undefined;
}) {
  const [sort, setSort] = useState<BoxSort | null>(null);
  const columns = useMemo(() => visibleColumns(report), [report]);
  const rows = useMemo(() => sortRows(boxRows(report, side), sort), [report, side, sort]);
  const sheet = useMemo(() => teamSheet(report, side), [report, side]);
  const behind = useMemo(() => (onWatchAll ? playsBehindEach(report, side) : null), [report, side, onWatchAll]);
  const team = report.setup[side];
  const totals = report.boxScore[side].totals;
  const sortBy = (key: string) => setSort(nextSort(sort, key));
  const figure = (playerId: string, { key, notRecorded }: BoxColumn, text: string) =>
    notRecorded ? (
      <NotRecorded />
    ) : onWatchAll && behind && isCountedStat(key) && text !== '' && text !== '0' ? (
      <WatchableFigure
        onWatchAll={onWatchAll}
        playlist={{ title: boxPlaylistTitle(report.setup, side, playerId, key), plays: behind(playerId, key) }}
      >
        {text}
      </WatchableFigure>
    ) : (
      text
    );
  const teamCell = (key: string) => (key === 'reb' ? totals.teamReb : key === 'tov' ? totals.teamTov : '');
  const totalCell = (column: BoxColumn) =>
    column.notRecorded ? (
      <NotRecorded />
    ) : column.key === 'min' ? (
      (sheet.minutes ?? '')
    ) : column.noTotal ? (
      ''
    ) : (
      column.text(totals)
    );
  return (
    <div className="rounded-lg border border-slate-200 bg-white print:border-0">
      {/* On a phone the figures scroll both ways in the box, under the header row and beside the names, which stay. */}
      <ScrollRegion label={`${team.name} box score`} className="max-h-[80svh] overflow-y-auto lg:max-h-none print:max-h-none">
        <table className="w-full border-collapse text-right text-sm tabular-nums lg:text-[0.8125rem] print:text-[9px]">
          <caption className="px-3 py-2 text-left text-base font-bold text-slate-900 print:px-1 print:py-1 print:text-sm">
            <TeamSwatch color={color} size="h-3 w-3" />
            {team.name}
            {sheet.coach && <span className="ml-3 text-sm font-normal text-slate-600">Head coach: {sheet.coach}</span>}
          </caption>
          <thead className="sticky top-0 z-20 bg-slate-50 shadow-[0_1px_0_#e2e8f0] print:static print:shadow-none">
            <tr>
              <SortableHeaders columns={columns} sort={sort} onSort={sortBy} dense />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line.playerId} className="border-t border-slate-100">
                <th scope="row" className={`${STICKY_COLUMN} ${CELL} bg-white text-left font-medium text-slate-900`}>
                  <span className="inline-block w-7 text-slate-500 print:w-5">{row.number ? `#${row.number}` : ''}</span>{' '}
                  {row.name}
                  {row.starter && (
                    <abbr title="Starter" className="ml-1 text-xs text-brand-700 no-underline">
                      <span aria-hidden="true">*</span>
                      <span className="sr-only">(starter)</span>
                    </abbr>
                  )}
                </th>
                {row.dnp ? (
                  <td colSpan={columns.length} className={`${CELL} text-left text-slate-500`}>
                    <abbr title="Did not play" className="no-underline">
                      DNP
                    </abbr>
                  </td>
                ) : (
                  columns.map((column) => (
                    <td key={column.key} className={CELL}>
                      {figure(row.line.playerId, column, column.text(row.line))}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-100 text-slate-600">
              <th scope="row" className={`${STICKY_COLUMN} ${CELL} bg-white text-left font-medium`}>
                Team
              </th>
              {columns.map((column) => (
                <td key={column.key} className={CELL}>
                  {teamCell(column.key)}
                </td>
              ))}
            </tr>
            <tr className="border-t-2 border-slate-300 font-semibold">
              <th scope="row" className={`${STICKY_COLUMN} ${CELL} bg-white text-left`}>
                Totals
              </th>
              {columns.map((column) => (
                <td key={column.key} className={CELL}>
                  {totalCell(column)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <div className="space-y-1 px-3 py-2 text-xs text-slate-600 print:px-1 print:py-1 print:text-[9px]">
        {(sheet.fouls !== null || sheet.timeouts !== null) && <PeriodCounts fouls={sheet.fouls} timeouts={sheet.timeouts} />}
        <p>
          {rows.some((row) => row.starter) && '* Starter. '}
          {rows.some((row) => row.dnp) && 'DNP: did not play. '}
          {columns.some((column) => column.notRecorded) && 'FD n/r: fouls drawn not recorded (no foul names who drew it). '}
          Team: rebounds and turnovers credited to no player, counted in the totals.
        </p>
      </div>
    </div>
  );
}

/** "Team fouls Q1 2 · Q2 4 ..." and "Timeouts Q1 1 ...": the bonus and the timeouts left, at a glance. */
function PeriodCounts({ fouls, timeouts }: { fouls: PeriodCount[] | null; timeouts: PeriodCount[] | null }) {
  const line = (label: string, counts: PeriodCount[]) => (
    <p>
      <span className="font-semibold text-slate-700">{label}:</span>{' '}
      {counts.map(({ period, count }, index) => (
        <span key={period} className="whitespace-nowrap">
          {index > 0 && ' · '}
          {period} {count}
        </span>
      ))}
      {counts.length === 0 && 'none'}
    </p>
  );
  return (
    <>
      {fouls && line('Team fouls', fouls)}
      {timeouts && line('Timeouts', timeouts)}
    </>
  );
}
