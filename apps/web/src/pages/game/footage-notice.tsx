import { formatShortDate } from '@courtside/domain';
import { useReaderTimeZone } from '../../lib/time-zone';

export interface FootageDates {
  deletesAt: string | null;
  deletedAt: string | null;
}

/**
 * When the game's footage will be, or was, deleted; null while no date is set (the game is in the works). Dates
 * in `timeZone`, the reader's by default.
 */
export function footageNoticeText(footage: FootageDates, timeZone?: string): string | null {
  if (footage.deletedAt)
    return `The footage was deleted on ${formatShortDate(footage.deletedAt, timeZone)}; the box score and plays stay.`;
  if (footage.deletesAt)
    return `The footage will be deleted on ${formatShortDate(footage.deletesAt, timeZone)}; the box score and plays stay.`;
  return null;
}

/** The footage retention notice of a game's page. */
export function FootageNotice({ footage }: { footage: FootageDates }) {
  const text = footageNoticeText(footage, useReaderTimeZone());
  if (!text) return null;
  return <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">{text}</p>;
}
