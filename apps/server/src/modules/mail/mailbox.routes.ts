import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { listMailbox } from './mail.service.js';

const mailboxEntrySchema = z.object({
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

/** The development mailbox: every e-mail of the outbox, newest first. Never registered in production. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'E-mails in the outbox (development only)',
        response: { 200: z.object({ messages: z.array(mailboxEntrySchema) }) },
      },
    },
    async () => ({ messages: await listMailbox(db) }),
  );
};
