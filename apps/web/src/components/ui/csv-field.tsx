import { useId } from 'react';

/**
 * A CSV to import, chosen as a file or pasted: the two ways every import form (a roster, a competition's fixtures)
 * takes one. The file's text replaces what is pasted; `describedBy` names the form's own help.
 */
export function CsvField({
  csv,
  onChange,
  placeholder,
  describedBy,
  height = 'h-32',
}: {
  csv: string;
  onChange: (csv: string) => void;
  placeholder: string;
  describedBy?: string;
  height?: 'h-32' | 'h-36';
}) {
  const fileId = useId();
  const textId = useId();
  return (
    <>
      <div>
        <label htmlFor={fileId} className="font-medium text-slate-900">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="mt-1 block max-w-full text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then(onChange);
          }}
        />
      </div>
      <div>
        <label htmlFor={textId} className="font-medium text-slate-900">
          Or paste it here
        </label>
        <textarea
          id={textId}
          aria-describedby={describedBy}
          className={`mt-1 block ${height} w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm`}
          value={csv}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          spellCheck={false}
        />
      </div>
    </>
  );
}
