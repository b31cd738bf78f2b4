import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API routes never compressed: footage and posters are files answered with Range support (a compressed body
 * would break the byte offsets), tus speaks its own protocol, and the auth answers carry session tokens (small,
 * so nothing to gain, and a compressed length that depends on a secret is what BREACH-style attacks measure).
 */
const UNCOMPRESSED_API_ROUTES = [/^\/api\/uploads(\/|$)/, /^\/api\/(analysis\/)?games\/:id\/(video|poster)$/, /^\/api\/auth\//];

/** Brotli and gzip for JSON answers over 1 KB (static assets are precompressed at build; see web.ts). */
export default fp(async function compression(app: FastifyInstance) {
  // Added before @fastify/compress's own onRoute hook, so it runs first and that hook sees the opt-out. Outside
  // /api are the web app's files, which go out as the copies the build compressed.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNCOMPRESSED_API_ROUTES.some((pattern) => pattern.test(route.url))) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // JSON; @fastify/compress also takes the types mime-db marks compressible (the API docs' scripts), never
    // video, images or octet-stream.
    customTypes: /^application\/json(;|$)/,
    // Request bodies are taken as sent: inflating them would let a small request grow past the body limits.
    globalDecompression: false,
  });
});
