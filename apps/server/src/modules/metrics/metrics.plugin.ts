import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../../lib/http.js';
import { hasMetricsToken, UNMATCHED_ROUTE, type Metrics } from './metrics.js';

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: /metrics is served on the main port to a Bearer of this token; unset, it is not served here. */
  token: string | undefined;
  /** The tus route whose PATCH bodies are counted as upload bytes. */
  uploadRoute: string;
}

/**
 * Times every request by its route's pattern, counts upload bytes, and serves /metrics on the main port
 * when METRICS_TOKEN is set (to that token only). Without it, /metrics answers 404 here, as any unknown path
 * would: a separate METRICS_PORT, if any, is where they are.
 */
export default fp<MetricsPluginOptions>(async function metricsPlugin(app: FastifyInstance, { metrics, token, uploadRoute }) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest({ method: request.method, route, statusCode: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    if (request.method === 'PATCH' && route === uploadRoute && reply.statusCode === 204) {
      // A PATCH answered 204 moved the upload from the offset the client sent to the one we answer: that
      // many bytes of its body arrived. (Read here, the body stays untouched on its way to the file.)
      const from = Number(request.headers['upload-offset']);
      const to = Number(reply.getHeader('upload-offset'));
      if (Number.isSafeInteger(from) && Number.isSafeInteger(to) && to > from) metrics.countUploadBytes(to - from);
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send(errorBody('not_found', 'No route for GET /metrics'));
    if (!hasMetricsToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody('unauthorized', 'The metrics need the METRICS_TOKEN as a Bearer token.'));
    }
    const { contentType, body } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
});
