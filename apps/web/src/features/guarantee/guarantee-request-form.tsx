import { GUARANTEE_LIMITS } from '@courtside/domain';
import { useId, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { errorsOfFailure } from '../../lib/form-errors';
import { useRequestGuarantee, type GuaranteeKind } from './guarantee-api';
import { KIND_LABELS } from './guarantee-rules';
import { reasonError } from './guarantee-validation';

/** The customer's request under the guarantee: reprocess or refund, and why. */
export function GuaranteeRequestForm({
  gameId,
  onCancel,
  onSent,
}: {
  gameId: string;
  onCancel: () => void;
  /** Called once the request is stored (the game's page is being read again). */
  onSent: () => void;
}) {
  const [kind, setKind] = useState<GuaranteeKind>('reprocess');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useRequestGuarantee(gameId);
  const id = useId();
  const reasonId = `${id}-reason`;
  const countId = `${id}-count`;
  const errorId = `${id}-reason-error`;
  const length = reason.trim().length;

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const problem = reasonError(reason);
    if (problem) return setErrors({ reason: problem });
    setErrors({});
    send.mutate(
      { kind, reason: reason.trim() },
      { onSuccess: onSent, onError: (failure) => setErrors(errorsOfFailure(failure)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <fieldset>
        <legend className="font-medium text-slate-900">What would you like us to do?</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(Object.keys(KIND_LABELS) as GuaranteeKind[]).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="size-4 accent-brand-700"
              />
              {KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={reasonId} className="font-medium text-slate-900">
          What went wrong?
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          rows={4}
          maxLength={GUARANTEE_LIMITS.reasonMax}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${errorId} ${countId}` : countId}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base focus:outline-none focus-visible:outline-2 ${
            errors.reason ? 'border-red-600' : 'border-slate-300 focus:border-brand-700'
          }`}
        />
        <p id={countId} className="mt-1 text-sm text-slate-600">
          {length.toLocaleString('en-US')} / {GUARANTEE_LIMITS.reasonMax.toLocaleString('en-US')} characters (at least{' '}
          {String(GUARANTEE_LIMITS.reasonMin)})
        </p>
        {errors.reason && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors.reason}
          </p>
        )}
      </div>
      {errors.form && !errors.reason && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send request'}
        </button>
        <button type="button" className={buttonStyles.outline} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
