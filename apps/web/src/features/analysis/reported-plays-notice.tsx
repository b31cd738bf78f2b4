import { PLAY_REPORT_KIND_LABELS } from '@courtside/domain';
import { Flag } from 'lucide-react';
import type { Workspace } from './analysis-api';
import { describePlay, type WorkspaceEvent } from './timeline';

type ReportedPlay = Workspace['reportedPlays'][number];

/**
 * The plays the customer reported and an admin accepted, on a game reopened for correction: what is wrong, the
 * customer's note, and a button that selects the play (and seeks the footage to it). Nothing when there are none.
 */
export function ReportedPlaysNotice({
  reported,
  plays,
  name,
  onSelect,
}: {
  reported: readonly ReportedPlay[];
  plays: readonly WorkspaceEvent[];
  name: (playerId: string | undefined) => string;
  onSelect: (playId: string) => void;
}) {
  if (reported.length === 0) return null;
  const numbers = new Map(plays.map((play, index) => [play.id, { play, number: index + 1 }]));
  return (
    <section
      aria-labelledby="reported-plays"
      className="mt-2 rounded-md border-l-4 border-red-600 bg-red-50 px-3 py-2 text-sm text-red-950"
    >
      <h2 id="reported-plays" className="flex items-center gap-1 font-semibold">
        <Flag aria-hidden="true" className="size-4" />
        Reported by the customer ({reported.length})
      </h2>
      <ul className="mt-1 space-y-1">
        {reported.map((mark) => {
          const found = numbers.get(mark.playId);
          return (
            <li key={mark.reportId} data-reported-play={mark.playId}>
              <strong>{PLAY_REPORT_KIND_LABELS[mark.kind]}</strong>
              {mark.note && `: “${mark.note}”`} —{' '}
              {found ? (
                <button type="button" className="underline" onClick={() => onSelect(mark.playId)}>
                  Play {found.number}: {describePlay(found.play.body, name)}
                </button>
              ) : (
                <span>the play was deleted</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
