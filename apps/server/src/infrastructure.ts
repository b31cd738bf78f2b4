import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { uploadsDirectory, workDirectory, type Config } from './config.js';
import { createDatabase, createPool, othersConnected, waitForDatabase, type Database } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { abandonUploadsJob } from './jobs/abandon-uploads.job.js';
import { ASSIST_FOOTAGE, assistFootageJob, readScoreboardJob } from './jobs/assist-footage.job.js';
import { cutReelsJob } from './jobs/cut-reels.job.js';
import { deliverMailJob } from './jobs/deliver-mail.job.js';
import { fetchLinksJob } from './jobs/fetch-links.job.js';
import { finishStalledUploadsJob } from './jobs/finish-uploads.job.js';
import { finishDeletionsJob } from './jobs/finish-deletions.job.js';
import { footageRetentionJob } from './jobs/footage-retention.job.js';
import { prepareVideosJob } from './jobs/prepare-videos.job.js';
import { pruneThrottleJob } from './jobs/prune-throttle.job.js';
import { startQueue, type JobDefinition, type Queue } from './lib/job-queue.js';
import { createAssist } from './modules/assist/assist.service.js';
import { stopOcr } from './modules/assist/ocr.js';
import { createGames } from './modules/games/games.service.js';
import { createTransport } from './modules/mail/mail.service.js';
import { createReels } from './modules/reels/reels.service.js';
import { createFootageRetention } from './modules/retention/footage-retention.js';
import { createStorage } from './modules/storage/create-storage.js';

export interface Infrastructure {
  db: Database;
  queue: Queue;
  /** The jobs this deployment runs; which processes consume them is up to main.ts and worker.ts. */
  jobs: JobDefinition[];
  stop(): Promise<void>;
}

/** Starts what the server and the workers share: Postgres (embedded or external), migrations, the queue. */
export async function startInfrastructure(config: Config, log: FastifyBaseLogger): Promise<Infrastructure> {
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (message) => log.info(message) });
    databaseUrl = embedded.url;
  }
  const pool = createPool(databaseUrl);
  await waitForDatabase(pool, {
    onRetry: (error) => log.warn({ err: error }, 'the database does not answer yet; trying again'),
  });
  await runMigrations(pool);
  const db = createDatabase(pool);
  const queue = await startQueue(databaseUrl, (error) => log.error({ err: error }, 'job queue error'));

  const storage = createStorage(config);
  const games = createGames({
    db,
    storage,
    baseUrl: config.baseUrl,
    teamEmail: config.mail.teamEmail,
    maxUploadBytes: config.maxUploadBytes,
    log,
    onPrepared: () =>
      queue.trigger(ASSIST_FOOTAGE).catch((error: unknown) => log.warn({ err: error }, 'could not start the footage passes')),
  });
  const assist = createAssist({ db, storage, log });
  const jobs: JobDefinition[] = [
    pruneThrottleJob(db),
    abandonUploadsJob(games, uploadsDirectory(config)),
    finishStalledUploadsJob(games, uploadsDirectory(config)),
    fetchLinksJob(games, uploadsDirectory(config), config.testLinkOrigin),
    prepareVideosJob(games, workDirectory(config)),
    assistFootageJob(assist, workDirectory(config)),
    readScoreboardJob(assist, workDirectory(config)),
    cutReelsJob(
      createReels({ db, storage, baseUrl: config.baseUrl, footageRetentionDays: config.footageRetentionDays, log }),
      workDirectory(config),
    ),
    finishDeletionsJob({ db, storage, uploadsDirectory: uploadsDirectory(config), log }),
    footageRetentionJob(
      createFootageRetention({
        db,
        storage,
        uploadsDirectory: uploadsDirectory(config),
        retentionDays: config.footageRetentionDays,
        log,
      }),
    ),
  ];
  if (config.mail.smtpUrl) {
    const transport: Transporter = createTransport(config.mail.smtpUrl);
    jobs.push(deliverMailJob(db, transport, config.mail.from, log));
  } else {
    log.info('SMTP_URL is not set: e-mail stays in the outbox (see /dev/mailbox)');
  }

  return {
    db,
    queue,
    jobs,
    stop: async () => {
      await queue.stop();
      // The scoreboard pass's OCR thread, if a pass started it: a process with it open would not exit.
      await stopOcr();
      await pool.end();
      if (embedded && !(await othersConnected(databaseUrl))) await embedded.stop();
      else if (embedded) log.info('another Courtside process still uses the embedded Postgres: leaving it running');
    },
  };
}
