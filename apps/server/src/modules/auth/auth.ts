import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP, organization, twoFactor } from 'better-auth/plugins';
import { INVITATION_DAYS, MAX_MEMBERS } from '@courtside/domain';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { withoutQueryParameters } from '../../lib/logging.js';
import {
  accounts,
  invitations,
  members,
  organizations,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderResetCodeEmail } from '../mail/templates/reset-code.js';
import { passwordHashing } from './password-hashing.js';

export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_ATTEMPTS = 3;

const accessControl = createAccessControl(defaultStatements);

/** better-auth, configured for Courtside: e-mail and password, reset codes by e-mail, TOTP, roles. */
export function createAuth(db: Database, config: Config, onEmailQueued: () => Promise<void>, log: FastifyBaseLogger) {
  return betterAuth({
    appName: 'Courtside',
    // Into our log, not stderr: its own lines about a failed query carry the query's parameters (session
    // tokens), so only its message is kept, without them, and an error goes through our serializer.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg): arg is Error => arg instanceof Error);
        log[level]({ source: 'better-auth', ...(err ? { err } : {}) }, withoutQueryParameters(message));
      },
    },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
        organization: organizations,
        member: members,
        invitation: invitations,
      },
    }),
    user: { additionalFields: { organization: { type: 'string', required: false, input: true } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // A reset ends every session of the user: whoever knew the old password is signed out.
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(config.env),
    },
    session: {
      // "Remember me": the session lasts this long and is renewed once a day while used.
      expiresIn: config.auth.sessionIdleSeconds,
      updateAge: 24 * 60 * 60,
    },
    // Our throttles (throttle.ts, in auth.routes.ts) count per IP and per e-mail first; better-auth's own
    // limits, kept in Postgres so every server shares them, are the second line (per IP and endpoint).
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      // A burst guard: nobody signs in, or checks a code, this many times from one address without a 10 s
      // pause (better-auth's window restarts only after a quiet 10 s).
      customRules: Object.fromEntries(
        ['/sign-in/*', '/sign-up/*', '/two-factor/*', '/email-otp/*', '/change-password'].map((path) => [
          path,
          { window: 10, max: config.auth.burstLimit },
        ]),
      ),
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: 'courtside',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.isProduction },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: RESET_CODE_MINUTES * 60,
        allowedAttempts: RESET_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'forget-password') return;
          await queueEmail(db, { ...renderResetCodeEmail(otp, RESET_CODE_MINUTES), to: email, kind: 'password_reset_code' });
          await onEmailQueued();
        },
      }),
      twoFactor({ issuer: 'Courtside' }),
      // Its tables and the session's active organization; none of its endpoints is routed (auth.routes.ts), so
      // organizations, members and invitations change only through modules/organizations, whose services keep
      // our rules (roles, the last owner, hashed single-use invitation tokens, audit) in one transaction.
      organization({
        membershipLimit: MAX_MEMBERS,
        invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
        creatorRole: 'owner',
        schema: {
          organization: { additionalFields: { kind: { type: 'string', required: false, input: false } } },
          member: {
            additionalFields: {
              teamPlayerId: { type: 'string', required: false, input: false },
              teamIds: { type: 'string[]', required: false, input: false },
            },
          },
          invitation: {
            additionalFields: {
              tokenHash: { type: 'string', required: true, input: false },
              teamPlayerId: { type: 'string', required: false, input: false },
            },
          },
        },
      }),
      admin({
        defaultRole: 'customer',
        adminRoles: ['admin'],
        ac: accessControl,
        roles: { admin: adminAc, analyst: userAc, customer: userAc },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's better-auth instance, for start-up work such as seeding demo accounts. */
    auth: Auth;
  }
}
