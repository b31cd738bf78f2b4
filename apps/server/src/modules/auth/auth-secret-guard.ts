import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deploymentFingerprints } from '../../db/schema.js';

/** The row of `deployment_fingerprints` that holds the AUTH_SECRET's fingerprint. */
const ROW = 'auth_secret';
/** What the fingerprint is an HMAC of: a fixed text, so it says nothing of the secret but whether it is the same. */
const FINGERPRINTED_TEXT = 'courtside: one AUTH_SECRET for every server on this database';

/** The first 16 hex digits of an HMAC keyed with the secret: enough to tell two secrets apart, nothing to guess from. */
export function authSecretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update(FINGERPRINTED_TEXT).digest('hex').slice(0, 16);
}

export class AuthSecretMismatch extends Error {
  constructor(
    readonly recorded: string,
    readonly mine: string,
  ) {
    super(
      `AUTH_SECRET differs from the one the other servers on this database use (fingerprint ${mine} here, ${recorded} ` +
        'recorded by the first server). Every server on one database needs the same AUTH_SECRET: a session made on one ' +
        'would be refused by another, and two-factor sign-in set up on one could not be checked on another. Set ' +
        "AUTH_SECRET to the other servers' value (outside production, without AUTH_SECRET each DATA_DIR makes its own: " +
        `set one value for every process). To change the secret on purpose, on every server at once, start with ` +
        `AUTH_SECRET_REPLACES=${recorded} (docs/operations.md, "Changing AUTH_SECRET").`,
    );
    this.name = 'AuthSecretMismatch';
  }
}

export type AuthSecretCheck = 'recorded' | 'same' | 'replaced';

/**
 * Holds every server on one database to one AUTH_SECRET: the first to start records the secret's fingerprint,
 * a later one with another secret is refused (AuthSecretMismatch), unless `replaces` names the recorded
 * fingerprint, which is then replaced by this secret's. Two servers starting together with different secrets:
 * one records, the other is refused.
 */
export async function guardAuthSecret(db: Database, secret: string, replaces?: string): Promise<AuthSecretCheck> {
  const mine = authSecretFingerprint(secret);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(deploymentFingerprints)
      .values({ name: ROW, fingerprint: mine })
      .onConflictDoNothing()
      .returning({ name: deploymentFingerprints.name });
    if (inserted.length > 0) return 'recorded';
    const [row] = await tx
      .select({ fingerprint: deploymentFingerprints.fingerprint })
      .from(deploymentFingerprints)
      .where(eq(deploymentFingerprints.name, ROW))
      .for('update');
    const recorded = row?.fingerprint ?? '';
    if (recorded === mine) return 'same';
    // AUTH_SECRET_REPLACES left set after the change does nothing more: it no longer names the recorded one.
    if (replaces?.trim() === recorded) {
      await tx
        .update(deploymentFingerprints)
        .set({ fingerprint: mine, updatedAt: sql`now()` })
        .where(eq(deploymentFingerprints.name, ROW));
      return 'replaced';
    }
    throw new AuthSecretMismatch(recorded, mine);
  });
}
