import { useEffect, useRef } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { describePurchase, purchaseHistoryError, usePurchases, type BadgeTone } from './purchases';

const BADGE: Record<BadgeTone, string> = {
  completed: 'bg-green-100 text-green-800 ring-green-600/20',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  pending: 'bg-amber-100 text-amber-800 ring-amber-600/20',
};

const COLUMNS = ['Package', 'Date', 'Amount', 'Games', 'Status'] as const;

/**
 * The customer's purchases: package, date, amount, games and status, newest first; "Show more purchases" brings
 * the next page, and focus moves to its first row (the button may be gone once the last page is in).
 */
export function PurchaseHistory() {
  const history = usePurchases();
  const { error, isPending, isLoadingError } = history;
  const purchases = history.data?.pages.flatMap((page) => page.purchases) ?? [];
  const body = useRef<HTMLTableSectionElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || purchases.length <= index) return;
    firstNew.current = null;
    body.current?.querySelectorAll<HTMLElement>('[data-testid="purchase-row"]')[index]?.focus();
  }, [purchases.length]);

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
      <div className="overflow-x-auto rounded-2xl border border-slate-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
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
                  className="focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-testid="purchase-row"
                >
                  <td className="px-4 py-3 font-medium text-slate-900">{row.packageLabel}</td>
                  <td className="px-4 py-3 text-slate-700">{row.date}</td>
                  <td className="px-4 py-3 text-slate-700">{row.amount}</td>
                  <td className="px-4 py-3 text-slate-700">{row.games}</td>
                  <td className="px-4 py-3">
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
      {history.isFetchNextPageError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          More purchases could not be loaded. Please try again.
        </p>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className={`${buttonStyles.outline} mt-4`}
          disabled={history.isFetchingNextPage}
          onClick={() => {
            firstNew.current = purchases.length;
            void history.fetchNextPage();
          }}
        >
          {history.isFetchingNextPage ? 'Loading more purchases...' : 'Show more purchases'}
        </button>
      )}
    </div>
  );
}
