import type { ReportPlay } from '@courtside/domain';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { reelDownloadUrl, reelRequestProblem, reelStatusText } from './reel-state';
import { useCreateReel, useReel } from './reels-api';

/**
 * "Download as video" under a playlist: asks for a reel of its plays, then says how the cutting goes and, once
 * ready, offers the file. The server's sentences (limits, footage deleted) are shown as they come.
 */
export function ReelDownload({ gameId, title, plays }: { gameId: string; title: string; plays: readonly ReportPlay[] }) {
  const create = useCreateReel(gameId);
  const [reelId, setReelId] = useState<string | null>(null);
  const reel = useReel(reelId);
  const problem = useMemo(() => reelRequestProblem(plays), [plays]);
  const current = reel.data ?? create.data;
  const download = current ? reelDownloadUrl(current) : null;

  const request = () => {
    create.mutate(
      { title: title.slice(0, 120), playIds: plays.filter((play) => play.videoMs !== null).map((play) => play.id) },
      { onSuccess: (made) => setReelId(made.id) },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-700 pt-3 text-sm">
      {download ? (
        <a
          href={download}
          download
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
        >
          <Download aria-hidden="true" className="size-4" />
          Save the video
        </a>
      ) : (
        <button
          type="button"
          onClick={request}
          disabled={problem !== null || create.isPending || current !== undefined}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
        >
          <Download aria-hidden="true" className="size-4" />
          Download as video
        </button>
      )}
      <p role="status" className="text-slate-200">
        {problem ??
          (create.isError
            ? create.error.message
            : current
              ? `Reel: ${reelStatusText(current)}`
              : create.isPending
                ? 'Asking for the reel…'
                : '')}
      </p>
    </div>
  );
}
