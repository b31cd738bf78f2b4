import { useState } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { AdminSection } from '../../features/admin-shared/admin-section';
import { SelectField } from '../../features/admin-shared/labelled-field';
import { useNow } from '../../features/admin-shared/use-now';
import { AdminRequestCard, type DecisionOutcome } from '../../features/guarantee/admin-request-card';
import { useAdminGuaranteeRequests, type GuaranteeStatusFilter } from '../../features/guarantee/guarantee-api';
import { OutcomeBanner } from '../../features/admin-shared/outcome-message';

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

/** The back office's guarantee requests: pending ones first, each approved or declined after a confirmation. */
export default function AdminRequestsPage() {
  const [status, setStatus] = useState<GuaranteeStatusFilter>('pending');
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const requests = useAdminGuaranteeRequests(status);
  // Every minute, so the windows' days left stay true.
  const now = useNow(60_000);

  return (
    <AdminSection
      title="Guarantee requests"
      intro="Customers may ask within 7 days of delivery for a game to be reprocessed or its credit refunded. We answer within 24 hours."
      controls={
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as GuaranteeStatusFilter);
            setOutcome(null);
          }}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </SelectField>
      }
    >
      <OutcomeBanner outcome={outcome} />

      <div>
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
    </AdminSection>
  );
}
