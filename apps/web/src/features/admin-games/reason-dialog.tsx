import { ADMIN_REASON_LIMITS } from '@courtside/domain';
import { useId, useState, type ReactNode } from 'react';
import { useModal } from '../../components/ui/modal';
import { reasonProblem } from './game-helpers';

/**
 * A confirmation that needs a reason: a modal dialog with the consequences spelt out, a required reason, and the
 * server's refusal shown in place. Escape or Cancel closes it with nothing done.
 */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What confirming does, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const modal = useModal(onClose, pending);
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reasonProblem(reason);
  const shown = (tried ? problem : null) ?? error;

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      className="m-auto w-full max-w-lg rounded-lg p-5 shadow-xl backdrop:bg-slate-900/50"
    >
      <form
        method="dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem && !pending) onConfirm(reason.trim());
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
        <label htmlFor={`${id}-reason`} className="mt-4 block font-medium text-slate-900">
          Reason <span className="font-normal text-slate-600">(the customer reads it)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          required
          rows={3}
          maxLength={ADMIN_REASON_LIMITS.max}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className={`mt-1 block w-full rounded-lg border px-3 py-2 focus-visible:outline-2 ${
            shown ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {shown && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {shown}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium"
            disabled={pending}
            onClick={onClose}
          >
            Keep the game as it is
          </button>
          <button
            type="submit"
            className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            disabled={pending}
          >
            {pending ? 'Working…' : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
