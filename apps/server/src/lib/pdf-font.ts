import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The font our PDFs are written in: Inter, the web app's typeface, from `@expo-google-fonts/inter` (SIL Open
 * Font License 1.1, which lets a document embed it). Its static TrueType files cover Latin Extended, Greek and
 * Cyrillic, so names print as written (Dončić, Łukasz, Nurkić); pdfkit embeds only the glyphs a document uses.
 * The standard PDF fonts know only WinAnsi (Latin-1 and a few more) and cannot.
 */
export const FONT = { regular: 'Inter', bold: 'Inter-Bold' } as const;

const require = createRequire(import.meta.url);

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
  /** The regular face, parsed, to ask which characters it has (the bold face has the same ones). */
  glyphs: Font;
}

let loaded: FontFiles | undefined;

/**
 * The font without its OpenType layout tables (GSUB, GPOS, GDEF: ligatures, contextual alternates, kerning),
 * renamed in the table directory so fontkit, which pdfkit lays text out with, skips them. Shaping every cell
 * through Inter's tables made a report 4x slower to render; names and figures need none of it (text arrives
 * composed, see `printable`), and the embedded subset never carried those tables.
 */
function withoutShaping(font: Buffer): Buffer {
  const plain = Buffer.from(font);
  const tables = plain.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const at = 12 + 16 * index;
    const tag = plain.toString('latin1', at, at + 4);
    if (tag === 'GSUB' || tag === 'GPOS' || tag === 'GDEF') plain.write(tag.toLowerCase(), at, 'latin1');
  }
  return plain;
}

/** The font files, read from node_modules once per process, on the first PDF. */
function fontFiles(): FontFiles {
  if (!loaded) {
    const read = (file: string) => withoutShaping(readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`)));
    const regular = read('400Regular/Inter_400Regular.ttf');
    loaded = { regular, bold: read('700Bold/Inter_700Bold.ttf'), glyphs: create(regular) };
  }
  return loaded;
}

/** Registers the regular and bold faces on a pdfkit document as FONT.regular and FONT.bold, and selects the regular. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
  doc.font(FONT.regular);
}

/**
 * Text as our font can print it on one line: a line break or other white space becomes a space, and a
 * character the font lacks (which would print as an empty box) loses its accent when the plain letter is
 * there, or else becomes "?" (CJK names: Inter has no CJK).
 */
export function printable(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;

  const { glyphs } = fontFiles();
  const has = (char: string) => glyphs.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  let shown = '';
  // Composed (č, not c and a combining caron): each letter is one glyph of the font.
  for (const char of text.normalize('NFC')) {
    if (char < ' ' || /\s/.test(char)) shown += ' ';
    else if (has(char)) shown += char;
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      shown += base && Array.from(base).every(has) ? base : '?';
    }
  }
  return shown;
}
