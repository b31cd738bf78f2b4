import { GAME_STATUSES, type GameStatus } from '@courtside/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import {
  adminGamesQuery,
  staffQuery,
  useGameAction,
  type AdminGame,
  type AdminGamesFilter,
} from '../../features/admin-games/admin-games-api';
import { AdminGamesTable } from '../../features/admin-games/admin-games-table';
import { STATUS_LABELS } from '../../features/admin-games/game-helpers';
import { ReasonDialog } from '../../features/admin-games/reason-dialog';
import { useNow } from '../../features/admin-shared/use-now';

type Confirming = { kind: 'cancel' | 'reopen'; game: AdminGame } | null;

/** The back office's games: find a game, see what is late, reassign, cancel or reopen it. */
export default function AdminGamesPage() {
  const [filter, setFilter] = useState<AdminGamesFilter>({ status: '', overdue: false, q: '' });
  const [search, setSearch] = useState('');
  const games = useInfiniteQuery(adminGamesQuery(filter));
  const analysts = useQuery(staffQuery);
  const action = useGameAction();
  // Every 30 s, so "Overdue by" stays true.
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);

  const rows = games.data?.pages.flatMap((page) => page.games) ?? [];
  const filtered = filter.status !== '' || filter.overdue || filter.q !== '';

  const assign = (game: AdminGame, analystId: string) => {
    const analyst = analysts.data?.find((member) => member.id === analystId);
    setNotice(null);
    action.mutate(
      { kind: 'assign', gameId: game.id, analystId },
      {
        onSuccess: () => setNotice({ tone: 'done', text: `${game.name} is now with ${analyst?.name ?? 'the analyst'}.` }),
        onError: (error) => setNotice({ tone: 'error', text: error.message }),
      },
    );
  };

  const confirm = (reason: string) => {
    if (!confirming) return;
    const { kind, game } = confirming;
    action.mutate(
      { kind, gameId: game.id, reason },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          setNotice({
            tone: 'done',
            text:
              kind === 'cancel'
                ? answer.credit?.state === 'withheld'
                  ? `${game.name} is cancelled; its credit did not go back to ${game.customer.email}: the payment for it was refunded. They were e-mailed.`
                  : `${game.name} is cancelled; its credit is back with ${game.customer.email}, who was e-mailed.`
                : `${game.name} is back in analysis for correction; ${game.customer.email} was e-mailed.`,
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="admin-games-title">
      <h2 id="admin-games-title" className="text-xl font-bold text-slate-900">
        Games
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every game, newest first. A game is due 24 hours after its upload; games past that time and not yet delivered are marked
        overdue.
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-3">
        <label className="text-sm font-medium text-slate-900">
          Status
          <select
            className="mt-1 block rounded-md border border-slate-300 px-2 py-1.5"
            value={filter.status}
            onChange={(event) => setFilter({ ...filter, status: event.target.value as GameStatus | '' })}
          >
            <option value="">All statuses</option>
            {GAME_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            checked={filter.overdue}
            onChange={(event) => setFilter({ ...filter, overdue: event.target.checked })}
          />
          Overdue only
        </label>
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ ...filter, q: search.trim() });
          }}
        >
          <label className="text-sm font-medium text-slate-900">
            Game name or customer e-mail
            <input
              type="search"
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="mt-1 block w-64 rounded-md border border-slate-300 px-2 py-1.5"
            />
          </label>
          <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
            Search
          </button>
        </form>
      </div>

      <div aria-live="polite">
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`mt-4 rounded-lg p-3 text-sm ${notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
          >
            {notice.text}
          </p>
        )}
      </div>
      {analysts.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The analysts could not be loaded, so games cannot be reassigned now: {analysts.error.message}
        </p>
      )}

      <div className="mt-4">
        {games.isPending && <PageSpinner />}
        {games.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            The games could not be loaded: {games.error.message}
          </p>
        )}
        {games.isSuccess && rows.length === 0 && (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {filtered ? 'No games match these filters.' : 'No games yet.'}
          </p>
        )}
        {rows.length > 0 && (
          <AdminGamesTable
            games={rows}
            analysts={analysts.data ?? []}
            now={now}
            busy={action.isPending}
            onAssign={assign}
            onCancel={(game) => {
              action.reset();
              setConfirming({ kind: 'cancel', game });
            }}
            onReopen={(game) => {
              action.reset();
              setConfirming({ kind: 'reopen', game });
            }}
          />
        )}
        {games.hasNextPage && (
          <button
            type="button"
            className="mt-4 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
            disabled={games.isFetchingNextPage}
            onClick={() => void games.fetchNextPage()}
          >
            {games.isFetchingNextPage ? 'Loading…' : 'Show 50 more games'}
          </button>
        )}
      </div>

      {confirming?.kind === 'cancel' && (
        <ReasonDialog
          title={`Cancel ${confirming.game.name}?`}
          confirmLabel="Cancel the game"
          pending={action.isPending}
          error={action.error?.message ?? null}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        >
          <p>
            The game stops here and will not be delivered. Its credit goes back to {confirming.game.customer.email}, who is
            e-mailed the reason.
          </p>
        </ReasonDialog>
      )}
      {confirming?.kind === 'reopen' && (
        <ReasonDialog
          title={`Reopen ${confirming.game.name} for correction?`}
          confirmLabel="Reopen for correction"
          pending={action.isPending}
          error={action.error?.message ?? null}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.game.analyst
              ? `It goes back to ${confirming.game.analyst.name} (or to the queue, if they no longer tag)`
              : 'It goes back to the analysis queue'}{' '}
            with your reason, due again in 24 hours. {confirming.game.customer.email} is e-mailed and keeps the current box score
            until the corrected one replaces it, with your reason as its note.
          </p>
        </ReasonDialog>
      )}
    </section>
  );
}
