import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './errors.js';

/**
 * Where a newest-first page ended: the last row's creation time and id. The time is Postgres's own text at
 * microsecond precision (a JavaScript Date keeps milliseconds only, and a cursor rounded to them would skip or
 * repeat rows created within the same millisecond).
 */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID_LENGTH = 200;

const badCursor = () => new AppError(400, 'bad_cursor', 'This page link is not valid. Start again from the first page.');

/** The opaque `cursor` a client sends back for the next page. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a cursor made by `encodeCursor` for rows whose ids are `idType`; anything else is refused (400), never
 * passed to a query.
 */
export function decodeCursor(cursor: string, idType: 'text' | 'uuid'): KeysetPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value.length !== 2) throw badCursor();
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !MICROSECOND_UTC.test(createdAt) || Number.isNaN(Date.parse(createdAt))) {
    throw badCursor();
  }
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) throw badCursor();
  if (idType === 'uuid' && !UUID.test(id)) throw badCursor();
  return { createdAt, id };
}

/** A timestamp column (or expression) as the cursor's text: UTC, microseconds. */
export function cursorTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after `position` in newest-first order (older, or as old with a smaller id). */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, position: KeysetPosition, idType: 'text' | 'uuid'): SQL {
  const cursorId = idType === 'uuid' ? sql`${position.id}::uuid` : sql`${position.id}::text`;
  return sql`(${createdAt}, ${id}) < (${position.createdAt}::timestamptz, ${cursorId})`;
}

/** Splits one extra row off a page of `limit + 1` rows: its presence says a next page exists. */
export function pageOf<T extends { cursorCreatedAt: string; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: last ? encodeCursor({ createdAt: last.cursorCreatedAt, id: last.id }) : null };
}
