import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { useMe } from '../../features/auth/session';

/** Where a signed-in customer uploads a game; the upload widget itself arrives with the upload release. */
export default function UploadPage() {
  const { data: me } = useMe();
  const games = me?.profile?.gamesRemaining ?? 0;
  return (
    <>
      <PageHeader eyebrow="Upload" title="Upload Your Game">
        A file up to 2 GB or a YouTube, Vimeo or direct link. Your box score within 24 hours.
      </PageHeader>
      <section className="px-4 py-12">
        <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 p-8 text-center">
          <p className="text-sm font-semibold text-slate-600">Games Remaining</p>
          <p className="mt-1 text-4xl font-extrabold text-slate-900" data-testid="games-remaining">
            {games}
          </p>
          {games <= 0 ? (
            <>
              <h2 className="mt-6 text-xl font-bold text-slate-900">No Games Available</h2>
              <p className="mt-2 text-slate-600">Buy game credits to upload your first game. Credits never expire.</p>
              <Link to="/pricing" className={`${buttonStyles.primary} mt-6`}>
                Buy Games
              </Link>
            </>
          ) : (
            <p className="mt-6 text-slate-600">You have credits ready for your next game.</p>
          )}
        </div>
      </section>
    </>
  );
}
