import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FOOTAGE_RETENTION_DAYS, GUARANTEE_WINDOW_DAYS } from '@courtside/domain';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const GiB = 1024 ** 3;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: this machine only outside production (localhost), every interface in production. */
  HOST: optionalString,
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Courtside <no-reply@courtside.local>'),
  TEAM_EMAIL: z.string().default('team@courtside.local'),
  SUPPORT_EMAIL: z.string().default('support@courtside.local'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its calls; unset: api.stripe.com. Tests point it at a local stand-in. */
  STRIPE_API_URL: optionalUrl,
  AUTH_SECRET: optionalString,
  /**
   * A deliberate change of AUTH_SECRET: the fingerprint of the secret the database's servers used until now
   * (the refusal at start-up prints it). Without it, a server whose secret differs from theirs is refused.
   */
  AUTH_SECRET_REPLACES: optionalString,
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * GiB),
  FOOTAGE_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(
      GUARANTEE_WINDOW_DAYS,
      `must be at least ${String(GUARANTEE_WINDOW_DAYS)}: footage is needed for the ${String(GUARANTEE_WINDOW_DAYS)} days after delivery in which a customer may ask for their game to be reprocessed`,
    )
    .default(DEFAULT_FOOTAGE_RETENTION_DAYS),
  HERO_VIDEO_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  SHARED_LINK_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  WEB_DIST_DIR: optionalString,
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(90),
  AUTH_IP_LIMIT: z.coerce.number().int().positive().default(30),
  AUTH_EMAIL_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** better-auth's own limiter: requests per IP and endpoint before a 10 s pause is required. */
  AUTH_BURST_LIMIT: z.coerce.number().int().positive().default(10),
  RESET_CODES_PER_HOUR: z.coerce.number().int().positive().default(3),
  /** Unset: on when the server listens on this machine only. */
  DEMO_ACCOUNTS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** The older switch, still honoured: `false` creates no demo accounts (the mailbox follows DEMO_ACCOUNTS). */
  SEED_DEMO_ACCOUNTS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** Serve /metrics on this port of its own (server and worker): on 127.0.0.1 only, unless METRICS_TOKEN is set. */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /** Serve /metrics on the main port to `Authorization: Bearer <token>` (and require it on METRICS_PORT too). */
  METRICS_TOKEN: optionalString,
  /**
   * Tests only (NODE_ENV=test): an origin on this machine (http://127.0.0.1:PORT) that the link fetcher of a
   * worker process may fetch from, standing in for a club's web server. Refused in any other environment.
   */
  TEST_LINK_ORIGIN: optionalUrl,
  RUN_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * Which proxies' X-Forwarded-For to believe, so rate limits see the client's address: false (none), a hop
   * count, or the proxies' addresses. Never "everyone": a client could then name any address it likes.
   */
  trustProxy: TrustProxy;
  baseUrl: string;
  dataDir: string;
  /** Unset: Courtside runs its own Postgres under DATA_DIR. */
  databaseUrl: string | undefined;
  storage: {
    kind: 'local' | 's3';
    s3Bucket?: string | undefined;
    s3Region?: string | undefined;
    s3Endpoint?: string | undefined;
    s3AccessKeyId?: string | undefined;
    s3SecretAccessKey?: string | undefined;
  };
  mail: { smtpUrl: string | undefined; from: string; teamEmail: string; supportEmail: string };
  /** Without a secret key, payments run through the built-in test-mode checkout. */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: string | undefined };
  authSecret: string;
  /** AUTH_SECRET_REPLACES: the fingerprint of the secret this one replaces on purpose (auth-secret-guard.ts). */
  authSecretReplaces: string | undefined;
  auth: {
    /** A remembered session lasts this long after its last use (it is renewed once a day while used). */
    sessionIdleSeconds: number;
    /** No session outlives this, however often it is used. */
    sessionAbsoluteSeconds: number;
    /** Sign-in, sign-up, reset-code and code-check requests per IP, and per e-mail, per window. */
    ipLimit: number;
    emailLimit: number;
    windowSeconds: number;
    resetCodesPerHour: number;
    /** better-auth's second line: requests per IP and endpoint that may follow each other within 10 s. */
    burstLimit: number;
  };
  /**
   * Outside production, on a loopback bind (or with DEMO_ACCOUNTS=true): create the demo customer, analyst
   * and admin at start-up and print their passwords.
   */
  demoAccounts: boolean;
  /** Outside production, on a loopback bind (or with DEMO_ACCOUNTS=true): every e-mail readable at /dev/mailbox. */
  devMailbox: boolean;
  /** Why the demo accounts and the mailbox are on or off, for the start-up log: the bind or the setting that decided. */
  demoReason: string;
  maxUploadBytes: number;
  footageRetentionDays: number;
  heroVideoUrl: string | undefined;
  logLevel: string;
  contactRateLimit: { max: number; windowMs: number };
  /** Reads of shared links (page, PDF, CSV) allowed per IP address per minute. */
  sharedLinkRateLimit: { max: number; seconds: number };
  webDistDir: string;
  runWorkers: boolean;
  /** TEST_LINK_ORIGIN: the local server a test's worker may fetch links from; unset outside tests. */
  testLinkOrigin: string | undefined;
  /** Prometheus metrics: on `port` of their own, and/or on the main port behind `token`; neither: not served. */
  metrics: { port: number | undefined; token: string | undefined };
}

