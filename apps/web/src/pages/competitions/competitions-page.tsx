import { refusalFor } from '@courtside/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageSpinner } from '../../components/ui/spinner';
import type { ActiveOrganization } from '../../features/auth/auth-api';
import { useMe } from '../../features/auth/session';
import { mayClaimTeams, mayCreateCompetitions } from '../../features/competitions/competition-access';
import { COMPETITION_EXPLAINED, competitionSummary } from '../../features/competitions/competition-text';
import { useCompetitions, type Competition } from '../../features/competitions/competitions-api';

/**
 * The organization's competitions (a league's own, and those its club claimed a team in, marked "Club"), newest
 * first; the way to start one, for the owners and managers of a league or club; and, for a club, to claim a team.
 */
export default function CompetitionsPage() {
  const { data: me } = useMe();
  const competitions = useCompetitions();
  const organization = me?.organization;
  const creates = mayCreateCompetitions(organization);
  const claims = mayClaimTeams(organization);
  return (
    <>
      <PageHeader eyebrow={organization && !organization.personal ? organization.name : 'Competitions'} title="Competitions">
        Teams, fixtures, results and a ladder for each season.
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12">
        {competitions.isPending ? (
          <PageSpinner />
        ) : competitions.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {competitions.error.message}
          </p>
        ) : competitions.data.length === 0 ? (
          <EmptyState organization={organization} creates={creates} claims={claims} />
        ) : (
          <>
            <Actions creates={creates} claims={claims} />
            <CompetitionList competitions={competitions.data} />
          </>
        )}
      </div>
    </>
  );
}

/** New competition (a league's or club's owners and managers) and Claim a team (a club's). */
function Actions({ creates, claims }: { creates: boolean; claims: boolean }) {
  if (!creates && !claims) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {creates && (
        <Link to="/competitions/new" className={buttonStyles.primary}>
          <Plus className="size-5" aria-hidden="true" />
          New competition
        </Link>
      )}
      {claims && (
        <Link to="/competitions/claim" className={buttonStyles.outline}>
          Claim a team
        </Link>
      )}
    </div>
  );
}

function CompetitionList({ competitions }: { competitions: Competition[] }) {
  return (
    <section aria-labelledby="competition-list">
      <h2 id="competition-list" className="text-xl font-bold text-slate-900">
        Your competitions
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {competitions.map((competition) => (
          <li key={competition.id}>
            <Link
              to={`/competitions/${competition.id}`}
              className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-700"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-slate-900">{competition.name}</span>
                {competition.access === 'club' && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Club<span className="sr-only">: your club claimed a team in it</span>
                  </span>
                )}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{competitionSummary(competition)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmptyState({
  organization,
  creates,
  claims,
}: {
  organization: ActiveOrganization | null | undefined;
  creates: boolean;
  claims: boolean;
}) {
  const runsThem = organization?.kind === 'league' || organization?.kind === 'club';
  return (
    <section aria-labelledby="no-competitions" className="rounded-lg border border-dashed border-slate-300 p-6">
      <h2 id="no-competitions" className="text-xl font-bold text-slate-900">
        No competitions yet
      </h2>
      <p className="mt-2 text-slate-700">{COMPETITION_EXPLAINED}</p>
      {creates ? (
        <p className="mt-2 text-slate-700">Start one, then add its teams and import its fixtures.</p>
      ) : runsThem ? (
        <p className="mt-2 text-slate-700">{refusalFor('competitions')}</p>
      ) : (
        <p className="mt-2 text-slate-700">
          Competitions are run by a league or club organization. Create one from the organization menu.
        </p>
      )}
      {claims && (
        <p className="mt-2 text-slate-700">
          Playing in another league’s competition? Ask the league for your team’s claim code, then claim the team.
        </p>
      )}
      <div className="mt-4">
        <Actions creates={creates} claims={claims} />
      </div>
    </section>
  );
}
