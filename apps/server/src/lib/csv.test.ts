import { describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.js';
import { csvCell, csvDocument, csvRow } from './csv.js';

const cellsAsRead = (record: string, separator: string) => readCsv(record, separator)[0] ?? [];

describe('a CSV cell', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, and writes numbers and blanks plainly', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', 'plain', 12.5, null])).toBe('"a,b","say ""hi""","two\nlines",plain,12.5,');
  });

  it('quotes a semicolon and a tab too, which other locales and pastes read as separators', () => {
    expect(csvCell('Lee;=1+1;')).toBe('"Lee;=1+1;"');
    expect(csvCell('Jo\tKing')).toBe('"Jo\tKing"');
    expect(csvCell('Ann\r\nLee')).toBe('"Ann\r\nLee"');
  });

  it('guards every formula start with an apostrophe, and quotes it when it holds a separator', () => {
    expect(['=1', '+1', '-1', '@x', '＝1', '＋1', '－1', '＠x'].map((text) => csvCell(text))).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@x",
      "'＝1",
      "'＋1",
      "'－1",
      "'＠x",
    ]);
    // A tab, CR or LF first is guarded and, being a separator or a line break, quoted too.
    expect(['\tx', '\r=1', '\n=1'].map((text) => csvCell(text))).toEqual([`"'\tx"`, `"'\r=1"`, `"'\n=1"`]);
    expect(csvCell('=1+1;Lee')).toBe(`"'=1+1;Lee"`);
    expect(csvCell('=2+3\tAda')).toBe(`"'=2+3\tAda"`);
    // Numbers are figures, not text: a negative one stays a number.
    expect(csvCell(-3)).toBe('-3');
  });

  it('leaves our own headers unguarded when told', () => {
    expect(csvRow(['+/-', 'PTS'], { guard: false })).toBe('+/-,PTS');
    expect(csvRow(['+/-', 'PTS'])).toBe("'+/-,PTS");
  });

  it('reads back as the cells it was; a reader splitting on a semicolon or a tab finds no separator outside quotes', () => {
    const record = csvRow(['Lee;=1+1;', '=1+1;Lee', 'Jo\tKing', '@SUM(A1)\t;,"x"', 'plain']);
    expect(cellsAsRead(record, ',')).toEqual(['Lee;=1+1;', "'=1+1;Lee", 'Jo\tKing', `'@SUM(A1)\t;,"x"`, 'plain']);
    // Excel in a `;` locale reads each record as cells split on `;` outside quotes: none here, so no cell of it can
    // start a formula (unquoted, `Lee;=1+1;` was read as `Lee`, `=1+1` and a blank, and the formula ran).
    for (const separator of [';', '\t']) expect(cellsAsRead(csvRow(['Lee;=1+1;']), separator)).toEqual(['Lee;=1+1;']);
    for (const separator of [';', '\t']) expect(cellsAsRead(record, separator)).toHaveLength(1);
  });

  it('makes a document Excel opens as UTF-8: a byte-order mark first, CRLF line ends', () => {
    expect(csvDocument(['a,b', '1,2'])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
