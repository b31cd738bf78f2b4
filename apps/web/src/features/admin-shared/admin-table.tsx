import type { ReactNode } from 'react';

/** A back-office table that scrolls sideways on a narrow screen: a header row of `columns`, then the rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The button in a list's row that opens the row's details beside the list, or closes them when they are open. */
export function OpenRowButton({
  open,
  onToggle,
  label,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={open}
      aria-label={label}
      onClick={onToggle}
      className="text-left text-brand-800 underline hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </button>
  );
}
