import { MESSAGES, contactMessageSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { errorBody, errorResponseSchema } from '../../lib/http.js';
import { addressBucket, takeSlot } from '../auth/throttle.js';
import { submitContactMessage } from './contact.service.js';

export interface ContactRoutesOptions {
  db: Database;
  supportEmail: string;
  rateLimit: { max: number; windowMs: number };
  /** Called after a message is committed, so its e-mail goes out now rather than at the next sweep. */
  onQueued: () => Promise<void>;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  const window = { max: options.rateLimit.max, seconds: Math.round(options.rateLimit.windowMs / 1000) };
  const tooMany = errorBody(
    'rate_limited',
    `Too many messages from your address. Please try again in ${Math.ceil(window.seconds / 60)} minutes.`,
  );

  app.post(
    '/contact',
    {
      config: { access: 'public' },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        description: 'Limited per IP address and per sender e-mail address (shared by every server, kept in Postgres).',
        body: contactMessageSchema,
        response: {
          201: z.object({ id: z.uuid(), message: z.literal(MESSAGES.contactSuccess) }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Counted after validation: a form the page refuses costs the sender nothing.
      if (!(await takeSlot(options.db, addressBucket('contact:ip', request.ip), window))) return reply.status(429).send(tooMany);
      if (!(await takeSlot(options.db, `contact:email:${request.body.email.toLowerCase()}`, window)))
        return reply.status(429).send(tooMany);
      const { id } = await submitContactMessage(options.db, options.supportEmail, request.body, request.ip);
      await options.onQueued();
      return reply.status(201).send({ id, message: MESSAGES.contactSuccess });
    },
  );
};
