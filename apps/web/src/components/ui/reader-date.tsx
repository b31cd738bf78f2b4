import { formatShortDate } from '@courtside/domain';
import { useReaderTimeZone } from '../../lib/time-zone';

/**
 * A date like `Jan 5, 2024` in the reader's time zone. A leaf of its own: on a page the server drew, only it renders
 * again once hydrated, when the reader's zone replaces the server's.
 */
export function ReaderDate({ value }: { value: string | Date }) {
  return <>{formatShortDate(value, useReaderTimeZone())}</>;
}
