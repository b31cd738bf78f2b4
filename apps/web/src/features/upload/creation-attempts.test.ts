import { describe, expect, it } from 'vitest';
import { answered, attemptFor, fileCreation, linkCreation } from './creation-attempts';

describe("a game creation's name (its Idempotency-Key)", () => {
  it('stays the same for the same link sent again until it is answered, so a retry finds the game it made', () => {
    const final = linkCreation({ name: 'Grand Final', videoUrl: 'https://youtu.be/abc' });
    const first = attemptFor(final);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(attemptFor(linkCreation({ name: ' Grand Final ', videoUrl: 'https://youtu.be/abc ' }))).toBe(first);
    expect(attemptFor(linkCreation({ name: 'Grand Final', videoUrl: 'https://youtu.be/xyz' }))).not.toBe(first);
    expect(attemptFor(linkCreation({ name: 'Semi Final', videoUrl: 'https://youtu.be/abc' }))).not.toBe(first);
    answered(final);
    // Answered: the same link sent afterwards is another game, as the customer means it.
    expect(attemptFor(final)).not.toBe(first);
  });

  it('stays the same for the same file chosen again until its upload has an address, and differs for another file', () => {
    const file = { name: 'final.mp4', size: 1_000_000, lastModified: 1_765_000_000_000 };
    const first = attemptFor(fileCreation(file));
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(attemptFor(fileCreation({ ...file }))).toBe(first);
    expect(attemptFor(fileCreation({ ...file, size: 1_000_001 }))).not.toBe(first);
    expect(attemptFor(fileCreation({ ...file, lastModified: 1_765_000_000_001 }))).not.toBe(first);
    // Sent with other details, another creation: a game of other details.
    expect(attemptFor(fileCreation(file, { opponent: 'Hawks' }))).not.toBe(first);
    // A link of the same name is another creation.
    expect(attemptFor(linkCreation({ name: 'final.mp4', videoUrl: '1000000' }))).not.toBe(first);
    answered(fileCreation(file));
    expect(attemptFor(fileCreation(file))).not.toBe(first);
  });
});
