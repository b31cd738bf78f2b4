import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { deliverDueEmails } from '../modules/mail/mail.service.js';
import type { JobDefinition } from './queue.js';

export const DELIVER_MAIL = 'mail.deliver';

/** Sends due outbox e-mails: on demand after each new e-mail, and every minute for retries. */
export function deliverMailJob(db: Database, transport: Transporter, from: string): JobDefinition {
  return {
    name: DELIVER_MAIL,
    cron: '* * * * *',
    run: async () => {
      await deliverDueEmails(db, transport, from);
    },
  };
}
