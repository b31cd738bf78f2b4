/** How the coach's sheet writes its figures: on the page, in print and in the PDF. */

/** Made and attempted, as a box score writes them: "49-93". */
export function madeAttempted(made: number, attempts: number): string {
  return `${String(made)}-${String(attempts)}`;
}

/** A shooting percentage with one decimal ("52.7"), or a dash where nothing was tried. */
export function rateText(made: number, attempts: number): string {
  return attempts > 0 ? ((100 * made) / attempts).toFixed(1) : '–';
}

/** Made-attempted with the percentage beside it, as the team comparison writes a total: "49-93 (52.7%)", "0-0". */
export function madeAttemptedWithRate(made: number, attempts: number): string {
  return attempts > 0 ? `${madeAttempted(made, attempts)} (${rateText(made, attempts)}%)` : madeAttempted(made, attempts);
}

/**
 * A shooting total of the team comparison, "49-93 (52.7%)", or null where the report does not carry it (2P before
 * engine 3).
 */
export function shootingTotal(made: number | undefined, attempts: number | undefined): string | null {
  return made === undefined || attempts === undefined ? null : madeAttemptedWithRate(made, attempts);
}

/** A count a report may not carry (FD, EFF before engine 3): its text, or null. */
export function carriedCount(value: number | undefined): string | null {
  return value === undefined ? null : String(value);
}

/** A margin with its sign: "+7", "-3", "0". */
export function signed(value: number): string {
  return value > 0 ? `+${String(value)}` : String(value);
}

/**
 * A rate with the attempts it rests on, so a small sample does not read as a bug: "150.0% (2 FGA)",
 * "61.2% (80 FGA, 22 FTA)"; a dash where nothing was tried.
 */
export function rateWithAttempts(rate: number | null, attempts: readonly [count: number, label: string][]): string {
  if (rate === null) return '–';
  const basis = attempts
    .filter(([count], index) => index === 0 || count > 0)
    .map(([count, label]) => `${String(count)} ${label}`)
    .join(', ');
  return `${(rate * 100).toFixed(1)}% (${basis})`;
}
