import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { useMe } from '../../features/auth/session';
import { usePaymentConfirmation } from '../../features/checkout/payment-confirmation';
import { PurchaseHistory } from '../../features/purchases/purchase-history';
import { PaymentPending } from './payment-return';

/** The customer's home once signed in. On return from a payment (?session_id=) it waits for the payment first. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const [justPaid, setJustPaid] = useState(false);
  const leavePaymentReturn = (paid: boolean) => {
    setJustPaid(paid);
    setParams({}, { replace: true });
  };

  if (sessionId) return <PaymentReturn sessionId={sessionId} onDone={leavePaymentReturn} />;
  return <Dashboard justPaid={justPaid} />;
}

function PaymentReturn({ sessionId, onDone }: { sessionId: string; onDone: (paid: boolean) => void }) {
  const { state, retry } = usePaymentConfirmation(sessionId);
  // Paid means the balance and history are fresh: drop ?session_id= and show the dashboard.
  useEffect(() => {
    if (state === 'paid') onDone(true);
  }, [state, onDone]);
  if (state === 'paid') return null;
  return <PaymentPending state={state} onRetry={retry} onContinue={() => onDone(false)} />;
}

function Dashboard({ justPaid }: { justPaid: boolean }) {
  const { data: me } = useMe();
  const games = me?.profile?.gamesRemaining ?? 0;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={`Welcome, ${me?.user.name ?? ''}`}>
        Your games and box scores live here.
      </PageHeader>
      <section className="px-4 py-12">
        <div className="mx-auto max-w-4xl">
          {justPaid && (
            <p role="status" className="mb-6 flex items-center gap-3 rounded-xl bg-green-50 p-4 text-green-900">
              <CheckCircle2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
              Payment received. Your games have been added and your receipt is on its way.
            </p>
          )}
          <div className="rounded-2xl border border-slate-200 p-6" data-testid="games-remaining-card">
            <p className="text-sm font-semibold text-slate-600">Games Remaining</p>
            <p className="mt-1 text-4xl font-extrabold text-slate-900" data-testid="games-remaining">
              {games}
            </p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/upload" className={buttonStyles.primary}>
              Upload New Game
            </Link>
            <Link to="/pricing" className={buttonStyles.outline}>
              Buy Games
            </Link>
          </div>

          <h2 className="mt-12 text-2xl font-bold text-slate-900">Purchase History</h2>
          <div className="mt-4">
            <PurchaseHistory />
          </div>
        </div>
      </section>
    </>
  );
}
