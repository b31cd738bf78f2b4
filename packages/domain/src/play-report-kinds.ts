/**
 * A play report's kinds, limits and messages: no schema here, so that the statistics page can name them without
 * building the validation schemas (zod) before its first paint (issue 27, speed). play-reports.ts validates.
 */
import { formatCount } from './money.js';

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
  noteTooLong: `Please keep the note to ${formatCount(PLAY_REPORT_LIMITS.noteMax)} characters.`,
  openPerGame: `A game can have at most ${String(PLAY_REPORT_LIMITS.openPerGame)} reports waiting for our answer. We will answer those first; if most of the box score is wrong, ask for reprocessing under the guarantee instead.`,
  perCustomerPerDay: `You can report at most ${String(PLAY_REPORT_LIMITS.perCustomerPerDay)} mistakes a day. Try again tomorrow.`,
  alreadyOpen: 'You already reported this play. We will answer that report first.',
} as const;
