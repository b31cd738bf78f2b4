import { ExternalLink } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../features/auth/session';
import { gameNamer, mayRunCompetition } from '../../features/competitions/competition-access';
import { AddFixtureForm, FixtureList } from '../../features/competitions/competition-fixtures';
import { CompetitionSettings } from '../../features/competitions/competition-settings';
import { CompetitionTeams } from '../../features/competitions/competition-teams';
import { competitionSummary } from '../../features/competitions/competition-text';
import {
  useCompetition,
  useFixtures,
  useImportFixtures,
  useLeaders,
  useStandings,
  type CompetitionWithTeams,
  type Fixture,
} from '../../features/competitions/competitions-api';
import { FixturesImport } from '../../features/competitions/fixtures-import';
import { LadderTable } from '../../features/competitions/ladder-table';
import { LeaderBoards } from '../../features/competitions/leader-boards';

export const TABS = [
  { id: 'teams', label: 'Teams' },
  { id: 'fixtures', label: 'Fixtures' },
  { id: 'ladder', label: 'Ladder' },
  { id: 'leaders', label: 'Leaders' },
  { id: 'settings', label: 'Settings' },
] as const;
export type Tab = (typeof TABS)[number]['id'];

/** The tabs the viewer has: settings only for those who run the competition. */
export const tabsFor = (runner: boolean) => TABS.filter((tab) => runner || tab.id !== 'settings');

/**
 * The tab the address names (`?tab=`), if the viewer has it; else the teams while a competition they run has too
 * few to play, and the fixtures otherwise.
 */
export function tabOf(asked: string | null, runner: boolean, teamCount: number): Tab {
  const found = tabsFor(runner).find((tab) => tab.id === asked);
  if (found) return found.id;
  return runner && teamCount < 2 ? 'teams' : 'fixtures';
}

/**
 * One competition: its teams and rosters, fixtures by round, ladder, leaders and (for those who run it) settings,
 * one tab at a time, each with its own address; a public or unlisted one links to its public page.
 */
export default function CompetitionPage() {
  const { id = '' } = useParams();
  const competition = useCompetition(id);
  if (competition.isPending) return <PageSpinner />;
  if (competition.isError)
    return (
      <div className="px-4 pt-28 pb-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Competition not found</h1>
        <p role="alert" className="mt-2 text-red-700">
          {competition.error.message}
        </p>
        <Link to="/competitions" className="mt-4 inline-block underline">
          Back to your competitions
        </Link>
      </div>
    );
  return <CompetitionView competition={competition.data} />;
}

