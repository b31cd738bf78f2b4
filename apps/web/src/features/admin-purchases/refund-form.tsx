import { ADMIN_REASON_LIMITS, formatAud } from '@courtside/domain';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorsOfFailure } from '../../lib/form-errors';
import { useRefundPurchase, type AdminPurchaseDetail, type RecordedRefund } from './admin-purchases-api';
import { checkRefund, gamesText, refundAmountCents, splitRefund } from './purchase-format';

const button =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

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
  const [confirming, setConfirming] = useState<{ games: number; reason: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const reviewRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      reviewRef.current?.focus();
    }
  }, [confirming]);

  const asked = Number(games);
  const valid = Number.isInteger(asked) && asked >= 1 && asked <= left;
  const amount = valid ? refundAmountCents(purchase, asked) : null;
  const split = valid ? splitRefund(asked, purchase.customerBalance) : null;

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    const check = checkRefund(games, reason, left);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setConfirming(check.value);
  };

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(null);
  };

  const send = () => {
    if (!confirming) return;
    refund.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        setReason('');
        onRefunded(answer.refund);
      },
      onError: (error) => {
        returnFocus.current = true;
        setConfirming(null);
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
        <FormField label="Reason (kept with the refund and in the audit log)" error={errors.reason}>
          <textarea
            rows={2}
            maxLength={ADMIN_REASON_LIMITS.max}
            required
            value={reason}
            disabled={confirming !== null}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        {!confirming && (
          <button
            ref={reviewRef}
            type="submit"
            disabled={refund.isPending}
            className={`${button} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
          >
            {refund.isPending && <Spinner />}
            Review refund
          </button>
        )}
      </form>
      {confirming && (
        <div
          role="group"
          aria-labelledby={questionId}
          className="rounded-lg border border-red-200 bg-red-50 p-3"
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          <p id={questionId} className="text-sm text-red-900">
            Refund {formatAud(refundAmountCents(purchase, confirming.games))} for {gamesText(confirming.games)} to{' '}
            {purchase.customer.name} ({purchase.customer.email})? The money goes back at once and this cannot be undone.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              onClick={send}
              disabled={refund.isPending}
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
            >
              {refund.isPending && <Spinner />}
              Yes, refund {formatAud(refundAmountCents(purchase, confirming.games))}
            </button>
            <button
              type="button"
              onClick={cancel}
              disabled={refund.isPending}
              className={`${button} border border-slate-300 bg-white text-slate-900`}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
    </div>
  );
}
