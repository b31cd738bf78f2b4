const shortDate = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** Formats a date like `Jan 5, 2024`, in the reader's time zone unless one is given. */
export function formatShortDate(date: Date | string, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return shortDate(timeZone).format(value);
}
