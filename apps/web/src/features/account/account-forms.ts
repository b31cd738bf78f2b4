import { EMAIL_PATTERN, MESSAGES } from '@courtside/domain';
import { ApiError } from '../../lib/api-error';
import { errorsOfFailure } from '../../lib/form-errors';

/** What the customer types to confirm that their account is to go. */
export const DELETE_CONFIRMATION = 'DELETE';

/** The notice shown on the home page after an account was deleted. */
export const ACCOUNT_DELETED_NOTICE = 'Your account has been deleted. A confirmation is on its way to your e-mail address.';

/** Whether the typed confirmation is exactly DELETE (spaces around it forgiven, not the case). */
export function deleteConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION;
}

/** A typed or pasted code as its digits only, at most six ("123 456" and "123-456" are 123456). */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** The new-address form's own checks, per field, before it goes to the server (which checks again). */
export function emailChangeErrors(form: { newEmail: string; password: string }, currentEmail: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const newEmail = form.newEmail.trim();
  if (!newEmail) errors.newEmail = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(newEmail)) errors.newEmail = MESSAGES.emailInvalid;
  else if (newEmail.toLowerCase() === currentEmail.toLowerCase()) errors.newEmail = 'This is already your e-mail address';
  if (!form.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

/** Refusals of a code after which no change is pending: the third wrong code, an expired code, or none waiting. */
const CHANGE_ENDED = new Set(['max_attempts', 'code_expired', 'no_pending_change']);

/**
 * What a refused code leaves the form with. When the change has ended, or the address went to another account
 * meanwhile, the form goes back to the address (`restart`) with the server's message above it, so sending a new
 * code is one click away; otherwise the code step stays, its message under the code.
 */
export function refusedCodeOutcome(error: unknown): { restart: boolean; errors: Record<string, string> } {
  const errors = errorsOfFailure(error);
  if (errors.newEmail) return { restart: true, errors };
  if (error instanceof ApiError && CHANGE_ENDED.has(error.code)) return { restart: true, errors: { form: error.message } };
  return { restart: false, errors };
}

/** The delete form's own checks: the password, the second factor when it is on, and the typed DELETE. */
export function deleteAccountErrors(
  form: { password: string; code: string; confirmation: string },
  twoFactorEnabled: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.password) errors.password = MESSAGES.passwordRequired;
  if (twoFactorEnabled && !form.code.trim()) errors.code = 'Enter the code from your authenticator app, or a backup code';
  if (!deleteConfirmed(form.confirmation)) errors.confirmation = `Type ${DELETE_CONFIRMATION} to confirm`;
  return errors;
}

/** The message above a refused form: none when a field shows what is wrong, so it is not said twice. */
export function formMessage(errors: Record<string, string>): string | undefined {
  return Object.keys(errors).some((field) => field !== 'form') ? undefined : errors.form;
}
