import { toGameEvent, type GameEvent } from '@courtside/domain';
import { useState } from 'react';
import type { WorkspaceEvent } from './timeline';

/**
 * `value`, or the value kept from an earlier render while `same` finds the new one equal to it: memos and
 * memoised parts keyed on it then hold when the store publishes equal data again (a save status, a revision).
 * `value` must itself be stable while its inputs are (a snapshot's field, a memo), or renders would not end.
 */
export function useStable<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const [kept, keep] = useState(value);
  if (kept === value || same(kept, value)) return kept;
  // React's pattern for state derived from props: it renders this component again at once, before its children.
  keep(value);
  return value;
}

const gameEvents = new WeakMap<WorkspaceEvent, GameEvent>();

/** `toGameEvent`, once per play object: the store keeps the objects of the plays a change did not touch. */
export function gameEventOf(play: WorkspaceEvent): GameEvent {
  let event = gameEvents.get(play);
  if (!event) gameEvents.set(play, (event = toGameEvent(play)));
  return event;
}

/** The same items in the same order. */
export function sameItems<T>(kept: readonly T[], next: readonly T[]): boolean {
  return kept.length === next.length && kept.every((item, index) => item === next[index]);
}

/**
 * The same plays as far as the box score and the checks can tell: a saved play comes back with a new revision
 * and nothing else changed.
 */
export function samePlaysForEngine(kept: readonly WorkspaceEvent[], next: readonly WorkspaceEvent[]): boolean {
  return (
    kept.length === next.length &&
    kept.every((play, index) => {
      const other = next[index];
      return (
        play === other ||
        (other !== undefined &&
          play.id === other.id &&
          play.seq === other.seq &&
          play.period === other.period &&
          play.videoMs === other.videoMs &&
          play.clock === other.clock &&
          play.body === other.body)
      );
    })
  );
}

/** The same plain data (numbers, strings, arrays, objects of them), compared in depth. */
export function sameData(kept: unknown, next: unknown): boolean {
  if (kept === next) return true;
  if (typeof kept !== 'object' || typeof next !== 'object' || kept === null || next === null) return false;
  if (Array.isArray(kept) !== Array.isArray(next)) return false;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(kept).length) return false;
  return keys.every(
    (key) => key in kept && sameData((kept as Record<string, unknown>)[key], (next as Record<string, unknown>)[key]),
  );
}

/** The same members. */
export function sameMembers<T>(kept: ReadonlySet<T>, next: ReadonlySet<T>): boolean {
  return kept.size === next.size && [...kept].every((member) => next.has(member));
}

/** The same lists per key (a lineup per side). */
export function sameLists<K extends string, T>(
  kept: Readonly<Record<K, readonly T[]>> | null,
  next: Readonly<Record<K, readonly T[]>> | null,
): boolean {
  if (!kept || !next) return kept === next;
  const keys = Object.keys(next) as K[];
  return keys.length === Object.keys(kept).length && keys.every((key) => sameItems(kept[key], next[key]));
}
