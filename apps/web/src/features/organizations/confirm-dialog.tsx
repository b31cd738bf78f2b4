import { useId, type ReactNode } from 'react';
import { useModal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';

/**
 * A modal question before a change that cannot be undone from here (a removal, a revocation, leaving): what it does
 * in plain words, the action and "Cancel", which has the focus. Escape cancels; the server's refusal shows in place.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  // The button that opened it gets the focus back, if it is still there (a removed member's row is not).
  const modal = useModal(onClose, pending);
  const id = useId();

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg p-5 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-2 text-sm text-slate-700">
        {children}
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          autoFocus
          onClick={onClose}
          disabled={pending}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
