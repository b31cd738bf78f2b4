import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, games } from '../../db/schema.js';
import { abandonUploadsJob } from '../../jobs/abandon-uploads.job.js';
import { uploadsDirectory } from '../../config.js';
import { balanceOf, createTestApp, giveGames, signUpUser, type TestApp, type TestUser, tusMetadata } from '../../test/helpers.js';
import { UPLOAD_MESSAGES } from '../games/game-steps.js';
import { createGames } from '../games/games.service.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { makeTestVideo } from '../../test/test-video.js';
import { as, createClub, join } from '../../test/organizations.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
describe('game uploads over tus', () => {
  let t: TestApp;
  let base: string;
  let directory: string;
  let video: Buffer;
  let userCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-upload-test-'));
    const file = path.join(directory, 'game.mp4');
    video = await makeTestVideo(file, { width: 640, height: 360, seconds: 5, audio: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function customerWith(credits: number): Promise<TestUser> {
    const user = await signUpUser(t, `uploader-${++userCount}@club.com.au`);
    if (credits > 0) await giveGames(t.database.db, user.id, credits);
    return user;
  }
  const balance = (user: TestUser) => balanceOf(t.database.db, user.id);
  const gamesOf = (user: TestUser) => t.database.db.select().from(games).where(eq(games.organizationId, user.id));
  const mailTo = async (to: string, kind: string) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    ).length;

  const tus = (url: string, method: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', origin: t.config.baseUrl, ...headers },
      body,
    });

  /** Creates an upload; answers the response and the upload's absolute URL. */
  async function create(
    user: TestUser | null,
    file: { filename: string; size: number; filetype?: string; name?: string },
    idempotencyKey?: string,
  ) {
    const response = await tus('/api/uploads', 'POST', {
      ...(user ? { cookie: user.cookie } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      'Upload-Length': String(file.size),
      'Upload-Metadata': tusMetadata({
        filename: file.filename,
        filetype: file.filetype ?? 'video/mp4',
        ...(file.name ? { name: file.name } : {}),
      }),
    });
    const location = response.headers.get('location');
    return { response, url: location ? new URL(location, `${base}/api/uploads`).toString() : '' };
  }

  const patch = (user: TestUser, url: string, offset: number, bytes: Buffer) =>
    tus(
      url,
      'PATCH',
      { cookie: user.cookie, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      bytes,
    );
  const offsetOf = async (user: TestUser, url: string) =>
    Number((await tus(url, 'HEAD', { cookie: user.cookie })).headers.get('upload-offset'));

  /** Sends `bytes` then drops the connection mid-request, as a network failure would. */
  async function patchCutOff(user: TestUser, url: string, bytes: Buffer): Promise<void> {
    const partial = path.join(uploadsDirectory(t.config), url.split('/').at(-1) ?? '');
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        cookie: user.cookie,
        origin: t.config.baseUrl,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(video.length),
      },
    });
    const closed = new Promise<void>((resolve) => {
      request.on('error', () => undefined);
      request.on('close', () => resolve());
    });
    request.write(bytes);
    // Dropped once the server has begun to store the body (its partial file has bytes): it checks the session and
    // the upload first, which on a loaded machine outlasts any fixed wait, and bytes dropped before it read them
    // were lost with the connection (a timeout, not a measure).
    await expect
      .poll(async () => (await stat(partial).catch(() => ({ size: 0 }))).size, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(0);
    request.destroy();
    await closed;
    // The server notices the dropped connection and saves what it received: on a loaded machine that can take
    // longer than any fixed wait, so wait until the offset has moved (a timeout, not a measure).
    const deadline = Date.now() + 30_000;
    while ((await offsetOf(user, url)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('refuses a visitor who is not signed in', async () => {
    const { response } = await create(null, { filename: 'game.mp4', size: video.length });
    expect(response.status).toBe(401);
  });

  it("refuses an upload with no credit at creation, with 'No games remaining', before any byte is sent", async () => {
    const user = await customerWith(0);
    const { response } = await create(user, { filename: 'game.mp4', size: video.length });
    expect(response.status).toBe(409);
    expect(await response.text()).toBe('No games remaining');
    expect(await gamesOf(user)).toEqual([]);
  });

  it("cannot be steered to another customer's credits by a forged x-courtside-user header", async () => {
    const broke = await customerWith(0);
    const rich = await customerWith(3);
    const response = await tus('/api/uploads', 'POST', {
      cookie: broke.cookie,
      'x-courtside-user': rich.id,
      'Upload-Length': String(video.length),
      'Upload-Metadata': tusMetadata({ filename: 'game.mp4', filetype: 'video/mp4' }),
    });
    expect(response.status).toBe(409);
    expect(await balance(rich)).toBe(3);
    expect(await gamesOf(rich)).toEqual([]);
  });

  it('keeps the game details sent with the file, and refuses bad ones before taking a credit', async () => {
    const user = await customerWith(1);
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { origin: t.config.baseUrl, cookie: user.cookie },
      payload: { name: 'Tigers', shortName: 'TIG', color: '#ea580c' },
    });
    const teamId = team.json<{ id: string }>().id;
    const withDetails = (details: string) =>
      tus('/api/uploads', 'POST', {
        cookie: user.cookie,
        'Upload-Length': String(video.length),
        'Upload-Metadata': tusMetadata({ filename: 'final.mp4', filetype: 'video/mp4', details }),
      });

    const undated = await withDetails(JSON.stringify({ teamId, opponentName: 'Hawks' }));
    expect(undated.status).toBe(400);
    expect(await undated.text()).toBe('Enter the date the game was played');
    const garbled = await withDetails('{not json');
    expect(await garbled.text()).toBe('The game details could not be read. Please try again.');
    const notTheirs = await withDetails(
      JSON.stringify({ teamId: crypto.randomUUID(), opponentName: 'Hawks', playedOn: '2026-10-01' }),
    );
    expect(await notTheirs.text()).toBe('Choose one of your teams, or none');
    expect(await gamesOf(user)).toEqual([]);
    expect(await balance(user)).toBe(1);

    const details = { teamId, opponentName: 'Hawks', playedOn: '2026-10-01', homeAway: 'away', opponentRoster: '4 Hal Four' };
    expect((await withDetails(JSON.stringify(details))).status).toBe(201);
    const [game] = await gamesOf(user);
    expect(game?.teamId).toBe(teamId);
    expect(game?.details).toMatchObject({
      teamId,
      opponentName: 'Hawks',
      playedOn: '2026-10-01',
      homeAway: 'away',
      venue: null,
      opponentPlayers: [{ number: '4', name: 'Hal Four' }],
    });
    expect(await balance(user)).toBe(0);
  });

  it("lets a coach limited to one team upload that team's games only, as a video link does, taking no credit otherwise", async () => {
    const owner = await signUpUser(t, `limit-owner-${++userCount}@club.com.au`);
    const clubId = await createClub(t, owner, 'Two Teams Club');
    await giveGames(t.database.db, clubId, 3);
    const teamOf = async (name: string) =>
      (await as(t, owner).post('/api/teams', { name, shortName: name.slice(0, 3), color: '#1d4ed8' })).json<{ id: string }>().id;
    const u14 = await teamOf('U14 Girls');
    const seniors = await teamOf('Seniors');
    const coach = await signUpUser(t, `limit-coach-${userCount}@club.com.au`);
    await join(t, owner, clubId, coach, 'coach');
    const memberId = (await as(t, coach).get('/api/me')).json<{ activeOrganization: { memberId: string } }>().activeOrganization
      .memberId;
    expect((await as(t, owner).patch(`/api/organizations/${clubId}/members/${memberId}`, { teamIds: [u14] })).statusCode).toBe(
      200,
    );
    const upload = (details?: object) =>
      tus('/api/uploads', 'POST', {
        cookie: coach.cookie,
        'Upload-Length': String(video.length),
        'Upload-Metadata': tusMetadata({
          filename: 'game.mp4',
          filetype: 'video/mp4',
          ...(details ? { details: JSON.stringify(details) } : {}),
        }),
      });
    const details = (teamId: string) => ({ teamId, opponentName: 'Hawks', playedOn: '2026-11-01', homeAway: 'home' });

    const seniorsGame = await upload(details(seniors));
    expect(seniorsGame.status).toBe(400);
    expect(await seniorsGame.text()).toBe('Choose one of your teams: you upload games of your teams only.');
    expect((await upload()).status).toBe(400);
    const clubGames = () => t.database.db.select().from(games).where(eq(games.organizationId, clubId));
    expect(await clubGames()).toEqual([]);
    expect(await balanceOf(t.database.db, clubId)).toBe(3);

    expect((await upload(details(u14))).status).toBe(201);
    expect((await clubGames()).map((game) => game.teamId)).toEqual([u14]);
    expect(await balanceOf(t.database.db, clubId)).toBe(2);
  });

  it('refuses other file types (400) and files above the size limit (413), taking no credit', async () => {
    const user = await customerWith(1);
    expect((await create(user, { filename: 'scores.pdf', size: 1000, filetype: 'application/pdf' })).response.status).toBe(400);
    expect((await create(user, { filename: 'huge.mp4', size: t.config.maxUploadBytes + 1 })).response.status).toBe(413);
    expect(await balance(user)).toBe(1);
    expect(await gamesOf(user)).toEqual([]);
  });

  it('resumes an upload cut off midway from the server offset; the stored file is byte for byte the source', async () => {
    const user = await customerWith(2);
    const { response, url } = await create(user, { filename: 'Tigers vs Hawks.mp4', size: video.length });
    expect(response.status).toBe(201);
    const [created] = await gamesOf(user);
    expect(created).toMatchObject({ name: 'Tigers vs Hawks', status: 'uploading', fileSize: video.length });
    expect(await balance(user)).toBe(1);

    await patchCutOff(user, url, video.subarray(0, Math.floor(video.length / 2)));
    const offset = await offsetOf(user, url);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);

    const finished = await patch(user, url, offset, video.subarray(offset));
    expect(finished.status).toBe(204);
    const [game] = await gamesOf(user);
    expect(game).toMatchObject({ status: 'queued', width: 640, height: 360, videoCodec: 'h264' });
    expect(game?.durationSeconds).toBeGreaterThan(4.5);
    expect(game?.dueAt && game.uploadCompletedAt && game.dueAt.getTime() - game.uploadCompletedAt.getTime()).toBe(
      24 * 3600 * 1000,
    );
    const stored = await buffer(await createLocalStorage(path.join(t.config.dataDir, 'footage')).read(game?.storageKey ?? ''));
    expect(sha256(stored)).toBe(sha256(video));
    expect(await balance(user)).toBe(1);
    expect(await mailTo(t.config.mail.teamEmail, 'game_uploaded_team')).toBeGreaterThanOrEqual(1);
    expect(await mailTo(user.email, 'game_uploaded')).toBe(1);

    // A repeated final PATCH (a lost response) is told the upload is complete and changes nothing.
    const again = await patch(user, url, video.length, Buffer.alloc(0));
    expect(again.status).toBe(204);
    expect(again.headers.get('upload-offset')).toBe(String(video.length));
    expect(await offsetOf(user, url)).toBe(video.length);
    expect(await balance(user)).toBe(1);
    expect(await mailTo(user.email, 'game_uploaded')).toBe(1);
    expect((await gamesOf(user)).length).toBe(1);
  });

  it('refuses a PATCH at the wrong offset (409) or past the declared length (413), keeping the bytes it has', async () => {
    const user = await customerWith(1);
    const { url } = await create(user, { filename: 'game.mp4', size: video.length });
    expect((await patch(user, url, 0, video.subarray(0, 1000))).status).toBe(204);
    expect((await patch(user, url, 500, video.subarray(500, 2000))).status).toBe(409);
    const tooLong = await patch(user, url, 1000, Buffer.concat([video.subarray(1000), Buffer.alloc(10)]));
    expect(tooLong.status).toBe(413);
    expect(await offsetOf(user, url)).toBe(1000);
    const wrongType = await tus(
      url,
      'PATCH',
      { cookie: user.cookie, 'Upload-Offset': '1000', 'Content-Type': 'text/plain' },
      Buffer.from('x'),
    );
    expect(wrongType.status).toBe(415);
    expect((await patch(user, url, 1000, video.subarray(1000))).status).toBe(204);
    expect((await gamesOf(user))[0]?.status).toBe('queued');
  });

  it('refuses a PDF renamed .mp4 once it has arrived, and gives the credit back', async () => {
    const user = await customerWith(1);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const { url } = await create(user, { filename: 'game.mp4', size: pdf.length });
    expect(await balance(user)).toBe(0);
    const response = await patch(user, url, 0, pdf);
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/not a video/);
    expect(await gamesOf(user)).toMatchObject([{ status: 'failed', failureReason: UPLOAD_MESSAGES.notVideo }]);
    expect(await balance(user)).toBe(1);
    expect((await tus(url, 'HEAD', { cookie: user.cookie })).status).toBe(410);
  });

  it('cancelling an upload ends the game and gives the credit back', async () => {
    const user = await customerWith(1);
    const { url } = await create(user, { filename: 'game.mov', size: video.length, filetype: 'video/quicktime' });
    await patch(user, url, 0, video.subarray(0, 1000));
    expect((await tus(url, 'DELETE', { cookie: user.cookie })).status).toBe(204);
    expect(await gamesOf(user)).toMatchObject([{ status: 'cancelled' }]);
    expect(await balance(user)).toBe(1);
    expect((await patch(user, url, 1000, video.subarray(1000))).status).toBe(410);
  });

  it('20 upload creations at once on 1 credit make exactly 1 game and leave a balance of 0', async () => {
    const user = await customerWith(1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create(user, { filename: `game-${index}.mp4`, size: video.length })),
    );
    const statuses = responses.map(({ response }) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await gamesOf(user)).toHaveLength(1);
    expect(await balance(user)).toBe(0);
  });

  it('a creation sent again under its Idempotency-Key (the answer was lost) answers the upload it made: one game, one credit, and the file completes there', async () => {
    const user = await customerWith(5);
    const file = { filename: 'final.mp4', size: video.length };
    const key = 'upload-attempt-0001';
    // The browser's retry may arrive while the first is still being made: one makes the game, the other is told to
    // wait (423, which the upload page retries) or answered that game.
    const [first, second] = await Promise.all([create(user, file, key), create(user, file, key)]);
    expect([first.response.status, second.response.status]).toContain(201);
    for (const { response } of [first, second]) expect([201, 423]).toContain(response.status);
    const made = first.response.status === 201 ? first.url : second.url;
    const again = await create(user, file, key);
    expect(again.response.status).toBe(201);
    expect(again.url).toBe(made);
    if (first.response.status === 201 && second.response.status === 201) expect(second.url).toBe(first.url);
    expect(await gamesOf(user)).toHaveLength(1);
    expect(await balance(user)).toBe(4);

    expect((await patch(user, again.url, 0, video)).status).toBe(204);
    expect(await gamesOf(user)).toMatchObject([{ status: 'queued', creationKey: key }]);
    // Sent again once the game is queued: still that game, which tells the browser it is complete.
    const late = await create(user, file, key);
    expect(late.url).toBe(made);
    expect((await tus(late.url, 'HEAD', { cookie: user.cookie })).headers.get('upload-offset')).toBe(String(video.length));
    expect(await balance(user)).toBe(4);

    // An upload that ended (failed, cancelled) gives its key up: sent again, the creation makes a new game.
    const dead = await create(user, { filename: 'dead.mp4', size: video.length }, 'upload-attempt-0003');
    await t.database.db
      .update(games)
      .set({ status: 'failed' })
      .where(eq(games.uploadId, dead.url.split('/').at(-1) ?? ''));
    const revived = await create(user, { filename: 'dead.mp4', size: video.length }, 'upload-attempt-0003');
    expect(revived.response.status).toBe(201);
    expect(revived.url).not.toBe(dead.url);

    // The key with another file is refused, a new key makes a new game, and a malformed key is refused.
    const other = await create(user, { filename: 'other.mp4', size: video.length }, key);
    expect(other.response.status).toBe(409);
    expect(((await other.response.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
    expect((await create(user, file, 'upload-attempt-0002')).response.status).toBe(201);
    expect((await create(user, file, 'short')).response.status).toBe(400);
    expect(await gamesOf(user)).toHaveLength(4);
  });

  it("keeps one customer's upload, game and video from another (404)", async () => {
    const owner = await customerWith(1);
    const other = await customerWith(1);
    const { url } = await create(owner, { filename: 'game.mp4', size: video.length });
    expect((await tus(url, 'HEAD', { cookie: other.cookie })).status).toBe(404);
    expect((await patch(other, url, 0, video)).status).toBe(404);
    expect((await tus(url, 'DELETE', { cookie: other.cookie })).status).toBe(404);
    await patch(owner, url, 0, video);
    const [game] = await gamesOf(owner);
    for (const suffix of ['', '/video']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/games/${game?.id}${suffix}`,
        headers: { cookie: other.cookie },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await balance(other)).toBe(1);
  });

  it('streams the footage to its owner with Range support', async () => {
    const user = await customerWith(1);
    const { url } = await create(user, { filename: 'game.mp4', size: video.length });
    await patch(user, url, 0, video);
    const [game] = await gamesOf(user);
    const whole = await fetch(`${base}/api/games/${game?.id}/video`, { headers: { cookie: user.cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(video));
    const part = await fetch(`${base}/api/games/${game?.id}/video`, {
      headers: { cookie: user.cookie, range: 'bytes=100-1099' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 1100))).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/games', headers: { cookie: user.cookie } });
    expect(list.json()).toMatchObject({ games: [{ id: game?.id, customerStatus: 'processing', status: 'queued' }] });
  });

  describe('abandoned for 24 hours', () => {
    const sweep = () =>
      abandonUploadsJob(
        createGames({
          db: t.database.db,
          storage: createLocalStorage(path.join(t.config.dataDir, 'footage')),
          baseUrl: t.config.baseUrl,
          teamEmail: t.config.mail.teamEmail,
          maxUploadBytes: t.config.maxUploadBytes,
        }),
        uploadsDirectory(t.config),
      ).run();
    /** An upload begun, and last written to, 25 hours ago: its first 5,000 bytes are on disk. */
    async function dayOldUpload(user: TestUser) {
      const { url } = await create(user, { filename: 'game.mp4', size: video.length });
      await patch(user, url, 0, video.subarray(0, 5000));
      await t.database.db
        .update(games)
        .set({ createdAt: sql`now() - interval '25 hours'`, updatedAt: sql`now() - interval '25 hours'` })
        .where(eq(games.organizationId, user.id));
      return { url, partial: path.join(uploadsDirectory(t.config), url.split('/').at(-1) ?? '') };
    }

    it('end as failed, give the credit back and free the disk', async () => {
      const user = await customerWith(1);
      const { partial } = await dayOldUpload(user);
      await sweep();
      expect(await gamesOf(user)).toMatchObject([{ status: 'failed', failureReason: 'Upload abandoned for 24 hours' }]);
      expect(await balance(user)).toBe(1);
      await expect(readFile(partial)).rejects.toThrow(/ENOENT/);
    });

    it('count from the last byte written: an upload paused overnight and resumed lives on, and completes', async () => {
      const user = await customerWith(1);
      const { url, partial } = await dayOldUpload(user);
      expect((await patch(user, url, 5000, video.subarray(5000, 6000))).status).toBe(204);
      await sweep();
      expect(await gamesOf(user)).toMatchObject([{ status: 'uploading' }]);
      expect(await balance(user)).toBe(0);
      expect((await readFile(partial)).length).toBe(6000);
      expect((await patch(user, url, 6000, video.subarray(6000))).status).toBe(204);
      expect(await gamesOf(user)).toMatchObject([{ status: 'queued' }]);
    });

    it('leave an upload whose last byte is being finished (probed, moved to storage) alone', async () => {
      const user = await customerWith(1);
      const { partial } = await dayOldUpload(user);
      // The finish step's claim, as the PATCH that brought the last byte takes it (file-uploads.ts).
      await t.database.db
        .update(games)
        .set({ uploadCompletedAt: sql`now()` })
        .where(eq(games.organizationId, user.id));
      await sweep();
      expect(await gamesOf(user)).toMatchObject([{ status: 'uploading' }]);
      expect(await balance(user)).toBe(0);
      expect((await readFile(partial)).length).toBe(5000);
    });
  });
});
