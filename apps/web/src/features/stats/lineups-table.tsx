import { formatClock, playerLabel, SIDES, type GameReport } from '@courtside/domain';
import { Fragment, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { usePrinting } from '../../components/ui/print-mode';
import { useFocusFirstNew } from '../../components/ui/show-more';
import { shortPlayerLabel, unitsShown } from './lineup-units';
import { unitPlays } from './playlists';
import { ScrollRegion } from './scroll-region';
import { TeamSwatch } from './team-swatch';
import { WatchAllButton, type WatchAll } from './watch-all';

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));
const rating = (value: number | null) => (value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(1)}`);
const time = (seconds: number | null) => (seconds === null ? '' : formatClock(Math.round(seconds)));

type Side = 'home' | 'away';

/**
 * Every five-man unit that played (those that played most first, the rest on demand), named by numbers and family
 * names with the full names on hover and in the on/off table; and each player's team figures on and off the court.
 * With `onWatchAll` (the footage kept), each unit's plays can be watched back to back.
 */
export function LineupsTable({
  report,
  colors,
  onWatchAll,
}: {
  report: GameReport;
  colors: Record<Side, string>;
  onWatchAll?: WatchAll | undefined;
}) {
  const lineups = report.lineups;
  if (!lineups) return null;
  return (
    <div className="space-y-6">
      {SIDES.map((side) => (
        <TeamLineups key={side} report={report} lineups={lineups} side={side} color={colors[side]} onWatchAll={onWatchAll} />
      ))}
    </div>
  );
}

type Lineups = NonNullable<GameReport['lineups']>;

function TeamLineups({
  report,
  lineups,
  side,
  color,
  onWatchAll,
}: {
  report: GameReport;
  lineups: Lineups;
  side: Side;
  color: string;
  onWatchAll: WatchAll | undefined;
}) {
  const [all, setAll] = useState(false);
  const printing = usePrinting();
  const teamUnits = lineups.units.filter((unit) => unit.team === side);
  const units = unitsShown(teamUnits, all || printing);
  // "Show all" goes away once pressed: the first unit it added takes the focus.
  const { container: unitRows, markFirstNew } = useFocusFirstNew<HTMLTableSectionElement>(units.visible.length, 'tr');
  const timed = lineups.units.some((unit) => unit.seconds !== null);
  const players = lineups.onOff.filter((row) => row.team === side);
  const name = (id: string) => playerLabel(report.setup, side, id);
  return (
    <div className="space-y-3">
      <ScrollRegion label={`${report.setup[side].name} five-man units`} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full border-collapse text-right text-sm tabular-nums">
          <caption className="px-3 py-2 text-left font-bold">
            <TeamSwatch color={color} />
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
              {onWatchAll && (
                <th scope="col" className="px-2 py-1.5 print:hidden">
                  Video
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={unitRows}>
            {units.visible.map((unit) => (
              <UnitRow
                key={unit.playerIds.join()}
                unit={unit}
                timed={timed}
                report={report}
                side={side}
                onWatchAll={onWatchAll}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {units.hidden > 0 && (
        <button
          type="button"
          className={`${buttonStyles.outline} print:hidden`}
          onClick={() => {
            markFirstNew();
            setAll(true);
          }}
        >
          Show all {units.visible.length + units.hidden} {report.setup[side].name} units
        </button>
      )}
      <ScrollRegion
        label={`${report.setup[side].name} on and off the court`}
        className="rounded-lg border border-slate-200 bg-white"
      >
        <table className="w-full border-collapse text-right text-sm tabular-nums">
          <caption className="px-3 py-2 text-left font-bold">
            <TeamSwatch color={color} />
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
                  {name(row.playerId)}
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
}

type Unit = Lineups['units'][number];

/** One unit: its players by number and family name (the full names in the title), and its figures. */
function UnitRow({
  unit,
  timed,
  report,
  side,
  onWatchAll,
}: {
  unit: Unit;
  timed: boolean;
  report: GameReport;
  side: Side;
  onWatchAll: WatchAll | undefined;
}) {
  return (
    <tr tabIndex={-1} className="border-t border-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
      <th scope="row" className="px-2 py-1.5 text-left font-normal">
        {unit.playerIds.map((id, index) => (
          <Fragment key={id}>
            {index > 0 && ', '}
            <abbr title={playerLabel(report.setup, side, id)} className="whitespace-nowrap no-underline">
              {shortPlayerLabel(report.setup, side, id)}
            </abbr>
          </Fragment>
        ))}
      </th>
      {timed && <td className="px-2 py-1.5">{time(unit.seconds)}</td>}
      <td className="px-2 py-1.5">{unit.pointsFor}</td>
      <td className="px-2 py-1.5">{unit.pointsAgainst}</td>
      <td className="px-2 py-1.5">{signed(unit.plusMinus)}</td>
      <td className="px-2 py-1.5">{rating(unit.netRating)}</td>
      {onWatchAll && (
        <td className="px-2 py-1.5 print:hidden">
          <WatchAllButton
            onWatchAll={onWatchAll}
            playlist={{
              title: `${report.setup[side].name} unit: ${unit.playerIds.map((id) => shortPlayerLabel(report.setup, side, id)).join(', ')}`,
              plays: unitPlays(report, side, unit.playerIds),
            }}
          />
        </td>
      )}
    </tr>
  );
}
