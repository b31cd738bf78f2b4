import { footageDeletionDue } from '@courtside/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { teamGames, teams } from '../../db/schema.js';
import { mayReadGame, mayWatchGame, type Viewer } from '../../lib/viewer.js';
import { AppError } from '../../lib/errors.js';
import { gameCreditOf } from '../credits/credits.service.js';
import { gameGuarantee } from '../guarantee/guarantee.service.js';
import { prepareGameById } from '../../db/game-by-id.js';
import type { Game } from './game-steps.js';

/** One game as its owner or our staff read it. */
export function createGameView({ db }: { db: Database }) {
  const gameById = prepareGameById(db);

  /** One game, for its owner or our staff; anyone else is told it does not exist. */
  async function get(viewer: Viewer, gameId: string): Promise<Game> {
    const [game] = await gameById.execute({ id: gameId });
    if (!game || !mayReadGame(viewer, game)) throw new AppError(404, 'not_found', 'Game not found');
    return game;
  }

  return {
    /** A game whose footage the viewer may play (a player their team's delivered games, always: their clips). */
    async watchable(viewer: Viewer, gameId: string): Promise<Game> {
      const [game] = await gameById.execute({ id: gameId });
      if (!game || !mayWatchGame(viewer, game)) throw new AppError(404, 'not_found', 'Game not found');
      return game;
    },

    /**
     * One game as its page shows it: the game, the name of the customer's team that played (if any), the
     * players the analyst added to that team's roster at delivery, its satisfaction guarantee (window and
     * requests) and when its footage will be, or was, deleted (`footageRetentionDays` after delivery).
     */
    async view(viewer: Viewer, gameId: string, { footageRetentionDays }: { footageRetentionDays: number }) {
      const game = await get(viewer, gameId);
      const [team, guarantee, credit] = await Promise.all([
        game.teamId
          ? db
              .select({ teamName: teams.name, addedPlayers: teamGames.addedPlayers })
              .from(teams)
              .leftJoin(teamGames, eq(teamGames.gameId, gameId))
              .where(eq(teams.id, game.teamId))
              .then(([row]) => row)
          : undefined,
        gameGuarantee(db, game),
        gameCreditOf(db, gameId),
      ]);
      return {
        game,
        credit,
        teamName: team?.teamName ?? null,
        addedPlayers: team?.addedPlayers ?? [],
        guarantee,
        footage: footageOf(game, footageRetentionDays),
      };
    },

    get,
  };
}

/** When a game's footage is due to be deleted (null once deleted, or while the game is in the works), and when it was. */
export function footageOf(
  game: Pick<Game, 'status' | 'completedAt' | 'endedAt' | 'footageDeletedAt'>,
  retentionDays: number,
): { deletesAt: Date | null; deletedAt: Date | null } {
  if (game.footageDeletedAt) return { deletesAt: null, deletedAt: game.footageDeletedAt };
  return { deletesAt: footageDeletionDue(game, retentionDays), deletedAt: null };
}
