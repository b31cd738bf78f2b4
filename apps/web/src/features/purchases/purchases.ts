import { PACKAGE_LABELS, formatAud } from '@courtside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import type { paths } from '../../lib/api-types';

export type PurchaseView = paths['/api/purchases']['get']['responses'][200]['content']['application/json']['purchases'][number];

/** A page of the purchase history (50 a page; `nextCursor` null on the last). */
export type PurchasesPage = paths['/api/purchases']['get']['responses'][200]['content']['application/json'];

/** The purchase history page by page, newest first. */
export const purchasesQuery = infiniteQueryOptions({
  queryKey: ['purchases'],
  queryFn: async ({ pageParam }) =>
    unwrap(await api.GET('/api/purchases', { params: { query: pageParam === null ? {} : { cursor: pageParam } } })),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
  // A refusal (signed out) will not change on a retry; a server failure might.
  retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
});

/** The spec's texts for a history that cannot be shown: the server's message, or a default. */
export function purchaseHistoryError(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return 'Please log in to view purchase history';
  if (error instanceof ApiError && error.code !== 'unknown') return error.message;
  return 'Failed to load purchase history';
}

/** The signed-in customer's purchase history, newest first, a page at a time (`fetchNextPage` for the next). */
export function usePurchases() {
  return useInfiniteQuery(purchasesQuery);
}

export type BadgeTone = 'completed' | 'refunded' | 'pending';

/**
 * Completed and refunded have their own badges; a disputed payment went back too, so it looks refunded;
 * every other status looks pending (spec §2).
 */
function toneOf(status: PurchaseView['status']): BadgeTone {
  if (status === 'disputed') return 'refunded';
  return status === 'completed' || status === 'refunded' ? status : 'pending';
}

/**
 * One history row as the table shows it (its date apart: a ReaderDate, in the reader's time zone): the spec's
 * label, AU$ or N/A, and for a purchase refunded in part (it stays completed) how many of its games were refunded.
 */
export function describePurchase(purchase: PurchaseView) {
  return {
    packageLabel: PACKAGE_LABELS[purchase.packageType],
    amount: purchase.amountPaidCents === null ? 'N/A' : formatAud(purchase.amountPaidCents),
    games: purchase.gamesIncluded,
    status: purchase.status,
    tone: toneOf(purchase.status),
    partlyRefunded:
      purchase.status === 'completed' && purchase.refundedGames > 0
        ? `${String(purchase.refundedGames)} of ${String(purchase.gamesIncluded)} games refunded`
        : null,
  };
}
