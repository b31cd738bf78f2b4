import type { EventBody } from '@courtside/domain';
import { ApiError } from '../../lib/api-error';
import { ordered, type WorkspaceEvent } from './timeline';

type Fields = Partial<Pick<WorkspaceEvent, 'seq' | 'period' | 'videoMs' | 'clock' | 'body'>>;

/** One change to the play-by-play; each has an inverse, which is what undo applies. */
export type Change =
  { type: 'create'; event: WorkspaceEvent } | { type: 'delete'; id: string } | { type: 'edit'; id: string; fields: Fields };

/** The server calls the store makes; the workspace passes the real API. */
export interface PlayByPlayApi {
  create(event: WorkspaceEvent): Promise<{ event: WorkspaceEvent; version: number }>;
  /** `replayed`: the edit was already saved (a retry after a lost answer); `version` is then the game's now. */
  update(id: string, revision: number, fields: Fields): Promise<{ event: WorkspaceEvent; version: number; replayed?: boolean }>;
  remove(id: string, revision: number): Promise<{ version: number }>;
  /** The plays if they changed after `version`. */
  since(version: number): Promise<{ version: number; events: WorkspaceEvent[] | null }>;
}

export type SaveStatus = 'saved' | 'saving' | 'retrying';

export interface PlayByPlaySnapshot {
  /** The plays in order of play. */
  plays: WorkspaceEvent[];
  status: SaveStatus;
  /** Why the last change was refused (someone else changed the play), until the next change. */
  conflict: string | null;
  canUndo: boolean;
  canRedo: boolean;
}

const RETRY_MS = [500, 1000, 2000, 4000, 8000];

/** The play a change is to. */
const targetOf = (change: Change): string => (change.type === 'create' ? change.event.id : change.id);

/**
 * The play-by-play of one game as the workspace edits it. Every change shows at once and is sent to the
 * server in order, one at a time; a refused change (409: someone else changed that play) is reported and the
 * server's version is shown instead, so nothing is overwritten silently; the plays added after it are still saved
 * (decision 006). Undo and redo are changes like any
 * other. Other people's changes arrive by polling the game's version.
 */
