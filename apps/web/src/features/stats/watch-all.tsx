import { Play as PlayIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Playlist } from './playlists';

/** Plays a playlist back to back (the page's player); given only while the game's footage is kept. */
export type WatchAll = (playlist: Playlist) => void;

/** How many of a playlist's plays have a place on the footage: what "Watch all (n)" plays. */
export const watchableCount = (playlist: Playlist) => playlist.plays.filter((play) => play.videoMs !== null).length;

/** "Watch all (12)": plays the playlist; nothing when none of its plays is on the footage. Never printed. */
export function WatchAllButton({ playlist, onWatchAll }: { playlist: Playlist; onWatchAll: WatchAll }) {
  const count = watchableCount(playlist);
  if (count === 0) return null;
  return (
    <button
      type="button"
      aria-label={`Watch all (${String(count)}): ${playlist.title}`}
      onClick={() => onWatchAll(playlist)}
      className="inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
    >
      <PlayIcon aria-hidden="true" className="size-3.5" />
      Watch all ({count})
    </button>
  );
}

/**
 * A counted figure of a table that plays its plays when pressed ("3" in a player's TOV): on screen a button
 * named "Watch all (3): #4 Ann Lee — turnovers", on paper the figure alone. A figure without a play on the
 * footage stays text.
 */
export function WatchableFigure({
  playlist,
  onWatchAll,
  children,
}: {
  playlist: Playlist;
  onWatchAll: WatchAll | undefined;
  children: ReactNode;
}) {
  const count = onWatchAll ? watchableCount(playlist) : 0;
  if (!onWatchAll || count === 0) return <>{children}</>;
  return (
    <>
      <button
        type="button"
        aria-label={`Watch all (${String(count)}): ${playlist.title}`}
        title={`Watch all (${String(count)})`}
        onClick={() => onWatchAll(playlist)}
        className="-mx-1 rounded px-1 whitespace-nowrap text-brand-800 underline decoration-dotted underline-offset-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
      >
        {children}
      </button>
      <span className="hidden print:inline">{children}</span>
    </>
  );
}
