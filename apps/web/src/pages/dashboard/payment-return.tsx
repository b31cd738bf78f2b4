import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import type { PaymentConfirmation } from '../../features/checkout/payment-confirmation';

/** What the dashboard shows in place of itself while a returning payment is confirmed, or not. */
export function PaymentPending({
  state,
  onRetry,
  onContinue,
}: {
  state: Exclude<PaymentConfirmation, 'paid'>;
  onRetry: () => void;
  onContinue: () => void;
}) {
  if (state === 'waiting') {
    return (
      <section className="flex min-h-[50vh] items-center justify-center px-4" aria-labelledby="payment-wait">
        <div role="status" className="flex flex-col items-center gap-4 text-slate-700">
          <Spinner className="size-10 text-brand-700" />
          <h1 id="payment-wait" className="text-lg font-semibold">
            Loading your dashboard...
          </h1>
        </div>
      </section>
    );
  }
  return (
    <section className="px-4 py-16" aria-labelledby="payment-late">
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-amber-300 bg-amber-50 p-8">
        <h1 id="payment-late" className="text-xl font-bold text-slate-900">
          We have not received your payment yet
        </h1>
        <p className="mt-3 text-slate-700">
          Some payments take a few minutes to confirm. If you paid, your games will be added as soon as the payment arrives and we
          will e-mail your receipt. If nothing has changed in an hour, or you were charged twice, please contact support.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.primary} onClick={onRetry}>
            Check again
          </button>
          <Link to="/contact" className={buttonStyles.outline}>
            Contact support
          </Link>
          <button type="button" className={buttonStyles.outline} onClick={onContinue}>
            Go to dashboard
          </button>
        </div>
      </div>
    </section>
  );
}
