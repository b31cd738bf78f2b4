import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadsDirectory, type Config, type TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './lib/job-queue.js';
import { READ_SCOREBOARD } from './jobs/assist-footage.job.js';
import { CUT_REELS } from './jobs/cut-reels.job.js';
import { DELIVER_MAIL } from './jobs/deliver-mail.job.js';
import { FETCH_LINKS } from './jobs/fetch-links.job.js';
import { PREPARE_VIDEOS } from './jobs/prepare-videos.job.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminAnalystsRoutes } from './modules/admin/admin-analysts.routes.js';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes.js';
import { adminContactRoutes } from './modules/admin/admin-contact.routes.js';
import { adminGamesRoutes } from './modules/admin/admin-games.routes.js';
import { adminPurchasesRoutes } from './modules/admin/admin-purchases.routes.js';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.js';
import type { BackOfficeDeps } from './back-office.js';
import { guaranteeRoutes } from './modules/guarantee/guarantee.routes.js';
import { playReportsRoutes } from './modules/play-reports/play-reports.routes.js';
import { analysisRoutes } from './modules/analysis/analysis.routes.js';
import { assistRoutes } from './modules/assist/assist.routes.js';
import { createAssist } from './modules/assist/assist.service.js';
import { boxScoreRoutes } from './modules/box-scores/box-scores.routes.js';
import { createBoxScores } from './modules/box-scores/box-scores.service.js';
import { createAnalysis } from './modules/analysis/analysis.service.js';
import { createAuth } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createCurrentUser } from './modules/auth/current-user.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { createGames } from './modules/games/games.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMetrics, type Metrics } from './modules/metrics/metrics.js';
import metricsPlugin from './modules/metrics/metrics.plugin.js';
import { loggerOptions, RequestLogController } from './lib/logging.js';
import { mailboxRoutes } from './modules/mail/mailbox.routes.js';
import { createOrganizationDeletion } from './modules/organizations/organization-deletion.js';
import { createOrganizations } from './modules/organizations/organizations.service.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentProviders } from './modules/payments/providers.js';
import { createPurchases } from './modules/payments/purchases.service.js';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.js';
import { reelsRoutes } from './modules/reels/reels.routes.js';
import { createReels } from './modules/reels/reels.service.js';
import { createStorage } from './modules/storage/create-storage.js';
import { sharedRoutes } from './modules/shared/shared.routes.js';
import { competitionsRoutes } from './modules/competitions/competitions.routes.js';
import { createCompetitions } from './modules/competitions/competitions.service.js';
import { createPublicCompetitions } from './modules/competitions/public-competitions.js';
import { publicCompetitionsRoutes } from './modules/competitions/public-competitions.routes.js';
import { seasonRoutes } from './modules/teams/season.routes.js';
import { createSeasons } from './modules/teams/season.service.js';
import { teamsRoutes } from './modules/teams/teams.routes.js';
import { createTeams } from './modules/teams/teams.service.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import access from './plugins/access.js';
import compression from './plugins/compression.js';
import errors from './plugins/errors.js';
import jsonBody from './plugins/json-body.js';
import web from './plugins/web.js';

