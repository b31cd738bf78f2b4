import { MESSAGES, contactMessageSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { errorResponseSchema } from '../../lib/http.js';
import { submitContactMessage } from './contact.service.js';

export interface ContactRoutesOptions {
  db: Database;
  supportEmail: string;
  rateLimit: { max: number; windowMs: number };
  /** Called after a message is committed, so its e-mail goes out now rather than at the next sweep. */
  onQueued: () => Promise<void>;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/contact',
    {
      config: {
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.windowMs,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many messages from your address. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
          }),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        body: contactMessageSchema,
        response: {
          201: z.object({ id: z.uuid(), message: z.literal(MESSAGES.contactSuccess) }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = await submitContactMessage(options.db, options.supportEmail, request.body, request.ip);
      await options.onQueued();
      return reply.status(201).send({ id, message: MESSAGES.contactSuccess });
    },
  );
};
