import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { emailOutbox, members, users } from '../../db/schema.js';
import type { RenderedEmail } from './templates/render.js';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  replyTo?: string;
  /** What caused the e-mail, e.g. `contact_message`; shown in the dev mailbox and kept for audits. */
  kind: string;
}

/**
 * The name and address to e-mail a user at, or null when there is none: a deleted account's address was
 * anonymised and is no longer theirs, so nobody is e-mailed about it.
 */
export async function reachableUser(executor: Executor, userId: string): Promise<{ name: string; email: string } | null> {
  const [user] = await executor
    .select({ name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user && !user.deletedAt ? { name: user.name, email: user.email } : null;
}

/**
 * Whom to tell about an organization's row: the member who acted (`actorId`) while they are still a member and
 * reachable, else its first owner who is (a personal organization's is its person). Null when nobody is.
 */
export async function organizationContact(
  executor: Executor,
  organizationId: string,
  actorId: string | null,
): Promise<{ name: string; email: string } | null> {
  const rows = await executor
    .select({ id: users.id, name: users.name, email: users.email, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), isNull(users.deletedAt)))
    .orderBy(asc(members.createdAt));
  const chosen = rows.find((row) => row.id === actorId) ?? rows.find((row) => row.role === 'owner');
  return chosen ? { name: chosen.name, email: chosen.email } : null;
}

/**
 * Writes an e-mail to the outbox. Call it inside the transaction of its cause, so that the e-mail
 * exists exactly when the cause was committed.
 */
export async function queueEmail(executor: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await executor
    .insert(emailOutbox)
    .values({
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      text: email.text,
      html: email.html,
      kind: email.kind,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('The outbox did not return the new e-mail');
  return row.id;
}

/** Minutes to wait before the next attempt after `attempts` failures: 1, 2, 4, ... capped at an hour. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

/**
 * The longest wait after a failure to reach the SMTP server at all (refused, timed out, no such host). Such a
 * failure says nothing against the e-mail, and a run that meets it tries no other e-mail, so a short wait costs
 * one connection attempt now and then; it means mail goes out within minutes of SMTP coming back, not up to an
 * hour later (a reset code is good for 10 minutes). An e-mail the server answered with an error waits up to an hour.
 */
export const UNREACHABLE_RETRY_MAX_MINUTES = 5;

/**
 * How long one SMTP conversation may stall (nodemailer's defaults are 2 and 10 minutes): connecting, the
 * server's greeting, and any silence after it. A send therefore ends well within the claim on its e-mail.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createTransport(smtpUrl: string, timeouts: Partial<typeof SMTP_TIMEOUTS> = {}): Transporter {
  // Settings written in the URL's query (e.g. ?socketTimeout=) still win over these.
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...timeouts });
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * An e-mail is given up, with a log line, once it has failed this many times and has waited this long: an
 * e-mail the server keeps refusing stops being tried, and an outage shorter than a day loses nothing.
 */
export const MAX_DELIVERY_ATTEMPTS = 8;
export const GIVE_UP_AFTER_HOURS = 24;
/** How long a worker holds an e-mail it is sending; a worker that died mid-send gives it up after this. */
const CLAIM_MINUTES = 10;
/** What is kept of a reset-code e-mail once it has left: a working code must not sit in the database. */
export const REDACTED_RESET_CODE = '[The code was removed once the e-mail was sent.]';
/**
 * The confirmation of an account's deletion is the last row that holds the account's address: once sent, its
 * address and text are replaced too.
 */
const ACCOUNT_DELETED_KIND = 'account_deleted';
export const REMOVED_ADDRESS = 'removed@deleted.invalid';
export const REDACTED_DELETED_ACCOUNT = '[Sent to a deleted account; its address and text were removed once sent.]';
/** E-mails that carry a one-time code: once sent, their text is replaced, so a working code never stays stored. */
const CODE_EMAIL_KINDS = new Set(['password_reset_code', 'email_change_code']);

interface DeliveryLog {
  warn(details: object, message: string): void;
}

/** nodemailer sets `responseCode` when the SMTP server answered; without one the server was never reached. */
const serverAnswered = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as { responseCode?: unknown }).responseCode === 'number';
const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Sends every due e-mail of the outbox, one at a time. Each is claimed in one short statement (SKIP LOCKED,
 * then leased for CLAIM_MINUTES), so several workers never send the same e-mail twice and no transaction or
 * row lock stays open while SMTP answers. A failure is retried with back-off (at most an hour; at most
 * UNREACHABLE_RETRY_MAX_MINUTES when the server was not reached) and given up after MAX_DELIVERY_ATTEMPTS and
 * GIVE_UP_AFTER_HOURS; a server that is not reached ends the run, so the other e-mails are not charged an
 * attempt for it. A sent reset code is removed from the stored copy.
 */
export async function deliverDueEmails(
  db: Database,
  transport: Transporter,
  from: string,
  now?: Date,
  log?: DeliveryLog,
): Promise<DeliveryReport> {
  // The database clock by default: a JavaScript Date is coarser (ms) than the stored times (µs).
  const dueBy = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (;;) {
    const [email] = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`${dueBy} + make_interval(mins => ${CLAIM_MINUTES})` })
      .where(
        eq(
          emailOutbox.id,
          sql`(select ${emailOutbox.id} from ${emailOutbox}
               where ${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= ${dueBy}
               order by ${emailOutbox.nextAttemptAt} limit 1 for update skip locked)`,
        ),
      )
      .returning({
        id: emailOutbox.id,
        to: emailOutbox.to,
        replyTo: emailOutbox.replyTo,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
        kind: emailOutbox.kind,
        attempts: emailOutbox.attempts,
        waitedLongEnough: sql<boolean>`${emailOutbox.createdAt} <= ${dueBy} - make_interval(hours => ${GIVE_UP_AFTER_HOURS})`,
      });
    if (!email) return report;
    try {
      await transport.sendMail({
        from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'X-Courtside-Outbox-Id': email.id },
      });
    } catch (error) {
      const attempts = email.attempts + 1;
      const givenUp = attempts >= MAX_DELIVERY_ATTEMPTS && email.waitedLongEnough;
      const reached = serverAnswered(error);
      const delayMinutes = reached
        ? retryDelayMinutes(attempts)
        : Math.min(UNREACHABLE_RETRY_MAX_MINUTES, retryDelayMinutes(attempts));
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: givenUp ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          nextAttemptAt: sql`${dueBy} + make_interval(mins => ${delayMinutes})`,
        })
        .where(eq(emailOutbox.id, email.id));
      // The id and kind say which e-mail; its address and body stay out of the log.
      if (givenUp) log?.warn({ outboxId: email.id, kind: email.kind, attempts }, 'e-mail given up after its last attempt');
      report.failed += 1;
      if (reached) continue;
      if (!givenUp)
        log?.warn({ outboxId: email.id, code: errorCode(error) }, 'SMTP server not reached; e-mail stays in the outbox');
      return report;
    }
    const redacted = CODE_EMAIL_KINDS.has(email.kind)
      ? { text: REDACTED_RESET_CODE, html: `<p>${REDACTED_RESET_CODE}</p>` }
      : email.kind === ACCOUNT_DELETED_KIND
        ? { to: REMOVED_ADDRESS, text: REDACTED_DELETED_ACCOUNT, html: `<p>${REDACTED_DELETED_ACCOUNT}</p>` }
        : {};
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1, lastError: null, ...redacted })
      .where(eq(emailOutbox.id, email.id));
    report.sent += 1;
  }
}

/** One e-mail as the development mailbox shows it. */
export const mailboxEntrySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;

/** The newest e-mails of the outbox, for the development mailbox. */
export async function listMailbox(db: Database, limit = 100): Promise<MailboxEntry[]> {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
