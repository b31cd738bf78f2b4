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
