import type { EventBody } from '@courtside/domain';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { PlayByPlayStore, type PlayByPlayApi } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

/**
 * An in-memory server with the API's rules: revisions bump on every edit, a stale one is refused, and one on a
 * deleted play too; the same edit retried by its author is answered as saved (its answer was lost). `loseAnswer`
 * makes the next call of a kind commit and then fail as a dropped connection does.
 */
function fakeServer() {
  const rows = new Map<string, WorkspaceEvent & { by: 'us' | 'them' }>();
  let version = 0;
  const losing = new Set<'create' | 'update' | 'remove'>();
  const stale = () => new ApiError(409, 'stale_event', 'Someone else changed this play; their version is shown now');
  const gone = () => new ApiError(409, 'event_gone', 'This play was deleted by someone else');
  const answer = <T>(call: 'create' | 'update' | 'remove', value: T): Promise<T> =>
    losing.delete(call) ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(value);
  const shown = ({ by: _by, ...event }: WorkspaceEvent & { by: string }): WorkspaceEvent => event;
  const update = (by: 'us' | 'them', id: string, revision: number, fields: Partial<WorkspaceEvent>) => {
    const row = rows.get(id);
    if (!row) return Promise.reject(gone());
    const replayed =
      row.by === by &&
      row.revision === revision + 1 &&
      Object.entries(fields).every(([key, value]) => isDeepStrictEqual(row[key as 'body'], value));
    if (replayed) return answer('update', { event: shown(row), version, replayed: true });
    if (row.revision !== revision) return Promise.reject(stale());
    const updated = { ...row, ...fields, revision: revision + 1, by };
    rows.set(id, updated);
    return answer('update', { event: shown(updated), version: (version += 1) });
  };
  const api: PlayByPlayApi = {
    create: (event) => {
      rows.set(event.id, { ...event, revision: 1, by: 'us' });
      return answer('create', { event: { ...event, revision: 1 }, version: (version += 1) });
    },
    update: (id, revision, fields) => update('us', id, revision, fields),
    remove: (id, revision) => {
      const row = rows.get(id);
      if (!row) return Promise.reject(gone());
      if (row.revision !== revision) return Promise.reject(stale());
      rows.delete(id);
      return answer('remove', { version: (version += 1) });
    },
    since: (known) => Promise.resolve({ version, events: known === version ? null : [...rows.values()].map(shown) }),
  };
  return {
    api,
    rows,
    /** Someone else, in another browser, changes a play. */
    edit: (id: string, body: EventBody) => void update('them', id, rows.get(id)?.revision ?? 0, { body }),
    loseAnswer: (call: 'create' | 'update' | 'remove') => losing.add(call),
  };
}

