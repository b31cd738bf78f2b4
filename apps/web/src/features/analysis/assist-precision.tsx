import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { assistPrecisionQuery, type AssistPrecision, type SuggestionKind } from './assist-api';

const KIND_NAMES: Record<SuggestionKind, string> = {
  whistle: 'Whistles',
  horn: 'Horns',
  score: 'Score changes',
  dead_time: 'Dead time',
  clock: 'Clock marks',
};

/** A precision as the table shows it: a whole percent, `—` before any answer. */
export function formatPrecision(precision: number | null): string {
  return precision === null ? '—' : `${String(Math.round(precision * 100))}%`;
}

/** The table's rows: every kind answered or still open, in the order of `KIND_NAMES`. */
export function precisionRows(report: AssistPrecision) {
  const order = Object.keys(KIND_NAMES);
  return [...report.kinds]
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .map((row) => ({ ...row, name: KIND_NAMES[row.kind], shown: formatPrecision(row.precision) }));
}

/**
 * How often analysts accepted what the footage suggested, per kind, over every game: the suggestions' real
 * precision (accepted / answered). Clock marks are applied by themselves and counted as accepted.
 */
export function AssistPrecisionTable() {
  const report = useQuery(assistPrecisionQuery);
  const headingId = useId();
  const rows = report.data ? precisionRows(report.data) : [];
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Footage suggestions
      </h3>
      {report.isError && (
        <p role="alert" className="text-red-700">
          {report.error.message}
        </p>
      )}
      {report.data && rows.length === 0 && <p className="text-slate-600">No suggestions yet.</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Suggestions accepted and dismissed by analysts, per kind</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              {['Kind', 'Accepted', 'Dismissed', 'Open', 'Precision'].map((label, index) => (
                <th key={label} scope="col" className={`py-2 pr-3 font-semibold ${index > 0 ? 'text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.name}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{row.accepted}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.dismissed}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.open}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
