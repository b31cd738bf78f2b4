import { z } from 'zod';
import {
  ADMIN_REASON_LIMITS,
  BACK_OFFICE_MESSAGES,
  CONTACT_REPLY_LIMITS,
  GUARANTEE_LIMITS,
  MAX_CREDIT_ADJUSTMENT,
} from './back-office-limits.js';

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
