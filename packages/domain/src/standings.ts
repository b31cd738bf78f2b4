/**
 * A competition's ladder, from its stored results: every team's record and figures, ranked by classification points
 * and then by the competition's tie-break (FIBA's Official Basketball Rules, Appendix D "Classification of teams", or
 * the percentage that many Australian domestic competitions use). Pure: the server reads the results, this ranks.
 *
 * FIBA, Appendix D (D.1.1 to D.1.4):
 * - 2 classification points a win, 1 a loss, 0 a loss by forfeit (a competition may choose others);
 * - teams level on points are ranked by the games between them: their classification points in those games, then
 *   the points difference in those games, the points scored in them, the points difference of all games, the points
 *   scored in all games;
 * - as soon as a criterion classifies one or more of the teams, the procedure starts again from the beginning for
 *   each group still level, with only the games between the teams of that group;
 * - teams that no criterion separates share the place (at the end of a group phase a draw decides, outside of here).
 */

export type TieBreakMethod = 'fiba' | 'percentage';

export interface ClassificationPoints {
  win: number;
  loss: number;
  forfeitLoss: number;
}

/** FIBA's classification points (D.1.1): the default. */
export const FIBA_POINTS: ClassificationPoints = { win: 2, loss: 1, forfeitLoss: 0 };

/** The score of a game awarded by forfeit (FIBA rule 20.2.1): 20-0 to the team that did not forfeit. */
export const FORFEIT_SCORE = 20;

/** A result as the ladder reads it: a game played, or awarded by forfeit. */
export interface LadderResult {
  fixtureId: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** The team that forfeited: it lost, for `forfeitLoss` points. */
  forfeitedBy?: string | null | undefined;
  /** When it was played (ISO): the order of a team's streak and last five. */
  playedAt: string;
}

export type Outcome = 'W' | 'L';

export interface WonLost {
  won: number;
  lost: number;
}

export interface LadderRow {
  teamId: string;
  /** 1 for the first; teams that share a place have the same. */
  place: number;
  /** The place is shared with another team ("3="). */
  shared: boolean;
  played: number;
  won: number;
  /** Losses, those by forfeit included. */
  lost: number;
  /** Losses by forfeit. */
  forfeits: number;
  pointsFor: number;
  pointsAgainst: number;
  difference: number;
  /** Points for over points against, x 100; null before any point was conceded. */
  percentage: number | null;
  classificationPoints: number;
  /** The current run: `W3`, `L1`; null before a game. */
  streak: string | null;
  /** The last five results, oldest first. */
  lastFive: Outcome[];
  home: WonLost;
  away: WonLost;
  /** The fixtures behind the row, in the order played: what the row opens to. */
  fixtureIds: string[];
}

/** What ranked a group of level teams: the first criterion that told some of them apart, with every team's figure. */
export type Criterion =
  'headToHeadPoints' | 'headToHeadDifference' | 'headToHeadScored' | 'difference' | 'scored' | 'percentage' | 'pointsFor';

export interface Tie {
  /** The level teams, in the order the procedure left them. */
  teams: string[];
  /** The tie a restart of the procedure (D.1.4) took up: a group a criterion left level within a larger tie. */
  restart: boolean;
  /** The criterion that told them apart; null: none did, and they share the place. */
  criterion: Criterion | null;
  /** Each team's figure on it (classification points of the games between them for `headToHeadPoints`). */
  values: Record<string, number>;
  /** Each team's won-lost in the games between them (the FIBA method's first criterion). */
  between: Record<string, WonLost>;
}

export interface Ladder {
  rows: LadderRow[];
  /** Every tie the procedure broke, or could not, in the order of the ladder. */
  ties: Tie[];
}

export interface LadderRules {
  method: TieBreakMethod;
  points?: ClassificationPoints;
}

interface Tally {
  won: number;
  lost: number;
  forfeits: number;
  pointsFor: number;
  pointsAgainst: number;
  classificationPoints: number;
}

const emptyTally = (): Tally => ({ won: 0, lost: 0, forfeits: 0, pointsFor: 0, pointsAgainst: 0, classificationPoints: 0 });

/** Whether `team` won `result` (a forfeit is lost by the team that forfeited, whatever the score says). */
function wonBy(result: LadderResult, team: string): boolean {
  if (result.forfeitedBy) return result.forfeitedBy !== team;
  const own = result.home === team ? result.homeScore : result.awayScore;
  const other = result.home === team ? result.awayScore : result.homeScore;
  return own > other;
}

function add(tally: Tally, result: LadderResult, team: string, points: ClassificationPoints): void {
  const home = result.home === team;
  const won = wonBy(result, team);
  tally.pointsFor += home ? result.homeScore : result.awayScore;
  tally.pointsAgainst += home ? result.awayScore : result.homeScore;
  if (won) {
    tally.won += 1;
    tally.classificationPoints += points.win;
  } else {
    tally.lost += 1;
    const forfeited = result.forfeitedBy === team;
    if (forfeited) tally.forfeits += 1;
    tally.classificationPoints += forfeited ? points.forfeitLoss : points.loss;
  }
}

