import type { TeamInput } from '@courtside/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { TeamForm } from '../../features/teams/team-form';
import { TeamLogo } from '../../features/teams/team-logo';
import { useCreateTeam, useSetTeamLogo, useTeams } from '../../features/teams/teams-api';
import { errorsOfFailure } from '../../lib/form-errors';

/** My teams: each with its logo (or colour), season and a link to its roster; and a form to add one. */
export default function TeamsPage() {
  const teams = useTeams();
  const create = useCreateTeam();
  const setLogo = useSetTeamLogo();
  // The team was added but its logo was refused: the team stays, and its page can take the logo.
  const [logoRefused, setLogoRefused] = useState<{ teamId: string; teamName: string; message: string } | null>(null);

  const addTeam = async (input: TeamInput, logo: File | null) => {
    setLogoRefused(null);
    const team = await create.mutateAsync(input);
    if (!logo) return;
    try {
      await setLogo.mutateAsync({ teamId: team.id, file: logo });
    } catch (error) {
      const message = errorsOfFailure(error).form ?? 'Something went wrong.';
      setLogoRefused({ teamId: team.id, teamName: team.name, message });
    }
  };
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
                    <TeamLogo team={team} />
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
          <TeamForm submitLabel="Add team" pending={create.isPending || setLogo.isPending} onSubmit={addTeam} />
          {logoRefused && (
            <p role="alert" className="mt-4 text-sm text-red-700">
              {logoRefused.teamName} was added without its logo: {logoRefused.message}.{' '}
              <Link to={`/teams/${logoRefused.teamId}`} className="underline">
                Add the logo on the team’s page
              </Link>
              .
            </p>
          )}
        </section>
      </div>
    </>
  );
}
