import { competitionCopySchema, slugFor } from '@courtside/domain';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';
import { CompetitionForm, competitionFailure } from './competition-form';
import { useCopyCompetition, useDrawFinals, useUpdateCompetition, type Competition } from './competitions-api';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-5">
      <h2 id={id} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What those who run a competition change about it: its details and rules, next season's copy, the finals. */
export function CompetitionSettings({ competition }: { competition: Competition }) {
  const update = useUpdateCompetition(competition.id);
  const [saved, setSaved] = useState(false);
  return (
    <div className="space-y-8">
      <Panel id="settings-details" title="Details and rules">
        <CompetitionForm
          competition={competition}
          submitLabel="Save changes"
          pending={update.isPending}
          onSubmit={async (input) => {
            setSaved(false);
            await update.mutateAsync(input);
            setSaved(true);
          }}
        />
        {saved && (
          <p role="status" className="mt-3 text-sm text-green-800">
            Saved.
          </p>
        )}
      </Panel>
      <Panel id="settings-copy" title="Copy to next season">
        <CopyForm competition={competition} />
      </Panel>
      <Panel id="settings-finals" title="Draw the finals">
        <FinalsForm competitionId={competition.id} />
      </Panel>
    </div>
  );
}

/** Next season from this one: the same rules, teams and rosters under a new season and address; no fixtures. */
function CopyForm({ competition }: { competition: Competition }) {
  const copy = useCopyCompetition(competition.id);
  const navigate = useNavigate();
  const [seasonLabel, setSeasonLabel] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const address = slug ?? slugFor(competition.name, seasonLabel);
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const parsed = competitionCopySchema.safeParse({ seasonLabel, slug: address });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    try {
      const created = await copy.mutateAsync(parsed.data);
      await navigate(`/competitions/${created.id}?tab=teams`);
    } catch (error) {
      setErrors(competitionFailure(error));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        A new competition with {competition.name}’s rules, teams and rosters, and no fixtures. This season stays as it is.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Next season" error={errors.seasonLabel}>
          <input value={seasonLabel} onChange={(event) => setSeasonLabel(event.target.value)} placeholder="2027" />
        </FormField>
        <FormField label="Its address" error={errors.slug}>
          <input value={address} onChange={(event) => setSlug(event.target.value)} spellCheck={false} />
        </FormField>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <button type="submit" className={buttonStyles.outline} disabled={copy.isPending}>
        {copy.isPending ? 'Copying…' : 'Copy to next season'}
      </button>
    </form>
  );
}

const SIZES = [4, 8] as const;

/** The finals from the final ladder's top four (1 v 4, 2 v 3) or eight, on one day and time; later rounds once known. */
function FinalsForm({ competitionId }: { competitionId: string }) {
  const draw = useDrawFinals(competitionId);
  const [size, setSize] = useState<4 | 8>(4);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [drawn, setDrawn] = useState<number | null>(null);
  const name = useId();
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setDrawn(null);
    const found: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = 'Enter the date, like 2026-05-02';
    if (!/^\d{2}:\d{2}$/.test(time)) found.time = 'Enter a start time like 19:30';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { fixtures } = await draw.mutateAsync({ size, date, time });
      setDrawn(fixtures.length);
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Once every fixture of the regular season has a result or is cancelled. The higher place plays at home; first and second
        meet only in the grand final. A place still shared among the finalists must be decided first.
      </p>
      <fieldset>
        <legend className="font-medium text-slate-900">Finalists</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SIZES.map((value) => (
            <label key={value} className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5">
              <input
                type="radio"
                name={name}
                checked={size === value}
                onChange={() => setSize(value)}
                className="size-4 accent-brand-700"
              />
              Top {value}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First finals’ date" error={errors.date}>
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <FormField label="Start time" error={errors.time}>
          <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </FormField>
      </div>
      {errors.form && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" className={buttonStyles.outline} disabled={draw.isPending}>
        {draw.isPending ? 'Drawing…' : 'Draw the finals'}
      </button>
      {drawn !== null && (
        <p role="status" className="text-sm text-green-800">
          {drawn} final{drawn === 1 ? '' : 's'} drawn: they are in the fixtures.
        </p>
      )}
    </form>
  );
}
