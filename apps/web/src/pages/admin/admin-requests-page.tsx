import { useEffect, useId, useState } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { AdminRequestCard, type DecisionOutcome } from '../../features/guarantee/admin-request-card';
import { useAdminGuaranteeRequests, type GuaranteeStatusFilter } from '../../features/guarantee/guarantee-api';

const FILTERS: { value: GuaranteeStatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<GuaranteeStatusFilter, string> = {
  pending: 'No requests waiting. Every customer has an answer.',
  approved: 'No approved requests yet.',
  declined: 'No declined requests yet.',
  all: 'No guarantee requests yet.',
};

/** Re-renders every minute so the windows' days left stay true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The back office's guarantee requests: pending ones first, each approved or declined after a confirmation. */
export default function AdminRequestsPage() {
  const [status, setStatus] = useState<GuaranteeStatusFilter>('pending');
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const requests = useAdminGuaranteeRequests(status);
  const now = useNow();
  const filterId = useId();

  return (
    <section aria-labelledby="requests-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="requests-heading" className="text-xl font-bold text-slate-900">
            Guarantee requests
          </h2>
          <p className="mt-1 text-slate-600">
            Customers may ask within 7 days of delivery for a game to be reprocessed or its credit refunded. We answer within 24
            hours.
          </p>
        </div>
        <div>
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-900">
            Status
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as GuaranteeStatusFilter);
              setOutcome(null);
            }}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {outcome?.ok && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          {outcome.text}
        </p>
      )}

      <div className="mt-6">
        {requests.isPending && <PageSpinner />}
        {requests.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            The requests could not be loaded: {requests.error.message}
          </p>
        )}
        {requests.data?.length === 0 && <p className="py-8 text-center text-slate-600">{EMPTY[status]}</p>}
        {requests.data && requests.data.length > 0 && (
          <ul className="space-y-4">
            {requests.data.map((request) => (
              <li key={request.id}>
                <AdminRequestCard request={request} now={now} onOutcome={setOutcome} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
