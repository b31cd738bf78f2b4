import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reels, shareLinks } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * Read-only links to a delivered game or a team's season (DESIGN.md §4 `share_links`): the token carries 256
 * random bits, is shown once, and only its SHA-256 is kept. Revoked or expired links answer 404 at once.
 */

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export interface ShareLink {
  id: string;
  createdAt: Date;
  expiresAt: Date | null;
  expired: boolean;
}

/** Share tokens carry 256 random bits, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newShareToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** The longest a share link may last; without an expiry it lasts until revoked. */
export const MAX_SHARE_DAYS = 365;

/** Links a game or a season may have until some are revoked (expired ones stay listed until then): its list stays short. */
export const MAX_SHARE_LINKS = 20;

/**
 * Refuses a new link to a game or season whose list already holds MAX_SHARE_LINKS unrevoked links. Checked before
 * the insert: links made at the same moment may pass it together, by as many as there are at once.
 */
export async function requireRoomForShareLink(
  executor: Executor,
  target: { gameId: string } | { teamId: string },
): Promise<void> {
  const [row] = await executor
    .select({ links: count() })
    .from(shareLinks)
    .where(
      and(
        'gameId' in target ? eq(shareLinks.gameId, target.gameId) : eq(shareLinks.teamId, target.teamId),
        isNull(shareLinks.revokedAt),
      ),
    );
  if ((row?.links ?? 0) >= MAX_SHARE_LINKS)
    throw new AppError(
      409,
      'too_many_share_links',
      `You can keep at most ${String(MAX_SHARE_LINKS)} share links here. Revoke one to make another.`,
    );
}

/** Refuses to share a reel that is not a ready, kept reel of this game (another game's or customer's reel answers 404). */
export async function requireShareableReel(executor: Executor, gameId: string, reelId: string): Promise<void> {
  const [reel] = await executor
    .select({ status: reels.status, deletedAt: reels.deletedAt })
    .from(reels)
    .where(and(eq(reels.id, reelId), eq(reels.gameId, gameId)));
  if (!reel) throw new AppError(404, 'not_found', 'Reel not found');
  if (reel.deletedAt) throw new AppError(410, 'footage_deleted', 'This reel was deleted with the footage of its game.');
  if (reel.status !== 'ready') throw new AppError(409, 'not_ready', 'This reel is not ready yet.');
}

export const shareLinkNotFound = () =>
  new AppError(404, 'not_found', 'This link is not valid. It may have been revoked or expired.');

export const isExpired = (link: Pick<ShareLinkRow, 'expiresAt'>) =>
  link.expiresAt !== null && link.expiresAt.getTime() <= Date.now();

export const toShareLink = (row: ShareLinkRow): ShareLink => ({
  id: row.id,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  expired: isExpired(row),
});

/** When a link made now for `expiresInDays` expires (never, for null). */
export const expiryOf = (expiresInDays: number | null) =>
  expiresInDays === null ? null : new Date(Date.now() + expiresInDays * 86_400_000);

/** The live link a token names (not revoked, not expired); a wrong, revoked or expired token answers 404 alike. */
export async function liveShareLink(executor: Executor, token: string): Promise<ShareLinkRow> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw shareLinkNotFound();
  const [row] = await executor
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashShareToken(token)));
  if (!row || row.revokedAt || isExpired(row)) throw shareLinkNotFound();
  return row;
}
