import { spawnSync } from 'node:child_process';
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

/** A 4-hex-digit UTF-16BE string as text. */
const utf16be = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/**
 * The text behind each code of the document's embedded fonts, by the name a page's content gives the font
 * ("F2"): pdfkit writes an embedded font's text as 4-digit glyph codes and maps them back to text in the
 * font's ToUnicode CMap, as a reader does. Standard fonts have no entry (their codes are the text).
 */
function embeddedFontTexts(pdf: Buffer): Map<string, Map<string, string>> {
  const raw = pdf.toString('latin1');
  const object = (id: string) => {
    const start = raw.search(new RegExp(`(^|\\n)${id} 0 obj\\b`));
    return start < 0 ? '' : raw.slice(start, raw.indexOf('endobj', start));
  };
  const fonts = new Map<string, Map<string, string>>();
  for (const resources of raw.matchAll(/\/Font <<([^>]*)>>/g)) {
    for (const [, name = '', id = ''] of (resources[1] ?? '').matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object(id))?.[1];
      const stream = toUnicode && /stream\r?\n([\s\S]*)\r?\nendstream/.exec(object(toUnicode))?.[1];
      if (!stream || fonts.has(name)) continue;
      const cmap = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
      const texts = new Map<string, string>();
      for (const [, first = '', , targets = ''] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
        [...targets.matchAll(/<([0-9a-f]+)>/gi)].forEach((target, offset) => {
          texts.set((parseInt(first, 16) + offset).toString(16).padStart(4, '0'), utf16be(target[1] ?? ''));
        });
      }
      fonts.set(name, texts);
    }
  }
  return fonts;
}

/**
 * The text a reader would find on each page: the strings its TJ operators show, one a line, in drawing order
 * (pdfkit writes text as hex codes in TJ arrays: an embedded font's glyph codes, read back through its
 * ToUnicode map, or a standard font's Latin-1 bytes).
 */
export const pdfLines = (pdf: Buffer): string[][] => {
  const fonts = embeddedFontTexts(pdf);
  return pageContents(pdf).map((content) => {
    let font: Map<string, string> | undefined;
    const lines: string[] = [];
    for (const [, name, array] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name !== undefined) {
        font = fonts.get(name);
        continue;
      }
      const hex = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1] ?? '').join('');
      lines.push(
        font
          ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(code.toLowerCase()) ?? '\ufffd').join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
    return lines;
  });
};

/** Each page's text as one string, a line per TJ operator. */
export const pdfText = (pdf: Buffer): string[] => pdfLines(pdf).map((lines) => lines.join('\n'));

export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** Runs one of poppler's programs on the PDF, given on its standard input; returns what it prints. */
function poppler(program: string, args: string[], pdf: Buffer): string {
  const result = spawnSync(program, [...args, '-'], { input: pdf, encoding: 'utf8' });
  if (result.error)
    throw new Error(`${program} did not run (bash scripts/ensure-system-packages.sh installs it)`, { cause: result.error });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * The document's text as poppler's pdftotext reads it (a reader's own program, not our parsing), pages in
 * order, each line of the page as laid out.
 */
export const pdftotext = (pdf: Buffer): string => poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-'], pdf);

/** The fonts the pages use, as poppler's pdffonts lists them: "name type embedded". */
export function pdffonts(pdf: Buffer): string[] {
  return poppler('pdffonts', [], pdf)
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const [name = '', ...rest] = line.trim().split(/\s+/);
      // The columns after the name: type (one or two words), encoding, emb, sub, uni, object id.
      return `${name} ${rest.slice(0, -6).join(' ')} ${rest.at(-5) === 'yes' ? 'embedded' : 'not embedded'}`;
    });
}
