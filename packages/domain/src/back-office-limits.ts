/**
 * The back office's limits and what forms and the server say past them: no schema here, so that a customer's page
 * can name them without building the validation schemas (zod) before its first paint (issue 27, speed).
 * back-office.ts validates.
 */
import { formatCount } from './money.js';

/**
 * An admin's reason for cancelling or reopening a game, adjusting a balance or refunding a purchase, in
 * characters: kept in the audit log, and with the change it explains.
 */
export const ADMIN_REASON_LIMITS = { min: 3, max: 500 } as const;

/** The most games one credit adjustment adds or takes. */
export const MAX_CREDIT_ADJUSTMENT = 1000;

/** A reply to a contact message, in characters. */
export const CONTACT_REPLY_LIMITS = { min: 1, max: 10_000 } as const;

/** A guarantee request's reason (the customer's) and the admin's note with a decision, in characters. */
export const GUARANTEE_LIMITS = { reasonMin: 10, reasonMax: 2000, declineNoteMin: 3, noteMax: 2000 } as const;

/** What a form and the server both say when one of these limits is not met. */
export const BACK_OFFICE_MESSAGES = {
  adminReason: `Give a reason of ${String(ADMIN_REASON_LIMITS.min)} to ${formatCount(ADMIN_REASON_LIMITS.max)} characters.`,
  creditAdjustment: `Enter a whole number of games between -${String(MAX_CREDIT_ADJUSTMENT)} and ${String(MAX_CREDIT_ADJUSTMENT)}, not 0.`,
  contactReply: `Write a reply of ${String(CONTACT_REPLY_LIMITS.min)} to ${formatCount(CONTACT_REPLY_LIMITS.max)} characters.`,
  guaranteeReason: `Please tell us what went wrong, in ${String(GUARANTEE_LIMITS.reasonMin)} to ${formatCount(GUARANTEE_LIMITS.reasonMax)} characters.`,
  declineNoteRequired: 'Please tell the customer why the request is declined.',
  decisionNoteTooLong: `Please keep the note to ${formatCount(GUARANTEE_LIMITS.noteMax)} characters.`,
} as const;
