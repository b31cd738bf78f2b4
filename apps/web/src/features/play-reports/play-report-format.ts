import { BACK_OFFICE_MESSAGES, GUARANTEE_LIMITS, formatClock } from '@courtside/domain';

/** A report's answer in one sentence, as the customer reads it on the game's page. */
export function reportStateText(report: { status: 'open' | 'accepted' | 'declined'; decisionNote: string | null }): string {
  switch (report.status) {
    case 'open':
      return 'Open: we will look at this play and answer you by e-mail.';
    case 'accepted':
      return `Accepted: our analysts are correcting this play.${report.decisionNote ? ` ${report.decisionNote}` : ''}`;
    case 'declined':
      return `Declined: ${report.decisionNote ?? 'the box score stands.'}`;
  }
}

/** Where the staff's video starts for a play: a few seconds before it, so the admin sees it happen. */
export const WATCH_LEAD_SECONDS = 3;
export function watchStartSeconds(videoMs: number | null): number {
  return videoMs === null ? 0 : Math.max(0, videoMs / 1000 - WATCH_LEAD_SECONDS);
}

/** The footage URL to watch a play in: our stored copy plays in the page, a video link opens at the play. */
export function watchTarget(
  videoUrl: string | null,
  videoMs: number | null,
): { kind: 'stored' | 'link'; url: string; at: string } | null {
  if (!videoUrl) return null;
  const start = watchStartSeconds(videoMs);
  const at = formatClock(start);
  if (videoUrl.startsWith('/api/')) return { kind: 'stored', url: `${videoUrl}#t=${String(start)}`, at };
  const separator = videoUrl.includes('?') ? '&' : '?';
  return { kind: 'link', url: `${videoUrl}${separator}t=${String(Math.floor(start))}`, at };
}

/** What is wrong with an admin's note before it is sent: a decline needs one; neither may be too long. */
export function decisionNoteError(decision: 'accept' | 'decline', note: string): string | null {
  const length = note.trim().length;
  if (decision === 'decline' && length < GUARANTEE_LIMITS.declineNoteMin)
    return 'Please tell the customer why the report is declined.';
  if (length > GUARANTEE_LIMITS.noteMax) return BACK_OFFICE_MESSAGES.decisionNoteTooLong;
  return null;
}
