import { STAT_KEYS, deriveRates, effOf, emptyStatLine, type SheetFigures, type StatLine } from './box-score.js';
import { foulsDrawnRecorded } from './fouls-drawn.js';
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
 * - Points in the paint and fast-break points average over the games that recorded them (a report says null,
 *   "not recorded", when no shot had a location or fast breaks were not tracked): never a 0 for such a game.
 * - Team rebounds and team turnovers (the stored totals' `teamReb`, `teamTov`) count in the team's totals, as the
 *   NBA publishes them, and in a "Team" row of their own (`teamRow`); never in a player's line.
 */

/**
 * Points of a game's derived figures for one team, as its stored report has them: null where the report says
 * "not recorded" (engine 3: no shot locations, fast breaks not tracked).
 */
export interface RecordedFigures {
  paintPoints: number | null;
  fastBreakPoints: number | null;
}

export interface SeasonGame {
  gameId: string;
  /** The day it was played, YYYY-MM-DD, when known. */
  playedOn: string | null;
  opponent: string;
  /** The side the team played. */
  side: Side;
  periodSeconds: number;
  box: BoxScore;
  /** The team's and the opponents' figures from the stored report; absent: nothing recorded. */
  figures?: { team: RecordedFigures; opponents: RecordedFigures };
}

/** A figure some games did not record, averaged over those that did. */
export interface RecordedAverage {
  total: number;
  /** How many games recorded it. */
  games: number;
  /** Per game of those games, to a tenth; null when no game recorded it ("not recorded"). */
  perGame: number | null;
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
  /** The coach's sheet's columns over the season (see `SeasonSheet`). */
  sheet: SeasonSheet;
  log: { gameId: string; line: PlayerLine }[];
}

/**
 * The sheet's columns of engine 3 (2PM-2PA, FD, BLKA, EFF) over a season whose older reports lack them.
 * - 2PM-2PA and EFF are sums of the stored counts (FGM - 3PM, FGA - 3PA; FIBA's PTS + REB + AST + STL + BLK -
 *   missed FG - missed FT - TOV), so they are read off every game, old ones included: exactly what engine 3
 *   stores, never a recomputation from plays.
 * - FD and BLKA need the plays' `drawnById` and `blockId` read per player, which only engine 3 stored: they are
 *   summed over the games whose lines have them, `sheetGames` says how many, and they are null (the column left
 *   out) when no game has them. Per game divides by `sheetGames`, not by the games played.
 * - FD counts only the games that recorded it (`foulsDrawnRecorded`: not a game whose fouls name nobody who drew
 *   them, where every FD is 0 and reads as a result); `fdGames` says how many, FD per game divides by it, and FD
 *   is null when none did.
 */
export interface SeasonSheet {
  fg2m: number;
  fg2a: number;
  eff: number;
  fd: number | null;
  blka: number | null;
  /** The games whose stored lines carry FD and BLKA. */
  sheetGames: number;
  /** Of those, the games that recorded FD (see `SeasonSheet`). */
  fdGames: number;
  perGame: { fg2m: number; fg2a: number; eff: number; fd: number | null; blka: number | null };
}

/** What a "Team" row of a season holds: rebounds and turnovers credited to the team, not to a player. */
export interface TeamRowCounts {
  reb: number;
  tov: number;
}

/** A team's (or its opponents') season: totals and averages per game, team rebounds and turnovers included. */
export interface SeasonTeam {
  totals: StatLine;
  perGame: StatLine;
  /** The part of `totals` (and `perGame`) no player's line holds: team rebounds and team turnovers. */
  teamRow: { totals: TeamRowCounts; perGame: TeamRowCounts };
  /** Points in the paint and fast-break points, over the games whose reports recorded them. */
  recorded: Record<keyof RecordedFigures, RecordedAverage>;
  /** The sheet's columns over the season: 2PM-2PA and EFF of every game, FD and BLKA of the games with them. */
  sheet: SeasonSheet;
}

export interface Season {
  games: number;
  wins: number;
  losses: number;
  ties: number;
  results: SeasonResult[];
  /** The minutes `perMinutes` is counted per: 36, or 32 in a season of shorter periods. */
  perMinutesBasis: 36 | 32;
  team: SeasonTeam;
  opponents: SeasonTeam;
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

const perGameOf = (value: number, games: number) => (games > 0 ? Math.round((value / games) * 10) / 10 : 0);

const RECORDED_KEYS = ['paintPoints', 'fastBreakPoints'] as const satisfies readonly (keyof RecordedFigures)[];
type Recorded = SeasonTeam['recorded'];

const emptyRecorded = (): Recorded => ({
  paintPoints: { total: 0, games: 0, perGame: null },
  fastBreakPoints: { total: 0, games: 0, perGame: null },
});

/** Adds a game's figures to the season's, each only when the game recorded it. */
function addRecorded(into: Recorded, figures: RecordedFigures | undefined) {
  for (const key of RECORDED_KEYS) {
    const points = figures?.[key];
    if (points === null || points === undefined) continue;
    into[key].total += points;
    into[key].games += 1;
    into[key].perGame = perGameOf(into[key].total, into[key].games);
  }
}

/** The sheet's columns of a season from its totals and each game's stored line (see `SeasonSheet`). */
/** A game's sheet figures of a line or totals, and whether that game recorded FD. */
type GameSheet = SheetFigures & { fdRecorded: boolean };

function seasonSheet(totals: StatLine, lines: readonly GameSheet[], games: number): SeasonSheet {
  let fd = 0;
  let blka = 0;
  let sheetGames = 0;
  let fdGames = 0;
  for (const line of lines) {
    if (line.fd === undefined && line.blka === undefined) continue;
    if (line.fd !== undefined && line.fdRecorded) {
      fd += line.fd;
      fdGames += 1;
    }
    blka += line.blka ?? 0;
    sheetGames += 1;
  }
  const fg2m = totals.fgm - totals.fg3m;
  const fg2a = totals.fga - totals.fg3a;
  const eff = effOf(totals);
  const recorded = sheetGames > 0;
  return {
    fg2m,
    fg2a,
    eff,
    fd: fdGames > 0 ? fd : null,
    blka: recorded ? blka : null,
    sheetGames,
    fdGames,
    perGame: {
      fg2m: perGameOf(fg2m, games),
      fg2a: perGameOf(fg2a, games),
      eff: perGameOf(eff, games),
      fd: fdGames > 0 ? perGameOf(fd, fdGames) : null,
      blka: recorded ? perGameOf(blka, sheetGames) : null,
    },
  };
}

function seasonTeam(totals: StatLine, row: TeamRowCounts, recorded: Recorded, sheet: SeasonSheet, games: number): SeasonTeam {
  return {
    sheet,
    totals,
    perGame: games > 0 ? scale(totals, 1 / games) : emptyStatLine(),
    teamRow: { totals: row, perGame: { reb: perGameOf(row.reb, games), tov: perGameOf(row.tov, games) } },
    recorded,
  };
}

/**
 * A recorded average in words, over how many of the season's games it stands on: "12.4" when every game
 * recorded it, "12.4 (8 of 10 games)" when some did not, "not recorded" when none did.
 */
export function recordedAverageText(average: RecordedAverage, seasonGames: number): string {
  if (average.perGame === null) return 'not recorded';
  const value = average.perGame.toFixed(1);
  return average.games < seasonGames ? `${value} (${String(average.games)} of ${String(seasonGames)} games)` : value;
}

/**
 * Whether a player took part in a game: seconds on court; without minutes, on court at some point where lineups were
 * followed (not DNP), counted or not, as a box score's DNP says; without either, anything counted.
 */
export function playedIn(line: PlayerLine): boolean {
  if (line.seconds !== null) return line.seconds > 0;
  if (line.plusMinus !== null && line.dnp !== undefined) return !line.dnp;
  return STAT_KEYS.some((key) => line[key] > 0) || line.technicals > 0;
}

/** The season of a team from its delivered games, oldest first in the results. */
export function computeSeason(games: readonly SeasonGame[]): Season {
  const ordered = [...games].sort((a, b) => (a.playedOn ?? '').localeCompare(b.playedOn ?? ''));
  const basis: 36 | 32 = ordered.every((game) => game.periodSeconds >= 720) && ordered.length > 0 ? 36 : 32;
  const team = emptyStatLine();
  const opponents = emptyStatLine();
  const teamRow: TeamRowCounts = { reb: 0, tov: 0 };
  const opponentsRow: TeamRowCounts = { reb: 0, tov: 0 };
  const teamRecorded = emptyRecorded();
  const opponentsRecorded = emptyRecorded();
  const teamSheets: GameSheet[] = [];
  const opponentsSheets: GameSheet[] = [];
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
      sheets: GameSheet[];
    }
  >();

  for (const game of ordered) {
    const own = game.box[game.side];
    const other = game.box[opponentOf(game.side)];
    // Judged by the box (the season reads no plays): fouls called and none drawn.
    const fdRecorded = foulsDrawnRecorded({ boxScore: game.box, plays: [] });
    // The stored totals hold the team rebounds and turnovers inside reb/oreb/dreb and tov already.
    add(team, own.totals);
    add(opponents, other.totals);
    teamRow.reb += own.totals.teamReb;
    teamRow.tov += own.totals.teamTov;
    opponentsRow.reb += other.totals.teamReb;
    opponentsRow.tov += other.totals.teamTov;
    teamSheets.push({ ...own.totals, fdRecorded });
    opponentsSheets.push({ ...other.totals, fdRecorded });
    addRecorded(teamRecorded, game.figures?.team);
    addRecorded(opponentsRecorded, game.figures?.opponents);
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
        entry = {
          totals: emptyStatLine(),
          games: 0,
          seconds: 0,
          timedTotals: emptyStatLine(),
          plusMinus: null,
          log: [],
          sheets: [],
        };
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
      entry.sheets.push({ ...line, fdRecorded });
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
    team: seasonTeam(team, teamRow, teamRecorded, seasonSheet(team, teamSheets, count), count),
    opponents: seasonTeam(opponents, opponentsRow, opponentsRecorded, seasonSheet(opponents, opponentsSheets, count), count),
    players: [...players.entries()].map(([playerId, entry]) => ({
      playerId,
      games: entry.games,
      totals: entry.totals,
      seconds: entry.log.some(({ line }) => line.seconds !== null) ? entry.seconds : null,
      plusMinus: entry.plusMinus,
      perGame: scale(entry.totals, 1 / entry.games),
      perMinutes: entry.seconds > 0 ? scale(entry.timedTotals, (basis * 60) / entry.seconds) : null,
      rates: deriveRates(entry.totals),
      sheet: seasonSheet(entry.totals, entry.sheets, entry.games),
      log: entry.log,
    })),
  };
}

/** The shooting rates of a season table, each with the attempts it needs before the season page shows it. */
export type SeasonRateKey = 'fgPct' | 'fg3Pct' | 'ftPct' | 'efgPct' | 'tsPct';

/**
 * The fewest attempts over the season a rate needs to be shown: below them one shot more or less swings the
 * rate by tens of points (an eFG% of 150% on two attempts is right, and reads as a bug). eFG% and TS% stand on
 * field goal attempts like FG%.
 */
export const SEASON_RATE_MINIMUMS: Record<SeasonRateKey, { attempts: 'fga' | 'fg3a' | 'fta'; label: string; minimum: number }> = {
  fgPct: { attempts: 'fga', label: 'FGA', minimum: 10 },
  fg3Pct: { attempts: 'fg3a', label: '3PA', minimum: 5 },
  ftPct: { attempts: 'fta', label: 'FTA', minimum: 5 },
  efgPct: { attempts: 'fga', label: 'FGA', minimum: 10 },
  tsPct: { attempts: 'fga', label: 'FGA', minimum: 10 },
};

/** The minimums in a sentence, for a footnote: "FG%, eFG% and TS% need at least 10 FGA, 3P% 5 3PA, FT% 5 FTA". */
export const SEASON_RATE_RULE = 'FG%, eFG% and TS% need at least 10 FGA over the season, 3P% 5 3PA, FT% 5 FTA';

/**
 * A season's shooting rates from its totals, each null (shown "—") below its minimum of attempts
 * (`SEASON_RATE_MINIMUMS`); `short` names the rates left out that way.
 */
export function seasonRates(totals: StatLine): Record<SeasonRateKey, number | null> & { short: SeasonRateKey[] } {
  const rates = deriveRates(totals);
  const short: SeasonRateKey[] = [];
  const shown = (key: SeasonRateKey) => {
    const { attempts, minimum } = SEASON_RATE_MINIMUMS[key];
    if (totals[attempts] >= minimum) return rates[key];
    if (totals[attempts] > 0) short.push(key);
    return null;
  };
  return {
    fgPct: shown('fgPct'),
    fg3Pct: shown('fg3Pct'),
    ftPct: shown('ftPct'),
    efgPct: shown('efgPct'),
    tsPct: shown('tsPct'),
    short,
  };
}
