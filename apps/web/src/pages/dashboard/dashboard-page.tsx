import { CheckCircle2, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { useMe } from '../../features/auth/session';
import { usePaymentConfirmation } from '../../features/checkout/payment-confirmation';
import { GameList } from '../../features/games/game-list';
import { useGamePages } from '../../features/games/games';
import { PurchaseHistory } from '../../features/purchases/purchase-history';
import { can, roleOf } from '../../lib/organization-role';
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
  const games = useGamePages();
  const profile = me?.profile;
  const remaining = profile?.gamesRemaining ?? 0;
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  // Of all the customer's games, whichever pages are shown.
  const counts = games.data?.pages[0]?.counts;
  // What the member's role in the active organization may do (the server refuses the rest).
  const role = roleOf(me);
  const mayUpload = can(role, 'upload');
  const mayBuy = can(role, 'billing');

  return (
    <>
      <PageHeader eyebrow="Dashboard" title={`Welcome, ${me?.user.name ?? ''}`}>
        Your games and box scores live here.
      </PageHeader>
      <section className="px-4 py-12">
        <div className="mx-auto max-w-5xl">
          {justPaid && (
            <p role="status" className="mb-6 flex items-center gap-3 rounded-xl bg-green-50 p-4 text-green-900">
              <CheckCircle2 className="size-6 shrink-0 text-green-700" aria-hidden="true" />
              Payment received. Your games have been added and your receipt is on its way.
            </p>
          )}
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Games" value={counts ? counts.total : '–'} testId="total-games" />
            <StatCard label="Processing" value={counts ? counts.processing : '–'} testId="processing-games" />
            <StatCard label="Games Remaining" value={remaining} testId="games-remaining" />
          </dl>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {!mayUpload ? null : !profile ? (
              <Link to="/pricing" className={buttonStyles.primary}>
                Get Started
              </Link>
            ) : remaining <= 0 ? (
              <span className="group relative inline-flex">
                <button type="button" className={buttonStyles.primary} disabled aria-describedby="no-games-tip">
                  <Upload className="size-4" aria-hidden="true" /> Upload New Game
                </button>
                <span
                  id="no-games-tip"
                  role="tooltip"
                  className="pointer-events-none absolute top-full left-1/2 mt-2 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100"
                >
                  No games remaining
                </span>
              </span>
            ) : (
              <Link to="/upload" className={buttonStyles.primary}>
                <Upload className="size-4" aria-hidden="true" /> Upload New Game
              </Link>
            )}
            {mayBuy && (
              <Link to="/pricing" className={buttonStyles.outline}>
                Buy Games
              </Link>
            )}
          </div>

          <h2 className="mt-12 text-2xl font-bold text-slate-900">Recent Games</h2>
          <div className="mt-4">
            {games.isPending ? (
              <p role="status" className="py-6 text-slate-600">
                Loading your games...
              </p>
            ) : games.isLoadingError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
                Your games could not be loaded. Please refresh the page.
              </p>
            ) : (
              <GameList
                games={list}
                more={{
                  hasMore: games.hasNextPage,
                  loading: games.isFetchingNextPage,
                  failed: games.isFetchNextPageError,
                  load: games.fetchNextPage,
                }}
              />
            )}
          </div>

          {mayBuy && (
            <>
              <h2 className="mt-12 text-2xl font-bold text-slate-900">Purchase History</h2>
              <div className="mt-4">
                <PurchaseHistory />
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}

function StatCard({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-6">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-4xl font-extrabold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
