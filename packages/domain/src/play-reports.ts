import { z } from 'zod';
import { PLAY_REPORT_LIMITS, PLAY_REPORT_MESSAGES, type PlayReportKindValue } from './play-report-kinds.js';

/** A report's note, trimmed; empty is allowed (the kind may say it all). */
export const playReportNoteSchema = z
  .string({ error: PLAY_REPORT_MESSAGES.noteTooLong })
  .trim()
  .max(PLAY_REPORT_LIMITS.noteMax, PLAY_REPORT_MESSAGES.noteTooLong);

/**
 * Why a customer may not report now, given their reports' counts, or null when they may: first the game's open
 * reports, then their reports of the last 24 hours.
 */
export function playReportLimitProblem(counts: { openOnGame: number; inLastDay: number }): string | null {
  if (counts.openOnGame >= PLAY_REPORT_LIMITS.openPerGame) return PLAY_REPORT_MESSAGES.openPerGame;
  if (counts.inLastDay >= PLAY_REPORT_LIMITS.perCustomerPerDay) return PLAY_REPORT_MESSAGES.perCustomerPerDay;
  return null;
}

/** A report as far as the analysts' marks need it. */
export interface ReportForMark {
  id: string;
  playId: string;
  kind: PlayReportKindValue;
  note: string;
  status: 'open' | 'accepted' | 'declined';
  decidedAt: Date | null;
}

/** A play the analyst is asked to correct: the report, what is wrong and the customer's note. */
export interface ReportedPlayMark {
  reportId: string;
  playId: string;
  kind: PlayReportKindValue;
  note: string;
}

/**
 * The plays marked for the analyst while a game is reopened: reports accepted since its latest delivery
 * (`deliveredAt`), oldest first. A delivered game (`reopened` false) has no marks: the re-delivery settled them.
 */
export function reportedPlayMarks(
  reports: readonly ReportForMark[],
  deliveredAt: Date | null,
  reopened: boolean,
): ReportedPlayMark[] {
  if (!reopened) return [];
  return reports
    .filter((report) => report.status === 'accepted' && report.decidedAt && (!deliveredAt || report.decidedAt >= deliveredAt))
    .sort((a, b) => (a.decidedAt?.getTime() ?? 0) - (b.decidedAt?.getTime() ?? 0))
    .map(({ id, playId, kind, note }) => ({ reportId: id, playId, kind, note }));
}
