import { STAT_KEYS, deriveRates, emptyStatLine, type StatLine } from './box-score.js';
import type { StoredBoxScore as BoxScore, StoredPlayerLine as PlayerLine } from './report-schema.js';
import { opponentOf, type Side } from './sides.js';

/**
 * A team's season from its delivered games' stored box scores (never recomputed from plays): record, results,
 * team and opponent averages per game, and a line per player, who is the same roster player (one id) in every
 * game of the team. Pure: no I/O.
 *
 * - A player played a game when their line shows seconds on court or, in a game without minutes, any count.
 * - Averages divide by games played; per-36 (or per-32 when periods are under 12 minutes, as in FIBA's 40-minute
 *   game) scales by the minutes of the games that have them, and is null without minutes.
 * - +/- sums the games whose +/- is known (null when none is).
 */

export interface SeasonGame {
  gameId: string;
  /** The day it was played, YYYY-MM-DD, when known. */
  playedOn: string | null;
  opponent: string;
  /** The side the team played. */
  side: Side;
  periodSeconds: number;
  box: BoxScore;
}

export interface SeasonResult {
  gameId: string;
  playedOn: string | null;
  opponent: string;
  /** Home or away. */
  side: Side;
  pointsFor: number;
  pointsAgainst: number;
  result: 'W' | 'L' | 'T';
}

export interface SeasonPlayer {
  playerId: string;
  games: number;
  totals: StatLine;
  seconds: number | null;
  plusMinus: number | null;
  perGame: StatLine;
  /** Per 36 (or 32) minutes on court; null without minutes. */
  perMinutes: StatLine | null;
  rates: ReturnType<typeof deriveRates>;
  log: { gameId: string; line: PlayerLine }[];
}

export interface Season {
  games: number;
  wins: number;
  losses: number;
  ties: number;
  results: SeasonResult[];
  /** The minutes `perMinutes` is counted per: 36, or 32 in a season of shorter periods. */
  perMinutesBasis: 36 | 32;
  team: { totals: StatLine; perGame: StatLine };
  opponents: { totals: StatLine; perGame: StatLine };
  players: SeasonPlayer[];
}

const add = (into: StatLine, line: StatLine) => {
  for (const key of STAT_KEYS) into[key] += line[key];
};
const scale = (line: StatLine, factor: number): StatLine => {
  const scaled = emptyStatLine();
  for (const key of STAT_KEYS) scaled[key] = Math.round(line[key] * factor * 10) / 10;
  return scaled;
};

/** Whether a player took part in a game: seconds on court, or, without minutes, anything counted. */
export function playedIn(line: PlayerLine): boolean {
  if (line.seconds !== null) return line.seconds > 0;
  return STAT_KEYS.some((key) => line[key] > 0) || line.technicals > 0;
}

/** The season of a team from its delivered games, oldest first in the results. */
export function computeSeason(games: readonly SeasonGame[]): Season {
  const ordered = [...games].sort((a, b) => (a.playedOn ?? '').localeCompare(b.playedOn ?? ''));
  const basis: 36 | 32 = ordered.every((game) => game.periodSeconds >= 720) && ordered.length > 0 ? 36 : 32;
  const team = emptyStatLine();
  const opponents = emptyStatLine();
  const results: SeasonResult[] = [];
  const players = new Map<
    string,
    {
      totals: StatLine;
      games: number;
      seconds: number;
      timedTotals: StatLine;
      plusMinus: number | null;
      log: { gameId: string; line: PlayerLine }[];
    }
  >();

  for (const game of ordered) {
    const own = game.box[game.side];
    const other = game.box[opponentOf(game.side)];
    add(team, own.totals);
    add(opponents, other.totals);
    const pointsFor = own.totals.pts;
    const pointsAgainst = other.totals.pts;
    results.push({
      gameId: game.gameId,
      playedOn: game.playedOn,
      opponent: game.opponent,
      side: game.side,
      pointsFor,
      pointsAgainst,
      result: pointsFor > pointsAgainst ? 'W' : pointsFor < pointsAgainst ? 'L' : 'T',
    });
    for (const line of own.players) {
      if (!playedIn(line)) continue;
      let entry = players.get(line.playerId);
      if (!entry) {
        entry = { totals: emptyStatLine(), games: 0, seconds: 0, timedTotals: emptyStatLine(), plusMinus: null, log: [] };
        players.set(line.playerId, entry);
      }
      entry.games += 1;
      add(entry.totals, line);
      if (line.seconds !== null) {
        entry.seconds += line.seconds;
        add(entry.timedTotals, line);
      }
      if (line.plusMinus !== null) entry.plusMinus = (entry.plusMinus ?? 0) + line.plusMinus;
      entry.log.push({ gameId: game.gameId, line });
    }
  }

  const count = ordered.length;
  return {
    games: count,
    wins: results.filter((result) => result.result === 'W').length,
    losses: results.filter((result) => result.result === 'L').length,
    ties: results.filter((result) => result.result === 'T').length,
    results,
    perMinutesBasis: basis,
    team: { totals: team, perGame: count > 0 ? scale(team, 1 / count) : emptyStatLine() },
    opponents: { totals: opponents, perGame: count > 0 ? scale(opponents, 1 / count) : emptyStatLine() },
    players: [...players.entries()].map(([playerId, entry]) => ({
      playerId,
      games: entry.games,
      totals: entry.totals,
      seconds: entry.log.some(({ line }) => line.seconds !== null) ? entry.seconds : null,
      plusMinus: entry.plusMinus,
      perGame: scale(entry.totals, 1 / entry.games),
      perMinutes: entry.seconds > 0 ? scale(entry.timedTotals, (basis * 60) / entry.seconds) : null,
      rates: deriveRates(entry.totals),
      log: entry.log,
    })),
  };
}
