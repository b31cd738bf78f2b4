import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageSpinner } from '../../components/ui/spinner';
import { seasonDownloads, useSeason } from '../../features/season/season-api';
import { SeasonView } from '../../features/season/season-view';
import { ShareLinksPanel } from '../../features/share-links/share-links-panel';
import { ApiError } from '../../lib/api-error';

const gameHref = (gameId: string) => `/games/${gameId}`;

/** A team's season for its owner: the season's statistics, its downloads and its share links. */
export default function TeamSeasonPage() {
  const { id = '' } = useParams();
  const season = useSeason(id);

  if (season.isPending) return <PageSpinner />;
  if (season.isError) {
    const missing = season.error instanceof ApiError && season.error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Team not found' : 'Season'} />
        <div className="px-4 py-12 text-center">
          <p role="alert" className="text-slate-700">
            {missing ? 'This team does not exist, or it is not yours.' : 'The season could not be loaded. Please try again.'}
          </p>
          <Link to="/teams" className={`${buttonStyles.primary} mt-6`}>
            Back to your teams
          </Link>
        </div>
      </>
    );
  }

  const { team } = season.data;
  return (
    <>
      <PageHeader eyebrow="Season" title={`${team.name} season`}>
        {team.seasonLabel}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Link to={`/teams/${team.id}`} className="inline-block underline print:hidden">
          Back to {team.name}
        </Link>
        <SeasonView view={season.data} downloads={seasonDownloads(team.id)} gameHref={gameHref} uploadHref="/upload" />
        <ShareLinksPanel teamId={team.id} />
      </div>
    </>
  );
}
