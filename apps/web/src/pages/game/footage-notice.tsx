import { formatShortDate } from '@courtside/domain';

export interface FootageDates {
  deletesAt: string | null;
  deletedAt: string | null;
}

/** When the game's footage will be, or was, deleted; null while no date is set (the game is in the works). */
export function footageNoticeText(footage: FootageDates): string | null {
  if (footage.deletedAt) return `The footage was deleted on ${formatShortDate(footage.deletedAt)}; the box score and plays stay.`;
  if (footage.deletesAt)
    return `The footage will be deleted on ${formatShortDate(footage.deletesAt)}; the box score and plays stay.`;
  return null;
}

/** The footage retention notice of a game's page. */
export function FootageNotice({ footage }: { footage: FootageDates }) {
  const text = footageNoticeText(footage);
  if (!text) return null;
  return <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">{text}</p>;
}
