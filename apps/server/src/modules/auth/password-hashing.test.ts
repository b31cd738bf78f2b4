import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing.js';

describe('password hashing', () => {
  it("outside tests is better-auth's own scrypt: its hashes are read by better-auth, and it reads theirs", async () => {
    for (const env of ['production', 'development'] as const) {
      const hashing = passwordHashing(env);
      const hash = await hashing.hash('a long enough password');
      expect(hash).not.toMatch(/^t1:/);
      expect(await verifyPassword({ hash, password: 'a long enough password' })).toBe(true);
      expect(await hashing.verify({ hash: await hashPassword('another password'), password: 'another password' })).toBe(true);
      expect(await hashing.verify({ hash, password: 'a wrong password' })).toBe(false);
    }
  });

  it('under tests is cheaper, salted, and still refuses a wrong password; a real hash is still read', async () => {
    const hashing = passwordHashing('test');
    const [first, second] = [await hashing.hash('a long enough password'), await hashing.hash('a long enough password')];
    expect(first).toMatch(/^t1:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(first).not.toBe(second);
    expect(await hashing.verify({ hash: first, password: 'a long enough password' })).toBe(true);
    expect(await hashing.verify({ hash: first, password: 'a long enough passworD' })).toBe(false);
    expect(await hashing.verify({ hash: await hashPassword('seeded'), password: 'seeded' })).toBe(true);
  });
});
