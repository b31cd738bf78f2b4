import { formatClock, type GameReport, type PlayerLine, type Side, type StatLine } from '@courtside/domain';

/** A player's row: their line, with who they are and whether they started. */
export interface BoxRow {
  line: PlayerLine;
  number: string;
  name: string;
  starter: boolean;
  /** The order the roster gives: starters first, then the bench, each in roster order. */
  rosterIndex: number;
}

type Line = StatLine & { seconds?: number | null; plusMinus?: number | null };

export interface BoxColumn {
  key: string;
  label: string;
  /** What the header's title says in full. */
  title: string;
  /** The value sorted on; null (no minutes, no attempt) sorts last whichever the direction. */
  sortValue: (line: Line) => number | null;
  text: (line: Line) => string;
  /** Only shown when some player has it (MIN needs a clock, +/- needs lineups). */
  needs?: 'seconds' | 'plusMinus';
  /** Not summed in the team's totals row. */
  noTotal?: boolean;
}

const pct = (made: number, attempts: number) => (attempts > 0 ? made / attempts : null);
// Made first, then attempts: 3-4 above 3-9 would hide the misses, so fewer attempts rank lower only on a tie.
const madeThenAttempts = (made: number, attempts: number) => made + attempts / 1000;
const pctText = (made: number, attempts: number) => (attempts > 0 ? ((100 * made) / attempts).toFixed(1) : '–');
const pair = (made: number, attempts: number) => `${String(made)}-${String(attempts)}`;
const count = (key: keyof StatLine, label: string, title: string): BoxColumn => ({
  key,
  label,
  title,
  sortValue: (line) => line[key],
  text: (line) => String(line[key]),
});

/** Every column of a game's box score, in the order a box score reads. */
export const BOX_COLUMNS: BoxColumn[] = [
  {
    key: 'min',
    label: 'MIN',
    title: 'Minutes played',
    sortValue: (line) => line.seconds ?? null,
    text: (line) => (line.seconds == null ? '' : formatClock(Math.round(line.seconds))),
    needs: 'seconds',
    noTotal: true,
  },
  count('pts', 'PTS', 'Points'),
  {
    key: 'fg',
    label: 'FGM-FGA',
    title: 'Field goals made-attempted',
    sortValue: (l) => madeThenAttempts(l.fgm, l.fga),
    text: (l) => pair(l.fgm, l.fga),
  },
  {
    key: 'fgPct',
    label: 'FG%',
    title: 'Field goal percentage',
    sortValue: (l) => pct(l.fgm, l.fga),
    text: (l) => pctText(l.fgm, l.fga),
  },
  {
    key: 'fg3',
    label: '3PM-3PA',
    title: 'Three-pointers made-attempted',
    sortValue: (l) => madeThenAttempts(l.fg3m, l.fg3a),
    text: (l) => pair(l.fg3m, l.fg3a),
  },
  {
    key: 'fg3Pct',
    label: '3P%',
    title: 'Three-point percentage',
    sortValue: (l) => pct(l.fg3m, l.fg3a),
    text: (l) => pctText(l.fg3m, l.fg3a),
  },
  {
    key: 'ft',
    label: 'FTM-FTA',
    title: 'Free throws made-attempted',
    sortValue: (l) => madeThenAttempts(l.ftm, l.fta),
    text: (l) => pair(l.ftm, l.fta),
  },
  {
    key: 'ftPct',
    label: 'FT%',
    title: 'Free throw percentage',
    sortValue: (l) => pct(l.ftm, l.fta),
    text: (l) => pctText(l.ftm, l.fta),
  },
  count('oreb', 'OREB', 'Offensive rebounds'),
  count('dreb', 'DREB', 'Defensive rebounds'),
  count('reb', 'REB', 'Rebounds'),
  count('ast', 'AST', 'Assists'),
  count('stl', 'STL', 'Steals'),
  count('blk', 'BLK', 'Blocks'),
  count('tov', 'TOV', 'Turnovers'),
  count('pf', 'PF', 'Personal fouls'),
  {
    key: 'plusMinus',
    label: '+/-',
    title: 'Plus-minus: the score margin while on court',
    sortValue: (line) => line.plusMinus ?? null,
    text: (line) => (line.plusMinus == null ? '' : line.plusMinus > 0 ? `+${String(line.plusMinus)}` : String(line.plusMinus)),
    needs: 'plusMinus',
    noTotal: true,
  },
];

/** The columns with data in this game: MIN without a clock and +/- without lineups are left out, not dashed. */
export function visibleColumns(report: Pick<GameReport, 'boxScore'>): BoxColumn[] {
  const lines = [...report.boxScore.home.players, ...report.boxScore.away.players];
  return BOX_COLUMNS.filter(({ needs }) => !needs || lines.some((line) => line[needs] !== null));
}

/** One team's rows, starters first, then the bench, each in roster order; players off the roster last. */
export function boxRows(report: Pick<GameReport, 'boxScore' | 'setup'>, side: Side): BoxRow[] {
  const team = report.setup[side];
  const starters = new Set(team.starters ?? []);
  const order = new Map(team.players.map((player, index) => [player.id, index]));
  const rows = report.boxScore[side].players.map((line) => {
    const player = team.players.find((candidate) => candidate.id === line.playerId);
    return {
      line,
      number: player?.number ?? '',
      name: player?.name ?? line.playerId,
      starter: starters.has(line.playerId),
      rosterIndex: order.get(line.playerId) ?? Number.MAX_SAFE_INTEGER,
    };
  });
  return rows.sort((a, b) => Number(b.starter) - Number(a.starter) || a.rosterIndex - b.rosterIndex);
}

export interface BoxSort {
  key: string;
  direction: 'ascending' | 'descending';
}

/**
 * The rows sorted by a column, either way; a player without a value (no attempt, no minutes) stays at the
 * bottom both ways, and ties keep the starters-first order. Null keeps that order.
 */
export function sortRows(rows: readonly BoxRow[], sort: BoxSort | null): BoxRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * a.name.localeCompare(b.name));
  const column = BOX_COLUMNS.find((candidate) => candidate.key === sort.key);
  if (!column) return [...rows];
  return [...rows].sort((a, b) => {
    const first = column.sortValue(a.line);
    const second = column.sortValue(b.line);
    if (first === null || second === null) return Number(first === null) - Number(second === null);
    return sign * (first - second);
  });
}

/**
 * The next sort when a header is chosen: a new column starts highest first (the name A to Z), a second press
 * turns it round and a third goes back to starters first (null).
 */
export function nextSort(current: BoxSort | null, key: string): BoxSort | null {
  const first = key === 'name' ? 'ascending' : 'descending';
  if (current?.key !== key) return { key, direction: first };
  return current.direction === first ? { key, direction: first === 'ascending' ? 'descending' : 'ascending' } : null;
}
