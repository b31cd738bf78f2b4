/**
 * Periods and their clock: pure and free of schemas, so the web app's statistics page can use them without
 * loading zod.
 */

interface PeriodSetup {
  periods: number;
  periodSeconds: number;
  overtimeSeconds: number;
}

/** The length of a period in seconds: regulation, or overtime past `periods`. */
export function periodLength(setup: PeriodSetup, period: number): number {
  return period > setup.periods ? setup.overtimeSeconds : setup.periodSeconds;
}

/** Game seconds gone when `period` starts (overtimes are shorter than regulation periods). */
export function periodStart(setup: PeriodSetup, period: number): number {
  let elapsed = 0;
  for (let earlier = 1; earlier < period; earlier += 1) elapsed += periodLength(setup, earlier);
  return elapsed;
}

/** "Q3" with four periods, "H2" with two, "P3" with any other number; "OT1" past regulation. */
export function periodLabel(periods: number, period: number): string {
  if (period > periods) return `OT${String(period - periods)}`;
  return `${periods === 4 ? 'Q' : periods === 2 ? 'H' : 'P'}${String(period)}`;
}
