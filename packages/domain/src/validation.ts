import { z } from 'zod';

/** The spec's e-mail pattern: letters, digits and ._%+- before @, a domain, a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  fullNameRequired: 'Full name is required',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must agree to the terms',
  resetCodeRequired: 'Reset code is required',
  resetCodeInvalid: 'Invalid reset code',
  maxAttempts: 'Maximum attempts reached. Please try again later.',
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactError: 'Something went wrong. Please try again later.',
  gameNameRequired: 'Please enter a name for the game',
  videoUrlRequired: 'Please enter the video URL',
  videoUrlInvalid: 'Please enter a video link starting with http:// or https://',
} as const;

/** The message under a field whose value is longer than `max` characters. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * The longest value each account field takes, in characters. better-auth stores the account, so its routes
 * hold the same limits (its own password maximum is 128); 254 is the longest address SMTP can carry.
 */
export const ACCOUNT_LIMITS = { fullName: 100, email: 254, organization: 200, password: 128 } as const;

/** The longest game name and video link, in characters. */
export const GAME_LIMITS = { name: 200, videoUrl: 2048 } as const;

/** Reset codes are 6 characters; the bound only keeps a pasted page out of the request. */
const RESET_CODE_MAX_LENGTH = 32;

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max));

/** A message sent from the contact form. */
export const contactMessageSchema = z.object({
  name: required(MESSAGES.nameRequired, CONTACT_LIMITS.name, 'Name'),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, tooLongMessage('Email', CONTACT_LIMITS.email))
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  subject: required(MESSAGES.subjectRequired, CONTACT_LIMITS.subject, 'Subject'),
  message: required(MESSAGES.messageRequired, CONTACT_LIMITS.message, 'Message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** The spec's minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/** An e-mail address as every form takes it: required, trimmed, at most 254 characters, of the usual shape. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(ACCOUNT_LIMITS.email, tooLongMessage('Email', ACCOUNT_LIMITS.email))
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

const passwordTooLong = tooLongMessage('Password', ACCOUNT_LIMITS.password);

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(ACCOUNT_LIMITS.password, passwordTooLong);

// Longer than any password can be, so it cannot match one: the spec's mismatch message is the true one.
const confirmPassword = z
  .string({ error: MESSAGES.confirmRequired })
  .min(1, MESSAGES.confirmRequired)
  .max(ACCOUNT_LIMITS.password, MESSAGES.passwordsDiffer);

/** The sign-in form. */
export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(ACCOUNT_LIMITS.password, passwordTooLong),
  rememberMe: z.boolean(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The sign-up form, with the spec's message under each field. */
export const signUpSchema = z
  .object({
    fullName: required(MESSAGES.fullNameRequired, ACCOUNT_LIMITS.fullName, 'Full name'),
    email: emailField,
    organization: z.string().trim().max(ACCOUNT_LIMITS.organization, tooLongMessage('Organization', ACCOUNT_LIMITS.organization)),
    password: newPassword,
    confirmPassword,
    agreeToTerms: z.boolean().refine((agreed) => agreed, MESSAGES.termsRequired),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDiffer,
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Step 1 of a password reset: the address to send the code to. */
export const resetRequestSchema = z.object({ email: emailField });

/** Step 2 of a password reset: the code and the new password. */
export const resetPasswordSchema = z
  .object({
    code: z
      .string({ error: MESSAGES.resetCodeRequired })
      .trim()
      .min(1, MESSAGES.resetCodeRequired)
      .min(6, MESSAGES.resetCodeInvalid)
      .max(RESET_CODE_MAX_LENGTH, MESSAGES.resetCodeInvalid),
    password: newPassword,
    confirmPassword,
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDiffer,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A game created from a link (URL mode of the upload widget). */
export const videoLinkGameSchema = z.object({
  name: required(MESSAGES.gameNameRequired, GAME_LIMITS.name, 'Game name'),
  videoUrl: z
    .string({ error: MESSAGES.videoUrlRequired })
    .trim()
    .min(1, MESSAGES.videoUrlRequired)
    .max(GAME_LIMITS.videoUrl, tooLongMessage('The video URL', GAME_LIMITS.videoUrl))
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), MESSAGES.videoUrlInvalid),
});
export type VideoLinkGameInput = z.infer<typeof videoLinkGameSchema>;

// NUL and the other C0/C1 controls: Postgres refuses NUL in text, and none belongs in a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
