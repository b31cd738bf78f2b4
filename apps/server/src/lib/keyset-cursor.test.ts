import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { decodeCursor, encodeCursor, pageOf } from './keyset-cursor.js';

const position = { createdAt: '2024-01-05T09:30:00.123456Z', id: '0b6f8c5e-4c1a-4c3e-9d7a-2f4b5c6d7e8f' };
const refusal = (cursor: string, idType: 'text' | 'uuid') => {
  try {
    decodeCursor(cursor, idType);
  } catch (error) {
    return error instanceof AppError ? `${String(error.statusCode)} ${error.code}` : 'other error';
  }
  return 'accepted';
};
const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('give back the position they were made from, to the microsecond', () => {
    expect(decodeCursor(encodeCursor(position), 'uuid')).toEqual(position);
    expect(decodeCursor(encodeCursor({ ...position, id: 'user-id-1' }), 'text')).toEqual({ ...position, id: 'user-id-1' });
  });

  it('refuse anything else with a 400, before it reaches a query', () => {
    expect(refusal('not a cursor', 'text')).toBe('400 bad_cursor');
    expect(refusal(forge(['2024-01-05T09:30:00Z', 'x']), 'text')).toBe('400 bad_cursor');
    expect(refusal(forge(['2024-13-45T09:30:00.123456Z', 'x']), 'text')).toBe('400 bad_cursor');
    expect(refusal(forge([position.createdAt, '']), 'text')).toBe('400 bad_cursor');
    expect(refusal(forge([position.createdAt, 'x'.repeat(201)]), 'text')).toBe('400 bad_cursor');
    expect(refusal(forge([position.createdAt, 'not-a-uuid']), 'uuid')).toBe('400 bad_cursor');
    expect(refusal(forge({ createdAt: position.createdAt, id: position.id }), 'uuid')).toBe('400 bad_cursor');
  });

  it('name a next page only when a row beyond the limit came back, pointing at the last row shown', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${String(n)}`, cursorCreatedAt: `2024-01-0${String(n)}T00:00:00.000000Z` }));
    expect(pageOf(rows, 3)).toEqual({ rows, nextCursor: null });
    const page = pageOf(rows, 2);
    expect(page.rows).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor ?? '', 'text')).toEqual({ createdAt: '2024-01-02T00:00:00.000000Z', id: 'r2' });
  });
});
