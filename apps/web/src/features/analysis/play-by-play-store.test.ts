import type { EventBody } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { PlayByPlayStore, type PlayByPlayApi } from './play-by-play-store';
import type { WorkspaceEvent } from './timeline';

/** An in-memory server with the API's rules: revisions bump on every edit, and a stale one is refused. */
function fakeServer() {
  const rows = new Map<string, WorkspaceEvent>();
  let version = 0;
  const stale = () => new ApiError(409, 'stale_event', 'Someone else changed this play; their version is shown now');
  const api: PlayByPlayApi = {
    create: (event) => {
      rows.set(event.id, { ...event, revision: 1 });
      return Promise.resolve({ event: { ...event, revision: 1 }, version: (version += 1) });
    },
    update: (id, revision, fields) => {
      const row = rows.get(id);
      if (row?.revision !== revision) return Promise.reject(stale());
      const updated = { ...row, ...fields, revision: revision + 1 };
      rows.set(id, updated);
      return Promise.resolve({ event: updated, version: (version += 1) });
    },
    remove: (id, revision) => {
      if (rows.get(id)?.revision !== revision) return Promise.reject(stale());
      rows.delete(id);
      return Promise.resolve({ version: (version += 1) });
    },
    since: (known) => Promise.resolve({ version, events: known === version ? null : [...rows.values()] }),
  };
  return { api, rows, edit: (id: string, body: EventBody) => void api.update(id, rows.get(id)?.revision ?? 0, { body }) };
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

  it('picks up other people’s plays when it polls', async () => {
    const server = fakeServer();
    const store = new PlayByPlayStore(server.api, [], 0);
    await server.api.create(event('b', 2));
    await store.poll();
    expect(store.getSnapshot().plays.map((play) => play.id)).toEqual(['b']);
  });
});
