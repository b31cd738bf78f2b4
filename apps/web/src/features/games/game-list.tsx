import { customerStatusOf } from '@courtside/domain';
import { AlertCircle, CheckCircle2, Clock, UploadCloud, XCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { ReaderDate } from '../../components/ui/reader-date';
import { ShowMore, useFocusFirstNew, type MorePages } from '../../components/ui/show-more';
import type { GameView } from './games';

const STATUS: Record<GameView['customerStatus'], { label: string; icon: LucideIcon; className: string }> = {
  completed: { label: 'Completed', icon: CheckCircle2, className: 'bg-green-100 text-green-800' },
  processing: { label: 'Processing', icon: Clock, className: 'bg-yellow-100 text-yellow-800' },
  uploading: { label: 'Uploading', icon: UploadCloud, className: 'bg-sky-100 text-sky-800' },
  failed: { label: 'Failed', icon: AlertCircle, className: 'bg-red-100 text-red-800' },
  cancelled: { label: 'Cancelled', icon: XCircle, className: 'bg-red-100 text-red-800' },
};

/** The next page of a list, when the server has one. */
export type MoreGames = MorePages;

/**
 * Recent games, newest first: name, date, status, and View Stats once the box score is ready; "Show more games"
 * brings the next page, and focus moves to its first game (the button may be gone once the last page is in).
 */
export function GameList({ games, more }: { games: GameView[]; more?: MoreGames }) {
  const { container: list, markFirstNew } = useFocusFirstNew<HTMLUListElement>(games.length, '[data-testid="game-row"]');

  if (games.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
        <UploadCloud className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h3 className="mt-3 text-lg font-bold text-slate-900">No Games Yet</h3>
        <p className="mt-1 text-slate-600">Upload a game and its box score arrives within 24 hours.</p>
        <Link to="/upload" className={`${buttonStyles.primary} mt-5`}>
          Upload Your First Game
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul ref={list} className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {games.map((game) => {
          const status = STATUS[customerStatusOf(game.status)];
          const Icon = status.icon;
          return (
            <li
              key={game.id}
              tabIndex={-1}
              className="flex flex-wrap items-center gap-3 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="game-row"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{game.name}</p>
                <p className="text-sm text-slate-600">
                  <ReaderDate value={game.createdAt} />
                </p>
              </div>
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${status.className}`}
              >
                <Icon className="size-4" aria-hidden="true" />
                {status.label}
              </span>
              {game.customerStatus === 'completed' && (
                <Link to={`/games/${game.id}`} className="text-sm font-semibold text-brand-700 underline">
                  View Stats
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {more && <ShowMore noun="games" more={more} onLoad={markFirstNew} />}
    </div>
  );
}
