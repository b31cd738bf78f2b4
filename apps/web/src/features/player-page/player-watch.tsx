import { Play as PlayIcon } from 'lucide-react';
import { Suspense, lazy, useMemo, useState } from 'react';
import { WATCH_FIGURES, crossGamePlaylist, type CrossGamePlaylist } from './player-figures';
import type { PlayerGame } from './player-page-api';

// The playlist player is loaded when first wanted, as on a game's page.
const PlaylistPlayer = lazy(() => import('../stats/playlist-player'));

/** Why some games are not in the playlists: their footage was deleted. */
const deletedText = (games: number) =>
  `The footage of ${games === 1 ? 'one game was' : `${String(games)} games were`} deleted after delivery: ${
    games === 1 ? 'its' : 'their'
  } plays are not in these playlists.`;

/**
 * "Watch all" for the player's figures across their games while the footage is kept: made field goals, made threes,
 * missed shots, rebounds, assists, steals, blocks, turnovers and fouls, each saying how many clips it plays (a game
 * whose footage was deleted is skipped). The game page's player plays the games' clips back to back, moving from
 * one game's footage to the next. Not printed.
 */
export function PlayerWatch({ games, who }: { games: readonly PlayerGame[]; who: string }) {
  // What plays keeps its identity while it plays: the page's answer may come again meanwhile.
  const [playing, setPlaying] = useState<CrossGamePlaylist | null>(null);
  const playlists = useMemo(
    () => WATCH_FIGURES.map((figure) => ({ figure, playlist: crossGamePlaylist(games, figure, who) })),
    [games, who],
  );
  const deleted = games.filter((game) => !game.footageKept).length;

  if (games.length === 0) return <p className="text-slate-600">No games yet.</p>;
  return (
    <div className="space-y-3 print:hidden">
      {deleted > 0 && <p className="text-sm text-slate-600">{deletedText(deleted)}</p>}
      {deleted < games.length && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {playlists.map(({ figure, playlist }) => (
            <li
              key={figure.key}
              className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <span className="font-medium text-slate-900">{figure.label}</span>
              {playlist.count > 0 ? (
                <button
                  type="button"
                  aria-label={`Watch all (${String(playlist.count)}): ${figure.label}`}
                  onClick={() => setPlaying(playlist)}
                  className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
                >
                  <PlayIcon aria-hidden="true" className="size-3.5" />
                  Watch all ({playlist.count})
                </button>
              ) : (
                <span className="text-sm text-slate-600">None on video</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {playing && (
        <Suspense fallback={null}>
          <PlaylistPlayer key={playing.title} title={playing.title} parts={playing.parts} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </div>
  );
}
