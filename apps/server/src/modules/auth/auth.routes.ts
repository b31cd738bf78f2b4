import { randomUUID } from 'node:crypto';
import { ACCOUNT_LIMITS, tooLongMessage } from '@courtside/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { errorBody } from '../../lib/http.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderAccountExistsEmail } from '../mail/templates/account-exists.js';
import { RESET_CODE_ATTEMPTS, type Auth } from './auth.js';
import { addressBucket, recentEvents, recordEvent, takeSlot, type Window } from './throttle.js';

export const MAX_ATTEMPTS_MESSAGE = 'Maximum attempts reached. Please try again later.';
const HOUR = 3600;
/** Sign-in and sign-up bodies are a few short fields. */
const AUTH_BODY_LIMIT = 16 * 1024;

type Throttle = 'none' | 'standard' | 'reset-request';

/**
 * The better-auth endpoints the product uses, and how each is throttled. Only these are routed: every other
 * path under /api/auth (e-mail-code sign-in, magic links, account deletion, admin endpoints...) answers 404,
 * so a plugin's endpoint we never meant to offer cannot be reached.
 */
export const AUTH_ENDPOINTS: Readonly<Record<string, Throttle>> = {
  '/sign-up/email': 'standard',
  '/sign-in/email': 'standard',
  '/sign-out': 'none',
  '/update-user': 'none',
  '/change-password': 'standard',
  '/email-otp/request-password-reset': 'reset-request',
  '/email-otp/reset-password': 'standard',
  '/two-factor/enable': 'standard',
  '/two-factor/disable': 'standard',
  '/two-factor/verify-totp': 'standard',
  '/two-factor/verify-backup-code': 'standard',
};

const bounded = (label: string, max: number) => z.string().max(max, tooLongMessage(label, max));
const email = bounded('Email', ACCOUNT_LIMITS.email);
const password = bounded('Password', ACCOUNT_LIMITS.password);
const code = bounded('Code', 32);
const name = bounded('Full name', ACCOUNT_LIMITS.fullName);
const organization = bounded('Organization', ACCOUNT_LIMITS.organization).nullable().optional();

/**
 * What each endpoint takes: the fields the product sends, as text of bounded length, and nothing else (a
 * field better-auth would store, such as `image`, cannot be slipped in). better-auth checks the rest.
 */
const AUTH_BODIES: Readonly<Record<string, z.ZodType>> = {
  '/sign-up/email': z.strictObject({ name, email, password, organization }),
  '/sign-in/email': z.strictObject({ email, password, rememberMe: z.boolean().optional() }),
  '/sign-out': z.strictObject({}).optional(),
  '/update-user': z.strictObject({ name: name.optional(), organization }),
  '/change-password': z.strictObject({
    currentPassword: password,
    newPassword: password,
    revokeOtherSessions: z.boolean().optional(),
  }),
  '/email-otp/request-password-reset': z.strictObject({ email }),
  '/email-otp/reset-password': z.strictObject({ email, otp: code, password }),
  '/two-factor/enable': z.strictObject({ password }),
  '/two-factor/disable': z.strictObject({ password }),
  '/two-factor/verify-totp': z.strictObject({ code, trustDevice: z.boolean().optional() }),
  '/two-factor/verify-backup-code': z.strictObject({ code, trustDevice: z.boolean().optional() }),
};

interface Limits {
  ip: Window;
  email: Window;
}

function limitsFor(throttle: Throttle, config: Config): Limits | null {
  const { ipLimit, emailLimit, windowSeconds, resetCodesPerHour } = config.auth;
  const standard = { ip: { max: ipLimit, seconds: windowSeconds }, email: { max: emailLimit, seconds: windowSeconds } };
  if (throttle === 'standard') return standard;
  // At most this many codes per address per hour: asking again never buys more guesses.
  if (throttle === 'reset-request') return { ip: standard.ip, email: { max: resetCodesPerHour, seconds: HOUR } };
  return null;
}

/**
 * A reset-code request answers no sooner than this, known address or not: the work done for a known one
 * (an e-mail queued) must not show in the response time.
 */
const RESET_REQUEST_FLOOR_MS = 400;

const tooMany = (seconds: number) =>
  errorBody('rate_limited', `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`);

function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const email = body.email;
  return typeof email === 'string' && email.length > 0 ? email.trim().toLowerCase() : null;
}

