import { FALLBACK_COLORS, readableColor } from '@courtside/domain';
import { useId, useMemo, useState } from 'react';
import { DataTableToggle, ShotCourt, ShotLegend, ZoneTable } from '../stats/shot-chart';
import { ZONE_LABELS, formatPct, zoneTotals } from '../stats/shot-chart-data';
import { gameLabel } from './player-figures';
import type { PlayerGame, PlayerShot } from './player-page-api';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-700';
const cell = 'px-2 py-1.5';

/** A shot in words: "vs Hawks, Nov 1, 2026: made 3-pt, Corner three". */
const shotText = (shot: PlayerShot, game: PlayerGame | undefined) =>
  `${game ? `${gameLabel(game)}: ` : ''}${shot.made ? 'made' : 'missed'} ${String(shot.points)}-pt, ${ZONE_LABELS[shot.zone]}`;

/**
 * Every located shot of the player's across their games on the statistics page's court (ShotCourt), in their team's
 * colour; one game or all, made or missed or both; FG% by zone for what is shown; the shots as a table on demand.
 */
export function PlayerShotChart({
  shots,
  games,
  color,
}: {
  shots: readonly PlayerShot[];
  games: readonly PlayerGame[];
  color: string;
}) {
  const gameId = useId();
  const resultId = useId();
  const summaryId = useId();
  const [game, setGame] = useState('');
  const [result, setResult] = useState<'' | 'made' | 'missed'>('');
  const byId = useMemo(() => new Map(games.map((entry) => [entry.gameId, entry])), [games]);
  const shown = useMemo(
    () => shots.filter((shot) => (game === '' || shot.gameId === game) && (result === '' || shot.made === (result === 'made'))),
    [shots, game, result],
  );
  const totals = useMemo(() => zoneTotals(shown), [shown]);
  const drawn = readableColor(color, FALLBACK_COLORS.home);

  if (shots.length === 0) return <p className="text-slate-600">No shot of yours has a location on the court yet.</p>;

  return (
    <div>
      <fieldset className="grid grid-cols-2 items-end gap-3 sm:max-w-md print:hidden">
        <legend className="sr-only">Filter the shots</legend>
        <div className="min-w-0">
          <label htmlFor={gameId} className="text-sm font-medium text-slate-700">
            Game
          </label>
          <select id={gameId} className={selectClass} value={game} onChange={(event) => setGame(event.target.value)}>
            <option value="">All games</option>
            {games.map((entry) => (
              <option key={entry.gameId} value={entry.gameId}>
                {gameLabel(entry)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={resultId} className="text-sm font-medium text-slate-700">
            Result
          </label>
          <select
            id={resultId}
            className={selectClass}
            value={result}
            onChange={(event) =>
              setResult(event.target.value === 'made' || event.target.value === 'missed' ? event.target.value : '')
            }
          >
            <option value="">Made and missed</option>
            <option value="made">Made</option>
            <option value="missed">Missed</option>
          </select>
        </div>
      </fieldset>
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start print:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="mx-auto w-full max-w-md print:max-w-xs">
          <ShotCourt
            shots={shown}
            summaryId={summaryId}
            colorOf={() => drawn}
            titleOf={(shot) => shotText(shot, byId.get(shot.gameId))}
          />
          <ShotLegend />
          <figcaption className="mt-1 text-sm text-slate-600">
            <span id={summaryId} role="status" data-testid="player-shot-summary">
              {shown.length === 0
                ? 'No shots match these filters.'
                : `${String(totals.total.made)} of ${String(totals.total.attempts)} shots made (${formatPct(totals.total.pct)})`}
            </span>
          </figcaption>
        </figure>
        <ZoneTable zones={totals.zones} total={totals.total} />
      </div>
      <DataTableToggle subject="shot chart">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-slate-900">Shots shown on the chart</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              {['Game', 'Result', 'Zone', 'Points'].map((column) => (
                <th key={column} scope="col" className={`${cell} ${column === 'Points' ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((shot, index) => {
              const entry = byId.get(shot.gameId);
              return (
                <tr key={`${shot.gameId}:${shot.playId}:${String(index)}`} className="border-b border-slate-100">
                  <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                    {entry ? gameLabel(entry) : 'A game'}
                  </th>
                  <td className={cell}>
                    {shot.made ? 'Made' : 'Missed'} {shot.points}-pt
                  </td>
                  <td className={cell}>{ZONE_LABELS[shot.zone]}</td>
                  <td className={`${cell} text-right tabular-nums`}>{shot.made ? shot.points : 0}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </DataTableToggle>
    </div>
  );
}
