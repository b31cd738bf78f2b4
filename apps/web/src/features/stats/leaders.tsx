import { playerLabel, SIDES, type GameReport } from '@courtside/domain';
import { TeamSwatch } from './team-swatch';

const CATEGORIES = [
  { key: 'pts', label: 'Points' },
  { key: 'reb', label: 'Rebounds' },
  { key: 'ast', label: 'Assists' },
] as const;

/** Each team's leader in points, rebounds and assists. */
export function Leaders({ report, colors }: { report: GameReport; colors: Record<'home' | 'away', string> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SIDES.map((side) => (
        <div key={side} className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="font-bold">
            <TeamSwatch color={colors[side]} />
            {report.setup[side].name}
          </h3>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            {CATEGORIES.map(({ key, label }) => {
              const leader = report.leaders[side][key];
              return (
                <div key={key}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{leader ? leader.value : '–'}</dd>
                  <dd className="text-xs text-slate-700">
                    {leader ? playerLabel(report.setup, side, leader.playerId) : 'Nobody'}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </div>
  );
}
