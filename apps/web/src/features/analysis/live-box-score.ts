import { computeBoxScore, type BoxScore, type GameEvent, type GameSetup, type GameStatus } from '@courtside/domain';

/**
 * The workspace's box score of the plays (their clocks read from the track). While the game is tagged, minutes
 * run only as far as the plays go; once it is submitted, they are the delivered box's (to the end of the game),
 * so a reviewer sees what the customer will.
 */
export function workspaceBoxScore(setup: GameSetup, timedEvents: readonly GameEvent[], status: GameStatus): BoxScore {
  const submitted = status === 'in_review' || status === 'completed';
  return computeBoxScore(setup, timedEvents, { soFar: !submitted });
}
