import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { games, inAnalysisQueue } from '../../db/schema.js';
import { cursorTime, decodeCursor, olderThan, pageOf } from '../../lib/keyset-cursor.js';
import { teamsLimit, type Viewer } from '../../lib/viewer.js';
import type { Game } from './game-steps.js';

/** Games a page of the customer's list holds. */
export const GAMES_PAGE_SIZE = 50;
/** What the customer's list shows of a game: not its setup or storage keys, which are read only for one game. */
const listedColumns = {
  id: games.id,
  name: games.name,
  status: games.status,
  source: games.source,
  videoUrl: games.videoUrl,
  fileSize: games.fileSize,
  durationSeconds: games.durationSeconds,
  failureReason: games.failureReason,
  createdAt: games.createdAt,
  dueAt: games.dueAt,
  details: games.details,
};
export type ListedGame = Pick<Game, keyof typeof listedColumns>;

export function createGameList({ db }: { db: Database }) {
  // The reads every page view makes, prepared once: drizzle builds their SQL here rather than on every request,
  // and Postgres plans them once per connection (bench/api-load).
  const newestGames = db
    .select({ game: listedColumns, cursorCreatedAt: cursorTime(games.createdAt) })
    .from(games)
    .where(eq(games.organizationId, sql.placeholder('organizationId')))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(GAMES_PAGE_SIZE + 1)
    .prepare('newest_games');
  const gameCounts = db
    .select({
      total: sql<number>`count(*)::int`,
      processing: sql<number>`(count(*) filter (where ${inAnalysisQueue(games.status)}))::int`,
    })
    .from(games)
    .where(eq(games.organizationId, sql.placeholder('organizationId')))
    .prepare('game_counts');

  return {
    /**
     * A page of a customer's games, newest first (GAMES_PAGE_SIZE a page; `cursor` is the previous page's
     * `nextCursor`), with how many games they have in all and how many are being processed, which the
     * dashboard shows whatever page it is on. A cursor only says where to start: the rows are the customer's.
     */
    async list(viewer: Viewer, cursor?: string) {
      const { organizationId } = viewer;
      // A member limited to some teams reads only their games; a player only their team's delivered ones
      // (lib/viewer.ts, mayReadGame).
      const limit = teamsLimit(viewer);
      const playerOnly =
        limit === null
          ? undefined
          : and(
              limit.length ? inArray(games.teamId, limit) : sql`false`,
              viewer.memberRole === 'player' ? eq(games.status, 'completed') : undefined,
            );
      const [rows, [counts]] = await Promise.all([
        cursor || playerOnly
          ? db
              .select({ game: listedColumns, cursorCreatedAt: cursorTime(games.createdAt) })
              .from(games)
              .where(
                and(
                  eq(games.organizationId, organizationId),
                  playerOnly,
                  cursor ? olderThan(games.createdAt, games.id, decodeCursor(cursor, 'uuid'), 'uuid') : undefined,
                ),
              )
              .orderBy(desc(games.createdAt), desc(games.id))
              .limit(GAMES_PAGE_SIZE + 1)
          : newestGames.execute({ organizationId }),
        playerOnly
          ? db
              .select({
                total: sql<number>`count(*)::int`,
                processing: sql<number>`(count(*) filter (where ${inAnalysisQueue(games.status)}))::int`,
              })
              .from(games)
              .where(and(eq(games.organizationId, organizationId), playerOnly))
          : gameCounts.execute({ organizationId }),
      ]);
      const page = pageOf(
        rows.map(({ game, cursorCreatedAt }) => ({ ...game, cursorCreatedAt })),
        GAMES_PAGE_SIZE,
      );
      return { games: page.rows, nextCursor: page.nextCursor, counts: counts ?? { total: 0, processing: 0 } };
    },
  };
}
