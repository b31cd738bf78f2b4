import { formatClock, parseClock } from '@courtside/domain';
import { useId, useState } from 'react';

/** A typed clock as it was typed: tenths kept whenever it has them, so a save on leaving the box changes nothing. */
export function typedClockText(seconds: number): string {
  const tenths = Math.round(seconds * 10) % 10;
  return tenths === 0 && seconds >= 60 ? formatClock(seconds) : `${formatClock(seconds)}.${String(tenths)}`;
}

/**
 * The clock typed on one play: it wins over the track for that play and corrects the track after it. Empty
 * leaves the play to the track. Saved on Enter or when the box loses focus; a clock it cannot read is refused
 * with the reason, and nothing is saved.
 */
export function PlayClockField({
  typed,
  fromTrack,
  onSave,
}: {
  /** The clock typed on the play, if any. */
  typed: number | null;
  /** What the track reads at the play, shown as the box's hint. */
  fromTrack: number | undefined;
  onSave: (clock: number | null) => void;
}) {
  const [text, setText] = useState(typed === null ? '' : typedClockText(typed));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const save = () => {
    if (text.trim() === '') {
      setError(null);
      if (typed !== null) onSave(null);
      return;
    }
    const clock = parseClock(text);
    if (clock === null) {
      setError('Type the clock as minutes and seconds, like 7:43.');
      return;
    }
    setError(null);
    if (clock !== typed) onSave(clock);
  };
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id}>Clock</label>
      <input
        id={id}
        className="w-20 rounded border border-slate-300 px-1 py-0.5 font-mono text-sm"
        placeholder={fromTrack === undefined ? 'm:ss' : formatClock(fromTrack)}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
      />
      {error && (
        <span id={`${id}-error`} role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
