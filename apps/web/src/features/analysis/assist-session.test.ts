import { describe, expect, it } from 'vitest';
import { callsKey } from './assist-session';

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
