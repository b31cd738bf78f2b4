import { ROSTER_CSV_COLUMNS } from '@courtside/domain';
import { useState } from 'react';
import { CsvField } from '../../components/ui/csv-field';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api-error';

/** The bad lines of a refused import, in file order: "line 3" before "line 12". */
export function importProblems(fields: Record<string, string>): { line: string; message: string }[] {
  return Object.entries(fields)
    .map(([line, message]) => ({ line, message }))
    .sort((a, b) => Number(a.line.replace(/\D/g, '')) - Number(b.line.replace(/\D/g, '')));
}

/**
 * Imports a roster from a CSV file (or pasted text). Every player is added, or none is and each bad line is
 * listed, so the coach can fix the file and try again.
 */
export function RosterImport({
  pending,
  onImport,
}: {
  pending: boolean;
  onImport: (csv: string) => Promise<{ added: unknown[] }>;
}) {
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<{ added: number } | { error: string; lines: { line: string; message: string }[] } | null>(
    null,
  );

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    try {
      const { added } = await onImport(csv);
      setResult({ added: added.length });
      setCsv('');
    } catch (error) {
      setResult(
        error instanceof ApiError
          ? { error: error.message, lines: importProblems(error.fields) }
          : { error: 'Something went wrong. Please try again.', lines: [] },
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <p className="text-sm text-slate-600">
        A CSV file whose first line names the columns <code>{ROSTER_CSV_COLUMNS.join(', ')}</code> (position is optional), then a
        player per line, like <code>7,Sam Lee,Guard</code>. Numbers already on the active roster are refused.
      </p>
      <CsvField csv={csv} onChange={setCsv} placeholder={'number,name,position\n7,Sam Lee,Guard'} />
      <button type="submit" className={buttonStyles.outline} disabled={pending || csv.trim() === ''}>
        {pending ? 'Importing…' : 'Import roster'}
      </button>
      {result && 'added' in result && (
        <p role="status" className="text-sm text-green-800">
          {result.added} player{result.added === 1 ? '' : 's'} added.
        </p>
      )}
      {result && 'error' in result && (
        <div role="alert" className="text-sm text-red-700">
          <p>{result.error}</p>
          {result.lines.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {result.lines.map((problem) => (
                <li key={problem.line}>
                  {problem.line[0]?.toUpperCase()}
                  {problem.line.slice(1)}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
