import { FIXTURE_COLUMNS, MAX_FIXTURE_LINES, importFixtures, type FixtureTeam } from '@courtside/domain';
import { useId, useState } from 'react';
import { CsvField } from '../../components/ui/csv-field';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api-error';
import { importProblemLines } from './competition-text';

export type ImportOutcome = { imported: number } | { message: string; lines: string[] };

/**
 * What importing `csv` comes to before anything is sent: the file's problems, read by the domain's own reader
 * against the competition's teams (the server reads it the same way), or null when every line is right.
 */
export function importPreview(csv: string, teams: readonly FixtureTeam[]): ImportOutcome | null {
  const result = importFixtures(csv, teams);
  if (result.ok) return null;
  return {
    message: 'Nothing was imported. Fix these lines and import the file again.',
    lines: importProblemLines(result.problems),
  };
}

/** A refused import as the page lists it: the server's message, and each bad line it named (by line number). */
export function importFailure(error: unknown): ImportOutcome {
  if (error instanceof ApiError && error.code === 'bad_fixtures')
    return { message: 'Nothing was imported.', lines: importProblemLines(error.fields) };
  if (error instanceof ApiError) return { message: error.message, lines: [] };
  return { message: 'Something went wrong. Please try again.', lines: [] };
}

/**
 * Fixtures from a CSV file (or pasted text): every line is imported, or none is and each bad line is listed by its
 * number, so the file can be fixed and imported again. The file is checked here first, and again by the server.
 */
export function FixturesImport({
  teams,
  pending,
  onImport,
}: {
  teams: readonly FixtureTeam[];
  pending: boolean;
  onImport: (csv: string) => Promise<{ imported: number }>;
}) {
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const helpId = useId();

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const problems = importPreview(csv, teams);
    if (problems) return setOutcome(problems);
    try {
      setOutcome(await onImport(csv));
      setCsv('');
    } catch (error) {
      setOutcome(importFailure(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" aria-label="Import fixtures">
      <p id={helpId} className="text-sm text-slate-600">
        A CSV file whose first line names the columns <code>{FIXTURE_COLUMNS.join(', ')}</code> (in any order; the venue may be
        empty), then a fixture per line, like <code>1,2026-04-11,19:30,Stadium 1,Tigers,Hawks</code>. Teams by their name or short
        name; dates YYYY-MM-DD, times HH:MM (24-hour). At most {MAX_FIXTURE_LINES.toLocaleString('en')} lines.
      </p>
      <CsvField
        csv={csv}
        onChange={setCsv}
        placeholder={`${FIXTURE_COLUMNS.join(',')}\n1,2026-04-11,19:30,Stadium 1,Tigers,Hawks`}
        describedBy={helpId}
        height="h-36"
      />
      <button type="submit" className={buttonStyles.outline} disabled={pending || csv.trim() === ''}>
        {pending ? 'Importing…' : 'Import fixtures'}
      </button>
      {outcome && 'imported' in outcome && (
        <p role="status" className="text-sm text-green-800">
          {outcome.imported} fixture{outcome.imported === 1 ? '' : 's'} imported.
        </p>
      )}
      {outcome && 'message' in outcome && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{outcome.message}</p>
          {outcome.lines.length > 0 && (
            <ul className="mt-1 list-disc pl-5 break-words">
              {outcome.lines.map((line, index) => (
                // A line's problems may read alike: the order is the key.
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
