import { SEASON_RATE_MINIMUMS, effOf, seasonRates, type SeasonRateKey, type StatLine } from '@courtside/domain';
import { BOX_COLUMNS, type BoxColumn, type BoxSort } from '../stats/box-table-sort';
import { opponentText, playedOnText, scoreText, seasonRateText, shortRateTitle } from './season-format';
import type { Season, SeasonPlayer, SeasonResult, SeasonRosterPlayer, SeasonView } from './season-api';

/** How the counts read: season totals, averages per game played, or per 36 (or 32) minutes on court. */
export type SeasonMode = 'totals' | 'perGame' | 'perMinutes';

/** The modes this season offers, labelled; per-minutes only when some player has minutes. */
export function seasonModes(season: Pick<Season, 'perMinutesBasis' | 'players'>): { value: SeasonMode; label: string }[] {
  const modes: { value: SeasonMode; label: string }[] = [
    { value: 'totals', label: 'Totals' },
    { value: 'perGame', label: 'Per game' },
  ];
  if (season.players.some((player) => player.perMinutes !== null))
    modes.push({ value: 'perMinutes', label: `Per ${String(season.perMinutesBasis)}` });
  return modes;
}

/** A player's row: their season, with who they are from the roster. */
export interface SeasonRow {
  player: SeasonPlayer;
  number: string;
  name: string;
  /** Left the team since (their games still count). */
  archived: boolean;
}

/** Every player who played, named from the roster, in jersey-number order; anyone off the roster last. */
export function seasonRows(view: Pick<SeasonView, 'roster' | 'season'>): SeasonRow[] {
  const roster = new Map<string, SeasonRosterPlayer>(view.roster.map((player) => [player.id, player]));
  const rows = view.season.players.map((player) => {
    const known = roster.get(player.playerId);
    return {
      player,
      number: known?.number ?? '',
      name: known?.name ?? 'Unknown player',
      archived: known?.archived ?? false,
    };
  });
  // Numbers as numbers (2 before 10); a jersey "number" that is not numeric, or none, goes last.
  const order = (row: SeasonRow) => {
    const value = Number(row.number);
    return row.number === '' || Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
  };
  // Infinity minus Infinity is NaN, which is falsy: those fall through to the text.
  return rows.sort((a, b) => order(a) - order(b) || a.number.localeCompare(b.number) || a.name.localeCompare(b.name));
}

