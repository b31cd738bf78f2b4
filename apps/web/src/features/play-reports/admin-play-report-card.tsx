import { GUARANTEE_LIMITS, PLAY_REPORT_KIND_LABELS, formatShortDate } from '@courtside/domain';
import { useId, useState } from 'react';
import { adminButtonStyles } from '../admin-shared/admin-button-styles';
import { errorsOfFailure } from '../../lib/form-errors';
import { useDecidePlayReport, type AdminPlayReport } from './play-reports-api';
import { decisionNoteError, watchTarget } from './play-report-format';

type Decision = 'accept' | 'accept-all' | 'decline';

const STATUS_STYLES: Record<AdminPlayReport['status'], string> = {
  open: 'bg-yellow-100 text-yellow-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-slate-200 text-slate-800',
};

export interface ReportOutcome {
  ok: boolean;
  text: string;
}

/**
 * One reported play in the back office: the game, the customer, the play as delivered and a way to watch it,
 * what the customer says, and (while open) accepting (alone or with the game's other open reports) or declining
 * with a note. The outcome goes to the page, since a decided report leaves the open list.
 */
export function AdminPlayReportCard({
  report,
  othersOpenOnGame,
  onOutcome,
}: {
  report: AdminPlayReport;
  /** Other open reports of the same game in the list: they can be accepted together. */
  othersOpenOnGame: number;
  onOutcome: (outcome: ReportOutcome) => void;
}) {
  const id = useId();
  const [watching, setWatching] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const decide = useDecidePlayReport();
  const watch = watchTarget(report.videoUrl, report.play?.videoMs ?? null);

  const submit = (decision: Decision) => {
    const problem = decisionNoteError(decision === 'decline' ? 'decline' : 'accept', note);
    if (problem) return setNoteError(problem);
    setNoteError(null);
    const trimmed = note.trim();
    decide.mutate(
      decision === 'decline'
        ? { id: report.id, decision: 'decline', note: trimmed }
        : { id: report.id, decision: 'accept', ...(trimmed && { note: trimmed }), allOfGame: decision === 'accept-all' },
      {
        onSuccess: (decided) =>
          onOutcome({
            ok: true,
            text:
              decided.status === 'accepted'
                ? `Accepted: ${decided.game.name} went back to its analyst with the ${decision === 'accept-all' ? 'reported plays' : 'play'} marked.`
                : `Declined: the customer is e-mailed your note (${decided.game.name}).`,
          }),
        onError: (failure) => {
          const found = errorsOfFailure(failure);
          if (found.note) setNoteError(found.note);
          else onOutcome({ ok: false, text: found.form ?? 'Something went wrong. Please try again.' });
        },
      },
    );
  };

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {report.play?.line ?? 'A play no longer in the box score'}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[report.status]}`}>{report.status}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {report.game.name} · {report.customer.name} ({report.customer.email}) · reported {formatShortDate(report.createdAt)}
      </p>
      <p className="mt-2 text-slate-800">
        <span className="font-semibold">{PLAY_REPORT_KIND_LABELS[report.kind]}.</span>{' '}
        {report.note ? `“${report.note}”` : <span className="text-slate-600">No note.</span>}
      </p>
      {report.status !== 'open' && (
        <p className="mt-2 text-sm text-slate-700">
          {report.status === 'accepted' ? 'Accepted' : 'Declined'}
          {report.decidedBy && ` by ${report.decidedBy}`}
          {report.decisionNote && `: ${report.decisionNote}`}
        </p>
      )}
      {watch && (
        <div className="mt-3">
          {watch.kind === 'stored' ? (
            <>
              <button
                type="button"
                aria-expanded={watching}
                className={adminButtonStyles.outline}
                onClick={() => setWatching((shown) => !shown)}
              >
                {watching ? 'Hide the play' : `Watch the play (from ${watch.at})`}
              </button>
              {watching && (
                <video
                  src={watch.url}
                  controls
                  autoPlay
                  muted
                  playsInline
                  aria-label={`The footage of ${report.game.name} at the reported play`}
                  className="mt-2 aspect-video w-full max-w-xl rounded-md bg-black"
                />
              )}
            </>
          ) : (
            <a href={watch.url} target="_blank" rel="noreferrer" className={adminButtonStyles.outline}>
              Watch the play on the video link (from {watch.at})
            </a>
          )}
        </div>
      )}
      {report.status === 'open' && (
        <form
          noValidate
          className="mt-4 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit('accept');
          }}
        >
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-900">
            Note to the customer <span className="font-normal text-slate-600">(needed to decline)</span>
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={GUARANTEE_LIMITS.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            className={`block w-full rounded-lg border px-3 py-2 text-sm focus-visible:outline-2 ${noteError ? 'border-red-600' : 'border-slate-300'}`}
          />
          {noteError && (
            <p id={`${id}-note-error`} role="alert" className="text-sm text-red-700">
              {noteError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={adminButtonStyles.primary} disabled={decide.isPending}>
              Accept and reopen the game
            </button>
            {othersOpenOnGame > 0 && (
              <button
                type="button"
                className={adminButtonStyles.outline}
                disabled={decide.isPending}
                onClick={() => submit('accept-all')}
              >
                Accept all {othersOpenOnGame + 1} open reports of this game
              </button>
            )}
            <button
              type="button"
              className={adminButtonStyles.dangerOutline}
              disabled={decide.isPending}
              onClick={() => submit('decline')}
            >
              Decline with the note
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
