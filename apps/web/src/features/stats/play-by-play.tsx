import { formatClock, type GameReport, type ReportPlay } from '@courtside/domain';
import { Play as PlayIcon } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { usePrinting } from '../../components/ui/print-mode';
import { useFocusFirstNew } from '../../components/ui/show-more';
import { periodLabel, periodOptions } from './game-flow-data';
import {
  ALL_PLAYS,
  PLAYS_PER_PAGE,
  countText,
  filterPlays,
  pageOfPlays,
  playFiltersTitle,
  playPlayerOptions,
} from './play-filters';
import { TeamPlayerPeriodFilters } from './shot-chart';
import { teamColors, validPlayer, type TeamChoice } from './shot-chart-data';
import { isWatchable } from './playlists';
import { WatchAllButton, type WatchAll } from './watch-all';

const cell = 'px-2 py-1.5';

interface RowProps {
  play: ReportPlay;
  periods: number;
  team: { name: string; color: string } | null;
  /** Null when the row has no Watch button; the column is there when `watchColumn`. */
  onWatch: ((play: ReportPlay) => void) | null;
  watchColumn: boolean;
  /** Controls of the page's own for this play (a report of a mistake), after the Watch button. */
  renderActions: ((play: ReportPlay) => ReactNode) | undefined;
}

/** One play; rows whose props did not change are not rendered again when a filter or the footage changes. */
const PlayRow = memo(function PlayRow({ play, periods, team, onWatch, watchColumn, renderActions }: RowProps) {
  const scoring = play.points > 0;
  return (
    <tr
      tabIndex={-1}
      data-play-row=""
      className={`border-b border-slate-100 align-top focus-visible:outline-2 focus-visible:outline-brand-600 ${scoring ? 'bg-slate-50' : ''}`}
    >
      <td className={`${cell} whitespace-nowrap text-slate-600 tabular-nums`}>
        {periodLabel(periods, play.period)}
        {play.clock !== null && ` ${formatClock(play.clock)}`}
      </td>
      <td className={cell}>
        {team && (
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: team.color }} />
            <span className="sr-only sm:not-sr-only">{team.name}</span>
          </span>
        )}
      </td>
      <th scope="row" className={`${cell} text-left font-normal text-slate-900`}>
        {play.description}
      </th>
      <td
        className={`${cell} text-right whitespace-nowrap tabular-nums ${scoring ? 'font-bold text-slate-900' : 'text-slate-600'}`}
      >
        {play.homeScore}-{play.awayScore}
      </td>
      {(watchColumn || renderActions) && (
        <td className={`${cell} text-right print:hidden`}>
          {onWatch && play.videoMs !== null && (
            <button
              type="button"
              aria-label={`Watch: ${play.description}`}
              onClick={() => onWatch(play)}
              className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-900 hover:bg-slate-100"
            >
              <PlayIcon aria-hidden="true" className="size-3" />
              Watch
            </button>
          )}
          {renderActions?.(play)}
        </td>
      )}
    </tr>
  );
});

/**
 * The game's plays in order with the running score (bold after a basket), filtered by team, player, period and
 * scoring; with `canWatch`, a Watch button on each play that has a place in the footage calls `onPlay`. It shows
 * PLAYS_PER_PAGE plays at a time (a 500-play game's rows made the page slow on a phone), every play once printed.
 * With `onWatchAll`, "Watch all (n)" plays the plays the filters show back to back. `renderPlayActions` adds a
 * page's own controls to each row (keep it stable, e.g. from useCallback: the rows are memoised).
 */
