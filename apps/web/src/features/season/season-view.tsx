import { Link } from 'react-router';
import { smallButtonStyle } from '../../components/ui/button-styles';
import { ReportSection } from '../../components/ui/report-section';
import { recordText } from './season-format';
import { PlayerSeasonTable } from './player-season-table';
import { PointsChart } from './points-chart';
import { SeasonResults } from './season-results';
import { TeamAverages } from './team-averages';
import type { SeasonDownloads, SeasonView as SeasonViewData } from './season-api';

/**
 * A team's season, read-only: the record, the results, points per game drawn, the team's averages beside its
 * opponents', and every player's season with their game log. The owner's page links each result to its game
 * (`gameHref`) and an empty season to the upload (`uploadHref`); a shared link passes neither.
 */
export function SeasonView({
  view,
  downloads,
  gameHref,
  uploadHref,
}: {
  view: SeasonViewData;
  downloads: SeasonDownloads;
  /** Where a result links to; without it results are plain text (a shared season has no access to the games). */
  gameHref?: ((gameId: string) => string) | undefined;
  uploadHref?: string | undefined;
}) {
  const { team, season } = view;

  if (season.games === 0)
    return (
      <section aria-labelledby="no-games" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <h2 id="no-games" className="text-xl font-bold text-slate-900">
          No games yet
        </h2>
        <p className="mt-2 text-slate-600">
          Games uploaded for this team appear here once their box scores are delivered: the record, the results and every
          player&apos;s season.
        </p>
        {uploadHref && (
          <Link to={uploadHref} className={`${smallButtonStyle} mt-4`}>
            Upload a game
          </Link>
        )}
      </section>
    );

  return (
    <div className="space-y-12">
      <section aria-labelledby="season-summary" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="season-summary" className="sr-only">
          Summary
        </h2>
        <dl className="flex flex-wrap gap-x-10 gap-y-4">
          <div>
            <dt className="text-sm font-medium text-slate-600">Record</dt>
            <dd className="text-4xl font-extrabold text-slate-900 tabular-nums">{recordText(season)}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Games played</dt>
            <dd className="text-4xl font-extrabold text-slate-900 tabular-nums">{season.games}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Points per game</dt>
            <dd className="text-4xl font-extrabold text-slate-900 tabular-nums">
              {season.team.perGame.pts.toFixed(1)}
              <span className="ml-2 text-base font-semibold text-slate-600">
                allowed {season.opponents.perGame.pts.toFixed(1)}
              </span>
            </dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-2 print:hidden" aria-label="Downloads" role="group">
          <a href={downloads.csv} download className={smallButtonStyle}>
            Download CSV
          </a>
          <a href={downloads.pdf} download className={smallButtonStyle}>
            Download PDF
          </a>
        </div>
      </section>

      <ReportSection id="results" title="Results">
        <SeasonResults results={season.results} gameHref={gameHref} />
      </ReportSection>

      <ReportSection id="points-per-game" title="Points per game">
        <PointsChart teamName={team.name} color={team.color} results={season.results} />
      </ReportSection>

      <ReportSection id="team-averages" title="Team averages">
        <TeamAverages teamName={team.name} color={team.color} season={season} />
      </ReportSection>

      <ReportSection id="player-stats" title="Players">
        <PlayerSeasonTable view={view} />
      </ReportSection>
    </div>
  );
}
