import pino from 'pino';
import { buildApp } from './app.js';
import { describeDemoMode, loadConfigOrExit } from './config.js';
import { startInfrastructure } from './infrastructure.js';
import { onShutdown } from './lib/shutdown.js';
import { seedDemoAccounts } from './modules/auth/seed.js';

const config = loadConfigOrExit();
const log = pino({ level: config.logLevel });
const infrastructure = await startInfrastructure(config, log);
const app = await buildApp({ config, db: infrastructure.db, queue: infrastructure.queue, logger: { level: config.logLevel } });

onShutdown(log, async () => {
  // Stop taking requests and let the ones in flight finish, then the queue, then the database.
  await app.close();
  await infrastructure.stop();
});

if (config.demoAccounts) {
  const created = await seedDemoAccounts(app.auth, infrastructure.db);
  for (const account of created) log.info(`demo ${account.role} created: ${account.email} / ${account.password}`);
}
if (!config.isProduction) log.info(describeDemoMode(config));
if (config.runWorkers) await infrastructure.queue.work(infrastructure.jobs);
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
