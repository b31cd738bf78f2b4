import { useHydrated } from './hydrated';

/**
 * The zone a page drawn on the server shows its dates in. The browser hydrates that page with the same dates, and
 * then shows them in the reader's own zone (issue 27: the statistics pages arrive drawn).
 */
export const SERVER_TIME_ZONE = 'UTC';

/**
 * The time zone to show a date in: undefined (the reader's own), except on the server and while the browser
 * hydrates what the server drew, where it is SERVER_TIME_ZONE; React then renders again with the reader's.
 */
export function useReaderTimeZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_TIME_ZONE;
}
