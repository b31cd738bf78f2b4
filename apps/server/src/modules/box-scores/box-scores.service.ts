import { buildGameReport, toGameEvent, type GameReport } from '@courtside/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { boxScores, gameEvents, games, shareLinks } from '../../db/schema.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import { AppError } from '../../lib/errors.js';
import { prepareGameById } from '../../db/game-by-id.js';
import {
  expiryOf,
  hashShareToken,
  newShareToken,
  requireRoomForShareLink,
  requireShareableReel,
  shareLinkNotFound,
  toShareLink,
  type ShareLink,
  type ShareLinkRow,
} from '../share-links/share-links.js';
import { isStaff, mayReadGame, requireCan, type Viewer } from '../../lib/viewer.js';

type Game = typeof games.$inferSelect;
type BoxScoreRow = typeof boxScores.$inferSelect;

/** Which delivery of a game's box score is stored: the first, or a correction with its note. */
export interface Delivery {
  /** 1 for the first delivery, n for the n-th (each re-delivery of a reopened game counts one). */
  number: number;
  deliveredAt: Date;
  /** Why the latest delivery replaced the previous one; null for a first delivery. */
  correctionNote: string | null;
}

export interface DeliveredGame {
  game: Pick<Game, 'id' | 'name' | 'completedAt'> & { hasFootage: boolean };
  report: GameReport;
  /** null only for our staff's preview of a game not delivered yet. */
  delivery: Delivery | null;
  /** While a delivered game is reopened for correction: why. The stored box score is served meanwhile. */
  correctionInProgress: { reason: string } | null;
}

const notFound = () => new AppError(404, 'not_found', 'Game not found');
export const NOT_DELIVERED_MESSAGE = "This game's box score is not ready yet. It will be here once the game is delivered.";
const notDelivered = () => new AppError(409, 'not_ready', NOT_DELIVERED_MESSAGE);
/** The note of a re-delivery nobody gave a reason for. */
export const DEFAULT_CORRECTION_NOTE = 'Corrected by Courtside';

/** Delivered reports a process keeps (about 40 KB each): the ones customers are reading this hour. */
const DELIVERED_REPORTS_KEPT = 500;

const toDelivery = (row: Pick<BoxScoreRow, 'delivery' | 'deliveredAt' | 'correctionNote'>): Delivery => ({
  number: row.delivery,
  deliveredAt: row.deliveredAt,
  correctionNote: row.correctionNote,
});

/**
 * Builds and stores a game's report at approval, in the approval's transaction; a later engine change never
 * alters it. A re-delivery (a reopened game approved again) replaces it, counts the delivery and keeps the
 * reason the game was reopened as its note.
 */
export async function storeDeliveredReport(
  tx: Executor,
  game: Pick<Game, 'id' | 'setup' | 'reopenReason' | 'details'>,
): Promise<{ report: GameReport; delivery: Delivery }> {
  if (!game.setup) throw new AppError(409, 'no_setup', 'This game has no setup, so there is no box score to deliver');
  const report = buildGameReport(game.setup, (await eventsOf(tx, game.id)).map(toGameEvent), game.details);
  const [row] = await tx
    .insert(boxScores)
    .values({ gameId: game.id, engineVersion: report.engineVersion, report })
    .onConflictDoUpdate({
      target: boxScores.gameId,
      set: {
        engineVersion: report.engineVersion,
        report,
        delivery: sql`${boxScores.delivery} + 1`,
        deliveredAt: new Date(),
        correctionNote: game.reopenReason ?? DEFAULT_CORRECTION_NOTE,
      },
    })
    .returning();
  if (!row) throw new Error(`the box score of game ${game.id} was not stored`);
  return { report, delivery: toDelivery(row) };
}

/**
 * The stored box score of a game, if it has one. A game completed before reports were stored gets its report
 * built from its plays and stored now, once (the engine it was delivered with is the one that builds it); any
 * other game without a row has none.
 */
