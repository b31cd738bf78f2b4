import { SIDES, type GameSetup, type PlusMinusRule, type Side, type TeamSheet } from '@courtside/domain';
import { useState, type ReactNode } from 'react';
import type { CustomerDetails } from './customer-details';
import { MAX_OFFICIALS, detailsDraftOf, detailsOfDraft, type DetailsDraft } from './setup-details';
import {
  SIDE_COLORS,
  draftOf,
  fastBreaksTrackedAtOpen,
  initialSetup,
  playersOfDraft,
  sheetOfDraft,
  type TeamDraft,
} from './setup-sheets';

// Full UUIDs: the server adds a player missing from the customer's team to its roster under this same id.
const newId = () => crypto.randomUUID();
const input = 'mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';

/** A labelled number box; its value stays the text typed, so an empty box stays empty. */
function NumberField(props: { label: string; min: number; max?: number; value: string; onChange: (value: string) => void }) {
  return (
    <label className="text-sm">
      {props.label}
      <input
        type="number"
        min={props.min}
        max={props.max}
        className={input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/** A labelled text box of the game details. */
function TextField(props: {
  label: ReactNode;
  type?: 'text' | 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-sm">
      {props.label}
      <input
        type={props.type ?? 'text'}
        maxLength={props.type ? undefined : 100}
        className={input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * The game setup: teams (name, head coach, colour, roster pasted as a list, starters), periods, whether fast breaks
 * are tracked, the scoreboard final and the game's details for the box score's header. It opens with the saved
 * setup, else the one suggested from the customer's upload, else an empty one; the details the setup lacks are
 * taken from what the customer said at upload.
 */
export function SetupForm({
  setup,
  suggestedSetup,
  details = null,
  fastBreaksFlagged = false,
  disabled,
  saving,
  onSave,
}: {
  setup: GameSetup | null;
  suggestedSetup?: GameSetup | null;
  /** What the customer said at upload: the details the setup does not have yet start from it. */
  details?: CustomerDetails | null;
  /** Some play is flagged as a fast break (an older setup that does not say is then read as tracking them). */
  fastBreaksFlagged?: boolean;
  disabled: boolean;
  saving: boolean;
  onSave: (setup: GameSetup) => void;
}) {
  const initial = initialSetup(setup, suggestedSetup).setup;
  const [teams, setTeams] = useState<Record<Side, TeamDraft>>(() => ({
    home: draftOf(initial.home, SIDE_COLORS.home),
    away: draftOf(initial.away, SIDE_COLORS.away),
  }));
  const [periods, setPeriods] = useState(initial.periods);
  const [periodMinutes, setPeriodMinutes] = useState(String(initial.periodSeconds / 60));
  const [overtimeMinutes, setOvertimeMinutes] = useState(String(initial.overtimeSeconds / 60));
  const [finalHome, setFinalHome] = useState(initial.scoreboardFinal ? String(initial.scoreboardFinal.home) : '');
  const [finalAway, setFinalAway] = useState(initial.scoreboardFinal ? String(initial.scoreboardFinal.away) : '');
  const [plusMinusRule, setPlusMinusRule] = useState<PlusMinusRule>(initial.plusMinusRule ?? 'foul');
  const [fastBreaksTracked, setFastBreaksTracked] = useState(() =>
    fastBreaksTrackedAtOpen(setup, suggestedSetup, fastBreaksFlagged),
  );
  const [gameDetails, setGameDetails] = useState<DetailsDraft>(() => detailsDraftOf(initial.details, details));
  const detail = (field: keyof DetailsDraft) => (value: string) => setGameDetails((current) => ({ ...current, [field]: value }));
  const [error, setError] = useState<string | null>(null);

  const playersOf = (side: Side) => playersOfDraft(teams[side], newId);
  // Ids of newly pasted players must not change on every keystroke: they are fixed when the form is saved.
  const update = (side: Side, change: Partial<TeamDraft>) =>
    setTeams((current) => ({ ...current, [side]: { ...current[side], ...change } }));

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const sheets = {} as Record<Side, TeamSheet>;
    for (const side of SIDES) {
      const result = sheetOfDraft(side, teams[side], newId);
      if ('error' in result) return setError(result.error);
      sheets[side] = result.sheet;
    }
    const final =
      finalHome !== '' && finalAway !== '' ? { scoreboardFinal: { home: Number(finalHome), away: Number(finalAway) } } : {};
    const read = detailsOfDraft(gameDetails);
    if ('error' in read) return setError(read.error);
    setError(null);
    onSave({
      home: sheets.home,
      away: sheets.away,
      periods,
      periodSeconds: Math.round(Number(periodMinutes) * 60),
      overtimeSeconds: Math.round(Number(overtimeMinutes) * 60),
      plusMinusRule,
      fastBreaksTracked,
      ...final,
      ...(read.details ? { details: read.details } : {}),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Game setup">
      <fieldset disabled={disabled} className="grid gap-4 md:grid-cols-2">
        {SIDES.map((side) => {
          const team = teams[side];
          const players = playersOf(side);
          return (
            <fieldset key={side} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">{side === 'home' ? 'Home team' : 'Away team'}</legend>
              <div className="flex gap-2">
                <label className="flex-1 text-sm">
                  {side === 'home' ? 'Home' : 'Away'} team name
                  <input className={input} value={team.name} onChange={(event) => update(side, { name: event.target.value })} />
                </label>
                <label className="text-sm">
                  Colour
                  <input
                    type="color"
                    className="mt-1 block h-9 w-14 rounded-md border border-slate-300"
                    value={team.color}
                    onChange={(event) => update(side, { color: event.target.value })}
                  />
                </label>
              </div>
              <label className="mt-2 block text-sm">
                {side === 'home' ? 'Home' : 'Away'} head coach
                <input
                  className={input}
                  maxLength={100}
                  value={team.coach}
                  onChange={(event) => update(side, { coach: event.target.value })}
                />
              </label>
              <label className="mt-2 block text-sm">
                {side === 'home' ? 'Home' : 'Away'} roster (one per line: number, then name)
                <textarea
                  className={`${input} h-36 font-mono`}
                  value={team.roster}
                  placeholder={'4 Sam Smith\n7 Lee Wong'}
                  onChange={(event) => update(side, { roster: event.target.value })}
                />
              </label>
              {players.length > 0 && (
                <fieldset className="mt-2">
                  <legend className="text-sm">Starters ({team.starters.length} of 5)</legend>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {players.map((player) => (
                      <label
                        key={player.number}
                        className="flex items-center gap-1 rounded border border-slate-200 px-1.5 py-0.5 text-xs"
                      >
                        <input
                          type="checkbox"
                          checked={team.starters.includes(player.number)}
                          onChange={(event) =>
                            update(side, {
                              starters: event.target.checked
                                ? [...team.starters, player.number]
                                : team.starters.filter((number) => number !== player.number),
                            })
                          }
                        />
                        #{player.number} {player.name}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </fieldset>
          );
        })}
        <div className="md:col-span-2">
          {/* The customer may have said the wrong side (or none, and the suggestion put their team at home). */}
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
            onClick={() => setTeams((current) => ({ home: current.away, away: current.home }))}
          >
            Swap home and away
          </button>
        </div>
      </fieldset>
      <fieldset disabled={disabled} className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 md:grid-cols-3">
        <legend className="px-1 font-semibold">Game details (the box score’s header)</legend>
        <TextField label="Competition" value={gameDetails.competition} onChange={detail('competition')} />
        <TextField label="Date" type="date" value={gameDetails.date} onChange={detail('date')} />
        <TextField label="Start time" type="time" value={gameDetails.startTime} onChange={detail('startTime')} />
        <TextField label="Venue" value={gameDetails.venue} onChange={detail('venue')} />
        <NumberField label="Attendance" min={0} value={gameDetails.attendance} onChange={detail('attendance')} />
        <label className="text-sm">
          Officials (one per line, up to {MAX_OFFICIALS})
          <textarea
            className={`${input} h-20`}
            value={gameDetails.officials}
            onChange={(event) => detail('officials')(event.target.value)}
          />
        </label>
      </fieldset>
      <fieldset disabled={disabled} className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          Periods
          <select className={input} value={periods} onChange={(event) => setPeriods(Number(event.target.value))}>
            <option value={4}>4 quarters</option>
            <option value={2}>2 halves</option>
          </select>
        </label>
        <NumberField label="Period length (minutes)" min={1} max={60} value={periodMinutes} onChange={setPeriodMinutes} />
        <NumberField label="Overtime length (minutes)" min={1} max={20} value={overtimeMinutes} onChange={setOvertimeMinutes} />
        <label className="text-sm">
          +/- counts free throws for
          <select
            className={input}
            value={plusMinusRule}
            onChange={(event) => setPlusMinusRule(event.target.value === 'free-throw' ? 'free-throw' : 'foul')}
          >
            <option value="foul">the five at the foul (NBA, WNBA)</option>
            <option value="free-throw">the five at the shot (FIBA)</option>
          </select>
        </label>
        <label className="flex items-center gap-2 self-center text-sm">
          <input type="checkbox" checked={fastBreaksTracked} onChange={(event) => setFastBreaksTracked(event.target.checked)} />
          Fast breaks tracked in this game
        </label>
        <NumberField label="Scoreboard final, home" min={0} value={finalHome} onChange={setFinalHome} />
        <NumberField label="Scoreboard final, away" min={0} value={finalAway} onChange={setFinalAway} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          disabled={saving}
        >
          {saving ? 'Saving…' : 'Save setup'}
        </button>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
