import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { createAdminAnalysts } from './admin-analysts.service.js';

const daySchema = z.object({ date: z.string().describe('A UTC day, yyyy-mm-dd'), games: z.number().int() });

const analystSchema = z.object({
  analystId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable().describe('Their role now; null for an account that no longer exists'),
  gamesTagged: z.number().int().describe('Games whose first submission by this analyst fell in the window'),
  perDay: z.number(),
  series: z.array(daySchema),
  taggingTime: z
    .object({
      median: z.number().nullable(),
      mean: z.number().nullable(),
      games: z.number().int().describe('Games measured'),
      withoutDuration: z.number().int().describe('Games left out: the footage has no known length'),
      withoutClaim: z.number().int().describe('Games left out: no claim before the submission'),
    })
    .describe('Minutes of work (claim to first submission) per minute of footage'),
  corrections: z
    .number()
    .int()
    .describe(
      "Plays reviewers added, changed or deleted in their tagging, and customers' reports of a mistake on their delivered plays that an admin accepted",
    ),
  sentBack: z.number().int(),
  correctionsPerGame: z.number().nullable(),
});

/** The analysts' figures (`/api/admin/analysts`): admins only. */
export const adminAnalystsRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db }) => {
  const adminAnalysts = createAdminAnalysts({ db });

  app.get(
    '/admin/analysts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Games tagged per day, tagging time per game-minute and corrections found in review, per analyst',
        querystring: z.object({
          days: z.coerce
            .number()
            .int('Choose a whole number of days')
            .min(1, 'Choose between 1 and 365 days')
            .max(365, 'Choose between 1 and 365 days')
            .default(30)
            .describe('The window: this many UTC days, ending today'),
        }),
        response: {
          200: z.object({
            window: z.object({ days: z.number().int(), from: z.date(), to: z.date(), dates: z.array(z.string()) }),
            analysts: z.array(analystSchema),
            totals: z.object({ gamesTagged: z.number().int(), series: z.array(daySchema) }),
          }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => adminAnalysts.report(viewerOf(request), request.query.days),
  );
};