const shot: EventBody = { type: 'shot', team: 'home', playerId: 't1', made: true, points: 2 };
const event = (id: string, seq: number): WorkspaceEvent => ({
  id,
  seq,
  period: 1,
  videoMs: seq * 1000,
  clock: null,
  revision: 0,
  body: shot,
});
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the play-by-play store', () => {
  it('shows a play at once and saves it', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) });
    expect(store.getSnapshot().plays.map((play) => play.id)).toEqual(['a']);
    await settled();
    expect(server.rows.get('a')?.body).toEqual(shot);
    expect(store.getSnapshot().status).toBe('saved');
  });

  it('undoes a play with its amendments in one step, and redoes it whole', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) });
    store.amend('a', { body: { ...shot, assistId: 't2' } });
    await settled();
    store.undo();
    await settled();
    expect(server.rows.size).toBe(0);
    expect(store.getSnapshot().canRedo).toBe(true);
    store.redo();
    await settled();
    expect(server.rows.get('a')?.body).toEqual({ ...shot, assistId: 't2' });
  });

  it('undoes an edit and a delete against the server’s current revision', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) });
    store.change({ type: 'edit', id: 'a', fields: { body: { ...shot, points: 3 } } });
    store.change({ type: 'delete', id: 'a' });
    await settled();
    expect(server.rows.size).toBe(0);
    store.undo();
    store.undo();
    await settled();
    expect(server.rows.get('a')?.body).toEqual(shot);
    expect(store.getSnapshot().conflict).toBeNull();
  });

  it('reports a change someone else made first, and shows their version instead of overwriting it', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) });
    await settled();
    server.edit('a', { ...shot, points: 3 }); // another reviewer, in another browser
    store.change({ type: 'edit', id: 'a', fields: { body: { ...shot, made: false } } });
    await settled();
    await settled();
    expect(store.getSnapshot().conflict).toBe('Someone else changed this play; their version is shown now');
    expect(store.getSnapshot().plays[0]?.body).toEqual({ ...shot, points: 3 });
    expect(server.rows.get('a')?.body).toEqual({ ...shot, points: 3 });
  });

  it('keeps the plays added after a change someone else made first, and saves them', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) });
    await settled();
    server.edit('a', { ...shot, points: 3 });
    store.change({ type: 'edit', id: 'a', fields: { body: { ...shot, made: false } } });
    store.change({ type: 'create', event: event('b', 2) });
    store.change({ type: 'edit', id: 'b', fields: { body: { ...shot, points: 3 } } });
    store.change({ type: 'create', event: event('c', 3) });
    store.change({ type: 'delete', id: 'c' });
    await vi.waitFor(() => expect(store.hasUnsaved()).toBe(false));
    expect(store.getSnapshot().conflict).toBe('Someone else changed this play; their version is shown now');
    expect(server.rows.get('a')?.body).toEqual({ ...shot, points: 3 });
    expect(server.rows.get('b')?.body).toEqual({ ...shot, points: 3 });
    expect(server.rows.has('c')).toBe(false);
    expect(store.getSnapshot().plays.map((play) => [play.id, play.body])).toEqual([
      ['a', { ...shot, points: 3 }],
      ['b', { ...shot, points: 3 }],
    ]);
  });

  it('saves an edit and a delete whose answers were lost, and the plays added after them, with no conflict', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) }, { type: 'create', event: event('b', 2) });
    await vi.runAllTimersAsync();
    server.loseAnswer('update');
    server.loseAnswer('remove');
    store.change({ type: 'edit', id: 'a', fields: { body: { ...shot, made: false } } });
    store.change({ type: 'delete', id: 'b' });
    store.change({ type: 'create', event: event('c', 3) });
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(store.hasUnsaved()).toBe(false);
    expect(store.getSnapshot().conflict).toBeNull();
    expect([...server.rows.keys()]).toEqual(['a', 'c']);
    expect(server.rows.get('a')?.body).toEqual({ ...shot, made: false });
    expect(store.getSnapshot().plays.map((play) => play.id)).toEqual(['a', 'c']);
  });

  it('fetches the plays after an edit the server had already saved, from another tab of the same analyst', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    store.change({ type: 'create', event: event('a', 1) });
    await settled();
    // The analyst's other tab moves the play to period 2 and changes its body; this tab then moves it to period 2.
    await server.api.update('a', 1, { period: 2, body: { ...shot, points: 3 } });
    store.change({ type: 'edit', id: 'a', fields: { period: 2 } });
    await vi.waitFor(() => expect(store.hasUnsaved()).toBe(false));
    await store.poll(); // the workspace's timer
    expect(store.getSnapshot().plays[0]?.body).toEqual({ ...shot, points: 3 });
    expect(store.getSnapshot().conflict).toBeNull();
    expect(store.getSnapshot().plays[0]).toMatchObject({ period: 2, revision: 2 });
  });

  it('picks up other people’s plays when it polls', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    await server.api.create(event('b', 2));
    await store.poll();
    expect(store.getSnapshot().plays.map((play) => play.id)).toEqual(['b']);
  });
});
