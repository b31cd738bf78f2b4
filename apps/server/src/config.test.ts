import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDemoMode, loadConfig } from './config.js';

const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  BASE_URL: 'https://courtside.example',
  DATABASE_URL: 'postgres://courtside@db.internal:5432/courtside',
  SMTP_URL: 'smtp://mail.internal:587',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  MAIL_FROM: 'Courtside <no-reply@courtside.example>',
  TEAM_EMAIL: 'team@courtside.example',
  SUPPORT_EMAIL: 'support@courtside.example',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('runs with nothing set: embedded Postgres, local storage, test payments, the dev mailbox', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      baseUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      storage: { kind: 'local' },
      mail: { smtpUrl: undefined },
      stripe: { secretKey: undefined },
      maxUploadBytes: 2 * 1024 ** 3,
      footageRetentionDays: 30,
    });
  });

  it('listens on this machine only outside production, with the demo accounts and mailbox; elsewhere only when asked', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({ host: 'localhost', demoAccounts: true, devMailbox: true });
    expect(loadConfig({ ...base, HOST: '127.0.0.1' })).toMatchObject({ demoAccounts: true, devMailbox: true });
    expect(loadConfig({ ...base, HOST: '::1' })).toMatchObject({ demoAccounts: true, devMailbox: true });
    expect(loadConfig({ ...base, HOST: '127.0.1.1' })).toMatchObject({ demoAccounts: true, devMailbox: true });
    expect(loadConfig({ ...base, HOST: '0.0.0.0' })).toMatchObject({ demoAccounts: false, devMailbox: false });
    expect(loadConfig({ ...base, HOST: '192.168.1.20' })).toMatchObject({ demoAccounts: false, devMailbox: false });
    expect(loadConfig({ ...base, HOST: '0.0.0.0', DEMO_ACCOUNTS: 'true' })).toMatchObject({
      demoAccounts: true,
      devMailbox: true,
    });
    expect(loadConfig({ ...base, DEMO_ACCOUNTS: 'false' })).toMatchObject({ demoAccounts: false, devMailbox: false });
    // Never in production, whatever is asked.
    expect(loadConfig({ ...productionEnv, DEMO_ACCOUNTS: 'true' })).toMatchObject({
      host: '0.0.0.0',
      demoAccounts: false,
      devMailbox: false,
    });
  });

  it('keeps the older SEED_DEMO_ACCOUNTS=false: no demo accounts, the mailbox as the bind decides', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40), SEED_DEMO_ACCOUNTS: 'false' };
    expect(loadConfig(base)).toMatchObject({ demoAccounts: false, devMailbox: true });
    expect(loadConfig({ ...base, HOST: '0.0.0.0', DEMO_ACCOUNTS: 'true' })).toMatchObject({
      demoAccounts: false,
      devMailbox: true,
    });
  });

  it('says at start-up whether the demo accounts and the mailbox are on, and what decided it', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40) };
    const line = (env: Record<string, string>) => describeDemoMode(loadConfig({ ...base, ...env }));
    expect(line({ HOST: '127.0.0.1' })).toBe(
      'demo accounts and the dev mailbox at http://localhost:3000/dev/mailbox: on (listening on 127.0.0.1, this machine only)',
    );
    expect(line({ HOST: '0.0.0.0' })).toBe(
      'demo accounts and the dev mailbox: off (listening on 0.0.0.0, reachable from other machines; set DEMO_ACCOUNTS=true to turn them on)',
    );
    expect(line({ HOST: '0.0.0.0', DEMO_ACCOUNTS: 'true' })).toMatch(/: on \(DEMO_ACCOUNTS=true \(listening on 0\.0\.0\.0\)\)$/);
    // Switched off on one's own machine: the line names the setting, not the bind.
    expect(line({ DEMO_ACCOUNTS: 'false' })).toBe('demo accounts and the dev mailbox: off (DEMO_ACCOUNTS=false)');
    expect(line({ SEED_DEMO_ACCOUNTS: 'false' })).toBe(
      'the dev mailbox at http://localhost:3000/dev/mailbox: on (listening on localhost, this machine only); demo accounts: off (SEED_DEMO_ACCOUNTS=false)',
    );
  });

  it('believes X-Forwarded-For from a number of proxies or from named ones, never from everyone', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(problemsOf({ ...base, TRUST_PROXY: 'true' }).join()).toMatch(/number of proxies/);
    expect(problemsOf({ ...base, TRUST_PROXY: 'the load balancer' }).join()).toMatch(/not an address/);
  });

  it('generates the auth secret into DATA_DIR once and reuses it on the next start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect((await readFile(path.join(dataDir, 'secrets', 'auth-secret'), 'utf8')).trim()).toBe(first);
  });

  it('accepts a complete production environment', () => {
    expect(problemsOf(productionEnv)).toEqual([]);
  });

  it('stops a production start that lacks a secret or keeps an unsafe default, naming each problem', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/AUTH_SECRET is required/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL is required/);
    expect(problems.join('\n')).toMatch(/SMTP_URL is required/);
    expect(problems.join('\n')).toMatch(/STRIPE_SECRET_KEY is required/);
    expect(problems.join('\n')).toMatch(/BASE_URL is required/);
  });

  it.each([
    ['a short AUTH_SECRET', { AUTH_SECRET: 'short' }, /AUTH_SECRET must be at least 32/],
    ['an http BASE_URL', { BASE_URL: 'http://courtside.example' }, /BASE_URL must use https/],
    ['a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_123' }, /test key/],
    ['the placeholder sender', { MAIL_FROM: 'Courtside <no-reply@courtside.local>' }, /MAIL_FROM/],
    ['a Stripe stand-in', { STRIPE_API_URL: 'http://127.0.0.1:12111' }, /STRIPE_API_URL is for tests/],
    ['a guessable METRICS_TOKEN', { METRICS_TOKEN: 'metrics' }, /METRICS_TOKEN must be at least 32/],
  ])('refuses %s in production', (_label, override, message) => {
    expect(problemsOf({ ...productionEnv, ...override }).join('\n')).toMatch(message);
  });

  it('refuses a Stripe key without its webhook secret in every environment: payments would go uncredited', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' }).join('\n')).toMatch(/STRIPE_WEBHOOK_SECRET is required/);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual([]);
  });

  it('refuses to delete footage before the guarantee window ends: FOOTAGE_RETENTION_DAYS of at least 7', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40) };
    expect(problemsOf({ ...base, FOOTAGE_RETENTION_DAYS: '6' })).toEqual([
      'FOOTAGE_RETENTION_DAYS: must be at least 7: footage is needed for the 7 days after delivery in which a customer may ask for their game to be reprocessed',
    ]);
    expect(problemsOf({ ...base, FOOTAGE_RETENTION_DAYS: '0' }).join()).toMatch(/FOOTAGE_RETENTION_DAYS: must be at least 7/);
    expect(loadConfig({ ...base, FOOTAGE_RETENTION_DAYS: '7' }).footageRetentionDays).toBe(7);
  });

  it('serves no metrics unless asked, and gives them a port of their own or a token', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).metrics).toEqual({ port: undefined, token: undefined });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_TOKEN: 't' }).metrics).toEqual({ port: 9464, token: 't' });
    expect(problemsOf({ ...base, PORT: '3000', METRICS_PORT: '3000' }).join()).toMatch(/METRICS_PORT must differ from PORT/);
    expect(problemsOf({ ...productionEnv, METRICS_TOKEN: 'z'.repeat(32), METRICS_PORT: '9464' })).toEqual([]);
  });

  it('lets only tests point the link fetcher at this machine (TEST_LINK_ORIGIN)', () => {
    const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(40), TEST_LINK_ORIGIN: 'http://127.0.0.1:8080' };
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).testLinkOrigin).toBe('http://127.0.0.1:8080');
    expect(problemsOf(base).join()).toMatch(/TEST_LINK_ORIGIN is for tests only/);
    expect(problemsOf({ ...productionEnv, TEST_LINK_ORIGIN: base.TEST_LINK_ORIGIN }).join()).toMatch(/TEST_LINK_ORIGIN/);
  });

  it('explains values that do not parse', () => {
    expect(problemsOf({ PORT: 'eighty' }).join('\n')).toMatch(/PORT/);
    expect(problemsOf({ DATABASE_URL: 'not a url' }).join('\n')).toMatch(/DATABASE_URL/);
  });

  it('has an error message that lists every problem for the operator', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Courtside cannot start:\n {2}- /);
  });
});
