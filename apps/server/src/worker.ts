import pino from 'pino';
import { loadConfigOrExit } from './config.js';
import { startInfrastructure } from './infrastructure.js';
import { loggerOptions } from './lib/logging.js';
import { onShutdown } from './lib/shutdown.js';
import { startProcessMetrics } from './modules/metrics/metrics-server.js';

/** Runs the job consumers alone, without the HTTP server (`npm run worker`). */
const config = loadConfigOrExit();
const log = pino(loggerOptions(config.logLevel));
const infrastructure = await startInfrastructure(config, log);
// A worker has no main port: its metrics are served on METRICS_PORT only.
const { metrics, server: metricsServer } = await startProcessMetrics(config, infrastructure.queue, log, {
  runsWorkers: true,
}).catch(async (error: unknown) => {
  log.error({ err: error }, `could not serve the metrics on METRICS_PORT ${String(config.metrics.port)}`);
  await infrastructure.stop();
  process.exit(1);
});
onShutdown(log, async () => {
  await metricsServer?.close();
  await infrastructure.stop();
});
await infrastructure.queue.work(infrastructure.jobs, metrics.observeJob);
log.info(
  `worker running ${infrastructure.jobs.length} job(s): ${infrastructure.jobs.map((job) => job.name).join(', ') || 'none'}`,
);
