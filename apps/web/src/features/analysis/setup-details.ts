import { ROSTER_LIMITS, type SetupDetails } from '@courtside/domain';
import type { CustomerDetails } from './customer-details';

/** The details as the form edits them: each box's text, the officials one a line. */
export interface DetailsDraft {
  competition: string;
  date: string;
  startTime: string;
  venue: string;
  attendance: string;
  officials: string;
}

export const MAX_OFFICIALS = ROSTER_LIMITS.officials;
const MAX_NAME = ROSTER_LIMITS.venue;
/** As the setup's schema takes it. */
const MAX_ATTENDANCE = 1_000_000;

/**
 * The details the form opens with: the saved ones, each missing one taken from what the customer said at upload
 * (competition, date played, venue), so the analyst only completes them.
 */
export function detailsDraftOf(saved: SetupDetails | undefined, customer: CustomerDetails | null): DetailsDraft {
  return {
    competition: saved?.competition ?? customer?.competition ?? '',
    date: saved?.date ?? customer?.playedOn ?? '',
    startTime: saved?.startTime ?? '',
    venue: saved?.venue ?? customer?.venue ?? '',
    attendance: saved?.attendance === undefined ? '' : String(saved.attendance),
    officials: (saved?.officials ?? []).join('\n'),
  };
}

/** Whether `date` is a day of the calendar written YYYY-MM-DD. */
function isCalendarDay(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

/**
 * The details a draft is saved as (empty boxes left out; nothing at all when every box is empty), or what is
 * wrong with it, in words the analyst can act on.
 */
export function detailsOfDraft(draft: DetailsDraft): { details: SetupDetails | undefined } | { error: string } {
  const competition = draft.competition.trim();
  const venue = draft.venue.trim();
  const date = draft.date.trim();
  const startTime = draft.startTime.trim();
  const attendance = draft.attendance.trim();
  const officials = draft.officials
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (competition.length > MAX_NAME) return { error: `Shorten the competition to ${String(MAX_NAME)} characters` };
  if (venue.length > MAX_NAME) return { error: `Shorten the venue to ${String(MAX_NAME)} characters` };
  if (date && !isCalendarDay(date)) return { error: 'Enter the game’s date as YYYY-MM-DD, e.g. 2024-01-05' };
  if (startTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(startTime))
    return { error: 'Enter the start time as HH:MM on a 24-hour clock, e.g. 19:30' };
  if (attendance && !(/^\d{1,7}$/.test(attendance) && Number(attendance) <= MAX_ATTENDANCE))
    return { error: 'Enter the attendance as a whole number up to 1,000,000, e.g. 850' };
  if (officials.length > MAX_OFFICIALS)
    return { error: `List at most ${String(MAX_OFFICIALS)} officials, one per line (${String(officials.length)} given)` };
  if (officials.some((name) => name.length > MAX_NAME))
    return { error: `Shorten each official’s name to ${String(MAX_NAME)} characters` };
  const details: SetupDetails = {
    ...(competition ? { competition } : {}),
    ...(date ? { date } : {}),
    ...(startTime ? { startTime } : {}),
    ...(venue ? { venue } : {}),
    ...(attendance ? { attendance: Number(attendance) } : {}),
    ...(officials.length > 0 ? { officials } : {}),
  };
  return { details: Object.keys(details).length > 0 ? details : undefined };
}
