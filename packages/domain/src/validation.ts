import { z } from 'zod';

/** The spec's e-mail pattern: letters, digits and ._%+- before @, a domain, a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactError: 'Something went wrong. Please try again later.',
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
