import {
  carriedCount,
  formatClock,
  foulsDrawnRecorded,
  rateWithAttempts,
  shootingTotal,
  type GameReport,
  type TeamFigures,
} from '@courtside/domain';
import type { CountedStat } from './playlists';

/**
 * One line of the team comparison: each team's value, or one value for the whole game (pace, lead changes),
 * and, for figures that count plays, those plays.
 */
export type ComparisonRow = {
  label: string;
  /** The team totals of the box score come first, then the figures derived from the plays. */
  group: 'totals' | 'figures';
  /** What the figure counts, in a sentence. */
  hint?: string;
  /** The plays behind each team's figure (ids), when it counts plays. */
  plays?: { home: string[]; away: string[] };
  /** The box score figure a team total is (its plays: `playsBehind` with no player). */
  stat?: CountedStat;
} & ({ home: string; away: string } | { game: string });

const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
/** Not recorded is not zero: a figure the plays cannot support (no shot locations, fast breaks not tracked). */
export const NOT_RECORDED = 'not recorded';
const decimal = (value: number | null, digits = 1) => (value === null ? '–' : value.toFixed(digits));

type Figure = (figures: TeamFigures) => string;

const lead = (figures: TeamFigures) => (figures.biggestLead.playId === null ? [] : [figures.biggestLead.playId]);

function row(report: GameReport, label: string, value: Figure, hint?: string): ComparisonRow {
  return {
    label,
    group: 'figures',
    home: value(report.figures.home),
    away: value(report.figures.away),
    ...(hint ? { hint } : {}),
  };
}

/** A team's totals as a report stores them: 2P, FD and EFF are absent from reports of engines 1 and 2. */
type Totals = GameReport['boxScore']['home']['totals'];

/** A row of the box score's team totals; null when the report does not carry that total. */
function total(
  report: GameReport,
  label: string,
  value: (totals: Totals) => string | null,
  hint?: string,
  stat?: CountedStat,
): ComparisonRow | null {
  const home = value(report.boxScore.home.totals);
  const away = value(report.boxScore.away.totals);
  if (home === null || away === null) return null;
  return { label, group: 'totals', home, away, ...(hint ? { hint } : {}), ...(stat ? { stat } : {}) };
}

function counted(
  report: GameReport,
  label: string,
  pick: (figures: TeamFigures) => { points: number; plays: string[] } | null,
  hint: string,
): ComparisonRow | null {
  const home = pick(report.figures.home);
  const away = pick(report.figures.away);
  if (!home || !away) return null;
  return {
    label,
    group: 'figures',
    hint,
    home: String(home.points),
    away: String(away.points),
    plays: { home: home.plays, away: away.plays },
  };
}

/** A figure that is null when the plays cannot support it: "not recorded" for both teams, never 0. */
function recorded(
  report: GameReport,
  label: string,
  pick: (figures: TeamFigures) => { points: number; plays: string[] } | null,
  hint: string,
): ComparisonRow {
  return counted(report, label, pick, hint) ?? { label, group: 'figures', hint, home: NOT_RECORDED, away: NOT_RECORDED };
}

/**
 * The team comparison, in reading order: the box score's team totals (shooting made-attempted and %, rebounds,
 * assists to EFF), then the derived figures: shooting rates with the attempts they rest on, possessions and
 * ratings, ball control and rebounding, then the figures FIBA reports. Bench points need the starters, time
 * leading the clock, 2P, FD and EFF an engine 3 report; rows without data are left out rather than dashed, except
 * paint and fast-break points, and FD where no foul names who drew it, which say they were not recorded.
 */
