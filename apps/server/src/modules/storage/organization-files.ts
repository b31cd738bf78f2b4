import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { games, reels, teams } from '../../db/schema.js';
import { gameObjectKeys } from './game-objects.js';

/** What an organization holds outside the database: stored objects, and unfinished uploads on disk. */
export interface StoredFiles {
  keys: string[];
  uploadIds: string[];
}

/**
 * The files of an organization's games (footage, proxy, poster), team logos and reels, and its unfinished uploads:
 * what deleting an account (its personal organization) or a team, club or league removes.
 */
export async function organizationFiles(db: Executor, organizationId: string): Promise<StoredFiles> {
  const gameRows = await db
    .select({
      id: games.id,
      storageKey: games.storageKey,
      proxyKey: games.proxyKey,
      posterKey: games.posterKey,
      uploadId: games.uploadId,
    })
    .from(games)
    .where(eq(games.organizationId, organizationId));
  const logos = await db.select({ key: teams.logoKey }).from(teams).where(eq(teams.organizationId, organizationId));
  const reelFiles = await db.select({ key: reels.storageKey }).from(reels).where(eq(reels.organizationId, organizationId));
  return {
    keys: [...gameRows.flatMap(gameObjectKeys), ...[...logos, ...reelFiles].flatMap(({ key }) => (key ? [key] : []))],
    uploadIds: gameRows.flatMap(({ uploadId }) => (uploadId ? [uploadId] : [])),
  };
}
