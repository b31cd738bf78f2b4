import { formatClock, periodLabel, SIDES, type GameReport, type ReportPlay } from '@courtside/domain';
import { ChevronDown } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { NOT_RECORDED, comparisonRows } from './comparison-rows';
import { boxPlaylistTitle, playsBehind, type Playlist } from './playlists';
import { TeamSwatch } from './team-swatch';
import { ScrollRegion } from './scroll-region';
import { WatchAllButton, WatchableFigure, type WatchAll } from './watch-all';

// Compact on paper; "49-93 (52.7%)" never wraps.
const CELL = 'px-3 py-1.5 print:py-0.5';

function Value({ value, playlist, onWatchAll }: { value: string; playlist: Playlist | null; onWatchAll: WatchAll | undefined }) {
  return (
    <td className={`${CELL} text-right whitespace-nowrap ${value === NOT_RECORDED ? 'text-slate-500 italic' : ''}`}>
      {playlist ? (
        <WatchableFigure playlist={playlist} onWatchAll={onWatchAll}>
          {value}
        </WatchableFigure>
      ) : (
        value
      )}
    </td>
  );
}

/**
 * Both teams side by side, their box score totals first, and for every figure that counts plays, a button that shows those plays (each with
 * its clip, while the footage is kept): the working behind points off turnovers, second chance, fast break,
 * the biggest run. With `onWatchAll` (the footage kept), a team total is a button that plays its plays back to
 * back, and each team's plays behind a figure have "Watch all (n)".
 */
export function TeamComparison({
  report,
  colors,
  onPlay,
  canWatch,
  onWatchAll,
}: {
  report: GameReport;
  colors: Record<'home' | 'away', string>;
  onPlay: (play: ReportPlay) => void;
  canWatch: boolean;
  onWatchAll?: WatchAll | undefined;
}) {
  const rows = useMemo(() => comparisonRows(report), [report]);
  const plays = useMemo(() => new Map(report.plays.map((play) => [play.id, play])), [report]);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ScrollRegion label="Team comparison" className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm tabular-nums print:text-[10px]">
        <caption className="sr-only">Team comparison</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-600">
              Figure
            </th>
            {SIDES.map((side) => (
              <th key={side} scope="col" className="px-3 py-2 text-right font-semibold text-slate-900">
                <TeamSwatch color={colors[side]} />
                {report.setup[side].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const heading = index === 0 || rows[index - 1]?.group !== row.group;
            const expandable = row.plays && row.plays.home.length + row.plays.away.length > 0;
            const expanded = open === row.label;
            const panelId = `working-${row.label.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <Fragment key={row.label}>
                {heading && (
                  <tr className="border-t border-slate-200 bg-slate-50">
                    <th
                      scope="colgroup"
                      colSpan={3}
                      className="px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase print:py-0.5"
                    >
                      {row.group === 'totals' ? 'Team totals' : 'Figures from the plays'}
                    </th>
                  </tr>
                )}
                <tr className="border-t border-slate-100">
                  <th scope="row" className={`${CELL} text-left font-medium text-slate-900`}>
                    {expandable ? (
                      <button
                        type="button"
                        aria-expanded={expanded}
                        // The panel exists only while open; a reference to a missing element is an error.
                        aria-controls={expanded ? panelId : undefined}
                        onClick={() => setOpen(expanded ? null : row.label)}
                        className="inline-flex items-center gap-1 text-left underline decoration-dotted underline-offset-4 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 print:no-underline"
                      >
                        {row.label}
                        <span className="sr-only">: show the plays</span>
                        <ChevronDown
                          aria-hidden="true"
                          className={`size-3.5 shrink-0 transition-transform print:hidden ${expanded ? 'rotate-180' : ''}`}
                        />
                      </button>
                    ) : (
                      row.label
                    )}
                    {row.hint && <span className="block text-xs font-normal text-slate-500 print:hidden">{row.hint}</span>}
                  </th>
                  {'game' in row ? (
                    <td colSpan={2} className={`${CELL} text-center`}>
                      {row.game}
                    </td>
                  ) : (
                    <>
                      {SIDES.map((side) => (
                        <Value
                          key={side}
                          value={row[side]}
                          onWatchAll={onWatchAll}
                          playlist={
                            row.stat && onWatchAll
                              ? {
                                  title: boxPlaylistTitle(report.setup, side, null, row.stat),
                                  plays: playsBehind(report, side, null, row.stat),
                                }
                              : null
                          }
                        />
                      ))}
                    </>
                  )}
                </tr>
                {expandable && expanded && row.plays && (
                  <tr id={panelId} className="bg-slate-50">
                    <td colSpan={3} className="px-3 py-2">
                      <div className="grid gap-3 sm:grid-cols-2">
                        {SIDES.map((side) => (
                          <div key={side}>
                            <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
                              <TeamSwatch color={colors[side]} size="h-2 w-2" />
                              {report.setup[side].name}: {row.label.toLowerCase()}
                            </h4>
                            {onWatchAll && row.plays && (
                              <div className="mt-1">
                                <WatchAllButton
                                  onWatchAll={onWatchAll}
                                  playlist={{
                                    title: `${report.setup[side].name} — ${row.label.toLowerCase()}`,
                                    plays: row.plays[side].flatMap((id) => plays.get(id) ?? []),
                                  }}
                                />
                              </div>
                            )}
                            {row.plays?.[side].length ? (
                              <ul className="mt-1 space-y-1">
                                {row.plays[side].map((id) => {
                                  const play = plays.get(id);
                                  if (!play) return null;
                                  return (
                                    <li key={id} className="flex flex-wrap items-center gap-x-2 text-xs">
                                      <span className="text-slate-500">
                                        {periodLabel(report.setup.periods, play.period)}
                                        {play.clock === null ? '' : ` ${formatClock(play.clock)}`}
                                      </span>
                                      <span className="text-slate-900">{play.description}</span>
                                      <span className="font-semibold">
                                        {play.homeScore}-{play.awayScore}
                                      </span>
                                      {canWatch && play.videoMs !== null && (
                                        <button
                                          type="button"
                                          onClick={() => onPlay(play)}
                                          className="rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
                                          aria-label={`Watch: ${play.description}`}
                                        >
                                          Watch
                                        </button>
                                      )}
                                    </li>
                                  );
                                })}
                              </ul>
                            ) : (
                              <p className="mt-1 text-xs text-slate-500">None.</p>
                            )}
                          </div>
                        ))}
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
