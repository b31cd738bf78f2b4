import { formatClock, type Side } from '@courtside/domain';
import { memo, useEffect, useRef } from 'react';
import type { Answer, AssistState, Suggestion, SuggestionStatus } from './assist-api';
import { ASSIST_KEYS } from './assist-keys';
import { CONFIDENCE_WORDS, confidenceOf, describeMark, passNote, type Confidence } from './assist-marks';

/** Each confidence's look: the words carry it, the colour only repeats them. */
const CONFIDENCE_CLASS: Record<Confidence, string> = {
  sure: 'bg-emerald-100 text-emerald-900',
  likely: 'bg-slate-100 text-slate-800',
  unsure: 'bg-amber-100 text-amber-900',
  refuted: 'bg-slate-100 text-slate-600',
};

const STATUS_TEXT: Record<SuggestionStatus, string> = { open: '', accepted: 'accepted', dismissed: 'dismissed' };

/** What the panel says above its list: why there is nothing, or nothing when there is a list. */
export function emptyNote(
  state: AssistState | undefined,
  marks: readonly Suggestion[],
  hasFootage: boolean,
  hiddenCount = 0,
): string | null {
  if (!hasFootage) return 'Suggestions come from our copy of the footage; this game has none.';
  if (marks.length > 0) return null;
  if (hiddenCount > 0)
    return `Every open suggestion is uncertain and hidden (${String(hiddenCount)}): press ${ASSIST_KEYS.uncertain} to show them.`;
  if (!state || state.passes.length === 0) return 'Nothing suggested yet: the footage is read after it is prepared.';
  if (state.passes.every((pass) => pass.state === 'done' || pass.state === 'failed')) return 'The footage suggested nothing.';
  return null;
}

/**
 * The footage's suggestions (whistles, horns, score changes, dead time) in order, each with its time, what it
 * is, its answer and the buttons to accept or dismiss it; above them, the passes still at work or failed. A
 * failed pass is said, never in the way: tagging goes on without it.
 */
export const AssistPanel = memo(function AssistPanel({
  state,
  loadError,
  marks,
  hiddenCount = 0,
  hideUncertain = false,
  onToggleUncertain,
  selectedId,
  teams,
  canEdit,
  hasFootage,
  onSelect,
  onAnswer,
}: {
  state: AssistState | undefined;
  loadError: string | null;
  marks: readonly Suggestion[];
  /** Open uncertain suggestions hidden from `marks`. */
  hiddenCount?: number;
  hideUncertain?: boolean;
  onToggleUncertain?: () => void;
  selectedId: string | null;
  teams: Record<Side, string>;
  canEdit: boolean;
  hasFootage: boolean;
  onSelect: (mark: Suggestion) => void;
  onAnswer: (mark: Suggestion, answer: Answer) => void;
}) {
  const selectedRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Braces: Chromium's scrollIntoView may answer a promise, which React would take for the effect's cleanup.
    selectedRow.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  const notes = (state?.passes ?? []).flatMap((pass) => {
    const note = passNote(pass);
    return note ? [{ pass: pass.pass, note, failed: pass.state === 'failed' }] : [];
  });
  const empty = emptyNote(state, marks, hasFootage, hiddenCount);
  // Hidden or not, an open suggestion is still open: the count says all of them.
  const open = marks.filter((mark) => mark.status === 'open').length + (hideUncertain ? hiddenCount : 0);

  return (
    <section aria-labelledby="suggestions" className="rounded-lg border border-slate-200">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-2 py-1 text-sm">
        <h2 id="suggestions" className="font-semibold">
          Suggestions ({open} open)
        </h2>
        <span className="ml-auto text-xs text-slate-600">
          <kbd className="rounded bg-slate-200 px-1">{ASSIST_KEYS.next}</kbd>/
          <kbd className="rounded bg-slate-200 px-1">{ASSIST_KEYS.previous}</kbd> next/previous ·{' '}
          <kbd className="rounded bg-slate-200 px-1">{ASSIST_KEYS.skip}</kbd> skip dead time
        </span>
        {onToggleUncertain && (
          <button
            type="button"
            className="rounded border border-slate-300 px-1.5 text-xs"
            aria-pressed={hideUncertain}
            onClick={onToggleUncertain}
          >
            Hide unsure <kbd className="rounded bg-slate-200 px-1">{ASSIST_KEYS.uncertain}</kbd>
          </button>
        )}
      </div>
      <div role="status" className="space-y-1 px-2 text-sm empty:hidden">
        {notes.map(({ pass, note, failed }) => (
          <p key={pass} className={failed ? 'text-amber-900' : 'text-slate-600'} data-testid={`assist-pass-${pass}`}>
            {note}
          </p>
        ))}
        {hideUncertain && hiddenCount > 0 && marks.length > 0 && (
          <p className="text-slate-600" data-testid="assist-hidden">
            {`${hiddenCount === 1 ? '1 unsure suggestion' : `${String(hiddenCount)} unsure suggestions`} hidden: ${ASSIST_KEYS.uncertain} shows them.`}
          </p>
        )}
        {loadError && <p className="text-amber-900">Suggestions are not available: {loadError}</p>}
        {!loadError && empty && <p className="text-slate-600">{empty}</p>}
      </div>
      {marks.length > 0 && (
        <ul aria-label="Suggestions" className="max-h-64 overflow-y-auto text-sm">
          {marks.map((mark) => {
            const selected = mark.id === selectedId;
            const what = describeMark(mark, teams);
            const at = formatClock(Math.floor(mark.videoMs / 1000));
            const graded = confidenceOf(mark);
            return (
              <li
                key={mark.id}
                ref={selected ? selectedRow : undefined}
                aria-current={selected ? 'true' : undefined}
                className={`flex items-center gap-2 px-2 py-0.5 ${selected ? 'bg-brand-50 ring-1 ring-brand-600' : ''} ${mark.status === 'dismissed' ? 'text-slate-500' : ''}`}
              >
                <button type="button" className="flex-1 text-left" onClick={() => onSelect(mark)}>
                  <span className="mr-2 font-mono tabular-nums">{at}</span>
                  {what}
                  {graded && (
                    <span
                      className={`ml-2 rounded px-1 text-xs ${CONFIDENCE_CLASS[graded.confidence]}`}
                      title={graded.why}
                      data-confidence={graded.confidence}
                    >
                      {CONFIDENCE_WORDS[graded.confidence]}
                      <span className="sr-only">: {graded.why}</span>
                    </span>
                  )}
                </button>
                {mark.status !== 'open' && <span className="text-xs">{STATUS_TEXT[mark.status]}</span>}
                {canEdit && (
                  <>
                    <button
                      type="button"
                      className="rounded border border-slate-300 px-1.5 text-xs"
                      aria-label={`Accept ${what} at ${at}`}
                      aria-pressed={mark.status === 'accepted'}
                      onClick={() => onAnswer(mark, 'accepted')}
                    >
                      Accept <kbd className="rounded bg-slate-200 px-1">{ASSIST_KEYS.accept}</kbd>
                    </button>
                    <button
                      type="button"
                      className="rounded border border-slate-300 px-1.5 text-xs"
                      aria-label={`Dismiss ${what} at ${at}`}
                      aria-pressed={mark.status === 'dismissed'}
                      onClick={() => onAnswer(mark, 'dismissed')}
                    >
                      Dismiss <kbd className="rounded bg-slate-200 px-1">{ASSIST_KEYS.dismiss}</kbd>
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
