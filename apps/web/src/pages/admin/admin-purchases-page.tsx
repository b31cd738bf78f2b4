import { formatAud, formatShortDate } from '@courtside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { adminPurchasesQuery, type PurchaseFilter } from '../../features/admin-purchases/admin-purchases-api';
import { PurchaseDetailPanel } from '../../features/admin-purchases/purchase-detail-panel';
import {
  PURCHASE_FILTERS,
  PURCHASE_FILTER_LABELS,
  purchaseStatus,
  type StatusTone,
} from '../../features/admin-purchases/purchase-format';

const SEARCH_DELAY_MS = 300;

const TONES: Record<StatusTone, string> = {
  paid: 'bg-green-100 text-green-800 ring-green-600/20',
  partial: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  returned: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  open: 'bg-sky-50 text-sky-800 ring-sky-600/20',
};

const isFilter = (value: string | null): value is PurchaseFilter => PURCHASE_FILTERS.includes(value as PurchaseFilter);

/**
 * The back office's purchases: search by the customer's e-mail or name, filter by status, and open one to see
 * its refunds and refund some or all of it. The search and the open purchase live in the address.
 */
export default function AdminPurchasesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isFilter(statusParam) ? statusParam : 'all';
  const openId = params.get('purchase');

  const [typed, setTyped] = useState(q);
  const searchId = useId();
  const statusId = useId();
  const headingId = useId();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // Searches a moment after typing stops, as well as on Enter.
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => update({ q: typed.trim() || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render; the search text is what matters.
  }, [typed, q]);

  const purchases = useInfiniteQuery(adminPurchasesQuery({ q, status }));
  const rows = purchases.data?.pages.flatMap((page) => page.purchases) ?? [];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    update({ q: typed.trim() || null });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Purchases
        </h2>
        <p className="mt-1 text-slate-600">
          Refund all or some of a purchase through the payment provider. The customer&rsquo;s unused credits are taken back; games
          already used cannot be.
        </p>
      </div>

      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-900">
            Search by the customer&rsquo;s e-mail or name
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={200}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-900">
            Status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => update({ status: event.target.value === 'all' ? null : event.target.value })}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {PURCHASE_FILTERS.map((option) => (
              <option key={option} value={option}>
                {PURCHASE_FILTER_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-800">
          Search
        </button>
      </form>

      <div className={`grid gap-6 ${openId ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]' : ''}`}>
        <div>
          {purchases.isPending && <Spinner className="size-6" />}
          {purchases.isError && (
            <p role="alert" className="text-red-700">
              {purchases.error.message}
            </p>
          )}
          {purchases.isSuccess && rows.length === 0 && (
            <p className="text-slate-600">
              {q ? `No purchases by a customer matching “${q}”.` : 'No purchases match this filter.'}
            </p>
          )}
          {rows.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Purchases, newest first</caption>
                <thead>
                  <tr className="border-b border-slate-300 text-slate-600">
                    {['Customer', 'Package', 'Games', 'Amount', 'Status', 'Date'].map((column) => (
                      <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((purchase) => {
                    const open = purchase.id === openId;
                    const state = purchaseStatus(purchase);
                    return (
                      <tr key={purchase.id} className={`border-b border-slate-100 ${open ? 'bg-brand-50' : ''}`}>
                        <th scope="row" className="py-2 pr-3 font-medium">
                          <button
                            type="button"
                            aria-pressed={open}
                            aria-label={`${purchase.customer.name}, ${purchase.packageLabel}, ${formatShortDate(purchase.createdAt)}`}
                            onClick={() => update({ purchase: open ? null : purchase.id })}
                            className="text-left text-brand-800 underline hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                          >
                            {purchase.customer.name}
                          </button>
                          <span className="block font-normal break-all text-slate-500">{purchase.customer.email}</span>
                        </th>
                        <td className="py-2 pr-3">{purchase.packageLabel}</td>
                        <td className="py-2 pr-3 tabular-nums">{purchase.games}</td>
                        <td className="py-2 pr-3 tabular-nums">{formatAud(purchase.amountCents)}</td>
                        <td className="py-2 pr-3">
                          <span
                            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[state.tone]}`}
                          >
                            {state.label}
                          </span>
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(purchase.createdAt)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {purchases.hasNextPage && (
            <button
              type="button"
              onClick={() => void purchases.fetchNextPage()}
              disabled={purchases.isFetchingNextPage}
              className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
            >
              {purchases.isFetchingNextPage && <Spinner />}
              Load more
            </button>
          )}
        </div>
        {openId && <PurchaseDetailPanel key={openId} purchaseId={openId} onClose={() => update({ purchase: null })} />}
      </div>
    </section>
  );
}
