import pino from 'pino';
import { buildApp } from './app.js';
import { describeDemoMode, loadConfigOrExit } from './config.js';
import { startInfrastructure } from './infrastructure.js';
import { loggerOptions } from './lib/logging.js';
import { closeServer, onShutdown } from './lib/shutdown.js';
import { startProcessMetrics } from './modules/metrics/metrics-server.js';
import { AuthSecretMismatch, guardAuthSecret } from './modules/auth/auth-secret-guard.js';
import { seedDemoAccounts } from './modules/auth/seed.js';

const config = loadConfigOrExit();
const log = pino(loggerOptions(config.logLevel));
const infrastructure = await startInfrastructure(config, log);
// Before serving anyone: a server with another AUTH_SECRET would refuse the others' sessions.
const secretCheck = await guardAuthSecret(infrastructure.db, config.authSecret, config.authSecretReplaces).catch(
  async (error: unknown) => {
    if (error instanceof AuthSecretMismatch) log.error(error.message);
    else log.error({ err: error }, 'could not check AUTH_SECRET against the database');
    await infrastructure.stop();
    process.exit(1);
  },
);
if (secretCheck === 'replaced')
  log.warn(
    'AUTH_SECRET replaced on purpose (AUTH_SECRET_REPLACES): servers still on the old one are refused at their next start',
  );
const { metrics, server: metricsServer } = await startProcessMetrics(config, infrastructure.queue, log, {
  runsWorkers: config.runWorkers,
}).catch(async (error: unknown) => {
  log.error({ err: error }, `could not serve the metrics on METRICS_PORT ${String(config.metrics.port)}`);
  await infrastructure.stop();
  process.exit(1);
});
const app = await buildApp({ config, db: infrastructure.db, queue: infrastructure.queue, metrics });

onShutdown(log, async () => {
  // Stop taking requests and let the ones in flight finish (bounded), then the queue, then the database.
  await closeServer(app);
  await metricsServer?.close();
  await infrastructure.stop();
});

if (config.demoAccounts) {
  const created = await seedDemoAccounts(app.auth, infrastructure.db, {
    onRetry: (error) =>
      log.warn({ err: error }, 'the database did not answer in time while seeding the demo accounts; trying again'),
  });
  for (const account of created) log.info(`demo ${account.role} created: ${account.email} / ${account.password}`);
}
if (!config.isProduction) log.info(describeDemoMode(config));
if (config.runWorkers) await infrastructure.queue.work(infrastructure.jobs, metrics.observeJob);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  log.error(
    inUse
      ? `Port ${config.port} is already in use (is Courtside already running?). Set PORT to run another server.`
      : { err: error },
    'could not start listening',
  );
  await app.close();
  await infrastructure.stop();
  process.exit(1);
}
log.info(`Courtside is ready at ${config.baseUrl}`);
