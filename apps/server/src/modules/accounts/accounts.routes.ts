import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ROLES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { getMe } from '../auth/auth.service.js';
import type { RequireUser } from '../auth/require-user.js';

const meSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    twoFactorEnabled: z.boolean(),
  }),
  profile: z.object({ gamesRemaining: z.number().int(), organization: z.string().nullable() }).nullable(),
});

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, their role and profile',
        response: { 200: meSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getMe(db, await requireUser(request)),
  );
};
