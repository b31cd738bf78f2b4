import { formatClock, periodLabel, type GameReport, type Side, type TeamBox } from '@courtside/domain';

/** What an engine 3 report adds around a team's box (absent from reports of engines 1-2). */
type SheetTeamBox = TeamBox & {
  totals: { seconds?: number | undefined };
  fouls?: number[] | undefined;
  timeouts?: number[] | undefined;
};
type SheetSetupTeam = GameReport['setup']['home'] & { coach?: string | undefined };

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

/** The head coach, team minutes, team fouls and timeouts per period of one team, as far as the report has them. */
export function teamSheet(report: Pick<GameReport, 'setup' | 'boxScore'>, side: Side): TeamSheet {
  const box: SheetTeamBox = report.boxScore[side];
  const team: SheetSetupTeam = report.setup[side];
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
