/** The name column stays in view while a table scrolls sideways; on paper the table is not scrolled. */
export const STICKY_COLUMN = 'sticky left-0 z-10 print:static';

export interface ColumnSort {
  key: string;
  direction: 'ascending' | 'descending';
}

/**
 * A players table's header cells, each a button: the name column (sort key "name", kept in view), then
 * `columns`. Pressing one asks `onSort` to sort by its key; an arrow shows the direction while the table is
 * sorted by it. `nowrap` keeps the labels on one line; `dense` (a wide sheet) pads less and sets the arrow under
 * the label, in the padding, so that no column is wider for it.
 */
export function SortableHeaders({
  columns,
  sort,
  onSort,
  nowrap = false,
  dense = false,
}: {
  columns: readonly { key: string; label: string; title: string }[];
  sort: ColumnSort | null;
  onSort: (key: string) => void;
  nowrap?: boolean;
  dense?: boolean;
}) {
  const shared = { sort, onSort, nowrap, dense };
  return (
    <>
      <SortableHeader sortKey="name" label="Player" title="Player name" sticky {...shared} />
      {columns.map((column) => (
        <SortableHeader key={column.key} sortKey={column.key} label={column.label} title={column.title} {...shared} />
      ))}
    </>
  );
}

function SortableHeader({
  sortKey,
  label,
  title,
  sort,
  onSort,
  sticky = false,
  nowrap,
  dense,
}: {
  sortKey: string;
  label: string;
  title: string;
  sort: ColumnSort | null;
  onSort: (key: string) => void;
  sticky?: boolean;
  nowrap: boolean;
  dense: boolean;
}) {
  const arrow = sort?.key === sortKey ? (sort.direction === 'ascending' ? '▲' : '▼') : '';
  return (
    <th
      scope="col"
      aria-sort={sort?.key === sortKey ? sort.direction : undefined}
      className={`px-0 py-0 font-semibold text-slate-600 ${nowrap ? 'whitespace-nowrap ' : ''}${dense ? 'align-bottom ' : ''}${sticky ? `${STICKY_COLUMN} bg-slate-50 text-left` : 'text-right'}`}
    >
      <button
        type="button"
        title={title}
        onClick={() => onSort(sortKey)}
        className={`w-full hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 print:pointer-events-none ${dense ? 'relative px-1.5 py-2' : 'px-2 py-2'} ${sticky ? 'text-left' : 'text-right'}`}
      >
        {label}
        {dense ? (
          <span aria-hidden="true" className="absolute right-1.5 bottom-0 text-[0.5rem] leading-none print:hidden">
            {arrow}
          </span>
        ) : (
          <span aria-hidden="true" className="ml-0.5 inline-block w-2 print:hidden">
            {arrow}
          </span>
        )}
      </button>
    </th>
  );
}