export type TrustProxy = false | number | string[];

/** TRUST_PROXY: `false`, a hop count (`1` behind one load balancer), or proxy addresses and CIDR ranges. */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would believe any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses',
    });
    return false;
  }
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !ipaddr.isValid(entry) && !isCidr(entry));
  if (bad.length > 0) context.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
  return entries;
}

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether the server can only be reached from this machine. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (!ipaddr.isValid(host)) return false;
  return ipaddr.process(host).range() === 'loopback';
}

/**
 * Known passwords and a page of every e-mail are for one's own machine, or a choice made out loud: outside
 * production they are on for a loopback bind unless DEMO_ACCOUNTS=false, and elsewhere only with
 * DEMO_ACCOUNTS=true.
 */
function demoMode(
  env: Pick<z.output<typeof envSchema>, 'DEMO_ACCOUNTS'>,
  isProduction: boolean,
  host: string,
): { on: boolean; reason: string } {
  if (isProduction) return { on: false, reason: 'never in production' };
  if (env.DEMO_ACCOUNTS === 'true') return { on: true, reason: `DEMO_ACCOUNTS=true (listening on ${host})` };
  if (env.DEMO_ACCOUNTS === 'false') return { on: false, reason: 'DEMO_ACCOUNTS=false' };
  return isLoopbackHost(host)
    ? { on: true, reason: `listening on ${host}, this machine only` }
    : { on: false, reason: `listening on ${host}, reachable from other machines; set DEMO_ACCOUNTS=true to turn them on` };
}

