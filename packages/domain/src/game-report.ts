import { computeBoxScore, type TeamBox } from './box-score.js';
import { withClocks } from './game-clock.js';
import { computeGameFigures } from './game-figures.js';
import { computeLineups } from './lineups.js';
import { startingLineups } from './on-court.js';
import { describePlays } from './play-descriptions.js';
import type { GameEvent, GameSetup } from './play-by-play.js';
import type { GameReport, TeamLeaders } from './report-schema.js';
import { shotsOf } from './shots.js';

/**
 * The version of the engine that builds reports. Bump it with any change that could alter a figure: a
 * delivered report keeps the version it was built with, so support can tell which rules it followed.
 */
export const ENGINE_VERSION = 2;

/** Everything a customer receives for a game, from its setup and play-by-play. Pure: no I/O. */
export function buildGameReport(setup: GameSetup, events: readonly GameEvent[]): GameReport {
  // Every play gets its clock from the game clock's track; the marks themselves are not plays.
  const timed = withClocks(setup, events);
  const ordered = timed.filter((event) => event.type !== 'clock');
  const boxScore = computeBoxScore(setup, timed);
  const starters = startingLineups(setup, timed);
  const team = (side: 'home' | 'away') => {
    const five = starters?.[side] ?? setup[side].starters;
    return {
      name: setup[side].name,
      ...(setup[side].color === undefined ? {} : { color: setup[side].color }),
      players: setup[side].players,
      ...(five === undefined ? {} : { starters: [...five] }),
    };
  };
  return {
    engineVersion: ENGINE_VERSION,
    setup: {
      home: team('home'),
      away: team('away'),
      periods: setup.periods,
      periodSeconds: setup.periodSeconds,
      overtimeSeconds: setup.overtimeSeconds,
      plusMinusRule: setup.plusMinusRule ?? 'foul',
    },
    clockKnown: ordered.length > 0 && ordered.every((event) => event.clock !== undefined),
    boxScore,
    figures: computeGameFigures(setup, timed, boxScore),
    leaders: { home: leadersOf(boxScore.home), away: leadersOf(boxScore.away) },
    plays: describePlays(setup, ordered),
    shots: shotsOf(ordered),
    lineups: computeLineups(setup, timed),
  };
}

/**
 * A team's leaders in points, rebounds and assists: the player with the most (the first in roster order on a
 * tie), or null when nobody has any.
 */
export function leadersOf(box: TeamBox): TeamLeaders {
  const leader = (key: 'pts' | 'reb' | 'ast') => {
    let best: { playerId: string; value: number } | null = null;
    for (const line of box.players) if (line[key] > (best?.value ?? 0)) best = { playerId: line.playerId, value: line[key] };
    return best;
  };
  return { pts: leader('pts'), reb: leader('reb'), ast: leader('ast') };
}
