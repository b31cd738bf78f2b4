import { SIDES, periodLabel, type GameSetup, type Side } from '@courtside/domain';
import { useRef, useState } from 'react';
import { useModal } from '../../components/ui/modal';
import { lineupKeyLabels, lineupKeysPrompt, pressLineupKey, type LineupKeysState } from './period-lineup-keys';

/** Why a period cannot start with these players, or null when each side has five. */
export function lineupProblem(setup: GameSetup, lineups: Record<Side, readonly string[]>): string | null {
  for (const side of SIDES) {
    const count = lineups[side].length;
    if (count !== 5) return `Pick five ${setup[side].name} players (${String(count)} picked).`;
  }
  return null;
}

/**
 * Asks, as a period starts, for the five on court per team, prefilled with the five who ended the previous
 * period (the starters, for the first). Confirming starts the period with a lineup play per team; Escape or
 * Cancel starts nothing. The ticks take clicks, and the keys of `period-lineup-keys.ts` change a player in two
 * (the player's key, then the bench player's place: 1-0, then q-p). Each player shows the key they answer to
 * now, and a screen reader hears it with the tick (aria-keyshortcuts); the key line says what a key does next.
 */
export function PeriodLineupDialog({
  setup,
  period,
  prefill,
  onConfirm,
  onCancel,
}: {
  setup: GameSetup;
  period: number;
  prefill: Record<Side, readonly string[]>;
  onConfirm: (lineups: Record<Side, string[]>) => void;
  onCancel: () => void;
}) {
  const modal = useModal(onCancel);
  const form = useRef<HTMLFormElement>(null);
  const [keys, setKeys] = useState<LineupKeysState>(() => ({
    lineups: { home: prefill.home.filter(Boolean), away: prefill.away.filter(Boolean) },
    picked: null,
  }));
  const { lineups } = keys;
  const [tried, setTried] = useState(false);

  const problem = lineupProblem(setup, lineups);
  const toggle = (side: Side, playerId: string, on: boolean) =>
    setKeys((current) => ({
      lineups: {
        ...current.lineups,
        [side]: on ? [...current.lineups[side], playerId] : current.lineups[side].filter((id) => id !== playerId),
      },
      picked: null,
    }));
  const label = periodLabel(setup.periods, period);

  return (
    <dialog
      {...modal}
      aria-labelledby="period-lineup-title"
      className="m-auto w-full max-w-3xl rounded-lg p-4 shadow-xl backdrop:bg-slate-900/50"
      onKeyDown={(event) => {
        // Space and Tab still work the ticks; a key the window knows is its own (Escape only while a player is picked).
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        const result = pressLineupKey(keys, event.key, setup);
        if (!result) return;
        event.preventDefault();
        if (result.confirm) form.current?.requestSubmit();
        else setKeys(result.state);
      }}
    >
      <form
        ref={form}
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem) onConfirm(lineups);
        }}
      >
        <h2 id="period-lineup-title" className="text-lg font-bold">
          Who starts {label}?
        </h2>
        <p className="text-sm text-slate-600">
          Five per team, as they take the court. The five who ended the last period are ticked.
        </p>
        <p className="mt-1 font-mono text-xs text-slate-700" aria-live="polite" data-testid="lineup-keys">
          {lineupKeysPrompt(keys, setup)}
        </p>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {SIDES.map((side) => {
            const labels = lineupKeyLabels(keys, setup, side);
            const going = keys.picked?.side === side ? lineups[side][keys.picked.slot] : undefined;
            return (
              <fieldset key={side} className="rounded border border-slate-200 p-2">
                <legend className="px-1 font-semibold">
                  {setup[side].name} ({lineups[side].length} of 5)
                </legend>
                <div className="flex flex-wrap gap-1">
                  {setup[side].players.map((player) => (
                    <label
                      key={player.id}
                      className={`flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${
                        player.id === going ? 'border-brand-700 bg-brand-50' : 'border-slate-200'
                      }`}
                    >
                      <input
                        type="checkbox"
                        aria-keyshortcuts={labels.get(player.id)}
                        checked={lineups[side].includes(player.id)}
                        onChange={(event) => toggle(side, player.id, event.target.checked)}
                      />
                      {labels.has(player.id) && (
                        <kbd aria-hidden="true" className="rounded bg-slate-200 px-1">
                          {labels.get(player.id)}
                        </kbd>
                      )}
                      #{player.number} {player.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
        {tried && problem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="rounded-md border border-slate-300 px-3 py-1.5" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white">
            Start {label}
          </button>
        </div>
      </form>
    </dialog>
  );
}
