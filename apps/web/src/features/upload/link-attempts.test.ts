import { describe, expect, it } from 'vitest';
import { answered, attemptFor } from './link-attempts';

describe("a link request's name (its Idempotency-Key)", () => {
  const final = { name: 'Grand Final', videoUrl: 'https://youtu.be/abc' };

  it('stays the same for the same game sent again until it is answered, so a retry finds the game it made', () => {
    const first = attemptFor(final);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(attemptFor({ name: ' Grand Final ', videoUrl: 'https://youtu.be/abc ' })).toBe(first);
    expect(attemptFor({ ...final, videoUrl: 'https://youtu.be/xyz' })).not.toBe(first);
    expect(attemptFor({ ...final, name: 'Semi Final' })).not.toBe(first);
    answered(final);
    // Answered: the same link sent afterwards is another game, as the customer means it.
    expect(attemptFor(final)).not.toBe(first);
  });
});
