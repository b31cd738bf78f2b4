import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { AfterHydration } from '../../components/ui/after-hydration';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageSpinner } from '../../components/ui/spinner';
import { sharedDownloads, sharedGameQuery } from '../../features/stats/get-box-score';
import { ScoreHeader } from '../../features/stats/score-header';
import { StatisticsView } from '../../features/stats/statistics-view';
import { ApiError } from '../../lib/api-error';
import { sharedReelOf } from './shared-reel';

/**
 * A game or a team's season shared by its owner (`/s/:token`): the statistics, read-only, without footage,
 * links to the games or anything of the owner's account, and kept out of search engines. A link that shares a
 * reel plays that reel, and nothing else of the footage.
 */
const SharedSeason = lazy(() => import('./shared-season'));

export default function SharedGamePage() {
  const { token = '' } = useParams();
  const shared = useQuery(sharedGameQuery(token));
  const reel = sharedReelOf(shared.data, token);
  // The statistics are drawn once, not again each time the page re-renders, and as a transition: in slices that
  // leave the page answering input, after the page around them (issue 27, speed).
  const game = useDeferredValue(shared.data?.kind === 'game' ? shared.data : undefined);
  const statistics = useMemo(
    () => game && <StatisticsView report={game.report} downloads={sharedDownloads(token)} />,
    [game, token],
  );

  return (
    <>
      <meta name="robots" content="noindex" />
      {shared.isPending && <PageSpinner />}
      {shared.isError && (
        <>
          <PageHeader title="Shared game" />
          <div className="px-4 py-12 text-center">
            <p role="alert" className="text-slate-700">
              {shared.error instanceof ApiError && shared.error.status === 429
                ? shared.error.message
                : shared.error instanceof ApiError && shared.error.status === 404
                  ? 'This link is not valid. It may have been revoked or expired.'
                  : 'This game could not be loaded. Please try again.'}
            </p>
            <Link to="/" className={`${buttonStyles.primary} mt-6`}>
              Go to Courtside
            </Link>
          </div>
        </>
      )}
      {shared.data?.kind === 'game' && (
        <>
          <ScoreHeader
            eyebrow="Shared game"
            name={shared.data.game.name}
            report={shared.data.report}
            deliveredAt={shared.data.game.completedAt}
          />
          <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
            {reel && (
              <section aria-labelledby="shared-reel" className="mb-10 print:hidden">
                <h2 id="shared-reel" className="text-xl font-bold text-slate-900">
                  {reel.title}
                </h2>
                <p className="text-sm text-slate-600">
                  {reel.clips} {reel.clips === 1 ? 'clip' : 'clips'}, {Math.round(reel.durationMs / 1000)} seconds
                </p>
                <video
                  src={reel.videoUrl}
                  controls
                  preload="metadata"
                  playsInline
                  className="mt-3 aspect-video w-full rounded-lg bg-black"
                >
                  Your browser cannot play this video.
                </video>
              </section>
            )}
            {statistics ?? <PageSpinner />}
          </div>
        </>
      )}
      {shared.data?.kind === 'season' && (
        <>
          <PageHeader eyebrow="Shared season" title={`${shared.data.team.name} season`}>
            {shared.data.team.seasonLabel}
          </PageHeader>
          <div className="mx-auto max-w-6xl px-4 py-10">
            {/* Its chunk loads once the page is the app's: the server draws the page without it. */}
            <AfterHydration fallback={<PageSpinner />}>
              <Suspense fallback={<PageSpinner />}>
                <SharedSeason view={shared.data} token={token} />
              </Suspense>
            </AfterHydration>
          </div>
        </>
      )}
    </>
  );
}
