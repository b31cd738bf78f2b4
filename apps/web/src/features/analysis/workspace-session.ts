import { useEffect, useState, useSyncExternalStore } from 'react';
import { playByPlayApi } from './analysis-api';
import { PlayByPlayStore } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

const POLL_MS = 3000;
const SAVE_WAIT_MS = 15_000;

/**
 * The play-by-play of one game for as long as the workspace shows it: polled for other people's changes,
 * and the browser asks before the page is left with changes not yet saved.
 */
export function usePlayByPlay(gameId: string, events: WorkspaceEvent[], version: number) {
  const [store] = useState(() => new PlayByPlayStore(playByPlayApi(gameId), events, version));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    const timer = setInterval(() => void store.poll().catch(() => undefined), POLL_MS);
    const warn = (event: BeforeUnloadEvent) => {
      if (store.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('beforeunload', warn);
      store.stop();
    };
  }, [store]);
  return { store, snapshot };
}

/** Waits until every change is on the server, so a submission or approval covers all of them. */
export async function waitUntilSaved(store: Pick<PlayByPlayStore, 'hasUnsaved'>): Promise<void> {
  for (let waited = 0; store.hasUnsaved(); waited += 100) {
    if (waited > SAVE_WAIT_MS) throw new Error('Some plays are not saved yet. Check your connection and try again.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