/** The start-up line that says whether the demo accounts and the dev mailbox exist, and why. */
export function describeDemoMode(config: Pick<Config, 'baseUrl' | 'demoAccounts' | 'devMailbox' | 'demoReason'>): string {
  const mailbox = config.devMailbox ? `the dev mailbox at ${config.baseUrl}/dev/mailbox` : 'the dev mailbox';
  if (config.demoAccounts === config.devMailbox)
    return `demo accounts and ${mailbox}: ${config.demoAccounts ? 'on' : 'off'} (${config.demoReason})`;
  // Only SEED_DEMO_ACCOUNTS=false separates them.
  return `${mailbox}: on (${config.demoReason}); demo accounts: off (SEED_DEMO_ACCOUNTS=false)`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Courtside cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads a secret kept in DATA_DIR, creating it on first use (development and tests only). */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created the file first; then its value wins.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

function productionProblems(env: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!env.AUTH_SECRET) problems.push('AUTH_SECRET is required in production (at least 32 random characters).');
  else if (env.AUTH_SECRET.length < 32) problems.push('AUTH_SECRET must be at least 32 characters long.');
  if (!env.BASE_URL) problems.push('BASE_URL is required in production (the public https:// address).');
  else if (!env.BASE_URL.startsWith('https://')) problems.push('BASE_URL must use https:// in production.');
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is required in production; the embedded Postgres is for development.');
  if (!env.SMTP_URL) problems.push('SMTP_URL is required in production; without it no e-mail would leave the outbox.');
  if (!env.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY is required in production; test-mode payments take no money.');
  else if (env.STRIPE_SECRET_KEY.startsWith('sk_test_'))
    problems.push('STRIPE_SECRET_KEY is a test key; production needs a live key.');
  if (env.STRIPE_API_URL) problems.push('STRIPE_API_URL is for tests against a stand-in; production talks to Stripe itself.');
  if (env.MAIL_FROM.endsWith('.local>') || env.MAIL_FROM.endsWith('.local'))
    problems.push('MAIL_FROM must be a real sender address in production.');
  if (env.TEAM_EMAIL.endsWith('.local')) problems.push('TEAM_EMAIL must be a real address in production.');
  if (env.SUPPORT_EMAIL.endsWith('.local')) problems.push('SUPPORT_EMAIL must be a real address in production.');
  if (env.STORAGE === 's3' && !env.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3.');
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 32)
    problems.push('METRICS_TOKEN must be at least 32 random characters in production (it guards /metrics on the public port).');
  return problems;
}

/** Parses the environment once; in production, a missing secret or unsafe default throws a ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  // Payments are confirmed by signed webhooks: a Stripe key without its webhook secret would take money
  // without crediting it (session-status only helps customers who return to the dashboard).
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(['STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY.']);
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
    throw new ConfigError([`METRICS_PORT must differ from PORT (${String(env.PORT)}): the metrics have a port of their own.`]);
  if (env.TEST_LINK_ORIGIN && env.NODE_ENV !== 'test')
    throw new ConfigError(['TEST_LINK_ORIGIN is for tests only (NODE_ENV=test): it lets the link fetcher reach this machine.']);
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
  const demo = demoMode(env, isProduction, host);
  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host,
    trustProxy: env.TRUST_PROXY,
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storage: {
      kind: env.STORAGE,
      s3Bucket: env.S3_BUCKET,
      s3Region: env.S3_REGION,
      s3Endpoint: env.S3_ENDPOINT,
      s3AccessKeyId: env.S3_ACCESS_KEY_ID,
      s3SecretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, teamEmail: env.TEAM_EMAIL, supportEmail: env.SUPPORT_EMAIL },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL },
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir, 'auth-secret'),
    authSecretReplaces: env.AUTH_SECRET_REPLACES,
    auth: {
      sessionIdleSeconds: Math.round(env.SESSION_IDLE_DAYS * 86_400),
      sessionAbsoluteSeconds: Math.round(env.SESSION_ABSOLUTE_DAYS * 86_400),
      ipLimit: env.AUTH_IP_LIMIT,
      emailLimit: env.AUTH_EMAIL_LIMIT,
      windowSeconds: env.AUTH_WINDOW_MINUTES * 60,
      resetCodesPerHour: env.RESET_CODES_PER_HOUR,
      burstLimit: env.AUTH_BURST_LIMIT,
    },
    demoAccounts: demo.on && env.SEED_DEMO_ACCOUNTS !== 'false',
    devMailbox: demo.on,
    demoReason: demo.reason,
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    footageRetentionDays: env.FOOTAGE_RETENTION_DAYS,
    heroVideoUrl: env.HERO_VIDEO_URL,
    logLevel: env.LOG_LEVEL,
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT, windowMs: env.CONTACT_RATE_WINDOW_MINUTES * 60_000 },
    sharedLinkRateLimit: { max: env.SHARED_LINK_RATE_LIMIT, seconds: 60 },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    runWorkers: env.RUN_WORKERS,
    testLinkOrigin: env.TEST_LINK_ORIGIN,
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
  };
}

/** DATA_DIR as loadConfig resolves it, read without touching the disk (loadConfig may create a secret there). */
export function dataDirectoryOf(source: Record<string, string | undefined> = process.env): string {
  return path.resolve(envSchema.shape.DATA_DIR.parse(source.DATA_DIR));
}

/** For the entry points: a configuration problem is told to the operator as sentences, not a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Where partial tus uploads are kept until complete: on local disk, whatever the footage storage. */
export function uploadsDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** Scratch space for video preparation (ffmpeg's inputs and outputs), cleaned after each game. */
export function workDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'work');
}
