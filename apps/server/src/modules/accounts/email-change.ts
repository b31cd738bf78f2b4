import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { emailChanges, users, verifications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/audit.js';
import type { Auth } from '../auth/auth.js';
import { takeSlot } from '../auth/throttle.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderEmailChangeCodeEmail } from '../mail/templates/email-change-code.js';
import { renderEmailChangeTakenEmail } from '../mail/templates/email-change-taken.js';
import { renderEmailChangedEmail } from '../mail/templates/email-changed.js';
import { CREDENTIAL_MESSAGES, passwordMatches, throttleAttempt, type Caller } from './account-credentials.js';
import { oneTimeCodesSentTo } from './one-time-codes.js';
import type { SessionUser } from '../../lib/viewer.js';

export const EMAIL_CHANGE_MINUTES = 15;
export const EMAIL_CHANGE_ATTEMPTS = 3;
/** At most one "this address already has an account" e-mail per address an hour, however often someone tries. */
const TAKEN_NOTICES = { max: 1, seconds: 3600 };

export const EMAIL_CHANGE_MESSAGES = {
  inUse: 'This e-mail address is already in use',
  same: 'This is already your e-mail address',
  codeRequired: 'Enter the 6-digit code we sent to your new address',
  codeWrong: 'Invalid code',
  expired: 'This code has expired. Please request a new one.',
  nothingPending: 'There is no e-mail change waiting for a code. Please start again.',
  // The third wrong code ends the change (its code is gone), and a new one may start at once: "try again later"
  // would send the customer away for nothing.
  cancelled:
    'That was the third wrong code, so this e-mail change was cancelled. You can start again now: we will send a new code.',
} as const;

/** A 6-digit code from the operating system's random source, leading zeros kept. */
export function newEmailChangeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored of a code: its HMAC-SHA-256 keyed with the auth secret. A 6-digit code has a million values,
 * so a plain hash would give the code back to anyone who read the table and hashed them all; without the
 * secret the stored value tells nothing.
 */
export function hashEmailChangeCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`email-change-code:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface EmailChangeDeps {
  db: Database;
  auth: Auth;
  config: Config;
}

type Outcome = { ok: true; email: string } | { ok: false; error: AppError };

/**
 * Changing the e-mail address of the signed-in account: the password proves it is the owner, a code sent to the
 * new address proves the address is theirs, and the old address is told once it is done.
 */
export function createEmailChanges({ db, auth, config }: EmailChangeDeps) {
  const fieldError = (status: number, code: string, field: string, message: string) =>
    new AppError(status, code, message, { fields: { [field]: message } });

  return {
    /**
     * Starts (or restarts) a change: checks the password and the new address, then stores a new code's hash
     * with 15 minutes to live and 0 attempts, replacing any earlier pending change, and mails the code to the
     * new address (or, when another account has that address, its owner a notice and nobody the code). Answers
     * when the code expires, whichever it was.
     */
    async request(
      viewer: SessionUser,
      caller: Caller,
      input: { newEmail: string; password: string },
    ): Promise<{ expiresAt: Date }> {
      // Each request mails a code: at most RESET_CODES_PER_HOUR of them per user an hour.
      await throttleAttempt(db, config, 'email-change', caller, { max: config.auth.resetCodesPerHour, seconds: 3600 });
      const newEmail = input.newEmail.trim().toLowerCase();
      if (!(await passwordMatches(auth, db, viewer.id, input.password)))
        throw fieldError(
          400,
          'invalid_password',
          'password',
          input.password ? CREDENTIAL_MESSAGES.passwordWrong : CREDENTIAL_MESSAGES.passwordRequired,
        );
      if (newEmail === viewer.email.toLowerCase()) throw fieldError(400, 'same_email', 'newEmail', EMAIL_CHANGE_MESSAGES.same);
      // An address another account uses is answered as a free one (the same status, body and pending change), or
      // this form would tell anyone signed in which addresses have accounts. Its code is never sent, so the
      // change cannot be confirmed (and `confirm` checks the address again); its owner is told instead, at most
      // once an hour however often someone tries, as sign-up tells the owner of an address used again.
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, newEmail), ne(users.id, viewer.id)));
      const tellOwner = taken ? await takeSlot(db, `email-change-taken-notice:${newEmail}`, TAKEN_NOTICES) : false;

      const code = newEmailChangeCode();
      return db.transaction(async (tx) => {
        const values = {
          newEmail,
          codeHash: hashEmailChangeCode(config.authSecret, code),
          attempts: 0,
          expiresAt: sql`now() + make_interval(mins => ${EMAIL_CHANGE_MINUTES})`,
          createdAt: sql`now()`,
        };
        const [change] = await tx
          .insert(emailChanges)
          .values({ userId: viewer.id, ...values })
          .onConflictDoUpdate({ target: emailChanges.userId, set: values })
          .returning({ expiresAt: emailChanges.expiresAt });
        if (!change) throw new Error('The e-mail change was not stored');
        if (!taken)
          await queueEmail(tx, {
            ...renderEmailChangeCodeEmail(code, EMAIL_CHANGE_MINUTES),
            to: newEmail,
            kind: 'email_change_code',
          });
        else if (tellOwner)
          await queueEmail(tx, { ...renderEmailChangeTakenEmail(config.baseUrl), to: newEmail, kind: 'email_change_taken' });
        return { expiresAt: change.expiresAt };
      });
    },

    /**
     * Confirms the pending change with its code. A wrong code counts (the count is committed), and the third
     * ends the change (a new one may start at once, and the answer says so); an expired code ends it too. The
     * right one moves the account to the new address (verified, since the code reached it) unless another
     * account has it by now, tells the old address, and writes the audit row, in one transaction.
     */
    async confirm(viewer: SessionUser, caller: Caller, input: { code: string }): Promise<{ email: string }> {
      await throttleAttempt(db, config, 'email-change-confirm', caller);
      const code = input.code.trim();
      if (!/^\d{6}$/.test(code)) throw fieldError(400, 'invalid_code', 'code', EMAIL_CHANGE_MESSAGES.codeRequired);

      const outcome = await db
        .transaction(async (tx): Promise<Outcome> => {
          const [pending] = await tx
            .select({ change: emailChanges, expired: sql<boolean>`${emailChanges.expiresAt} <= now()` })
            .from(emailChanges)
            .where(eq(emailChanges.userId, viewer.id))
            .for('update');
          if (!pending)
            return { ok: false, error: fieldError(400, 'no_pending_change', 'code', EMAIL_CHANGE_MESSAGES.nothingPending) };
          const { change } = pending;
          const end = () => tx.delete(emailChanges).where(eq(emailChanges.userId, viewer.id));
          if (pending.expired) {
            await end();
            return { ok: false, error: fieldError(400, 'code_expired', 'code', EMAIL_CHANGE_MESSAGES.expired) };
          }
          if (!sameHash(change.codeHash, hashEmailChangeCode(config.authSecret, code))) {
            const attempts = change.attempts + 1;
            if (attempts >= EMAIL_CHANGE_ATTEMPTS) {
              await end();
              return { ok: false, error: fieldError(403, 'max_attempts', 'code', EMAIL_CHANGE_MESSAGES.cancelled) };
            }
            await tx.update(emailChanges).set({ attempts }).where(eq(emailChanges.userId, viewer.id));
            return { ok: false, error: fieldError(400, 'invalid_code', 'code', EMAIL_CHANGE_MESSAGES.codeWrong) };
          }

          const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, viewer.id)).for('update');
          if (!before) throw new AppError(404, 'not_found', 'Account not found');
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, change.newEmail), ne(users.id, viewer.id)));
          if (taken) {
            await end();
            return { ok: false, error: fieldError(400, 'email_in_use', 'newEmail', EMAIL_CHANGE_MESSAGES.inUse) };
          }
          await tx
            .update(users)
            .set({ email: change.newEmail, emailVerified: true, updatedAt: sql`now()` })
            .where(eq(users.id, viewer.id));
          await end();
          // A code sent to the old address (a password reset under way) is the address's, not the account's: kept, it
          // would reset whichever account signs up with that address next.
          await tx.delete(verifications).where(oneTimeCodesSentTo(before.email));
          const noticeId = await queueEmail(tx, {
            ...renderEmailChangedEmail({ newEmail: change.newEmail, supportEmail: config.mail.supportEmail }),
            to: before.email,
            kind: 'email_changed',
          });
          // No address in the audit log, which outlives the account. The notice is the one record of the old
          // address: account deletion follows it to the e-mails and messages kept under that address.
          await recordAudit(tx, {
            actor: { id: viewer.id, role: viewer.role },
            action: 'account.email_changed',
            targetType: 'user',
            targetId: viewer.id,
            details: { noticeId },
          });
          return { ok: true, email: change.newEmail };
        })
        .catch((error: unknown): Outcome => {
          // Another account took the address between our check and the update (users.email is unique).
          if (isUniqueViolation(error))
            return { ok: false, error: fieldError(400, 'email_in_use', 'newEmail', EMAIL_CHANGE_MESSAGES.inUse) };
          throw error;
        });
      if (!outcome.ok) throw outcome.error;
      return { email: outcome.email };
    },
  };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
