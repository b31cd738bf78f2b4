import { describe, expect, it } from 'vitest';
import { withChanges } from './address-params';

describe('withChanges', () => {
  it('sets, replaces and removes keys, keeping the others', () => {
    const current = new URLSearchParams('q=ann&role=admin&user=u1');
    const next = withChanges(current, { q: 'bob', role: null, user: '', status: 'paid' });
    expect(next.toString()).toBe('q=bob&status=paid');
  });

  it('leaves the params it was given untouched', () => {
    const current = new URLSearchParams('q=ann');
    withChanges(current, { q: null });
    expect(current.toString()).toBe('q=ann');
  });
});
