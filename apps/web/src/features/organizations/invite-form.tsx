import { ROLE_LABELS, numberAndName, type MemberRole } from '@courtside/domain';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorsOfFailure } from '../../lib/form-errors';
import { assignableRoles } from '../../lib/organization-role';
import { useTeam, useTeams, type Team } from '../teams/teams-api';
import { invitationBody, invitationProblems, type InvitationDraft } from './organization-forms';
import { useInvite } from './organizations-api';

type Errors = Partial<Record<'email' | 'teamPlayerId' | 'form', string>>;

const EMPTY: InvitationDraft = { email: '', role: 'coach', teamPlayerId: '' };

/**
 * Invites someone by e-mail with a role; a player is invited as one entry of a team's roster (the team first, then
 * the player). The server's refusal (a member already, the organization full) shows as it says it.
 */
export function InviteForm({ organizationId, viewerRole }: { organizationId: string; viewerRole: MemberRole }) {
  const invite = useInvite(organizationId);
  const [draft, setDraft] = useState<InvitationDraft>(EMPTY);
  const [teamId, setTeamId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = (part: Partial<InvitationDraft>) => setDraft((current) => ({ ...current, ...part }));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSentTo(null);
    const problems = invitationProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = invitationBody(draft);
    invite.mutate(body, {
      onSuccess: () => {
        setSentTo(body.email);
        setDraft({ ...EMPTY, role: draft.role });
      },
      onError: (failure) => setErrors(errorsOfFailure(failure)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Invite a member">
      {errors.form && !errors.email && !errors.teamPlayerId && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail" error={errors.email}>
          <input
            type="email"
            value={draft.email}
            onChange={(event) => change({ email: event.target.value })}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Role">
          <select value={draft.role} onChange={(event) => change({ role: event.target.value as MemberRole, teamPlayerId: '' })}>
            {assignableRoles(viewerRole).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {draft.role === 'player' && (
        <RosterEntryFields
          teamId={teamId}
          teamPlayerId={draft.teamPlayerId}
          error={errors.teamPlayerId}
          onTeam={(id) => {
            setTeamId(id);
            change({ teamPlayerId: '' });
          }}
          onPlayer={(id) => change({ teamPlayerId: id })}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={invite.isPending}>
          {invite.isPending && <Spinner />}
          Send invitation
        </button>
        {sentTo && (
          <p role="status" className="text-sm text-green-800">
            Invitation sent to {sentTo}.
          </p>
        )}
      </div>
    </form>
  );
}

/** A player's roster entry: one of the organization's teams, then one of its active players. */
export function RosterEntryFields({
  teamId,
  teamPlayerId,
  error,
  onTeam,
  onPlayer,
}: {
  teamId: string;
  teamPlayerId: string;
  error: string | undefined;
  onTeam: (teamId: string) => void;
  onPlayer: (teamPlayerId: string) => void;
}) {
  const teams = useTeams();
  if (teams.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your teams…
      </p>
    );
  if (teams.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {teams.error.message}
      </p>
    );
  if (teams.data.length === 0)
    return (
      <p role="alert" className="text-sm text-red-700">
        A player is invited as an entry of a team’s roster.{' '}
        <Link to="/teams" className="underline">
          Add a team and its players first.
        </Link>
      </p>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TeamSelect teams={teams.data} teamId={teamId} onTeam={onTeam} />
      {teamId ? (
        <TeamPlayerSelect teamId={teamId} teamPlayerId={teamPlayerId} error={error} onPlayer={onPlayer} />
      ) : (
        <FormField label="Player" error={error}>
          <select value="" disabled>
            <option value="">Choose a team first</option>
          </select>
        </FormField>
      )}
    </div>
  );
}

function TeamSelect({ teams, teamId, onTeam }: { teams: Team[]; teamId: string; onTeam: (teamId: string) => void }) {
  return (
    <FormField label="Team">
      <select value={teamId} onChange={(event) => onTeam(event.target.value)}>
        <option value="">Choose a team</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function TeamPlayerSelect({
  teamId,
  teamPlayerId,
  error,
  onPlayer,
}: {
  teamId: string;
  teamPlayerId: string;
  error: string | undefined;
  onPlayer: (teamPlayerId: string) => void;
}) {
  const team = useTeam(teamId);
  const players = team.data?.players.filter((player) => !player.archived) ?? [];
  const empty = team.isPending ? 'Loading the roster…' : players.length === 0 ? 'No players on this roster' : 'Choose a player';
  return (
    <FormField label="Player" error={error ?? (team.isError ? team.error.message : undefined)}>
      <select value={teamPlayerId} onChange={(event) => onPlayer(event.target.value)} disabled={players.length === 0}>
        <option value="">{empty}</option>
        {players.map((player) => (
          <option key={player.id} value={player.id}>
            {numberAndName(player)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
