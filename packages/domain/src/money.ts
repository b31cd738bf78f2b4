/** Whole dollars with a comma every three digits, like `1,160`. */
function groupThousands(dollars: string): string {
  return dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole number as en-US writes it, like `10,000`: for the limits the messages name, which modules build as they
 * load. By hand, as formatAud: the first Intl formatter a page builds costs a phone tens of milliseconds.
 */
export function formatCount(count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number: ${String(count)}`);
  return groupThousands(String(count));
}

/**
 * Formats an amount in cents as Australian dollars, like `AU$1,160.00`. Written by hand rather than with
 * Intl.NumberFormat: building that formatter when the pricing page's script starts cost a phone about 35 ms of
 * the page's blocking time (bench/lighthouse), for a format that never changes.
 */
export function formatAud(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100).toString();
  const rest = (whole % 100).toString().padStart(2, '0');
  return `${sign}AU$${groupThousands(dollars)}.${rest}`;
}

/** Formats an amount in cents as AU$ with no decimals when it is whole dollars, like `AU$35`. */
export function formatAudShort(cents: number): string {
  return cents % 100 === 0 ? formatAud(cents).replace(/\.00$/, '') : formatAud(cents);
}
