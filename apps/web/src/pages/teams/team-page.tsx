import { rosterPlayerInputSchema } from '@courtside/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { PageSpinner } from '../../components/ui/spinner';
import { RosterImport } from '../../features/teams/roster-import';
import { TeamForm } from '../../features/teams/team-form';
import {
  useAddPlayer,
  useImportRoster,
  useTeam,
  useUpdatePlayer,
  useUpdateTeam,
  type RosterPlayer,
  type TeamWithRoster,
} from '../../features/teams/teams-api';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';

/** One team: its details, its roster (active players, then those who left), a player form and a CSV import. */
export default function TeamPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  if (team.isPending) return <PageSpinner />;
  if (team.isError)
    return (
      <div className="px-4 pt-28 text-center">
        <p role="alert" className="text-red-700">
          {team.error.message}
        </p>
        <Link to="/teams" className="mt-4 inline-block underline">
          Back to your teams
        </Link>
      </div>
    );
  return <TeamView team={team.data} />;
}

function TeamView({ team }: { team: TeamWithRoster }) {
  const update = useUpdateTeam(team.id);
  const importRoster = useImportRoster(team.id);
  const active = team.players.filter((player) => !player.archived);
  const archived = team.players.filter((player) => player.archived);
  return (
    <>
      <PageHeader eyebrow="Team" title={team.name}>
        {team.shortName}
        {team.seasonLabel ? ` · ${team.seasonLabel}` : ''} · {active.length} active player{active.length === 1 ? '' : 's'}
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/teams" className="underline">
            All teams
          </Link>
          <Link to={`/teams/${team.id}/season`} className="underline">
            Season statistics
          </Link>
        </div>
        <section aria-labelledby="roster">
          <h2 id="roster" className="text-xl font-bold text-slate-900">
            Roster
          </h2>
          {team.players.length === 0 ? (
            <p className="mt-2 text-slate-600">No players yet. Add them one by one or import a CSV file below.</p>
          ) : (
            <RosterTable teamId={team.id} players={[...active, ...archived]} />
          )}
        </section>
        <section aria-labelledby="add-player" className="rounded-lg border border-slate-200 p-5">
          <h2 id="add-player" className="mb-4 text-xl font-bold text-slate-900">
            Add a player
          </h2>
          <AddPlayerForm teamId={team.id} />
        </section>
        <section aria-labelledby="import" className="rounded-lg border border-slate-200 p-5">
          <h2 id="import" className="mb-2 text-xl font-bold text-slate-900">
            Import a roster
          </h2>
          <RosterImport pending={importRoster.isPending} onImport={(csv) => importRoster.mutateAsync(csv)} />
        </section>
        <section aria-labelledby="details" className="rounded-lg border border-slate-200 p-5">
          <h2 id="details" className="mb-4 text-xl font-bold text-slate-900">
            Team details
          </h2>
          <TeamForm
            initial={{
              name: team.name,
              shortName: team.shortName,
              color: team.color,
              seasonLabel: team.seasonLabel ?? '',
              playersSeeGames: team.playersSeeGames,
            }}
            team={team}
            submitLabel="Save team"
            pending={update.isPending}
            onSubmit={(input) => update.mutateAsync(input)}
          />
        </section>
      </div>
    </>
  );
}

function RosterTable({ teamId, players }: { teamId: string; players: RosterPlayer[] }) {
  const change = useUpdatePlayer(teamId);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (player: RosterPlayer) =>
    change.mutate(
      { playerId: player.id, archived: !player.archived },
      { onError: (error) => setProblem(error.message), onSuccess: () => setProblem(null) },
    );
  return (
    <>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Roster</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2">
              No.
            </th>
            <th scope="col">Name</th>
            <th scope="col">Position</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className={`border-b border-slate-100 ${player.archived ? 'text-slate-500' : ''}`}>
              <td className="py-2 font-mono">#{player.number}</td>
              <th scope="row" className="font-medium">
                {player.name}
                {player.archived && <span className="ml-2 text-xs">(left the team)</span>}
              </th>
              <td>{player.position ?? ''}</td>
              <td className="text-right">
                <button
                  type="button"
                  className="underline disabled:opacity-50"
                  disabled={change.isPending}
                  onClick={() => toggle(player)}
                >
                  {player.archived ? `Bring back ${player.name}` : `Archive ${player.name}`}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function AddPlayerForm({ teamId }: { teamId: string }) {
  const add = useAddPlayer(teamId);
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [position, setPosition] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const input = { number, name, ...(position.trim() ? { position } : {}) };
    const parsed = rosterPlayerInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      setErrors({});
      setNumber('');
      setName('');
      setPosition('');
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-3">
      <FormField label="Number" error={errors.number}>
        <input value={number} inputMode="numeric" onChange={(event) => setNumber(event.target.value)} />
      </FormField>
      <FormField label="Name" error={errors.name}>
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label="Position (optional)" error={errors.position}>
        <input value={position} onChange={(event) => setPosition(event.target.value)} />
      </FormField>
      {errors.form && !errors.number && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errors.form}
        </p>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className={buttonStyles.primary} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add player'}
        </button>
      </div>
    </form>
  );
}
