import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * How long requests in flight may take to finish once the server stops: long enough for any ordinary
 * request, and short enough that the job queue (up to 15 s for its own jobs) and the database still stop
 * within onShutdown's 30 s. Uploads do not wait for it: their PATCHes are cut at once and resume later.
 */
export const REQUEST_DRAIN_MS = 10_000;

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. A second signal, or a stop that takes longer
 * than `timeoutMs`, exits at once with a failure code.
 */
export function onShutdown(log: FastifyBaseLogger, stop: () => Promise<void>, timeoutMs = 30_000): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight work');
    setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, timeoutMs).unref();
    stop()
      .then(() => {
        log.info('shut down cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

/**
 * Stops the HTTP server: no new connections (a request arriving on a kept-alive one is answered 503), the
 * requests in flight finish, and after `drainMs` the connections of any still running are closed, so that a
 * client that stopped sending cannot hold up the rest of the shutdown.
 */
export async function closeServer(app: FastifyInstance, drainMs = REQUEST_DRAIN_MS): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn({ drainMs }, 'requests still running after the drain time: closing their connections');
    app.server.closeAllConnections();
  }, drainMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}
