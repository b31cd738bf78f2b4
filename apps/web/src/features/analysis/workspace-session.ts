import { useEffect, useState, useSyncExternalStore } from 'react';
import { playByPlayApi } from './analysis-api';
import { PlayByPlayStore, type PlayByPlayApi } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

const POLL_MS = 3000;
const SAVE_WAIT_MS = 15_000;

/** After the task that asked: a key's handler and React's render of its change run before the request is made. */
const afterThisTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `api` with its writes made a task later. Building and starting a fetch takes about a millisecond, which the
 * key that adds a play would otherwise wait for before the play shows. The store sends one change at a time
 * and waits for each, so the order and the retries stay as they were.
 */
export function sendingAfterThisTask(api: PlayByPlayApi): PlayByPlayApi {
  return {
    create: (event) => afterThisTask().then(() => api.create(event)),
    update: (id, revision, fields) => afterThisTask().then(() => api.update(id, revision, fields)),
    remove: (id, revision) => afterThisTask().then(() => api.remove(id, revision)),
    since: (version) => api.since(version),
  };
}

/**
 * The play-by-play of one game for as long as the workspace shows it: polled for other people's changes,
 * and the browser asks before the page is left with changes not yet saved.
 */
export function usePlayByPlay(gameId: string, events: WorkspaceEvent[], version: number) {
  const [store] = useState(() => new PlayByPlayStore(sendingAfterThisTask(playByPlayApi(gameId)), events, version));
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
