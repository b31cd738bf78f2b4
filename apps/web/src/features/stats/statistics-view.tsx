import { PLUS_MINUS_NOTES, plusMinusRuleOf, type GameReport, type ReportPlay } from '@courtside/domain';
import { Suspense, lazy, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { smallButtonStyle } from '../../components/ui/button-styles';
import { ReaderDate } from '../../components/ui/reader-date';
import { ReportSection } from '../../components/ui/report-section';
import { FootagePlayer } from './footage-player';
import { GameBoxTable } from './game-box-table';
import { GameFlow } from './game-flow';
import { GameHeader } from './game-header';
import { Leaders } from './leaders';
import { LineScore } from './line-score';
import { LineupsTable } from './lineups-table';
import { PlayByPlay } from './play-by-play';
import type { Playlist } from './playlists';
import { ShotChart } from './shot-chart';
import { teamColors } from './shot-chart-data';
import { TeamComparison } from './team-comparison';
import { TeamSwatch } from './team-swatch';

// The playlist player and the reels are loaded when first wanted: the statistics page's own chunk stays small.
const PlaylistPlayer = lazy(() => import('./playlist-player'));
const ReelsPanel = lazy(() => import('../reels/reels-panel'));

export interface StatisticsDownloads {
  pdf: string;
  boxCsv: string;
  playsCsv: string;
}

/**
 * Everything a coach reads about a delivered game: the score and what is known of the game, the box scores,
 * the team comparison with its working, the shot chart, the game flow, the lineups and the play-by-play. With
 * `footageUrl`, any play can be watched, and anything the page counts (a player's figure, a team's, a unit, a
 * shot-chart selection, the play-by-play's filter) played back to back ("Watch all"), and with `gameId` too
 * downloaded as a reel; the shared view passes neither. On paper it is the coach's sheet: the lineups and the
 * play-by-play print only when the reader asks for them, and no button prints.
 */
export function StatisticsView({
  report,
  game,
  footageUrl,
  gameId,
  renderPlayActions,
  downloads,
}: {
  report: GameReport;
  game: { completedAt: string | null };
  /** The owner's footage; without it (the shared view, or footage no longer kept) no play has a Watch button. */
  footageUrl?: string | undefined;
  /** The owner's game: its reels are listed, and a playlist can be downloaded as one. */
  gameId?: string | undefined;
  /** A control of the page's own beside each play, in the play-by-play and the playlist player. */
  renderPlayActions?: ((play: ReportPlay) => ReactNode) | undefined;
  downloads: StatisticsDownloads;
}) {
  const colors = useMemo(() => teamColors(report.setup), [report]);
  const [seek, setSeek] = useState<{ ms: number | null; nonce: number }>({ ms: null, nonce: 0 });
  const [printPlays, setPrintPlays] = useState(false);
  const printPlaysId = useId();
  const watch = useCallback((play: ReportPlay) => setSeek((current) => ({ ms: play.videoMs, nonce: current.nonce + 1 })), []);
  const canWatch = footageUrl !== undefined;
  const [playlist, setPlaylist] = useState<Playlist | null>(null);
  const watchAll = canWatch ? setPlaylist : undefined;
  const { home, away } = report.setup;
  const score = { home: report.boxScore.home.totals.pts, away: report.boxScore.away.totals.pts };

  return (
    <div className="space-y-12 print:space-y-6">
      <section
        aria-labelledby="final-score"
        className="rounded-xl border border-slate-200 bg-white p-6 print:rounded-none print:border-0 print:p-0"
      >
        <h2 id="final-score" className="flex flex-wrap items-center gap-x-3 text-3xl font-extrabold text-slate-900">
          <span>
            <TeamSwatch color={colors.home} size="h-4 w-4" />
            {home.name}
          </span>
          <span className="tabular-nums">
            {score.home} – {score.away}
          </span>
          <span>
            {away.name}
            <TeamSwatch color={colors.away} size="ml-1.5 h-4 w-4" />
          </span>
        </h2>
        <GameHeader report={report} />
        {game.completedAt && (
          <p className="mt-1 text-sm text-slate-600">
            Delivered <ReaderDate value={game.completedAt} />
          </p>
        )}
        <div className="mt-4 print:mt-2">
          <LineScore report={report} colors={colors} />
        </div>
        <div className="mt-4 flex flex-wrap gap-2 print:hidden" aria-label="Downloads" role="group">
          <a href={downloads.pdf} download className={smallButtonStyle}>
            Download PDF report
          </a>
          <a href={downloads.boxCsv} download className={smallButtonStyle}>
            Box score CSV
          </a>
          <a href={downloads.playsCsv} download className={smallButtonStyle}>
            Play-by-play CSV
          </a>
        </div>
        <div className="mt-3 flex items-center gap-2 text-sm text-slate-700 print:hidden">
          <input
            id={printPlaysId}
            type="checkbox"
            checked={printPlays}
            onChange={(event) => setPrintPlays(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={printPlaysId}>Include the {report.lineups ? 'lineups and the ' : ''}play-by-play when printing</label>
        </div>
      </section>

      <ReportSection id="leaders" title="Leaders">
        <Leaders report={report} colors={colors} />
      </ReportSection>

      <ReportSection id="box-score" title="Box score">
        <GameBoxTable report={report} side="home" color={colors.home} onWatchAll={watchAll} />
        <GameBoxTable report={report} side="away" color={colors.away} onWatchAll={watchAll} />
        {report.boxScore.home.players.some((line) => line.plusMinus !== null) && (
          <p className="text-sm text-slate-600" data-testid="plus-minus-rule">
            {PLUS_MINUS_NOTES[plusMinusRuleOf(report)]}
          </p>
        )}
      </ReportSection>

      <ReportSection id="comparison" title="Team comparison">
        <TeamComparison report={report} colors={colors} onPlay={watch} canWatch={canWatch} onWatchAll={watchAll} />
      </ReportSection>

      <ReportSection id="shots" title="Shot chart">
        <ShotChart report={report} onWatchAll={watchAll} />
      </ReportSection>

      <ReportSection id="flow" title="Game flow">
        <GameFlow report={report} />
      </ReportSection>

      {/* The coach's sheet prints without these (a 500-play game's play-by-play alone is 14 pages), unless asked. */}
      {report.lineups && (
        <div className={printPlays ? '' : 'print:hidden'}>
          <ReportSection id="lineups" title="Lineups">
            <LineupsTable report={report} colors={colors} onWatchAll={watchAll} />
          </ReportSection>
        </div>
      )}

      <div className={printPlays ? '' : 'print:hidden'}>
        <ReportSection id="plays" title="Play-by-play">
          {footageUrl && (
            <div className="print:hidden">
              <FootagePlayer src={footageUrl} seekToMs={seek.ms} seekNonce={seek.nonce} />
            </div>
          )}
          <PlayByPlay
            report={report}
            onPlay={watch}
            canWatch={canWatch}
            onWatchAll={watchAll}
            renderPlayActions={renderPlayActions}
          />
        </ReportSection>
      </div>

      {gameId && footageUrl && (
        <div className="print:hidden">
          <ReportSection id="reels" title="Reels">
            <Suspense fallback={null}>
              <ReelsPanel gameId={gameId} />
            </Suspense>
          </ReportSection>
        </div>
      )}

      {footageUrl && playlist && (
        <Suspense fallback={null}>
          <PlaylistPlayer
            // A new playlist starts afresh.
            key={`${playlist.title}:${String(playlist.plays.length)}`}
            src={footageUrl}
            playlist={playlist}
            periods={report.setup.periods}
            gameId={gameId}
            onClose={() => setPlaylist(null)}
            renderPlayActions={renderPlayActions}
          />
        </Suspense>
      )}
    </div>
  );
}
