import type { GameReport } from '@courtside/domain';
import { headerItems } from './header-items';

/** The sheet's header under the final score: competition, date, start time, venue, attendance, officials. */
export function GameHeader({ report }: { report: GameReport }) {
  const items = headerItems(report);
  if (items.length === 0) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" data-testid="game-header">
      {items.map(({ label, value }) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
