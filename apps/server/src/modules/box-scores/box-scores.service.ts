import { buildGameReport, toGameEvent, type GameReport } from '@courtside/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { boxScores, gameEvents, games, shareLinks } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Viewer } from '../analysis/analysis-rights.js';
import {
  expiryOf,
  hashShareToken,
  newShareToken,
  shareLinkNotFound,
  toShareLink,
  type ShareLink,
  type ShareLinkRow,
} from '../share-links/share-links.js';

type Game = typeof games.$inferSelect;

export interface DeliveredGame {
  game: Pick<Game, 'id' | 'name' | 'completedAt'> & { hasFootage: boolean };
  report: GameReport;
}

const notFound = () => new AppError(404, 'not_found', 'Game not found');
export const NOT_DELIVERED_MESSAGE = "This game's box score is not ready yet. It will be here once the game is delivered.";
const notDelivered = () => new AppError(409, 'not_ready', NOT_DELIVERED_MESSAGE);

const isStaff = (viewer: Viewer) => viewer.role === 'analyst' || viewer.role === 'admin';

/**
 * Builds and stores a game's report at approval, in the approval's transaction; a later engine change never
 * alters it. A re-delivery (a reopened game approved again) replaces it and counts the delivery.
 */
export async function storeDeliveredReport(tx: Executor, game: Pick<Game, 'id' | 'setup'>): Promise<GameReport> {
  if (!game.setup) throw new AppError(409, 'no_setup', 'This game has no setup, so there is no box score to deliver');
  const report = buildGameReport(game.setup, (await eventsOf(tx, game.id)).map(toGameEvent));
  await tx
    .insert(boxScores)
    .values({ gameId: game.id, engineVersion: report.engineVersion, report })
    .onConflictDoUpdate({
      target: boxScores.gameId,
      set: { engineVersion: report.engineVersion, report, delivery: sql`${boxScores.delivery} + 1`, deliveredAt: new Date() },
    });
  return report;
}

async function eventsOf(executor: Executor, gameId: string) {
  return executor.select().from(gameEvents).where(eq(gameEvents.gameId, gameId)).orderBy(asc(gameEvents.seq), asc(gameEvents.id));
}

export interface BoxScoresDeps {
  db: Database;
}

/**
 * What a customer receives for a delivered game, and the read-only links they share it with. Access: the
 * game's owner or our staff (anyone else is told the game does not exist), or the holder of a valid token.
 */
export function createBoxScores({ db }: BoxScoresDeps) {
  /** A game the viewer may read: their own, or any for staff. */
  async function readableGame(viewer: Viewer, gameId: string): Promise<Game> {
    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    if (!game || (game.userId !== viewer.id && !isStaff(viewer))) throw notFound();
    return game;
  }

  /** The viewer's own game (share links are the owner's alone). */
  async function ownGame(viewer: Viewer, gameId: string): Promise<Game> {
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.userId, viewer.id)));
    if (!game) throw notFound();
    return game;
  }

  /**
   * The stored report of a completed game. A game delivered before reports were stored gets its report built
   * and stored on first read, once (the engine it was delivered with is the one that builds it).
   */
  async function storedReport(game: Game): Promise<GameReport> {
    const [row] = await db.select({ report: boxScores.report }).from(boxScores).where(eq(boxScores.gameId, game.id));
    if (row) return row.report;
    const setup = game.setup;
    if (!setup) throw notDelivered();
    return db.transaction(async (tx) => {
      const [again] = await tx
        .select({ report: boxScores.report })
        .from(boxScores)
        .where(eq(boxScores.gameId, game.id))
        .for('update');
      if (again) return again.report;
      const report = buildGameReport(setup, (await eventsOf(tx, game.id)).map(toGameEvent));
      await tx.insert(boxScores).values({ gameId: game.id, engineVersion: report.engineVersion, report }).onConflictDoNothing();
      return report;
    });
  }

  const delivered = (game: Game, report: GameReport): DeliveredGame => ({
    game: { id: game.id, name: game.name, completedAt: game.completedAt, hasFootage: Boolean(game.storageKey) },
    report,
  });

  return {
    /**
     * A delivered game's report for its owner (and our staff). Staff also see a game not yet delivered, built
     * from its plays as they stand; for a customer that game answers 409.
     */
    async reportFor(viewer: Viewer, gameId: string): Promise<DeliveredGame> {
      const game = await readableGame(viewer, gameId);
      if (game.status === 'completed') return delivered(game, await storedReport(game));
      if (!isStaff(viewer) || !game.setup) throw notDelivered();
      return delivered(game, buildGameReport(game.setup, (await eventsOf(db, game.id)).map(toGameEvent)));
    },

    /** The owner's share links of a game, newest first; revoked links are gone. */
    async listShareLinks(viewer: Viewer, gameId: string): Promise<ShareLink[]> {
      await ownGame(viewer, gameId);
      const rows = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.gameId, gameId), isNull(shareLinks.revokedAt)))
        .orderBy(desc(shareLinks.createdAt));
      return rows.map(toShareLink);
    },

    /** A new link to a delivered game; its token is returned this once and only its hash is kept. */
    async createShareLink(
      viewer: Viewer,
      gameId: string,
      expiresInDays: number | null,
    ): Promise<{ link: ShareLink; token: string }> {
      const game = await ownGame(viewer, gameId);
      if (game.status !== 'completed') throw notDelivered();
      const token = newShareToken();
      const [row] = await db
        .insert(shareLinks)
        .values({ tokenHash: hashShareToken(token), gameId, createdBy: viewer.id, expiresAt: expiryOf(expiresInDays) })
        .returning();
      if (!row) throw new Error('the share link was not stored');
      return { link: toShareLink(row), token };
    },

    /** Revokes a link: it answers 404 from this moment. Revoking it again changes nothing. */
    async revokeShareLink(viewer: Viewer, gameId: string, linkId: string): Promise<void> {
      await ownGame(viewer, gameId);
      const [row] = await db
        .select({ id: shareLinks.id })
        .from(shareLinks)
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.gameId, gameId)));
      if (!row) throw new AppError(404, 'not_found', 'Share link not found');
      await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(and(eq(shareLinks.id, linkId), isNull(shareLinks.revokedAt)));
    },

    /**
     * The game behind a live share link (see `liveShareLink`), read-only: no footage and nothing of the owner's
     * account. A link to a season, or to a game no longer delivered, answers 404 like a wrong token.
     */
    async sharedReport(link: ShareLinkRow): Promise<DeliveredGame> {
      if (!link.gameId) throw shareLinkNotFound();
      const [game] = await db.select().from(games).where(eq(games.id, link.gameId));
      if (game?.status !== 'completed') throw shareLinkNotFound();
      const shared = delivered(game, await storedReport(game));
      return { ...shared, game: { ...shared.game, hasFootage: false } };
    },
  };
}

export type BoxScores = ReturnType<typeof createBoxScores>;
