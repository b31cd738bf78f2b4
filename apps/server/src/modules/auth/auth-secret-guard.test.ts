import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deploymentFingerprints } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { AuthSecretMismatch, authSecretFingerprint, guardAuthSecret } from './auth-secret-guard.js';

const FIRST = 'first-secret-first-secret-first-secret-00';
const SECOND = 'second-secret-second-secret-second-secre';

describe('one AUTH_SECRET for every server on a database', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => database.drop());

  const stored = async () =>
    database.db
      .select({ name: deploymentFingerprints.name, fingerprint: deploymentFingerprints.fingerprint })
      .from(deploymentFingerprints);

  it('records the first server secret as a fingerprint, never the secret, and lets servers with the same one start', async () => {
    expect(await guardAuthSecret(database.db, FIRST)).toBe('recorded');
    const rows = await stored();
    expect(rows).toEqual([{ name: 'auth_secret', fingerprint: authSecretFingerprint(FIRST) }]);
    expect(JSON.stringify(rows)).not.toContain(FIRST);
    expect(authSecretFingerprint(FIRST)).not.toBe(authSecretFingerprint(SECOND));
    expect(await guardAuthSecret(database.db, FIRST)).toBe('same');
  });

  it('refuses a server with another secret, saying so and how to change it on purpose', async () => {
    await guardAuthSecret(database.db, FIRST);
    const refused = guardAuthSecret(database.db, SECOND);
    await expect(refused).rejects.toBeInstanceOf(AuthSecretMismatch);
    await expect(refused).rejects.toThrow(/Every server on one database needs the same AUTH_SECRET/);
    await expect(refused).rejects.toThrow(`AUTH_SECRET_REPLACES=${authSecretFingerprint(FIRST)}`);
    // The refusal does not move the record: the servers already running keep theirs.
    expect(await stored()).toEqual([{ name: 'auth_secret', fingerprint: authSecretFingerprint(FIRST) }]);
  });

  it('of two servers starting together with different secrets, lets one start and refuses the other', async () => {
    const outcomes = await Promise.allSettled([guardAuthSecret(database.db, FIRST), guardAuthSecret(database.db, SECOND)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('changes the secret on purpose only when AUTH_SECRET_REPLACES names the recorded one, and only once', async () => {
    await guardAuthSecret(database.db, FIRST);
    // A wrong or stale fingerprint changes nothing.
    await expect(guardAuthSecret(database.db, SECOND, authSecretFingerprint(SECOND))).rejects.toBeInstanceOf(AuthSecretMismatch);
    await expect(guardAuthSecret(database.db, SECOND, 'not-a-fingerprint')).rejects.toBeInstanceOf(AuthSecretMismatch);

    expect(await guardAuthSecret(database.db, SECOND, authSecretFingerprint(FIRST))).toBe('replaced');
    expect(await stored()).toEqual([{ name: 'auth_secret', fingerprint: authSecretFingerprint(SECOND) }]);
    // The other servers, restarted with the new secret and the setting left in place, start as usual...
    expect(await guardAuthSecret(database.db, SECOND, authSecretFingerprint(FIRST))).toBe('same');
    // ...and one still on the old secret is refused, whatever it sets.
    await expect(guardAuthSecret(database.db, FIRST, authSecretFingerprint(FIRST))).rejects.toBeInstanceOf(AuthSecretMismatch);
  });
});
