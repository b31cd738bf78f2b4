import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitUntilSaved } from './workspace-session';

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
