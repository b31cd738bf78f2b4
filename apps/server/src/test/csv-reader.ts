import { expect } from 'vitest';

/**
 * Reads a CSV as a spreadsheet does with `separator` as its list separator (Excel takes the locale's: `;` where
 * the decimal mark is a comma; a tab when pasted): records and cells, honouring RFC 4180 quotes, a leading
 * byte-order mark dropped.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** Column headings of ours that start like a formula and are written as they are (a spreadsheet shows them as text). */
const OUR_HEADINGS = new Set(['+/-']);

/**
 * Checks a CSV we produce as an attacker's spreadsheet would read it: read with commas, no text cell starts a
 * formula (a negative number is a figure, and our `+/-` heading is text); read with a semicolon or a tab as the separator, no record splits at
 * all, since every such character of a cell is inside its quotes.
 */
export function expectSpreadsheetSafe(csv: string): void {
  for (const record of readCsv(csv, ','))
    for (const cell of record) {
      const figure = cell !== '' && !Number.isNaN(Number(cell));
      if (!figure && !OUR_HEADINGS.has(cell)) expect(cell, `the cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r\n]/);
    }
  for (const separator of [';', '\t'])
    for (const record of readCsv(csv, separator))
      expect(record, `a record read with ${JSON.stringify(separator)} as the separator`).toHaveLength(1);
}

/** The cells of a CSV read with commas, every record's together: to look one up whole. */
export const cellsOf = (csv: string) => readCsv(csv).flat();
