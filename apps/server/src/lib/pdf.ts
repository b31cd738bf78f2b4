import { FONT, printable } from './pdf-font.js';

/**
 * The building blocks of our PDFs (the game's box score, the team's season): an A4 landscape page, its colours,
 * one-line text cells, tables of players, rules, and the document's bytes. Each helper draws at the (x, y) it is
 * given, in points, in the font and size the caller selected; the fonts are lib/pdf-font's.
 */
export type Doc = PDFKit.PDFDocument;

/** An A4 page in landscape, in points, and the margin kept on every side. */
export const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
export const RIGHT = PAGE.width - PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin;
/** The width between the margins. */
export const WIDTH = RIGHT - PAGE.margin;

export const INK = '#0f172a';
export const MUTED = '#64748b';
export const RULE = '#cbd5e1';

export const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
export const num = (value: number | null, digits = 1) => (value === null ? '–' : value.toFixed(digits));

/** The document's bytes once it ends; call before drawing, so no chunk is missed. */
export function collectPdf(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Writes one line of text at (x, y), cut to `width` with an ellipsis when it does not fit. */
export function cell(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'right' | 'center' = 'left') {
  // An empty cell (a total that means nothing, the team row's blanks): nothing to lay out.
  if (text === '') return;
  let shown = printable(text);
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 1 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
  }
  doc.text(shown, x, y, { width, align, lineBreak: false });
}

export function swatch(doc: Doc, color: string, x: number, y: number, size: number) {
  doc.save().rect(x, y, size, size).fill(color).restore();
}

/** A thin grey line across the page (or from `left` to `right`) at `y`: under a table's header, above its totals. */
export function rule(doc: Doc, y: number, left: number = PAGE.margin, right: number = RIGHT) {
  doc.save().moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
}

/** A table of players drawn from the left margin: a name column, then figures right-aligned in their columns. */
export interface TableLayout {
  columns: readonly { label: string; width: number }[];
  nameWidth: number;
  textSize: number;
}

/** The table's header row at `y`: "Player" over the names, each column's label over its figures. */
export function tableHeader(doc: Doc, table: TableLayout, y: number) {
  doc
    .font(FONT.bold)
    .fontSize(table.textSize - 0.5)
    .fillColor(MUTED);
  cell(doc, 'Player', PAGE.margin, y, table.nameWidth);
  let x = PAGE.margin + table.nameWidth;
  for (const column of table.columns) {
    cell(doc, column.label, x, y, column.width, 'right');
    x += column.width;
  }
}

/** One row of the table at `y`: the name, a little short of its column, then `values` in the columns' order. */
export function tableRow(doc: Doc, table: TableLayout, y: number, name: string, values: readonly string[], bold: boolean) {
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(table.textSize)
    .fillColor(INK);
  cell(doc, name, PAGE.margin, y, table.nameWidth - 4);
  let x = PAGE.margin + table.nameWidth;
  table.columns.forEach((column, index) => {
    cell(doc, values[index] ?? '', x, y, column.width, 'right');
    x += column.width;
  });
}
