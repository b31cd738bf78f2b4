/** One formatter per time zone: making one costs far more than formatting (a fifth of a second on a slow phone). */
const shortDates = new Map<string, Intl.DateTimeFormat>();
const shortDate = (timeZone: string) => {
  let format = shortDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    shortDates.set(timeZone, format);
  }
  return format;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Formats a date like `Jan 5, 2024` (en-US), in the reader's time zone unless one is given. In the reader's zone
 * and in UTC, the ones a page shows, it is written from the date's own fields: the first Intl formatter a page
 * builds costs a phone tens of milliseconds of blocking time (issue 27), as in money.ts.
 */
export function formatShortDate(date: Date | string, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  if (timeZone === undefined)
    return `${MONTHS[value.getMonth()] ?? ''} ${String(value.getDate())}, ${String(value.getFullYear())}`;
  if (timeZone === 'UTC')
    return `${MONTHS[value.getUTCMonth()] ?? ''} ${String(value.getUTCDate())}, ${String(value.getUTCFullYear())}`;
  return shortDate(timeZone).format(value);
}

/** A game clock as a scoreboard shows it: `7:43`, with tenths in the last minute (`0:04.5`, `0:00.0`). */
export function formatGameClock(seconds: number): string {
  if (seconds >= 60) return formatClock(seconds);
  return `${formatClock(seconds)}.${String(Math.round((seconds % 1) * 10) % 10)}`;
}

/** Whole seconds as minutes and seconds, like `12:05`: a footage position, or minutes played. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}
