import {
  foulsDrawnRecorded,
  formatClock,
  madeAttempted,
  rateText,
  signed,
  type GameReport,
  type PlayerLine,
  type Side,
  type StatLine,
} from '@courtside/domain';

/** A player's row: their line, with who they are and whether they started. */
export interface BoxRow {
  line: PlayerLine & Line;
  number: string;
  name: string;
  starter: boolean;
  /** Did not play: on the roster, never on court (known only where lineups are tracked). */
  dnp: boolean;
  /** The order the roster gives: starters first, then the bench, each in roster order. */
  rosterIndex: number;
}

/**
 * A line as reports of every engine carry it: the coach's sheet fields (engine 3) are absent from older
 * reports, which show what they have.
 */
export type Line = StatLine & {
  seconds?: number | null;
  plusMinus?: number | null;
  fg2m?: number | undefined;
  fg2a?: number | undefined;
  fd?: number | undefined;
  blka?: number | undefined;
  eff?: number | undefined;
  starter?: boolean | undefined;
  dnp?: boolean | undefined;
};

/** The fields of the coach's sheet that only reports of engine 3 carry. */
type Carried = 'fg2a' | 'fd' | 'blka' | 'eff';

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
  /** Only shown when the report carries the field (2P, BLKA, FD and EFF: engine 3 on). */
  carried?: Carried;
  /** Not summed in the team's totals row. */
  noTotal?: boolean;
  /** The report carries the column but cannot tell it (FD where no foul names who drew it): every cell reads n/r. */
  notRecorded?: boolean;
}

/** A cell of a figure the report does not record: short, with its legend under the table. */
export const NOT_RECORDED_CELL = 'n/r';

const pct = (made: number, attempts: number) => (attempts > 0 ? made / attempts : null);
// Made first, then attempts: 3-4 above 3-9 would hide the misses, so fewer attempts rank lower only on a tie.
const madeThenAttempts = (made: number, attempts: number) => made + attempts / 1000;
const count = (key: keyof StatLine, label: string, title: string): BoxColumn => ({
  key,
  label,
  title,
  sortValue: (line) => line[key],
  text: (line) => String(line[key]),
});
/** A count only engine 3 reports carry (blank where a line lacks it). */
const optionalCount = (key: 'fd' | 'blka' | 'eff', label: string, title: string): BoxColumn => ({
  key,
  label,
  title,
  sortValue: (line) => line[key] ?? null,
  text: (line) => (line[key] === undefined ? '' : String(line[key])),
  carried: key,
});
/** The made-attempted column and the percentage column of one kind of shot. */
function shooting(
  key: string,
  label: string,
  title: string,
  pick: (line: Line) => [made: number, attempts: number] | null,
  carried?: Carried,
): BoxColumn[] {
  const optional = carried ? { carried } : {};
  return [
    {
      key,
      label: `${label}M-${label}A`,
      title: `${title} made-attempted`,
      sortValue: (line) => {
        const shots = pick(line);
        return shots && madeThenAttempts(...shots);
      },
      text: (line) => {
        const shots = pick(line);
        return shots ? madeAttempted(...shots) : '';
      },
      ...optional,
    },
    {
      key: `${key}Pct`,
      label: `${label}%`,
      title: `${title} percentage`,
      sortValue: (line) => {
        const shots = pick(line);
        return shots && pct(...shots);
      },
      text: (line) => {
        const shots = pick(line);
        return shots ? rateText(...shots) : '';
      },
      ...optional,
    },
  ];
}

/** Every column of a game's box score, in the order of the coach's sheet (DESIGN.md §4). */
export const SHEET_COLUMNS: BoxColumn[] = [
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
  ...shooting('fg', 'FG', 'Field goals', (l) => [l.fgm, l.fga]),
  ...shooting(
    'fg2',
    '2P',
    'Two-pointers',
    (l) => (l.fg2m === undefined || l.fg2a === undefined ? null : [l.fg2m, l.fg2a]),
    'fg2a',
  ),
  ...shooting('fg3', '3P', 'Three-pointers', (l) => [l.fg3m, l.fg3a]),
  ...shooting('ft', 'FT', 'Free throws', (l) => [l.ftm, l.fta]),
  count('oreb', 'OREB', 'Offensive rebounds'),
  count('dreb', 'DREB', 'Defensive rebounds'),
  count('reb', 'REB', 'Rebounds'),
  count('ast', 'AST', 'Assists'),
  count('tov', 'TOV', 'Turnovers'),
  count('stl', 'STL', 'Steals'),
  count('blk', 'BLK', 'Blocks'),
  optionalCount('blka', 'BLKA', 'Blocks received: shots of the player that were blocked'),
  count('pf', 'PF', 'Personal fouls'),
  optionalCount('fd', 'FD', 'Fouls drawn'),
  {
    key: 'plusMinus',
    label: '+/-',
    title: 'Plus-minus: the score margin while on court',
    sortValue: (line) => line.plusMinus ?? null,
    text: (line) => (line.plusMinus == null ? '' : signed(line.plusMinus)),
    needs: 'plusMinus',
    noTotal: true,
  },
  optionalCount('eff', 'EFF', 'Efficiency (FIBA): PTS + REB + AST + STL + BLK - missed FG - missed FT - TOV'),
];

