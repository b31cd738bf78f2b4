import { adminReasonSchema, creditAdjustmentSchema } from '@courtside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { keysetPage, keysetQuery, searchQuery } from '../../lib/keyset-query.js';
import { ACCOUNT_FILTERS, createAdminUsers } from './admin-users.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const roleSchema = z.enum(ROLES);
const userParams = z.object({ id: z.string().min(1).max(100) });

const userRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  gamesRemaining: z.number().int().nullable().describe('Null for a deleted account'),
  twoFactorEnabled: z.boolean(),
  createdAt: z.date(),
  deletedAt: z.date().nullable(),
  activeSessions: z.number().int().describe('Sessions that have not expired'),
});

const userDetailSchema = z.object({
  user: userRowSchema.extend({ organization: z.string().nullable() }),
  balance: z.number().int(),
  gameCount: z.number().int(),
  purchaseCount: z.number().int(),
  ledger: z
    .array(
      z.object({
        id: z.uuid(),
        delta: z.number().int(),
        reason: z.string(),
        note: z.string().nullable(),
        actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
        createdAt: z.date(),
      }),
    )
    .describe('The latest 50 changes of the balance, newest first'),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.date(),
      expiresAt: z.date(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});

const creditsBody = z.object({
  delta: creditAdjustmentSchema.describe('Games added (positive) or taken (negative)'),
  reason: adminReasonSchema,
});

/** The back office's users (`/api/admin/users`): admins only; every change is in the audit log. */
export const adminUsersRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db }) => {
  const adminUsers = createAdminUsers({ db });

  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Users whose e-mail or name contains `q`, newest first, 50 a page',
        querystring: z.object({
          q: searchQuery,
          role: roleSchema.optional(),
          accounts: z.enum(ACCOUNT_FILTERS).optional().describe('Live accounts (the default), deleted ones, or all'),
          ...keysetQuery,
        }),
        response: { 200: z.object({ users: z.array(userRowSchema), ...keysetPage }), ...errors },
      },
    },
    async (request) => adminUsers.search(viewerOf(request), request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A user's account: balance, recent ledger, games, purchases and active sessions",
        params: userParams,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => adminUsers.get(viewerOf(request), request.params.id),
  );

  app.put(
    '/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (not one's own: 409)",
        params: userParams,
        body: z.object({ role: roleSchema }),
        response: { 200: userRowSchema, ...errors },
      },
    },
    async (request) => adminUsers.changeRole(viewerOf(request), request.params.id, request.body.role),
  );

  app.post(
    '/admin/users/:id/credits',
    {
      config: { access: 'admin' },
      bodyLimit: 4096,
      schema: {
        tags: ['admin'],
        summary: 'Add or take games, with a reason (409 when the balance would go below zero)',
        params: userParams,
        body: creditsBody,
        response: { 200: z.object({ balance: z.number().int() }), ...errors },
      },
    },
    async (request) => adminUsers.adjustCredits(viewerOf(request), request.params.id, request.body.delta, request.body.reason),
  );

  app.post(
    '/admin/users/:id/sessions/revoke',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Sign the user out everywhere',
        params: userParams,
        response: { 200: z.object({ revoked: z.number().int() }), ...errors },
      },
    },
    async (request) => adminUsers.revokeSessions(viewerOf(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/two-factor/reset',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Turn two-factor authentication off for a user who lost their authenticator',
        params: userParams,
        response: { 200: userRowSchema, ...errors },
      },
    },
    async (request) => adminUsers.resetTwoFactor(viewerOf(request), request.params.id),
  );
};
