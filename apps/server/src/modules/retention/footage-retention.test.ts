import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadsDirectory } from '../../config.js';
import { auditLog, boxScores, gameEvents, games, guaranteeRequests } from '../../db/schema.js';
import { approveGame, reviewedGame, TWO_PLAYS } from '../../test/games.js';
import { createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/helpers.js';
import { posterKeyOf, proxyKeyOf } from '../storage/game-objects.js';
import { createLocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { FOOTAGE_RETENTION, footageRetentionJob } from '../../jobs/footage-retention.job.js';
import { createFootageRetention, retentionReason, type RetentionLog } from './footage-retention.js';

describe('which games the retention job deletes footage of, and why', () => {
  it('gives the reason from the status: delivered, failed or cancelled; none while the game is in the works', () => {
    expect(retentionReason('completed')).toBe('delivered');
    expect(retentionReason('failed')).toBe('failed');
    expect(retentionReason('cancelled')).toBe('cancelled');
    for (const status of ['uploading', 'queued', 'preparing', 'ready', 'in_analysis', 'in_review'] as const)
      expect(retentionReason(status)).toBeNull();
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the footage retention job (FOOTAGE_RETENTION_DAYS = 30)', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let storage: Storage;
  let uploads: string;
  /** What the job logged: the games it could not finish. */
  let logged: { details: Record<string, unknown>; message: string }[];
  const log: RetentionLog = { error: (details, message) => logged.push({ details, message }) };

  beforeEach(async () => {
    t = await createTestApp();
    owner = await signUpUser(t, 'coach@example.com');
    admin = await signUpUser(t, 'admin@courtside.test', { role: 'admin' });
    // The app's own footage storage (DATA_DIR/footage), on the real disk.
    storage = createLocalStorage(path.join(t.config.dataDir, 'footage'));
    uploads = uploadsDirectory(t.config);
    logged = [];
  });
  afterEach(() => t.close());

  const retention = (using: Storage = storage) =>
    createFootageRetention({ db: t.database.db, storage: using, uploadsDirectory: uploads, retentionDays: 30, log });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });

  /** Stores an original, a proxy and a poster for the game, as the upload and preparation would. */
  async function storeFootage(gameId: string) {
    const keys = {
      storageKey: `games/${gameId}/original.mp4`,
      proxyKey: `games/${gameId}/proxy.mp4`,
      posterKey: `games/${gameId}/poster.jpg`,
    };
    for (const key of Object.values(keys)) {
      const file = path.join(t.config.dataDir, `incoming-${randomUUID()}`);
      await writeFile(file, `bytes of ${key}`);
      await storage.putFile(key, file, 'application/octet-stream');
    }
    await t.database.db.update(games).set(keys).where(eq(games.id, gameId));
    return Object.values(keys);
  }

  /** A game with footage, tagged, approved by a reviewer through the real route, then delivered `days` ago. */
  async function deliveredGame(days: number) {
    const id = await reviewedGame(t.database.db, {
      organizationId: owner.id,
      actorId: owner.id,
      name: 'Tigers vs Hawks',
      source: 'file',
      submittedAt: new Date(),
    });
    const keys = await storeFootage(id);
    await approveGame(t, admin, id, { completedAt: daysAgo(days) });
    return { id, keys };
  }

  /** A file game that failed or was cancelled `days` ago, with its footage and an unfinished upload left on disk. */
  async function endedGame(status: 'failed' | 'cancelled', days: number) {
    const uploadId = randomUUID().replace(/-/g, '');
    const [game] = await t.database.db
      .insert(games)
      .values({
        organizationId: owner.id,
        actorId: owner.id,
        name: `A ${status} game`,
        status,
        source: 'file',
        uploadId,
        endedAt: daysAgo(days),
      })
      .returning({ id: games.id });
    if (!game) throw new Error('no game');
    const keys = await storeFootage(game.id);
    await mkdir(uploads, { recursive: true });
    const upload = path.join(uploads, uploadId);
    await writeFile(upload, 'partial bytes');
    await writeFile(`${upload}.json`, '{}');
    return { id: game.id, keys, uploadFiles: [upload, `${upload}.json`] };
  }

  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(games).where(eq(games.id, id));
    if (!row) throw new Error('game gone');
    return row;
  };
  const stored = async (keys: string[]) => Promise.all(keys.map(async (key) => (await storage.size(key)) !== null));
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'footage.deleted')));

  it('deletes the footage of a game delivered 31 days ago; its box score and plays read as before', async () => {
    const game = await deliveredGame(31);
    const boxBefore = (await get(`/api/games/${game.id}/boxscore`)).json();
    const csvBefore = (await get(`/api/games/${game.id}/boxscore.csv`)).body;
    const playsBefore = (await get(`/api/games/${game.id}/plays.csv`)).body;
    expect(boxBefore.game.hasFootage).toBe(true);

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });

    expect(await stored(game.keys)).toEqual([false, false, false]);
    const row = await rowOf(game.id);
    expect(row).toMatchObject({ status: 'completed', storageKey: null, proxyKey: null, posterKey: null });
    expect(row.footageDeletedAt).toBeInstanceOf(Date);

    const boxAfter = (await get(`/api/games/${game.id}/boxscore`)).json();
    expect(boxAfter.report).toEqual(boxBefore.report);
    expect(boxAfter.game).toEqual({ ...boxBefore.game, hasFootage: false });
    expect((await get(`/api/games/${game.id}/boxscore.csv`)).body).toBe(csvBefore);
    expect((await get(`/api/games/${game.id}/plays.csv`)).body).toBe(playsBefore);
    expect(await t.database.db.select().from(gameEvents).where(eq(gameEvents.gameId, game.id))).toHaveLength(TWO_PLAYS.length);
    expect(await t.database.db.select().from(boxScores).where(eq(boxScores.gameId, game.id))).toHaveLength(1);

    const audit = await auditOf(game.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        actorRole: null,
        action: 'footage.deleted',
        targetType: 'game',
        targetId: game.id,
        details: { keys: expect.arrayContaining(game.keys), reason: 'delivered' },
      }),
    ]);
  });

  it('keeps the footage of a game delivered 29 days ago', async () => {
    const game = await deliveredGame(29);
    expect(await retention().deleteDueFootage()).toEqual({ deleted: 0, failed: 0 });
    expect(await stored(game.keys)).toEqual([true, true, true]);
    expect(await rowOf(game.id)).toMatchObject({ storageKey: game.keys[0], footageDeletedAt: null });
    expect(await auditOf(game.id)).toEqual([]);
  });

  it('deletes the footage and leftover upload of failed and cancelled games 31 days after they ended, not 29', async () => {
    const failed = await endedGame('failed', 31);
    const cancelled = await endedGame('cancelled', 31);
    const recent = await endedGame('failed', 29);

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 2, failed: 0 });

    for (const game of [failed, cancelled]) {
      expect(await stored(game.keys)).toEqual([false, false, false]);
      expect(game.uploadFiles.map((file) => existsSync(file))).toEqual([false, false]);
      expect((await rowOf(game.id)).footageDeletedAt).toBeInstanceOf(Date);
    }
    expect((await auditOf(failed.id))[0]?.details).toEqual({ keys: expect.arrayContaining(failed.keys), reason: 'failed' });
    expect((await auditOf(cancelled.id))[0]?.details).toEqual({
      keys: expect.arrayContaining(cancelled.keys),
      reason: 'cancelled',
    });

    expect(await stored(recent.keys)).toEqual([true, true, true]);
    expect(recent.uploadFiles.map((file) => existsSync(file))).toEqual([true, true]);
    expect((await rowOf(recent.id)).footageDeletedAt).toBeNull();
  });

  it('holds the footage of a game with a pending guarantee request until the request is decided', async () => {
    const game = await deliveredGame(31);
    const [request] = await t.database.db
      .insert(guaranteeRequests)
      .values({
        gameId: game.id,
        organizationId: owner.id,
        actorId: owner.id,
        kind: 'reprocess',
        reason: 'The fourth quarter is missing',
      })
      .returning({ id: guaranteeRequests.id });

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 0, failed: 0 });
    expect(await stored(game.keys)).toEqual([true, true, true]);
    expect((await rowOf(game.id)).footageDeletedAt).toBeNull();

    await t.database.db
      .update(guaranteeRequests)
      .set({ status: 'declined', decidedAt: new Date() })
      .where(eq(guaranteeRequests.id, request?.id ?? ''));
    expect(await retention().deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });
    expect(await stored(game.keys)).toEqual([false, false, false]);
  });

  it('runs hourly as the footage.retention job', async () => {
    const game = await deliveredGame(31);
    const job = footageRetentionJob(retention());
    expect(job).toMatchObject({ name: FOOTAGE_RETENTION, cron: '41 * * * *' });
    expect(FOOTAGE_RETENTION).toBe('footage.retention');
    await job.run();
    expect(await stored(game.keys)).toEqual([false, false, false]);
  });

  it('changes nothing when it runs a second time', async () => {
    const game = await deliveredGame(31);
    await retention().deleteDueFootage();
    const first = await rowOf(game.id);

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 0, failed: 0 });
    expect(await rowOf(game.id)).toEqual(first);
    expect(await auditOf(game.id)).toHaveLength(1);
  });

  it('survives a crash halfway: the game stays unmarked and the next run finishes it', async () => {
    const game = await deliveredGame(31);
    const [, , posterKey] = game.keys;
    // The worker dies once the original and the proxy are gone, before the poster goes.
    let crashed = false;
    const crashing: Storage = {
      ...storage,
      delete: async (key) => {
        if (key === posterKey && !crashed) {
          crashed = true;
          throw new Error('worker lost');
        }
        await storage.delete(key);
      },
    };

    expect(await retention(crashing).deleteDueFootage()).toEqual({ deleted: 0, failed: 1 });
    expect(logged).toMatchObject([{ details: { gameId: game.id, err: new Error('worker lost') } }]);
    expect(await stored(game.keys)).toEqual([false, false, true]);
    expect(await rowOf(game.id)).toMatchObject({ storageKey: game.keys[0], footageDeletedAt: null });
    expect(await auditOf(game.id)).toEqual([]);

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });
    expect(await stored(game.keys)).toEqual([false, false, false]);
    expect(await rowOf(game.id)).toMatchObject({ storageKey: null, proxyKey: null, posterKey: null });
    expect((await auditOf(game.id))[0]?.details).toEqual({ keys: expect.arrayContaining(game.keys), reason: 'delivered' });
  });

  it('goes on to the next game when a storage delete keeps failing, and tries the failed game again next run', async () => {
    const stuck = await deliveredGame(40);
    const later = await deliveredGame(35);
    const [, stuckProxy] = stuck.keys;
    const brokenKey: Storage = {
      ...storage,
      delete: async (key) => {
        if (key === stuckProxy) throw new Error('AccessDenied');
        await storage.delete(key);
      },
    };

    expect(await retention(brokenKey).deleteDueFootage()).toEqual({ deleted: 1, failed: 1 });
    expect(await stored(later.keys)).toEqual([false, false, false]);
    expect((await rowOf(later.id)).footageDeletedAt).toBeInstanceOf(Date);
    expect((await rowOf(stuck.id)).footageDeletedAt).toBeNull();
    expect(await stored([stuckProxy ?? ''])).toEqual([true]);
    expect(logged).toEqual([
      {
        details: { gameId: stuck.id, err: new Error('AccessDenied') },
        message: 'could not delete footage; the next run will try again',
      },
    ]);

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });
    expect(await stored(stuck.keys)).toEqual([false, false, false]);
  });

  it('also deletes objects the row never recorded: a proxy made for a game cancelled while it was prepared', async () => {
    const game = await endedGame('cancelled', 31);
    await t.database.db.update(games).set({ proxyKey: null, posterKey: null }).where(eq(games.id, game.id));
    // The proxy and poster reached storage, the row never named them.
    const unrecorded = [proxyKeyOf(game.id), posterKeyOf(game.id)];
    expect(await stored(unrecorded)).toEqual([true, true]);

    expect(await retention().deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });
    expect(await stored(unrecorded)).toEqual([false, false]);
  });

  describe('when an admin reopens a game for correction meanwhile', () => {
    const reopen = (gameId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/games/${gameId}/reopen`,
        headers: { origin: t.config.baseUrl, cookie: admin.cookie },
        payload: { reason: 'The fourth quarter is missing' },
      });

    /** Storage whose first delete first runs `meanwhile`: what others do while the job is at work. */
    const storageWith = (meanwhile: () => Promise<void>): Storage => {
      let ran = false;
      return {
        ...storage,
        delete: async (key) => {
          if (!ran) {
            ran = true;
            await meanwhile();
          }
          await storage.delete(key);
        },
      };
    };

    it('keeps the footage of a game reopened after the due games were read', async () => {
      const first = await deliveredGame(32);
      const reopened = await deliveredGame(31);
      // While the job deletes the first game's footage, the second is reopened through the back office.
      const using = storageWith(async () => {
        expect((await reopen(reopened.id)).statusCode).toBe(200);
      });

      expect(await retention(using).deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });

      expect(await stored(first.keys)).toEqual([false, false, false]);
      expect(await stored(reopened.keys)).toEqual([true, true, true]);
      expect(await rowOf(reopened.id)).toMatchObject({ storageKey: reopened.keys[0], footageDeletedAt: null });
      expect(await auditOf(reopened.id)).toEqual([]);
    });

    it('makes a reopen that arrives while the footage is being deleted wait until the game is marked', async () => {
      const game = await deliveredGame(31);
      let reopening: Promise<LightMyRequestResponse> | undefined;
      let settled = false;
      const using = storageWith(async () => {
        reopening = reopen(game.id).finally(() => {
          settled = true;
        });
        await blockedOrSettled(() => settled);
      });

      expect(await retention(using).deleteDueFootage()).toEqual({ deleted: 1, failed: 0 });
      expect((await reopening)?.statusCode).toBe(200);

      // Deleted while the game was delivered, then reopened: never the other way round.
      const [deleted] = await auditOf(game.id);
      const [reopened] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, game.id), eq(auditLog.action, 'game.reopened')));
      expect(deleted?.details).toMatchObject({ reason: 'delivered' });
      expect(deleted?.createdAt.getTime()).toBeLessThan(reopened?.createdAt.getTime() ?? 0);
      // Back in the queue for correction (nobody tagged it), its footage gone.
      expect(await rowOf(game.id)).toMatchObject({ status: 'ready', storageKey: null });
      expect(await stored(game.keys)).toEqual([false, false, false]);
    });

    /** Waits until another connection to this database waits for a row lock, or `settled` says it is done. */
    async function blockedOrSettled(settled: () => boolean) {
      for (;;) {
        if (settled()) return;
        const { rows } = await t.database.pool.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if ((rows[0]?.waiting ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  });
});
