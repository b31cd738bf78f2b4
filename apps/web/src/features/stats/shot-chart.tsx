import type { GameReport, ReportShot, ShotZone, Side } from '@courtside/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { periodLabel, periodOptions } from './game-flow-data';
import {
  filterShots,
  formatPct,
  playerName,
  shooterOptions,
  shotChartCaption,
  teamColors,
  validPlayer,
  ZONE_LABELS,
  ZONES,
  zoneTotals,
  type PlayerOption,
  type TeamChoice,
  type ZoneTotals,
} from './shot-chart-data';
import { WatchAllButton, type WatchAll } from './watch-all';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-700';

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/**
 * The team, player and period selects of the shot chart and the play-by-play (hidden in print: the page
 * prints what it shows). The player list is grouped by team when both teams are shown.
 */
export function TeamPlayerPeriodFilters({
  legend,
  setup,
  team,
  onTeam,
  players,
  playerId,
  onPlayer,
  periods,
  period,
  onPeriod,
  children,
}: {
  legend: string;
  setup: GameReport['setup'];
  team: TeamChoice;
  onTeam: (team: TeamChoice) => void;
  players: PlayerOption[];
  playerId: string | null;
  onPlayer: (playerId: string | null) => void;
  periods: { value: number; label: string }[];
  period: number | null;
  onPeriod: (period: number | null) => void;
  children?: ReactNode;
}) {
  const option = (player: PlayerOption) => (
    <option key={player.id} value={player.id}>
      {player.label}
    </option>
  );
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4 print:hidden">
      <legend className="sr-only">{legend}</legend>
      <FilterSelect label="Team" value={team} onChange={(value) => onTeam(value === 'home' || value === 'away' ? value : 'both')}>
        <option value="both">Both teams</option>
        <option value="home">{setup.home.name}</option>
        <option value="away">{setup.away.name}</option>
      </FilterSelect>
      <FilterSelect label="Player" value={playerId ?? ''} onChange={(value) => onPlayer(value || null)}>
        <option value="">All players</option>
        {team === 'both'
          ? (['home', 'away'] as const).map((side) => {
              const group = players.filter((player) => player.team === side);
              return group.length === 0 ? null : (
                <optgroup key={side} label={setup[side].name}>
                  {group.map(option)}
                </optgroup>
              );
            })
          : players.map(option)}
      </FilterSelect>
      <FilterSelect
        label="Period"
        value={period === null ? '' : String(period)}
        onChange={(value) => onPeriod(value ? Number(value) : null)}
      >
        <option value="">All periods</option>
        {periods.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      {children}
    </fieldset>
  );
}

/**
 * A button that shows a chart's numbers as a table, its text alternative. `subject` ends the button's
 * accessible name ("Show data as table: shot chart") so two such buttons on a page can be told apart.
 */
