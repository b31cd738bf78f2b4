import { formatShortDate, type GameReport } from '@courtside/domain';

export interface HeaderItem {
  label: string;
  value: string;
}

/**
 * The sheet's header, as far as it is known: competition, date, start time, venue, attendance and officials,
 * each only when the report has it; nothing for a report without a header.
 */
export function headerItems(report: Pick<GameReport, 'header'>): HeaderItem[] {
  const header = report.header;
  if (!header) return [];
  const items: (HeaderItem | null)[] = [
    header.competition ? { label: 'Competition', value: header.competition } : null,
    // A calendar day, not an instant: read and shown in UTC it is the same day everywhere.
    header.date ? { label: 'Date', value: formatShortDate(header.date, 'UTC') } : null,
    header.startTime ? { label: 'Start time', value: header.startTime } : null,
    header.venue ? { label: 'Venue', value: header.venue } : null,
    header.attendance === null ? null : { label: 'Attendance', value: header.attendance.toLocaleString('en-US') },
    header.officials.length > 0
      ? { label: header.officials.length === 1 ? 'Official' : 'Officials', value: header.officials.join(', ') }
      : null,
  ];
  return items.filter((item): item is HeaderItem => item !== null);
}

/** What the scoreboard reads of a report: the periods of regulation, those played, and the sheet's header. */
interface Scoreboard {
  setup: { periods: number };
  boxScore: Record<'home' | 'away', { periodPoints: readonly number[] }>;
  header?: GameReport['header'];
}

/**
 * The game's status as a scoreboard prints it: "Final", or "Final/OT" ("Final/2OT"...) after overtime. A page
 * shows a delivered report only, so the game is over.
 */
export function finalStatus(report: Scoreboard): string {
  const played = Math.max(report.boxScore.home.periodPoints.length, report.boxScore.away.periodPoints.length);
  const overtimes = played - report.setup.periods;
  return overtimes <= 0 ? 'Final' : `Final/${overtimes === 1 ? '' : String(overtimes)}OT`;
}

/** What the scoreboard says under the score, as far as it is known: the status, the date and the venue. */
export function scoreboardFacts(report: Scoreboard): string[] {
  const header = report.header;
  return [finalStatus(report), header?.date ? formatShortDate(header.date, 'UTC') : null, header?.venue ?? null].filter(
    (fact): fact is string => Boolean(fact),
  );
}
