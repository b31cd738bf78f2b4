import { formatClock, playerLabel, SIDES, type GameReport } from '@courtside/domain';
import { TeamSwatch } from './team-swatch';
import { ScrollRegion } from './scroll-region';

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));
const rating = (value: number | null) => (value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(1)}`);
const time = (seconds: number | null) => (seconds === null ? '' : formatClock(Math.round(seconds)));

/** Every five-man unit that played, and each player's team figures on and off the court. */
export function LineupsTable({ report, colors }: { report: GameReport; colors: Record<'home' | 'away', string> }) {
  const lineups = report.lineups;
  if (!lineups) return null;
  const timed = lineups.units.some((unit) => unit.seconds !== null);
  const name = (side: 'home' | 'away', id: string) => playerLabel(report.setup, side, id);
  return (
    <div className="space-y-6">
      {SIDES.map((side) => {
        const units = lineups.units.filter((unit) => unit.team === side);
        const players = lineups.onOff.filter((row) => row.team === side);
        return (
          <div key={side} className="space-y-3">
            <ScrollRegion
              label={`${report.setup[side].name} five-man units`}
              className="rounded-lg border border-slate-200 bg-white"
            >
              <table className="w-full border-collapse text-right text-sm tabular-nums">
                <caption className="px-3 py-2 text-left font-bold">
                  <TeamSwatch color={colors[side]} />
                  {report.setup[side].name}: five-man units
                </caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-2 py-1.5 text-left">
                      Unit
                    </th>
                    {timed && (
                      <th scope="col" className="px-2 py-1.5">
                        MIN
                      </th>
                    )}
                    <th scope="col" className="px-2 py-1.5">
                      PTS for
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      PTS against
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      +/-
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      <abbr title="Points for minus against per 100 possessions">Net rtg</abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {units.map((unit) => (
                    <tr key={unit.playerIds.join()} className="border-t border-slate-100">
                      <th scope="row" className="px-2 py-1.5 text-left font-normal">
                        {unit.playerIds.map((id) => name(side, id)).join(', ')}
                      </th>
                      {timed && <td className="px-2 py-1.5">{time(unit.seconds)}</td>}
                      <td className="px-2 py-1.5">{unit.pointsFor}</td>
                      <td className="px-2 py-1.5">{unit.pointsAgainst}</td>
                      <td className="px-2 py-1.5">{signed(unit.plusMinus)}</td>
                      <td className="px-2 py-1.5">{rating(unit.netRating)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <ScrollRegion
              label={`${report.setup[side].name} on and off the court`}
              className="rounded-lg border border-slate-200 bg-white"
            >
              <table className="w-full border-collapse text-right text-sm tabular-nums">
                <caption className="px-3 py-2 text-left font-bold">
                  <TeamSwatch color={colors[side]} />
                  {report.setup[side].name}: on and off the court
                </caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-2 py-1.5 text-left">
                      Player
                    </th>
                    {timed && (
                      <th scope="col" className="px-2 py-1.5">
                        MIN on
                      </th>
                    )}
                    <th scope="col" className="px-2 py-1.5">
                      +/- on
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      Net rtg on
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      +/- off
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      Net rtg off
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      On - off
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {players.map((row) => (
                    <tr key={row.playerId} className="border-t border-slate-100">
                      <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                        {name(side, row.playerId)}
                      </th>
                      {timed && <td className="px-2 py-1.5">{time(row.on.seconds)}</td>}
                      <td className="px-2 py-1.5">{signed(row.on.pointsFor - row.on.pointsAgainst)}</td>
                      <td className="px-2 py-1.5">{rating(row.on.netRating)}</td>
                      <td className="px-2 py-1.5">{signed(row.off.pointsFor - row.off.pointsAgainst)}</td>
                      <td className="px-2 py-1.5">{rating(row.off.netRating)}</td>
                      <td className="px-2 py-1.5">{rating(row.netDifference)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        );
      })}
    </div>
  );
}
