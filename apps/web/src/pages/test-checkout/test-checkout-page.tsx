import { formatAud } from '@courtside/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { api, unwrap } from '../../lib/api';

async function fetchTestSession(sessionId: string) {
  return unwrap(await api.GET('/api/checkout/test-sessions/{sessionId}', { params: { path: { sessionId } } }));
}

async function finishTestSession(sessionId: string, action: 'pay' | 'cancel') {
  const path = { params: { path: { sessionId } } };
  const result =
    action === 'pay'
      ? await api.POST('/api/checkout/test-sessions/{sessionId}/pay', path)
      : await api.POST('/api/checkout/test-sessions/{sessionId}/cancel', path);
  return unwrap(result).redirectUrl;
}

/**
 * The payment page of test mode (no Stripe key set): shows the order and takes no money. Pay completes the
 * purchase through the same fulfilment as a card payment; either button leaves as Stripe's page would.
 */
export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useQuery({ queryKey: ['test-checkout', sessionId], queryFn: () => fetchTestSession(sessionId), retry: false });
  const finish = useMutation({
    mutationFn: (action: 'pay' | 'cancel') => finishTestSession(sessionId, action),
    onSuccess: (redirectUrl) => window.location.assign(redirectUrl),
  });
  const leaving = finish.isPending || finish.isSuccess;

  return (
    <section className="min-h-screen bg-slate-900 px-4 pt-28 pb-16">
      <div className="mx-auto max-w-md">
        <p className="flex items-center justify-center gap-2 rounded-t-2xl bg-amber-400 px-4 py-2 text-sm font-bold tracking-widest text-amber-950">
          <FlaskConical className="size-4" aria-hidden="true" />
          TEST MODE
        </p>
        <div className="rounded-b-2xl bg-white p-8 shadow-xl">
          <h1 className="text-2xl font-bold text-slate-900">Checkout</h1>
          <p className="mt-1 text-sm text-slate-600">No card is charged: payments are in test mode on this server.</p>

          {session.isPending && (
            <p role="status" className="mt-6 flex items-center gap-2 text-slate-600">
              <Spinner /> Loading your order...
            </p>
          )}
          {session.error && (
            <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
              {session.error.message}.{' '}
              <Link to="/pricing" className="font-semibold underline">
                Back to pricing
              </Link>
            </div>
          )}
          {session.data && (
            <>
              <dl className="mt-6 divide-y divide-slate-200 text-sm">
                <div className="flex justify-between py-3">
                  <dt className="text-slate-600">Package</dt>
                  <dd className="font-medium text-slate-900">{session.data.packageLabel}</dd>
                </div>
                <div className="flex justify-between py-3">
                  <dt className="text-slate-600">Games</dt>
                  <dd className="font-medium text-slate-900">
                    {session.data.games} x {formatAud(session.data.unitAmountCents)}
                  </dd>
                </div>
                <div className="flex justify-between py-3 text-base">
                  <dt className="font-semibold text-slate-900">Total</dt>
                  <dd className="font-bold text-slate-900" data-testid="checkout-total">
                    {formatAud(session.data.amountCents)}
                  </dd>
                </div>
              </dl>
              {session.data.status === 'pending' ? (
                <div className="mt-6 flex flex-col gap-3">
                  <button type="button" className={buttonStyles.primary} disabled={leaving} onClick={() => finish.mutate('pay')}>
                    {finish.isPending && finish.variables === 'pay' && <Spinner />}
                    Pay {formatAud(session.data.amountCents)}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.outline}
                    disabled={leaving}
                    onClick={() => finish.mutate('cancel')}
                  >
                    Cancel
                  </button>
                </div>
              ) : (
                <p role="status" className="mt-6 rounded-lg bg-slate-100 p-4 text-slate-700">
                  This checkout is no longer open.{' '}
                  <Link to="/dashboard" className="font-semibold text-brand-700 underline">
                    Go to your dashboard
                  </Link>
                </p>
              )}
              {finish.error && (
                <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
                  {finish.error.message}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
