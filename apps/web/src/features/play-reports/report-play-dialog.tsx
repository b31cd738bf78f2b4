import {
  PLAY_REPORT_KIND_LABELS,
  PLAY_REPORT_KIND_VALUES,
  PLAY_REPORT_LIMITS,
  playReportNoteSchema,
  problemOf,
} from '@courtside/domain';
import { useId, useState } from 'react';
import { useModal } from '../../components/ui/modal';
import { errorsOfFailure } from '../../lib/form-errors';
import { useReportPlay, type PlayReportKind } from './play-reports-api';
import type { ReportablePlay } from './report-play-button';

/**
 * The dialog of "Report a mistake": what is wrong and a note, validated as the server does (zod). Its own chunk,
 * loaded when a customer opens it, so that the statistics page builds no schema before its first paint (issue 27).
 */
export default function ReportPlayDialog({
  gameId,
  play,
  onClose,
}: {
  gameId: string;
  play: ReportablePlay;
  onClose: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<PlayReportKind | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; note?: string; form?: string }>({});
  const report = useReportPlay(gameId);
  const modal = useModal(onClose, report.isPending);

  const send = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const noteProblem = problemOf(playReportNoteSchema, note);
    if (!kind || noteProblem)
      return setErrors({
        ...(!kind && { kind: 'Choose what is wrong with this play.' }),
        ...(noteProblem && { note: noteProblem }),
      });
    setErrors({});
    report.mutate(
      { playId: play.id, kind, note: note.trim() },
      {
        onError: (failure) => {
          const found = errorsOfFailure(failure);
          setErrors(found.note ? { note: found.note } : { form: found.form ?? 'Something went wrong. Please try again.' });
        },
      },
    );
  };

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      className="m-auto w-full max-w-lg rounded-lg p-5 text-left font-normal shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Report a mistake
      </h2>
      <p className="mt-1 text-sm text-slate-700">{play.description}</p>
      {report.isSuccess ? (
        <div className="mt-4">
          <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
            Thank you. We will look at this play and e-mail you our answer. Your report is listed under “Your reports”.
          </p>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              autoFocus
              className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white"
              onClick={onClose}
            >
              Close
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={send}>
          <fieldset
            className="mt-4"
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? `${id}-kind-error` : undefined}
          >
            <legend className="font-medium text-slate-900">What is wrong?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {PLAY_REPORT_KIND_VALUES.map((value) => (
                <label key={value} className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                    className="size-4 accent-brand-700"
                  />
                  {PLAY_REPORT_KIND_LABELS[value]}
                </label>
              ))}
            </div>
            {errors.kind && (
              <p id={`${id}-kind-error`} role="alert" className="mt-1 text-sm text-red-700">
                {errors.kind}
              </p>
            )}
          </fieldset>
          <label htmlFor={`${id}-note`} className="mt-4 block font-medium text-slate-900">
            Note <span className="font-normal text-slate-600">(optional: what should it say?)</span>
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={PLAY_REPORT_LIMITS.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${id}-note-error` : undefined}
            className={`mt-1 block w-full rounded-lg border px-3 py-2 focus-visible:outline-2 ${errors.note ? 'border-red-600' : 'border-slate-300'}`}
          />
          {errors.note && (
            <p id={`${id}-note-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errors.note}
            </p>
          )}
          {errors.form && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {errors.form}
            </p>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5 font-medium"
              disabled={report.isPending}
              onClick={onClose}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              disabled={report.isPending}
            >
              {report.isPending ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
