import { formatClock, type GameReport, type TeamFigures } from '@courtside/domain';

/**
 * One line of the team comparison: each team's value, or one value for the whole game (pace, lead changes),
 * and, for figures that count plays, those plays.
 */
export type ComparisonRow = {
  label: string;
  /** What the figure counts, in a sentence. */
  hint?: string;
  /** The plays behind each team's figure (ids), when it counts plays. */
  plays?: { home: string[]; away: string[] };
} & ({ home: string; away: string } | { game: string });

const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
const decimal = (value: number | null, digits = 1) => (value === null ? '–' : value.toFixed(digits));

type Figure = (figures: TeamFigures) => string;

const lead = (figures: TeamFigures) => (figures.biggestLead.playId === null ? [] : [figures.biggestLead.playId]);

function row(report: GameReport, label: string, value: Figure, hint?: string): ComparisonRow {
  return { label, home: value(report.figures.home), away: value(report.figures.away), ...(hint ? { hint } : {}) };
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
  return { label, hint, home: String(home.points), away: String(away.points), plays: { home: home.plays, away: away.plays } };
}

/**
 * The team comparison, in reading order: shooting, possessions and ratings, ball control and rebounding, then
 * the figures FIBA reports. Bench points need the starters, time leading the clock; rows without data are left
 * out rather than dashed.
 */
export function comparisonRows(report: GameReport): ComparisonRow[] {
  const { home, away } = report.figures;
  const rows: (ComparisonRow | null)[] = [
    row(report, 'FG%', (f) => pct(f.fgPct)),
    row(report, '3P%', (f) => pct(f.fg3Pct)),
    row(report, 'FT%', (f) => pct(f.ftPct)),
    row(report, 'eFG%', (f) => pct(f.efgPct), 'Field goal % with a three worth one and a half twos'),
    row(report, 'TS%', (f) => pct(f.tsPct), 'Points per shooting possession, free throws included'),
    row(
      report,
      'Possessions',
      (f) => `${String(f.possessions)} (est. ${decimal(f.possessionsEstimate)})`,
      'Counted from the plays, each change of possession; the usual estimate (FGA - OREB + TOV + 0.44 x FTA) beside it',
    ),
    { label: 'Pace', hint: 'Possessions per team in a game of regulation length', game: decimal(report.figures.pace) },
    row(report, 'Offensive rating', (f) => decimal(f.offensiveRating), 'Points per 100 possessions'),
    row(report, 'Defensive rating', (f) => decimal(f.defensiveRating), "The opponent's points per 100 possessions"),
    row(report, 'Assists', (f) => String(f.assists)),
    row(report, 'Turnovers', (f) => String(f.turnovers)),
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
    counted(report, 'Points in the paint', (f) => f.paintPoints, 'Field goals made in the lane (located shots only)'),
    counted(report, 'Fast-break points', (f) => f.fastBreakPoints, 'Shots flagged fast break, and their and-one free throws'),
    counted(report, 'Bench points', (f) => f.benchPoints, 'Points by players who did not start'),
    {
      label: 'Biggest lead',
      home: String(home.biggestLead.points),
      away: String(away.biggestLead.points),
      plays: { home: lead(home), away: lead(away) },
    },
    {
      label: 'Biggest scoring run',
      hint: 'Most points in a row with none by the other team',
      home: home.biggestRun ? `${String(home.biggestRun.points)}-0` : '–',
      away: away.biggestRun ? `${String(away.biggestRun.points)}-0` : '–',
      plays: { home: home.biggestRun?.plays ?? [], away: away.biggestRun?.plays ?? [] },
    },
    { label: 'Lead changes', game: String(report.figures.leadChanges) },
    { label: 'Times tied', hint: 'After 0-0', game: String(report.figures.timesTied) },
    home.timeLeadingSeconds === null || away.timeLeadingSeconds === null
      ? null
      : row(report, 'Time leading', (f) => formatClock(f.timeLeadingSeconds ?? 0), 'Game time ahead on the scoreboard'),
  ];
  return rows.filter((candidate): candidate is ComparisonRow => candidate !== null);
}
