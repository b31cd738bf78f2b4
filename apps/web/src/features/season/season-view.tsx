import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { recordText } from './season-format';
import { PlayerSeasonTable } from './player-season-table';
import { PointsChart } from './points-chart';
import { SeasonResults } from './season-results';
import { TeamAverages } from './team-averages';
import type { SeasonDownloads, SeasonView as SeasonViewData } from './season-api';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 print:break-inside-avoid-page">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkStyle =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

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
          <Link to={uploadHref} className={`${linkStyle} mt-4`}>
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
            <dd aria-label="Record" className="text-4xl font-extrabold text-slate-900 tabular-nums">
              {recordText(season)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">Games played</dt>
            <dd aria-label="Games played" className="text-4xl font-extrabold text-slate-900 tabular-nums">
              {season.games}
            </dd>
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
          <a href={downloads.csv} download className={linkStyle}>
            Download CSV
          </a>
          <a href={downloads.pdf} download className={linkStyle}>
            Download PDF
          </a>
        </div>
      </section>

      <Section id="results" title="Results">
        <SeasonResults results={season.results} gameHref={gameHref} />
      </Section>

      <Section id="points-per-game" title="Points per game">
        <PointsChart teamName={team.name} color={team.color} results={season.results} />
      </Section>

      <Section id="team-averages" title="Team averages">
        <TeamAverages teamName={team.name} color={team.color} season={season} />
      </Section>

      <Section id="player-stats" title="Players">
        <PlayerSeasonTable view={view} />
      </Section>
    </div>
  );
}
