import { STAT_KEYS, deriveRates, type SeasonPlayer, type SeasonSheet, type SeasonTeam, type StatLine } from '@courtside/domain';
import { csvDocument, csvRow } from '../../lib/csv.js';
import type { SeasonView } from './season.service.js';

type StatKey = (typeof STAT_KEYS)[number];

/** Each count's column heading, as the game box score heads it. */
export const STAT_LABELS: Record<StatKey, string> = {
  pts: 'PTS',
  fgm: 'FGM',
  fga: 'FGA',
  fg3m: '3PM',
  fg3a: '3PA',
  ftm: 'FTM',
  fta: 'FTA',
  oreb: 'OREB',
  dreb: 'DREB',
  reb: 'REB',
  ast: 'AST',
  stl: 'STL',
  blk: 'BLK',
  tov: 'TOV',
  pf: 'PF',
};

/** The averages per game a season table shows after the totals. */
export const PER_GAME_KEYS = ['pts', 'reb', 'ast'] as const satisfies readonly StatKey[];

/** The shooting rates a season table ends with, each read from `deriveRates` of the totals. */
export const RATE_COLUMNS = [
  { label: 'FG%', rate: 'fgPct' },
  { label: '3P%', rate: 'fg3Pct' },
  { label: 'FT%', rate: 'ftPct' },
  { label: 'eFG%', rate: 'efgPct' },
  { label: 'TS%', rate: 'tsPct' },
] as const;

/** The figures a report may say it did not record, as the season labels them. */
export const RECORDED_FIGURES = [
  ['paintPoints', 'Points in the paint'],
  ['fastBreakPoints', 'Fast-break points'],
] as const;

/**
 * The sheet's columns after the rates: 2PM, 2PA and EFF of every game; FD over the games that recorded who drew
 * each foul and BLKA over the games whose reports have it (engine 3), and how many games each is (blank FD or BLKA
 * when none: a game that did not record it has no FD, not 0).
 */
export const SHEET_HEADER = ['2PM', '2PA', 'EFF', 'FD', 'BLKA', 'FD games', 'BLKA games'];
const sheetCells = (sheet: SeasonSheet) => [
  sheet.fg2m,
  sheet.fg2a,
  sheet.eff,
  sheet.fd,
  sheet.blka,
  sheet.fdGames,
  sheet.sheetGames,
];

/** A season player with the number and name the roster gives them. */
export interface SeasonPlayerRow {
  number: string;
  name: string;
  player: SeasonPlayer;
}

/**
 * The season's players by number, as the roster lists them: shorter numbers first (4 before 10, 0 before 00),
 * then in character order. A player the roster no longer knows keeps their id as a name.
 */
export function seasonPlayerRows(view: SeasonView): SeasonPlayerRow[] {
  const roster = new Map(view.roster.map((player) => [player.id, player]));
  const rows = view.season.players.map((player) => {
    const entry = roster.get(player.playerId);
    return { number: entry?.number ?? '', name: entry?.name ?? player.playerId, player };
  });
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => a.number.length - b.number.length || order(a.number, b.number) || order(a.name, b.name));
}

/** Whole minutes on court over the season; null when no game of theirs had minutes. */
export const totalMinutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));

/** A rate as the game CSV writes it: a percentage to one decimal, blank without attempts. */
const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

const figures = (totals: StatLine, perGame: StatLine, plusMinus: number | null) => {
  const rates = deriveRates(totals);
  return [
    ...STAT_KEYS.map((key) => totals[key]),
    plusMinus,
    ...PER_GAME_KEYS.map((key) => perGame[key]),
    ...RATE_COLUMNS.map(({ rate }) => percent(rates[rate])),
  ];
};

/**
 * The "Team" row's cells after the name, as the NBA's box score has it: the rebounds and turnovers credited to
 * the team, not to a player (in the REB and TOV columns, and REB per game), every other cell blank.
 */
export function teamRowCells(team: SeasonTeam): (number | null)[] {
  const { totals, perGame } = team.teamRow;
  return [
    ...STAT_KEYS.map((key) => (key === 'reb' ? totals.reb : key === 'tov' ? totals.tov : null)),
    null,
    ...PER_GAME_KEYS.map((key) => (key === 'reb' ? perGame.reb : null)),
    ...RATE_COLUMNS.map(() => null),
    ...SHEET_HEADER.map(() => null),
  ];
}

/**
 * A team's season for a spreadsheet: a row per player (number, name, games, total minutes, the game box
 * score's counts as season totals, +/-, points, rebounds and assists per game, shooting rates), a "Team" row
 * (team rebounds and turnovers, which the team's totals include and no player's line does), the team's and
 * the opponents' totals; after a blank line, points in the paint and fast-break points per game of the games
 * that recorded them; then, after a blank line, a row per game. Scores are two number columns, since a
 * spreadsheet reads "8-2" as a date. Rates are written on any number of attempts (the attempts are columns of
 * the row, for the spreadsheet's reader to judge); the page and the PDF leave out those under the minimums.
 */
export function seasonCsv(view: SeasonView): string {
  const { season } = view;
  const header = [
    'Number',
    'Player',
    'GP',
    'MIN',
    ...STAT_KEYS.map((key) => STAT_LABELS[key]),
    '+/-',
    ...PER_GAME_KEYS.map((key) => `${STAT_LABELS[key]}/G`),
    ...RATE_COLUMNS.map(({ label }) => label),
    ...SHEET_HEADER,
  ];
  // Our own header, +/- included, is never a formula.
  const rows = [csvRow(header, { guard: false })];
  for (const { number, name, player } of seasonPlayerRows(view)) {
    rows.push(
      csvRow([
        number,
        name,
        player.games,
        totalMinutes(player.seconds),
        ...figures(player.totals, player.perGame, player.plusMinus),
        ...sheetCells(player.sheet),
      ]),
    );
  }
  rows.push(csvRow(['', 'Team', null, null, ...teamRowCells(season.team)]));
  for (const [label, team] of [
    ['Team totals', season.team],
    ['Opponents totals', season.opponents],
  ] as const) {
    rows.push(csvRow(['', label, season.games, null, ...figures(team.totals, team.perGame, null), ...sheetCells(team.sheet)]));
  }

  // Figures some games do not record: per game of the games that did, and how many did; an empty cell where
  // none did ("not recorded", never a 0).
  rows.push('', csvRow(['Figure', 'Team per game', 'Team games', 'Opponents per game', 'Opponents games'], { guard: false }));
  for (const [key, label] of RECORDED_FIGURES) {
    const own = season.team.recorded[key];
    const theirs = season.opponents.recorded[key];
    rows.push(csvRow([label, own.perGame, own.games, theirs.perGame, theirs.games]));
  }

  rows.push('', csvRow(['Date', 'Opponent', 'Result', 'Points for', 'Points against'], { guard: false }));
  for (const result of season.results) {
    rows.push(csvRow([result.playedOn, result.opponent, result.result, result.pointsFor, result.pointsAgainst]));
  }
  return csvDocument(rows);
}
