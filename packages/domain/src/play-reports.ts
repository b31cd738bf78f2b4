import { z } from 'zod';

/** What a customer can say is wrong with a play (the `play_reports.kind` column's values). */
export const PLAY_REPORT_KIND_VALUES = ['player', 'play_type', 'made_missed', 'other'] as const;
export type PlayReportKindValue = (typeof PLAY_REPORT_KIND_VALUES)[number];

/** Each kind as the customer picks it and as the analyst and the back office read it. */
export const PLAY_REPORT_KIND_LABELS: Record<PlayReportKindValue, string> = {
  player: 'Wrong player',
  play_type: 'Wrong play type',
  made_missed: 'Made or missed is wrong',
  other: 'Something else',
};

/**
 * A report's note, in characters; open reports a game may have at once (a game that needs more is a reprocess
 * under the guarantee, not 20 corrections); reports a customer may make in 24 hours (on all their games).
 */
export const PLAY_REPORT_LIMITS = { noteMax: 1000, openPerGame: 20, perCustomerPerDay: 30 } as const;

/** What the form and the server say when a limit is reached. */
export const PLAY_REPORT_MESSAGES = {
  noteTooLong: `Please keep the note to ${PLAY_REPORT_LIMITS.noteMax.toLocaleString('en-US')} characters.`,
  openPerGame: `A game can have at most ${String(PLAY_REPORT_LIMITS.openPerGame)} reports waiting for our answer. We will answer those first; if most of the box score is wrong, ask for reprocessing under the guarantee instead.`,
  perCustomerPerDay: `You can report at most ${String(PLAY_REPORT_LIMITS.perCustomerPerDay)} mistakes a day. Try again tomorrow.`,
  alreadyOpen: 'You already reported this play. We will answer that report first.',
} as const;

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
