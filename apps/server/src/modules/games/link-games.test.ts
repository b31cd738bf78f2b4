import { createHash } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, games } from '../../db/schema.js';
import {
  balanceOf,
  createTestApp,
  giveGames,
  personalViewer,
  signUpUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers.js';
import { originalKeyOf } from '../storage/game-objects.js';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { UPLOAD_MESSAGES, type GamesLog } from './game-steps.js';
import { createGames } from './games.service.js';
import { LINK_FAILED_MESSAGE } from './link-games.js';
import { FETCH_MESSAGES, FetchRefusedError, publicAddressesOnly, safeDownload, type FetchPolicy } from './safe-fetch.js';
import { makeTestVideo } from '../../test/test-video.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

describe('games from a video link', () => {
  let t: TestApp;
  let directory: string;
  let video: Buffer;
  /** Stands for a club's public web server: the only address the test policy lets the fetcher reach. */
  let site: http.Server;
  let siteUrl: string;
  /** Stands for everything the fetcher must never reach; it counts every connection made to it. */
  let trap: Server;
  let trapPort: number;
  let trapConnections = 0;
  let userCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-links-'));
    const file = path.join(directory, 'source.mp4');
    video = await makeTestVideo(file);
    site = http.createServer((request, response) => {
      if (request.url === '/game.mp4') return response.writeHead(200, { 'content-type': 'video/mp4' }).end(video);
      // A video that its server calls a web page (attack 6): served back as such, it was a page on our origin.
      if (request.url === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end(video);
      if (request.url === '/trickle.mp4') {
        // Headers, then a byte every 50 ms: never idle long enough for the idle timeout, never done.
        response.writeHead(200, { 'content-type': 'video/mp4' });
        const drip = setInterval(() => response.write('x'), 50);
        response.on('close', () => clearInterval(drip));
        return undefined;
      }
      if (request.url === '/scores.pdf')
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 not a video');
      if (request.url === '/to-trap') return response.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` }).end();
      if (request.url === '/to-metadata')
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      // Another port of the same host: where an internal service would listen.
      if (request.url === '/to-other-port') return response.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` }).end();
      return response.writeHead(404).end();
    });
    site.listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    siteUrl = `http://127.0.0.1:${portOf(site)}`;
    trap = createServer((socket) => {
      trapConnections += 1;
      socket.destroy();
    });
    trap.listen(0, '0.0.0.0');
    await new Promise((resolve) => trap.once('listening', resolve));
    trapPort = portOf(trap);
  });
  afterAll(async () => {
    site.close();
    trap.close();
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** The test's stand-in for "public": only the site's own address, on the site's port as its web port. */
  const sitePolicy = (): FetchPolicy => ({ ports: [portOf(site)], addresses: (address) => address === '127.0.0.1' });
  /** What the service logged: the details a customer must not see. */
  let logged: { details: Record<string, unknown>; message: string }[] = [];
  const log: GamesLog = { warn: (details, message) => logged.push({ details, message }) };
  const service = (maxUploadBytes = t.config.maxUploadBytes, linkDeadlineMs?: number) =>
    createGames({
      db: t.database.db,
      storage: createLocalStorage(path.join(t.config.dataDir, 'footage')),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes,
      log,
      ...(linkDeadlineMs !== undefined && { linkDeadlineMs }),
    });
  async function customerWith(credits: number): Promise<TestUser> {
    const user = await signUpUser(t, `linker-${++userCount}@club.com.au`);
    if (credits > 0) await giveGames(t.database.db, user.id, credits);
    return user;
  }
  const createLinkGame = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games', headers: { cookie: user.cookie, origin: t.config.baseUrl }, payload });
  const balance = (user: TestUser) => balanceOf(t.database.db, user.id);
  const gameOf = async (user: TestUser) => (await t.database.db.select().from(games).where(eq(games.organizationId, user.id)))[0];

  it('keeps a YouTube or Vimeo link for analysts, queues the game at once and takes one credit', async () => {
    const user = await customerWith(2);
    const youtube = await createLinkGame(user, { name: 'Grand Final', videoUrl: 'https://www.youtube.com/watch?v=abc123' });
    expect(youtube.statusCode).toBe(201);
    expect(youtube.json()).toMatchObject({ name: 'Grand Final', status: 'queued', customerStatus: 'processing', source: 'url' });
    const vimeo = await createLinkGame(user, { name: 'Semi Final', videoUrl: 'https://vimeo.com/76979871' });
    expect(vimeo.json()).toMatchObject({ status: 'queued', videoUrl: 'https://vimeo.com/76979871' });
    expect(await balance(user)).toBe(0);
    const team = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'game_uploaded_team'), eq(emailOutbox.replyTo, user.email)));
    expect(team.map((mail) => mail.text).join('\n')).toContain('Video URL: https://www.youtube.com/watch?v=abc123');
    expect(team[0]?.text).toContain('Upload method: Video URL');
    expect(team[0]?.text).toContain(`User ID: ${user.id}`);
    expect(team[0]?.text).toContain('Status: Processing');
  });

  it('makes one game for one credit however often the same request is sent again (a retry after a lost answer)', async () => {
    const user = await customerWith(2);
    const key = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const send = (payload: object, idempotencyKey = key) =>
      t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: { cookie: user.cookie, origin: t.config.baseUrl, 'idempotency-key': idempotencyKey },
        payload,
      });
    const request = { name: 'Round 9', videoUrl: 'https://www.youtube.com/watch?v=abc123' };
    // Twice at the same moment (a double click), then once more (the answer was lost).
    const [first, second] = await Promise.all([send(request), send(request)]);
    const third = await send(request);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([first, second, third].map((answer) => answer.json().id)).size).toBe(1);
    expect(await balance(user)).toBe(1);
    expect(await t.database.db.select().from(games).where(eq(games.organizationId, user.id))).toHaveLength(1);
    // The key with another game is refused; another key is another game.
    const other = await send({ ...request, name: 'Round 10' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect((await send(request, 'f'.repeat(32))).statusCode).toBe(201);
    expect(await balance(user)).toBe(0);
    expect((await send(request, 'too short')).statusCode).toBe(400);
  });

  it("refuses a missing name ('Please enter a name for the game'), a non-http link and a user with no credit", async () => {
    const user = await customerWith(0);
    const noName = await createLinkGame(user, { name: ' ', videoUrl: 'https://youtu.be/abc' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toBe('Please enter a name for the game');
    expect((await createLinkGame(user, { name: 'Final', videoUrl: 'ftp://club.example.com/final.mp4' })).statusCode).toBe(400);
    const broke = await createLinkGame(user, { name: 'Final', videoUrl: 'https://youtu.be/abc' });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().error.message).toBe('No games remaining');
    expect(await gameOf(user)).toBeUndefined();
  });

  it('stores a name with control characters (NUL among them, which Postgres refuses) without them', async () => {
    const user = await customerWith(1);
    // The HTTP route refuses such a name already; the service holds whatever door a name comes through.
    const game = await service().createLinkGame(personalViewer(user.id), {
      name: 'Grand\u0000Final\u0007',
      videoUrl: 'https://youtu.be/abc',
    });
    expect(game.name).toBe('Grand Final');
  });

  it('fetches a direct link into storage, byte for byte, and queues the game', async () => {
    const user = await customerWith(1);
    const response = await createLinkGame(user, { name: 'Round 4', videoUrl: `${siteUrl}/game.mp4` });
    expect(response.json()).toMatchObject({ status: 'uploading', customerStatus: 'uploading' });
    expect(await service().fetchNextLinkedGame(directory, sitePolicy())).toBe(true);
    const game = await gameOf(user);
    expect(game).toMatchObject({ status: 'queued', width: 320, height: 240, fileSize: video.length, contentType: 'video/mp4' });
    const stored = await buffer(await createLocalStorage(path.join(t.config.dataDir, 'footage')).read(game?.storageKey ?? ''));
    expect(sha256(stored)).toBe(sha256(video));
    expect(await balance(user)).toBe(0);
    expect(await service().fetchNextLinkedGame(directory, sitePolicy())).toBe(false);
  });

  it('deletes the fetched video again when the account is deleted while the video is being stored', async () => {
    const user = await customerWith(1);
    await createLinkGame(user, { name: 'Round 6', videoUrl: `${siteUrl}/game.mp4` });
    const game = await gameOf(user);
    const local = createLocalStorage(path.join(t.config.dataDir, 'footage'));
    // The customer deletes their account (through the real route) while the fetched video is on its way into
    // storage: the deletion finds nothing stored yet.
    const deletingMidway: Storage = {
      ...local,
      putFile: async (key, file, contentType) => {
        const deleted = await t.app.inject({
          method: 'DELETE',
          url: '/api/me',
          headers: { cookie: user.cookie, origin: t.config.baseUrl },
          payload: { password: 'a long enough password' },
        });
        expect(deleted.statusCode).toBe(204);
        await local.putFile(key, file, contentType);
      },
    };
    const fetcher = createGames({
      db: t.database.db,
      storage: deletingMidway,
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes: t.config.maxUploadBytes,
      log,
    });

    expect(await fetcher.fetchNextLinkedGame(directory, sitePolicy())).toBe(true);
    expect(await gameOf(user)).toBeUndefined();
    expect(await local.size(originalKeyOf(game?.id ?? '', 'video/mp4'))).toBeNull();
  });

  it('stores and serves footage sent as text/html as the video it is, never as a page on our origin (attack 6)', async () => {
    const user = await customerWith(1);
    await createLinkGame(user, { name: 'Round 5', videoUrl: `${siteUrl}/page.html` });
    await service().fetchNextLinkedGame(directory, sitePolicy());
    const game = await gameOf(user);
    expect(game).toMatchObject({ status: 'queued', contentType: 'video/mp4' });
    const whole = await t.app.inject({ method: 'GET', url: `/api/games/${game?.id}/video`, headers: { cookie: user.cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toBe('sandbox');
    expect(whole.headers['content-disposition']).toBeUndefined();
    expect(sha256(whole.rawPayload)).toBe(sha256(video));
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game?.id}/video`,
      headers: { cookie: user.cookie, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-security-policy': 'sandbox' });
  });

  it('serves footage whose stored type is not a video type (a row from before probing typed it) as a download', async () => {
    const user = await customerWith(1);
    await createLinkGame(user, { name: 'Old row', videoUrl: `${siteUrl}/game.mp4` });
    await service().fetchNextLinkedGame(directory, sitePolicy());
    const game = await gameOf(user);
    await t.database.db
      .update(games)
      .set({ contentType: 'text/html; charset=utf-8' })
      .where(eq(games.id, game?.id ?? ''));
    const response = await t.app.inject({ method: 'GET', url: `/api/games/${game?.id}/video`, headers: { cookie: user.cookie } });
    expect(response.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
  });

  it('fails the game and returns the credit when the link is not a video, too large, or not allowed', async () => {
    const cases: [string, string, number | undefined, string][] = [
      ['not a video', `${siteUrl}/scores.pdf`, undefined, UPLOAD_MESSAGES.notVideo],
      ['too large', `${siteUrl}/game.mp4`, 1000, FETCH_MESSAGES.tooLarge],
      ['another port', `http://127.0.0.1:${trapPort}/game.mp4`, undefined, FETCH_MESSAGES.port],
      ['a redirect to another port', `${siteUrl}/to-other-port`, undefined, FETCH_MESSAGES.port],
      ['a missing file', `${siteUrl}/missing.mp4`, undefined, FETCH_MESSAGES.status(404)],
    ];
    for (const [label, videoUrl, maxBytes, reason] of cases) {
      const user = await customerWith(1);
      await createLinkGame(user, { name: label, videoUrl });
      await service(maxBytes).fetchNextLinkedGame(directory, sitePolicy());
      const game = await gameOf(user);
      expect(game?.status, label).toBe('failed');
      expect(game?.failureReason, label).toBe(reason);
      expect(await balance(user), label).toBe(1);
    }
    expect(trapConnections).toBe(0);
  });

  it('tells the customer a plain sentence and keeps addresses and errors for the log', async () => {
    logged = [];
    const cases: [string, string, FetchPolicy, string, RegExp][] = [
      // The production address rule, with the trap's port allowed so that the address is what is refused.
      [
        'a name that resolves to a private address',
        `http://localhost:${trapPort}/`,
        { ports: [trapPort], addresses: publicAddressesOnly },
        FETCH_MESSAGES.address,
        /localhost resolved to (127\.0\.0\.1|::1)/,
      ],
      [
        'a name that does not resolve',
        `${siteUrl.replace('127.0.0.1', 'no-such-host.invalid')}/x.mp4`,
        sitePolicy(),
        LINK_FAILED_MESSAGE,
        /ENOTFOUND/,
      ],
    ];
    for (const [label, videoUrl, policy, reason, detail] of cases) {
      const user = await customerWith(1);
      await createLinkGame(user, { name: label, videoUrl });
      await service().fetchNextLinkedGame(directory, policy);
      const game = await gameOf(user);
      expect(game?.failureReason, label).toBe(reason);
      expect(game?.failureReason, label).not.toMatch(/127\.0\.0\.1|::1|ENOTFOUND|\//);
      expect(await balance(user), label).toBe(1);
      expect(JSON.stringify(logged.at(-1)?.details), label).toMatch(detail);
    }
    expect(trapConnections).toBe(0);
  });

  it('cuts a download off at its deadline, deletes the partial file and returns the credit', async () => {
    const user = await customerWith(1);
    await createLinkGame(user, { name: 'Slow', videoUrl: `${siteUrl}/trickle.mp4` });
    const started = Date.now();
    await service(undefined, 500).fetchNextLinkedGame(directory, sitePolicy());
    expect(Date.now() - started).toBeLessThan(5000);
    const game = await gameOf(user);
    expect(game).toMatchObject({ status: 'failed', failureReason: FETCH_MESSAGES.deadline });
    expect(await balance(user)).toBe(1);
    await expect(access(path.join(directory, `link-${game?.id}`))).rejects.toThrow(/ENOENT/);
  });

  describe('SSRF protection with the production policy (public addresses on ports 80 and 443)', () => {
    it.each([
      ['loopback by address', () => `http://127.0.0.1:${trapPort}/`],
      ['loopback by name, checked after DNS', () => `http://localhost:${trapPort}/`],
      ['IPv6 loopback', () => `http://[::1]:${trapPort}/`],
      ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${trapPort}/`],
      ['the unspecified address', () => `http://0.0.0.0:${trapPort}/`],
      ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private network (10/8)', () => 'http://10.0.0.1/game.mp4'],
      ['a private network (192.168/16)', () => 'http://192.168.1.10/game.mp4'],
      ['carrier-grade NAT', () => 'http://100.64.0.1/game.mp4'],
      ['IPv6 unique-local', () => 'http://[fd00::1]/game.mp4'],
    ])('refuses %s without connecting', async (_label, link) => {
      const started = Date.now();
      // The trap's port counts as a web port here, so that each address is refused for being what it is.
      const policy: FetchPolicy = { ports: [80, 443, trapPort], addresses: publicAddressesOnly };
      const refusal = safeDownload(link(), path.join(directory, 'never'), { maxBytes: 1e9, policy });
      await expect(refusal).rejects.toBeInstanceOf(FetchRefusedError);
      await expect(refusal).rejects.toThrow(FETCH_MESSAGES.address);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(trapConnections).toBe(0);
    });

    it('refuses any port but 80 and 443 before looking the name up', async () => {
      for (const link of ['http://example.com:8080/game.mp4', 'https://example.com:22/game.mp4', 'http://127.0.0.1:5432/']) {
        await expect(safeDownload(link, path.join(directory, 'never'), { maxBytes: 1e9 }), link).rejects.toThrow(
          FETCH_MESSAGES.port,
        );
      }
    });

    it('checks every redirect: a public page that redirects to cloud metadata is refused', async () => {
      const refusal = safeDownload(`${siteUrl}/to-metadata`, path.join(directory, 'never'), {
        maxBytes: 1e9,
        policy: { ...sitePolicy(), ports: [80, portOf(site)] },
      });
      await expect(refusal).rejects.toThrow(FETCH_MESSAGES.address);
      await expect(refusal).rejects.toMatchObject({ detail: 'refused 169.254.169.254' });
    });
  });
});