export function PlayByPlay({
  report,
  onPlay,
  canWatch,
  onWatchAll,
  renderPlayActions,
}: {
  report: GameReport;
  onPlay: (play: ReportPlay) => void;
  canWatch: boolean;
  onWatchAll?: WatchAll | undefined;
  renderPlayActions?: ((play: ReportPlay) => ReactNode) | undefined;
}) {
  const { setup, plays } = report;
  const [filters, setFilters] = useState(ALL_PLAYS);
  const players = useMemo(() => playPlayerOptions(setup, plays, filters.team), [setup, plays, filters.team]);
  const playerId = validPlayer(filters.playerId, players);
  const shown = useMemo(() => filterPlays(plays, { ...filters, playerId }), [plays, filters, playerId]);
  const [limit, setLimit] = useState(PLAYS_PER_PAGE);
  const printing = usePrinting();
  const page = pageOfPlays(shown, printing ? shown.length : limit);
  // After "Show more", the first new play takes the focus: the button goes away with the last page.
  const { container: rows, markFirstNew } = useFocusFirstNew<HTMLTableSectionElement>(page.visible.length, '[data-play-row]');
  const periods = useMemo(() => periodOptions(report), [report]);
  const teams = useMemo(() => {
    const colors = teamColors(setup);
    return { home: { name: setup.home.name, color: colors.home }, away: { name: setup.away.name, color: colors.away } };
  }, [setup]);

  // The rows get one callback for the life of the list, so a page that passes a new onPlay on every render
  // (each Watch re-renders it) does not re-render 600 rows.
  const latestOnPlay = useRef(onPlay);
  useEffect(() => {
    latestOnPlay.current = onPlay;
  }, [onPlay]);
  const watch = useCallback((play: ReportPlay) => latestOnPlay.current(play), []);

  if (plays.length === 0) return <p className="text-slate-600">No plays were recorded for this game.</p>;

  const set = (change: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setLimit(PLAYS_PER_PAGE);
  };
  return (
    <div>
      <TeamPlayerPeriodFilters
        legend="Filter the plays"
        setup={setup}
        team={filters.team}
        onTeam={(team: TeamChoice) => set({ team })}
        players={players}
        playerId={playerId}
        onPlayer={(id) => set({ playerId: id })}
        periods={periods}
        period={filters.period}
        onPeriod={(period) => set({ period })}
      >
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={filters.scoringOnly}
            onChange={(event) => set({ scoringOnly: event.target.checked })}
          />
          Scoring plays only
        </label>
      </TeamPlayerPeriodFilters>
      <p className="mt-3 text-sm text-slate-600">
        <span role="status">
          {countText(shown.length, plays.length, 'play')}
          {page.more && `, the first ${String(page.visible.length)} listed`}
        </span>
        {' · '}Score: {setup.home.name}-{setup.away.name}
      </p>
      {onWatchAll && shown.length > 0 && (
        <div className="mt-2">
          <WatchAllButton
            onWatchAll={onWatchAll}
            playlist={{
              title: playFiltersTitle(setup, { ...filters, playerId }, players.find((option) => option.id === playerId) ?? null),
              plays: shown.filter(isWatchable),
            }}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No plays match these filters.
        </p>
      ) : (
        <div
          role="region"
          aria-label="Play-by-play"
          tabIndex={0}
          className="mt-2 max-h-[40rem] overflow-y-auto rounded-lg border border-slate-200 print:max-h-none print:overflow-visible print:border-0"
        >
          <table className="w-full border-collapse text-sm">
            <thead className="sticky top-0 bg-white shadow-[0_1px_0_#cbd5e1] print:static">
              <tr className="text-left text-slate-600">
                <th scope="col" className={cell}>
                  Time
                </th>
                <th scope="col" className={cell}>
                  Team
                </th>
                <th scope="col" className={cell}>
                  Play
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Score
                </th>
                {(canWatch || renderPlayActions) && (
                  <th scope="col" className={`${cell} text-right print:hidden`}>
                    {canWatch ? 'Video' : 'Actions'}
                  </th>
                )}
              </tr>
            </thead>
            <tbody ref={rows}>
              {page.visible.map((play) => (
                <PlayRow
                  key={play.id}
                  play={play}
                  periods={setup.periods}
                  team={play.team ? teams[play.team] : null}
                  onWatch={canWatch ? watch : null}
                  watchColumn={canWatch}
                  renderActions={renderPlayActions}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.more && (
        <button
          type="button"
          className={`${buttonStyles.outline} mt-3 print:hidden`}
          onClick={() => {
            markFirstNew();
            setLimit((current) => current + PLAYS_PER_PAGE);
          }}
        >
          {page.more}
        </button>
      )}
    </div>
  );
}