export interface AppDeps {
  config: Config;
  db: Database;
  queue: JobQueue;
  /** Pino options over those of lib/logging.ts (level, redaction), or false to stay quiet (tests). */
  logger?: boolean | Record<string, unknown>;
  /** This process's metrics (main.ts shares them with the job queue and METRICS_PORT); unset: the app's own. */
  metrics?: Metrics;
  /**
   * How long the database may take to answer the app's quick probes (the error handler's check behind a hidden
   * 5xx, /api/health's liveness); unset: production's (300 and 500 ms). Tests on a loaded machine give a live
   * database longer, so a slow answer is not taken for an outage.
   */
  databaseProbeMs?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * How long a connection may take, so a slow or silent client cannot hold the server's sockets:
 * - headers: the whole request head must arrive within 20 s (slowloris);
 * - request: a whole request within 15 min: the upload page sends PATCHes of 32 MB, which takes 15 min on a
 *   0.3 Mbit/s uplink, so no real upload is cut (and tus resumes one that is);
 * - keep-alive: an idle connection is kept 65 s, longer than a load balancer's usual 60 s idle timeout, so
 *   the balancer never reuses a connection we are closing.
 */
export const HTTP_TIMEOUTS = { headersMs: 20_000, requestMs: 15 * 60_000, keepAliveMs: 65_000 } as const;

/** Builds the whole HTTP application. `main.ts` starts it; tests build it and call `app.inject`. */
export async function buildApp({
  config,
  db,
  queue,
  logger = true,
  metrics = createMetrics({ queue }),
  databaseProbeMs,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.logLevel), ...(logger === true ? {} : logger) },
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: HTTP_TIMEOUTS.requestMs,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
    // The largest body of ours is a game setup with both rosters; routes with small bodies set their own limit.
    bodyLimit: 256 * 1024,
    // A caller's request id is kept when it looks like one, so logs can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.server.headersTimeout = HTTP_TIMEOUTS.headersMs;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once closing, each response ends its keep-alive connection, or a client holding one open after its last
  // request would keep close() (and so a graceful shutdown) waiting.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  const directives = contentSecurityPolicy(config);
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives }, hsts: config.isProduction });
  await app.register(errors, { db, probeMs: databaseProbeMs });
  await app.register(metricsPlugin, { metrics, token: config.metrics.token, uploadRoute: '/api/uploads/:id' });
  await app.register(compression);
  await app.register(jsonBody);

  /**
   * Asks for jobs to run now rather than at their next cron run (every job also has one), so a failed
   * request to the queue is logged here and never fails the request that caused it.
   */
  const nudge =
    (...jobs: string[]) =>
    async () => {
      await Promise.all(
        jobs.map((job) => queue.trigger(job).catch((error: unknown) => app.log.warn({ err: error, job }, 'job trigger failed'))),
      );
    };
  const onMailQueued = nudge(DELIVER_MAIL);
  /** A game was queued (its e-mails written): prepare its video and send the e-mails now. */
  const onGameQueued = nudge(PREPARE_VIDEOS, DELIVER_MAIL);

  const auth = createAuth(db, config, onMailQueued, app.log);
  app.decorate('auth', auth);
  await app.register(access, {
    currentUser: createCurrentUser(auth, db, config.auth.sessionAbsoluteSeconds),
    origin: new URL(config.baseUrl).origin,
    allowOwnHost: !config.isProduction,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Courtside API', version: '0.1.0', description: 'Game credits, uploads and box scores.' },
      servers: [{ url: config.baseUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI sets inline styles; its pages alone may, and the app's pages keep the strict policy.
  const docsPolicy = serializePolicy({ ...directives, styleSrc: ["'self'", "'unsafe-inline'"] });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.header('content-security-policy', docsPolicy);
        done();
      },
    },
  });

  const payments = createPaymentProviders(config);
  const purchases = createPurchases({
    db,
    providers: payments.providers,
    baseUrl: config.baseUrl,
    supportEmail: config.mail.supportEmail,
  });

  const storage = createStorage(config);
  const games = createGames({
    db,
    storage,
    baseUrl: config.baseUrl,
    teamEmail: config.mail.teamEmail,
    maxUploadBytes: config.maxUploadBytes,
  });

  const analysis = createAnalysis({ db, baseUrl: config.baseUrl });
  const backOffice: BackOfficeDeps = { db, storage, config, auth, purchases, onMailQueued };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, storage, queue, liveDatabaseTimeoutMs: databaseProbeMs });
      await api.register(authRoutes, { auth, db, config, onMailQueued });
      await api.register(accountsRoutes, backOffice);
      await api.register(organizationsRoutes, {
        organizations: createOrganizations({ db, baseUrl: config.baseUrl }),
        deletion: createOrganizationDeletion({
          db,
          auth,
          storage,
          config,
          uploadsDirectory: uploadsDirectory(config),
          log: app.log,
        }),
        onMailQueued,
      });
      await api.register(contactRoutes, {
        db,
        supportEmail: config.mail.supportEmail,
        rateLimit: config.contactRateLimit,
        onQueued: onMailQueued,
      });
      await api.register(paymentsRoutes, {
        purchases,
        db,
        testMode: payments.providers.active.kind === 'test',
        onMailQueued,
      });
      if (payments.stripe) await api.register(stripeWebhookRoutes, { ...payments.stripe, purchases, onMailQueued });
      await api.register(gamesRoutes, {
        games,
        storage,
        onLinkGameCreated: nudge(FETCH_LINKS, PREPARE_VIDEOS, DELIVER_MAIL),
        footageRetentionDays: config.footageRetentionDays,
      });
      await api.register(uploadsRoutes, {
        games,
        db,
        directory: uploadsDirectory(config),
        maxUploadBytes: config.maxUploadBytes,
        trustProxy: config.trustProxy !== false,
        onGameQueued,
      });
      await api.register(analysisRoutes, { analysis, storage, onMailQueued });
      await api.register(assistRoutes, {
        assist: createAssist({ db, storage, log: app.log }),
        onPassQueued: nudge(READ_SCOREBOARD),
      });
      const boxScores = createBoxScores({ db });
      const seasons = createSeasons({ db, storage });
      await api.register(boxScoreRoutes, { boxScores, baseUrl: config.baseUrl });
      await api.register(teamsRoutes, { teams: createTeams({ db, storage, log: app.log }) });
      await api.register(seasonRoutes, { seasons, baseUrl: config.baseUrl });
      await api.register(competitionsRoutes, { competitions: createCompetitions({ db }) });
      const reels = createReels({
        db,
        storage,
        baseUrl: config.baseUrl,
        footageRetentionDays: config.footageRetentionDays,
        log: app.log,
      });
      await api.register(reelsRoutes, { reels, storage, onReelQueued: nudge(CUT_REELS) });
      await api.register(sharedRoutes, { db, boxScores, seasons, reels, storage, sharedRateLimit: config.sharedLinkRateLimit });
      await api.register(guaranteeRoutes, backOffice);
      await api.register(playReportsRoutes, backOffice);
      await api.register(adminUsersRoutes, backOffice);
      await api.register(adminAuditRoutes, backOffice);
      await api.register(adminAnalystsRoutes, backOffice);
      await api.register(adminGamesRoutes, backOffice);
      await api.register(adminPurchasesRoutes, backOffice);
      await api.register(adminContactRoutes, backOffice);
      if (config.devMailbox) await api.register(mailboxRoutes, { db });
    },
    { prefix: '/api' },
  );

  await app.register(publicCompetitionsRoutes, { publicCompetitions: createPublicCompetitions({ db }), baseUrl: config.baseUrl });
  await app.register(web, {
    distDir: config.webDistDir,
    heroVideoUrl: config.heroVideoUrl,
    // A page the server draws has React's style attributes (a team's colour): its policy allows those alone.
    policyWithStyles: (hashes) =>
      serializePolicy({ ...directives, styleSrc: ["'self'", ...(hashes.length ? ["'unsafe-hashes'", ...hashes] : [])] }),
  });
  return app;
}

/** A hop count believes that many proxies nearest to us (Fastify takes numbers; its types leave them out). */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

type Directives = Record<string, string[]>;

/** Our own origin only: no inline script, no eval, media also from HERO_VIDEO_URL's origin when set. */
function contentSecurityPolicy(config: Config): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", ...(config.heroVideoUrl ? [new URL(config.heroVideoUrl).origin] : [])],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    // The workspace plays linked games in YouTube's and Vimeo's own players.
    frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
}

function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join(';');
}
