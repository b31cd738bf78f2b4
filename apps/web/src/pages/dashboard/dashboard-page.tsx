import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { useMe } from '../../features/auth/session';

/** The customer's home once signed in. Games and purchase history join it with the upload and payment releases. */
export default function DashboardPage() {
  const { data: me } = useMe();
  const games = me?.profile?.gamesRemaining ?? 0;
  return (
    <>
      <PageHeader eyebrow="Dashboard" title={`Welcome, ${me?.user.name ?? ''}`}>
        Your games and box scores live here.
      </PageHeader>
      <section className="px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <div className="rounded-2xl border border-slate-200 p-6" data-testid="games-remaining">
            <p className="text-sm font-semibold text-slate-600">Games Remaining</p>
            <p className="mt-1 text-4xl font-extrabold text-slate-900">{games}</p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/upload" className={buttonStyles.primary}>
              Upload New Game
            </Link>
            <Link to="/pricing" className={buttonStyles.outline}>
              Buy Games
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
