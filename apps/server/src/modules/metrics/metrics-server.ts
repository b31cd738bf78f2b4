import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { JobQueue } from '../../lib/job-queue.js';
import { createMetrics, hasMetricsToken, type Metrics } from './metrics.js';

export interface MetricsServer {
  /** The address it listens on, and its port. */
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface MetricsServerOptions {
  metrics: Metrics;
  port: number;
  host: string;
  /** When set, the scrape must also carry it as a Bearer token. */
  token?: string | undefined;
  onError?: (error: unknown) => void;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), for the server and for a worker, which has no HTTP
 * server otherwise. Kept off the public port; see `metricsHost` for the interface it listens on.
 */
export async function startMetricsServer({ metrics, port, host, token, onError }: MetricsServerOptions): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') return answer(response, 404, 'text/plain', 'Not found\n');
    if (token && !hasMetricsToken(request.headers.authorization, token)) {
      response.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return answer(response, 401, 'text/plain', 'The metrics need the METRICS_TOKEN as a Bearer token.\n');
    }
    metrics.render().then(
      ({ contentType, body }) => answer(response, 200, contentType, body),
      (error: unknown) => {
        onError?.(error);
        answer(response, 500, 'text/plain', 'The metrics could not be read.\n');
      },
    );
  });
  // A scrape is one short request; a slow client must not hold the socket.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    host: address.address,
    port: address.port,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

function answer(response: http.ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * Where METRICS_PORT listens: on HOST (0.0.0.0 in production) only when METRICS_TOKEN guards it; without a
 * token, on 127.0.0.1 alone, so a forgotten firewall rule never opens it (scrape it from the same machine,
 * or set METRICS_TOKEN to scrape it over the network).
 */
export const metricsHost = (config: Pick<Config, 'metrics' | 'host'>) => (config.metrics.token ? config.host : '127.0.0.1');

export interface ProcessMetrics {
  metrics: Metrics;
  /** The METRICS_PORT listener, when one is configured. */
  server: MetricsServer | undefined;
}

/**
 * A server's or a worker's metrics, with the Node process's own, and their port when METRICS_PORT is set.
 * Rejects when the port cannot be had, so the process can stop cleanly instead of running unobserved.
 */
export async function startProcessMetrics(
  config: Pick<Config, 'metrics' | 'host'>,
  queue: Pick<JobQueue, 'depths'>,
  log: FastifyBaseLogger,
  { runsWorkers }: { runsWorkers: boolean },
): Promise<ProcessMetrics> {
  const metrics = createMetrics({
    // The depths are the shared queue's: reported by the processes that work it, not by every server too.
    queue: runsWorkers ? queue : undefined,
    processMetrics: true,
    onQueueError: (error) => log.warn({ err: error }, 'metrics: the queue depths could not be read'),
  });
  const { port, token } = config.metrics;
  if (port === undefined) return { metrics, server: undefined };
  const host = metricsHost(config);
  const server = await startMetricsServer({
    metrics,
    port,
    host,
    token,
    onError: (error) => log.error({ err: error }, 'metrics: a scrape failed'),
  });
  log.info(`metrics at http://${server.host}:${String(server.port)}/metrics`);
  return { metrics, server };
}
