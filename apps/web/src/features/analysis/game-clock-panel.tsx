import {
  clockAt,
  formatClock,
  formatGameClock,
  parseClock,
  periodLabel,
  periodLength,
  type GameEvent,
  type GameSetup,
} from '@courtside/domain';
import { useEffect, useId, useState } from 'react';
import { clockSourceAt, type BoardClock, type ClockSource, type ScoreboardClockMark } from './assist-marks';

const READ_EVERY_MS = 200;

/**
 * What the clock box says for a typed value: the clock in seconds, or why it cannot be set (not a clock, or
 * longer than the period).
 */
export function readTypedClock(text: string, setup: GameSetup, period: number): { clock: number } | { error: string } {
  const clock = parseClock(text);
  if (clock === null) return { error: 'Type the clock as minutes and seconds, like 10:00 or 0:04.5.' };
  const length = periodLength(setup, period);
  if (clock > length) return { error: `The clock cannot read more than ${formatClock(length)} in this period.` };
  return { clock };
}

const boardText = (board: BoardClock) =>
  `The scoreboard reads ${formatGameClock(board.clock)}, ${board.running ? 'running' : 'stopped'}.`;

/**
 * What the panel says of who keeps the clock (decision 022), with the scoreboard's clock where the track reads
 * otherwise (`reading`: the track here). Null where there is no scoreboard reading at all: the clock is keyed by
 * hand, as it always was.
 */
export function clockSourceText(
  source: ClockSource,
  reading: { clock: number; running: boolean } | null,
  anyReading: boolean,
): string | null {
  const differs = (board: BoardClock) =>
    !reading || reading.running !== board.running || Math.abs(reading.clock - board.clock) >= 1;
  switch (source.by) {
    case 'scoreboard':
      return [
        'Follows the scoreboard: it starts and stops by itself.',
        differs(source.board) ? boardText(source.board) : null,
        "g, h or Set clock here take it over until the scoreboard's next mark.",
      ]
        .filter(Boolean)
        .join(' ');
    case 'analyst': {
      const back =
        source.untilMs === null
          ? 'the scoreboard has no later mark in this period.'
          : `the scoreboard takes it back at ${formatClock(source.untilMs / 1000)}.`;
      const board = source.board && differs(source.board) ? ` ${boardText(source.board)}` : '';
      return `Taken over by your mark at ${formatClock(source.atMs / 1000)}: ${back}${board}`;
    }
    case 'hand':
      return anyReading ? 'No scoreboard reading here: start and stop the clock with g and h.' : null;
    case 'interval':
      return anyReading ? "Between periods: the scoreboard's clock is no game time here; p starts the next period." : null;
  }
}

/** Takes the focus out of `form` (the box or its button), so the workspace's keys work again. */
export function leaveForm(form: Pick<HTMLFormElement, 'contains' | 'ownerDocument'>): void {
  const focused = form.ownerDocument.activeElement as HTMLElement | null;
  if (focused && form.contains(focused)) focused.blur();
}

/**
 * The game clock beside the footage: what the track reads at the footage's position (updated as it plays),
 * buttons to start and stop it (the keys g and h), and a box to set it ("10:00" at this moment; Enter sets it and
 * hands the keys back to the workspace). Marks are
 * plays of type `clock`, so they save, undo and sync like any other play. Where the scoreboard was read, it says
 * that the clock follows it, or that the analyst's mark took it over and until when.
 */
export function GameClockPanel({
  setup,
  events,
  periodAt,
  positionMs,
  disabled,
  scoreboard = [],
  onMark,
}: {
  setup: GameSetup;
  /** The plays in order of play, as the engine reads them. */
  events: readonly GameEvent[];
  /** The period of a play tagged at footage position `ms`. */
  periodAt: (ms: number) => number;
  /** The footage's position now. */
  positionMs: () => number;
  disabled: boolean;
  /** The scoreboard's clock marks, when the pass read it: the clock follows them (decision 022). */
  scoreboard?: readonly ScoreboardClockMark[];
  onMark: (mark: { running: boolean; clock?: number }) => void;
}) {
  const [ms, setMs] = useState(positionMs);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  useEffect(() => {
    const timer = setInterval(() => setMs(positionMs()), READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [positionMs]);

  const period = periodAt(ms);
  const reading = clockAt(setup, events, ms, period);
  const source = clockSourceText(clockSourceAt(events, scoreboard, ms, period), reading, scoreboard.length > 0);
  const setClock = () => {
    const result = readTypedClock(typed, setup, periodAt(positionMs()));
    if ('error' in result) {
      setError(result.error);
      return false;
    }
    setError(null);
    setTyped('');
    onMark({ running: reading?.running ?? false, clock: result.clock });
    return true;
  };

  return (
    <section
      aria-label="Game clock"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm"
    >
      <span className="font-semibold">{periodLabel(setup.periods, period)}</span>
      <span className="font-mono text-lg tabular-nums" data-testid="game-clock" aria-live="off">
        {reading ? formatGameClock(reading.clock) : '–:––'}
      </span>
      <span className="text-slate-600" data-testid="game-clock-state">
        {reading ? (reading.running ? 'running' : 'stopped') : 'not set'}
      </span>
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-50"
        disabled={disabled}
        onClick={() => onMark({ running: true })}
      >
        Start <kbd className="rounded bg-slate-200 px-1">g</kbd>
      </button>
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-50"
        disabled={disabled}
        onClick={() => onMark({ running: false })}
      >
        Stop <kbd className="rounded bg-slate-200 px-1">h</kbd>
      </button>
      <form
        className="ml-auto flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          // Once set, the keys go back to tagging (the next is often `g`): no click out of the box to get there.
          const form = event.currentTarget;
          if (setClock()) leaveForm(form);
        }}
      >
        <label htmlFor={inputId}>Set clock here</label>
        <input
          id={inputId}
          className="w-20 rounded border border-slate-300 px-1.5 py-0.5 font-mono"
          placeholder="10:00"
          value={typed}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-50" disabled={disabled}>
          Set
        </button>
      </form>
      {source && (
        <p className="w-full text-slate-700" data-testid="game-clock-source">
          {source}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
