import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** Deeper than any body of ours (a game setup is four levels deep). */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep `text`'s arrays and objects nest, stopping as soon as `limit` is passed. A linear scan of the
 * text, before any parsing: a 5,000-deep body never reaches a recursive parser, validator or serialiser.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1;
  }
  return false;
}

// NUL (Postgres text cannot hold it) and a UTF-16 half without its other half (not text at all).
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any key or string in a parsed body holds a NUL or a lone surrogate. */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasUnsafeText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => UNSAFE_TEXT.test(key) || hasUnsafeText(item));
  }
  return false;
}

/**
 * JSON bodies: at most MAX_JSON_DEPTH deep, no NUL or lone surrogate anywhere, `__proto__` and
 * `constructor.prototype` keys refused (Fastify's own secure parser).
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      return done(new AppError(400, 'too_deep', 'The request is nested too deeply.'), undefined);
    }
    void parse(request, text, (error, parsed: unknown) => {
      if (error) return done(new AppError(400, 'invalid_json', 'The request is not valid JSON.'), undefined);
      if (hasUnsafeText(parsed)) {
        return done(new AppError(400, 'invalid_text', 'The request contains characters that are not allowed.'), undefined);
      }
      return done(null, parsed);
    });
  });
});
