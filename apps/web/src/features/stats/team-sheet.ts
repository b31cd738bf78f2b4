import { formatClock, periodLabel, type GameReport, type Side } from '@courtside/domain';

/** A team's count in each period played ("Q1", ..., "OT1"). */
export interface PeriodCount {
  period: string;
  count: number;
}

/** The facts around a team's box score a coach reads beside it; null where the report does not carry them. */
export interface TeamSheet {
  coach: string | null;
  /** The team's minutes, 5 x the game's length played: "200:00". */
  minutes: string | null;
  /** Team fouls per period (FIBA's count, for the bonus). */
  fouls: PeriodCount[] | null;
  timeouts: PeriodCount[] | null;
}

/**
 * The head coach, team minutes, team fouls and timeouts per period of one team, as far as the report has them
 * (reports of engines 1 and 2 have none of them).
 */
export function teamSheet(report: Pick<GameReport, 'setup' | 'boxScore'>, side: Side): TeamSheet {
  const box = report.boxScore[side];
  const team = report.setup[side];
  const perPeriod = (counts: number[] | undefined) =>
    counts ? counts.map((count, index) => ({ period: periodLabel(report.setup.periods, index + 1), count })) : null;
  const coach = team.coach?.trim();
  return {
    coach: coach ? coach : null,
    minutes: box.totals.seconds === undefined ? null : formatClock(Math.round(box.totals.seconds)),
    fouls: perPeriod(box.fouls),
    timeouts: perPeriod(box.timeouts),
  };
}
