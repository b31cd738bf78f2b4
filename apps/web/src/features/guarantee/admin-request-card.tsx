import { GUARANTEE_LIMITS, formatShortDate } from '@courtside/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorsOfFailure } from '../../lib/form-errors';
import { useDecideGuaranteeRequest, type AdminGuaranteeRequest } from './guarantee-api';
import { KIND_LABELS, approvedRefundText, creditSourceText, windowLeftText } from './guarantee-rules';
import { noteError } from './guarantee-validation';

type Decision = 'approve' | 'decline';

const STATUS_STYLES: Record<AdminGuaranteeRequest['status'], string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-slate-200 text-slate-800',
};

/** What approving does, said before the admin confirms it. */
const consequence = (request: AdminGuaranteeRequest, decision: Decision) =>
  decision === 'decline'
    ? 'The customer is e-mailed your note; the game credit stays spent.'
    : request.kind === 'refund'
      ? approvedRefundText(request.credit)
      : 'The game goes back to analysis with the customer’s reason, and the customer is e-mailed.';

export interface DecisionOutcome {
  ok: boolean;
  text: string;
}

/**
 * One guarantee request in the back office: the game, the customer, why, and (while pending) the decision,
 * behind a confirmation. The outcome is reported to the page, since a decided request may leave its list.
 */
export function AdminRequestCard({
  request,
  now,
  onOutcome,
}: {
  request: AdminGuaranteeRequest;
  now: number;
  onOutcome: (outcome: DecisionOutcome) => void;
}) {
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ note?: string }>({});
  const decide = useDecideGuaranteeRequest();
  const id = useId();
  const headingId = `${id}-heading`;
  const noteId = `${id}-note`;
  const noteErrorId = `${id}-note-error`;

  const start = (decision: Decision) => {
    setConfirming(decision);
    setErrors({});
  };
  const confirm = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!confirming) return;
    const problem = noteError(confirming, note);
    if (problem) return setErrors({ note: problem });
    const trimmed = note.trim();
    decide.mutate(
      { id: request.id, decision: confirming, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (decided) => {
          setConfirming(null);
          onOutcome({
            ok: true,
            text: `${decided.status === 'approved' ? 'Approved' : 'Declined'}: ${KIND_LABELS[decided.kind].toLowerCase()} for ${decided.game.name}.`,
          });
        },
        onError: (failure) => {
          const found = errorsOfFailure(failure);
          if (found.note) setErrors({ note: found.note });
          else onOutcome({ ok: false, text: found.form ?? 'Something went wrong. Please try again.' });
        },
      },
    );
  };

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            <Link to={`/games/${request.game.id}`} className="underline hover:text-brand-700">
              {request.game.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {request.customer.name} ({request.customer.email})
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[request.status]}`}>
          {request.status === 'pending' ? 'Pending' : request.status === 'approved' ? 'Approved' : 'Declined'}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline font-semibold text-slate-700">Asks for: </dt>
          <dd className="inline">{KIND_LABELS[request.kind]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-700">Requested: </dt>
          <dd className="inline">{formatShortDate(request.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-700">Window: </dt>
          <dd className="inline">{windowLeftText(request.game.guaranteeEndsAt, now)}</dd>
        </div>
        {request.credit && (
          <div className="sm:col-span-3">
            <dt className="inline font-semibold text-slate-700">Credit from: </dt>
            <dd className="inline">
              {creditSourceText(request.credit)}
              {request.status === 'pending' && request.credit.outcome !== 'returned' && (
                <strong className="text-red-800"> Approving returns no credit.</strong>
              )}
            </dd>
          </div>
        )}
      </dl>
      <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 whitespace-pre-wrap text-slate-800">
        {request.reason}
      </blockquote>

      {request.decision && (
        <p className="mt-3 text-sm text-slate-700">
          {request.status === 'approved' ? 'Approved' : 'Declined'}
          {request.decision.decidedAt ? ` on ${formatShortDate(request.decision.decidedAt)}` : ''}
          {request.decision.decidedBy ? ` by ${request.decision.decidedBy}` : ''}
          {request.decision.note ? `: ${request.decision.note}` : '.'}
        </p>
      )}

      {request.status === 'pending' && !confirming && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
            aria-describedby={headingId}
            onClick={() => start('approve')}
          >
            Approve
          </button>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-50"
            aria-describedby={headingId}
            onClick={() => start('decline')}
          >
            Decline
          </button>
        </div>
      )}

      {request.status === 'pending' && confirming && (
        <form onSubmit={confirm} noValidate className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="font-semibold text-slate-900">
            {confirming === 'approve' ? `Approve: ${KIND_LABELS[request.kind].toLowerCase()}?` : 'Decline this request?'}
          </p>
          <p className="text-sm text-slate-700">{consequence(request, confirming)}</p>
          <div>
            <label htmlFor={noteId} className="font-medium text-slate-900">
              {confirming === 'decline' ? 'Note to the customer (required)' : 'Note to the customer (optional)'}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              maxLength={GUARANTEE_LIMITS.noteMax}
              required={confirming === 'decline'}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? noteErrorId : undefined}
              className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 focus:outline-none focus-visible:outline-2 ${
                errors.note ? 'border-red-600' : 'border-slate-300 focus:border-brand-700'
              }`}
            />
            {errors.note && (
              <p id={noteErrorId} className="mt-1 text-sm text-red-700">
                {errors.note}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={decide.isPending}
              className={`rounded-md px-3 py-1.5 font-semibold text-white disabled:opacity-60 ${
                confirming === 'approve' ? 'bg-brand-700 hover:bg-brand-800' : 'bg-red-700 hover:bg-red-800'
              }`}
            >
              {confirming === 'approve' ? 'Confirm approval' : 'Confirm decline'}
            </button>
            <button type="button" className="rounded-md px-3 py-1.5 text-slate-700 underline" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
