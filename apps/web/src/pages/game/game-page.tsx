import { gameCreditSentence, type ReportPlay } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { AfterHydration } from '../../components/ui/after-hydration';
import { ReaderDate } from '../../components/ui/reader-date';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageSpinner } from '../../components/ui/spinner';
import { PlayReportScopeProvider } from '../../features/play-reports/play-report-context';
import { ReportPlayButton } from '../../features/play-reports/report-play-button';
import { YourPlayReports } from '../../features/play-reports/your-play-reports';
import { ShareLinksPanel } from '../../features/share-links/share-links-panel';
import { gameDownloads, gameFootageUrl, useBoxScore } from '../../features/stats/get-box-score';
import { ScoreHeader } from '../../features/stats/score-header';
import { StatisticsView } from '../../features/stats/statistics-view';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { CorrectionNotice } from './correction-notice';
import { FootageNotice } from './footage-notice';
import { GameDetailsSummary } from './game-details-summary';
import { gameQueryKey } from './game-query';

/**
 * The guarantee and its request form, at the foot of the page: their own chunk (with the form's validation, zod),
 * loaded once the page is drawn rather than before its first paint (issue 27, speed).
 */
const GuaranteeSection = lazy(async () => ({ default: (await import('./guarantee-section')).GuaranteeSection }));

/** The five How-It-Works steps a game goes through, and the statuses that mean each is under way. */
const STEPS = [
  { label: 'Upload complete', statuses: ['queued'] },
  { label: 'Video processing', statuses: ['preparing', 'ready'] },
  { label: 'Stats compilation', statuses: ['in_analysis'] },
  { label: 'Quality assurance', statuses: ['in_review'] },
  { label: 'Delivery', statuses: ['completed'] },
] as const;

/** "Report a mistake" after each play's Watch button, in the play-by-play and the playlist player (one renderer: rows are memoised). */
const reportPlayAction = (play: ReportPlay) => <ReportPlayButton play={play} />;

/**
 * One game for its owner: its progress while processing, and once delivered its statistics and share links,
 * its satisfaction guarantee and when its footage is deleted. A delivered game reopened for correction keeps
 * showing its delivered box score, with why it is being corrected.
 */

export default function GamePage() {
  const { id = '' } = useParams();
  const game = useQuery({
    queryKey: gameQueryKey(id),
    queryFn: async () => unwrap(await api.GET('/api/games/{id}', { params: { path: { id } } })),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const completed = game.data?.status === 'completed';
  // A reopened game was delivered before: its delivered box score is still served.
  const delivered = completed || Boolean(game.data?.deliveredAt);
  const stats = useBoxScore(id, delivered);
  // The statistics are drawn once, not again each time the page re-renders for its other queries, and as a
  // transition: in slices that leave the page answering input, after the page around them (issue 27, speed).
  const report = useDeferredValue(stats.data);
  // A mistake on a play can be reported while the delivered game's guarantee is open.
  const canReport = completed && game.data?.guarantee.open === true;
  const data = game.data;
  const statistics = useMemo(
    () =>
      report &&
      data && (
        <PlayReportScopeProvider gameId={id} canReport={canReport}>
          <StatisticsView
            report={report.report}
            footageUrl={report.game.hasFootage ? gameFootageUrl(id) : undefined}
            gameId={id}
            downloads={gameDownloads(id)}
            renderPlayActions={canReport ? reportPlayAction : undefined}
            // Under the score by period: the game opens on the game (issue 37). Notices, like share links and the
            // guarantee, are for the screen: the printed page is the coach's sheet.
            notices={
              <div className="space-y-4 empty:hidden print:hidden">
                <CorrectionNotice facts={report} />
                <GameDetailsSummary
                  details={data.details}
                  teamName={data.teamName}
                  addedPlayers={data.addedPlayers}
                  completed={completed}
                  matchup={false}
                />
                <FootageNotice footage={data.footage} />
              </div>
            }
          />
        </PlayReportScopeProvider>
      ),
    // The game's answer keeps its identity while its content is the same (the query's structural sharing).
    [report, id, canReport, data, completed],
  );

  if (game.isPending) return <PageSpinner />;
  if (game.isError)
    return (
      <>
        <PageHeader title="Game not found" />
        <div className="px-4 py-12 text-center">
          <p className="text-slate-600">This game does not exist, or it is not yours.</p>
          <Link to="/dashboard" className={`${buttonStyles.primary} mt-6`}>
            Go to dashboard
          </Link>
        </div>
      </>
    );

  const current = game.data;
  const stepIndex = STEPS.findIndex((step) => (step.statuses as readonly string[]).includes(current.status));
  return (
    <>
      {delivered ? (
        <ScoreHeader
          eyebrow="Game"
          name={current.name}
          report={report?.report}
          uploadedAt={current.createdAt}
          deliveredAt={report?.game.completedAt ?? null}
        />
      ) : (
        <PageHeader eyebrow="Game" title={current.name}>
          Uploaded <ReaderDate value={current.createdAt} />
        </PageHeader>
      )}
      <div className={`mx-auto px-4 ${delivered ? 'max-w-7xl py-6 sm:py-8' : 'max-w-6xl py-10'}`}>
        {!delivered && (
          <GameDetailsSummary
            details={current.details}
            teamName={current.teamName}
            addedPlayers={current.addedPlayers}
            completed={completed}
          />
        )}
        {current.customerStatus === 'processing' && !delivered && (
          <section aria-labelledby="progress" className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 id="progress" className="text-xl font-bold">
              Your box score is on its way
            </h2>
            {current.dueAt && <p className="mt-1 text-slate-600">Due by {new Date(current.dueAt).toLocaleString()}.</p>}
            <ol className="mt-4 grid gap-2 sm:grid-cols-5">
              {STEPS.map((step, index) => (
                <li
                  key={step.label}
                  aria-current={index === stepIndex ? 'step' : undefined}
                  className={`rounded-lg border px-3 py-2 text-sm ${
                    index < stepIndex
                      ? 'border-green-200 bg-green-50 text-green-800'
                      : index === stepIndex
                        ? 'border-yellow-300 bg-yellow-50 font-semibold text-yellow-900'
                        : 'border-slate-200 text-slate-500'
                  }`}
                >
                  {step.label}
                </li>
              ))}
            </ol>
          </section>
        )}
        {(current.customerStatus === 'failed' || current.customerStatus === 'cancelled') && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            This game could not be analysed{current.failureReason ? `: ${current.failureReason}` : '.'}{' '}
            {gameCreditSentence(current.credit)}
          </p>
        )}
        {delivered && stats.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            The box score could not be loaded. Please try again.
          </p>
        )}
        {!delivered && (
          <div className="my-6 empty:hidden print:hidden">
            <FootageNotice footage={current.footage} />
          </div>
        )}
        {delivered && !report && !stats.isError && <PageSpinner />}
        {report && (
          <div className="space-y-12">
            {statistics}
            <div className="print:hidden">
              <YourPlayReports gameId={id} plays={report.report.plays} />
            </div>
            <ShareLinksPanel gameId={id} />
          </div>
        )}
        <div className="mt-12 empty:hidden print:hidden">
          {/* The guarantee's chunk is loaded once the page is the app's: the server draws the page without it. */}
          <AfterHydration>
            <Suspense fallback={null}>
              <GuaranteeSection gameId={id} guarantee={current.guarantee} />
            </Suspense>
          </AfterHydration>
        </div>
      </div>
    </>
  );
}
