import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  codeDigits,
  deleteAccountErrors,
  deleteConfirmed,
  emailChangeErrors,
  formMessage,
  refusedCodeOutcome,
} from './account-forms';
import { footageRetentionText } from './account-rights';

describe('the e-mail change form', () => {
  it('asks for a valid address other than the current one, and the password', () => {
    expect(emailChangeErrors({ newEmail: '', password: '' }, 'sam@club.com.au')).toEqual({
      newEmail: 'Email is required',
      password: 'Password is required',
    });
    expect(emailChangeErrors({ newEmail: 'sam@club', password: 'x' }, 'sam@club.com.au')).toEqual({
      newEmail: 'Invalid email address',
    });
    expect(emailChangeErrors({ newEmail: ' SAM@club.com.au ', password: 'x' }, 'sam@club.com.au')).toEqual({
      newEmail: 'This is already your e-mail address',
    });
    expect(emailChangeErrors({ newEmail: 'sam@new.com.au', password: 'x' }, 'sam@club.com.au')).toEqual({});
  });

  it('reads a pasted or spaced code as its six digits', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('123-456')).toBe('123456');
    expect(codeDigits('0123456789')).toBe('012345');
    expect(codeDigits('abc')).toBe('');
  });
});

describe('a refused e-mail change code', () => {
  const refusal = (status: number, code: string, field: string, message: string) =>
    new ApiError(status, code, message, { [field]: message });

  it('after the third wrong code, goes back to the address with the server saying the change was cancelled', () => {
    const cancelled =
      'That was the third wrong code, so this e-mail change was cancelled. You can start again now: we will send a new code.';
    expect(refusedCodeOutcome(refusal(403, 'max_attempts', 'code', cancelled))).toEqual({
      restart: true,
      errors: { form: cancelled },
    });
    // The message stands above the address form (no field of that form holds it).
    expect(formMessage(refusedCodeOutcome(refusal(403, 'max_attempts', 'code', cancelled)).errors)).toBe(cancelled);
  });

  it('goes back to the address when the code expired, none is waiting, or the address was taken meanwhile', () => {
    expect(refusedCodeOutcome(refusal(400, 'code_expired', 'code', 'expired')).restart).toBe(true);
    expect(refusedCodeOutcome(refusal(400, 'no_pending_change', 'code', 'none')).restart).toBe(true);
    expect(refusedCodeOutcome(refusal(400, 'email_in_use', 'newEmail', 'in use'))).toEqual({
      restart: true,
      errors: { newEmail: 'in use', form: 'in use' },
    });
  });

  it('keeps the code step for a wrong code that leaves tries, its message under the code', () => {
    expect(refusedCodeOutcome(refusal(400, 'invalid_code', 'code', 'Invalid code'))).toEqual({
      restart: false,
      errors: { code: 'Invalid code', form: 'Invalid code' },
    });
  });
});

describe('the delete account form', () => {
  it('needs DELETE typed exactly (spaces forgiven, not the case)', () => {
    expect(deleteConfirmed('DELETE')).toBe(true);
    expect(deleteConfirmed(' DELETE ')).toBe(true);
    expect(deleteConfirmed('delete')).toBe(false);
    expect(deleteConfirmed('')).toBe(false);
  });

  it('asks for the password, the confirmation, and the code only when two-factor is on', () => {
    const empty = { password: '', code: '', confirmation: '' };
    expect(deleteAccountErrors(empty, false)).toEqual({
      password: 'Password is required',
      confirmation: 'Type DELETE to confirm',
    });
    expect(deleteAccountErrors(empty, true)).toEqual({
      password: 'Password is required',
      code: 'Enter the code from your authenticator app, or a backup code',
      confirmation: 'Type DELETE to confirm',
    });
    expect(deleteAccountErrors({ password: 'secret', code: '', confirmation: 'DELETE' }, false)).toEqual({});
    expect(deleteAccountErrors({ password: 'secret', code: '123456', confirmation: 'DELETE' }, true)).toEqual({});
  });
});

describe('the footage retention text of the privacy page and terms', () => {
  it('says 30 days after delivery, or after a game failed or was cancelled, and that the statistics stay', () => {
    expect(footageRetentionText()).toBe(
      'We delete your game footage — the original upload and our working copies — 30 days after we deliver your box score, or 30 days after a game fails or is cancelled. Your box scores and play-by-play stay in your account until you delete it.',
    );
    expect(footageRetentionText(14)).toContain('14 days after we deliver your box score');
  });
});

describe('the message above a refused form', () => {
  it('is the server’s message only when no field already says what is wrong', () => {
    expect(formMessage({ form: 'Too many attempts. Please try again in 15 minutes.' })).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(formMessage({ form: 'Incorrect password', password: 'Incorrect password' })).toBeUndefined();
    expect(formMessage({})).toBeUndefined();
  });
});
