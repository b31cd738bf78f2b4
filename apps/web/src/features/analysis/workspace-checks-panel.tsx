import type { ConsistencyWarning } from '@courtside/domain';
import { memo } from 'react';

/** A warning the panel lists: the engine's consistency checks, and the scoreboard's at period ends. */
export type WorkspaceWarning = Pick<ConsistencyWarning, 'eventId' | 'message'> & { code: string };

/** The plays some warning is about: the list marks them. */
export function warnedIdsOf(warnings: readonly WorkspaceWarning[]): Set<string> {
  return new Set(warnings.flatMap((warning) => (warning.eventId ? [warning.eventId] : [])));
}

/**
 * What the consistency checks found, and where the tagged score is not the scoreboard's at a period end; a
 * warning about a play selects that play.
 */
export const WorkspaceChecksPanel = memo(function WorkspaceChecksPanel({
  warnings,
  onSelect,
}: {
  warnings: readonly WorkspaceWarning[];
  /** Selects the play with this id, if it is still there. */
  onSelect: (playId: string) => void;
}) {
  return (
    <section aria-labelledby="warnings" className="rounded-lg border border-slate-200 p-2">
      <h2 id="warnings" className="text-sm font-semibold">
        Warnings ({warnings.length})
      </h2>
      {warnings.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing looks wrong.</p>
      ) : (
        <ul className="mt-1 max-h-40 space-y-1 overflow-y-auto text-sm text-amber-900">
          {warnings.map(({ code, eventId, message }, index) => (
            <li key={`${code}-${eventId ?? ''}-${String(index)}`}>
              {eventId ? (
                <button type="button" className="text-left underline" onClick={() => onSelect(eventId)}>
                  {message}
                </button>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
