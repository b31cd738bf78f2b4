import { Writable } from 'node:stream';
import { and, desc, DrizzleQueryError, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/helpers.js';
import { startServerProcess, type ServerProcess } from '../test/processes.js';
import { loggableUrl, loggerOptions } from './logging.js';

/** A logger with our options, and everything it has written so far. */
function capturedLog() {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { log: pino(loggerOptions('info'), sink), written: () => written };
}

describe('what the logs may hold', () => {
  it('keeps query strings and share tokens out of logged paths', () => {
    expect(loggableUrl('/api/games?cursor=abc&token=secret')).toBe('/api/games');
    expect(loggableUrl('/s/3q2+7w8_token')).toBe('/s/[redacted]');
    expect(loggableUrl('/api/shared/3q2-token/report.pdf')).toBe('/api/shared/[redacted]/report.pdf');
    expect(loggableUrl('/api/games/6f1c1d64-5a41-4a51-9d0a-1f1d7c1e2a33')).toBe(
      '/api/games/6f1c1d64-5a41-4a51-9d0a-1f1d7c1e2a33',
    );
  });

  it('redacts credentials from any object logged, while an error keeps its code', () => {
    const { log, written } = capturedLog();
    const error = Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' });
    log.info(
      {
        headers: { authorization: 'Bearer bearer-secret', cookie: 'session=cookie-secret', 'set-cookie': 'x=set-secret' },
        body: { email: 'sam@club.com.au', password: 'password-secret', code: '918273', otp: '564738' },
        err: error,
      },
      'something happened',
    );
    for (const secret of ['bearer-secret', 'cookie-secret', 'set-secret', 'password-secret', '918273', '564738'])
      expect(written()).not.toContain(secret);
    expect(written()).toContain('sam@club.com.au');
    expect(written()).toContain('ECONNREFUSED');
  });

  it("keeps the query's parameters (a session token) out of the message, the stack and the fields", () => {
    const { log, written } = capturedLog();
    const error = new DrizzleQueryError(
      'select * from sessions where token = $1',
      ['session-token-0123456789'],
      new Error('boom'),
    );
    log.error({ err: error }, 'request failed');
    expect(written()).toContain('select * from sessions where token = $1');
    expect(written()).not.toContain('session-token-0123456789');
  });
});

/**
 * The real server's output (pino and anything else it prints) while an account goes through every step that
 * handles a secret: none of the secrets may appear in it, and the request lines name the request and user.
 */

describe("the server's log through sign-up, sign-in, a password reset and an e-mail change", () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // debug: the most a deployment would turn on; what it shows, info shows less of.
    server = await startServerProcess({ env: { DATABASE_URL: database.url, LOG_LEVEL: 'debug' } });
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await server?.remove();
    await database.drop();
  });

  it('never holds a password, a code, a session token or the auth secret, and names the request and the user', async () => {
    if (!server) throw new Error('no server');
    const base = server.url;
    const secrets: string[] = ['test-secret-test-secret-test-secret-0000'];
    const post = async (path: string, body: unknown, cookie?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      // Every session token handed out is a secret too.
      for (const setCookie of response.headers.getSetCookie()) {
        const value = setCookie.split(';')[0]?.split('=').slice(1).join('=');
        if (value) secrets.push(value, decodeURIComponent(value));
      }
      return response;
    };
    const sessionOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    /** The code in the newest e-mail of `kind` to `to` (better-auth may queue it just after answering). */
    const codeMailedTo = async (to: string, kind: string) => {
      let code: string | undefined;
      await expect
        .poll(async () => {
          const [mail] = await database.db
            .select({ text: emailOutbox.text })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
            .orderBy(desc(emailOutbox.createdAt))
            .limit(1);
          code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
          return code;
        })
        .toBeDefined();
      if (!code) throw new Error(`no ${kind} code mailed to ${to}`);
      secrets.push(code);
      return code;
    };

    const email = 'logged-coach@club.com.au';
    const firstPassword = 'first-password-Zq81vX';
    const secondPassword = 'second-password-Wk27pL';
    secrets.push(firstPassword, secondPassword);

    const signedUp = await post('/api/auth/sign-up/email', { name: 'Logged Coach', email, password: firstPassword });
    expect(signedUp.status).toBe(200);
    const userId = ((await signedUp.json()) as { user: { id: string } }).user.id;
    expect((await post('/api/auth/sign-in/email', { email, password: 'a wrong password' })).status).toBe(401);
    const signedIn = await post('/api/auth/sign-in/email', { email, password: firstPassword });
    expect(signedIn.status).toBe(200);
    expect((await fetch(`${base}/api/me`, { headers: { cookie: sessionOf(signedIn) } })).status).toBe(200);

    expect((await post('/api/auth/email-otp/request-password-reset', { email })).status).toBe(200);
    const resetCode = await codeMailedTo(email, 'password_reset_code');
    const wrongCode = resetCode === '135790' ? '246801' : '135790';
    secrets.push(wrongCode);
    expect((await post('/api/auth/email-otp/reset-password', { email, otp: wrongCode, password: secondPassword })).status).toBe(
      400,
    );
    const reset = await post('/api/auth/email-otp/reset-password', { email, otp: resetCode, password: secondPassword });
    expect(reset.status).toBe(200);

    const again = await post('/api/auth/sign-in/email', { email, password: secondPassword });
    expect(again.status).toBe(200);
    const cookie = sessionOf(again);
    const newEmail = 'logged-coach-new@club.com.au';
    expect((await post('/api/me/email-change', { newEmail, password: secondPassword }, cookie)).status).toBe(200);
    const changeCode = await codeMailedTo(newEmail, 'email_change_code');
    expect((await post('/api/me/email-change/confirm', { code: changeCode }, cookie)).status).toBe(200);
    const lastRequestId = 'log-test-request-0001';
    await fetch(`${base}/api/me`, { headers: { cookie, 'x-request-id': lastRequestId } });

    // The request lines are written as each answer goes out: wait for the last one.
    await server.waitForOutput(new RegExp(`"reqId":"${lastRequestId}".*"request completed"`), 10_000);
    const output = server.output();
    for (const secret of secrets) {
      // A code is six digits: it counts when it stands alone, not inside a longer number (a time, a duration).
      if (/^\d+$/.test(secret)) expect(output, `the log holds ${secret}`).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      else expect(output, `the log holds ${secret}`).not.toContain(secret);
    }

    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; userId?: string; req?: { url?: string } });
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const line of requestLines) expect(line.reqId, JSON.stringify(line)).toMatch(/\S{8,}/);
    const signedInLines = requestLines.filter((line) => line.req?.url === '/api/me' || line.req?.url?.startsWith('/api/me/'));
    expect(signedInLines.length).toBeGreaterThanOrEqual(4);
    for (const line of signedInLines) expect(line.userId, JSON.stringify(line)).toBe(userId);
    expect(requestLines.find((line) => line.reqId === lastRequestId)).toMatchObject({ userId, req: { url: '/api/me' } });
  });
});
