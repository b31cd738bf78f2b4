import { numberAndName } from '@courtside/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageSpinner } from '../../components/ui/spinner';
import { usePlayerPage, type PlayerPageView } from '../../features/player-page/player-page-api';
import { PlayerShotChart } from '../../features/player-page/player-shot-chart';
import { PlayerGameLog, PlayerSeasonLine } from '../../features/player-page/player-tables';
import { PlayerWatch } from '../../features/player-page/player-watch';

/** What the page says before the player's team has a delivered game of theirs. */
export const NO_GAMES_YET = "No delivered games yet. Your numbers appear here after your team's first delivered game.";

/** What the page says when the team's coach keeps its games to the coaches (`team.playersSeeGames` false). */
export const GAMES_KEPT_TO_COACHES = "Your coach keeps the team's games to the coaches; your own numbers and clips are here.";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="print:break-inside-avoid-page">
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A player member's own page (`/me/player`): their season line and averages, their game log (each game opens its
 * page, unless the coach keeps the team's games to the coaches), their shots across the games, and their plays to
 * watch across the games whose footage is kept. Anyone else reads the server's sentence for why they have none.
 */
export default function PlayerPage() {
  const page = usePlayerPage();
  if (page.isPending) return <PageSpinner />;
  if (page.isError)
    return (
      <>
        <PageHeader title="My page" />
        <div className="mx-auto max-w-xl px-4 py-12 text-center">
          <p role="alert" className="text-slate-700">
            {page.error.message}
          </p>
          <Link to="/dashboard" className={`${buttonStyles.primary} mt-6`}>
            Go to dashboard
          </Link>
        </div>
      </>
    );
  return <PlayerSeasonPage view={page.data} />;
}

/** The page of one player's answer (also what its tests draw). */
export function PlayerSeasonPage({ view }: { view: PlayerPageView }) {
  const who = numberAndName(view.player);
  return (
    <>
      <PageHeader eyebrow={view.team.name} title={who}>
        Your season with {view.team.name}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 print:space-y-6 print:py-4">
        {!view.team.playersSeeGames && (
          <p className="text-slate-700" data-testid="games-kept-to-coaches">
            {GAMES_KEPT_TO_COACHES}
          </p>
        )}
        {view.season === null ? (
          <>
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700" data-testid="player-empty">
              {NO_GAMES_YET}
            </p>
            {/* On the sheet of a delivered game without playing in it: the game is listed, "Did not play". */}
            {view.games.length > 0 && (
              <Section id="games" title="Games">
                <PlayerGameLog view={view} linked={view.team.playersSeeGames} />
              </Section>
            )}
          </>
        ) : (
          <>
            <Section id="season" title="Season">
              <PlayerSeasonLine season={view.season} />
            </Section>
            <Section id="games" title="Games">
              <PlayerGameLog view={view} linked={view.team.playersSeeGames} />
            </Section>
            <Section id="shots" title="Shot chart">
              <PlayerShotChart shots={view.shots} games={view.games} color={view.team.color} />
            </Section>
            <div className="print:hidden">
              <Section id="watch" title="Watch your plays">
                <PlayerWatch games={view.games} who={who} />
              </Section>
            </div>
          </>
        )}
      </div>
    </>
  );
}
