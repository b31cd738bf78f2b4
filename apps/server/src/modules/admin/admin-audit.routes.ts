import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../audit/audit.js';
import { createAuditLog } from '../audit/audit-log.service.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { keysetPage, keysetQuery } from '../../lib/keyset-query.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A bound of the date filter: an instant (`2024-01-05T09:30:00Z`, with its offset), or a UTC day
 * (`2024-01-05`), which `from` takes from its first moment and `to` through its last.
 */
const boundary = (edge: 'from' | 'to') =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: 'Give a date (2024-01-05) or a date and time with its offset',
    })
    .transform((value) => {
      if (value.length > 10) return new Date(value);
      const midnight = new Date(`${value}T00:00:00Z`);
      return edge === 'from' ? midnight : new Date(midnight.getTime() + DAY_MS);
    })
    .optional();

const entrySchema = z.object({
  id: z.uuid(),
  actor: z
    .object({ id: z.string(), role: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .describe('Who acted (their role then; name and e-mail now, null for a deleted row); null for the system'),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.date(),
});

/** The audit log (`/api/admin/audit`): who did what to which row, and when; admins only. */
export const adminAuditRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db }) => {
  const auditLog = createAuditLog({ db });

  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, 50 a page, with the actions and target types it filters by',
        querystring: z.object({
          actorId: z.string().min(1).max(100).optional(),
          actorEmail: z.string().min(1).max(254).optional(),
          action: z.enum(AUDIT_ACTIONS).optional(),
          targetType: z.enum(AUDIT_TARGETS).optional(),
          targetId: z.string().min(1).max(200).optional(),
          from: boundary('from'),
          to: boundary('to'),
          ...keysetQuery,
        }),
        response: {
          200: z.object({
            entries: z.array(entrySchema),
            ...keysetPage,
            actions: z.array(z.enum(AUDIT_ACTIONS)),
            targetTypes: z.array(z.enum(AUDIT_TARGETS)),
          }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      ...(await auditLog.list(viewerOf(request), request.query)),
      actions: [...AUDIT_ACTIONS],
      targetTypes: [...AUDIT_TARGETS],
    }),
  );
};
