import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { useMe } from '../../features/auth/session';
import { mayCreateCompetitions } from '../../features/competitions/competition-access';
import { CompetitionForm } from '../../features/competitions/competition-form';
import { useCreateCompetition } from '../../features/competitions/competitions-api';
import { COMPETITION_EXPLAINED } from '../../features/competitions/competition-text';

/** A new competition of the active league or club; its page opens on its teams once it is made. */
export default function NewCompetitionPage() {
  const { data: me } = useMe();
  const create = useCreateCompetition();
  const navigate = useNavigate();
  const organization = me?.organization;
  return (
    <>
      <PageHeader eyebrow={organization && !organization.personal ? organization.name : 'Competitions'} title="New competition" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <p>
          <Link to="/competitions" className="underline">
            All competitions
          </Link>
        </p>
        <p className="text-slate-700">{COMPETITION_EXPLAINED}</p>
        {mayCreateCompetitions(organization) ? (
          <section aria-labelledby="new-competition" className="rounded-lg border border-slate-200 p-5">
            <h2 id="new-competition" className="mb-4 text-xl font-bold text-slate-900">
              The competition
            </h2>
            <CompetitionForm
              submitLabel="Create competition"
              pending={create.isPending}
              onSubmit={async (input) => {
                const competition = await create.mutateAsync(input);
                await navigate(`/competitions/${competition.id}?tab=teams`);
              }}
            />
          </section>
        ) : (
          <p className="text-slate-700">
            Competitions are started by the owners and managers of a league or club organization. Create one from the organization
            menu, or ask its owner.
          </p>
        )}
      </div>
    </>
  );
}
