import { MAX_SCORE, fixtureChangeSchema, fixtureInputSchema, resultProblem, type ResultInput } from '@courtside/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles, smallButtonStyle } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { errorsOfFailure, fieldErrors } from '../../lib/form-errors';
import { STATUS_LABELS, deliveredScoreText, disagreementText, fixtureRounds, fixtureWhen, resultText } from './competition-text';
import {
  useAddFixture,
  useChangeFixture,
  useRecordResult,
  type CompetitionTeam,
  type Fixture,
  type FixtureChange,
} from './competitions-api';
import { NameGameDialog } from './name-game-dialog';

const messageOf = (error: unknown) => errorsOfFailure(error).form ?? 'Something went wrong. Please try again.';

const STATUS_STYLES: Record<Fixture['status'], string> = {
  scheduled: 'bg-slate-100 text-slate-800',
  played: 'bg-green-100 text-green-900',
  forfeit: 'bg-amber-100 text-amber-900',
  postponed: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-red-100 text-red-900',
};

const noGameNaming = () => false;

/**
 * The fixtures by round, each with its status, result and named game; for those who run the competition, what can
 * be done to it; for those who may (`mayNameGame`, from gameNamer), naming their organization's game of a fixture.
 */
export function FixtureList({
  competitionId,
  fixtures,
  teams,
  runner,
  mayNameGame = noGameNaming,
}: {
  competitionId: string;
  fixtures: Fixture[];
  teams: CompetitionTeam[];
  runner: boolean;
  mayNameGame?: (fixture: Fixture) => boolean;
}) {
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const nameOf = (teamId: string) => names.get(teamId) ?? 'A team no longer in the competition';
  if (fixtures.length === 0)
    return (
      <p className="mt-2 text-slate-600">
        No fixtures yet.{runner ? ' Import them from a CSV file or add them one by one below.' : ''}
      </p>
    );
  return (
    <div className="mt-3 space-y-6">
      {fixtureRounds(fixtures).map((round) => (
        <section key={round.round} aria-labelledby={`round-${String(round.round)}`}>
          <h3 id={`round-${String(round.round)}`} className="text-lg font-semibold text-slate-900">
            {round.label}
          </h3>
          <ul className="mt-2 space-y-2">
            {round.fixtures.map((fixture) => (
              <FixtureItem
                key={fixture.id}
                competitionId={competitionId}
                fixture={fixture}
                nameOf={nameOf}
                runner={runner}
                namer={mayNameGame(fixture)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FixtureItem({
  competitionId,
  fixture,
  nameOf,
  runner,
  namer,
}: {
  competitionId: string;
  fixture: Fixture;
  nameOf: (teamId: string) => string;
  runner: boolean;
  namer: boolean;
}) {
  const record = useRecordResult(competitionId);
  const [naming, setNaming] = useState(false);
  // Once named, the button that opened the dialog is gone: the focus goes to what replaced it.
  const [focusNamed, setFocusNamed] = useState(false);
  const named = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusNamed || !named.current) return;
    named.current.focus();
    setFocusNamed(false);
  }, [focusNamed, fixture.gameId]);
  const delivered = deliveredScoreText(fixture, nameOf);
  const home = nameOf(fixture.homeTeamId);
  const away = nameOf(fixture.awayTeamId);
  const result = resultText(fixture, nameOf);
  const disagreement = disagreementText(fixture);
  const match = `${home} v ${away}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="fixture" aria-label={`${match}, ${fixtureWhen(fixture)}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            {fixtureWhen(fixture)}
            {fixture.venue ? ` · ${fixture.venue}` : ''}
          </p>
          <p className="font-semibold break-words text-slate-900">{match}</p>
          {result && <p className="break-words text-slate-800">{result}</p>}
        </div>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[fixture.status]}`}>
          {STATUS_LABELS[fixture.status]}
        </span>
      </div>
      {fixture.gameId ? (
        <div
          ref={named}
          tabIndex={-1}
          className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Game named</span>
          <Link to={`/games/${fixture.gameId}`} className="font-semibold text-brand-700 underline">
            Open the game<span className="sr-only"> of {match}</span>
          </Link>
          {delivered && <span className="break-words text-slate-800">{delivered}</span>}
        </div>
      ) : (
        namer && (
          <div className="mt-2">
            <button type="button" className={smallButtonStyle} onClick={() => setNaming(true)}>
              Name the game<span className="sr-only"> of {match}</span>
            </button>
          </div>
        )
      )}
      {naming && (
        <NameGameDialog
          competitionId={competitionId}
          fixtureId={fixture.id}
          match={match}
          when={fixtureWhen(fixture)}
          onNamed={() => {
            setNaming(false);
            setFocusNamed(true);
          }}
          onClose={() => setNaming(false)}
        />
      )}
      {disagreement && fixture.gameScore && (
        <div className="mt-2 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          <p>
            <span className="font-semibold">{disagreement}</span>
            {result ? `, not the result entered.` : '.'}
          </p>
          {runner && (
            <button
              type="button"
              className={smallButtonStyle}
              disabled={record.isPending}
              onClick={() =>
                fixture.gameScore &&
                record.mutate({
                  fixtureId: fixture.id,
                  result: { homeScore: fixture.gameScore.home, awayScore: fixture.gameScore.away },
                })
              }
            >
              Use the game’s score<span className="sr-only"> for {match}</span>
            </button>
          )}
          {record.isError && (
            <p role="alert" className="w-full text-red-700">
              {messageOf(record.error)}
            </p>
          )}
        </div>
      )}
      {runner && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-brand-800">
            Result and schedule<span className="sr-only"> of {match}</span>
          </summary>
          <FixtureManage competitionId={competitionId} fixture={fixture} home={home} away={away} />
        </details>
      )}
    </li>
  );
}

/** A fixture's result (a score or a forfeit) and its schedule (postpone, cancel, back on, a new day, time or venue). */
function FixtureManage({
  competitionId,
  fixture,
  home,
  away,
}: {
  competitionId: string;
  fixture: Fixture;
  home: string;
  away: string;
}) {
  const record = useRecordResult(competitionId);
  const change = useChangeFixture(competitionId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const decided = fixture.status === 'played' || fixture.status === 'forfeit';

  const saveResult = async (result: ResultInput, done: string) => {
    setOutcome(null);
    try {
      await record.mutateAsync({ fixtureId: fixture.id, result });
      setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    }
  };
  const saveChange = async (body: FixtureChange, done: string) => {
    setOutcome(null);
    try {
      await change.mutateAsync({ fixtureId: fixture.id, ...body });
      setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    }
  };
  const busy = record.isPending || change.isPending;

  return (
    <div className="mt-3 space-y-4">
      {fixture.status !== 'cancelled' && (
        <>
          <ResultForm fixture={fixture} home={home} away={away} busy={busy} onSave={saveResult} />
          <Group title="Forfeit">
            {(['home', 'away'] as const).map((side) => {
              const team = side === 'home' ? home : away;
              return (
                <button
                  key={side}
                  type="button"
                  className={smallButtonStyle}
                  disabled={busy}
                  onClick={() => void saveResult({ forfeitedBy: side }, `${team} forfeited.`)}
                >
                  {team} forfeited
                </button>
              );
            })}
          </Group>
        </>
      )}
      {!decided && (
        <Group title="Status">
          {fixture.status !== 'postponed' && fixture.status !== 'cancelled' && (
            <button
              type="button"
              className={smallButtonStyle}
              disabled={busy}
              onClick={() => void saveChange({ status: 'postponed' }, 'Postponed.')}
            >
              Postpone
            </button>
          )}
          {fixture.status !== 'cancelled' && (
            <button
              type="button"
              className={smallButtonStyle}
              disabled={busy}
              onClick={() => void saveChange({ status: 'cancelled' }, 'Cancelled.')}
            >
              Cancel the fixture
            </button>
          )}
          {fixture.status !== 'scheduled' && (
            <button
              type="button"
              className={smallButtonStyle}
              disabled={busy}
              onClick={() => void saveChange({ status: 'scheduled' }, 'Back on the schedule.')}
            >
              Back on the schedule
            </button>
          )}
        </Group>
      )}
      <RescheduleForm fixture={fixture} busy={busy} onSave={(body) => saveChange(body, 'Schedule saved.')} />
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={`text-sm ${outcome.ok ? 'text-green-800' : 'text-red-700'}`}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="text-sm font-medium text-slate-900">
        {title}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** A field's whole number, or NaN for an empty field (which the result's own check names). */
const scoreOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function ResultForm({
  fixture,
  home,
  away,
  busy,
  onSave,
}: {
  fixture: Fixture;
  home: string;
  away: string;
  busy: boolean;
  onSave: (result: ResultInput, done: string) => Promise<void>;
}) {
  const played = fixture.status === 'played';
  const [homeScore, setHomeScore] = useState(played ? String(fixture.homeScore ?? '') : '');
  const [awayScore, setAwayScore] = useState(played ? String(fixture.awayScore ?? '') : '');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const result = { homeScore: scoreOf(homeScore), awayScore: scoreOf(awayScore) };
    const found = resultProblem(result.homeScore, result.awayScore);
    setProblem(found);
    if (!found) await onSave(result, `Result saved: ${home} ${homeScore}, ${away} ${awayScore}.`);
  };
  const scoreField = (label: string, value: string, onChange: (value: string) => void) => (
    <ScoreField label={label} value={value} onChange={onChange} problemId={problem ? problemId : undefined} />
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Result of ${home} v ${away}`}
      className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      {scoreField(`${home} score`, homeScore, setHomeScore)}
      {scoreField(`${away} score`, awayScore, setAwayScore)}
      <button type="submit" className={`${buttonStyles.primary} col-span-2 sm:col-span-1`} disabled={busy}>
        {played ? 'Correct the result' : 'Save result'}
      </button>
      {problem && (
        <p id={problemId} className="col-span-2 text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A score's field; with a problem, it is marked invalid and points at the one message under the two fields. */
function ScoreField({
  label,
  value,
  onChange,
  problemId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problemId: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium break-words text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SCORE}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className={`mt-1 block w-full rounded-lg border px-3 py-2.5 text-base ${problemId ? 'border-red-600' : 'border-slate-300'}`}
      />
    </div>
  );
}

function RescheduleForm({
  fixture,
  busy,
  onSave,
}: {
  fixture: Fixture;
  busy: boolean;
  onSave: (body: FixtureChange) => Promise<void>;
}) {
  const [date, setDate] = useState(fixture.date);
  const [time, setTime] = useState(fixture.time);
  const [venue, setVenue] = useState(fixture.venue ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const parsed = fixtureChangeSchema.safeParse({ date, time, venue });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    await onSave(parsed.data);
  };
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">Change the day, time or venue</summary>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-2 grid gap-3 sm:grid-cols-3">
        <FormField label="Date" error={errors.date}>
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <FormField label="Time" error={errors.time}>
          <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </FormField>
        <FormField label="Venue" error={errors.venue}>
          <input value={venue} onChange={(event) => setVenue(event.target.value)} />
        </FormField>
        <div className="sm:col-span-3">
          <button type="submit" className={smallButtonStyle} disabled={busy}>
            Save the schedule
          </button>
        </div>
      </form>
    </details>
  );
}

/** One fixture, by hand: its round, day, time, venue and the two teams. */
export function AddFixtureForm({ competitionId, teams }: { competitionId: string; teams: CompetitionTeam[] }) {
  const add = useAddFixture(competitionId);
  const [round, setRound] = useState('1');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [venue, setVenue] = useState('');
  const [homeTeamId, setHomeTeamId] = useState('');
  const [awayTeamId, setAwayTeamId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setAdded(null);
    const input = {
      round: round.trim() === '' ? Number.NaN : Number(round),
      date,
      time,
      ...(venue.trim() ? { venue } : {}),
      homeTeamId,
      awayTeamId,
    };
    const parsed = fixtureInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (Number.isNaN(input.round)) found.round = 'A round is from 1';
      return setErrors(found);
    }
    try {
      await add.mutateAsync(parsed.data);
      setErrors({});
      const names = new Map(teams.map((team) => [team.id, team.name]));
      setAdded(`${names.get(homeTeamId) ?? ''} v ${names.get(awayTeamId) ?? ''} added to round ${round}.`);
      setHomeTeamId('');
      setAwayTeamId('');
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  };
  const teamSelect = (value: string, onChange: (value: string) => void) => (
    <select value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Choose a team</option>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </select>
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a fixture" className="grid gap-4 sm:grid-cols-3">
      <FormField label="Round" error={errors.round}>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={round}
          onChange={(event) => setRound(event.target.value)}
        />
      </FormField>
      <FormField label="Date" error={errors.date}>
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </FormField>
      <FormField label="Time" error={errors.time}>
        <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </FormField>
      <FormField label="Home team" error={errors.homeTeamId}>
        {teamSelect(homeTeamId, setHomeTeamId)}
      </FormField>
      <FormField label="Away team" error={errors.awayTeamId}>
        {teamSelect(awayTeamId, setAwayTeamId)}
      </FormField>
      <FormField label="Venue (optional)" error={errors.venue}>
        <input value={venue} onChange={(event) => setVenue(event.target.value)} />
      </FormField>
      {errors.form && !Object.keys(errors).some((key) => key !== 'form') && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errors.form}
        </p>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className={buttonStyles.outline} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add fixture'}
        </button>
        {added && (
          <p role="status" className="mt-2 text-sm text-green-800">
            {added}
          </p>
        )}
      </div>
    </form>
  );
}
