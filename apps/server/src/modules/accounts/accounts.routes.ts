import { sendAttachment } from '../../lib/downloads.js';
import { ACCOUNT_LIMITS, MEMBER_ROLES, MESSAGES, ORGANIZATION_KINDS, emailField, tooLongMessage } from '@courtside/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDirectory } from '../../config.js';
import { ROLES } from '../../db/schema.js';
import { errorResponseSchema } from '../../lib/http.js';
import { viewerOf } from '../../plugins/access.js';
import type { BackOfficeDeps } from '../../back-office.js';
import { getMe } from '../auth/auth.service.js';
import { createAccountDeletion } from './account-deletion.js';
import { createAccountExports } from './account-export.js';
import { createEmailChanges } from './email-change.js';

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
  /** The organization the session acts for (absent when signed out). */
  activeOrganization: z
    .object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(ORGANIZATION_KINDS),
      role: z.enum(MEMBER_ROLES),
      personal: z.boolean(),
      memberId: z.string().nullable().describe('Their own membership (DELETE /api/organizations/{id}/members/{memberId} leaves)'),
    })
    .optional(),
  organizationCount: z.number().int().optional(),
  /** Set once, on the first answer after the person was removed from the organization their session acted for. */
  lostOrganization: z.string().optional(),
});

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
const password = z
  .string({ error: MESSAGES.passwordRequired })
  .max(ACCOUNT_LIMITS.password, tooLongMessage('Password', ACCOUNT_LIMITS.password));
/** A TOTP code is 6 digits and a backup code 11 characters; the bound keeps a pasted page out. */
const code = z.string().max(32, tooLongMessage('Code', 32));
const zipFile = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
/** These bodies are a few short fields. */
const BODY_LIMIT = 4 * 1024;

const callerOf = (request: FastifyRequest) => ({ userId: viewerOf(request).id, ip: request.ip });

/**
 * The signed-in user (`/api/me`) and their self-service: export their data, change their e-mail address with a
 * code sent to the new one, and delete their account. Each acts on the signed-in user only.
 */
export const accountsRoutes: FastifyPluginAsyncZod<BackOfficeDeps> = async (app, { db, auth, storage, config, onMailQueued }) => {
  const exports = createAccountExports({ db });
  const emailChanges = createEmailChanges({ db, auth, config });
  const deletion = createAccountDeletion({ db, auth, storage, config, uploadsDirectory: uploadsDirectory(config), log: app.log });

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
      if (!user) return { user: null, profile: null };
      const me = await getMe(db, user);
      return user.lostOrganization === undefined ? me : { ...me, lostOrganization: user.lostOrganization };
    },
  );

  app.get(
    '/me/export',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['accounts'],
        summary:
          'My data as a zip: profile, teams and rosters, games, box scores (JSON and CSV), purchases (JSON and CSV) and credit history; 5 an hour',
        response: {
          200: { description: 'The zip file (courtside-export-<date>.zip)', content: { 'application/zip': { schema: zipFile } } },
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await exports.export(viewerOf(request));
      return sendAttachment(reply, 'application/zip', fileName, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.post(
    '/me/email-change',
    {
      config: { access: 'customer' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Start changing my e-mail address: a 6-digit code goes to the new address (15 minutes, 3 tries)',
        body: z.strictObject({ newEmail: emailField, password }),
        response: { 200: z.object({ newEmail: z.string(), expiresAt: z.date() }), ...errors },
      },
    },
    async (request) => {
      const { expiresAt } = await emailChanges.request(viewerOf(request), callerOf(request), request.body);
      await onMailQueued();
      return { newEmail: request.body.newEmail.toLowerCase(), expiresAt };
    },
  );

  app.post(
    '/me/email-change/confirm',
    {
      config: { access: 'customer' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the new e-mail address with its code; the old address is told',
        body: z.strictObject({ code }),
        response: { 200: z.object({ email: z.string() }), ...errors },
      },
    },
    async (request) => {
      const changed = await emailChanges.confirm(viewerOf(request), callerOf(request), request.body);
      await onMailQueued();
      return changed;
    },
  );

  app.delete(
    '/me',
    {
      config: { access: 'customer' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary:
          'Delete my account, confirmed with my password (and a two-factor code when on): personal data and footage go at once; purchases and credit history stay, anonymised',
        body: z.strictObject({ password, code: code.optional() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletion.deleteAccount(viewerOf(request), callerOf(request), request.body);
      await onMailQueued();
      // The sessions are gone; the browser forgets its cookies too.
      const { authCookies } = await auth.$context;
      const expired = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
        ({ name, attributes }) =>
          `${name}=; Path=${attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
      );
      return reply.status(204).header('set-cookie', expired).send(null);
    },
  );
};
