import { TIE_BREAK_LABELS, ladderPercentText, placeText, pointsText, tieText, type Ladder } from '@courtside/domain';
import { ScrollRegion } from '../stats/scroll-region';
import type { Competition, Standings } from './competitions-api';

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));

const HEADINGS = [
  { label: 'Place', title: 'Place' },
  { label: 'Team', title: 'Team' },
  { label: 'P', title: 'Played' },
  { label: 'W', title: 'Won' },
  { label: 'L', title: 'Lost' },
  { label: 'PF', title: 'Points for' },
  { label: 'PA', title: 'Points against' },
  { label: '+/-', title: 'Points difference' },
  { label: '%', title: 'Percentage (points for / points against x 100)' },
  { label: 'Pts', title: 'Classification points' },
  { label: 'Streak', title: 'Current streak' },
  { label: 'Last 5', title: 'Last five results, oldest first' },
] as const;

/** Every tie of the ladder in words, in the ladder's order, with the rule and the numbers that broke it. */
export function tieSentences(standings: Standings, nameOf: (teamId: string) => string): string[] {
  // The server's ladder is the domain's Ladder as JSON: the same fields.
  const ladder = standings as Ladder;
  return ladder.ties.map((tie) => tieText(tie, ladder.rows, nameOf));
}

/**
 * The ladder: place ("3=" when shared), played, won, lost, points for and against, difference, percentage,
 * classification points, streak and the last five; under it, every tie explained. The table scrolls inside its own
 * box on a narrow screen, never the page.
 */
export function LadderTable({
  competition,
  standings,
  nameOf,
}: {
  competition: Pick<Competition, 'tieBreak' | 'points'>;
  standings: Standings;
  nameOf: (teamId: string) => string;
}) {
  if (standings.rows.length === 0) return <p className="mt-2 text-slate-600">The ladder lists the teams once there are some.</p>;
  const ties = tieSentences(standings, nameOf);
  return (
    <div className="space-y-4">
      <ScrollRegion label="Ladder table" className="rounded-lg border border-slate-200">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Ladder</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {HEADINGS.map((heading) => (
                <th key={heading.label} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                  {heading.label === heading.title ? (
                    heading.label
                  ) : (
                    <abbr title={heading.title} className="no-underline">
                      {heading.label}
                    </abbr>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr key={row.teamId} className="border-t border-slate-100" data-testid="ladder-row">
                <td className="px-2 py-2 font-semibold tabular-nums">{placeText(row)}</td>
                <th scope="row" className="px-2 py-2 font-semibold text-slate-900">
                  {nameOf(row.teamId)}
                </th>
                <td className="px-2 py-2">{row.played}</td>
                <td className="px-2 py-2">{row.won}</td>
                <td className="px-2 py-2">
                  {row.lost}
                  {row.forfeits > 0 && (
                    <span className="whitespace-nowrap text-slate-600">
                      {' '}
                      ({row.forfeits} forfeit{row.forfeits === 1 ? '' : 's'})
                    </span>
                  )}
                </td>
                <td className="px-2 py-2">{row.pointsFor}</td>
                <td className="px-2 py-2">{row.pointsAgainst}</td>
                <td className="px-2 py-2">{signed(row.difference)}</td>
                <td className="px-2 py-2">{ladderPercentText(row.percentage)}</td>
                <td className="px-2 py-2 font-semibold">{row.classificationPoints}</td>
                <td className="px-2 py-2">{row.streak ?? '–'}</td>
                <td className="px-2 py-2 font-mono tracking-wider">{row.lastFive.join(' ') || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-slate-600">
        Points: {pointsText(competition.points)}. Ties: {TIE_BREAK_LABELS[competition.tieBreak]}.
      </p>
      {ties.length > 0 && (
        <section aria-labelledby="ties">
          <h3 id="ties" className="font-semibold text-slate-900">
            How the ties were broken
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-slate-800">
            {ties.map((sentence, index) => (
              // Two ties never read alike, but the order is what the ladder gives.
              <li key={index}>{sentence}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