/** The request better-auth sees: the endpoint we routed (never the path as the client spelled it). */
function toFetchRequest(request: FastifyRequest, endpoint: string, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // better-auth reads the client address from this header, for its session records and its rate limits.
  headers.set('x-forwarded-for', request.ip);
  return new Request(new URL(`/api/auth${endpoint}`, baseUrl), {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
}

interface AuthErrorBody {
  code?: string;
  message?: string;
}

function parseErrorBody(text: string): AuthErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** A new account's session token is in its cookie; the body's copy would set it apart from a made-up one. */
function withoutToken(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? { ...body, token: null } : body;
}

async function sendResponse(
  reply: FastifyReply,
  response: Response,
  rewrite?: (status: number, body: AuthErrorBody) => Promise<unknown>,
  transform?: (body: unknown) => unknown,
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!text) return reply.send();
  if (response.ok) return reply.send(transform ? JSON.stringify(transform(JSON.parse(text))) : text);
  // better-auth's errors take the API's one error shape (its own 429 included).
  const body = parseErrorBody(text);
  const rewritten = await rewrite?.(response.status, body);
  if (rewritten !== undefined) return reply.send(rewritten);
  const code = response.status === 429 ? 'rate_limited' : (body.code ?? 'auth_error').toLowerCase();
  return reply
    .type('application/json; charset=utf-8')
    .send(errorBody(code, body.message ?? 'The request could not be completed.'));
}

/**
 * better-auth's allowlisted endpoints under /api/auth. In front of it: per-IP and per-e-mail throttles on
 * sign-in, sign-up, reset codes, password checks and code checks, and a per-address budget of wrong reset
 * codes that a new code does not reset; while it is spent no new code is mailed, and the answer says when
 * to try again.
 */
export interface AuthRoutesOptions {
  auth: Auth;
  db: Database;
  config: Config;
  /** Called after an e-mail was queued, so it goes out now. */
  onMailQueued: () => Promise<void>;
}

/** At most one "you already have an account" e-mail per address per hour, however often someone tries. */
const ACCOUNT_EXISTS_NOTICES = { max: 1, seconds: HOUR };

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, db, config, onMailQueued }) => {
  /** While an address's wrong-code budget is spent: when it frees up again. */
  async function resetLockedUntil(email: string): Promise<Date | null> {
    const wrong = await recentEvents(db, `reset-wrong:${email}`, HOUR);
    if (wrong.length < RESET_CODE_ATTEMPTS) return null;
    // The budget frees up when enough of the window's wrong codes have aged out of it.
    const freeing = wrong[wrong.length - RESET_CODE_ATTEMPTS];
    return new Date((freeing ?? new Date()).getTime() + HOUR * 1000);
  }

  function lockedOut(reply: FastifyReply, until: Date) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return reply
      .status(403)
      .header('retry-after', String(seconds))
      .send({ error: { code: 'max_attempts', message: MAX_ATTEMPTS_MESSAGE, retryAt: until.toISOString() } });
  }

  async function handle(endpoint: string, request: FastifyRequest, reply: FastifyReply) {
    const limits = limitsFor(AUTH_ENDPOINTS[endpoint] ?? 'none', config);
    const email = emailOf(request.body);
    if (limits) {
      if (!(await takeSlot(db, addressBucket(`ip:${endpoint}`, request.ip), limits.ip)))
        return reply.status(429).send(tooMany(limits.ip.seconds));
      if (email && !(await takeSlot(db, `email:${endpoint}:${email}`, limits.email)))
        return reply.status(429).send(tooMany(limits.email.seconds));
    }
    const forward = () => auth.handler(toFetchRequest(request, endpoint, config.baseUrl));

    if (endpoint === '/sign-up/email') {
      if (email && (await accountExists(email))) return answerAsNewAccount(request, reply, email);
      return sendResponse(reply, await forward(), undefined, withoutToken);
    }

    if (endpoint === '/email-otp/reset-password' && email) {
      const locked = await resetLockedUntil(email);
      if (locked) return lockedOut(reply, locked);
      return sendResponse(reply, await forward(), async (_status, body) => {
        if (body.code === 'OTP_EXPIRED')
          return errorBody('code_expired', 'This reset code has expired. Please request a new one.');
        if (body.code !== 'INVALID_OTP' && body.code !== 'TOO_MANY_ATTEMPTS') return undefined;
        await recordEvent(db, `reset-wrong:${email}`);
        const nowLocked = await resetLockedUntil(email);
        if (nowLocked) {
          reply.status(403).header('retry-after', String(Math.ceil((nowLocked.getTime() - Date.now()) / 1000)));
          return { error: { code: 'max_attempts', message: MAX_ATTEMPTS_MESSAGE, retryAt: nowLocked.toISOString() } };
        }
        const wrong = (await recentEvents(db, `reset-wrong:${email}`, HOUR)).length;
        reply.status(400);
        return { error: { code: 'invalid_code', message: 'Invalid reset code', attemptsLeft: RESET_CODE_ATTEMPTS - wrong } };
      });
    }

    if (endpoint === '/email-otp/request-password-reset') {
      const started = Date.now();
      // A code mailed now could not be used before the budget frees up: none is sent.
      const locked = email ? await resetLockedUntil(email) : null;
      const response = locked ? null : await forward();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, RESET_REQUEST_FLOOR_MS - (Date.now() - started))));
      return response ? sendResponse(reply, response) : lockedOut(reply, locked ?? new Date());
    }

    return sendResponse(reply, await forward());
  }

  async function accountExists(email: string): Promise<boolean> {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return found !== undefined;
  }

  /**
   * Sign-up with an address that has an account: the same status and body as a new account's (a made-up
   * id, no token), with the same password-hashing work, and the owner is e-mailed instead. Only the
   * session cookie differs: nobody is signed in to an account by knowing its address.
   */
  async function answerAsNewAccount(request: FastifyRequest, reply: FastifyReply, email: string) {
    const body = request.body as { name?: unknown; password?: unknown; organization?: unknown };
    const context = await auth.$context;
    await context.password.hash(typeof body.password === 'string' ? body.password : '');
    if (await takeSlot(db, `account-exists-notice:${email}`, ACCOUNT_EXISTS_NOTICES)) {
      await queueEmail(db, { ...renderAccountExistsEmail(config.baseUrl), to: email, kind: 'account_exists' });
      await onMailQueued();
    }
    const now = new Date().toISOString();
    return reply.status(200).send({
      token: null,
      user: {
        id: randomUUID(),
        name: typeof body.name === 'string' ? body.name : '',
        email,
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
        organization: typeof body.organization === 'string' ? body.organization : null,
        role: 'customer',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
      },
    });
  }

  for (const endpoint of Object.keys(AUTH_ENDPOINTS)) {
    app.post(
      `/auth${endpoint}`,
      { schema: { hide: true, body: AUTH_BODIES[endpoint] }, config: { access: 'public' }, bodyLimit: AUTH_BODY_LIMIT },
      async (request, reply) => handle(endpoint, request, reply),
    );
  }
};
