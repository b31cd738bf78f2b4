import type { FastifyBaseLogger } from 'fastify';

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
