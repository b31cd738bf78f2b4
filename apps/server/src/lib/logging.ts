import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/**
 * Field names whose values are credentials wherever they appear in a logged object (one level down, e.g. a
 * request body logged as `body`): passwords, one-time codes, tokens, secrets. `code` alone is left out, as
 * errors carry harmless codes (`ECONNREFUSED`); a body's `code` is covered by the body paths below.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'otp', 'token', 'secret', 'authSecret', 'backupCodes'];

/** Paths pino replaces with "[Redacted]" before a line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'body.code',
  'req.body.code',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/**
 * The path of a request as it may be logged: no query string (where a link's token or a code would travel)
 * and no share token (a share link's token is all it takes to read the game).
 */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^\/(s|api\/shared)\/[^/]+/, '/$1/[redacted]');
}

/**
 * A failed query's text as it may be logged: Drizzle writes the query's parameters into the message (and so the
 * stack), and they can be a session token, an e-mail address or a code.
 */
export function withoutQueryParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
}

/** An error as logged: pino's usual fields, without a failed query's parameters anywhere in it. */
function serializeError(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  delete serialized.params;
  for (const field of ['message', 'stack'] as const) {
    const text = serialized[field];
    if (typeof text === 'string') serialized[field] = withoutQueryParameters(text);
  }
  return serialized;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string | undefined };
  ip?: string;
}

/** The options of every logger of ours (the server's, its requests', the worker's), at `level`. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS },
    serializers: {
      err: serializeError,
      // Fastify's request; a raw IncomingMessage logged as `req` has neither route nor ip, and is logged without.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url ?? ''),
        route: request.routeOptions?.url,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, written when it is answered, so it carries the user (known only once the session
 * has been read; see plugins/access.ts) beside the request id. The line as it arrives is for debugging.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
