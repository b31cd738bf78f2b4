import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  CONTACT_LIMITS,
  EMAIL_PATTERN,
  GAME_LIMITS,
  MESSAGES,
  contactMessageSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  videoLinkGameSchema,
} from './validation.js';

const valid = { name: 'Sam Coach', email: 'sam@club.com.au', subject: 'Bulk pricing', message: 'Hello' };

function firstError(input: Record<string, unknown>): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('EMAIL_PATTERN', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@club.com.au', 'x_y%z@mail-host.org']) {
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['plain', 'a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@b.c0m']) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Sam Coach ' }).name).toBe('Sam Coach');
  });

  it.each([
    ['name', MESSAGES.nameRequired],
    ['email', MESSAGES.emailRequired],
    ['subject', MESSAGES.subjectRequired],
    ['message', MESSAGES.messageRequired],
  ])('requires %s', (field, message) => {
    expect(firstError({ ...valid, [field]: '' })).toBe(message);
    expect(firstError({ ...valid, [field]: '   ' })).toBe(message);
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstError(rest)).toBe(message);
  });

  it('refuses an invalid e-mail with the spec message', () => {
    expect(firstError({ ...valid, email: 'not-an-email' })).toBe(MESSAGES.emailInvalid);
  });

  it('refuses fields longer than their limits', () => {
    expect(firstError({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toBe(
      `Message must be at most ${CONTACT_LIMITS.message} characters`,
    );
    expect(firstError({ ...valid, subject: 'x'.repeat(CONTACT_LIMITS.subject + 1) })).toMatch(/Subject/);
  });
});

/** Field name -> first message, as a form shows them. */
function fieldErrors(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe('signInSchema', () => {
  it('asks for both fields with the spec messages', () => {
    expect(fieldErrors(signInSchema, { email: '', password: '', rememberMe: false })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(fieldErrors(signInSchema, { email: 'sam@club', password: 'x', rememberMe: true })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });
});

describe('signUpSchema', () => {
  const valid = {
    fullName: 'Sam Coach',
    email: 'sam@club.com.au',
    organization: '',
    password: 'long enough',
    confirmPassword: 'long enough',
    agreeToTerms: true,
  };

  it('accepts a complete form, with the organization optional', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it('shows each spec message under its field', () => {
    expect(
      fieldErrors(signUpSchema, { ...valid, fullName: ' ', email: '', password: '', confirmPassword: '', agreeToTerms: false }),
    ).toEqual({
      fullName: MESSAGES.fullNameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmRequired,
      agreeToTerms: MESSAGES.termsRequired,
    });
    expect(fieldErrors(signUpSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: MESSAGES.passwordTooShort,
    });
    expect(fieldErrors(signUpSchema, { ...valid, confirmPassword: 'different' })).toEqual({
      confirmPassword: MESSAGES.passwordsDiffer,
    });
  });
});

describe('resetPasswordSchema', () => {
  it('needs a code of 6 characters and a confirmed new password', () => {
    expect(fieldErrors(resetPasswordSchema, { code: '', password: '', confirmPassword: '' })).toEqual({
      code: MESSAGES.resetCodeRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmRequired,
    });
    expect(fieldErrors(resetPasswordSchema, { code: '123', password: 'long enough', confirmPassword: 'long enougH' })).toEqual({
      code: MESSAGES.resetCodeInvalid,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
  });
});

/** An address of exactly `length` characters that matches the spec's pattern. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@club.com.au'.length)}@club.com.au`;

describe('free-text limits', () => {
  const contact = { name: 'Sam Coach', email: 'sam@club.com.au', subject: 'Bulk pricing', message: 'Hello' };
  const signUp = {
    fullName: 'Sam Coach',
    email: 'sam@club.com.au',
    organization: '',
    password: 'long enough',
    confirmPassword: 'long enough',
    agreeToTerms: true,
  };
  const link = { name: 'Final', videoUrl: 'https://example.com/final.mp4' };
  const url = (length: number) => `https://example.com/${'v'.repeat(length - 'https://example.com/'.length)}`;

  it.each([
    ['contact name', contactMessageSchema, contact, 'name', (n: number) => 'x'.repeat(n), CONTACT_LIMITS.name, 'Name'],
    ['contact e-mail', contactMessageSchema, contact, 'email', emailOfLength, CONTACT_LIMITS.email, 'Email'],
    [
      'contact subject',
      contactMessageSchema,
      contact,
      'subject',
      (n: number) => 'x'.repeat(n),
      CONTACT_LIMITS.subject,
      'Subject',
    ],
    [
      'contact message',
      contactMessageSchema,
      contact,
      'message',
      (n: number) => 'x'.repeat(n),
      CONTACT_LIMITS.message,
      'Message',
    ],
    ['full name', signUpSchema, signUp, 'fullName', (n: number) => 'x'.repeat(n), ACCOUNT_LIMITS.fullName, 'Full name'],
    ['sign-up e-mail', signUpSchema, signUp, 'email', emailOfLength, ACCOUNT_LIMITS.email, 'Email'],
    [
      'organization',
      signUpSchema,
      signUp,
      'organization',
      (n: number) => 'x'.repeat(n),
      ACCOUNT_LIMITS.organization,
      'Organization',
    ],
    ['game name', videoLinkGameSchema, link, 'name', (n: number) => 'x'.repeat(n), GAME_LIMITS.name, 'Game name'],
    ['video URL', videoLinkGameSchema, link, 'videoUrl', url, GAME_LIMITS.videoUrl, 'The video URL'],
  ] as const)('takes a %s of the limit and refuses one character more', (_name, schema, valid, field, valueOf, limit, label) => {
    expect(fieldErrors(schema, { ...valid, [field]: valueOf(limit) })).toEqual({});
    expect(fieldErrors(schema, { ...valid, [field]: valueOf(limit + 1) })).toEqual({
      [field]: `${label} must be at most ${limit} characters`,
    });
  });

  it('takes a password of 128 characters and refuses a longer one, at sign-up, sign-in and reset', () => {
    const longest = 'p'.repeat(ACCOUNT_LIMITS.password);
    const tooLong = `${longest}p`;
    const message = `Password must be at most ${ACCOUNT_LIMITS.password} characters`;
    expect(fieldErrors(signUpSchema, { ...signUp, password: longest, confirmPassword: longest })).toEqual({});
    expect(fieldErrors(signUpSchema, { ...signUp, password: tooLong, confirmPassword: tooLong })).toEqual({
      password: message,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
    expect(fieldErrors(signInSchema, { email: 'sam@club.com.au', password: longest, rememberMe: false })).toEqual({});
    expect(fieldErrors(signInSchema, { email: 'sam@club.com.au', password: tooLong, rememberMe: false })).toEqual({
      password: message,
    });
    expect(fieldErrors(resetPasswordSchema, { code: '123456', password: tooLong, confirmPassword: tooLong })).toEqual({
      password: message,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
  });

  it('refuses an over-long e-mail at sign-in with the sign-up message', () => {
    expect(fieldErrors(signInSchema, { email: emailOfLength(ACCOUNT_LIMITS.email), password: 'x', rememberMe: false })).toEqual(
      {},
    );
    expect(
      fieldErrors(signInSchema, { email: emailOfLength(ACCOUNT_LIMITS.email + 1), password: 'x', rememberMe: false }),
    ).toEqual({ email: `Email must be at most ${ACCOUNT_LIMITS.email} characters` });
  });

  it('calls a pasted page instead of a reset code an invalid code', () => {
    const valid = { password: 'long enough', confirmPassword: 'long enough' };
    expect(fieldErrors(resetPasswordSchema, { ...valid, code: '1'.repeat(32) })).toEqual({});
    expect(fieldErrors(resetPasswordSchema, { ...valid, code: '1'.repeat(33) })).toEqual({ code: MESSAGES.resetCodeInvalid });
  });
});
