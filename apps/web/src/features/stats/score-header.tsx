import type { GameReport } from '@courtside/domain';
import { useMemo } from 'react';
import { ReaderDate } from '../../components/ui/reader-date';
import { scoreboardFacts } from './header-items';
import { teamColors } from './shot-chart-data';
import { TeamSwatch } from './team-swatch';

/**
 * A delivered game's page opens on the game, as NBA.com's and FIBA's game pages do (issue 37): the band at the top
 * is a scoreboard, both teams either side of the final score, then the status, the date and the venue; the game's
 * name and when it was uploaded and delivered are small, above and below. Without the report yet (a page the
 * browser draws, the box score still on its way) it holds the name alone, and keeps its place.
 */
export function ScoreHeader({
  eyebrow,
  name,
  report,
  uploadedAt,
  deliveredAt,
}: {
  eyebrow: string;
  name: string;
  report: GameReport | undefined;
  /** The owner's page says when the game was uploaded; a shared link does not. */
  uploadedAt?: string | undefined;
  deliveredAt: string | null;
}) {
  const colors = useMemo(() => report && teamColors(report.setup), [report]);
  return (
    <header className="bg-slate-900 px-4 pt-20 pb-6 text-center text-white sm:pt-24 sm:pb-8 print:bg-white print:px-0 print:pt-0 print:pb-2 print:text-slate-900">
      <div className="mx-auto max-w-4xl">
        <p className="text-xs font-semibold tracking-wider text-brand-500 uppercase print:hidden">{eyebrow}</p>
        <h1 className="mt-1 text-sm font-medium break-words text-slate-300 print:text-slate-700">{name}</h1>
        {report && colors && (
          <>
            {/* One heading, read as "Tigers 78 – 72 Hawks"; the spaces between the grid's cells are for that reading. */}
            <h2
              id="final-score"
              className="mt-4 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-3 sm:gap-x-6 print:mt-1 print:flex print:justify-center"
            >
              <span className="flex items-center justify-end text-right text-base leading-tight font-bold sm:text-2xl">
                <span className="min-w-0 break-words">{report.setup.home.name}</span>
                <TeamSwatch color={colors.home} size="ml-1.5 h-2.5 w-2.5 sm:ml-2 sm:h-4 sm:w-4" />
              </span>{' '}
              <span className="text-3xl font-extrabold whitespace-nowrap tabular-nums sm:text-6xl print:text-3xl">
                {report.boxScore.home.totals.pts} – {report.boxScore.away.totals.pts}
              </span>{' '}
              <span className="flex items-center justify-start text-left text-base leading-tight font-bold sm:text-2xl">
                <TeamSwatch color={colors.away} size="h-2.5 w-2.5 sm:h-4 sm:w-4" />
                <span className="min-w-0 break-words">{report.setup.away.name}</span>
              </span>
            </h2>
            <p className="mt-3 text-sm text-slate-300 print:mt-1 print:text-slate-700" data-testid="scoreboard-facts">
              {scoreboardFacts(report).map((fact, index) => (
                <span
                  key={fact}
                  className={index === 0 ? 'font-bold tracking-wide text-white uppercase print:text-slate-900' : ''}
                >
                  {index > 0 && ' · '}
                  {fact}
                </span>
              ))}
            </p>
          </>
        )}
        {(uploadedAt ?? deliveredAt) && (
          <p className="mt-2 text-xs text-slate-400 print:hidden">
            {uploadedAt && (
              <span>
                Uploaded <ReaderDate value={uploadedAt} />
              </span>
            )}
            {uploadedAt && deliveredAt && ' · '}
            {deliveredAt && (
              <span>
                Delivered <ReaderDate value={deliveredAt} />
              </span>
            )}
          </p>
        )}
      </div>
    </header>
  );
}
