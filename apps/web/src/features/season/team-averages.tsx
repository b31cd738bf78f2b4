import { ScrollRegion } from '../stats/scroll-region';
import { TeamSwatch } from '../stats/team-swatch';
import { averageRows } from './season-format';
import type { Season } from './season-api';

const cell = 'px-3 py-1.5';

/** The team's averages per game beside its opponents', and the shooting percentages of the season. */
export function TeamAverages({ teamName, color, season }: { teamName: string; color: string; season: Season }) {
  const rows = averageRows(season);
  return (
    <ScrollRegion label="Team averages table" className="max-w-xl rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">Team averages per game, against opponents</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${cell} text-left font-semibold text-slate-600`}>
              Per game
            </th>
            <th scope="col" className={`${cell} text-right font-semibold text-slate-900`}>
              <TeamSwatch color={color} />
              {teamName}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold text-slate-900`}>
              Opponents
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                <abbr title={row.title} className="no-underline">
                  {row.label}
                </abbr>
              </th>
              <td className={`${cell} text-right`}>{row.team}</td>
              <td className={`${cell} text-right`}>{row.opponents}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