export async function keepDeliveredReport(
  executor: Executor,
  game: Pick<Game, 'id' | 'status' | 'setup' | 'details'>,
): Promise<BoxScoreRow | null> {
  const [row] = await executor.select().from(boxScores).where(eq(boxScores.gameId, game.id));
  if (row) return row;
  const setup = game.setup;
  if (game.status !== 'completed' || !setup) return null;
  const report = buildGameReport(setup, (await eventsOf(executor, game.id)).map(toGameEvent), game.details);
  await executor.insert(boxScores).values({ gameId: game.id, engineVersion: report.engineVersion, report }).onConflictDoNothing();
  const [stored] = await executor.select().from(boxScores).where(eq(boxScores.gameId, game.id));
  return stored ?? null;
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
  // A delivered report never changes, and a re-delivery stores the next delivery number: so reports are kept
  // here by game and delivery, and a read of one asks the database only which delivery is current.
  const deliveredReports = new BoundedCache<string, GameReport>(DELIVERED_REPORTS_KEPT);
  const gameById = prepareGameById(db);
  const currentDelivery = db
    .select({ delivery: boxScores.delivery, deliveredAt: boxScores.deliveredAt, correctionNote: boxScores.correctionNote })
    .from(boxScores)
    .where(eq(boxScores.gameId, sql.placeholder('gameId')))
    .prepare('box_score_delivery');

  /** A game the viewer may read: their organization's (a player's: their team's delivered ones), or any for staff. */
  async function readableGame(viewer: Viewer, gameId: string): Promise<Game> {
    const [game] = await gameById.execute({ id: gameId });
    if (!game || !mayReadGame(viewer, game)) throw notFound();
    return game;
  }

  /** A game of the viewer's organization whose share links they may manage. */
  async function ownGame(viewer: Viewer, gameId: string): Promise<Game> {
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.organizationId, viewer.organizationId)));
    if (!game || !mayReadGame(viewer, game)) throw notFound();
    requireCan(viewer, 'manage');
    return game;
  }

  const delivered = (
    game: Game,
    report: GameReport,
    row: Pick<BoxScoreRow, 'delivery' | 'deliveredAt' | 'correctionNote'> | null,
  ): DeliveredGame => ({
    game: { id: game.id, name: game.name, completedAt: game.completedAt, hasFootage: Boolean(game.storageKey) },
    report,
    delivery: row && toDelivery(row),
    correctionInProgress: game.status !== 'completed' && game.reopenReason ? { reason: game.reopenReason } : null,
  });

  return {
    /**
     * A delivered game's report for its owner (and our staff): the stored box score whenever there is one,
     * whatever the status, so a game reopened for correction keeps serving what was delivered until its
     * re-delivery replaces it. Staff also see a game never delivered, built from its plays as they stand; for
     * a customer that game answers 409.
     */
    async reportFor(viewer: Viewer, gameId: string): Promise<DeliveredGame> {
      const game = await readableGame(viewer, gameId);
      const [current] = await currentDelivery.execute({ gameId: game.id });
      if (current) {
        const key = `${game.id}:${String(current.delivery)}`;
        let report = deliveredReports.get(key);
        if (!report) {
          // Read only if it is still that delivery: a re-delivery in between goes the long way below.
          const [stored] = await db
            .select({ report: boxScores.report })
            .from(boxScores)
            .where(and(eq(boxScores.gameId, game.id), eq(boxScores.delivery, current.delivery)));
          report = stored?.report;
          if (report) deliveredReports.set(key, report);
        }
        if (report) return delivered(game, report, current);
      }
      const row = await keepDeliveredReport(db, game);
      if (row) return delivered(game, row.report, row);
      if (!isStaff(viewer) || !game.setup) throw notDelivered();
      return delivered(game, buildGameReport(game.setup, (await eventsOf(db, game.id)).map(toGameEvent), game.details), null);
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

    /** A new link to a delivered game (sharing one of its ready reels when `reelId` is given); its token is returned this once and only its hash is kept. */
    async createShareLink(
      viewer: Viewer,
      gameId: string,
      expiresInDays: number | null,
      reelId?: string,
    ): Promise<{ link: ShareLink; token: string }> {
      const game = await ownGame(viewer, gameId);
      if (!(await keepDeliveredReport(db, game))) throw notDelivered();
      if (reelId) await requireShareableReel(db, gameId, reelId);
      await requireRoomForShareLink(db, { gameId });
      const token = newShareToken();
      const [row] = await db
        .insert(shareLinks)
        .values({ tokenHash: hashShareToken(token), gameId, reelId, createdBy: viewer.id, expiresAt: expiryOf(expiresInDays) })
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
     * account. It shows the stored box score, also while the game is reopened for correction. A link to a
     * season, or to a game without a box score, answers 404 like a wrong token.
     */
    async sharedReport(link: ShareLinkRow): Promise<DeliveredGame> {
      if (!link.gameId) throw shareLinkNotFound();
      const [game] = await db.select().from(games).where(eq(games.id, link.gameId));
      const row = game ? await keepDeliveredReport(db, game) : null;
      if (!game || !row) throw shareLinkNotFound();
      const shared = delivered(game, row.report, row);
      return { ...shared, game: { ...shared.game, hasFootage: false } };
    },
  };
}

export type BoxScores = ReturnType<typeof createBoxScores>;
