import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsKey, callsRefresher } from './assist-session';

const play = (id: string, type: string, videoMs?: number | null) => ({ id, videoMs, body: { type } });

describe('the plays that make the workspace read its suggestions again', () => {
  it('are the substitutions and timeouts with a footage time: adding, moving or deleting one changes the key', () => {
    const plays = [
      play('a', 'shot', 1000),
      play('b', 'timeout', 20_000),
      play('c', 'substitution', 21_000),
      play('d', 'timeout', null),
    ];
    const key = callsKey(plays);
    expect(key).toBe('b@20000,c@21000');
    expect(callsKey([...plays, play('e', 'rebound', 22_000)])).toBe(key);
    expect(callsKey([...plays, play('e', 'substitution', 22_000)])).not.toBe(key);
    expect(callsKey(plays.map((p) => (p.id === 'b' ? { ...p, videoMs: 20_500 } : p)))).not.toBe(key);
    expect(callsKey(plays.filter((p) => p.id !== 'c'))).not.toBe(key);
  });
});

describe('reading the suggestions again when the calls change', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /**
   * A refresher first read with `read`, its `refresh` spied on, and a save that the test settles: `saved` resolves
   * every wait so far, `failed` rejects them.
   */
  function refresherFrom(read: string) {
    const waits: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const refresh = vi.fn();
    const save = {
      whenSaved: () => new Promise<void>((resolve, reject) => waits.push({ resolve, reject })),
      waiting: () => waits.length,
      saved: () => waits.splice(0).forEach((wait) => wait.resolve()),
      failed: () => waits.splice(0).forEach((wait) => wait.reject(new Error('offline'))),
    };
    return { refresh, save, refresher: callsRefresher(read, refresh, 5000) };
  }

  it('reads once the changed plays are saved, and not for the calls it was first read with', async () => {
    const { refresh, save, refresher } = refresherFrom('a@1000');
    refresher.changed('a@1000', save.whenSaved);
    expect(save.waiting()).toBe(0);
    refresher.changed('a@1000,b@2000', save.whenSaved);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled();
    save.saved();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('tries again every 5 s while the plays are not saved, and reads once they are', async () => {
    const { refresh, save, refresher } = refresherFrom('');
    refresher.changed('b@2000', save.whenSaved);
    save.failed();
    await vi.advanceTimersByTimeAsync(4999);
    expect(save.waiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(save.waiting()).toBe(1);
    save.failed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save.waiting()).toBe(1);
    expect(refresh).not.toHaveBeenCalled();
    save.saved();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(save.waiting()).toBe(0);
  });

  it('drops the wait for older calls when they change again, and every wait once the workspace closes', async () => {
    const { refresh, save, refresher } = refresherFrom('');
    refresher.changed('b@2000', save.whenSaved);
    save.failed();
    await vi.advanceTimersByTimeAsync(1000); // its retry is set for 4 s from now
    refresher.changed('b@2500', save.whenSaved);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save.waiting()).toBe(1); // the newer change's wait only: the older one did not try again
    save.failed();
    await vi.advanceTimersByTimeAsync(1000); // its retry is set
    refresher.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(save.waiting()).toBe(0);
    expect(refresh).not.toHaveBeenCalled();
  });
});
