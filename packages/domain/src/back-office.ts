import { z } from 'zod';

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

const count = (n: number) => n.toLocaleString('en-US');

/** What a form and the server both say when one of these limits is not met. */
export const BACK_OFFICE_MESSAGES = {
  adminReason: `Give a reason of ${String(ADMIN_REASON_LIMITS.min)} to ${count(ADMIN_REASON_LIMITS.max)} characters.`,
  creditAdjustment: `Enter a whole number of games between -${String(MAX_CREDIT_ADJUSTMENT)} and ${String(MAX_CREDIT_ADJUSTMENT)}, not 0.`,
  contactReply: `Write a reply of ${String(CONTACT_REPLY_LIMITS.min)} to ${count(CONTACT_REPLY_LIMITS.max)} characters.`,
  guaranteeReason: `Please tell us what went wrong, in ${String(GUARANTEE_LIMITS.reasonMin)} to ${count(GUARANTEE_LIMITS.reasonMax)} characters.`,
  declineNoteRequired: 'Please tell the customer why the request is declined.',
  decisionNoteTooLong: `Please keep the note to ${count(GUARANTEE_LIMITS.noteMax)} characters.`,
} as const;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** An admin's reason (cancel, reopen, credit adjustment, purchase refund), trimmed. */
export const adminReasonSchema = text(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, BACK_OFFICE_MESSAGES.adminReason);

/** The games a credit adjustment adds (positive) or takes (negative): a whole number, never 0. */
export const creditAdjustmentSchema = z
  .number({ error: BACK_OFFICE_MESSAGES.creditAdjustment })
  .int(BACK_OFFICE_MESSAGES.creditAdjustment)
  .min(-MAX_CREDIT_ADJUSTMENT, BACK_OFFICE_MESSAGES.creditAdjustment)
  .max(MAX_CREDIT_ADJUSTMENT, BACK_OFFICE_MESSAGES.creditAdjustment)
  .refine((delta) => delta !== 0, BACK_OFFICE_MESSAGES.creditAdjustment);

/** An admin's reply to a contact message, trimmed. */
export const contactReplySchema = text(CONTACT_REPLY_LIMITS.min, CONTACT_REPLY_LIMITS.max, BACK_OFFICE_MESSAGES.contactReply);

/** A customer's reason for asking for reprocessing or a refund under the guarantee, trimmed. */
export const guaranteeReasonSchema = text(
  GUARANTEE_LIMITS.reasonMin,
  GUARANTEE_LIMITS.reasonMax,
  BACK_OFFICE_MESSAGES.guaranteeReason,
);

/** The note an admin gives with a guarantee decision, trimmed (whether one is needed: `decisionNoteProblem`). */
export const decisionNoteSchema = z
  .string({ error: BACK_OFFICE_MESSAGES.decisionNoteTooLong })
  .trim()
  .max(GUARANTEE_LIMITS.noteMax, BACK_OFFICE_MESSAGES.decisionNoteTooLong);

/** The message of the first thing `schema` refuses in `value`, or null when it takes it: a form's check. */
export function problemOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This value is not valid.');
}

/** What is wrong with the note of a guarantee decision, or null: a decline needs one, an approval may have one. */
export function decisionNoteProblem(decision: 'approve' | 'decline', note: string | null | undefined): string | null {
  const length = note?.trim().length ?? 0;
  if (decision === 'decline' && length < GUARANTEE_LIMITS.declineNoteMin) return BACK_OFFICE_MESSAGES.declineNoteRequired;
  if (length > GUARANTEE_LIMITS.noteMax) return BACK_OFFICE_MESSAGES.decisionNoteTooLong;
  return null;
}
