import { AdminPlayReports } from '../../features/play-reports/admin-play-reports';

/** The back office's reported plays: customers' reports of a mistake on a play, watched and then decided. */
export default function AdminPlayReportsPage() {
  return <AdminPlayReports />;
}
