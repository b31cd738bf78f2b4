import type { BoxScore, GameSetup } from '@courtside/domain';
import { memo } from 'react';
import { BoxScoreTable } from '../stats/box-score-table';
import { sameData } from './workspace-stable';

type TableProps = Parameters<typeof BoxScoreTable>[0];

// A play changes one team's lines, often not the other's: an unchanged table is not drawn again.
const TeamTable = memo(
  BoxScoreTable,
  (before: TableProps, after: TableProps) =>
    before.team === after.team && before.compact === after.compact && sameData(before.box, after.box),
);

/** The score and both teams' box scores as the plays typed so far add up (nothing before the setup is saved). */
export const WorkspaceBoxScorePanel = memo(function WorkspaceBoxScorePanel({
  setup,
  boxScore,
}: {
  setup: GameSetup | null;
  boxScore: BoxScore | null;
}) {
  if (!setup || !boxScore) return null;
  return (
    <section aria-label="Live box score" className="space-y-3" data-testid="live-box-score">
      <p className="text-lg font-bold" data-testid="live-score">
        {setup.home.name} {boxScore.home.totals.pts} – {boxScore.away.totals.pts} {setup.away.name}
      </p>
      <TeamTable compact team={setup.home} box={boxScore.home} />
      <TeamTable compact team={setup.away} box={boxScore.away} />
    </section>
  );
});
