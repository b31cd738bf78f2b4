import { formatAud } from '@courtside/domain';
import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorsOfFailure } from '../../lib/form-errors';
import { adminButtonStyles } from '../admin-shared/admin-button-styles';
import { ConfirmStep, useConfirmStep } from '../admin-shared/confirm-step';
import { AdminReasonField } from '../admin-shared/labelled-field';
import { useRefundPurchase, type AdminPurchaseDetail, type RecordedRefund } from './admin-purchases-api';
import { checkRefund, gamesText, refundAmountCents, splitRefund } from './purchase-format';

const PROVIDER_NAMES = { stripe: 'Stripe', test: 'test mode (no money moves)' } as const;

/**
 * Refunds some or all of the games left in a purchase: how many (all by default), the money it returns as the
 * server computes it, a required reason, then a confirmation step before anything is sent.
 */
export function RefundForm({
  detail,
  onRefunded,
}: {
  detail: AdminPurchaseDetail;
  onRefunded: (refund: RecordedRefund['refund']) => void;
}) {
  const { purchase, gamesLeftToRefund: left } = detail;
  const refund = useRefundPurchase(purchase.id);
  const [games, setGames] = useState(String(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { asking: confirming, triggerRef, ask, back, close } = useConfirmStep<{ games: number; reason: string }>();

  const asked = Number(games);
  const valid = Number.isInteger(asked) && asked >= 1 && asked <= left;
  const amount = valid ? refundAmountCents(purchase, asked) : null;
  const split = valid ? splitRefund(asked, purchase.creditsTakeable) : null;

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    const check = checkRefund(games, reason, left);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    ask(check.value);
  };

  const send = () => {
    if (!confirming) return;
    refund.mutate(confirming, {
      onSuccess: (answer) => {
        close();
        setReason('');
        onRefunded(answer.refund);
      },
      onError: (error) => {
        back();
        setErrors(errorsOfFailure(error));
      },
    });
  };

  return (
    <div className="space-y-3">
      <form onSubmit={review} noValidate className="space-y-3">
        <FormField label={`Games to refund (${gamesText(left)} left)`} error={errors.games}>
          <input
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            max={left}
            value={games}
            disabled={confirming !== null}
            onChange={(event) => setGames(event.target.value)}
          />
        </FormField>
        <p className="text-sm text-slate-700" aria-live="polite">
          {amount === null || split === null ? (
            'Choose how many games to refund.'
          ) : (
            <>
              Returns <strong>{formatAud(amount)}</strong> through {PROVIDER_NAMES[purchase.provider]}. The customer has{' '}
              {gamesText(purchase.customerBalance)} now: {split.creditsTaken} {split.creditsTaken === 1 ? 'credit' : 'credits'}{' '}
              would be taken back
              {split.shortfall > 0 ? `, and ${gamesText(split.shortfall)} already used could not be` : ''}.
            </>
          )}
        </p>
        <AdminReasonField
          label="Reason (kept with the refund and in the audit log)"
          value={reason}
          onChange={setReason}
          disabled={confirming !== null}
          error={errors.reason}
        />
        {!confirming && (
          <button ref={triggerRef} type="submit" disabled={refund.isPending} className={adminButtonStyles.dangerOutline}>
            {refund.isPending && <Spinner />}
            Review refund
          </button>
        )}
      </form>
      {confirming && (
        <ConfirmStep
          question={
            <>
              Refund {formatAud(refundAmountCents(purchase, confirming.games))} for {gamesText(confirming.games)} to{' '}
              {purchase.customer.name} ({purchase.customer.email})? The money goes back at once and this cannot be undone.
            </>
          }
          confirmLabel={`Yes, refund ${formatAud(refundAmountCents(purchase, confirming.games))}`}
          onConfirm={send}
          onCancel={back}
          pending={refund.isPending}
        />
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
    </div>
  );
}
