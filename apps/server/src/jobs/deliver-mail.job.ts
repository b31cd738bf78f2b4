import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { deliverDueEmails } from '../modules/mail/mail.service.js';
import type { JobDefinition } from '../lib/job-queue.js';

export const DELIVER_MAIL = 'mail.deliver';

/** Sends due outbox e-mails: on demand after each new e-mail, and every minute for retries. */
export function deliverMailJob(
  db: Database,
  transport: Transporter,
  from: string,
  log?: { warn(details: object, message: string): void },
): JobDefinition {
  return {
    name: DELIVER_MAIL,
    cron: '* * * * *',
    // A run sends what is due; a stuck SMTP server must not hold the queue for long.
    expireInSeconds: 5 * 60,
    run: async () => {
      await deliverDueEmails(db, transport, from, undefined, log);
    },
  };
}
