import { formatAud, formatShortDate } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { adminPurchaseQuery, type AdminPurchaseDetail, type RecordedRefund } from './admin-purchases-api';
import { gamesText, purchaseStatus, refundOutcomeText } from './purchase-format';
import { RefundForm } from './refund-form';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4">
      <h4 id={id} className="font-semibold text-slate-900">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Why a purchase offers no refund. */
function notRefundable(status: AdminPurchaseDetail['purchase']['status']): string {
  if (status === 'refunded') return 'Every game of this purchase has been refunded.';
  if (status === 'disputed') return 'This payment was disputed: the bank has already returned it to the customer.';
  return 'Only a completed purchase can be refunded.';
}

/** One purchase in the back office: its figures, its refunds, and a refund of some or all of what is left. */
export function PurchaseDetailPanel({ purchaseId, onClose }: { purchaseId: string; onClose: () => void }) {
  const detail = useQuery(adminPurchaseQuery(purchaseId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Opening a purchase moves focus to its panel, so a keyboard user lands where the details are.
  useEffect(() => {
    headingRef.current?.focus();
  }, [detail.isSuccess]);

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {detail.data ? `${detail.data.purchase.packageLabel}, ${detail.data.purchase.customer.name}` : 'Purchase'}
        </h3>
        <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm text-slate-700 underline">
          Close details
        </button>
      </div>
      {detail.isPending && <Spinner className="size-6" />}
      {detail.isError && (
        <p role="alert" className="text-red-700">
          {detail.error.message}
        </p>
      )}
      {detail.data && <PurchaseDetail detail={detail.data} />}
    </section>
  );
}

function PurchaseDetail({ detail }: { detail: AdminPurchaseDetail }) {
  const { purchase, refunds } = detail;
  const [outcome, setOutcome] = useState<RecordedRefund['refund'] | null>(null);
  const ids = { refunds: useId(), refund: useId() };
  const status = purchaseStatus(purchase);

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label="Customer">
          <Link
            to={`/admin/users?user=${encodeURIComponent(purchase.customer.id)}`}
            className="text-brand-800 underline hover:text-brand-700"
          >
            {purchase.customer.name}
          </Link>
          <span className="block font-normal break-all text-slate-600">{purchase.customer.email}</span>
        </Fact>
        <Fact label="Customer's balance now">{gamesText(purchase.customerBalance)}</Fact>
        <Fact label="Package">{purchase.packageLabel}</Fact>
        <Fact label="Games">
          {purchase.games} × {formatAud(purchase.unitAmountCents)}
        </Fact>
        <Fact label="Amount paid">{formatAud(purchase.amountCents)}</Fact>
        <Fact label="Status">{status.label}</Fact>
        <Fact label="Bought">{formatShortDate(purchase.createdAt)}</Fact>
        <Fact label="Paid through">{purchase.provider === 'stripe' ? 'Stripe' : 'Test mode'}</Fact>
        {purchase.refundedGames > 0 && (
          <Fact label="Refunded so far">
            {formatAud(purchase.refundedCents)} ({gamesText(purchase.refundedGames)})
          </Fact>
        )}
        {purchase.refundShortfall > 0 && (
          <Fact label="Used before the refund (not taken back)">{gamesText(purchase.refundShortfall)}</Fact>
        )}
      </dl>

      {outcome && (
        <div role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">
            Refunded {formatAud(outcome.amountCents)} for {gamesText(outcome.games)}. The customer has been e-mailed.
          </p>
          <p>{refundOutcomeText(outcome)}</p>
        </div>
      )}

      <Part id={ids.refunds} title={`Refunds (${String(refunds.length)})`}>
        {refunds.length === 0 ? (
          <p className="text-sm text-slate-600">No refunds made from the back office.</p>
        ) : (
          <ol className="space-y-2">
            {refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {formatAud(refund.amountCents)} for {gamesText(refund.games)}
                  <span className="font-normal text-slate-600">
                    {' '}
                    · {formatShortDate(refund.createdAt)} · by {refund.actor?.name ?? 'a former admin'}
                  </span>
                </p>
                <p className="text-slate-700">{refundOutcomeText(refund)}</p>
                {refund.reason && <p className="mt-1 break-words text-slate-600">Reason: {refund.reason}</p>}
              </li>
            ))}
          </ol>
        )}
        <p className="mt-2 text-sm">
          <Link
            to={`/admin/audit?targetType=purchase&targetId=${encodeURIComponent(purchase.id)}`}
            className="text-brand-800 underline hover:text-brand-700"
          >
            This purchase in the audit log
          </Link>
        </p>
      </Part>

      <Part id={ids.refund} title="Refund">
        {detail.gamesLeftToRefund > 0 ? (
          // A new form after each refund: its default is again all the games left.
          <RefundForm key={purchase.refundedGames} detail={detail} onRefunded={setOutcome} />
        ) : (
          <p className="text-sm text-slate-600">{notRefundable(purchase.status)}</p>
        )}
      </Part>
    </div>
  );
}
