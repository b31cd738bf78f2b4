import { Link } from 'react-router';
import { ScrollRegion } from '../stats/scroll-region';
import { opponentText, playedOnText, resultWord, scoreText } from './season-format';
import type { SeasonResult } from './season-api';

const cell = 'px-3 py-2';
const RESULT_STYLES = {
  W: 'bg-green-100 text-green-900',
  L: 'bg-red-100 text-red-900',
  T: 'bg-slate-100 text-slate-900',
} as const;

/** The season's games, oldest first: date, opponent (vs at home, at away), result and score. */
export function SeasonResults({
  results,
  gameHref,
}: {
  results: readonly SeasonResult[];
  gameHref?: ((gameId: string) => string) | undefined;
}) {
  return (
    <ScrollRegion label="Results table" className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm tabular-nums">
        <caption className="sr-only">Results</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Opponent
            </th>
            <th scope="col" className={`${cell} text-center`}>
              Result
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.gameId} className="border-t border-slate-100">
              <td className={`${cell} whitespace-nowrap text-slate-700`}>{playedOnText(result.playedOn)}</td>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {gameHref ? (
                  <Link
                    to={gameHref(result.gameId)}
                    className="underline underline-offset-4 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {opponentText(result)}
                  </Link>
                ) : (
                  opponentText(result)
                )}
              </th>
              <td className={`${cell} text-center`}>
                <abbr
                  title={resultWord(result.result)}
                  className={`inline-block w-7 rounded font-bold no-underline ${RESULT_STYLES[result.result]}`}
                >
                  {result.result}
                </abbr>
              </td>
              <td className={`${cell} text-right`}>{scoreText(result)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
