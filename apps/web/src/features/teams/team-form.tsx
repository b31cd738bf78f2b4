import { teamInputSchema, type TeamInput } from '@courtside/domain';
import { useState } from 'react';
import { FormField } from '../../components/ui/form-field';
import { buttonStyles } from '../../components/ui/button-styles';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';

/** The first message per field of a rejected form, from the shared schema (the server says the same). */
export function teamFormErrors(input: TeamInput): Record<string, string> {
  const result = teamInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

/** A team's name, short name, colour and season: to create a team or to change one. */
export function TeamForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: Partial<TeamInput>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: TeamInput) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [shortName, setShortName] = useState(initial?.shortName ?? '');
  const [color, setColor] = useState(initial?.color ?? '#ea580c');
  const [seasonLabel, setSeasonLabel] = useState(initial?.seasonLabel ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const input: TeamInput = { name, shortName, color, ...(seasonLabel.trim() ? { seasonLabel } : {}) };
    const found = teamFormErrors(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(input);
      if (!initial) {
        setName('');
        setShortName('');
        setSeasonLabel('');
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
