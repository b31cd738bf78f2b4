import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How passwords are hashed. Outside tests, better-auth's own: scrypt with N = 16384, r = 16, p = 1 (about 140 ms
 * of CPU a hash here). Under NODE_ENV=test, the integration files sign up and sign in about a thousand users,
 * and at that cost the hashing alone took minutes of `npm test`'s two cores; there scrypt runs at a 64th of the
 * cost (N = 256), as Devise's `stretches` or Django's test hasher do. The end-to-end files run the production
 * build at the real cost. A test hash is marked (`t1:`), so the real verifier still reads every other hash.
 */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

const TEST_MARK = 't1:';
const TEST_COST = { N: 256, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 64;

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, TEST_COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const testHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${TEST_MARK}${salt}:${(await scryptKey(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(TEST_MARK)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(TEST_MARK.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

const realHashing: PasswordHashing = { hash: hashPassword, verify: verifyPassword };

export function passwordHashing(env: 'development' | 'production' | 'test'): PasswordHashing {
  return env === 'test' ? testHashing : realHashing;
}
