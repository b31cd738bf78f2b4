import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { accounts, twoFactors, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from '../auth/auth.js';
import { addressBucket, takeSlot } from '../auth/throttle.js';

export const CREDENTIAL_MESSAGES = {
  passwordRequired: 'Password is required',
  passwordWrong: 'Incorrect password',
  codeRequired: 'Enter the code from your authenticator app, or a backup code',
  codeWrong: 'Invalid code',
} as const;

/** The TOTP settings better-auth's twoFactor plugin uses by default (we set none). */
const TOTP = { digits: 6, period: 30 } as const;

/** Whether `password` is the user's password, checked against the stored hash with better-auth's own verifier. */
export async function passwordMatches(auth: Auth, db: Database, userId: string, password: string): Promise<boolean> {
  if (!password) return false;
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: credential.hash, password });
}

/**
 * Whether `code` is a current TOTP code of the user's authenticator, or one of their backup codes, which it uses up
 * as signing in with it does: the secret and the backup codes are decrypted with the auth secret, as better-auth's
 * twoFactor plugin stores them, and the codes left are written back only if nobody spent one meanwhile (the stored
 * text is compared, as the plugin does), so one backup code never passes twice.
 */
export async function secondFactorAccepted(auth: Auth, db: Database, userId: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (!trimmed) return false;
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return false;
  const { secretConfig } = await auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  if (/^\d{6}$/.test(trimmed) && (await createOTP(secret, TOTP).verify(trimmed))) return true;
  const backupCodes: unknown = JSON.parse(await symmetricDecrypt({ key: secretConfig, data: row.backupCodes }));
  if (!Array.isArray(backupCodes) || !backupCodes.includes(trimmed)) return false;
  const left = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(backupCodes.filter((one) => one !== trimmed)) });
  const spent = await db
    .update(twoFactors)
    .set({ backupCodes: left })
    .where(and(eq(twoFactors.id, row.id), eq(twoFactors.backupCodes, row.backupCodes)))
    .returning({ id: twoFactors.id });
  return spent.length === 1;
}

/** Who is asking, for the throttles: the signed-in user and the address the request came from. */
export interface Caller {
  userId: string;
  ip: string;
}

/**
 * Counts one attempt at `action` for the user and for their address, refusing with 429 once either has used
 * the auth throttle's allowance for the window (AUTH_EMAIL_LIMIT per user, AUTH_IP_LIMIT per address).
 */
export async function throttleAttempt(
  db: Database,
  config: Config,
  action: string,
  caller: Caller,
  perUser: { max: number; seconds: number } = { max: config.auth.emailLimit, seconds: config.auth.windowSeconds },
): Promise<void> {
  const perIp = { max: config.auth.ipLimit, seconds: config.auth.windowSeconds };
  for (const [bucket, window] of [
    [addressBucket(`ip:${action}`, caller.ip), perIp],
    [`user:${action}:${caller.userId}`, perUser],
  ] as const) {
    if (!(await takeSlot(db, bucket, window)))
      throw new AppError(
        429,
        'rate_limited',
        `Too many attempts. Please try again in ${String(Math.max(1, Math.ceil(window.seconds / 60)))} minutes.`,
      );
  }
}

/**
 * Refuses (400, with the field) unless `input` holds the user's password and, when their second factor is on, a
 * current code or a backup code (used up): what deleting an account or an organization asks for.
 */
export async function requireCredentials(
  auth: Auth,
  db: Database,
  userId: string,
  input: { password: string; code?: string | undefined },
): Promise<void> {
  if (!(await passwordMatches(auth, db, userId, input.password))) {
    const message = input.password ? CREDENTIAL_MESSAGES.passwordWrong : CREDENTIAL_MESSAGES.passwordRequired;
    throw new AppError(400, 'invalid_password', message, { fields: { password: message } });
  }
  const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  if (!user?.twoFactorEnabled) return;
  if (!input.code?.trim())
    throw new AppError(400, 'code_required', CREDENTIAL_MESSAGES.codeRequired, {
      fields: { code: CREDENTIAL_MESSAGES.codeRequired },
    });
  if (!(await secondFactorAccepted(auth, db, userId, input.code)))
    throw new AppError(400, 'invalid_code', CREDENTIAL_MESSAGES.codeWrong, { fields: { code: CREDENTIAL_MESSAGES.codeWrong } });
}
