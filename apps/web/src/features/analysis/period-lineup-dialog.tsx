import { SIDES, periodLabel, type GameSetup, type Side } from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';

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
 * Cancel starts nothing.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const [lineups, setLineups] = useState<Record<Side, string[]>>(() => ({
    home: prefill.home.filter(Boolean),
    away: prefill.away.filter(Boolean),
  }));
  const [tried, setTried] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const problem = lineupProblem(setup, lineups);
  const toggle = (side: Side, playerId: string, on: boolean) =>
    setLineups((current) => ({
      ...current,
      [side]: on ? [...current[side], playerId] : current[side].filter((id) => id !== playerId),
    }));
  const label = periodLabel(setup.periods, period);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="period-lineup-title"
      className="m-auto w-full max-w-3xl rounded-lg p-4 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
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
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {SIDES.map((side) => (
            <fieldset key={side} className="rounded border border-slate-200 p-2">
              <legend className="px-1 font-semibold">
                {setup[side].name} ({lineups[side].length} of 5)
              </legend>
              <div className="flex flex-wrap gap-1">
                {setup[side].players.map((player) => (
                  <label
                    key={player.id}
                    className="flex items-center gap-1 rounded border border-slate-200 px-1.5 py-0.5 text-xs"
                  >
                    <input
                      type="checkbox"
                      checked={lineups[side].includes(player.id)}
                      onChange={(event) => toggle(side, player.id, event.target.checked)}
                    />
                    #{player.number} {player.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
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
