import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { errorBody } from '../../lib/http.js';
import { RESET_CODE_ATTEMPTS, type Auth } from './auth.js';
import { countRecent, recordEvent, takeSlot, type Window } from './throttle.js';

export const MAX_ATTEMPTS_MESSAGE = 'Maximum attempts reached. Please try again later.';
const HOUR = 3600;

interface Limits {
  ip: Window;
  email: Window;
}

/** Which better-auth endpoints are throttled, and how hard, per IP address and per e-mail. */
function limitsFor(path: string, config: Config): Limits | null {
  const { ipLimit, emailLimit, windowSeconds, resetCodesPerHour } = config.auth;
  const standard = { ip: { max: ipLimit, seconds: windowSeconds }, email: { max: emailLimit, seconds: windowSeconds } };
  switch (path) {
    case '/sign-in/email':
    case '/sign-up/email':
    case '/two-factor/verify-totp':
    case '/two-factor/verify-backup-code':
    case '/email-otp/reset-password':
      return standard;
    case '/email-otp/request-password-reset':
      // At most this many codes per address per hour: asking again never buys more guesses.
      return { ip: standard.ip, email: { max: resetCodesPerHour, seconds: HOUR } };
    default:
      return null;
  }
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

function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // better-auth reads the client address from these headers for its session records.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

interface AuthErrorBody {
  code?: string;
  message?: string;
}

async function sendResponse(
  reply: FastifyReply,
  response: Response,
  rewrite?: (status: number, body: AuthErrorBody) => Promise<unknown>,
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
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return reply.send(text);
  // better-auth's errors take the API's one error shape.
  const body = JSON.parse(text) as AuthErrorBody;
  const rewritten = await rewrite?.(response.status, body);
  if (rewritten !== undefined) return reply.send(rewritten);
  return reply.send(errorBody((body.code ?? 'auth_error').toLowerCase(), body.message ?? 'The request could not be completed.'));
}

/**
 * better-auth under /api/auth. In front of it: per-IP and per-e-mail throttles on sign-in, sign-up, reset
 * codes and code checks, and a per-address budget of wrong reset codes that a new code does not reset.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; db: Database; config: Config }> = async (app, { auth, db, config }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]?.replace(/^\/api\/auth/, '') ?? '';
      const limits = request.method === 'POST' ? limitsFor(path, config) : null;
      const email = emailOf(request.body);
      if (limits) {
        if (!(await takeSlot(db, `ip:${path}:${request.ip}`, limits.ip)))
          return reply.status(429).send(tooMany(limits.ip.seconds));
        if (email && !(await takeSlot(db, `email:${path}:${email}`, limits.email)))
          return reply.status(429).send(tooMany(limits.email.seconds));
      }

      if (path === '/email-otp/reset-password' && email) {
        const wrongBucket = `reset-wrong:${email}`;
        const wrong = await countRecent(db, wrongBucket, HOUR);
        if (wrong >= RESET_CODE_ATTEMPTS) return reply.status(403).send(errorBody('max_attempts', MAX_ATTEMPTS_MESSAGE));
        const response = await auth.handler(toFetchRequest(request, config.baseUrl));
        return sendResponse(reply, response, async (_status, body) => {
          if (body.code === 'OTP_EXPIRED')
            return errorBody('code_expired', 'This reset code has expired. Please request a new one.');
          if (body.code !== 'INVALID_OTP' && body.code !== 'TOO_MANY_ATTEMPTS') return undefined;
          await recordEvent(db, wrongBucket);
          const left = RESET_CODE_ATTEMPTS - (wrong + 1);
          if (left <= 0) {
            reply.status(403);
            return errorBody('max_attempts', MAX_ATTEMPTS_MESSAGE);
          }
          reply.status(400);
          return { error: { code: 'invalid_code', message: 'Invalid reset code', attemptsLeft: left } };
        });
      }

      if (path === '/email-otp/request-password-reset') {
        const started = Date.now();
        const response = await auth.handler(toFetchRequest(request, config.baseUrl));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, RESET_REQUEST_FLOOR_MS - (Date.now() - started))));
        return sendResponse(reply, response);
      }

      return sendResponse(reply, await auth.handler(toFetchRequest(request, config.baseUrl)));
    },
  });
};
