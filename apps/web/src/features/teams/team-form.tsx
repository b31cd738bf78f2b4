import { teamInputSchema, type TeamInput } from '@courtside/domain';
import { useId, useState } from 'react';
import { FormField } from '../../components/ui/form-field';
import { buttonStyles } from '../../components/ui/button-styles';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';
import { NewTeamLogoPicker, TeamLogoField } from './team-logo';
import type { Team } from './teams-api';

/** The first message per field of a rejected form, from the shared schema (the server says the same). */
export function teamFormErrors(input: TeamInput): Record<string, string> {
  const result = teamInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

/** The team form's checkbox for whether the team's players open its games, and what unchecking it means. */
export const PLAYERS_SEE_GAMES = "Players see the team's games";
export const PLAYERS_SEE_GAMES_HELP = 'Off: players keep their own page and clips only.';

/**
 * A team's name, short name, colour, season, whether its players see its games (checked unless the team says
 * otherwise) and logo: to create a team (no `initial`; the chosen logo goes to
 * `onSubmit` with the fields, to send once the team exists) or to change one (with `team`, its logo is changed
 * on the spot, apart from the fields' Save).
 */
export function TeamForm({
  initial,
  team,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: Partial<TeamInput>;
  team?: Pick<Team, 'id' | 'name' | 'shortName' | 'color' | 'logoUrl'>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: TeamInput, logo: File | null) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [shortName, setShortName] = useState(initial?.shortName ?? '');
  const [color, setColor] = useState(initial?.color ?? '#ea580c');
  const [seasonLabel, setSeasonLabel] = useState(initial?.seasonLabel ?? '');
  const [playersSeeGames, setPlayersSeeGames] = useState(initial?.playersSeeGames ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const [logo, setLogo] = useState<File | null>(null);
  // A new picker after each team added, so the next team starts without a file.
  const [pickerKey, setPickerKey] = useState(0);

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const input: TeamInput = { name, shortName, color, ...(seasonLabel.trim() ? { seasonLabel } : {}), playersSeeGames };
    const found = teamFormErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(input, initial ? null : logo);
      if (!initial) {
        setName('');
        setShortName('');
        setSeasonLabel('');
        setPlayersSeeGames(true);
        setLogo(null);
        setPickerKey((key) => key + 1);
      }
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Team name" error={errors.name}>
        <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </FormField>
      <FormField label="Short name" error={errors.shortName}>
        <input value={shortName} onChange={(event) => setShortName(event.target.value)} placeholder="TIG" autoComplete="off" />
      </FormField>
      <FormField label="Season" error={errors.seasonLabel}>
        <input value={seasonLabel} onChange={(event) => setSeasonLabel(event.target.value)} placeholder="2026 winter" />
      </FormField>
      <FormField label="Team colour" error={errors.color}>
        <input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
      </FormField>
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={playersSeeGames}
            onChange={(event) => setPlayersSeeGames(event.target.checked)}
            aria-describedby={`${formId}-players-see-games`}
            className="mt-1 size-4 accent-brand-700"
          />
          <span className="font-medium text-slate-900">{PLAYERS_SEE_GAMES}</span>
        </label>
        <p id={`${formId}-players-see-games`} className="mt-1 ml-7 text-sm text-slate-600">
          {PLAYERS_SEE_GAMES_HELP}
        </p>
      </div>
      {(team || !initial) && (
        <div className="sm:col-span-2">
          {team ? <TeamLogoField team={team} /> : <NewTeamLogoPicker key={pickerKey} onChoose={setLogo} />}
        </div>
      )}
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
