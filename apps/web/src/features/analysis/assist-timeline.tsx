import { formatClock, type Side } from '@courtside/domain';
import { memo, useEffect, useState } from 'react';
import type { Suggestion, SuggestionKind } from './assist-api';
import { describeMark } from './assist-marks';

const READ_EVERY_MS = 250;

const KIND_STYLE: Record<SuggestionKind, string> = {
  whistle: 'top-1 h-4 w-1 bg-sky-600',
  horn: 'top-0 h-6 w-1.5 bg-violet-700',
  score: 'top-0 h-6 w-1.5 bg-brand-600',
  dead_time: 'top-2 h-2 bg-slate-400',
  clock: 'hidden',
};

/** Where on the strip (percent of its width) footage position `ms` falls. */
export function stripPercent(ms: number, durationMs: number): number {
  return durationMs > 0 ? Math.min(100, Math.max(0, (ms / durationMs) * 100)) : 0;
}

/**
 * The marks along the footage: whistles, horns and score changes as ticks, dead time as bars, with the footage's
 * position. A click selects a mark; the keyboard's way to them is `j`/`k` and the suggestions list.
 */
export const AssistTimeline = memo(function AssistTimeline({
  marks,
  durationMs,
  selectedId,
  teams,
  positionMs,
  onSelect,
}: {
  marks: readonly Suggestion[];
  /** The footage's length (or, unknown, the last mark's end). */
  durationMs: number;
  selectedId: string | null;
  teams: Record<Side, string>;
  positionMs: () => number;
  onSelect: (mark: Suggestion) => void;
}) {
  const [ms, setMs] = useState(positionMs);
  useEffect(() => {
    const timer = setInterval(() => setMs(positionMs()), READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [positionMs]);
  if (marks.length === 0 || durationMs <= 0) return null;
  return (
    <div
      role="group"
      aria-label="Marks on the footage"
      className="relative h-6 rounded bg-slate-100"
      data-testid="assist-timeline"
    >
      {marks.map((mark) => {
        const left = stripPercent(mark.videoMs, durationMs);
        const width = mark.kind === 'dead_time' && mark.endMs !== null ? stripPercent(mark.endMs, durationMs) - left : null;
        const label = `${formatClock(Math.floor(mark.videoMs / 1000))} ${describeMark(mark, teams)}`;
        return (
          <button
            key={mark.id}
            type="button"
            tabIndex={-1}
            title={label}
            aria-label={label}
            className={`absolute rounded-sm ${KIND_STYLE[mark.kind]} ${mark.status === 'dismissed' ? 'opacity-30' : ''} ${mark.id === selectedId ? 'ring-2 ring-slate-900' : ''}`}
            style={{ left: `${String(left)}%`, ...(width !== null ? { width: `${String(Math.max(width, 0.3))}%` } : {}) }}
            onClick={() => onSelect(mark)}
          />
        );
      })}
      <div
        aria-hidden
        className="pointer-events-none absolute top-0 h-6 w-px bg-red-600"
        style={{ left: `${String(stripPercent(ms, durationMs))}%` }}
      />
    </div>
  );
});
