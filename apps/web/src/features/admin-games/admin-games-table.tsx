import { formatShortDate } from '@courtside/domain';
import type { AdminGame, StaffMember } from './admin-games-api';
import { STATUS_LABELS, formatDueAt, gameActionsOf, gameTimeOf, overdueLabel } from './game-helpers';

const smallButton =
  'rounded-md border px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

export interface GameRowActions {
  onAssign: (game: AdminGame, analystId: string) => void;
  onCancel: (game: AdminGame) => void;
  onReopen: (game: AdminGame) => void;
}

/**
 * The back office's table of games: the game, its customer, status, analyst, and when it is due (or, once
 * delivered, when it was), with the actions each allows. An overdue game's row is tinted and marked with a bold left edge and an "Overdue by"
 * badge, so it stands out without relying on colour.
 */
export function AdminGamesTable({
  games,
  analysts,
  now,
  busy,
  ...actions
}: { games: AdminGame[]; analysts: StaffMember[]; now: number; busy: boolean } & GameRowActions) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[900px] text-left text-sm">
        <caption className="sr-only">Games, with their customer, status, analyst, and due or delivery time</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            {['Game', 'Customer', 'Status', 'Analyst', 'Due or delivered'].map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <GameRow key={game.id} game={game} analysts={analysts} now={now} busy={busy} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GameRow({
  game,
  analysts,
  now,
  busy,
  onAssign,
  onCancel,
  onReopen,
}: { game: AdminGame; analysts: StaffMember[]; now: number; busy: boolean } & GameRowActions) {
  const late = game.overdue ? (overdueLabel(game.dueAt, now) ?? 'Overdue') : null;
  const allowed = gameActionsOf(game);
  const time = gameTimeOf(game);
  return (
    <tr
      className={`border-b border-slate-100 align-top ${late ? 'border-l-4 border-l-red-600 bg-red-50' : ''}`}
      data-testid="admin-game-row"
    >
      <th scope="row" className={`py-2 pr-3 pl-2 ${late ? 'font-bold' : 'font-medium'}`}>
        {game.name}
        <div className="mt-1 flex flex-wrap gap-1 text-xs font-normal">
          {game.reopenReason && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900" title={game.reopenReason}>
              Being corrected: {game.reopenReason}
            </span>
          )}
          {game.pendingGuaranteeRequest && (
            <span className="rounded bg-sky-100 px-1.5 py-0.5 text-sky-900">Guarantee request pending</span>
          )}
          {game.footageDeletedAt && (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              Footage deleted {formatShortDate(game.footageDeletedAt)}
            </span>
          )}
        </div>
      </th>
      <td className="py-2 pr-3">
        <div>{game.customer.name}</div>
        <div className="text-slate-600">{game.customer.email}</div>
      </td>
      <td className="py-2 pr-3">
        {STATUS_LABELS[game.status]}
        {game.failureReason && (game.status === 'failed' || game.status === 'cancelled') && (
          <div className="text-xs text-slate-600">{game.failureReason}</div>
        )}
      </td>
      <td className="py-2 pr-3">{game.analyst?.name ?? '—'}</td>
      <td className="py-2 pr-3" data-testid="admin-game-time">
        {time ? `${time.label} ${formatDueAt(time.at)}` : '—'}
        {late && (
          <div>
            <span className="mt-1 inline-block rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">⚠ {late}</span>
          </div>
        )}
        {/* Reopened for correction: due again, and delivered before. */}
        {time?.label === 'Due' && game.completedAt && (
          <div className="text-xs text-slate-600">Delivered {formatShortDate(game.completedAt)}</div>
        )}
        {game.deliveries > 1 && <div className="text-xs text-slate-600">Corrected ({game.deliveries} deliveries)</div>}
      </td>
      <td className="py-2">
        <div className="flex flex-wrap items-center justify-end gap-2">
          {allowed.assign && analysts.length > 0 && (
            <label className="flex items-center">
              <span className="sr-only">Reassign {game.name} to</span>
              <select
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                value=""
                disabled={busy}
                onChange={(event) => {
                  if (event.target.value) onAssign(game, event.target.value);
                }}
              >
                <option value="">{game.analyst ? 'Reassign to…' : 'Assign to…'}</option>
                {analysts
                  .filter((analyst) => analyst.id !== game.analyst?.id)
                  .map((analyst) => (
                    <option key={analyst.id} value={analyst.id}>
                      {analyst.name} ({analyst.email})
                    </option>
                  ))}
              </select>
            </label>
          )}
          {allowed.reopen && (
            <button
              type="button"
              className={`${smallButton} border-slate-300 bg-white`}
              disabled={busy}
              onClick={() => onReopen(game)}
            >
              Reopen<span className="sr-only"> {game.name}</span>
            </button>
          )}
          {allowed.cancel && (
            <button
              type="button"
              className={`${smallButton} border-red-300 bg-white text-red-800`}
              disabled={busy}
              onClick={() => onCancel(game)}
            >
              Cancel<span className="sr-only"> {game.name}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