const columnOf = (key: string) => {
  const column = SHEET_COLUMNS.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`no box score column ${key}`);
  return column;
};

/**
 * The columns every report carries (no 2P, BLKA, FD or EFF, which only engine 3 reports have), in the order the
 * season's tables read them.
 */
export const BOX_COLUMNS: BoxColumn[] = [
  'min',
  'pts',
  'fg',
  'fgPct',
  'fg3',
  'fg3Pct',
  'ft',
  'ftPct',
  'oreb',
  'dreb',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
  'pf',
  'plusMinus',
].map(columnOf);

/** The box score's columns that some of `lines` has data for: MIN only with a clock, +/- only with lineups. */
export const recordedColumns = (lines: readonly Pick<Line, 'seconds' | 'plusMinus'>[]): BoxColumn[] =>
  BOX_COLUMNS.filter(({ needs }) => !needs || lines.some((line) => line[needs] !== null));

/**
 * The columns with data in this game: MIN without a clock and +/- without lineups are left out, not dashed, and
 * so are the columns a report of an older engine does not carry (2P, BLKA, FD, EFF before engine 3). FD where no
 * foul names who drew it is not recorded: its cells read n/r, never 0, and it sorts nothing.
 */
export function visibleColumns(report: Pick<GameReport, 'boxScore' | 'plays'>): BoxColumn[] {
  const lines: Line[] = [...report.boxScore.home.players, ...report.boxScore.away.players];
  const fdRecorded = foulsDrawnRecorded(report);
  return SHEET_COLUMNS.filter(
    ({ needs, carried }) =>
      (!needs || lines.some((line) => line[needs] !== null)) && (!carried || lines.some((line) => line[carried] !== undefined)),
  ).map((column) =>
    column.key === 'fd' && !fdRecorded
      ? {
          ...column,
          title: 'Fouls drawn: not recorded in this game (no foul names who drew it)',
          sortValue: () => null,
          text: () => NOT_RECORDED_CELL,
          notRecorded: true,
        }
      : column,
  );
}

/**
 * DNP: the report says the player never came on, and their line is all zeros. A line with figures (a play
 * credited to a player whose substitution was not tagged) is shown, not hidden behind DNP.
 */
function didNotPlay(line: Line): boolean {
  return (
    line.dnp === true &&
    [line.pts, line.fga, line.fta, line.reb, line.ast, line.stl, line.blk, line.tov, line.pf].every((n) => n === 0)
  );
}

/**
 * One team's rows, starters first, then the bench, each in roster order; players off the roster last, and those
 * who did not play after everyone who did.
 */
export function boxRows(report: Pick<GameReport, 'boxScore' | 'setup'>, side: Side): BoxRow[] {
  const team = report.setup[side];
  const starters = new Set(team.starters ?? []);
  const order = new Map(team.players.map((player, index) => [player.id, index]));
  const rows = report.boxScore[side].players.map((line: PlayerLine & Line) => {
    const player = team.players.find((candidate) => candidate.id === line.playerId);
    return {
      line,
      number: player?.number ?? '',
      name: player?.name ?? line.playerId,
      // Engine 3 says who started; older reports have only the setup's five.
      starter: line.starter ?? starters.has(line.playerId),
      dnp: didNotPlay(line),
      rosterIndex: order.get(line.playerId) ?? Number.MAX_SAFE_INTEGER,
    };
  });
  return rows.sort(
    (a, b) => Number(a.dnp) - Number(b.dnp) || Number(b.starter) - Number(a.starter) || a.rosterIndex - b.rosterIndex,
  );
}

export interface BoxSort {
  key: string;
  direction: 'ascending' | 'descending';
}

/**
 * The rows sorted by a column, either way; a player without a value (no attempt, no minutes) or who did not
 * play stays at the bottom both ways, and ties keep the starters-first order. Null keeps that order.
 */
export function sortRows(rows: readonly BoxRow[], sort: BoxSort | null): BoxRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * a.name.localeCompare(b.name));
  const column = SHEET_COLUMNS.find((candidate) => candidate.key === sort.key);
  if (!column) return [...rows];
  return [...rows].sort((a, b) => {
    const first = a.dnp ? null : column.sortValue(a.line);
    const second = b.dnp ? null : column.sortValue(b.line);
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
