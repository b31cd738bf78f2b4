import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { TeamForm } from '../../features/teams/team-form';
import { useCreateTeam, useTeams } from '../../features/teams/teams-api';

/** My teams: each with its colour, season and a link to its roster; and a form to add one. */
export default function TeamsPage() {
  const teams = useTeams();
  const create = useCreateTeam();
  return (
    <>
      <PageHeader eyebrow="Teams" title="Your teams">
        Keep each team’s roster here, so every game of a team counts for the same players.
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12">
        <section aria-labelledby="team-list">
          <h2 id="team-list" className="text-xl font-bold text-slate-900">
            Teams
          </h2>
          {teams.isPending ? (
            <PageSpinner />
          ) : teams.isError ? (
            <p role="alert" className="mt-2 text-red-700">
              {teams.error.message}
            </p>
          ) : teams.data.length === 0 ? (
            <p className="mt-2 text-slate-600">No teams yet. Add your first team below, then its roster.</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {teams.data.map((team) => (
                <li key={team.id}>
                  <Link
                    to={`/teams/${team.id}`}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 hover:border-brand-700"
                  >
                    <span
                      aria-hidden="true"
                      className="h-8 w-8 rounded-full border border-slate-300"
                      style={{ backgroundColor: team.color }}
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">{team.name}</span>
                      <span className="text-sm text-slate-600">
                        {team.shortName}
                        {team.seasonLabel ? ` · ${team.seasonLabel}` : ''}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="new-team" className="rounded-lg border border-slate-200 p-5">
          <h2 id="new-team" className="mb-4 text-xl font-bold text-slate-900">
            Add a team
          </h2>
          <TeamForm submitLabel="Add team" pending={create.isPending} onSubmit={(input) => create.mutateAsync(input)} />
        </section>
      </div>
    </>
  );
}
