import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShowMore, useFocusFirstNew } from '../../components/ui/show-more';
import { PageSpinner } from '../../components/ui/spinner';
import { analystsQuery, gameActions, queueQuery, type QueueEntry } from '../../features/analysis/analysis-api';
import { timeLeft } from '../../features/analysis/time-left';
import { useMe } from '../../features/auth/session';

const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  preparing: 'Preparing video',
  ready: 'Ready',
  in_analysis: 'Tagging',
  in_review: 'In review',
};

/** Re-renders every 30 s so the time left stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The analysts' queue: every game from arrival to approval, the earliest due first, a page at a time; "Show more
 * games" brings the next page and moves focus to its first game.
 */
export default function AnalystQueuePage() {
  const queue = useInfiniteQuery(queueQuery);
  const games = queue.data?.pages.flatMap((page) => page.games);
  const { container: body, markFirstNew } = useFocusFirstNew<HTMLTableSectionElement>(games?.length ?? 0, 'tr');
  const me = useMe();
  const admin = me.data?.user.role === 'admin';
  const analysts = useQuery({ ...analystsQuery, enabled: admin });
  const now = useNow();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: async ({
      action,
      game,
      analystId,
    }: {
      action: 'claim' | 'release' | 'assign';
      game: QueueEntry;
      analystId?: string;
    }) => {
      if (action === 'assign') return gameActions.assign(game.id, analystId ?? '');
      return gameActions[action](game.id);
    },
    onSuccess: async (_result, { action, game }) => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queueQuery.queryKey });
      if (action === 'claim') await navigate(`/analyst/games/${game.id}`);
    },
    onError: (failure) => setError(failure.message),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">Analysis queue</h1>
      <p className="mt-1 mb-4 text-slate-600">Every game is due 24 hours after its upload completed. Earliest due first.</p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {queue.isPending && <PageSpinner />}
      {queue.isLoadingError && (
        <p role="alert" className="mt-4 text-red-700">
          The queue could not be loaded.
        </p>
      )}
      {games?.length === 0 && <p className="text-center text-slate-600">No games waiting. Nice work.</p>}
      {games && games.length > 0 && (
        // On a phone the table scrolls sideways rather than the page.
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-slate-600">
                {['Game', 'Status', 'Due', 'Analyst'].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3">
                    {column}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody ref={body}>
              {games.map((game) => {
                const overdue = game.dueAt !== null && Date.parse(game.dueAt) < now;
                return (
                  <tr
                    key={game.id}
                    tabIndex={-1}
                    className="border-b border-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {game.name}
                    </th>
                    <td className="py-2 pr-3">{STATUS_LABELS[game.status] ?? game.status}</td>
                    <td className={`py-2 pr-3 ${overdue ? 'font-semibold text-red-700' : ''}`}>{timeLeft(game.dueAt, now)}</td>
                    <td className="py-2 pr-3">{game.analystName ?? '—'}</td>
                    <td className="flex flex-wrap items-center justify-end gap-2 py-2">
                      {game.rights.claim && (
                        <button
                          type="button"
                          className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ action: 'claim', game })}
                        >
                          Claim {game.name}
                        </button>
                      )}
                      {game.rights.release && (
                        <>
                          <Link
                            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold"
                            to={`/analyst/games/${game.id}`}
                          >
                            Open {game.name}
                          </Link>
                          <button
                            type="button"
                            className="rounded-md px-3 py-1.5 text-slate-700 underline"
                            onClick={() => act.mutate({ action: 'release', game })}
                          >
                            Release
                          </button>
                        </>
                      )}
                      {game.rights.review && (
                        <Link
                          className="rounded-md bg-slate-900 px-3 py-1.5 font-semibold text-white"
                          to={`/analyst/games/${game.id}`}
                        >
                          Review {game.name}
                        </Link>
                      )}
                      {admin && analysts.data && (game.status === 'ready' || game.status === 'in_analysis') && (
                        <label className="flex items-center gap-1">
                          <span className="sr-only">Assign {game.name} to</span>
                          <select
                            className="rounded-md border border-slate-300 px-2 py-1.5"
                            value=""
                            onChange={(event) => act.mutate({ action: 'assign', game, analystId: event.target.value })}
                          >
                            <option value="">Assign to…</option>
                            {analysts.data.map((analyst) => (
                              <option key={analyst.id} value={analyst.id}>
                                {analyst.name} ({analyst.email})
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore
        noun="games"
        more={{
          hasMore: queue.hasNextPage,
          loading: queue.isFetchingNextPage,
          failed: queue.isFetchNextPageError,
          load: queue.fetchNextPage,
        }}
        onLoad={markFirstNew}
      />
    </div>
  );
}
