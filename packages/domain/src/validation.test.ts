import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, EMAIL_PATTERN, MESSAGES, contactMessageSchema } from './validation.js';

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
