import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory } from './config.js';
import { emailOutbox, games } from './db/schema.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from './test/helpers.js';

/**
 * The attacks of issue 12, each as it was reproduced against `npm start` over plain HTTP. Every test here
 * failed on the code before the fix; docs/security.md names the guard each one proves.
 */
describe('attacks a stranger could make', () => {
  let t: TestApp;
  let base: string;
  let ip = 0;
  let users = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  const origin = () => ({ origin: t.config.baseUrl });
  const nextAddress = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;
  const auth = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, remoteAddress, headers: origin() });
  const customer = async (credits = 0): Promise<TestUser> => {
    const user = await signUpUser(t, `customer-${++users}@club.com.au`);
    if (credits > 0) await giveGames(t.database.db, user.id, credits);
    return user;
  };

  describe('1. signing in without the password or the second factor', () => {
    beforeAll(async () => {
      await signUpUser(t, 'admin-1@courtside.test', { role: 'admin' });
    });

    it.each([
      '/email-otp/send-verification-otp',
      '/sign-in/email-otp',
      '/email-otp/check-verification-otp',
      '/forget-password/email-otp',
      '/email-otp/verify-email',
      '/sign-in/magic-link',
      '/delete-user',
      '/admin/set-role',
      '/admin/impersonate-user',
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
      '/list-accounts',
      '/get-session',
    ])('%s is not routed: 404, and nothing is mailed', async (endpoint) => {
      const response = await auth(endpoint, { email: 'admin-1@courtside.test', type: 'sign-in', otp: '000000' });
      expect(response.statusCode).toBe(404);
      const get = await t.app.inject({ method: 'GET', url: `/api/auth${endpoint}` });
      expect(get.statusCode).toBe(404);
      const mailed = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'admin-1@courtside.test'));
      expect(mailed).toEqual([]);
    });

    it('lets better-auth throttle in Postgres as a second line behind our own limits', async () => {
      // Our per-IP limit would refuse first; with it raised, better-auth's own burst limit (10 sign-ins per
      // address without a 10 s pause, AUTH_BURST_LIMIT) still answers 429 in the API's error shape.
      const loose = await createTestApp({ AUTH_IP_LIMIT: '1000', AUTH_EMAIL_LIMIT: '1000' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i += 1) {
          const response = await loose.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: '198.51.100.77',
            headers: { origin: loose.config.baseUrl },
            payload: { email: `nobody${i}@club.com.au`, password: 'not the password' },
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) expect(response.json().error.code).toBe('rate_limited');
        }
        expect(statuses).toContain(429);
        const stored = await loose.database.pool.query<{ count: string }>('select count(*) from rate_limits');
        expect(Number(stored.rows[0]?.count)).toBeGreaterThan(0);
      } finally {
        await loose.close();
      }
    });
  });

  describe('2. the sign-in throttle cannot be dodged by spelling the path another way', () => {
    /** A POST sent byte for byte as written: fetch and inject would tidy the path first, an attacker's script does not. */
    const rawPost = (pathname: string, body: object, remoteAddressHeader?: string) =>
      new Promise<number>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const request = http.request(`${base}/`, {
          method: 'POST',
          path: pathname,
          headers: {
            origin: t.config.baseUrl,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
            ...(remoteAddressHeader ? { 'x-forwarded-for': remoteAddressHeader } : {}),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end(payload);
      });

    it.each([
      '/api/auth/sign-in/./email',
      '/api/auth/x/../sign-in/email',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/%2E/email',
      '/api/auth/sign-in/%2e%2e/sign-in/email',
    ])('%s is refused, never passed on to better-auth', async (pathname) => {
      expect(await rawPost(pathname, { email: 'someone@club.com.au', password: 'a guess at it' })).toBe(400);
    });

    it('counts every guess against the same budget, however the path is written', async () => {
      // All from 127.0.0.1 (the test's own connection), as one attacker's script would be.
      const guesses = ['/api/auth/sign-in/email', '/api/auth/sign-in/./email', '/api/auth/x/../sign-in/email'];
      const statuses: number[] = [];
      for (let i = 0; i < t.config.auth.ipLimit + 6; i += 1) {
        statuses.push(await rawPost(guesses[i % guesses.length] ?? '', { email: `guess${i}@club.com.au`, password: 'a guess' }));
      }
      // Only the real spelling reaches better-auth, and it is throttled at the limit like any other.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(t.config.auth.ipLimit);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.at(-3)).toBe(429);
    });
  });

  describe("3. one customer writing into another customer's upload", () => {
    const tus = (url: string, method: string, user: TestUser, headers: Record<string, string> = {}, body?: Buffer) =>
      fetch(`${base}${url}`, {
        method,
        headers: { 'Tus-Resumable': '1.0.0', cookie: user.cookie, origin: t.config.baseUrl, ...headers },
        body,
      });
    const create = async (user: TestUser, size = 1000) => {
      const response = await tus('/api/uploads', 'POST', user, {
        'Upload-Length': String(size),
        'Upload-Metadata': `filename ${Buffer.from('game.mp4').toString('base64')}`,
      });
      expect(response.status).toBe(201);
      return path.basename(new URL(response.headers.get('location') ?? '', base).pathname);
    };
    const sizeOnDisk = async (id: string) => (await stat(path.join(uploadsDirectory(t.config), id))).size;
    const offsetOf = async (user: TestUser, id: string) =>
      Number((await tus(`/api/uploads/${id}`, 'HEAD', user)).headers.get('upload-offset'));

    it.each(['?x=/', '?x=%2F', '/../'])(
      'a PATCH to its own id with %s and the victim id appended writes nothing',
      async (glue) => {
        const victim = await customer(1);
        const attacker = await customer(1);
        const victimId = await create(victim);
        const ownId = await create(attacker);
        const response = await tus(
          `/api/uploads/${ownId}${glue}${victimId}`,
          'PATCH',
          attacker,
          { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
          Buffer.alloc(100, 1),
        );
        expect(response.status).toBeLessThan(500);
        expect(await offsetOf(victim, victimId)).toBe(0);
        expect(await sizeOnDisk(victimId)).toBe(0);
      },
    );

    it.each(['HEAD', 'DELETE'])('a %s with the victim id in the query touches only its own upload', async (method) => {
      const victim = await customer(1);
      const attacker = await customer(1);
      const victimId = await create(victim, 1000);
      const ownId = await create(attacker, 2000);
      const response = await tus(`/api/uploads/${ownId}?x=/${victimId}`, method, attacker);
      if (method === 'HEAD') expect(response.headers.get('upload-length')).toBe('2000');
      const [victimGame] = await t.database.db.select().from(games).where(eq(games.uploadId, victimId));
      expect(victimGame?.status).toBe('uploading');
      expect(await sizeOnDisk(victimId)).toBe(0);
      expect(await balanceOf(t.database.db, victim.id)).toBe(0);
    });

    it("answers 404 for another customer's upload id, and for an id that is not one of ours", async () => {
      const victim = await customer(1);
      const attacker = await customer(0);
      const victimId = await create(victim);
      expect((await tus(`/api/uploads/${victimId}`, 'HEAD', attacker)).status).toBe(404);
      expect((await tus('/api/uploads/..%2F..%2Fsecrets', 'HEAD', attacker)).status).toBeGreaterThanOrEqual(400);
      expect((await tus('/api/uploads/not-an-upload-id', 'HEAD', attacker)).status).toBe(404);
    });
  });

  describe('4. writes from another site', () => {
    it.each([
      ['POST', '/api/checkout/sessions', { packageType: 'single', quantity: 1 }],
      ['POST', '/api/games', { name: 'Final', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
      ['POST', '/api/auth/update-user', { name: 'Hijacked' }],
      ['POST', '/api/contact', { name: 'Sam', email: 'sam@club.com.au', subject: 'Hi', message: 'Spam' }],
    ] as const)(
      '%s %s with the session cookie from evil.example is refused (403) and changes nothing',
      async (method, url, payload) => {
        const user = await customer(2);
        for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}, { 'sec-fetch-site': 'cross-site' }]) {
          const response = await t.app.inject({ method, url, payload, headers: { cookie: user.cookie, ...headers } });
          expect(response.statusCode).toBe(403);
          expect(response.json().error.code).toBe('cross_origin');
        }
        expect(await balanceOf(t.database.db, user.id)).toBe(2);
        expect(await t.database.db.select().from(games).where(eq(games.organizationId, user.id))).toEqual([]);
      },
    );

    it('refuses a tus upload started from another site, and takes no credit', async () => {
      const user = await customer(1);
      const response = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          cookie: user.cookie,
          origin: 'https://evil.example',
          'Upload-Length': '1000',
          'Upload-Metadata': `filename ${Buffer.from('game.mp4').toString('base64')}`,
        },
      });
      expect(response.status).toBe(403);
      expect(await balanceOf(t.database.db, user.id)).toBe(1);
    });

    it('outside production also accepts the address the page was opened at (127.0.0.1 for localhost), never another', async () => {
      const user = await customer(1);
      const link = { name: 'Final', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
      const sameHost = await fetch(`${base}/api/games`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(link),
      });
      expect(sameHost.status).toBe(201);
      const otherHost = await fetch(`${base}/api/games`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: 'http://127.0.0.2:3000', 'content-type': 'application/json' },
        body: JSON.stringify(link),
      });
      expect(otherHost.status).toBe(403);
    });

    it('accepts the same write from our own pages (Origin, or Sec-Fetch-Site: same-origin)', async () => {
      const user = await customer(2);
      const link = { name: 'Final', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
      const fromOrigin = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: link,
        headers: { cookie: user.cookie, ...origin() },
      });
      expect(fromOrigin.statusCode).toBe(201);
      const fromFetchMetadata = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: link,
        headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(fromFetchMetadata.statusCode).toBe(201);
    });
  });

  describe('5. bad input never crashes the server', () => {
    it.each([
      '/api/checkout/test-sessions/%00',
      '/api/games/%00',
      '/api/analysis/games/%00',
      '/api/checkout/test-sessions/a%00b',
    ])('a NUL byte in %s is a 400, not a 500', async (url) => {
      const user = await customer();
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_path');
    });

    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    it.each([
      '/api/auth/sign-up/email',
      '/api/auth/email-otp/request-password-reset',
      '/api/auth/email-otp/reset-password',
      '/api/contact',
    ])('5,000-deep JSON sent to %s is a 400', async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextAddress(),
        headers: { ...origin(), 'content-type': 'application/json' },
        payload: deep(5000),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('too_deep');
    });

    it('a NUL or a lone surrogate in a JSON string is a 400, and nothing is stored', async () => {
      for (const name of ['Sam\u0000', 'Sam\ud800']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: nextAddress(),
          headers: { ...origin(), 'content-type': 'application/json' },
          payload: JSON.stringify({ name, email: 'sam@club.com.au', subject: 'Hi', message: 'Hello' }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('invalid_text');
      }
    });
  });
});
