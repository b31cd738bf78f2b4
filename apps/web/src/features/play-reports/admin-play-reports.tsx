import { useState } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { AdminSection } from '../admin-shared/admin-section';
import { SelectField } from '../admin-shared/labelled-field';
import { AdminPlayReportCard, type ReportOutcome } from './admin-play-report-card';
import { useAdminPlayReports, type AdminPlayReportFilter } from './play-reports-api';
import { OutcomeBanner } from '../admin-shared/outcome-message';

const FILTERS: { value: AdminPlayReportFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<AdminPlayReportFilter, string> = {
  open: 'No reported plays waiting.',
  accepted: 'No accepted reports yet.',
  declined: 'No declined reports yet.',
  all: 'No reported plays yet.',
};

/** The back office's reports of mistakes on plays: open ones oldest first, each watched and then decided. */
export function AdminPlayReports() {
  const [status, setStatus] = useState<AdminPlayReportFilter>('open');
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const reports = useAdminPlayReports(status);
  const openByGame = new Map<string, number>();
  for (const report of reports.data ?? [])
    if (report.status === 'open') openByGame.set(report.game.id, (openByGame.get(report.game.id) ?? 0) + 1);

  return (
    <AdminSection
      title="Reported plays"
      intro="Within 7 days of delivery, customers may report a mistake on a play. Accepting sends the game back to its analyst with the play marked; declining e-mails the customer your note."
      controls={
        <SelectField
          label="Reports"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdminPlayReportFilter);
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
        {reports.isPending && <PageSpinner />}
        {reports.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            The reports could not be loaded: {reports.error.message}
          </p>
        )}
        {reports.data?.length === 0 && <p className="py-8 text-center text-slate-600">{EMPTY[status]}</p>}
        {reports.data && reports.data.length > 0 && (
          <ul className="space-y-4">
            {reports.data.map((report) => (
              <li key={report.id}>
                <AdminPlayReportCard
                  report={report}
                  othersOpenOnGame={report.status === 'open' ? (openByGame.get(report.game.id) ?? 1) - 1 : 0}
                  onOutcome={setOutcome}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
}
