import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { adminButtonStyles } from './admin-button-styles';

/**
 * The state of a confirmation step and where focus goes after it: `ask` opens the step with what it is about
 * to do; `back` closes it and puts focus again on the button that opened it (`triggerRef`), which is rendered
 * again only once the step has gone; `close` closes it without moving focus (the work is done).
 */
export function useConfirmStep<T>() {
  const [asking, setAsking] = useState<T | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (asking === null && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [asking]);

  return {
    asking,
    triggerRef,
    ask: (value: T) => setAsking(value),
    back: () => {
      refocus.current = true;
      setAsking(null);
    },
    close: () => setAsking(null),
  };
}

/**
 * The second step of a destructive action: the question, the real action (focused, so Enter confirms) and a way
 * back. Escape or "Cancel" goes back. While the action runs (`pending`) neither button can be pressed again.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
}: {
  question: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
}) {
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="rounded-lg border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={questionId} className="text-sm text-red-900">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button ref={confirmRef} type="button" onClick={onConfirm} disabled={pending} className={adminButtonStyles.danger}>
          {pending && <Spinner />}
          {confirmLabel}
        </button>
        <button type="button" onClick={onCancel} disabled={pending} className={adminButtonStyles.outline}>
          Cancel
        </button>
      </div>
    </div>
  );
}