/** The tallies of `teams` over the results between two of them (all results when `among` is null). */
function tallies(
  teams: readonly string[],
  results: readonly LadderResult[],
  points: ClassificationPoints,
  among: ReadonlySet<string> | null,
): Map<string, Tally> {
  const byTeam = new Map(teams.map((team) => [team, emptyTally()]));
  for (const result of results) {
    if (among && !(among.has(result.home) && among.has(result.away))) continue;
    for (const team of [result.home, result.away]) {
      const tally = byTeam.get(team);
      if (tally) add(tally, result, team, points);
    }
  }
  return byTeam;
}

/** Points for over points against: infinite before a point was conceded, 0 before a game. */
const ratio = ({ pointsFor, pointsAgainst }: Tally) =>
  pointsAgainst === 0 ? (pointsFor === 0 ? 0 : Number.POSITIVE_INFINITY) : pointsFor / pointsAgainst;

const CRITERIA: Record<TieBreakMethod, readonly Criterion[]> = {
  fiba: ['headToHeadPoints', 'headToHeadDifference', 'headToHeadScored', 'difference', 'scored'],
  percentage: ['percentage', 'pointsFor'],
};

function criterionValue(criterion: Criterion, all: Tally, between: Tally): number {
  switch (criterion) {
    case 'headToHeadPoints':
      return between.classificationPoints;
    case 'headToHeadDifference':
      return between.pointsFor - between.pointsAgainst;
    case 'headToHeadScored':
      return between.pointsFor;
    case 'difference':
      return all.pointsFor - all.pointsAgainst;
    case 'scored':
    case 'pointsFor':
      return all.pointsFor;
    case 'percentage':
      // Two equal fractions divide to the same double, so level percentages compare equal.
      return ratio(all);
  }
}

/** `teams` cut into groups of equal `value`, highest first (each group in the order it came). */
function groupsBy(teams: readonly string[], value: (team: string) => number): string[][] {
  const sorted = [...teams].sort((a, b) => value(b) - value(a));
  const groups: string[][] = [];
  for (const team of sorted) {
    const last = groups.at(-1);
    if (last?.[0] !== undefined && value(last[0]) === value(team)) last.push(team);
    else groups.push([team]);
  }
  return groups;
}

/**
 * Ranks a group of teams level on classification points: the first criterion that tells some of them apart cuts
 * them into groups, and each group still level is ranked again from the first criterion (D.1.4). Returns the groups
 * in order (a group of more than one shares its place) and writes every tie it met into `ties`.
 */
function rankLevel(
  level: readonly string[],
  results: readonly LadderResult[],
  overall: ReadonlyMap<string, Tally>,
  rules: Required<LadderRules>,
  ties: Tie[],
  restart: boolean,
): string[][] {
  const betweenThem = tallies(level, results, rules.points, new Set(level));
  const tallyOf = (map: ReadonlyMap<string, Tally>, team: string) => map.get(team) ?? emptyTally();
  const between = Object.fromEntries(
    level.map((team) => [team, { won: tallyOf(betweenThem, team).won, lost: tallyOf(betweenThem, team).lost }]),
  );
  for (const criterion of CRITERIA[rules.method]) {
    const value = (team: string) => criterionValue(criterion, tallyOf(overall, team), tallyOf(betweenThem, team));
    const groups = groupsBy(level, value);
    if (groups.length === 1) continue;
    const tie: Tie = {
      teams: groups.flat(),
      restart,
      criterion,
      values: Object.fromEntries(level.map((team) => [team, value(team)])),
      between,
    };
    ties.push(tie);
    const ranked = groups.flatMap((group) =>
      group.length === 1 ? [group] : rankLevel(group, results, overall, rules, ties, true),
    );
    tie.teams = ranked.flat();
    return ranked;
  }
  ties.push({ teams: [...level], restart, criterion: null, values: {}, between });
  return [[...level]];
}

function byPlayed(a: LadderResult, b: LadderResult): number {
  return a.playedAt < b.playedAt ? -1 : a.playedAt > b.playedAt ? 1 : a.fixtureId < b.fixtureId ? -1 : 1;
}

