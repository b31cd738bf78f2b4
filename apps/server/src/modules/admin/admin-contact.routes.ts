import { contactReplySchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_STATUSES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { CONTACT_FILTERS, createContactInbox } from '../contact/contact-inbox.service.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { keysetPage, keysetQuery } from '../../lib/keyset-query.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const messageParams = z.object({ id: z.uuid() });
const statusSchema = z.enum(CONTACT_STATUSES);

const threadSchema = z.object({
  message: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: statusSchema,
    createdAt: z.date(),
    updatedAt: z.date(),
  }),
  replies: z.array(
    z.object({
      id: z.uuid(),
      author: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
      body: z.string(),
      createdAt: z.date(),
    }),
  ),
});

/** The back office's contact inbox (`/api/admin/contact-messages`): admins only; replies go out by e-mail. */
export const adminContactRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, config, onMailQueued }) => {
  const inbox = createContactInbox({ db, supportEmail: config.mail.supportEmail });

  app.get(
    '/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Contact form messages of a status (default: all), newest first, 50 a page',
        querystring: z.object({
          status: z.enum(CONTACT_FILTERS).optional(),
          ...keysetQuery,
        }),
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                id: z.uuid(),
                name: z.string(),
                email: z.string(),
                subject: z.string(),
                preview: z.string().describe('The first 200 characters of the message'),
                status: statusSchema,
                createdAt: z.date(),
                replyCount: z.number().int(),
              }),
            ),
            ...keysetPage,
          }),
          ...errors,
        },
      },
    },
    async (request) => inbox.list(viewerOf(request), request.query),
  );

  app.get(
    '/admin/contact-messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'A contact message and its replies, oldest first',
        params: messageParams,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => inbox.get(viewerOf(request), request.params.id),
  );

  app.post(
    '/admin/contact-messages/:id/replies',
    {
      config: { access: 'admin' },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Reply to a contact message by e-mail to its sender; it becomes answered, or closed with `close`',
        params: messageParams,
        body: z.object({
          body: contactReplySchema,
          close: z.boolean().optional(),
        }),
        response: { 201: threadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const thread = await inbox.reply(viewerOf(request), request.params.id, request.body);
      await onMailQueued();
      return reply.status(201).send(thread);
    },
  );

  app.put(
    '/admin/contact-messages/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change a contact message's status (new, answered, closed)",
        params: messageParams,
        body: z.object({ status: statusSchema }),
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => inbox.setStatus(viewerOf(request), request.params.id, request.body.status),
  );
};
