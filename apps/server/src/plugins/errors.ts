import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseAnswers, isDatabaseUnavailable, type Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { errorBody } from '../lib/http.js';

/** What a customer is told while the database is away (a restart, a failover): nothing is wrong with them. */
export const UNAVAILABLE_MESSAGE = 'Courtside is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before trying again: a restart takes a few; a failover up to a minute. */
export const RETRY_AFTER_SECONDS = 5;

/** How long after the database was last seen away a hidden 5xx is still taken for the outage. */
const OUTAGE_AFTERMATH_MS = 10_000;
/**
 * How long the database may take to answer `select 1` for a failure whose cause was hidden. The request has
 * already waited up to connectMs (1.5 s) for a connection: with this the customer still has an answer within 2 s.
 */
const PROBE_MS = 300;

export interface ErrorsOptions {
  /**
   * When given, a 5xx whose cause is hidden is checked against the database: if it does not answer, the
   * request failed because it is away, and the customer is told so (503) rather than of a fault (500). A pool
   * with every connection handed out does not answer either (the request already waited for one).
   */
  db?: Database;
  /** How long that check waits for the answer; unset: PROBE_MS. Tests on a loaded machine give a live database longer. */
  probeMs?: number;
}

/** Turns every error into `{ error: { code, message } }` and every unknown /api path into a JSON 404. */
export default fp<ErrorsOptions>(async function errors(app: FastifyInstance, { db, probeMs = PROBE_MS }) {
  /** When a request last showed the database away: a failure just after it is put down to the same outage. */
  let unavailableSeenAt = -Infinity;
  /** One question to the database at a time, shared by the failures that arrive meanwhile (an outage brings many). */
  let asking: Promise<boolean> | undefined;
  const answers = (database: Database) => (asking ??= databaseAnswers(database, probeMs).finally(() => (asking = undefined)));
  const databaseAway = async (error: unknown): Promise<boolean> => {
    if (isDatabaseUnavailable(error)) {
      unavailableSeenAt = Date.now();
      return true;
    }
    // Within an outage, or as it ends (a lookup that failed just before the database came back), nothing need
    // be asked. Only the database's own errors or a failed probe renew the time, never this failure (it may be
    // a bug, or S3 away): a bug is a 500 again 10 s after the database was last seen away.
    if (Date.now() - unavailableSeenAt < OUTAGE_AFTERMATH_MS) return true;
    if (db && !(await answers(db))) {
      unavailableSeenAt = Date.now();
      return true;
    }
    return false;
  };

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || '_';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const message = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.status(400).send(errorBody('validation_failed', message, fields));
    }
    if (error instanceof AppError) {
      // A 5xx AppError is our failure or a provider's, told politely to the user: the log keeps the cause.
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('rate_limited', error.message));
    if (status < 500) {
      return reply.status(status).send(errorBody(error.code ? error.code.toLowerCase() : 'bad_request', error.message));
    }
    // Better Auth keeps the cause of a failed session lookup to itself: the database is asked directly.
    if (await databaseAway(error)) {
      // With the error: in the outage's aftermath a bug answers 503 too and must still be found in the log
      // (the err serializer leaves a failed query's parameters out).
      request.log.warn({ err: error, code: rootCode(error) }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody('unavailable', UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(errorBody('internal_error', 'Something went wrong. Please try again later.'));
  });
});

/** The innermost error code (pg's SQLSTATE or a socket's errno name), for a log line that says why. */
function rootCode(error: unknown): string | undefined {
  let code: string | undefined;
  for (let current = error, depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const own = (current as { code?: unknown }).code;
    if (typeof own === 'string') code = own;
    current = (current as { cause?: unknown }).cause;
  }
  return code;
}
