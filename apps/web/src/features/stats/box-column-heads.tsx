import type { BoxColumn } from './box-table-sort';

/** A table's header cells for the box score's `columns`: each label an abbreviation whose title says it in full. */
export function BoxColumnHeads({ columns, className }: { columns: readonly BoxColumn[]; className: string }) {
  return columns.map((column) => (
    <th key={column.key} scope="col" className={className}>
      <abbr title={column.title} className="no-underline">
        {column.label}
      </abbr>
    </th>
  ));
}
