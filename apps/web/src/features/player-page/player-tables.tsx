import { Link } from 'react-router';
import { BoxColumnHeads } from '../stats/box-column-heads';
import { NOT_RECORDED_CELL, recordedColumns } from '../stats/box-table-sort';
import { ScrollRegion } from '../stats/scroll-region';
import { playerLogRows, seasonLineRows } from './player-figures';
import type { PlayerPageView, PlayerSeason } from './player-page-api';

const cell = 'px-3 py-2';

/** The player's season line beside their averages per game, a row a figure (a phone reads it down, not across). */
export function PlayerSeasonLine({ season }: { season: PlayerSeason }) {
  return (
    <ScrollRegion label="Season line" className="rounded-lg border border-slate-200 bg-white print:border-0">
      <table className="w-full border-collapse text-right text-sm tabular-nums">
        <caption className="px-3 py-2 text-left text-base font-bold text-slate-900">Season line</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={`${cell} text-left font-semibold`}>
              Figure
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Season
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Per game
            </th>
          </tr>
        </thead>
        <tbody>
          {seasonLineRows(season).map((row) => (
            <tr key={row.label} className="border-t border-slate-100" data-testid="season-line-row">
              <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                <abbr title={row.title} className="no-underline">
                  {row.label}
                </abbr>
              </th>
              <td className={cell}>{row.season}</td>
              <td className={cell}>{row.perGame}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The player's games, oldest first: the day (a link to the game's page, unless `linked` is false), the opponent, home or away, and their
 * line, with the box score's columns (MIN and +/- only when some game of theirs has them; a game that did not record
 * them reads n/r, never 0). A game they did not play says so.
 */
export function PlayerGameLog({
  view,
  linked = true,
}: {
  view: Pick<PlayerPageView, 'games' | 'season'>;
  /** Whether each day opens the game's page: not when the coach keeps the team's games to the coaches. */
  linked?: boolean;
}) {
  const rows = playerLogRows(view);
  if (rows.length === 0) return <p className="text-slate-600">No games yet.</p>;
  const lines = rows.flatMap((row) => (row.line ? [row.line] : []));
  const columns = recordedColumns(lines);
  const unrecorded = columns.some(({ needs }) => needs && lines.some((line) => line[needs] === null));
  return (
    <div className="space-y-2">
      <ScrollRegion label="Game log" className="rounded-lg border border-slate-200 bg-white print:border-0">
        <table className="w-full border-collapse text-right text-sm tabular-nums">
          <caption className="px-3 py-2 text-left text-base font-bold text-slate-900">Game log</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className={`${cell} text-left`}>
                Date
              </th>
              <th scope="col" className={`${cell} text-left`}>
                Opponent
              </th>
              <th scope="col" className={`${cell} text-left`}>
                <abbr title="Home or away" className="no-underline">
                  H/A
                </abbr>
              </th>
              <BoxColumnHeads columns={columns} className={`${cell} whitespace-nowrap`} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.gameId} className="border-t border-slate-100" data-testid="game-log-row">
                <td className={`${cell} text-left whitespace-nowrap`}>
                  {linked ? (
                    <Link
                      to={`/games/${row.gameId}`}
                      className="font-medium text-brand-700 underline underline-offset-2 print:text-slate-900 print:no-underline"
                    >
                      {row.date}
                      <span className="sr-only">, {row.opponent}: the game’s page</span>
                    </Link>
                  ) : (
                    row.date
                  )}
                </td>
                <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap text-slate-900`}>
                  {row.opponent}
                </th>
                <td className={`${cell} text-left`}>{row.homeAway}</td>
                {row.line ? (
                  columns.map((column) => {
                    const line = row.line;
                    const missing = line !== null && column.needs !== undefined && line[column.needs] === null;
                    return (
                      <td key={column.key} className={cell} title={missing ? 'Not recorded in this game' : undefined}>
                        {missing || !line ? NOT_RECORDED_CELL : column.text(line)}
                      </td>
                    );
                  })
                ) : (
                  <td colSpan={columns.length} className={`${cell} text-left text-slate-600`}>
                    Did not play
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {unrecorded && <p className="text-sm text-slate-600">n/r: not recorded in that game.</p>}
    </div>
  );
}
