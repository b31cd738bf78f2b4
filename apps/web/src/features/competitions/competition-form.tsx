import {
  COMPETITION_LIMITS,
  DEFAULT_TIME_ZONE,
  FIBA_POINTS,
  TIE_BREAKS,
  TIE_BREAK_LABELS,
  VISIBILITIES,
  VISIBILITY_LABELS,
  competitionInputSchema,
  slugFor,
  type CompetitionInput,
  type TieBreakMethod,
  type Visibility,
} from '@courtside/domain';
import { useId, useState, type ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-error';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';
import type { Competition } from './competitions-api';

/** The form as typed: numbers as their fields hold them, and whether the address was typed or follows the name. */
export interface CompetitionDraft {
  name: string;
  seasonLabel: string;
  slug: string;
  /** The address was typed by hand: it no longer follows the name and season. */
  slugEdited: boolean;
  visibility: Visibility;
  tieBreak: TieBreakMethod;
  win: string;
  loss: string;
  forfeitLoss: string;
  qualificationPercent: string;
  publishBoxScores: boolean;
  timeZone: string;
}

/** A new competition's form (the domain's defaults), or an existing one's (its address kept as it is). */
export function competitionDraftOf(competition?: Competition): CompetitionDraft {
  const points = competition?.points ?? FIBA_POINTS;
  return {
    name: competition?.name ?? '',
    seasonLabel: competition?.seasonLabel ?? '',
    slug: competition?.slug ?? '',
    slugEdited: Boolean(competition),
    visibility: competition?.visibility ?? 'private',
    tieBreak: competition?.tieBreak ?? 'fiba',
    win: String(points.win),
    loss: String(points.loss),
    forfeitLoss: String(points.forfeitLoss),
    qualificationPercent: String(competition?.qualificationPercent ?? 70),
    publishBoxScores: competition?.publishBoxScores ?? true,
    timeZone: competition?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** The address the form shows and sends: the typed one, or the name and season's until one is typed. */
export const addressOf = (draft: Pick<CompetitionDraft, 'name' | 'seasonLabel' | 'slug' | 'slugEdited'>): string =>
  draft.slugEdited ? draft.slug : slugFor(draft.name, draft.seasonLabel);

/** A field's number: an empty field is no number (NaN), which the checks below name. */
const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/** What the form sends. */
export function competitionInputOf(draft: CompetitionDraft): CompetitionInput {
  return {
    name: draft.name,
    seasonLabel: draft.seasonLabel,
    slug: addressOf(draft),
    visibility: draft.visibility,
    timeZone: draft.timeZone,
    points: { win: numberOf(draft.win), loss: numberOf(draft.loss), forfeitLoss: numberOf(draft.forfeitLoss) },
    tieBreak: draft.tieBreak,
    publishBoxScores: draft.publishBoxScores,
    qualificationPercent: numberOf(draft.qualificationPercent),
  };
}

/**
 * The form's problems by field, in the shared schema's words (the server says the same); an empty number field is
 * named in the words of its rule rather than as a type the reader never chose.
 */
export function competitionFormErrors(draft: CompetitionDraft): Record<string, string> {
  const input = competitionInputOf(draft);
  const empty: Record<string, string> = {};
  if (Object.values(input.points ?? {}).some(Number.isNaN)) empty.points = 'Classification points are whole numbers';
  if (Number.isNaN(input.qualificationPercent)) empty.qualificationPercent = 'The qualification is from 0% to 100%';
  const result = competitionInputSchema.safeParse(input);
  const errors = { ...(result.success ? {} : fieldErrors(result.error.issues)), ...empty };
  // An address still to be written from a name or season yet to be entered: their own messages say what to do.
  if (!draft.slugEdited && input.slug === '') delete errors.slug;
  return errors;
}

/** The fields the form shows a problem beside. */
const FIELDS = ['name', 'seasonLabel', 'slug', 'visibility', 'tieBreak', 'points', 'qualificationPercent'];

/**
 * The server's refusal by field (a taken address is the address field's problem), said once: beside its field,
 * or under the form when no field of the form is named.
 */
export function competitionFailure(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.code === 'slug_taken') return { slug: error.message };
  const { form, ...fields } = errorsOfFailure(error);
  const shown = Object.fromEntries(Object.entries(fields).filter(([field]) => FIELDS.includes(field)));
  return Object.keys(shown).length > 0 ? shown : { form: form ?? 'Something went wrong. Please try again.' };
}

/** A set of choices, each a radio with its label. */
function Choices<Value extends string>({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {values.map((option) => (
          <label key={option} className="flex items-start gap-2 rounded-lg border border-slate-300 px-3 py-2.5">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/**
 * A competition's name, season, public address (written from the name and season until it is typed), visibility,
 * tie-break, classification points, leaders' qualification and whether box scores are published: to start one (no
 * `competition`) or change one.
 */
export function CompetitionForm({
  competition,
  submitLabel,
  pending,
  onSubmit,
}: {
  competition?: Competition;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: CompetitionInput) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(() => competitionDraftOf(competition));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const set = (change: Partial<CompetitionDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = competitionFormErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(competitionInputOf(draft));
    } catch (error) {
      setErrors(competitionFailure(error));
    }
  };

  const points = [
    { key: 'win', label: 'A win' },
    { key: 'loss', label: 'A loss' },
    { key: 'forfeitLoss', label: 'A loss by forfeit' },
  ] as const;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Competition name" error={errors.name}>
          <input
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            maxLength={COMPETITION_LIMITS.name}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Season" error={errors.seasonLabel}>
          <input
            value={draft.seasonLabel}
            onChange={(event) => set({ seasonLabel: event.target.value })}
            maxLength={COMPETITION_LIMITS.seasonLabel}
            placeholder="2026 Winter"
            autoComplete="off"
          />
        </FormField>
      </div>
      <div>
        <FormField label="Address" error={errors.slug}>
          <input
            value={addressOf(draft)}
            onChange={(event) => set({ slug: event.target.value, slugEdited: true })}
            maxLength={COMPETITION_LIMITS.slug}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-slug-help`}
          />
        </FormField>
        <p id={`${id}-slug-help`} className="mt-1 text-sm break-words text-slate-600">
          {addressOf(draft)
            ? `The public page’s address: /c/${addressOf(draft)}`
            : 'The public page’s address, written from the name and season until you type one: like metro-league-2026.'}
        </p>
      </div>
      <Choices
        legend="Who can see it"
        name={`${id}-visibility`}
        values={VISIBILITIES}
        labels={VISIBILITY_LABELS}
        value={draft.visibility}
        onChange={(visibility) => set({ visibility })}
      />
      <Choices
        legend="Tie-break"
        name={`${id}-tie-break`}
        values={TIE_BREAKS}
        labels={TIE_BREAK_LABELS}
        value={draft.tieBreak}
        onChange={(tieBreak) => set({ tieBreak })}
      />
      <fieldset aria-describedby={errors.points ? `${id}-points-error` : undefined}>
        <legend className="font-medium text-slate-900">Classification points</legend>
        <div className="mt-1 grid grid-cols-3 gap-3">
          {points.map(({ key, label }) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="text-sm text-slate-800">
                {label}
              </label>
              <input
                id={`${id}-${key}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={10}
                value={draft[key]}
                onChange={(event) => set({ [key]: event.target.value })}
                aria-invalid={errors.points ? true : undefined}
                className={`mt-1 block w-full rounded-lg border px-3 py-2.5 text-base ${errors.points ? 'border-red-600' : 'border-slate-300'}`}
              />
            </div>
          ))}
        </div>
        {errors.points && <FieldError id={`${id}-points-error`}>{errors.points}</FieldError>}
      </fieldset>
      <div>
        <FormField label="Leaders’ qualification (% of their team’s games)" error={errors.qualificationPercent}>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={draft.qualificationPercent}
            onChange={(event) => set({ qualificationPercent: event.target.value })}
          />
        </FormField>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={draft.publishBoxScores}
          onChange={(event) => set({ publishBoxScores: event.target.checked })}
          className="mt-1 size-4 accent-brand-700"
        />
        <span>
          <span className="block font-medium text-slate-900">Publish box scores</span>
          <span className="block text-sm text-slate-600">The public page shows each delivered game’s box score.</span>
        </span>
      </label>
      {errors.form && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
