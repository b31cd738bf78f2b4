import type { EventBody, GameSetup } from '@courtside/domain';
import type { EntryCommand, EntryContext } from './entry';
import type { PlayByPlayStore } from './play-by-play-store';
import { insertionIndex, lastMissSideAt, lineupAt, periodAt, periodMarkerAt, seqAt, type WorkspaceEvent } from './timeline';

/** The part of the play-by-play store that entry commands change. */
export type EntryTarget = Pick<PlayByPlayStore, 'getSnapshot' | 'find' | 'change' | 'amend'>;

/** What the player keys name at footage position `ms`: the lineup and the last miss before that point. */
export function entryContextAt(setup: GameSetup | null, plays: readonly WorkspaceEvent[], ms: number): EntryContext | null {
  if (!setup) return null;
  const index = insertionIndex(plays, ms);
  return { setup, onCourt: lineupAt(setup, plays, index), lastMissSide: lastMissSideAt(plays, index) };
}

/** A new play tagged at footage position `ms`, numbered to sit among `plays` where that moment falls. */
export function newPlayAt(
  plays: readonly WorkspaceEvent[],
  id: string,
  body: EventBody,
  ms: number,
  period?: number,
): WorkspaceEvent {
  const index = insertionIndex(plays, ms);
  return { id, seq: seqAt(plays, index), period: period ?? periodAt(plays, index), videoMs: ms, clock: null, revision: 0, body };
}

/**
 * Applies what a key asked for to the store, tagged at footage position `ms`. Each play is placed among the
 * plays as they are after the commands before it, and an amendment joins its play's undo step.
 */
export function runEntryCommands(store: EntryTarget, commands: readonly EntryCommand[], ms: number, newId: () => string) {
  for (const command of commands) {
    const current = store.getSnapshot().plays;
    switch (command.kind) {
      case 'add':
        store.change({ type: 'create', event: newPlayAt(current, command.id, command.body, ms) });
        break;
      case 'amend': {
        const play = store.find(command.id);
        if (play) store.amend(command.id, { body: { ...play.body, ...command.changes } });
        break;
      }
      case 'period': {
        const marker = periodMarkerAt(current, insertionIndex(current, ms));
        store.change({ type: 'create', event: newPlayAt(current, newId(), marker.body, ms, marker.period) });
        break;
      }
      case 'clock':
        store.change({ type: 'create', event: newPlayAt(current, newId(), { type: 'clock', running: command.running }, ms) });
        break;
    }
  }
}
