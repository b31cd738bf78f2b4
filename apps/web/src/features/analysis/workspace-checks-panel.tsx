import type { ConsistencyWarning } from '@courtside/domain';
import type { WorkspaceEvent } from './timeline';

/** The plays some warning is about: the list marks them. */
export function warnedIdsOf(warnings: readonly ConsistencyWarning[]): Set<string> {
  return new Set(warnings.flatMap((warning) => (warning.eventId ? [warning.eventId] : [])));
}

/** What the consistency checks found; a warning about a play selects that play. */
export function WorkspaceChecksPanel({
  warnings,
  plays,
  onSelect,
}: {
  warnings: readonly ConsistencyWarning[];
  plays: readonly WorkspaceEvent[];
  onSelect: (play: WorkspaceEvent) => void;
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
          {warnings.map((warning, index) => (
            <li key={`${warning.code}-${warning.eventId ?? ''}-${String(index)}`}>
              {warning.eventId ? (
                <button
                  type="button"
                  className="text-left underline"
                  onClick={() => {
                    const play = plays.find((candidate) => candidate.id === warning.eventId);
                    if (play) onSelect(play);
                  }}
                >
                  {warning.message}
                </button>
              ) : (
                warning.message
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
