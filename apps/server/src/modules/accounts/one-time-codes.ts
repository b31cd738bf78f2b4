import { inArray, sql, type SQL } from 'drizzle-orm';
import { verifications } from '../../db/schema.js';

/** The kinds of one-time code better-auth sends to an address (sign-in, verification, password reset). */
const OTP_TYPES = ['forget-password', 'email-verification', 'sign-in'] as const;

/**
 * The identifiers better-auth keeps an address's one-time codes under (`verifications.identifier`), for an address
 * written in lower case: a code belongs to the address it was sent to, not to an account.
 */
function oneTimeCodeIdentifiers(address: string): string[] {
  return OTP_TYPES.map((type) => `${type}-otp-${address}`);
}

/** The one-time codes sent to `address`, however either was typed: a `verifications` condition. */
export function oneTimeCodesSentTo(address: string): SQL {
  return inArray(sql`lower(${verifications.identifier})`, oneTimeCodeIdentifiers(address.toLowerCase()));
}
