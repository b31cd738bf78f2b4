import { FALLBACK_COLORS, readableColor } from '@courtside/domain';
import { useId, useMemo, useState } from 'react';
import { ShotCourt, ShotLegend, ShotSummary, ShotsTable, ZoneTable } from '../stats/shot-chart';
import { ZONE_LABELS, zoneTotals } from '../stats/shot-chart-data';
import { gameLabel } from './player-figures';
import type { PlayerGame, PlayerShot } from './player-page-api';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-700';

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
          <ShotSummary id={summaryId} shown={shown.length} total={totals.total} testId="player-shot-summary" />
        </figure>
        <ZoneTable zones={totals.zones} total={totals.total} />
      </div>
      <ShotsTable
        shots={shown}
        keyOf={(shot, index) => `${shot.gameId}:${shot.playId}:${String(index)}`}
        columns={[
          {
            heading: 'Game',
            cell: (shot) => {
              const entry = byId.get(shot.gameId);
              return entry ? gameLabel(entry) : 'A game';
            },
          },
        ]}
      />
    </div>
  );
}
