import { ReaderDate } from '../../components/ui/reader-date';
import { ShowMore, useFocusFirstNew } from '../../components/ui/show-more';
import { describePurchase, purchaseHistoryError, usePurchases, type BadgeTone } from './purchases';

const BADGE: Record<BadgeTone, string> = {
  completed: 'bg-green-100 text-green-800 ring-green-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  pending: 'bg-amber-100 text-amber-800 ring-amber-600/20',
};

const COLUMNS = ['Package', 'Date', 'Amount', 'Games', 'Status'] as const;

/**
 * On a phone the five columns do not fit across: each purchase becomes a small card, its cells two to a line under
 * their column's name (from `data-label`; the header row is left to screen readers, which still read a table).
 */
const phoneCell =
  'max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

/**
 * The customer's purchases: package, date, amount, games and status, newest first; "Show more purchases" brings
 * the next page, and focus moves to its first row (the button may be gone once the last page is in).
 */
export function PurchaseHistory() {
  const history = usePurchases();
  const { error, isPending, isLoadingError } = history;
  const purchases = history.data?.pages.flatMap((page) => page.purchases) ?? [];
  const { container: body, markFirstNew } = useFocusFirstNew<HTMLTableSectionElement>(
    purchases.length,
    '[data-testid="purchase-row"]',
  );

  if (isPending) {
    return (
      <p role="status" className="py-6 text-slate-600">
        Loading purchase history...
      </p>
    );
  }
  if (isLoadingError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {purchaseHistoryError(error)}
      </p>
    );
  }
  if (purchases.length === 0) return <p className="py-6 text-slate-600">No purchase history available</p>;

  return (
    <div>
      <div className="rounded-2xl border border-slate-200 sm:overflow-x-auto">
        <table className="w-full text-left text-sm sm:min-w-[36rem]">
          <thead className="bg-slate-50 text-slate-600 max-sm:sr-only">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} className="divide-y divide-slate-200">
            {purchases.map((purchase) => {
              const row = describePurchase(purchase);
              return (
                <tr
                  key={purchase.id}
                  tabIndex={-1}
                  className="focus-visible:outline-2 focus-visible:outline-brand-600 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
                  data-testid="purchase-row"
                >
                  <td data-label="Package" className={`px-4 py-3 font-medium text-slate-900 max-sm:col-span-2 ${phoneCell}`}>
                    {row.packageLabel}
                  </td>
                  <td data-label="Date" className={`px-4 py-3 text-slate-700 ${phoneCell}`}>
                    <ReaderDate value={purchase.purchaseDate} />
                  </td>
                  <td data-label="Amount" className={`px-4 py-3 text-slate-700 ${phoneCell}`}>
                    {row.amount}
                  </td>
                  <td data-label="Games" className={`px-4 py-3 text-slate-700 ${phoneCell}`}>
                    {row.games}
                  </td>
                  <td data-label="Status" className={`px-4 py-3 ${phoneCell}`}>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${BADGE[row.tone]}`}
                    >
                      {row.status}
                    </span>
                    {row.partlyRefunded && <span className="mt-1 block text-xs text-slate-600">{row.partlyRefunded}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ShowMore
        noun="purchases"
        more={{
          hasMore: history.hasNextPage,
          loading: history.isFetchingNextPage,
          failed: history.isFetchNextPageError,
          load: history.fetchNextPage,
        }}
        onLoad={markFirstNew}
      />
    </div>
  );
}
