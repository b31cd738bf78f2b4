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

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** A message sent from the contact form. */
export const contactMessageSchema = z.object({
  name: required(MESSAGES.nameRequired, CONTACT_LIMITS.name, 'Name'),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  subject: required(MESSAGES.subjectRequired, CONTACT_LIMITS.subject, 'Subject'),
  message: required(MESSAGES.messageRequired, CONTACT_LIMITS.message, 'Message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** The spec's minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

/** The sign-in form. */
export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  rememberMe: z.boolean(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The sign-up form, with the spec's message under each field. */
export const signUpSchema = z
  .object({
    fullName: z.string({ error: MESSAGES.fullNameRequired }).trim().min(1, MESSAGES.fullNameRequired),
    email: emailField,
    organization: z.string().trim().max(200, 'Organization must be at most 200 characters'),
    password: newPassword,
    confirmPassword: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
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
      .min(6, MESSAGES.resetCodeInvalid),
    password: newPassword,
    confirmPassword: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDiffer,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A game created from a link (URL mode of the upload widget). */
export const videoLinkGameSchema = z.object({
  name: required(MESSAGES.gameNameRequired, 200, 'Game name'),
  videoUrl: z
    .string({ error: MESSAGES.videoUrlRequired })
    .trim()
    .min(1, MESSAGES.videoUrlRequired)
    .max(2048, 'The video URL must be at most 2048 characters')
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), MESSAGES.videoUrlInvalid),
});
export type VideoLinkGameInput = z.infer<typeof videoLinkGameSchema>;
