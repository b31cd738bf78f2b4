const audFormatter = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Formats an amount in cents as Australian dollars, like `AU$1,160.00`. */
export function formatAud(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  return `${sign}AU$${audFormatter.format(Math.abs(cents) / 100)}`;
}

/** Formats an amount in cents as AU$ with no decimals when it is whole dollars, like `AU$35`. */
export function formatAudShort(cents: number): string {
  return cents % 100 === 0 ? formatAud(cents).replace(/\.00$/, '') : formatAud(cents);
}
