import { Flag } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { usePlayReportScope } from './play-report-context';

const ReportPlayDialog = lazy(() => import('./report-play-dialog'));

export interface ReportablePlay {
  id: string;
  description: string;
}

/**
 * "Report a mistake" on one play, for the game's owner while the guarantee window is open (nothing elsewhere):
 * a dialog asks what is wrong and for a note, and says the report was sent.
 */
export function ReportPlayButton({ play }: { play: ReportablePlay }) {
  const scope = usePlayReportScope();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!scope) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={`Report a mistake: ${play.description}`}
        onClick={() => setOpen(true)}
        className="ml-2 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 align-middle text-xs font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
      >
        <Flag aria-hidden="true" className="size-3" />
        Report a mistake
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportPlayDialog
            gameId={scope.gameId}
            play={play}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
