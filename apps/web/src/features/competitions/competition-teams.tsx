import { competitionPlayerInputSchema, competitionTeamInputSchema, type CompetitionTeamInput } from '@courtside/domain';
import { useId, useState } from 'react';
import { buttonStyles, smallButtonStyle } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-error';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';
import {
  useAddCompetitionPlayer,
  useAddCompetitionTeam,
  useClaimCode,
  useUpdateCompetitionTeam,
  type CompetitionTeam,
} from './competitions-api';

/** The server's refusal by field: a name or number already used is that field's problem; anything else the form's. */
export function teamFailure(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.code === 'team_name_taken') return { name: error.message };
  if (error instanceof ApiError && error.code === 'number_taken') return { number: error.message };
  const { form, ...fields } = errorsOfFailure(error);
  return Object.keys(fields).length > 0 ? fields : { form: form ?? 'Something went wrong. Please try again.' };
}

/** A team's name, short name and colours: to add a team (no `team`; the form empties once it is added) or change one. */
export function CompetitionTeamForm({
  team,
  submitLabel,
  pending,
  onSubmit,
}: {
  team?: CompetitionTeam;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: CompetitionTeamInput) => Promise<unknown>;
}) {
  const formName = team ? `Change ${team.name}` : 'Add a team';
  const [name, setName] = useState(team?.name ?? '');
  const [shortName, setShortName] = useState(team?.shortName ?? '');
  const [color, setColor] = useState(team?.color ?? '#ea580c');
  const [second, setSecond] = useState(team?.secondaryColor ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const secondId = useId();

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const input = { name, shortName, color, ...(second ? { secondaryColor: second } : {}) };
    const parsed = competitionTeamInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await onSubmit(parsed.data);
      if (!team) {
        setName('');
        setShortName('');
      }
    } catch (error) {
      setErrors(teamFailure(error));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={formName} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Team name" error={errors.name}>
        <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Short name" error={errors.shortName}>
        <input value={shortName} onChange={(event) => setShortName(event.target.value)} placeholder="TIG" autoComplete="off" />
      </FormField>
      <FormField label="Colour" error={errors.color}>
        <input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
      </FormField>
      <div>
        <label className="flex items-center gap-2 font-medium text-slate-900">
          <input
            type="checkbox"
            checked={second !== null}
            onChange={(event) => setSecond(event.target.checked ? '#ffffff' : null)}
            className="size-4 accent-brand-700"
          />
          A second colour
        </label>
        {second !== null && (
          <>
            <label htmlFor={secondId} className="sr-only">
              Second colour
            </label>
            <input
              id={secondId}
              type="color"
              value={second}
              onChange={(event) => setSecond(event.target.value)}
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3 py-1"
            />
          </>
        )}
        {errors.secondaryColor && <p className="mt-1 text-sm text-red-700">{errors.secondaryColor}</p>}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The competition's teams: each with its roster and, for those who run it, a player form, a claim code and its details. */
export function CompetitionTeams({
  competitionId,
  teams,
  runner,
}: {
  competitionId: string;
  teams: CompetitionTeam[];
  runner: boolean;
}) {
  const add = useAddCompetitionTeam(competitionId);
  return (
    <div className="space-y-8">
      <section aria-labelledby="team-list">
        <h2 id="team-list" className="text-xl font-bold text-slate-900">
          Teams
        </h2>
        {teams.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No teams yet.{runner ? ' Add every team of the competition below, then their rosters and fixtures.' : ''}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {teams.map((team) => (
              <li key={team.id}>
                <TeamCard competitionId={competitionId} team={team} runner={runner} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {runner && (
        <section aria-labelledby="add-team" className="rounded-lg border border-slate-200 p-5">
          <h2 id="add-team" className="mb-4 text-xl font-bold text-slate-900">
            Add a team
          </h2>
          <CompetitionTeamForm submitLabel="Add team" pending={add.isPending} onSubmit={(input) => add.mutateAsync(input)} />
        </section>
      )}
    </div>
  );
}

function TeamCard({ competitionId, team, runner }: { competitionId: string; team: CompetitionTeam; runner: boolean }) {
  const update = useUpdateCompetitionTeam(competitionId);
  const players = team.players.length;
  return (
    <article
      aria-labelledby={`team-${team.id}`}
      className="rounded-lg border border-slate-200 p-4"
      data-testid="competition-team"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="size-6 shrink-0 rounded-full border border-slate-300"
          style={{
            background: team.secondaryColor
              ? `linear-gradient(135deg, ${team.color} 50%, ${team.secondaryColor} 50%)`
              : team.color,
          }}
        />
        <h3 id={`team-${team.id}`} className="min-w-0 font-semibold break-words text-slate-900">
          {team.name} <span className="font-normal text-slate-600">({team.shortName})</span>
        </h3>
        <span className="text-sm text-slate-600">
          {players} player{players === 1 ? '' : 's'}
        </span>
        {team.claimedBy && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Club team: {team.claimedBy}
          </span>
        )}
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-800">
          Roster<span className="sr-only"> of {team.name}</span>
          {runner ? ' and claim code' : ''}
        </summary>
        <div className="mt-3 space-y-5">
          {players === 0 ? (
            <p className="text-sm text-slate-600">No players yet.</p>
          ) : (
            <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label={`Roster of ${team.name}`}>
              {team.players.map((player) => (
                <li key={player.id}>
                  <span className="inline-block w-10 font-mono text-slate-600">#{player.number}</span>
                  {player.name}
                </li>
              ))}
            </ul>
          )}
          {runner && (
            <>
              <AddPlayerForm competitionId={competitionId} team={team} />
              <ClaimCodePanel competitionId={competitionId} team={team} />
              <details>
                <summary className="cursor-pointer text-sm font-medium text-slate-800">
                  Change the name or colours<span className="sr-only"> of {team.name}</span>
                </summary>
                <div className="mt-3">
                  <CompetitionTeamForm
                    team={team}
                    submitLabel="Save team"
                    pending={update.isPending}
                    onSubmit={(input) => update.mutateAsync({ ...input, teamId: team.id })}
                  />
                </div>
              </details>
            </>
          )}
        </div>
      </details>
    </article>
  );
}

function AddPlayerForm({ competitionId, team }: { competitionId: string; team: CompetitionTeam }) {
  const add = useAddCompetitionPlayer(competitionId);
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const parsed = competitionPlayerInputSchema.safeParse({ number, name });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    try {
      await add.mutateAsync({ teamId: team.id, ...parsed.data });
      setErrors({});
      setNumber('');
      setName('');
    } catch (error) {
      setErrors(teamFailure(error));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Add a player to ${team.name}`}
      className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
    >
      <FormField label="Number" error={errors.number}>
        <input value={number} inputMode="numeric" onChange={(event) => setNumber(event.target.value)} />
      </FormField>
      <FormField label="Player name" error={errors.name}>
        <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </FormField>
      <button type="submit" className={`${buttonStyles.outline} sm:mb-0.5`} disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add player'}
      </button>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errors.form}
        </p>
      )}
    </form>
  );
}

/**
 * A code for the club whose team this is, to claim it for one of its own teams: shown once, with a copy button (the
 * server keeps only its hash); a new code replaces the last.
 */
function ClaimCodePanel({ competitionId, team }: { competitionId: string; team: CompetitionTeam }) {
  const claimCode = useClaimCode(competitionId);
  const [code, setCode] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const codeId = useId();
  const onCopy = async () => {
    if (!code) return;
    // The clipboard exists only on https and localhost, and may be refused: the code stays selectable in its field.
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      document.getElementById(codeId)?.focus();
    }
  };
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-700">
        {team.claimedBy
          ? `${team.claimedBy} claimed this team. A new code lets another club's team claim it instead.`
          : 'The club whose team this is claims it with a code: its coaches can then upload its games and see its season.'}
      </p>
      <button
        type="button"
        className={smallButtonStyle}
        disabled={claimCode.isPending}
        onClick={() => {
          setCopied(false);
          claimCode.mutate(team.id, { onSuccess: setCode });
        }}
      >
        {claimCode.isPending ? 'Making a code…' : code ? 'Get a new claim code' : 'Get a claim code'}
        <span className="sr-only"> for {team.name}</span>
      </button>
      {claimCode.isError && (
        <p role="alert" className="text-sm text-red-700">
          {claimCode.error.message}
        </p>
      )}
      {code && (
        <div className="space-y-2">
          <label htmlFor={codeId} className="block text-sm font-medium text-slate-800">
            Claim code for {team.name}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={codeId}
              readOnly
              value={code}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
            />
            <button type="button" onClick={() => void onCopy()} className={smallButtonStyle}>
              {copied ? 'Copied' : 'Copy code'}
            </button>
          </div>
          <p role="status" className="text-sm text-slate-700">
            Copy it now: it is shown only once. Give it to the club, who enter it under Competitions, Claim a team.
          </p>
        </div>
      )}
    </div>
  );
}
