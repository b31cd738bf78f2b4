import type { GameStatus } from './games.js';

/** The satisfaction guarantee: a delivered game may be sent back for reprocessing or refunded this long after. */
export const GUARANTEE_WINDOW_DAYS = 7;
/** Footage is deleted this long after delivery (or after a game failed or was cancelled), unless configured. */
export const DEFAULT_FOOTAGE_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** When a delivered game's guarantee ends: 7 days after its delivery. */
export function guaranteeEndsAt(deliveredAt: Date): Date {
  return addDays(deliveredAt, GUARANTEE_WINDOW_DAYS);
}

/** Whether a game delivered at `deliveredAt` may still be reprocessed or refunded at `now`. */
export function guaranteeOpen(deliveredAt: Date, now: Date): boolean {
  return now.getTime() < guaranteeEndsAt(deliveredAt).getTime();
}

export interface RetainedGame {
  status: GameStatus;
  /** When the game was (last) delivered. */
  completedAt: Date | null;
  /** When it failed or was cancelled. */
  endedAt: Date | null;
}

/**
 * When the footage of a game is due to be deleted: `retentionDays` after its delivery, or after it failed or
 * was cancelled; null while the game is still in the works (uploading, in analysis, reopened for correction).
 */
export function footageDeletionDue(game: RetainedGame, retentionDays: number): Date | null {
  if (game.status === 'completed' && game.completedAt) return addDays(game.completedAt, retentionDays);
  if ((game.status === 'failed' || game.status === 'cancelled') && game.endedAt) return addDays(game.endedAt, retentionDays);
  return null;
}
