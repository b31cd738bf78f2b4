import pino from 'pino';
import { loadConfigOrExit } from './config.js';
import { startInfrastructure } from './infrastructure.js';
import { onShutdown } from './lib/shutdown.js';

/** Runs the job consumers alone, without the HTTP server (`npm run worker`). */
const config = loadConfigOrExit();
const log = pino({ level: config.logLevel });
const infrastructure = await startInfrastructure(config, log);
onShutdown(log, () => infrastructure.stop());
await infrastructure.queue.work(infrastructure.jobs);
log.info(
  `worker running ${infrastructure.jobs.length} job(s): ${infrastructure.jobs.map((job) => job.name).join(', ') || 'none'}`,
);
