import { PLUS_MINUS_NOTES, plusMinusRuleOf, type GameReport, type ReportPlay } from '@courtside/domain';
import { Suspense, lazy, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { smallButtonStyle } from '../../components/ui/button-styles';
import { InTurn, ReportSection } from '../../components/ui/report-section';
import { FootagePlayer } from './footage-player';
import { GameBoxTable } from './game-box-table';
import { GameFlow } from './game-flow';
import { GameHeader } from './game-header';
import { Leaders } from './leaders';
import { LineScore } from './line-score';
import { LineupsTable } from './lineups-table';
import { PlayByPlay } from './play-by-play';
import type { Playlist, PlaylistPart } from './playlists';
import { ShotChart } from './shot-chart';
import { teamColors } from './shot-chart-data';
import { TeamComparison } from './team-comparison';

// The playlist player and the reels are loaded when first wanted: the statistics page's own chunk stays small.
const PlaylistPlayer = lazy(() => import('./playlist-player'));
const ReelsPanel = lazy(() => import('../reels/reels-panel'));

export interface StatisticsDownloads {
  pdf: string;
  boxCsv: string;
  playsCsv: string;
}

/**
 * Everything a coach reads about a delivered game under its scoreboard (`ScoreHeader`): the score by period and
 * what is known of the game, the box scores, the team comparison with its working, the shot chart, the game flow,
 * the lineups and the play-by-play, each section drawn a slice at a time shortly after the page (ReportSection). With
 * `footageUrl`, any play can be watched, and anything the page counts (a player's figure, a team's, a unit, a
 * shot-chart selection, the play-by-play's filter) played back to back ("Watch all"), and with `gameId` too
 * downloaded as a reel; the shared view passes neither. On paper it is the coach's sheet: the lineups and the
 * play-by-play print only when the reader asks for them, and no button prints.
 */
export function StatisticsView({
  report,
  footageUrl,
  gameId,
  renderPlayActions,
  downloads,
  notices,
}: {
  report: GameReport;
  /** The owner's footage; without it (the shared view, or footage no longer kept) no play has a Watch button. */
  footageUrl?: string | undefined;
  /** The owner's game: its reels are listed, and a playlist can be downloaded as one. */
  gameId?: string | undefined;
  /** A control of the page's own beside each play, in the play-by-play and the playlist player. */
  renderPlayActions?: ((play: ReportPlay) => ReactNode) | undefined;
  downloads: StatisticsDownloads;
  /** What the page says of this delivery (a correction, the footage's deletion), under the score by period. */
  notices?: ReactNode;
}) {
  const colors = useMemo(() => teamColors(report.setup), [report]);
  const [seek, setSeek] = useState<{ ms: number | null; nonce: number }>({ ms: null, nonce: 0 });
  const [printPlays, setPrintPlays] = useState(false);
  const printPlaysId = useId();
  const watch = useCallback((play: ReportPlay) => setSeek((current) => ({ ms: play.videoMs, nonce: current.nonce + 1 })), []);
  const canWatch = footageUrl !== undefined;
  const [playlist, setPlaylist] = useState<Playlist | null>(null);
  const watchAll = canWatch ? setPlaylist : undefined;
  // The player plays the one game's footage; the array keeps its identity while the playlist is the same.
  const parts = useMemo<PlaylistPart[]>(
    () => (footageUrl && playlist ? [{ src: footageUrl, plays: playlist.plays, periods: report.setup.periods }] : []),
    [footageUrl, playlist, report],
  );

  return (
    <div className="space-y-12 print:space-y-6">
      {/* Under the page's scoreboard (ScoreHeader): the score by period, the sheet's header and the downloads. */}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:rounded-none print:border-0 print:p-0">
        <LineScore report={report} colors={colors} />
        <GameHeader report={report} />
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
      </div>

      {notices}

      <ReportSection id="leaders" title="Leaders">
        <Leaders report={report} colors={colors} />
      </ReportSection>

      <ReportSection id="box-score" title="Box score">
        <GameBoxTable report={report} side="home" color={colors.home} onWatchAll={watchAll} />
        {/* Each team's box in a turn of its own: drawn together, they made one long task. */}
        <InTurn placeholder="h-[40rem]">
          <GameBoxTable report={report} side="away" color={colors.away} onWatchAll={watchAll} />
        </InTurn>
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
            title={playlist.title}
            parts={parts}
            gameId={gameId}
            onClose={() => setPlaylist(null)}
            renderPlayActions={renderPlayActions}
          />
        </Suspense>
      )}
    </div>
  );
}
