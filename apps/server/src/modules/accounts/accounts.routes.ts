import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../db/schema.js';
import type { BackOfficeDeps } from '../admin/back-office.js';
import { getMe } from '../auth/auth.service.js';

const meSchema = z.object({
  /** null when nobody is signed in: asking who you are is not an error. */
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      twoFactorEnabled: z.boolean(),
    })
    .nullable(),
  profile: z.object({ gamesRemaining: z.number().int(), organization: z.string().nullable() }).nullable(),
});

export const accountsRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db }) => {
  app.get(
    '/me',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, their role and profile',
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = await request.resolveViewer();
      return user ? getMe(db, user) : { user: null, profile: null };
    },
  );
};
