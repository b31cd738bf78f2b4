const shortDate = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** Formats a date like `Jan 5, 2024`, in the reader's time zone unless one is given. */
export function formatShortDate(date: Date | string, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return shortDate(timeZone).format(value);
}

/** Whole seconds as minutes and seconds, like `12:05`: a footage position, or minutes played. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}
