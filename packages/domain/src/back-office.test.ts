import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BACK_OFFICE_MESSAGES } from './back-office-limits.js';
import {
  adminReasonSchema,
  contactReplySchema,
  creditAdjustmentSchema,
  decisionNoteProblem,
  decisionNoteSchema,
  guaranteeReasonSchema,
  problemOf,
} from './back-office.js';

function outcome<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { error: string | undefined } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
}

describe("an admin's reason", () => {
  it('takes 3 to 500 characters, not counting the spaces around them, and keeps it trimmed', () => {
    expect(outcome(adminReasonSchema, '  Duplicate upload  ')).toEqual({ value: 'Duplicate upload' });
    expect(outcome(adminReasonSchema, ` ${'x'.repeat(500)} `)).toEqual({ value: 'x'.repeat(500) });
    for (const refused of ['  ab  ', '', 'x'.repeat(501), undefined, 42])
      expect(outcome(adminReasonSchema, refused)).toEqual({ error: 'Give a reason of 3 to 500 characters.' });
  });
});

describe('problemOf, as a form checks a field', () => {
  it("gives the schema's first message, or null when the value passes", () => {
    expect(problemOf(adminReasonSchema, ' ab ')).toBe(BACK_OFFICE_MESSAGES.adminReason);
    expect(problemOf(adminReasonSchema, 'Duplicate upload')).toBeNull();
  });
});

describe('a credit adjustment', () => {
  it('adds or takes a whole number of games up to 1000, never 0', () => {
    for (const delta of [1, -1, 1000, -1000]) expect(outcome(creditAdjustmentSchema, delta)).toEqual({ value: delta });
    for (const delta of [0, 1.5, 1001, -1001, '3', null])
      expect(outcome(creditAdjustmentSchema, delta)).toEqual({
        error: 'Enter a whole number of games between -1000 and 1000, not 0.',
      });
  });
});

describe('a reply to a contact message', () => {
  it('takes 1 to 10,000 characters', () => {
    expect(outcome(contactReplySchema, ' Thanks! ')).toEqual({ value: 'Thanks!' });
    for (const refused of [' \n ', 'x'.repeat(10_001)])
      expect(outcome(contactReplySchema, refused)).toEqual({ error: 'Write a reply of 1 to 10,000 characters.' });
  });
});

describe('the guarantee', () => {
  it("takes a customer's reason of 10 to 2,000 characters, not counting the spaces around it", () => {
    expect(outcome(guaranteeReasonSchema, '  The score is wrong.  ')).toEqual({ value: 'The score is wrong.' });
    for (const refused of ['   too bad   ', 'x'.repeat(2001)])
      expect(outcome(guaranteeReasonSchema, refused)).toEqual({
        error: 'Please tell us what went wrong, in 10 to 2,000 characters.',
      });
  });

  it('needs a note of at least 3 characters to decline, none to approve, and at most 2,000 either way', () => {
    expect(decisionNoteProblem('decline', '  ')).toBe('Please tell the customer why the request is declined.');
    expect(decisionNoteProblem('decline', undefined)).toBe(BACK_OFFICE_MESSAGES.declineNoteRequired);
    expect(decisionNoteProblem('decline', 'The box score matches the footage.')).toBeNull();
    expect(decisionNoteProblem('approve', '')).toBeNull();
    expect(decisionNoteProblem('approve', null)).toBeNull();
    expect(decisionNoteProblem('approve', 'x'.repeat(2001))).toBe('Please keep the note to 2,000 characters.');
    expect(outcome(decisionNoteSchema, 'x'.repeat(2001))).toEqual({ error: BACK_OFFICE_MESSAGES.decisionNoteTooLong });
    expect(outcome(decisionNoteSchema, '  Re-tagging the 4th.  ')).toEqual({ value: 'Re-tagging the 4th.' });
  });
});