function rowOf(teamId: string, tally: Tally, games: readonly LadderResult[]): Omit<LadderRow, 'place' | 'shared'> {
  const outcomes = games.map((game) => (wonBy(game, teamId) ? 'W' : 'L'));
  const last = outcomes.at(-1);
  let run = 0;
  for (let index = outcomes.length - 1; index >= 0 && outcomes[index] === last; index -= 1) run += 1;
  const record = (home: boolean): WonLost => {
    const own = games.filter((game) => (game.home === teamId) === home);
    const won = own.filter((game) => wonBy(game, teamId)).length;
    return { won, lost: own.length - won };
  };
  return {
    teamId,
    played: tally.won + tally.lost,
    won: tally.won,
    lost: tally.lost,
    forfeits: tally.forfeits,
    pointsFor: tally.pointsFor,
    pointsAgainst: tally.pointsAgainst,
    difference: tally.pointsFor - tally.pointsAgainst,
    percentage: tally.pointsAgainst === 0 ? null : (100 * tally.pointsFor) / tally.pointsAgainst,
    classificationPoints: tally.classificationPoints,
    streak: last ? `${last}${String(run)}` : null,
    lastFive: outcomes.slice(-5),
    home: record(true),
    away: record(false),
    fixtureIds: games.map((game) => game.fixtureId),
  };
}

/**
 * The ladder of `teamIds` (every team of the competition, those yet to play included) over `results` (the fixtures
 * played or forfeited; a result naming a team not in `teamIds` is left out).
 */
export function ladder(teamIds: readonly string[], results: readonly LadderResult[], rules: LadderRules): Ladder {
  const full: Required<LadderRules> = { method: rules.method, points: rules.points ?? FIBA_POINTS };
  const known = new Set(teamIds);
  const counted = results.filter((result) => known.has(result.home) && known.has(result.away)).sort(byPlayed);
  const overall = tallies(teamIds, counted, full.points, null);
  const ties: Tie[] = [];
  const points = (team: string) => overall.get(team)?.classificationPoints ?? 0;
  const groups = groupsBy(teamIds, points).flatMap((group) =>
    group.length === 1 ? [group] : rankLevel(group, counted, overall, full, ties, false),
  );
  const rows: LadderRow[] = [];
  for (const group of groups) {
    const place = rows.length + 1;
    for (const teamId of group) {
      const games = counted.filter((result) => result.home === teamId || result.away === teamId);
      rows.push({ ...rowOf(teamId, overall.get(teamId) ?? emptyTally(), games), place, shared: group.length > 1 });
    }
  }
  return { rows, ties };
}

/** A place as a ladder prints it: `3`, or `3=` when shared. */
export const placeText = (row: Pick<LadderRow, 'place' | 'shared'>): string => `${String(row.place)}${row.shared ? '=' : ''}`;

/** A percentage as a ladder prints it, to two decimals: `118.52`; a dash before any point was conceded. */
export const ladderPercentText = (percentage: number | null): string => (percentage === null ? '–' : percentage.toFixed(2));

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));

/** What each criterion compares, as a tie's sentence says it. */
const SCOPES: Record<Criterion, string> = {
  headToHeadPoints: 'between them',
  headToHeadDifference: 'between them',
  headToHeadScored: 'points scored between them',
  difference: 'points difference in all games',
  scored: 'points scored in all games',
  percentage: 'percentage',
  pointsFor: 'points for',
};
const wonLostText = ({ won, lost }: WonLost) => `${String(won)}-${String(lost)}`;

/** "A, B and C": names as a sentence lists them. */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * A tie in words, with the numbers that broke it: "Ukraine, Croatia and Italy 3-2; between them Ukraine +6,
 * Croatia 0, Italy -6". The level they were on is the record they share (or their classification points, when their
 * records differ); a restart names the teams still level; a tie nothing broke says they share the place.
 */
export function tieText(tie: Tie, rows: readonly LadderRow[], nameOf: (teamId: string) => string): string {
  const row = (team: string) => rows.find((entry) => entry.teamId === team);
  const names = listed(tie.teams.map(nameOf));
  const records = new Set(
    tie.teams.map((team) => {
      const found = row(team);
      return found ? wonLostText(found) : '';
    }),
  );
  const first = row(tie.teams[0] ?? '');
  const level = tie.restart
    ? `${names}, still level`
    : records.size === 1 && first
      ? `${names} ${wonLostText(first)}`
      : `${names} on ${String(first?.classificationPoints ?? 0)} points`;
  if (!tie.criterion) return `${level}; level on every count: they share the place`;
  const criterion = tie.criterion;
  const figure = (team: string): string => {
    const value = tie.values[team] ?? 0;
    switch (criterion) {
      case 'headToHeadPoints':
        return wonLostText(tie.between[team] ?? { won: 0, lost: 0 });
      case 'headToHeadDifference':
      case 'difference':
        return signed(value);
      case 'percentage':
        return ladderPercentText(row(team)?.percentage ?? null);
      case 'headToHeadScored':
      case 'scored':
      case 'pointsFor':
        return String(value);
    }
  };
  const scope = SCOPES[tie.criterion];
  return `${level}; ${scope} ${tie.teams.map((team) => `${nameOf(team)} ${figure(team)}`).join(', ')}`;
}
