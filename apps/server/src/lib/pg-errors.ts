/**
 * Whether an error is Postgres refusing a row that a unique index already holds (SQLSTATE 23505), as pg raises
 * it or as Drizzle wraps it (in `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
