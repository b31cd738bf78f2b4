import { SEASON_RATE_RULE } from '@courtside/domain';
import { ChevronDown } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { STICKY_COLUMN, SortableHeaders } from '../../components/ui/sortable-headers';
import { BoxColumnHeads } from '../stats/box-column-heads';
import { nextSort, recordedColumns, type BoxSort } from '../stats/box-table-sort';
import { ScrollRegion } from '../stats/scroll-region';
import {
  gameLogRows,
  seasonColumns,
  seasonModes,
  seasonRows,
  sortSeasonRows,
  teamRowTexts,
  type SeasonMode,
  type SeasonRow,
} from './season-table';
import type { SeasonResult, SeasonView } from './season-api';

const cell = 'px-2 py-1.5';

/**
 * Every player's season: totals, per game or per 36 (32) minutes, sortable by any column (the box score's
 * rule: highest first, then lowest, then back to number order); a player's name opens their game log.
 */
export function PlayerSeasonTable({ view }: { view: SeasonView }) {
  const { season } = view;
  const modes = useMemo(() => seasonModes(season), [season]);
  const [mode, setMode] = useState<SeasonMode>('totals');
  const [sort, setSort] = useState<BoxSort | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const columns = useMemo(() => seasonColumns(season, mode), [season, mode]);
  const rows = useMemo(() => sortSeasonRows(seasonRows(view), columns, sort), [view, columns, sort]);
  const width = columns.length + 2;

  const sortBy = (key: string) => setSort(nextSort(sort, key));

  if (rows.length === 0) return <p className="text-slate-600">No player of the roster has played yet.</p>;

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label="Show statistics as"
        className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 print:hidden"
      >
        {modes.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={mode === option.value}
            onClick={() => setMode(option.value)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
              mode === option.value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-50'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      <ScrollRegion label="Player season statistics table" className="rounded-lg border border-slate-200 bg-white print:border-0">
        <table className="w-full border-collapse text-right text-sm tabular-nums print:text-xs">
          <caption className="px-3 py-2 text-left text-base font-bold text-slate-900">Player season statistics</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-semibold text-slate-600">
                <abbr title="Number" className="no-underline">
                  #
                </abbr>
              </th>
              <SortableHeaders columns={columns} sort={sort} onSort={sortBy} nowrap />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const expanded = open === row.player.playerId;
              const logId = `game-log-${row.player.playerId}`;
              return (
                <Fragment key={row.player.playerId}>
                  <tr className="border-t border-slate-100">
                    <td className={`${cell} text-left text-slate-500`}>{row.number}</td>
                    <th
                      scope="row"
                      className={`${STICKY_COLUMN} bg-white ${cell} text-left font-medium whitespace-nowrap text-slate-900`}
                    >
                      <button
                        type="button"
                        // Visible text first (the name a voice user says), then what the button opens.
                        aria-label={`${row.name}: game log`}
                        aria-expanded={expanded}
                        // The log exists only while open; a reference to a missing element is an error.
                        aria-controls={expanded ? logId : undefined}
                        onClick={() => setOpen(expanded ? null : row.player.playerId)}
                        className="inline-flex items-center gap-1 text-left underline decoration-dotted underline-offset-4 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 print:no-underline"
                      >
                        {row.name}
                        <ChevronDown
                          aria-hidden="true"
                          className={`size-3.5 shrink-0 transition-transform print:hidden ${expanded ? 'rotate-180' : ''}`}
                        />
                      </button>
                      {row.archived && <span className="ml-1 text-xs font-normal text-slate-500">(left the team)</span>}
                    </th>
                    {columns.map((column) => (
                      <td key={column.key} className={cell} title={column.cellTitle?.(row)}>
                        {column.text(row)}
                      </td>
                    ))}
                  </tr>
                  {expanded && (
                    <tr id={logId} className="bg-slate-50">
                      <td colSpan={width} className="px-2 py-3 text-left">
                        <GameLog row={row} results={season.results} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300">
              <td className={cell} />
              <th
                scope="row"
                className={`${STICKY_COLUMN} bg-white ${cell} text-left font-medium whitespace-nowrap text-slate-900`}
              >
                <abbr title="Rebounds and turnovers credited to the team, not to a player" className="no-underline">
                  Team
                </abbr>
              </th>
              {teamRowTexts(season, columns, mode).map((text, index) => (
                <td key={columns[index]?.key ?? index} className={cell}>
                  {text}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <p className="text-sm text-slate-600">
        {mode === 'perMinutes'
          ? `Per ${String(season.perMinutesBasis)}: each count scaled to ${String(season.perMinutesBasis)} minutes on court, from the games with minutes recorded; MIN is per game. `
          : ''}
        Shooting percentages are over the whole season (made over attempted), whatever the view, each beside its attempts; a rate
        on too few attempts reads “—”: {SEASON_RATE_RULE}. The Team row holds the rebounds and turnovers credited to the team, not
        to a player: the team&apos;s totals count them. FD and BLKA count the games whose reports record them (a cell&apos;s title
        says when that is fewer than the player played). Choose a player&apos;s name for their game log.
      </p>
    </div>
  );
}

/** A player's games, oldest first, each with the box score's line. */
function GameLog({ row, results }: { row: SeasonRow; results: readonly SeasonResult[] }) {
  const games = gameLogRows(row.player, results);
  // The box score's own columns, those with data for this player (MIN needs a clock, +/- needs lineups).
  const columns = recordedColumns(games.map(({ line }) => line));
  return (
    <table className="border-collapse text-right text-sm tabular-nums">
      <caption className="pb-1 text-left font-semibold text-slate-900">Game log: {row.name}</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={`${cell} text-left`}>
            Date
          </th>
          <th scope="col" className={`${cell} text-left`}>
            Opponent
          </th>
          <th scope="col" className={`${cell} text-left`}>
            Result
          </th>
          <BoxColumnHeads columns={columns} className={cell} />
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.gameId} className="border-t border-slate-200">
            <td className={`${cell} text-left whitespace-nowrap`}>{game.date}</td>
            <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
              {game.opponent}
            </th>
            <td className={`${cell} text-left whitespace-nowrap`}>
              {game.result} {game.score}
            </td>
            {columns.map((column) => (
              <td key={column.key} className={cell}>
                {column.text(game.line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