/** The player's counts in a mode; null per minutes for a player without minutes. */
export function modeLine(player: SeasonPlayer, mode: SeasonMode): StatLine | null {
  switch (mode) {
    case 'totals':
      return player.totals;
    case 'perGame':
      return player.perGame;
    case 'perMinutes':
      return player.perMinutes;
  }
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Minutes in a mode: the season's total as whole minutes, otherwise per game (of the games that have minutes),
 * to a tenth. Per 36 shows minutes per game too: how much court time the rate stands on.
 */
export function minutesIn(player: SeasonPlayer, mode: SeasonMode): number | null {
  if (player.seconds === null) return null;
  if (mode === 'totals') return Math.round(player.seconds / 60);
  const timed = player.log.filter(({ line }) => line.seconds !== null).length;
  return timed > 0 ? tenth(player.seconds / 60 / timed) : null;
}

/**
 * +/- in a mode: the season's sum, per game of the games where it is known, or per 36 (32) minutes of the games
 * with both minutes and +/-. Null where it is not known.
 */
export function plusMinusIn(player: SeasonPlayer, mode: SeasonMode, basis: number): number | null {
  if (player.plusMinus === null) return null;
  if (mode === 'totals') return player.plusMinus;
  const known = player.log.filter(({ line }) => line.plusMinus !== null);
  if (mode === 'perGame')
    return known.length > 0 ? tenth(sum(known.map(({ line }) => line.plusMinus ?? 0)) / known.length) : null;
  const timed = known.filter(({ line }) => line.seconds !== null);
  const seconds = sum(timed.map(({ line }) => line.seconds ?? 0));
  return seconds > 0 ? tenth((sum(timed.map(({ line }) => line.plusMinus ?? 0)) * basis * 60) / seconds) : null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** A column of the season table. */
export interface SeasonColumn {
  key: string;
  label: string;
  title: string;
  /** Null (no minutes, no attempt) sorts last whichever the direction. */
  sortValue: (row: SeasonRow) => number | null;
  text: (row: SeasonRow) => string;
  /** Why a cell reads as it does, when the text alone cannot say (a rate left out on too few attempts). */
  cellTitle?: (row: SeasonRow) => string | undefined;
}

/** Averages read to a tenth throughout: `12.0`, `2.5-5.1`, so a column lines up. */
const toTenths = (text: string) => text.replace(/\d+(\.\d+)?/g, (number) => Number(number).toFixed(1));

// The box score's counting columns (PTS, made-attempted pairs, rebounds ... PF); its percentages are replaced by the
// season's (from totals), and MIN and +/- are counted over the season.
const COUNTING = BOX_COLUMNS.filter((column) => !column.needs && !column.key.endsWith('Pct'));

function countingColumn(column: BoxColumn, mode: SeasonMode): SeasonColumn {
  return {
    key: column.key,
    label: column.label,
    title: column.title,
    sortValue: (row) => {
      const line = modeLine(row.player, mode);
      return line ? column.sortValue(line) : null;
    },
    text: (row) => {
      const line = modeLine(row.player, mode);
      if (!line) return '–';
      return mode === 'totals' ? column.text(line) : toTenths(column.text(line));
    },
  };
}

const RATE_COLUMNS = [
  { key: 'fgPct', label: 'FG%', title: 'Field goal percentage', after: 'fg' },
  { key: 'fg3Pct', label: '3P%', title: 'Three-point percentage', after: 'fg3' },
  { key: 'ftPct', label: 'FT%', title: 'Free throw percentage', after: 'ft' },
  { key: 'efgPct', label: 'eFG%', title: 'Effective field goal percentage: a three counts as one and a half twos', after: null },
  { key: 'tsPct', label: 'TS%', title: 'True shooting percentage: points per shot, free throws included', after: null },
] as const satisfies readonly { key: SeasonRateKey; label: string; title: string; after: string | null }[];

function rateColumn({ key, label, title }: (typeof RATE_COLUMNS)[number]): SeasonColumn {
  const { label: attemptsLabel, minimum } = SEASON_RATE_MINIMUMS[key];
  return {
    key,
    label,
    title: `${title}, over the season; shown from ${String(minimum)} ${attemptsLabel}`,
    // A rate left out sorts with those without attempts: last either way.
    sortValue: (row) => seasonRates(row.player.totals)[key],
    text: (row) => seasonRateText(row.player.totals, key),
    cellTitle: (row) => shortRateTitle(row.player.totals, key),
  };
}

/**
 * The season table's columns in a mode, after # and Player: GP, MIN, the box score's counting columns with each
 * shooting percentage over the season beside the attempts it stands on (FG% after FGM-FGA: the same in every
 * mode), +/-, then eFG% and TS%. MIN and +/- only when some player has them. A rate under its minimum of
 * attempts (`SEASON_RATE_MINIMUMS`) reads `—`, its cell's title saying why.
 */
export function seasonColumns(season: Pick<Season, 'perMinutesBasis' | 'players'>, mode: SeasonMode): SeasonColumn[] {
  const basis = season.perMinutesBasis;
  const columns: SeasonColumn[] = [
    {
      key: 'games',
      label: 'GP',
      title: 'Games played',
      sortValue: (row) => row.player.games,
      text: (row) => String(row.player.games),
    },
  ];
  if (season.players.some((player) => player.seconds !== null))
    columns.push({
      key: 'min',
      label: mode === 'totals' ? 'MIN (total)' : 'MIN (per game)',
      title: mode === 'totals' ? 'Minutes played in the season' : 'Minutes played per game',
      sortValue: (row) => minutesIn(row.player, mode),
      text: (row) => {
        const minutes = minutesIn(row.player, mode);
        return minutes === null ? '–' : mode === 'totals' ? String(minutes) : minutes.toFixed(1);
      },
    });
  const sheet = season.players.some((player) => player.sheet.sheetGames > 0);
  for (const column of COUNTING) {
    columns.push(countingColumn(column, mode));
    const rate = RATE_COLUMNS.find((candidate) => candidate.after === column.key);
    if (rate) columns.push(rateColumn(rate));
    if (column.key === 'fg') columns.push(twoPointColumn(mode));
    if (sheet && column.key === 'blk') columns.push(sheetColumn('blka', 'BLKA', 'Blocks received', mode));
    if (sheet && column.key === 'pf') columns.push(sheetColumn('fd', 'FD', 'Fouls drawn', mode));
  }
  if (season.players.some((player) => player.plusMinus !== null))
    columns.push({
      key: 'plusMinus',
      label: '+/-',
      title: 'Plus-minus: the score margin while on court',
      sortValue: (row) => plusMinusIn(row.player, mode, basis),
      text: (row) => {
        const value = plusMinusIn(row.player, mode, basis);
        return value === null ? '–' : signed(value, mode === 'totals' ? String(value) : value.toFixed(1));
      },
    });
  columns.push(...RATE_COLUMNS.filter((rate) => rate.after === null).map(rateColumn));
  columns.push(effColumn(mode));
  return columns;
}

/** 2PM-2PA in a mode: FGM - 3PM and FGA - 3PA of the mode's line (every game has them). */
function twoPointColumn(mode: SeasonMode): SeasonColumn {
  const pair = (line: StatLine) => `${String(line.fgm - line.fg3m)}-${String(line.fga - line.fg3a)}`;
  return {
    key: 'fg2',
    label: '2PM-2PA',
    title: 'Two-point field goals made-attempted',
    sortValue: (row) => {
      const line = modeLine(row.player, mode);
      return line ? line.fgm - line.fg3m + (line.fga - line.fg3a) / 1000 : null;
    },
    text: (row) => {
      const line = modeLine(row.player, mode);
      if (!line) return '–';
      return mode === 'totals' ? pair(line) : toTenths(pair(line));
    },
  };
}

/** FIBA's efficiency of the mode's line: PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV. */
function effColumn(mode: SeasonMode): SeasonColumn {
  const value = (row: SeasonRow) => {
    const line = modeLine(row.player, mode);
    return line ? Math.round(effOf(line) * 10) / 10 : null;
  };
  return {
    key: 'eff',
    label: 'EFF',
    title: 'Efficiency (FIBA): PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV',
    sortValue: value,
    text: (row) => {
      const eff = value(row);
      return eff === null ? '–' : mode === 'totals' ? String(eff) : eff.toFixed(1);
    },
  };
}

/**
 * FD or BLKA, which only reports of engine 3 carry: the season's sum or per game of the games that have them
 * (none per minutes: those games' minutes are not kept apart). A cell over fewer games than the player played
 * says so in its title; a player with no such game reads `–`.
 */
function sheetColumn(key: 'fd' | 'blka', label: string, title: string, mode: SeasonMode): SeasonColumn {
  const value = (row: SeasonRow) => {
    const { sheet } = row.player;
    if (mode === 'perMinutes') return null;
    return mode === 'totals' ? sheet[key] : sheet.perGame[key];
  };
  return {
    key,
    label,
    title: `${title} (from the games whose reports record them)`,
    sortValue: value,
    text: (row) => {
      const shown = value(row);
      return shown === null ? '–' : mode === 'totals' ? String(shown) : shown.toFixed(1);
    },
    cellTitle: (row) => {
      // FD stands on the games that recorded it (not those whose fouls name nobody who drew them), BLKA on those
      // whose reports carry it.
      const games = key === 'fd' ? row.player.sheet.fdGames : row.player.sheet.sheetGames;
      return games > 0 && games < row.player.games
        ? `Over ${String(games)} of ${String(row.player.games)} games: the others do not record ${label}`
        : undefined;
    },
  };
}

/**
 * The Team row's cells under `columns`: the rebounds and turnovers credited to the team, not to a player (the
 * team's totals hold them, as the NBA's box score has it), as totals or per game; none per minutes (the team's
 * minutes are not a player's). Every other cell is empty.
 */
export function teamRowTexts(season: Pick<Season, 'team'>, columns: readonly SeasonColumn[], mode: SeasonMode): string[] {
  const { totals, perGame } = season.team.teamRow;
  return columns.map((column) => {
    if (column.key !== 'reb' && column.key !== 'tov') return '';
    if (mode === 'totals') return String(totals[column.key]);
    return mode === 'perGame' ? perGame[column.key].toFixed(1) : '–';
  });
}

/**
 * The rows sorted by a column, either way (the box score's rule): a player without a value stays at the bottom
 * both ways, ties keep the number order, and no sort keeps it too. `name` sorts by name.
 */
export function sortSeasonRows(rows: readonly SeasonRow[], columns: readonly SeasonColumn[], sort: BoxSort | null): SeasonRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * a.name.localeCompare(b.name));
  const column = columns.find((candidate) => candidate.key === sort.key);
  if (!column) return [...rows];
  return [...rows].sort((a, b) => {
    const first = column.sortValue(a);
    const second = column.sortValue(b);
    if (first === null || second === null) return Number(first === null) - Number(second === null);
    return sign * (first - second);
  });
}

/** A game of a player's log: when and whom against, how it ended, and their line. */
export interface GameLogRow {
  gameId: string;
  date: string;
  opponent: string;
  result: SeasonResult['result'] | '';
  score: string;
  line: SeasonPlayer['log'][number]['line'];
}

/** A player's games in the season's order (oldest first), each with its result. */
export function gameLogRows(player: SeasonPlayer, results: readonly SeasonResult[]): GameLogRow[] {
  const byGame = new Map(results.map((result) => [result.gameId, result]));
  return player.log.map(({ gameId, line }) => {
    const result = byGame.get(gameId);
    return {
      gameId,
      date: result ? playedOnText(result.playedOn) : '',
      opponent: result ? opponentText(result) : '',
      result: result?.result ?? '',
      score: result ? scoreText(result) : '',
      line,
    };
  });
}
