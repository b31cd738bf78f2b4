import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema.js';
import { createTestApp, giveGames, personalViewer, signUpUser, type TestApp } from '../test/helpers.js';
import { createLocalStorage } from '../modules/storage/local-storage.js';
import { createGames, type Games } from '../modules/games/games.service.js';
import { CLAIM_STALE_MINUTES, holdClaim, removeLeftoverScratch } from './work-claims.js';

describe("workers' claims on games and their scratch files", () => {
  let t: TestApp;
  let service: Games;
  let directory: string;
  let users = 0;

  beforeAll(async () => {
    t = await createTestApp();
    directory = await mkdtemp(path.join(os.tmpdir(), 'courtside-claims-'));
    service = createGames({
      db: t.database.db,
      storage: createLocalStorage(path.join(t.config.dataDir, 'footage')),
      baseUrl: t.config.baseUrl,
      teamEmail: t.config.mail.teamEmail,
      maxUploadBytes: t.config.maxUploadBytes,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** A game in `status`, claimed by a worker that last renewed its claim `minutesAgo`. */
  async function gameIn(
    status: 'preparing' | 'uploading' | 'ready' | 'failed',
    minutesAgo = 0,
    videoUrl = 'https://vimeo.com/1',
  ) {
    const user = await signUpUser(t, `claims-${++users}@club.com.au`);
    await giveGames(t.database.db, user.id, 1);
    const game = await service.createLinkGame(personalViewer(user.id), { name: 'Round 1', videoUrl });
    const claimedAt = sql`now() - make_interval(mins => ${minutesAgo})`;
    await t.database.db
      .update(games)
      .set({ status, prepareStartedAt: claimedAt, fetchStartedAt: claimedAt })
      .where(eq(games.id, game.id));
    return game.id;
  }
  const statusOf = async (id: string) => (await t.database.db.select().from(games).where(eq(games.id, id)))[0]?.status;

  it(`leaves a game to the worker renewing its claim, and takes it over ${CLAIM_STALE_MINUTES} minutes after the renewals stop`, async () => {
    const id = await gameIn('preparing', CLAIM_STALE_MINUTES - 1);
    expect(await service.prepareNextGame(directory)).toBe(false);
    expect(await statusOf(id)).toBe('preparing');

    await t.database.db
      .update(games)
      .set({ prepareStartedAt: sql`now() - make_interval(mins => ${CLAIM_STALE_MINUTES + 1})` })
      .where(eq(games.id, id));
    expect(await service.prepareNextGame(directory)).toBe(true);
    expect(await statusOf(id)).toBe('ready');
  });

  it('renews a claim until the work ends, and reports a renewal that failed without stopping', async () => {
    let renewals = 0;
    const failures: unknown[] = [];
    const claim = holdClaim(
      async () => {
        renewals += 1;
        if (renewals === 2) throw new Error('database away');
      },
      async () => undefined,
      (error, step) => failures.push([step, error]),
      { everyMs: 20 },
    );
    // Four renewals take 80 ms on a quiet machine; the timeout only catches a claim that stopped renewing.
    await expect.poll(() => renewals, { timeout: 10_000, interval: 10 }).toBeGreaterThanOrEqual(4);
    await claim.end();
    const atEnd = renewals;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renewals).toBe(atEnd);
    expect(failures).toEqual([['renew', new Error('database away')]]);
  });

  /** What pg raises for a query on a connection that Postgres cut while shutting down. */
  const shutDown = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('hands a claim back once the database answers again, and the next run takes the game over at once', async () => {
    const id = await gameIn('preparing');
    let releases = 0;
    const failures: unknown[] = [];
    const claim = holdClaim(
      async () => undefined,
      async () => {
        // The work broke off in an outage: the database is still away for the first two tries.
        releases += 1;
        if (releases <= 2) throw shutDown();
        await t.database.db.update(games).set({ prepareStartedAt: null }).where(eq(games.id, id));
      },
      (error, step) => failures.push([step, error]),
    );
    // Before the hand-back the claim is live: the game is left to its worker.
    expect(await service.prepareNextGame(directory)).toBe(false);
    await claim.end();
    expect(releases).toBe(3);
    // The wait is reported once, as it begins.
    expect(failures).toEqual([['release-retrying', shutDown()]]);
    expect(await service.prepareNextGame(directory)).toBe(true);
    expect(await statusOf(id)).toBe('ready');
  });

  it('gives up handing a claim back once it may have gone stale, and a release refused for another reason is reported at once', async () => {
    const failures: [string, unknown][] = [];
    let tries = 0;
    await holdClaim(
      async () => undefined,
      async () => {
        tries += 1;
        throw shutDown();
      },
      (error, step) => failures.push([step, error]),
      // As if the last renewal were already too old: another worker may hold the claim by now.
      { handBackWithinMs: 0 },
    ).end();
    expect(tries).toBe(1);
    expect(failures).toEqual([['release', shutDown()]]);

    await holdClaim(
      async () => undefined,
      async () => {
        throw new Error('column "prepare_started_at" does not exist');
      },
      (error, step) => failures.push([step, error]),
    ).end();
    expect(failures.at(-1)).toEqual(['release', new Error('column "prepare_started_at" does not exist')]);
  });

  it('removes the scratch files of games no longer fetched or prepared, and nothing a live worker or an upload uses', async () => {
    const work = path.join(directory, 'work');
    const uploads = path.join(directory, 'uploads');
    await mkdir(work, { recursive: true });
    await mkdir(uploads, { recursive: true });
    const preparing = await gameIn('preparing');
    const ready = await gameIn('ready');
    const fetching = await gameIn('uploading', 0, 'https://club.example.com/final.mp4');
    const failed = await gameIn('failed', 0, 'https://club.example.com/semi.mp4');
    const deleted = randomUUID();
    for (const id of [preparing, ready, deleted]) {
      await mkdir(path.join(work, `prepare-${id}`));
      await writeFile(path.join(work, `prepare-${id}`, 'proxy.mp4'), 'part of a proxy');
    }
    for (const id of [fetching, failed, deleted]) await writeFile(path.join(uploads, `link-${id}`), 'part of a video');
    // A tus upload and its metadata: not scratch files, whatever their game.
    await writeFile(path.join(uploads, 'a1b2c3d4e5f6'), 'bytes');
    await writeFile(path.join(uploads, 'a1b2c3d4e5f6.json'), '{}');

    expect((await removeLeftoverScratch(t.database.db, work, 'prepare')).sort()).toEqual(
      [`prepare-${ready}`, `prepare-${deleted}`].sort(),
    );
    expect(await readdir(work)).toEqual([`prepare-${preparing}`]);
    expect((await removeLeftoverScratch(t.database.db, uploads, 'link')).sort()).toEqual(
      [`link-${failed}`, `link-${deleted}`].sort(),
    );
    expect((await readdir(uploads)).sort()).toEqual(['a1b2c3d4e5f6', 'a1b2c3d4e5f6.json', `link-${fetching}`]);
    // A directory not made yet (a worker's first run) has nothing to remove.
    expect(await removeLeftoverScratch(t.database.db, path.join(directory, 'none'), 'prepare')).toEqual([]);
  });
});