export function comparisonRows(report: GameReport): ComparisonRow[] {
  const { home, away } = report.figures;
  const rates = (side: 'home' | 'away') => report.boxScore[side].totals;
  const rows: (ComparisonRow | null)[] = [
    total(report, 'FG', (t) => shootingTotal(t.fgm, t.fga), 'Field goals made-attempted', 'fg'),
    total(report, '2P', (t) => shootingTotal(t.fg2m, t.fg2a), 'Two-pointers made-attempted', 'fg2'),
    total(report, '3P', (t) => shootingTotal(t.fg3m, t.fg3a), 'Three-pointers made-attempted', 'fg3'),
    total(report, 'FT', (t) => shootingTotal(t.ftm, t.fta), 'Free throws made-attempted', 'ft'),
    total(report, 'OREB', (t) => String(t.oreb), 'Offensive rebounds, team rebounds included', 'oreb'),
    total(report, 'DREB', (t) => String(t.dreb), 'Defensive rebounds, team rebounds included', 'dreb'),
    total(report, 'REB', (t) => String(t.reb), undefined, 'reb'),
    total(report, 'AST', (t) => String(t.ast), undefined, 'ast'),
    total(report, 'TOV', (t) => String(t.tov), 'Turnovers, team turnovers included', 'tov'),
    total(report, 'STL', (t) => String(t.stl), undefined, 'stl'),
    total(report, 'BLK', (t) => String(t.blk), undefined, 'blk'),
    total(report, 'PF', (t) => String(t.pf), undefined, 'pf'),
    foulsDrawnRecorded(report)
      ? total(report, 'FD', (t) => carriedCount(t.fd), 'Fouls drawn', 'fd')
      : // Carried but not told (no foul names who drew it): "not recorded", never 0.
        total(report, 'FD', (t) => (carriedCount(t.fd) === null ? null : NOT_RECORDED), 'Fouls drawn: no foul names who drew it'),
    total(report, 'EFF', (t) => carriedCount(t.eff), 'Efficiency (FIBA), from the totals'),
    {
      label: 'eFG%',
      group: 'figures',
      hint: 'Field goal % with a three worth one and a half twos',
      home: rateWithAttempts(home.efgPct, [[rates('home').fga, 'FGA']]),
      away: rateWithAttempts(away.efgPct, [[rates('away').fga, 'FGA']]),
    },
    {
      label: 'TS%',
      group: 'figures',
      hint: 'Points per shooting possession, free throws included',
      home: rateWithAttempts(home.tsPct, [
        [rates('home').fga, 'FGA'],
        [rates('home').fta, 'FTA'],
      ]),
      away: rateWithAttempts(away.tsPct, [
        [rates('away').fga, 'FGA'],
        [rates('away').fta, 'FTA'],
      ]),
    },
    row(
      report,
      'Possessions',
      (f) => `${String(f.possessions)} (est. ${decimal(f.possessionsEstimate)})`,
      'Counted from the plays, each change of possession; the usual estimate (FGA - OREB + TOV + 0.44 x FTA) beside it',
    ),
    {
      label: 'Pace',
      group: 'figures',
      hint: 'Possessions per team in a game of regulation length',
      game: decimal(report.figures.pace),
    },
    row(report, 'Offensive rating', (f) => decimal(f.offensiveRating), 'Points per 100 possessions'),
    row(report, 'Defensive rating', (f) => decimal(f.defensiveRating), "The opponent's points per 100 possessions"),
    row(report, 'Assist/turnover', (f) => decimal(f.assistToTurnover, 2)),
    row(report, 'Offensive rebound %', (f) => pct(f.offensiveReboundPct), "Share of the team's missed shots it rebounded"),
    row(report, 'Defensive rebound %', (f) => pct(f.defensiveReboundPct), "Share of the opponent's missed shots it rebounded"),
    counted(
      report,
      'Points off turnovers',
      (f) => f.pointsOffTurnovers,
      "Scored after an opponent's turnover, before the ball changed hands",
    ),
    counted(
      report,
      'Second-chance points',
      (f) => f.secondChancePoints,
      'Scored after an offensive rebound, before the ball changed hands',
    ),
    recorded(report, 'Points in the paint', (f) => f.paintPoints, 'Field goals made in the lane'),
    recorded(
      report,
      'Fast-break points',
      (f) => f.fastBreakPoints,
      'Shots flagged fast break, and the free throws of their fouls',
    ),
    counted(report, 'Bench points', (f) => f.benchPoints, 'Points by players who did not start'),
    {
      label: 'Biggest lead',
      group: 'figures',
      home: String(home.biggestLead.points),
      away: String(away.biggestLead.points),
      plays: { home: lead(home), away: lead(away) },
    },
    {
      label: 'Biggest scoring run',
      group: 'figures',
      hint: 'Most points in a row with none by the other team',
      home: home.biggestRun ? `${String(home.biggestRun.points)}-0` : '–',
      away: away.biggestRun ? `${String(away.biggestRun.points)}-0` : '–',
      plays: { home: home.biggestRun?.plays ?? [], away: away.biggestRun?.plays ?? [] },
    },
    { label: 'Lead changes', group: 'figures', game: String(report.figures.leadChanges) },
    { label: 'Times tied', group: 'figures', hint: 'After 0-0', game: String(report.figures.timesTied) },
    home.timeLeadingSeconds === null || away.timeLeadingSeconds === null
      ? null
      : row(report, 'Time leading', (f) => formatClock(f.timeLeadingSeconds ?? 0), 'Game time ahead on the scoreboard'),
  ];
  return rows.filter((candidate): candidate is ComparisonRow => candidate !== null);
}
