import { formatShortDate } from '@courtside/domain';
import { useReaderTimeZone } from '../../lib/time-zone';

export interface DeliveryFacts {
  delivery: number;
  deliveredAt: string | null;
  correctionNote: string | null;
  correctionInProgress: { reason: string } | null;
}

/**
 * What the page says of a corrected box score, or of one being corrected; null for a first delivery. Dates in
 * `timeZone`, the reader's by default.
 */
export function correctionNoticeText(facts: DeliveryFacts, timeZone?: string): string | null {
  if (facts.correctionInProgress) return `Being corrected: ${facts.correctionInProgress.reason}`;
  if (facts.delivery > 1 && facts.deliveredAt)
    return `Corrected on ${formatShortDate(facts.deliveredAt, timeZone)}${facts.correctionNote ? `: ${facts.correctionNote}` : ''}`;
  return null;
}

/** A notice above the statistics of a game reopened for correction, or re-delivered with a correction. */
export function CorrectionNotice({ facts }: { facts: DeliveryFacts }) {
  const text = correctionNoticeText(facts, useReaderTimeZone());
  if (!text) return null;
  const inProgress = facts.correctionInProgress !== null;
  return (
    <p
      role="status"
      className={`rounded-lg px-4 py-3 ${inProgress ? 'bg-yellow-50 text-yellow-900' : 'bg-blue-50 text-blue-900'}`}
    >
      {text}
    </p>
  );
}
