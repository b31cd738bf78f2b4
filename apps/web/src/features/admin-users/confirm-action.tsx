import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';

const buttonBase =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A destructive action behind a second step: the button asks the question in place, with the real action and
 * a way back. Escape or "Cancel" returns to the button.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  onConfirm,
  pending,
  disabled = false,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [asking]);

  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  if (!asking) {
    return (
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled || pending}
        onClick={() => setAsking(true)}
        className={`${buttonBase} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
      >
        {pending && <Spinner />}
        {label}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="rounded-lg border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <p id={questionId} className="text-sm text-red-900">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
            onConfirm();
          }}
          className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}
        >
          {confirmLabel}
        </button>
        <button type="button" onClick={cancel} className={`${buttonBase} border border-slate-300 bg-white text-slate-900`}>
          Cancel
        </button>
      </div>
    </div>
  );
}
