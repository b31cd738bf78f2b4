import { formatAud, formatShortDate } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailPanel, DetailPart, Fact, Facts } from '../admin-shared/detail-panel';
import { adminPurchaseQuery, type AdminPurchaseDetail, type RecordedRefund } from './admin-purchases-api';
import { gamesText, purchaseStatus, refundOutcomeText } from './purchase-format';
import { RefundForm } from './refund-form';

/** Why a purchase offers no refund. */
function notRefundable(status: AdminPurchaseDetail['purchase']['status']): string {
  if (status === 'refunded') return 'Every game of this purchase has been refunded.';
  if (status === 'disputed') return 'This payment was disputed: the bank has already returned it to the customer.';
  return 'Only a completed purchase can be refunded.';
}

/** One purchase in the back office: its figures, its refunds, and a refund of some or all of what is left. */
export function PurchaseDetailPanel({ purchaseId, onClose }: { purchaseId: string; onClose: () => void }) {
  const detail = useQuery(adminPurchaseQuery(purchaseId));
  return (
    <DetailPanel
      query={detail}
      title={detail.data ? `${detail.data.purchase.packageLabel}, ${detail.data.purchase.customer.name}` : 'Purchase'}
      closeLabel="Close details"
      onClose={onClose}
    >
      {(data) => <PurchaseDetail detail={data} />}
    </DetailPanel>
  );
}

function PurchaseDetail({ detail }: { detail: AdminPurchaseDetail }) {
  const { purchase, refunds } = detail;
  const [outcome, setOutcome] = useState<RecordedRefund['refund'] | null>(null);
  const status = purchaseStatus(purchase);

  return (
    <div className="space-y-4">
      <Facts>
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
      </Facts>

      {outcome && (
        <div role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">
            Refunded {formatAud(outcome.amountCents)} for {gamesText(outcome.games)}. The customer has been e-mailed.
          </p>
          <p>{refundOutcomeText(outcome)}</p>
        </div>
      )}

      <DetailPart title={`Refunds (${String(refunds.length)})`}>
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
      </DetailPart>

      <DetailPart title="Refund">
        {detail.gamesLeftToRefund > 0 ? (
          // A new form after each refund: its default is again all the games left.
          <RefundForm key={purchase.refundedGames} detail={detail} onRefunded={setOutcome} />
        ) : (
          <p className="text-sm text-slate-600">{notRefundable(purchase.status)}</p>
        )}
      </DetailPart>
    </div>
  );
}