export class PlayByPlayStore {
  private events = new Map<string, WorkspaceEvent>();
  private version: number;
  private undoStack: Change[][] = [];
  private redoStack: Change[][] = [];
  private outbox: Change[] = [];
  /** Revisions of plays deleted here whose delete is not yet sent (the local copy is gone). */
  private deletedRevisions = new Map<string, number>();
  private sending = false;
  private status: SaveStatus = 'saved';
  private conflict: string | null = null;
  private snapshot: PlayByPlaySnapshot;
  private listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly api: PlayByPlayApi,
    initial: WorkspaceEvent[],
    version: number,
  ) {
    for (const event of initial) this.events.set(event.id, event);
    this.version = version;
    this.snapshot = this.takeSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayByPlaySnapshot => this.snapshot;

  /** Whether some change is not yet on the server (the page warns before it is left). */
  hasUnsaved(): boolean {
    return this.outbox.length > 0 || this.sending;
  }

  find(id: string): WorkspaceEvent | undefined {
    return this.events.get(id);
  }

  /** A new change by the analyst: it can be undone. */
  change(...changes: Change[]): void {
    this.undoStack.push(this.applyAll(changes));
    this.redoStack = [];
    this.conflict = null;
    this.publish();
  }

  /**
   * Completes the play just added (an assist, a block, a steal, a fouled player): undoing the play removes
   * it whole, so the amendment joins the play's own undo step.
   */
  amend(id: string, fields: Fields): void {
    const inverse = this.applyAll([{ type: 'edit', id, fields }]);
    const top = this.undoStack.at(-1);
    if (top?.some((change) => change.type === 'delete' && change.id === id)) {
      // Undoing the step deletes the play: nothing to restore first.
    } else if (top) top.push(...inverse);
    else this.undoStack.push(inverse);
    this.publish();
  }

  undo(): void {
    const step = this.undoStack.pop();
    if (!step) return;
    this.redoStack.push(this.applyAll([...step].reverse()));
    this.conflict = null;
    this.publish();
  }

  redo(): void {
    const step = this.redoStack.pop();
    if (!step) return;
    this.undoStack.push(this.applyAll([...step].reverse()));
    this.conflict = null;
    this.publish();
  }

  /** Asks the server whether someone else changed the plays; called on a timer while the page is open. */
  async poll(): Promise<void> {
    if (this.hasUnsaved()) return;
    const { version, events } = await this.api.since(this.version);
    if (!events || this.hasUnsaved()) return;
    this.replaceAll(events, version);
  }

  stop(): void {
    this.stopped = true;
    this.listeners.clear();
  }

  /** Applies changes locally, queues them for the server, and answers their inverses (in the same order). */
  private applyAll(changes: Change[]): Change[] {
    const inverses: Change[] = [];
    for (const change of changes) {
      const inverse = this.applyLocal(change);
      if (!inverse) continue;
      inverses.push(inverse);
      this.outbox.push(change);
    }
    void this.flush();
    return inverses;
  }

  private applyLocal(change: Change): Change | null {
    switch (change.type) {
      case 'create':
        this.events.set(change.event.id, change.event);
        return { type: 'delete', id: change.event.id };
      case 'delete': {
        const event = this.events.get(change.id);
        if (!event) return null;
        this.events.delete(change.id);
        this.deletedRevisions.set(change.id, event.revision);
        return { type: 'create', event };
      }
      case 'edit': {
        const event = this.events.get(change.id);
        if (!event) return null;
        const before: Fields = {};
        for (const key of Object.keys(change.fields) as (keyof Fields)[]) Object.assign(before, { [key]: event[key] });
        const fields = { ...change.fields };
        if (fields.body) fields.body = withoutUndefined(fields.body);
        this.events.set(change.id, { ...event, ...fields });
        return { type: 'edit', id: change.id, fields: before };
      }
    }
  }

  /** Sends queued changes one at a time, in order. */
  private async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    let attempt = 0;
    while (this.outbox.length > 0 && !this.stopped) {
      const change = this.outbox[0];
      if (!change) break;
      this.setStatus(attempt === 0 ? 'saving' : 'retrying');
      try {
        await this.send(change);
        this.outbox.shift();
        attempt = 0;
      } catch (error) {
        if (error instanceof ApiError && change.type === 'delete' && error.code === 'event_gone') {
          // The play is gone, as asked: our own delete whose answer was lost, retried, or someone else's.
          this.outbox.shift();
          this.deletedRevisions.delete(change.id);
          attempt = 0;
          continue;
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          await this.refuse(error);
          attempt = 0;
          continue;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
        attempt += 1;
      }
    }
    this.sending = false;
    this.setStatus('saved');
  }

  private async send(change: Change): Promise<void> {
    if (change.type === 'create') {
      const { event, version } = await this.api.create(change.event);
      this.acknowledge(event.id, event.revision, version);
      return;
    }
    if (change.type === 'edit') {
      const revision = this.events.get(change.id)?.revision;
      if (revision === undefined) return;
      const { event, version, replayed } = await this.api.update(change.id, revision, change.fields);
      this.acknowledge(event.id, event.revision, version, replayed === true);
    } else {
      const revision = this.deletedRevisions.get(change.id);
      if (revision === undefined) return;
      const { version } = await this.api.remove(change.id, revision);
      this.deletedRevisions.delete(change.id);
      this.seen(version);
    }
  }

  private acknowledge(id: string, revision: number, version: number, replayed = false): void {
    const local = this.events.get(id);
    if (local) this.events.set(id, { ...local, revision });
    if (this.deletedRevisions.has(id)) this.deletedRevisions.set(id, revision);
    this.seen(version, replayed);
  }

  /**
   * Our own change moved the version by one; more means someone else changed something too. A replayed edit's
   * answer carries the game's version as it is now, which says nothing of whose changes moved it: fetched too.
   */
  private seen(version: number, replayed = false): void {
    const othersChanged = replayed || version > this.version + 1;
    this.version = othersChanged ? this.version : version;
    if (othersChanged) queueMicrotask(() => void this.poll().catch(() => undefined));
  }

  /**
   * The server refused the first queued change: drop it and the changes queued after it that were made on what
   * it showed, and show the server's plays. When someone else changed or deleted the play (a conflict), the plays
   * added since, and changes to them, are still sent: adding a play never conflicts (decision 006), and nobody
   * else has seen them to change them. Any other refusal (the game is no longer this analyst's) drops them all.
   */
  private async refuse(error: ApiError): Promise<void> {
    const refused = this.outbox.shift();
    const conflict = error.code === 'stale_event' || error.code === 'event_gone';
    const added = new Set(conflict ? this.outbox.flatMap((change) => (change.type === 'create' ? [change.event.id] : [])) : []);
    if (refused) added.delete(targetOf(refused));
    this.outbox = this.outbox.filter((change) => added.has(targetOf(change)));
    for (const id of this.deletedRevisions.keys()) if (!added.has(id)) this.deletedRevisions.delete(id);
    this.conflict = error.message;
    try {
      const { version, events } = await this.api.since(-1);
      if (events) this.replaceAll(events, version);
    } catch {
      // The next poll will bring them.
    }
    this.publish();
  }

  /** Shows the server's plays, but for those with a change still queued here (after a refusal), shown as changed. */
  private replaceAll(events: WorkspaceEvent[], version: number): void {
    const queued = new Set(this.outbox.map(targetOf));
    const local = [...queued].map((id) => [id, this.events.get(id)] as const);
    this.events = new Map(events.map((event) => [event.id, event]));
    for (const [id, event] of local) {
      if (event) this.events.set(id, event);
      else this.events.delete(id);
    }
    this.version = version;
    this.publish();
  }

  private setStatus(status: SaveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.publish();
  }

  private takeSnapshot(): PlayByPlaySnapshot {
    return {
      plays: ordered(this.events.values()),
      status: this.status,
      conflict: this.conflict,
      canUndo: this.undoStack.length > 0,
      canRedo: this.redoStack.length > 0,
    };
  }

  private publish(): void {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener();
  }
}

/** JSON drops undefined fields; so must the local copy, or it would differ from what the server keeps. */
function withoutUndefined(body: EventBody): EventBody {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => (value as unknown) !== undefined)) as EventBody;
}
