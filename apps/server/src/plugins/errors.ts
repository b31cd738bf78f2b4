import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { errorBody } from '../lib/http.js';

/** Turns every error into `{ error: { code, message } }` and every unknown /api path into a JSON 404. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(errorBody('internal_error', 'Something went wrong. Please try again later.'));
  });
});
