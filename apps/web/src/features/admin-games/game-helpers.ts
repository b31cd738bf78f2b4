import { adminReasonSchema, formatShortDate, problemOf, type GameStatus } from '@courtside/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How late a game is, as the back office's badge says it: "Overdue by 40 min", "Overdue by 3 h" (whole hours,
 * up to two days), "Overdue by 4 d"; null when it is not past `dueAt` at `now`.
 */
export function overdueLabel(dueAt: string | null, now: number): string | null {
  if (!dueAt) return null;
  const late = now - Date.parse(dueAt);
  if (!(late > 0)) return null;
  if (late < HOUR) return `Overdue by ${String(Math.max(1, Math.floor(late / MINUTE)))} min`;
  if (late < 48 * HOUR) return `Overdue by ${String(Math.floor(late / HOUR))} h`;
  return `Overdue by ${String(Math.floor(late / (24 * HOUR)))} d`;
}

/** A due time to the minute, as the table shows it: "Jan 5, 2024, 3:04 PM", in the reader's time zone. */
export function formatDueAt(dueAt: string, timeZone?: string): string {
  // Newer ICU puts a narrow no-break space before AM/PM; the rest of the site writes a plain one.
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(new Date(dueAt))
    .replace(/\u202f/g, ' ');
  return `${formatShortDate(dueAt, timeZone)}, ${time}`;
}

/**
 * The time the games table shows for a game: when it was delivered once it is, when it is due while it is open
 * (a game reopened for correction is due again), and none for a failed or cancelled game.
 */
export function gameTimeOf(game: {
  status: GameStatus;
  dueAt: string | null;
  completedAt: string | null;
}): { label: 'Delivered' | 'Due'; at: string } | null {
  if (game.status === 'completed') return game.completedAt ? { label: 'Delivered', at: game.completedAt } : null;
  if (game.status === 'failed' || game.status === 'cancelled' || !game.dueAt) return null;
  return { label: 'Due', at: game.dueAt };
}

/** What the back office calls each status. */
export const STATUS_LABELS: Record<GameStatus, string> = {
  uploading: 'Uploading',
  queued: 'Queued',
  preparing: 'Preparing video',
  ready: 'Ready for analysis',
  in_analysis: 'Tagging',
  in_review: 'In review',
  completed: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Which actions a game offers: who tags it, cancelling (never once delivered), reopening (only delivered). */
export function gameActionsOf(game: { status: GameStatus; completedAt: string | null }) {
  const open = game.status !== 'completed' && game.status !== 'failed' && game.status !== 'cancelled';
  return {
    assign: game.status === 'ready' || game.status === 'in_analysis',
    cancel: open && game.completedAt === null,
    reopen: game.status === 'completed',
  };
}

/** Why a reason cannot be sent as typed, or null when it can (the server's own rule and message). */
export const reasonProblem = (reason: string): string | null => problemOf(adminReasonSchema, reason);
