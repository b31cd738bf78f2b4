import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayByPlayApi } from './play-by-play-store';
import { sendingAfterThisTask, waitUntilSaved } from './workspace-session';
import { made2, testPlay } from './workspace-test-game';

describe('waitUntilSaved', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers at once when everything is saved', async () => {
    await expect(waitUntilSaved({ hasUnsaved: () => false })).resolves.toBeUndefined();
  });

  it('waits for the last change to reach the server', async () => {
    let unsaved = true;
    let done = false;
    const waiting = waitUntilSaved({ hasUnsaved: () => unsaved }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(false);
    unsaved = false;
    await vi.advanceTimersByTimeAsync(100);
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up after about 15 seconds, saying why', async () => {
    const waiting = waitUntilSaved({ hasUnsaved: () => true });
    const failed = expect(waiting).rejects.toThrow('Some plays are not saved yet. Check your connection and try again.');
    await vi.advanceTimersByTimeAsync(15_200);
    await failed;
  });
});

describe('sendingAfterThisTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes each write a task later, with what it was given, and answers what the server said', async () => {
    const calls: string[] = [];
    const play = testPlay('a', 1, made2('t1'));
    const api: PlayByPlayApi = {
      create: (event) => {
        calls.push(`create ${event.id}`);
        return Promise.resolve({ event: { ...event, revision: 1 }, version: 1 });
      },
      update: (id, revision, fields) => {
        calls.push(`update ${id} ${String(revision)} ${String(fields.period)}`);
        return Promise.resolve({ event: { ...play, revision: 2 }, version: 2 });
      },
      remove: (id, revision) => {
        calls.push(`remove ${id} ${String(revision)}`);
        return Promise.resolve({ version: 3 });
      },
      since: (version) => Promise.resolve({ version, events: null }),
    };
    const later = sendingAfterThisTask(api);
    const created = later.create(play);
    const updated = later.update('a', 1, { period: 2 });
    const removed = later.remove('a', 2);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['create a', 'update a 1 2', 'remove a 2']);
    await expect(created).resolves.toMatchObject({ event: { id: 'a', revision: 1 }, version: 1 });
    await expect(updated).resolves.toMatchObject({ version: 2 });
    await expect(removed).resolves.toEqual({ version: 3 });
  });

  it('asks for other people’s changes at once (a read: nothing to draw first)', async () => {
    const since = vi.fn(() => Promise.resolve({ version: 4, events: null }));
    const api = { since } as unknown as PlayByPlayApi;
    await expect(sendingAfterThisTask(api).since(3)).resolves.toEqual({ version: 4, events: null });
    expect(since).toHaveBeenCalledWith(3);
  });
});
