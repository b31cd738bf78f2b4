import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, games } from '../../db/schema.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { createGames } from './games.service.js';
import { FetchRefusedError, safeDownload, type AddressPolicy } from './safe-fetch.js';
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
      if (request.url === '/scores.pdf')
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 not a video');
      if (request.url === '/to-trap') return response.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` }).end();
      if (request.url === '/to-metadata')
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
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

  /** The test's stand-in for "public": only the site's own address and port. */
  const sitePolicy: AddressPolicy = (address, port) => address === '127.0.0.1' && port === portOf(site);
  const service = (maxUploadBytes = t.config.maxUploadBytes) =>
    createGames({
      db: t.database.db,
      storage: createLocalStorage(path.join(t.config.dataDir, 'footage')),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes,
    });
  async function customerWith(credits: number): Promise<TestUser> {
    const user = await signUpUser(t, `linker-${++userCount}@club.com.au`);
    if (credits > 0) await giveGames(t.database.db, user.id, credits);
    return user;
  }
  const createLinkGame = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games', headers: { cookie: user.cookie }, payload });
  const balance = (user: TestUser) => balanceOf(t.database.db, user.id);
  const gameOf = async (user: TestUser) => (await t.database.db.select().from(games).where(eq(games.userId, user.id)))[0];

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

  it('fetches a direct link into storage, byte for byte, and queues the game', async () => {
    const user = await customerWith(1);
    const response = await createLinkGame(user, { name: 'Round 4', videoUrl: `${siteUrl}/game.mp4` });
    expect(response.json()).toMatchObject({ status: 'uploading', customerStatus: 'uploading' });
    expect(await service().fetchNextLinkedGame(directory, sitePolicy)).toBe(true);
    const game = await gameOf(user);
    expect(game).toMatchObject({ status: 'queued', width: 320, height: 240, fileSize: video.length });
    const stored = await buffer(await createLocalStorage(path.join(t.config.dataDir, 'footage')).read(game?.storageKey ?? ''));
    expect(sha256(stored)).toBe(sha256(video));
    expect(await balance(user)).toBe(0);
    expect(await service().fetchNextLinkedGame(directory, sitePolicy)).toBe(false);
  });

  it('fails the game and returns the credit when the link is not a video, too large, or not allowed', async () => {
    const cases: [string, string, number | undefined, RegExp][] = [
      ['not a video', `${siteUrl}/scores.pdf`, undefined, /Not a video file/],
      ['too large', `${siteUrl}/game.mp4`, 1000, /larger than the size limit/],
      ['a private address', `http://127.0.0.1:${trapPort}/game.mp4`, undefined, /Refused to connect/],
      ['a redirect to a private address', `${siteUrl}/to-trap`, undefined, /Refused to connect/],
    ];
    for (const [label, videoUrl, maxBytes, reason] of cases) {
      const user = await customerWith(1);
      await createLinkGame(user, { name: label, videoUrl });
      await service(maxBytes).fetchNextLinkedGame(directory, sitePolicy);
      const game = await gameOf(user);
      expect(game?.status, label).toBe('failed');
      expect(game?.failureReason, label).toMatch(reason);
      expect(await balance(user), label).toBe(1);
    }
    expect(trapConnections).toBe(0);
  });

  describe('SSRF protection with the production policy (public addresses only)', () => {
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
      await expect(safeDownload(link(), path.join(directory, 'never'), { maxBytes: 1e9 })).rejects.toBeInstanceOf(
        FetchRefusedError,
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(trapConnections).toBe(0);
    });

    it('checks every redirect: a public page that redirects to cloud metadata is refused', async () => {
      await expect(
        safeDownload(`${siteUrl}/to-metadata`, path.join(directory, 'never'), { maxBytes: 1e9, policy: sitePolicy }),
      ).rejects.toThrow(/Refused to connect to 169.254.169.254/);
    });
  });
});
