import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import type { RenderedEmail } from './templates/render.js';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  replyTo?: string;
  /** What caused the e-mail, e.g. `contact_message`; shown in the dev mailbox and kept for audits. */
  kind: string;
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

export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends every due e-mail of the outbox. Each row is locked while it is sent (SKIP LOCKED), so several
 * workers never send the same e-mail twice; a failure is recorded and retried later with back-off.
 */
export async function deliverDueEmails(db: Database, transport: Transporter, from: string, now?: Date): Promise<DeliveryReport> {
  // The database clock by default: a JavaScript Date is coarser (ms) than the stored times (µs).
  const dueBy = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [email] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, dueBy)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!email) return 'none' as const;
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
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, email.id));
        return 'sent' as const;
      } catch (error) {
        const attempts = email.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            nextAttemptAt: sql`${dueBy} + make_interval(mins => ${retryDelayMinutes(attempts)})`,
          })
          .where(eq(emailOutbox.id, email.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'none') return report;
    report[outcome] += 1;
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
  status: z.enum(['pending', 'sent']),
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
