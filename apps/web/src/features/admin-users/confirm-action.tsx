import { Spinner } from '../../components/ui/spinner';
import { adminButtonStyles } from '../admin-shared/admin-button-styles';
import { ConfirmStep, useConfirmStep } from '../admin-shared/confirm-step';

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
  const { asking, triggerRef, ask, back } = useConfirmStep<true>();

  if (!asking) {
    return (
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled || pending}
        onClick={() => ask(true)}
        className={adminButtonStyles.dangerOutline}
      >
        {pending && <Spinner />}
        {label}
      </button>
    );
  }
  return (
    <ConfirmStep
      question={question}
      confirmLabel={confirmLabel}
      onConfirm={() => {
        back();
        onConfirm();
      }}
      onCancel={back}
    />
  );
}
