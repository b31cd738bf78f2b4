/**
 * The one CSV writer of every file we produce (box score, plays, season, purchases, and their shared and exported
 * copies), so a cell is made safe in one place.
 */

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula: =, +, - or @ first (and their full-width forms, which Excel in some
 * locales reads as the same), or a tab, CR or LF first (a cell may be read from after one).
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Characters that end a cell in some spreadsheet's reading of a CSV: the comma, the semicolon (the separator in
 * locales whose decimal mark is a comma, where Excel splits an unquoted `Lee;=1+1;` into cells and runs the
 * formula), the tab (a separator when pasted or sniffed), the quote, and line breaks.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field: blank for null, a number as it is, and text guarded and quoted. Text that would start a formula
 * gets a leading apostrophe so a player named "=HYPERLINK(...)" stays text (`guard: false` for our own headers);
 * text holding any separator, a quote or a line break is quoted (RFC 4180) with its quotes doubled, so it stays
 * one cell whatever the reader's separator.
 */
export function csvCell(field: string | number | null, { guard = true } = {}): string {
  if (field === null) return '';
  if (typeof field === 'number') return String(field);
  const text = guard && FORMULA_START.test(field) ? `'${field}` : field;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record of `csvCell`s, comma-separated. */
export function csvRow(fields: readonly (string | number | null)[], options: { guard?: boolean } = {}): string {
  return fields.map((field) => csvCell(field, options)).join(',');
}

/** A whole CSV file: a byte-order mark (for Excel), the records, each ended by CRLF. */
export function csvDocument(rows: readonly string[]): string {
  return `${BOM}${rows.join('\r\n')}\r\n`;
}
