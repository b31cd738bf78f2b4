import { formatShortDate } from '@courtside/domain';
import { useState } from 'react';
import { smallButtonStyle } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api-error';
import { can, roleOf } from '../../lib/organization-role';
import { useMe } from '../auth/session';
import { reelDownloadUrl, reelLengthText, reelStatusText, reelsDeletionText, type Reel } from './reel-state';
import { useGameReels, useRetryReel, useShareReel } from './reels-api';

/**
 * The game's reels, newest first: each with its length, its state (progress while cut), the download, a share
 * link that plays it alone, and Retry for one that failed (with its sentence). Says how many reels are left today
 * and when reels are deleted (with the footage). Nothing while the game has no reels route (a 404); to a member whose
 * role makes no reels (a player: the server refuses them the list), who makes them.
 */
export default function ReelsPanel({ gameId }: { gameId: string }) {
  const me = useMe();
  if (me.isPending) return null;
  if (!can(roleOf(me.data), 'reels'))
    return (
      <p className="text-sm text-slate-600">Reels of this game are made by your organization's owners, managers and coaches.</p>
    );
  return <GameReels gameId={gameId} />;
}

function GameReels({ gameId }: { gameId: string }) {
  const reels = useGameReels(gameId);
  // No reels route (404) is no reels to list.
  if (reels.isPending || (reels.error instanceof ApiError && reels.error.status === 404)) return null;
  if (reels.isError) return <p className="text-sm text-slate-600">The reels could not be loaded.</p>;
  const { reels: list, reelsLeftToday, footageDeletesAt } = reels.data;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Any playlist (a “Watch all” of the page) can be downloaded as one video. {reelsDeletionText(footageDeletesAt)}{' '}
        {reelsLeftToday === 1 ? '1 more reel' : `${String(reelsLeftToday)} more reels`} can be made of this game today.
      </p>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No reels yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {list.map((reel) => (
            <ReelRow key={reel.id} gameId={gameId} reel={reel} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReelRow({ gameId, reel }: { gameId: string; reel: Reel }) {
  const retry = useRetryReel(gameId);
  const share = useShareReel(gameId);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const download = reelDownloadUrl(reel);
  const ready = reel.status === 'ready' && reel.deletedAt === null;
  return (
    <li className="space-y-2 px-3 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-slate-900">{reel.title}</p>
        <p className="text-slate-600 tabular-nums">
          {reelLengthText(reel)} · {formatShortDate(reel.createdAt)}
        </p>
      </div>
      <p className={reel.status === 'failed' ? 'text-red-800' : 'text-slate-700'}>
        {reelStatusText(reel)}
        {reel.status === 'cutting' && (
          <progress max={100} value={reel.progress} aria-label={`Cutting ${reel.title}`} className="ml-2 align-middle" />
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {download && (
          <a href={download} download className={smallButtonStyle} aria-label={`Download ${reel.title}`}>
            Download
          </a>
        )}
        {ready && (
          <button
            type="button"
            className={smallButtonStyle}
            disabled={share.isPending}
            aria-label={`Share ${reel.title}`}
            onClick={() => share.mutate(reel.id, { onSuccess: (link) => setShareUrl(link.url) })}
          >
            Share
          </button>
        )}
        {reel.status === 'failed' && reel.deletedAt === null && (
          <button
            type="button"
            className={smallButtonStyle}
            disabled={retry.isPending}
            aria-label={`Retry ${reel.title}`}
            onClick={() => retry.mutate(reel.id)}
          >
            Retry
          </button>
        )}
      </div>
      {shareUrl && (
        <label className="block text-slate-700">
          Reel share link (shown once)
          <input readOnly value={shareUrl} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1" />
        </label>
      )}
      {(share.isError || retry.isError) && (
        <p role="alert" className="text-red-800">
          {(share.error ?? retry.error)?.message}
        </p>
      )}
    </li>
  );
}