function CompetitionView({ competition }: { competition: CompetitionWithTeams }) {
  const { data: me } = useMe();
  const runner = mayRunCompetition(competition, me?.organization);
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'), runner, competition.teams.length);
  const claimed = competition.teams.filter((team) => competition.claimedTeamIds.includes(team.id));
  return (
    <>
      <PageHeader eyebrow="Competition" title={competition.name}>
        {competitionSummary(competition)}
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/competitions" className="underline">
            All competitions
          </Link>
          {competition.visibility !== 'private' && (
            // The public pages are the server's own, not the app's: a plain link loads them.
            <a href={`/c/${competition.slug}`} className="inline-flex items-center gap-1 underline">
              Public page
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(/c/{competition.slug})</span>
            </a>
          )}
        </div>
        {competition.access === 'club' && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            Your club claimed {claimed.map((team) => team.name).join(' and ') || 'a team'} in this competition: you see its
            fixtures, the ladder and the leaders. The league runs the rest.
          </p>
        )}
        <nav aria-label="Competition sections">
          <ul className="flex flex-wrap gap-2">
            {tabsFor(runner).map((item) => (
              <li key={item.id}>
                <Link
                  to={`?tab=${item.id}`}
                  preventScrollReset
                  aria-current={item.id === tab ? 'page' : undefined}
                  className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${
                    item.id === tab
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {tab === 'teams' && <CompetitionTeams competitionId={competition.id} teams={competition.teams} runner={runner} />}
          {tab === 'fixtures' && (
            <FixturesTab competition={competition} runner={runner} mayNameGame={gameNamer(competition, me?.organization)} />
          )}
          {tab === 'ladder' && <LadderTab competition={competition} />}
          {tab === 'leaders' && <LeadersTab competition={competition} />}
          {tab === 'settings' && runner && <CompetitionSettings competition={competition} />}
        </div>
      </div>
    </>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-slate-600">
      Loading the {what}…
    </p>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}

function FixturesTab({
  competition,
  runner,
  mayNameGame,
}: {
  competition: CompetitionWithTeams;
  runner: boolean;
  mayNameGame: (fixture: Fixture) => boolean;
}) {
  const fixtures = useFixtures(competition.id);
  const importFixtures = useImportFixtures(competition.id);
  const enoughTeams = competition.teams.length >= 2;
  return (
    <div className="space-y-8">
      <section aria-labelledby="fixtures">
        <h2 id="fixtures" className="text-xl font-bold text-slate-900">
          Fixtures
        </h2>
        {fixtures.isPending ? (
          <Loading what="fixtures" />
        ) : fixtures.isError ? (
          <Failure message={fixtures.error.message} />
        ) : (
          <FixtureList
            competitionId={competition.id}
            fixtures={fixtures.data}
            teams={competition.teams}
            runner={runner}
            mayNameGame={mayNameGame}
          />
        )}
      </section>
      {runner && !enoughTeams && (
        <p className="text-slate-700">
          Fixtures need two teams at least.{' '}
          <Link to="?tab=teams" className="underline">
            Add the teams
          </Link>{' '}
          first.
        </p>
      )}
      {runner && enoughTeams && (
        <>
          <section aria-labelledby="import-fixtures" className="rounded-lg border border-slate-200 p-5">
            <h2 id="import-fixtures" className="mb-2 text-xl font-bold text-slate-900">
              Import CSV
            </h2>
            <FixturesImport
              teams={competition.teams}
              pending={importFixtures.isPending}
              onImport={(csv) => importFixtures.mutateAsync(csv)}
            />
          </section>
          <section aria-labelledby="add-fixture" className="rounded-lg border border-slate-200 p-5">
            <h2 id="add-fixture" className="mb-4 text-xl font-bold text-slate-900">
              Add a fixture
            </h2>
            <AddFixtureForm competitionId={competition.id} teams={competition.teams} />
          </section>
        </>
      )}
    </div>
  );
}

function teamNamer(competition: CompetitionWithTeams) {
  const names = new Map(competition.teams.map((team) => [team.id, team.name]));
  return (teamId: string) => names.get(teamId) ?? 'A team no longer in the competition';
}

function LadderTab({ competition }: { competition: CompetitionWithTeams }) {
  const standings = useStandings(competition.id);
  return (
    <section aria-labelledby="ladder" className="space-y-3">
      <h2 id="ladder" className="text-xl font-bold text-slate-900">
        Ladder
      </h2>
      {standings.isPending ? (
        <Loading what="ladder" />
      ) : standings.isError ? (
        <Failure message={standings.error.message} />
      ) : (
        <LadderTable competition={competition} standings={standings.data} nameOf={teamNamer(competition)} />
      )}
    </section>
  );
}

function LeadersTab({ competition }: { competition: CompetitionWithTeams }) {
  const leaders = useLeaders(competition.id);
  return (
    <section aria-labelledby="leaders" className="space-y-3">
      <h2 id="leaders" className="text-xl font-bold text-slate-900">
        Leaders
      </h2>
      {leaders.isPending ? (
        <Loading what="leaders" />
      ) : leaders.isError ? (
        <Failure message={leaders.error.message} />
      ) : (
        <LeaderBoards boards={leaders.data} teams={competition.teams} qualificationPercent={competition.qualificationPercent} />
      )}
    </section>
  );
}
