import { PLAY_REPORT_KIND_LABELS, formatClock } from '@courtside/domain';
import { ReaderDate } from '../../components/ui/reader-date';
import { can, roleOf } from '../../lib/organization-role';
import { useMe } from '../auth/session';
import { usePlayReports, type PlayReport } from './play-reports-api';
import { reportStateText } from './play-report-format';

interface ListedPlay {
  id: string;
  period: number;
  clock: number | null;
  description: string;
}

const STATE_STYLES: Record<PlayReport['status'], string> = {
  open: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  accepted: 'border-green-200 bg-green-50 text-green-900',
  declined: 'border-slate-200 bg-slate-50 text-slate-800',
};

/**
 * The customer's reports of mistakes on this game's plays, newest first, each with its state and the admin's
 * note: nothing while they have made none, nor for a member whose role files none (a viewer, a player: the server
 * refuses them the list).
 */
export function YourPlayReports({ gameId, plays }: { gameId: string; plays: readonly ListedPlay[] }) {
  const me = useMe();
  if (me.isPending || !can(roleOf(me.data), 'playReports')) return null;
  return <GameReports gameId={gameId} plays={plays} />;
}

function GameReports({ gameId, plays }: { gameId: string; plays: readonly ListedPlay[] }) {
  const reports = usePlayReports(gameId);
  if (!reports.data || reports.data.length === 0) return null;
  const byId = new Map(plays.map((play) => [play.id, play]));
  return (
    <section aria-labelledby="play-reports" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="play-reports" className="text-xl font-bold">
        Your reports
      </h2>
      <p className="mt-1 text-slate-600">Mistakes you reported on plays of this game, and our answers.</p>
      <ul className="mt-3 space-y-2" aria-live="polite">
        {reports.data.map((report) => {
          const play = byId.get(report.playId);
          return (
            <li key={report.id} className={`rounded-lg border px-3 py-2 ${STATE_STYLES[report.status]}`}>
              <p className="font-semibold">
                {play
                  ? `Period ${String(play.period)}${play.clock === null ? '' : ` ${formatClock(play.clock)}`}: ${play.description}`
                  : 'A play no longer in the box score'}
              </p>
              <p className="text-sm">
                {PLAY_REPORT_KIND_LABELS[report.kind]}
                {report.note && `: “${report.note}”`} · reported <ReaderDate value={report.createdAt} />
              </p>
              <p className="mt-1" data-report-state={report.status}>
                {reportStateText(report)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