export function DataTableToggle({ subject, children }: { subject: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const label = shown ? 'Hide data table' : 'Show data as table';
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-controls={id}
        aria-label={`${label}: ${subject}`}
        onClick={() => setShown((value) => !value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 print:hidden"
      >
        {label}
      </button>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div
        id={id}
        hidden={!shown}
        role="region"
        aria-label={`Data table: ${subject}`}
        tabIndex={0}
        className="mt-3 overflow-x-auto"
      >
        {shown && children}
      </div>
    </div>
  );
}

const cell = 'px-2 py-1.5';

/** A made shot: a filled dot; a miss: an x. Each says what it was on hover. */
function ShotMark({ shot, color, title }: { shot: ReportShot; color: string; title: string }) {
  const { x, y } = shot;
  return shot.made ? (
    <circle cx={x} cy={y} r="0.8" fill={color} stroke="#ffffff" strokeWidth="0.15">
      <title>{title}</title>
    </circle>
  ) : (
    <g stroke={color} strokeWidth="0.35" strokeLinecap="round">
      <title>{title}</title>
      <line x1={x - 0.7} y1={y - 0.7} x2={x + 0.7} y2={y + 0.7} />
      <line x1={x - 0.7} y1={y + 0.7} x2={x + 0.7} y2={y - 0.7} />
    </g>
  );
}

function LegendMark({ made, color }: { made: boolean; color: string }) {
  return (
    <svg viewBox="-1 -1 2 2" className="size-3" aria-hidden="true">
      {made ? (
        <circle r="0.8" fill={color} />
      ) : (
        <path d="M-0.7 -0.7 L0.7 0.7 M-0.7 0.7 L0.7 -0.7" stroke={color} strokeWidth="0.35" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The half court (the analysts' court: baseline at the top) with `shots` on it, made as dots and missed as crosses in
 * `colorOf` their shot; each says `titleOf` it on hover. `summaryId` names what describes the chart in words.
 */
export function ShotCourt<Shot extends ReportShot>({
  shots,
  summaryId,
  colorOf,
  titleOf,
}: {
  shots: readonly Shot[];
  summaryId: string;
  colorOf: (shot: Shot) => string;
  titleOf: (shot: Shot) => string;
}) {
  return (
    <svg
      viewBox="-25 0 50 47"
      role="img"
      aria-label="Shot chart"
      aria-describedby={summaryId}
      className="w-full rounded-md border border-amber-200 bg-amber-50"
    >
      <g fill="none" stroke="#92400e" strokeWidth="0.25">
        <rect x="-25" y="0" width="50" height="47" />
        <rect x="-8" y="0" width="16" height="19" />
        <circle cx="0" cy="19" r="6" />
        <path d="M -4 5.25 A 4 4 0 0 0 4 5.25" />
        <circle cx="0" cy="5.25" r="0.75" />
        <line x1="-3" y1="4" x2="3" y2="4" />
        <path d="M -22 0 L -22 14 A 23.75 23.75 0 0 0 22 14 L 22 0" />
      </g>
      {shots.map((shot, index) => (
        // A play's id is its game's own: across games two shots may share one.
        <ShotMark key={`${shot.playId}:${String(index)}`} shot={shot} color={colorOf(shot)} title={titleOf(shot)} />
      ))}
    </svg>
  );
}

/** The key to the court's marks (made, missed), and whatever else its chart colours (`children`: the teams). */
export function ShotLegend({ children }: { children?: ReactNode }) {
  return (
    <div aria-hidden="true" className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1">
        <LegendMark made color="#334155" /> Made
      </span>
      <span className="inline-flex items-center gap-1">
        <LegendMark made={false} color="#334155" /> Missed
      </span>
      {children}
    </div>
  );
}

/** Field goals made-attempted and FG% in each zone and in all, for the shots a chart shows (`zoneTotals`). */
export function ZoneTable({ zones, total }: ReturnType<typeof zoneTotals>) {
  return (
    <table className="w-full text-right text-sm tabular-nums">
      <caption className="mb-1 text-left font-semibold text-slate-900">Field goals by zone</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-600">
          <th scope="col" className={`${cell} text-left`}>
            Zone
          </th>
          <th scope="col" className={cell}>
            FG
          </th>
          <th scope="col" className={cell}>
            FG%
          </th>
        </tr>
      </thead>
      <tbody>
        {ZONES.map((zone) => (
          <tr key={zone} className="border-b border-slate-100">
            <th scope="row" className={`${cell} text-left font-normal`}>
              {ZONE_LABELS[zone]}
            </th>
            <td className={cell}>
              {zones[zone].made}-{zones[zone].attempts}
            </td>
            <td className={cell}>{formatPct(zones[zone].pct)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-300 font-semibold">
          <th scope="row" className={`${cell} text-left`}>
            Total
          </th>
          <td className={cell}>
            {total.made}-{total.attempts}
          </td>
          <td className={cell}>{formatPct(total.pct)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The chart's caption: how many of the shots shown went in, or that the filters match none. */
export function ShotSummary({ id, shown, total, testId }: { id: string; shown: number; total: ZoneTotals; testId?: string }) {
  return (
    <figcaption className="mt-1 text-sm text-slate-600">
      <span id={id} role="status" data-testid={testId}>
        {shown === 0
          ? 'No shots match these filters.'
          : `${String(total.made)} of ${String(total.attempts)} shots made (${formatPct(total.pct)})`}
      </span>
    </figcaption>
  );
}

/** A column of the shots' table before its Result, Zone and Points: the first names the shot's row. */
export interface ShotColumn<Shot> {
  heading: string;
  cell: (shot: Shot) => ReactNode;
}

/** The shots on the chart as a table, behind "Show the data table": `columns`, then Result, Zone and Points. */
export function ShotsTable<Shot extends ReportShot>({
  shots,
  columns,
  keyOf,
}: {
  shots: readonly Shot[];
  columns: readonly ShotColumn<Shot>[];
  keyOf: (shot: Shot, index: number) => string;
}) {
  const [first, ...rest] = columns;
  return (
    <DataTableToggle subject="shot chart">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">Shots shown on the chart</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            {[...columns.map(({ heading }) => heading), 'Result', 'Zone', 'Points'].map((column) => (
              <th key={column} scope="col" className={`${cell} ${column === 'Points' ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shots.map((shot, index) => (
            <tr key={keyOf(shot, index)} className="border-b border-slate-100">
              {first && (
                <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                  {first.cell(shot)}
                </th>
              )}
              {rest.map((column) => (
                <td key={column.heading} className={cell}>
                  {column.cell(shot)}
                </td>
              ))}
              <td className={cell}>
                {shot.made ? 'Made' : 'Missed'} {shot.points}-pt
              </td>
              <td className={cell}>{ZONE_LABELS[shot.zone]}</td>
              <td className={`${cell} text-right tabular-nums`}>{shot.made ? shot.points : 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableToggle>
  );
}

/**
 * The located shots of a game on a half court (the analysts' court: baseline at the top), made as dots and
 * missed as crosses in the team's colour; filters by team, player, period, made or missed and zone; FG% by zone
 * for what is shown; and the same shots as a table on demand. With `onWatchAll` (the footage kept), the shots
 * shown can be watched back to back.
 */
export function ShotChart({ report, onWatchAll }: { report: GameReport; onWatchAll?: WatchAll | undefined }) {
  const { setup, shots } = report;
  const colors = useMemo(() => teamColors(setup), [setup]);
  const periods = useMemo(() => periodOptions(report), [report]);
  const [team, setTeam] = useState<TeamChoice>('both');
  const [chosenPlayer, setPlayer] = useState<string | null>(null);
  const [period, setPeriod] = useState<number | null>(null);
  const [result, setResult] = useState<'made' | 'missed' | null>(null);
  const [zone, setZone] = useState<ShotZone | null>(null);

  const players = useMemo(() => shooterOptions(setup, shots, team), [setup, shots, team]);
  const playerId = validPlayer(chosenPlayer, players);
  const shown = useMemo(
    () => filterShots(shots, { team, playerId, period, result, zone }),
    [shots, team, playerId, period, result, zone],
  );
  const playlist = useMemo(() => {
    const ids = new Set(shown.map((shot) => shot.playId));
    return { plays: report.plays.filter((play) => ids.has(play.id)) };
  }, [report, shown]);
  const { zones, total } = useMemo(() => zoneTotals(shown), [shown]);
  const player = players.find((option) => option.id === playerId) ?? null;
  const caption = shotChartCaption(setup, { team, playerId, period, result, zone }, player);
  const summaryId = useId();

  if (shots.length === 0) return <p className="text-slate-600">No shot locations were recorded for this game.</p>;

  const name = (side: Side, id: string) => playerName(setup, side, id);

  return (
    <div>
      <TeamPlayerPeriodFilters
        legend="Filter the shots"
        setup={setup}
        team={team}
        onTeam={setTeam}
        players={players}
        playerId={playerId}
        onPlayer={setPlayer}
        periods={periods}
        period={period}
        onPeriod={setPeriod}
      >
        <FilterSelect
          label="Result"
          value={result ?? ''}
          onChange={(value) => setResult(value === 'made' || value === 'missed' ? value : null)}
        >
          <option value="">Made and missed</option>
          <option value="made">Made</option>
          <option value="missed">Missed</option>
        </FilterSelect>
        <FilterSelect
          label="Zone"
          value={zone ?? ''}
          onChange={(value) => setZone(ZONES.find((candidate) => candidate === value) ?? null)}
        >
          <option value="">All zones</option>
          {ZONES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {ZONE_LABELS[candidate]}
            </option>
          ))}
        </FilterSelect>
      </TeamPlayerPeriodFilters>
      {/* The filters do not print: the paper says what the chart shows. */}
      <p className="hidden text-sm font-semibold text-slate-900 print:block" data-testid="shot-chart-filter">
        {caption}
      </p>
      {onWatchAll && (
        <div className="mt-3">
          <WatchAllButton
            onWatchAll={onWatchAll}
            playlist={{
              title: caption.replace('Shot chart: ', 'Shots: '),
              plays: playlist.plays,
            }}
          />
        </div>
      )}
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start print:mt-1 print:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:items-start">
        <figure className="mx-auto w-full max-w-md print:max-w-xs">
          <ShotCourt
            shots={shown}
            summaryId={summaryId}
            colorOf={(shot) => colors[shot.team]}
            titleOf={(shot) =>
              `${name(shot.team, shot.playerId)}, ${periodLabel(setup.periods, shot.period)}: ${
                shot.made ? 'made' : 'missed'
              } ${String(shot.points)}-pt, ${ZONE_LABELS[shot.zone]}`
            }
          />
          <ShotLegend>
            {(['home', 'away'] as const).map((side) => (
              <span key={side} className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ background: colors[side] }} />
                {setup[side].name}
              </span>
            ))}
          </ShotLegend>
          <ShotSummary id={summaryId} shown={shown.length} total={total} />
        </figure>
        <ZoneTable zones={zones} total={total} />
      </div>
      <ShotsTable
        shots={shown}
        keyOf={(shot) => shot.playId}
        columns={[
          { heading: 'Player', cell: (shot) => name(shot.team, shot.playerId) },
          { heading: 'Team', cell: (shot) => setup[shot.team].name },
          { heading: 'Period', cell: (shot) => periodLabel(setup.periods, shot.period) },
        ]}
      />
    </div>
  );
}
