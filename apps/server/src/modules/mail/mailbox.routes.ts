import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { listMailbox, mailboxEntrySchema } from './mail.service.js';

/** The development mailbox: every e-mail of the outbox, newest first. Never registered in production. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'E-mails in the outbox (development only)',
        response: { 200: z.object({ messages: z.array(mailboxEntrySchema) }) },
      },
    },
    async () => ({ messages: await listMailbox(db) }),
  );
};
