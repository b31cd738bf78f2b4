import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's answers go out as they are (set by this plugin; see UNCOMPRESSED_API_ROUTES). */
    compress?: boolean;
  }
}

/**
 * API routes never compressed: footage and posters are files answered with Range support (a compressed body
 * would break the byte offsets), tus speaks its own protocol, and the auth answers carry session tokens (small,
 * so nothing to gain, and a compressed length that depends on a secret is what BREACH-style attacks measure).
 */
const UNCOMPRESSED_API_ROUTES = [/^\/api\/uploads(\/|$)/, /^\/api\/(analysis\/)?games\/:id\/(video|poster)$/, /^\/api\/auth\//];

const THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/json(;|$)/;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli when accepted, else gzip, else none. A
 * coding with q=0 is refused; `*` stands for any coding the header does not name.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** A JSON answer compressed at once (Brotli at quality 4, gzip at 6): no stream to set up per request. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * Brotli and gzip for the API's JSON answers over 1 KB (static assets are precompressed at build; see web.ts).
 * The answers are whole strings by then, so they are compressed in one call rather than through a stream, which
 * cost more than the compression itself for answers of a few kilobytes.
 */
export default fp(async function compression(app: FastifyInstance) {
  // Outside /api are the web app's files, which go out as the copies the build compressed.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNCOMPRESSED_API_ROUTES.some((pattern) => pattern.test(route.url))) {
      route.config = { ...route.config, compress: false };
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.routeOptions.config.compress === false) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(payload, encoding);
  });
});
