import type { GameDetailsInput } from '@courtside/domain';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { blankDetailsDraft, checkGameDetails, type GameDetailsDraft } from './game-details-draft';

type DetailsErrors = Partial<Record<keyof GameDetailsDraft, string>>;

export interface GameDetailsState {
  draft: GameDetailsDraft;
  errors: DetailsErrors;
  update: (change: Partial<GameDetailsDraft>) => void;
  /** Shows a message the server gave for one field (a team deleted meanwhile). */
  setError: (field: keyof GameDetailsDraft, message: string) => void;
  /**
   * Checks the fields before an upload starts: the details to send (undefined for none), or null when a field is
   * wrong, its message then shown and the first such field focused.
   */
  check: () => { details: GameDetailsInput | undefined } | null;
  /** Back to the blank form, for the next game. */
  reset: () => void;
  /** The id of the fieldset, where the first field in error is looked for. */
  fieldsetId: string;
}

/** The state of the "Game details" fields, shared by both upload methods so switching keeps what was typed. */
export function useGameDetails(): GameDetailsState {
  // Today where the user is, fixed when the page opens: the blank form the details are compared with.
  const [blank] = useState(() => blankDetailsDraft(new Date()));
  const [draft, setDraft] = useState(blank);
  // Once an upload was refused, the messages follow the typing, so each goes as soon as it is answered.
  const [checking, setChecking] = useState(false);
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({});
  const fieldsetId = useId();
  const result = useMemo(() => checkGameDetails(draft, blank), [draft, blank]);
  const errors = useMemo(
    () => ({ ...serverErrors, ...(checking && !result.ok ? result.errors : {}) }),
    [serverErrors, checking, result],
  );

  const update = useCallback((change: Partial<GameDetailsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in change))));
  }, []);
  const setError = useCallback(
    (field: keyof GameDetailsDraft, message: string) => setServerErrors((current) => ({ ...current, [field]: message })),
    [],
  );
  const check = useCallback(() => {
    setChecking(!result.ok);
    // A team the server did not know stays refused until another is chosen.
    if (result.ok && Object.keys(serverErrors).length === 0) return { details: result.details };
    // After React has drawn the messages: the first field in error gets the focus, so its message is read out.
    requestAnimationFrame(() =>
      document.getElementById(fieldsetId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return null;
  }, [result, serverErrors, fieldsetId]);
  const reset = useCallback(() => {
    setDraft(blank);
    setChecking(false);
    setServerErrors({});
  }, [blank]);
  return useMemo(
    () => ({ draft, errors, update, setError, check, reset, fieldsetId }),
    [draft, errors, update, setError, check, reset, fieldsetId],
  );
}

const control =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600';
const labelStyle = 'text-sm font-semibold text-slate-800';

/** Ids a field's control points at: its hint, then its message. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const given = ids.filter(Boolean);
  return given.length > 0 ? given.join(' ') : undefined;
}

function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

/** A labelled text-like field with its hint and message. */
function Field({
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  label: string;
  error: string | undefined;
  /** Marked with an asterisk; the control itself carries aria-required. */
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyle}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`),
      })}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <Message id={`${id}-error`} text={error} />
    </div>
  );
}

const HOME_AWAY_OPTIONS = [
  { value: 'home', label: 'Home' },
  { value: 'away', label: 'Away' },
  { value: '', label: 'Not sure' },
] as const;

/**
 * What the customer can tell us about the game (all optional; with a team chosen, the opponent and the date are
 * needed): the analyst's setup starts from it and the game is filed under the team.
 */
export function GameDetailsFields({
  state,
  teams,
}: {
  state: Pick<GameDetailsState, 'draft' | 'errors' | 'update' | 'fieldsetId'>;
  /** The customer's teams; undefined while they load. */
  teams: readonly { id: string; name: string }[] | undefined;
}) {
  const { draft, errors, update } = state;
  const homeAwayName = useId();
  const teamChosen = draft.teamId !== '';
  return (
    <fieldset id={state.fieldsetId} className="mt-5 rounded-xl border border-slate-200 p-4" data-testid="game-details">
      <legend className="px-1 font-semibold text-slate-900">Game details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Your team"
          error={errors.teamId}
          className="sm:col-span-2"
          hint={
            teams?.length === 0 ? (
              <>
                You have no teams yet.{' '}
                <Link to="/teams" className="font-semibold text-brand-700 underline">
                  Create a team
                </Link>{' '}
                to keep its players from game to game.
              </>
            ) : undefined
          }
        >
          {(props) => (
            <select
              {...props}
              className={control}
              value={draft.teamId}
              onChange={(event) => update({ teamId: event.target.value })}
            >
              <option value="">None</option>
              {teams?.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Opponent" error={errors.opponentName} required={teamChosen}>
          {(props) => (
            <input
              {...props}
              className={control}
              value={draft.opponentName}
              autoComplete="off"
              aria-required={teamChosen}
              onChange={(event) => update({ opponentName: event.target.value })}
            />
          )}
        </Field>
        <Field label="Opponent colour" error={errors.opponentColor}>
          {(props) => (
            <input
              {...props}
              type="color"
              className="mt-1 block h-11 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus:outline-2 focus:outline-brand-600"
              value={draft.opponentColor}
              onChange={(event) => update({ opponentColor: event.target.value })}
            />
          )}
        </Field>
        <Field label="Date played" error={errors.playedOn} required={teamChosen}>
          {(props) => (
            <input
              {...props}
              type="date"
              className={control}
              value={draft.playedOn}
              aria-required={teamChosen}
              onChange={(event) => update({ playedOn: event.target.value })}
            />
          )}
        </Field>
        <fieldset>
          <legend className={labelStyle}>Home or away</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {HOME_AWAY_OPTIONS.map((option) => (
              <label
                key={option.label}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={homeAwayName}
                  value={option.value}
                  checked={draft.homeAway === option.value}
                  onChange={() => update({ homeAway: option.value })}
                  className="accent-brand-600"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Venue" error={errors.venue}>
          {(props) => (
            <input
              {...props}
              className={control}
              value={draft.venue}
              onChange={(event) => update({ venue: event.target.value })}
            />
          )}
        </Field>
        <Field label="Competition" error={errors.competition}>
          {(props) => (
            <input
              {...props}
              className={control}
              value={draft.competition}
              onChange={(event) => update({ competition: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Opponent roster (optional)"
          error={errors.opponentRoster}
          className="sm:col-span-2"
          hint="One player per line: number, then name. Leave it empty and our analyst will read the numbers from the video."
        >
          {(props) => (
            <textarea
              {...props}
              className={`${control} h-28 font-mono text-sm`}
              value={draft.opponentRoster}
              placeholder={'4 Sam Smith\n7 Lee Wong'}
              onChange={(event) => update({ opponentRoster: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
