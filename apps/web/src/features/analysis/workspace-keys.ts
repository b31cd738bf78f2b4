import type { GameSetup } from '@courtside/domain';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { handleAssistKey, type AssistKeyTarget } from './assist-keys';
import { IDLE, benchPlaceOf, press, type EntryState } from './entry';
import type { FootageControls } from './footage';
import type { PlayByPlayStore } from './play-by-play-store';
import { entryContextAt, runEntryCommands, type EntryHooks } from './workspace-entry-commands';

/** What the handler reads of a keydown (a real KeyboardEvent has all of it). */
export type WorkspaceKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'preventDefault'
>;

/** What a key can act on, and how it tells the page what changed. */
export interface WorkspaceKeyTarget {
  footage: FootageControls | null;
  store: Pick<PlayByPlayStore, 'getSnapshot' | 'find' | 'change' | 'amend' | 'undo' | 'redo'>;
  canEdit: boolean;
  setup: GameSetup | null;
  selectedId: string | null;
  /** The entry prompt's state before this key. */
  entry: EntryState;
  newId: () => string;
  /** The on-court panel is drawn for this footage position from now on. */
  showLineupAt: (ms: number) => void;
  enter: (state: EntryState) => void;
  deselect: () => void;
  /** Keys wait while a window asks something (a period's lineups). */
  paused?: boolean;
  hooks?: EntryHooks;
  /** The footage's suggestions, once they are read. */
  assist?: AssistKeyTarget;
}

/** Keys typed into a field belong to the field. */
function isTypingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable);
}

function videoAction(key: string, shiftKey: boolean, footage: FootageControls | null): (() => void) | undefined {
  const actions: Record<string, () => void> = {
    ' ': () => footage?.toggle(),
    ArrowLeft: () => footage?.seekBy(shiftKey ? -5000 : -1000),
    ArrowRight: () => footage?.seekBy(shiftKey ? 5000 : 1000),
    ',': () => footage?.stepFrame(-1),
    '.': () => footage?.stepFrame(1),
    '<': () => footage?.changeRate(-1),
    '>': () => footage?.changeRate(1),
  };
  return actions[key];
}

/**
 * One keydown in the workspace: footage keys and the marks' `j`, `k` and `l` always; undo and redo, Delete (the
 * selected play), the answers `y` and `n` and the entry keys only for someone who may edit. An entry key is read against the lineup at the footage's position, and
 * the plays it names are tagged there.
 */
export function handleWorkspaceKey(event: WorkspaceKeyEvent, target: WorkspaceKeyTarget): void {
  if (target.paused || isTypingIn(event.target)) return;
  const { key } = event;
  const { store } = target;
  const mod = event.ctrlKey || event.metaKey;
  if (mod && (key === 'z' || key === 'Z' || key === 'y')) {
    event.preventDefault();
    if (!target.canEdit) return;
    if (key === 'y' || event.shiftKey) store.redo();
    else store.undo();
    return;
  }
  if (mod || event.altKey) return;
  const video = videoAction(key, event.shiftKey, target.footage);
  if (video) {
    event.preventDefault();
    video();
    return;
  }
  // While a substitution asks who comes in, its bench keys are its own: `y` (the 16th place) picks a player, it
  // does not accept the selected suggestion.
  const benchKey = target.entry.step === 'sub_in' && target.entry.typed === null && benchPlaceOf(key) >= 0;
  const assisted = !benchKey && target.assist && handleAssistKey(key, target.assist, target.footage, target.canEdit);
  if (assisted) {
    event.preventDefault();
    if (assisted.entry) target.enter(assisted.entry);
    return;
  }
  if (!target.canEdit) return;
  if ((key === 'Delete' || key === 'Backspace') && target.selectedId && target.entry.step === 'idle') {
    event.preventDefault();
    store.change({ type: 'delete', id: target.selectedId });
    target.deselect();
    return;
  }
  // Who scored an accepted score change is named, and tagged, where the scoreboard changed.
  const ms = target.entry.step === 'suggested_shot' ? target.entry.videoMs : (target.footage?.currentMs() ?? 0);
  target.showLineupAt(ms);
  const context = entryContextAt(target.setup, store.getSnapshot().plays, ms);
  if (!context) return;
  const result = press(target.entry, key, context, target.newId);
  if (result.ignored) return;
  event.preventDefault();
  target.enter(result.state);
  runEntryCommands(store, result.commands, ms, target.newId, target.hooks);
}

export interface WorkspaceKeysOptions {
  store: WorkspaceKeyTarget['store'];
  controls: RefObject<FootageControls | null>;
  canEdit: boolean;
  setup: GameSetup | null;
  selectedId: string | null;
  showLineupAt: (ms: number) => void;
  deselect: () => void;
  paused?: boolean;
  hooks?: EntryHooks;
  assist?: AssistKeyTarget;
}

/** Listens to the window's keys for the workspace; answers the entry prompt's state and a way to set it. */
export function useWorkspaceKeys({
  store,
  controls,
  canEdit,
  setup,
  selectedId,
  showLineupAt,
  deselect,
  paused = false,
  hooks,
  assist,
}: WorkspaceKeysOptions) {
  const [entry, setEntry] = useState<EntryState>(IDLE);
  // Keys can come faster than renders: each reads the state the key before left, not the last render's.
  const entryRef = useRef<EntryState>(IDLE);
  const enter = useCallback((state: EntryState) => {
    entryRef.current = state;
    setEntry(state);
  }, []);
  const onKey = useEffectEvent((event: KeyboardEvent) =>
    handleWorkspaceKey(event, {
      footage: controls.current,
      store,
      canEdit,
      setup,
      selectedId,
      entry: entryRef.current,
      newId: () => crypto.randomUUID(),
      showLineupAt,
      enter,
      deselect,
      paused,
      ...(hooks ? { hooks } : {}),
      ...(assist ? { assist } : {}),
    }),
  );
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  // `enter` lets a button start a prompt too (accepting a score change asks who scored).
  return { entry, enter };
}
