import { formatAud, formatShortDate } from '@courtside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPurchasesQuery, type PurchaseFilter } from '../../features/admin-purchases/admin-purchases-api';
import { PurchaseDetailPanel } from '../../features/admin-purchases/purchase-detail-panel';
import {
  PURCHASE_FILTERS,
  PURCHASE_FILTER_LABELS,
  purchaseStatus,
  type StatusTone,
} from '../../features/admin-purchases/purchase-format';
import { useAddressParams } from '../../features/admin-shared/address-params';
import { AdminSection } from '../../features/admin-shared/admin-section';
import { AdminTable, OpenRowButton } from '../../features/admin-shared/admin-table';
import { SelectField } from '../../features/admin-shared/labelled-field';
import { PagedResults } from '../../features/admin-shared/query-results';
import { SearchForm, useSearchBox } from '../../features/admin-shared/search-form';

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
  const [params, update] = useAddressParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isFilter(statusParam) ? statusParam : 'all';
  const openId = params.get('purchase');
  const search = useSearchBox(q, (text) => update({ q: text }));

  const purchases = useInfiniteQuery(adminPurchasesQuery({ q, status }));
  const rows = purchases.data?.pages.flatMap((page) => page.purchases) ?? [];

  return (
    <AdminSection
      title="Purchases"
      intro={
        <>
          Refund all or some of a purchase through the payment provider. The customer&rsquo;s unused credits are taken back; games
          already used cannot be.
        </>
      }
    >
      <SearchForm label="Search by the customer’s e-mail or name" box={search}>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => update({ status: event.target.value === 'all' ? null : event.target.value })}
        >
          {PURCHASE_FILTERS.map((option) => (
            <option key={option} value={option}>
              {PURCHASE_FILTER_LABELS[option]}
            </option>
          ))}
        </SelectField>
      </SearchForm>

      <div className={`grid grid-cols-1 gap-6 ${openId ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]' : ''}`}>
        <PagedResults
          query={purchases}
          count={rows.length}
          empty={q ? `No purchases by a customer matching “${q}”.` : 'No purchases match this filter.'}
        >
          <AdminTable caption="Purchases, newest first" columns={['Customer', 'Package', 'Games', 'Amount', 'Status', 'Date']}>
            {rows.map((purchase) => {
              const open = purchase.id === openId;
              const state = purchaseStatus(purchase);
              return (
                <tr key={purchase.id} className={`border-b border-slate-100 ${open ? 'bg-brand-50' : ''}`}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <OpenRowButton
                      open={open}
                      label={`${purchase.customer.name}, ${purchase.packageLabel}, ${formatShortDate(purchase.createdAt)}`}
                      onToggle={() => update({ purchase: open ? null : purchase.id })}
                    >
                      {purchase.customer.name}
                    </OpenRowButton>
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
          </AdminTable>
        </PagedResults>
        {openId && <PurchaseDetailPanel key={openId} purchaseId={openId} onClose={() => update({ purchase: null })} />}
      </div>
    </AdminSection>
  );
}
