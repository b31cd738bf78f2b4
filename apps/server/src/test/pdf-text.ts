import { inflateSync } from 'node:zlib';

/** Every stream of the file that inflates (pdfkit compresses them), in file order. */
export function inflatedStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // Not deflated (an image in its own encoding): no text to read.
    }
  }
  return streams;
}

/** Each page's content stream: the inflated streams that set a font. */
export const pageContents = (pdf: Buffer): string[] => inflatedStreams(pdf).filter((content) => content.includes(' Tf'));

/**
 * The text a reader would find on each page: the strings its TJ operators show, one a line, in drawing order
 * (pdfkit writes standard-font text as hex codes in TJ arrays).
 */
export const pdfLines = (pdf: Buffer): string[][] =>
  pageContents(pdf).map((content) =>
    [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((array) => {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1] ?? '').join('');
      return Buffer.from(hex, 'hex').toString('latin1');
    }),
  );

/** Each page's text as one string, a line per TJ operator. */
export const pdfText = (pdf: Buffer): string[] => pdfLines(pdf).map((lines) => lines.join('\n'));

export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
