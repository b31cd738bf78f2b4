import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';

// The competitions' pages are one route of the app's (/competitions/:page?), each page a chunk of its own loaded
// from here: every lazy route of the app's router names its chunks in the entry that every page downloads, which is
// at its budget (e2e/statistics-speed.spec.ts); one route names one. The page is chosen from the segment by hand:
// a <Routes> of its own would bring the router's matching of descendant routes into the entry too.
const CompetitionsPage = lazy(() => import('./competitions-page'));
const NewCompetitionPage = lazy(() => import('./new-competition-page'));
const ClaimTeamPage = lazy(() => import('./claim-team-page'));
const CompetitionPage = lazy(() => import('./competition-page'));

/** /competitions, /competitions/new, /competitions/claim and /competitions/:id. */
export default function CompetitionsRoutes() {
  const { id } = useParams();
  return (
    <Suspense fallback={<PageSpinner />}>
      {id === undefined ? (
        <CompetitionsPage />
      ) : id === 'new' ? (
        <NewCompetitionPage />
      ) : id === 'claim' ? (
        <ClaimTeamPage />
      ) : (
        // Keyed by the competition: a copy opened from its season's settings starts afresh.
        <CompetitionPage key={id} />
      )}
    </Suspense>
  );
}
