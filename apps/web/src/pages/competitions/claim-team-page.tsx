import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { useMe } from '../../features/auth/session';
import { mayClaimTeams } from '../../features/competitions/competition-access';
import { useClaimTeam } from '../../features/competitions/competitions-api';
import { useTeams } from '../../features/teams/teams-api';
import { ApiError } from '../../lib/api-error';
import { errorsOfFailure } from '../../lib/form-errors';

/** The claim form's problems before it is sent, in the server's words. */
export function claimProblems({ code, teamId }: { code: string; teamId: string }): Record<string, string> {
  return {
    ...(code.trim() ? {} : { code: 'Enter the code the league gave you' }),
    ...(teamId ? {} : { teamId: 'Choose one of your teams' }),
  };
}

/** The server's refusal by field: an unknown or used code is the code's problem. */
export function claimFailure(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.code === 'claim_code_unknown') return { code: error.message };
  if (error instanceof ApiError && error.status === 404) return { teamId: error.message };
  const { form, ...fields } = errorsOfFailure(error);
  return Object.keys(fields).length > 0 ? fields : { form: form ?? 'Something went wrong. Please try again.' };
}

/**
 * A club claims a league's team for one of its own teams with the code the league gave it: the club's coaches may
 * then upload that team's games for its fixtures and see its season. The competition opens once it is claimed.
 */
export default function ClaimTeamPage() {
  const { data: me } = useMe();
  const teams = useTeams();
  const claim = useClaimTeam();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [teamId, setTeamId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const organization = me?.organization;

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = claimProblems({ code, teamId });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { competitionId } = await claim.mutateAsync({ code: code.trim(), teamId });
      await navigate(`/competitions/${competitionId}`);
    } catch (error) {
      setErrors(claimFailure(error));
    }
  };

  return (
    <>
      <PageHeader eyebrow={organization && !organization.personal ? organization.name : 'Competitions'} title="Claim a team">
        Your team plays in a league’s competition? Enter the code the league gave you to link the two.
      </PageHeader>
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
        <Link to="/competitions" className="underline">
          All competitions
        </Link>
        {!mayClaimTeams(organization) ? (
          <p className="text-slate-700">A club’s owners and managers claim its teams. Switch to your club, or ask its owner.</p>
        ) : teams.isPending ? (
          <p role="status" className="text-slate-600">
            Loading your teams…
          </p>
        ) : teams.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {teams.error.message}
          </p>
        ) : teams.data.length === 0 ? (
          <p className="text-slate-700">
            Claim a league’s team for one of your own:{' '}
            <Link to="/teams" className="underline">
              add your team
            </Link>{' '}
            first.
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5" aria-label="Claim a team">
            <FormField label="Claim code" error={errors.code}>
              <input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder="ABCDE-FGHJK-LMNPQ-RSTUV"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
              />
            </FormField>
            <FormField label="Your team" error={errors.teamId}>
              <select value={teamId} onChange={(event) => setTeamId(event.target.value)}>
                <option value="">Choose one of your teams</option>
                {teams.data.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                    {team.seasonLabel ? ` (${team.seasonLabel})` : ''}
                  </option>
                ))}
              </select>
            </FormField>
            {errors.form && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {errors.form}
              </p>
            )}
            <button type="submit" className={buttonStyles.primary} disabled={claim.isPending}>
              {claim.isPending ? 'Claiming…' : 'Claim the team'}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
